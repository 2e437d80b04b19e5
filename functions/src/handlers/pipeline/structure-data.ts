import { createStructurer } from '../../adapters/reading';
import type { DocumentStructurer } from '../../domain/reading/ports';
import { structureData } from '../../domain/pipeline/steps';
import { getEnv } from '../../lib/env';
import { measuredStep } from '../../lib/metrics';
import { getPipelineDependencies } from '../../lib/pipeline-dependencies';

let structurer: DocumentStructurer | undefined;

/** State-machine task: reader output -> candidate extracted data with confidences. */
export async function handler(input: unknown): Promise<unknown> {
  const current = (structurer ??= createStructurer(getEnv()));
  return measuredStep('StructureData', () => structureData(input, { ...getPipelineDependencies(), structurer: current }));
}
