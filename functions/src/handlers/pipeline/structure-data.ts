import { structureData } from '../../domain/pipeline/steps';
import { getPipelineDependencies } from './runtime';
import { getStructurer } from './structurer-runtime';
import { pipelineTask } from './task';

/** State-machine task: reader output -> candidate extracted data with confidences. */
export const handler = pipelineTask('StructureData', (input) => structureData(input, { ...getPipelineDependencies(), structurer: getStructurer() }));
