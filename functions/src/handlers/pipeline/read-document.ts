import { createReader } from '../../adapters/reading';
import type { DocumentReader } from '../../domain/reading/ports';
import { readDocument } from '../../domain/pipeline/steps';
import { getEnv } from '../../lib/env';
import { measuredStep } from '../../lib/metrics';
import { getPipelineDependencies } from '../../lib/pipeline-dependencies';

// One reader per container: the OCR worker is expensive to start and is reused.
let reader: DocumentReader | undefined;

/** State-machine task: reads the file; the reader output goes to ARTIFACTS_BUCKET. */
export async function handler(input: unknown): Promise<unknown> {
  const current = (reader ??= createReader(getEnv()));
  return measuredStep('ReadDocument', () => readDocument(input, { ...getPipelineDependencies(), reader: current }));
}
