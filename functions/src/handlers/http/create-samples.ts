import { createSamplesRequestSchema } from '@fairbill/shared';
import { createSamples } from '../../domain/samples/create-samples';
import { logger } from '../../lib/logger';
import { getStorageDependencies } from './storage-runtime';
import { caller, httpHandler, json, parseBody } from './middleware';

/** POST /api/samples (issue 14): a sample member with generated documents, read by the real pipeline. 201 when added, 200 when already there. */
export const handler = httpHandler(async (event) => {
  const user = caller(event);
  parseBody(event, createSamplesRequestSchema);
  const { created, samples } = await createSamples(getStorageDependencies(), user);
  logger.info('samples', { created, documents: samples.documents.length });
  return json(created ? 201 : 200, samples);
});
