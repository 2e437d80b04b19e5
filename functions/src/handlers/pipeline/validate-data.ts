import { validateData } from '../../domain/pipeline/steps';
import { getPipelineDependencies } from './runtime';
import { pipelineTask } from './task';

/** State-machine task: the spec's validation rules; a failure goes to MarkFailed with its message. */
export const handler = pipelineTask('ValidateData', (input) => validateData(input, getPipelineDependencies()));
