import { persistResults } from '../../domain/pipeline/steps';
import { measuredStep } from '../../lib/metrics';
import { getPipelineDependencies } from './runtime';

/** State-machine task: writes the results, the audit revision and the totals in one transaction. */
export async function handler(input: unknown): Promise<unknown> {
  return measuredStep('PersistResults', () => persistResults(input, getPipelineDependencies()), (result) => ({ flaggedForReview: result.requiresManualReview }));
}
