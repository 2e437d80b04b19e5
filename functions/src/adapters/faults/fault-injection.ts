import { readFile, writeFile } from 'node:fs/promises';
import * as z from 'zod';

// Rehearsal on the local stack only (FAULT_INJECTION_FILE is never set in AWS): a step named in
// the file throws the named error on its next `times` invocations, e.g. a Bedrock throttle, so an
// operator can watch a run fail and redrive it (infra/RUNBOOK.md).
//   { "StructureData": { "error": "ThrottlingException", "times": 5 } }

const faultsSchema = z.record(z.string(), z.object({ error: z.string().regex(/^[A-Za-z.]{1,64}$/), times: z.number().int().min(0) }));

/** Throws the fault armed for `step`, once per call, until its count is used up. */
export type FaultInjector = (step: string) => Promise<void>;

export function createFaultInjector(file: string | undefined): FaultInjector {
  if (!file) return async () => undefined;
  let queue: Promise<unknown> = Promise.resolve();
  return (step) => {
    // One read-modify-write at a time: concurrent steps must not use the same count twice.
    const next = queue.then(async () => {
      const text = await readFile(file, 'utf8').catch(() => null);
      const parsed = text === null ? null : faultsSchema.safeParse(jsonOrNull(text));
      const fault = parsed?.success ? parsed.data[step] : undefined;
      if (!parsed?.success || !fault || fault.times === 0) return;
      await writeFile(file, JSON.stringify({ ...parsed.data, [step]: { ...fault, times: fault.times - 1 } }));
      const error = new Error(`Injected ${fault.error} (local rehearsal)`);
      error.name = fault.error;
      throw error;
    });
    queue = next.catch(() => undefined);
    return next;
  };
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
