import { markFailed } from '../../domain/pipeline/steps';
import { measuredStep } from '../../lib/metrics';
import { getPipelineDependencies } from './runtime';

/** State-machine task (every Catch, ResultPath `$.error`): failed + manual review + a readable reason. */
export async function handler(input: unknown): Promise<unknown> {
  return measuredStep('MarkFailed', () => markFailed(input, getPipelineDependencies()), (result) => ({ failed: result.status === 'failed', flaggedForReview: result.status === 'failed' }));
}
