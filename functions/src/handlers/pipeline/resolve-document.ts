import { resolveDocument } from '../../domain/pipeline/steps';
import { getPipelineDependencies } from './runtime';
import { pipelineTask } from './task';

/** State-machine task: S3 "Object Created" event -> the document's ids, or `{ skip: true }`. */
export const handler = pipelineTask('ResolveDocument', (input) => resolveDocument(input, getPipelineDependencies()));
