import { resolveDocument } from '../../domain/pipeline/steps';
import { measuredStep } from '../../lib/metrics';
import { getPipelineDependencies } from './runtime';

/** State-machine task: S3 "Object Created" event -> the document's ids, or `{ skip: true }`. */
export async function handler(input: unknown): Promise<unknown> {
  return measuredStep('ResolveDocument', () => resolveDocument(input, getPipelineDependencies()));
}
