import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

// Pipeline metrics for the CloudWatch dashboard (infra/lib/constructs/operations.ts reads
// DocumentsFlaggedForManualReview in namespace FairBill with the default `service` dimension).
export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'FairBill',
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'fairbill',
});

export type StepOutcome = { step: string; durationMs: number; failed?: boolean; flaggedForReview?: boolean; throttled?: boolean };

/**
 * One step's duration, and a count when it failed a document, flagged it for manual review or was
 * throttled by a service. Stored until the invocation ends: Powertools' logMetrics middleware
 * publishes them then. The operators' run records keep the same samples (domain/operations).
 */
export function recordStep(outcome: StepOutcome): void {
  metrics.addMetric(`${outcome.step}Duration`, MetricUnit.Milliseconds, outcome.durationMs);
  if (outcome.failed) metrics.addMetric('DocumentsFailed', MetricUnit.Count, 1);
  if (outcome.flaggedForReview) metrics.addMetric('DocumentsFlaggedForManualReview', MetricUnit.Count, 1);
  if (outcome.throttled) metrics.addMetric('StepThrottled', MetricUnit.Count, 1);
}

/** How a measured step ended: its duration, and its result or error. */
export type StepEnded<T> = { durationMs: number; result: T | undefined; error: unknown };

export type MeasureOptions<T> = {
  flags?: ((result: T) => Omit<StepOutcome, 'step' | 'durationMs'>) | undefined;
  /** Whether a thrown error is a service's throttling. */
  throttled?: ((error: unknown) => boolean) | undefined;
  /** Told the same duration the metric gets, before the step's result or error goes on. */
  observe?: ((ended: StepEnded<T>) => Promise<void>) | undefined;
};

/** Runs a pipeline step and records its duration (and failure) whatever happens. */
export async function measuredStep<T>(step: string, run: () => Promise<T>, options: MeasureOptions<T> = {}): Promise<T> {
  const start = performance.now();
  let result: T | undefined;
  let error: unknown;
  try {
    result = await run();
    return result;
  } catch (thrown) {
    error = thrown;
    throw thrown;
  } finally {
    const durationMs = Math.round(performance.now() - start);
    const flags = result !== undefined && options.flags ? options.flags(result) : {};
    recordStep({ step, durationMs, ...flags, ...(error !== undefined && options.throttled?.(error) ? { throttled: true } : {}) });
    await options.observe?.({ durationMs, result, error });
  }
}
