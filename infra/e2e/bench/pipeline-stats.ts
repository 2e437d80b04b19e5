import { readFileSync } from 'node:fs';

/** The steps whose durations the pipeline writes into the audit record, in run order (functions/src/domain/pipeline/steps.ts). */
export const STEP_NAMES = ['read', 'structure', 'validate', 'analyze', 'persist'] as const;
export type StepName = (typeof STEP_NAMES)[number];

export type Percentiles = { p50: number; p95: number; p99: number; max: number };

/** Nearest-rank percentiles: p95 of 20 samples is the 19th smallest. */
export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}

/** Right-aligned in 10 columns: milliseconds below 10 s, seconds above. */
export function formatMs(ms: number): string {
  const text = Number.isNaN(ms) ? '-' : ms >= 10_000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
  return text.padStart(10);
}

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) used so far by a process and every process under it (the local
 * stack: Node, the reader worker, DynamoDB Local's Java, cognito-local), from /proc; 10 ms steps.
 * Unlike the latency it hardly moves with the machine's load: what the work itself costs.
 */
export function treeCpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the command: state(0) ... utime(11) stime(12).
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone in between: its time is lost, as for any process that ended.
    }
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}
