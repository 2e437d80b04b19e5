import { readDocument } from '../../domain/pipeline/steps';
import { measuredStep } from '../../lib/metrics';
import { getPipelineDependencies, getReader } from './runtime';

/** State-machine task: reads the file; the reader output goes to ARTIFACTS_BUCKET. */
export async function handler(input: unknown): Promise<unknown> {
  return measuredStep('ReadDocument', () => readDocument(input, { ...getPipelineDependencies(), reader: getReader() }));
}
