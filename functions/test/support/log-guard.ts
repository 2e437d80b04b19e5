import { afterAll, expect } from 'vitest';

// Every log line written while a test file runs is kept; at the end none may contain the
// personal data the tests used (names, amounts, file names): logs carry ids only (Decision 1).
const captured: string[] = [];
const forbidden = new Set<string>();

/** Registers test data that must never show up in a log line. */
export function forbidInLogs(...values: string[]): void {
  for (const value of values) if (value.trim() !== '') forbidden.add(value);
}

export function capturedLogs(): readonly string[] {
  return captured;
}

for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
  stream.write = ((chunk: unknown, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
    captured.push(text);
    // Powertools' JSON lines are kept for the check but not echoed, to keep the test output readable.
    if (text.startsWith('{"level"') && !process.env.SHOW_LOGS) return true;
    return write(chunk, ...rest);
  }) as typeof stream.write;
}

// The handlers' environment sets WARN; the guard wants every line the code could ever write. Set
// before any logger exists: Powertools puts a logger back to its initial level at each invocation.
process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';

afterAll(() => {
  const leaks = captured.flatMap((line) => [...forbidden].filter((value) => line.includes(value)).map((value) => ({ value, line: line.slice(0, 200) })));
  expect(leaks).toEqual([]);
});
