import { open, stat } from 'node:fs/promises';

/** The line infra/local/pipeline.ts logs when an execution ends, with its status and duration. */
const EXECUTION_END = /\bpipeline execution \S+ (SUCCEEDED|FAILED)\b[^\n]*? in (\d+) ms/;
const CHECK_EVERY_MS = 5;

async function readFrom(logFile: string, offset: number, length: number): Promise<string> {
  const handle = await open(logFile, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, offset);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** Follows a log file from `offset`: each call returns the whole lines written since the last call. */
function newLines(logFile: string, offset: number): () => Promise<string[]> {
  let scanned = offset;
  let pending = '';
  return async () => {
    const size = (await stat(logFile).catch(() => ({ size: scanned }))).size;
    if (size <= scanned) return [];
    const text = pending + (await readFrom(logFile, scanned, size - scanned));
    scanned = size;
    const lines = text.split('\n');
    pending = lines.pop() ?? '';
    return lines;
  };
}

export type ExecutionEnds = { succeeded: number; failed: number; durationsMs: number[] };

/**
 * Counts the executions the stack has logged as ended since it was created, reading only what
 * the log gained since the last call (so it can be asked every second while the stack is loaded).
 */
export function executionEndCounter(logFile: string): { read(): Promise<ExecutionEnds> } {
  const totals: ExecutionEnds = { succeeded: 0, failed: 0, durationsMs: [] };
  const next = newLines(logFile, 0);
  const count = async (): Promise<ExecutionEnds> => {
    for (const line of await next()) {
      const match = EXECUTION_END.exec(line);
      if (!match) continue;
      if (match[1] === 'SUCCEEDED') totals.succeeded += 1;
      else totals.failed += 1;
      totals.durationsMs.push(Number(match[2]));
    }
    return { ...totals, durationsMs: [...totals.durationsMs] };
  };
  // One read at a time: two at once would both take the lines written since the last.
  let last: Promise<unknown> = Promise.resolve();
  return {
    read() {
      const reading = last.then(count);
      last = reading.catch(() => undefined);
      return reading;
    },
  };
}

export interface CompletionWatcher {
  /** Where the log ends now: only executions that end after this point count. */
  mark(): Promise<number>;
  /** Resolves when an execution-end line appears after `mark` (false after the timeout). */
  nextExecutionEnd(mark: number, timeoutMs: number): Promise<boolean>;
  close(): void;
}

/**
 * Follows the local stack's log file (its stderr) to see an execution end the moment the stack
 * writes it, without asking the stack anything: polling the API every few milliseconds would take
 * CPU from the very pipeline being measured. Only a file stat every 5 ms, in this process.
 */
export function completionWatcher(logFile: string): CompletionWatcher {
  let closed = false;
  return {
    mark: async () => (await stat(logFile).catch(() => ({ size: 0 }))).size,
    async nextExecutionEnd(mark, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      const next = newLines(logFile, mark);
      while (!closed && Date.now() < deadline) {
        if ((await next()).some((line) => EXECUTION_END.test(line))) return true;
        await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
      }
      return false;
    },
    close() {
      closed = true;
    },
  };
}
