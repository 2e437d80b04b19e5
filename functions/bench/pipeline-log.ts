import { open, stat } from 'node:fs/promises';

/** The line infra/local/pipeline.ts logs when an execution ends. */
const EXECUTION_END = /\bpipeline execution \S+ (SUCCEEDED|FAILED)\b/;
const CHECK_EVERY_MS = 5;

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
  let size = 0;
  let closed = false;
  const refresh = async () => {
    size = (await stat(logFile).catch(() => ({ size }))).size;
  };
  const readFrom = async (offset: number, length: number): Promise<string> => {
    const handle = await open(logFile, 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, offset);
      return buffer.subarray(0, bytesRead).toString('utf8');
    } finally {
      await handle.close();
    }
  };
  return {
    mark: async () => {
      await refresh();
      return size;
    },
    async nextExecutionEnd(mark, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      let scanned = mark;
      let pending = '';
      while (!closed && Date.now() < deadline) {
        await refresh();
        if (size > scanned) {
          const text = pending + (await readFrom(scanned, size - scanned));
          scanned = size;
          const lines = text.split('\n');
          pending = lines.pop() ?? '';
          if (lines.some((line) => EXECUTION_END.test(line))) return true;
        }
        await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
      }
      return false;
    },
    close() {
      closed = true;
    },
  };
}
