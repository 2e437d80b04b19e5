import { analyzeDocument } from '../../domain/pipeline/steps';
import { measuredStep } from '../../lib/metrics';
import { getPipelineDependencies } from './runtime';

/** State-machine task: bill analysis and bill <-> EOB matching both ways. */
export async function handler(input: unknown): Promise<unknown> {
  return measuredStep('AnalyzeDocument', () => analyzeDocument(input, getPipelineDependencies()));
}
