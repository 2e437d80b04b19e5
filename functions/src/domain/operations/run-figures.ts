import { pipelineStepSchema, type FigureWindow, type PipelineFigures } from '@fairbill/shared';
import type { StoredRun } from './ports';

// The dashboard's figures from the run records: each step invocation's duration is the sample
// Powertools publishes as `<Step>Duration`, a failed or flagged run is what DocumentsFailed and
// DocumentsFlaggedForManualReview count, and a throttled attempt is a `StepThrottled`.

export const WINDOW_MS: Record<FigureWindow, number> = { '15m': 900_000, '1h': 3_600_000, '6h': 21_600_000, '24h': 86_400_000, '7d': 604_800_000 };

/** Nearest-rank percentile (as CloudWatch's pNN on few samples); null without samples. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? null;
}

const rate = (count: number, of: number): number | null => (of === 0 ? null : Math.round((count / of) * 10_000) / 10_000);

export function pipelineFigures(runs: readonly StoredRun[], window: FigureWindow, to: Date, truncated: boolean): PipelineFigures {
  const from = new Date(to.getTime() - WINDOW_MS[window]);
  const ended = runs.filter((run) => run.state !== 'running');
  const samples = new Map<string, number[]>();
  let retries = 0;
  for (const run of runs) {
    for (const step of run.steps) {
      samples.set(step.step, [...(samples.get(step.step) ?? []), ...step.durationsMs]);
      retries += Math.max(0, step.attempts - 1);
    }
  }
  return {
    window,
    from: from.toISOString(),
    to: to.toISOString(),
    runs: runs.length,
    ended: ended.length,
    runsPerMinute: Math.round((runs.length / (WINDOW_MS[window] / 60_000)) * 100) / 100,
    failureRate: rate(ended.filter((run) => run.state === 'failed').length, ended.length),
    manualReviewRate: rate(ended.filter((run) => run.manualReview).length, ended.length),
    throttles: runs.reduce((sum, run) => sum + run.throttles, 0),
    retries,
    steps: pipelineStepSchema.options.map((step) => {
      const values = samples.get(step) ?? [];
      return { step, samples: values.length, p50Ms: percentile(values, 50), p95Ms: percentile(values, 95) };
    }),
    truncated,
  };
}
