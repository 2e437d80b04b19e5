import { MetricUnit } from '@aws-lambda-powertools/metrics';
import * as z from 'zod';
import { failStaleDocuments } from '../../domain/documents/interrupted-documents';
import { logger } from '../../lib/logger';
import { metrics } from '../../lib/metrics';
import { getStaleSweepDependencies } from './runtime';
import { triggerHandler } from './trigger';

/** A schedule sends a fixed object (EventBridge's scheduled event in AWS, `{}` locally); nothing in it is read. */
const inputSchema = z.object({}).loose();

/**
 * Crash safety (issue 16): fails, for manual review and with a reason the user can read, every
 * document still 'processing' longer than the pipeline's timeout, which no execution will finish
 * any more (its execution-ended event was lost, or the trigger failed for good). A Query of the
 * sparse processing index, never a Scan. In AWS an EventBridge schedule runs it every 15 minutes;
 * the local stack at start and as often.
 */
export const handler = triggerHandler(async (input: unknown): Promise<{ failed: number }> => {
  inputSchema.parse(input ?? {});
  const failed = await failStaleDocuments(getStaleSweepDependencies());
  // Ids only: which documents, never what they say.
  logger.info('stale documents swept', { failed: failed.length, documentIds: failed.slice(0, 100) });
  // The counts MarkFailed publishes: the failure and review rates see these documents too.
  if (failed.length > 0) {
    metrics.addMetric('DocumentsFailed', MetricUnit.Count, failed.length);
    metrics.addMetric('DocumentsFlaggedForManualReview', MetricUnit.Count, failed.length);
    metrics.publishStoredMetrics();
  }
  return { failed: failed.length };
});
