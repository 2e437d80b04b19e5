import { readDocument } from '../../domain/pipeline/steps';
import { getReader } from './reader-runtime';
import { getPipelineDependencies } from './runtime';
import { pipelineTask } from './task';

/** State-machine task: reads the file; the reader output goes to ARTIFACTS_BUCKET. */
export const handler = pipelineTask('ReadDocument', (input) => readDocument(input, { ...getPipelineDependencies(), reader: getReader() }));
