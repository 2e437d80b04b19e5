import { markFailed } from '../../domain/pipeline/steps';
import { getPipelineDependencies } from './runtime';
import { pipelineTask } from './task';

/** State-machine task (every Catch, ResultPath `$.error`): failed + manual review + a readable reason. */
export const handler = pipelineTask('MarkFailed', (input) => markFailed(input, getPipelineDependencies()), (result) => ({ failed: result.status === 'failed', flaggedForReview: result.status === 'failed' }));
