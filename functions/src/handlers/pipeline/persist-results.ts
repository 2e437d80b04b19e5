import { persistResults } from '../../domain/pipeline/steps';
import { getPipelineDependencies } from './runtime';
import { pipelineTask } from './task';

/** State-machine task: writes the results, the audit revision and the totals in one transaction. */
export const handler = pipelineTask('PersistResults', (input) => persistResults(input, getPipelineDependencies()), (result) => ({ flaggedForReview: result.requiresManualReview }));
