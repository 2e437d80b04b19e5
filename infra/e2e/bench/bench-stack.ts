import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStackOnFreePorts, stopStackProcess } from '@fairbill/infra/local/testing/stack-process';
import { descendantPids, isAlive, waitFor } from '@fairbill/infra/local/testing/processes';

// What the benchmarks that drive the local stack share: a temporary folder, the stack `npm start`
// runs started in it on free ports, and a clean stop on the way out or on Ctrl-C.

/** Cleanups run last-in first-out, once: at the end of the run or on SIGINT/SIGTERM. */
export interface BenchCleanups {
  push(cleanup: () => Promise<unknown>): void;
  run(): Promise<void>;
  /** True once Ctrl-C (or SIGTERM) stopped the run: what fails after it is no failure to report. */
  readonly interrupted: boolean;
}

export function benchCleanups(): BenchCleanups {
  const cleanups: (() => Promise<unknown>)[] = [];
  const state = {
    interrupted: false,
    push: (cleanup: () => Promise<unknown>) => void cleanups.push(cleanup),
    async run() {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
    },
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      state.interrupted = true;
      process.stdout.write(`\n${signal}: stopping the local stack...\n`);
      void state.run().finally(() => process.exit(130));
    });
  }
  return state;
}

/** A temporary folder for one run, deleted by the cleanups. */
export async function benchWorkDir(cleanups: BenchCleanups, prefix: string): Promise<string> {
  const workDir = await mkdtemp(join(tmpdir(), `fairbill-${prefix}-`));
  // Synchronous: on Ctrl-C other work may still be writing into the folder in this process.
  cleanups.push(async () => rmSync(workDir, { recursive: true, force: true }));
  return workDir;
}

/**
 * Starts the stack in `workDir` (its data folder and `stack.log`, its output), stopped by the
 * cleanups with its emulators (they write into the data folder until they are gone). Returned as
 * a promise, so a caller can prepare other things while the stack starts.
 */
export function startBenchStack(cleanups: BenchCleanups, workDir: string): { logFile: string; starting: ReturnType<typeof startStackOnFreePorts> } {
  const logFile = join(workDir, 'stack.log');
  const starting = startStackOnFreePorts(join(workDir, 'data'), logFile);
  cleanups.push(async () => {
    const started = await starting.catch(() => undefined);
    if (!started) return;
    const tree = [started.stack.pid, ...descendantPids(started.stack.pid)];
    await stopStackProcess(started.stack.pid);
    await waitFor(() => tree.every((pid) => !isAlive(pid)), 15_000);
  });
  return { logFile, starting };
}
