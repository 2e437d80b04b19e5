import { analyzeDocument } from '../../domain/pipeline/steps';
import { getPipelineDependencies } from './runtime';
import { pipelineTask } from './task';

/** State-machine task: bill analysis and bill <-> EOB matching both ways. */
export const handler = pipelineTask('AnalyzeDocument', (input) => analyzeDocument(input, getPipelineDependencies()));
