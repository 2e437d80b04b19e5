import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

// Pipeline metrics for the CloudWatch dashboard (infra/lib/constructs/operations.ts reads
// DocumentsFlaggedForManualReview in namespace FairBill with the default `service` dimension).
export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'FairBill',
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'fairbill',
});

export type StepOutcome = { step: string; durationMs: number; failed?: boolean; flaggedForReview?: boolean };

/**
 * One step's duration, and a count when it failed a document or flagged it for manual review.
 * Stored until the invocation ends: Powertools' logMetrics middleware publishes them then.
 */
export function recordStep(outcome: StepOutcome): void {
  metrics.addMetric(`${outcome.step}Duration`, MetricUnit.Milliseconds, outcome.durationMs);
  if (outcome.failed) metrics.addMetric('DocumentsFailed', MetricUnit.Count, 1);
  if (outcome.flaggedForReview) metrics.addMetric('DocumentsFlaggedForManualReview', MetricUnit.Count, 1);
}

/** Runs a pipeline step and records its duration (and failure) whatever happens. */
export async function measuredStep<T>(step: string, run: () => Promise<T>, flags?: (result: T) => Omit<StepOutcome, 'step' | 'durationMs'>): Promise<T> {
  const start = performance.now();
  let result: T | undefined;
  try {
    result = await run();
    return result;
  } finally {
    const durationMs = Math.round(performance.now() - start);
    recordStep({ step, durationMs, ...(result !== undefined && flags ? flags(result) : {}) });
  }
}
