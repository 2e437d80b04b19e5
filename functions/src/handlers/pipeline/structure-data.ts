import { structureData } from '../../domain/pipeline/steps';
import { measuredStep } from '../../lib/metrics';
import { getPipelineDependencies, getStructurer } from './runtime';

/** State-machine task: reader output -> candidate extracted data with confidences. */
export async function handler(input: unknown): Promise<unknown> {
  return measuredStep('StructureData', () => structureData(input, { ...getPipelineDependencies(), structurer: getStructurer() }));
}
