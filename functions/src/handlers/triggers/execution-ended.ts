import * as z from 'zod';
import { markFailed } from '../../domain/pipeline/steps';
import { objectCreatedEventSchema } from '../../domain/pipeline/state';
import { executionIdOf } from '../../domain/operations/run-steps';
import { logger } from '../../lib/logger';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { metrics } from '../../lib/metrics';
import { getPipelineDependencies, recordRun } from '../pipeline/runtime';
import { triggerHandler } from './trigger';

/** EventBridge's "Step Functions Execution Status Change" for an execution that ended without success. */
const executionEndedSchema = z.object({
  detail: z.object({
    status: z.enum(['FAILED', 'TIMED_OUT', 'ABORTED']),
    executionArn: z.string().min(1),
    /** The execution's input as JSON text: the S3 "Object Created" event that started it. */
    input: z.string(),
  }),
});

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Crash safety (issue 16): an execution that ended without reaching MarkFailed (timed out, aborted,
 * or MarkFailed itself failed) would leave its document 'processing' for ever. This marks it failed,
 * for manual review, with the reason a user can read; a document the run completed is left alone.
 * In AWS an EventBridge rule on the state machine sends these events; locally the pipeline runner
 * calls it when an execution fails.
 */
export const handler = triggerHandler(async (event: unknown): Promise<{ documentId: string | null; status: 'failed' | 'skipped' }> => {
  const { detail } = executionEndedSchema.parse(event);
  logger.appendKeys({ executionId: executionIdOf(detail.executionArn) });
  // The run ends failed and, unlike a document error, redrivable from its failed step (issue 13).
  await recordRun((records) => records.executionEnded(detail.executionArn, detail.status, new Date()));
  const started = objectCreatedEventSchema.safeParse(jsonOrNull(detail.input));
  if (!started.success) {
    logger.warn('ended execution without an S3 event', { status: detail.status });
    return { documentId: null, status: 'skipped' };
  }
  const result = await markFailed({ detail: started.data.detail, error: { Error: `States.${detail.status}` } }, getPipelineDependencies());
  if (result.documentId) logger.appendKeys({ correlationId: result.documentId });
  logger.info('ended execution handled', { status: detail.status, documentId: result.documentId, result: result.status });
  // The same counts MarkFailed publishes: the failure and review rates see every failed document.
  if (result.status === 'failed') {
    metrics.addMetric('DocumentsFailed', MetricUnit.Count, 1);
    metrics.addMetric('DocumentsFlaggedForManualReview', MetricUnit.Count, 1);
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  }
  return result;
});
