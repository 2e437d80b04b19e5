import { createDependencies, createReader, createStructurer } from '../../adapters/create-dependencies';
import type { PipelineDeps } from '../../domain/pipeline/steps';
import type { DocumentReader, DocumentStructurer } from '../../domain/reading/ports';
import { getEnv } from '../../lib/env';
import { logger } from '../../lib/logger';

// The pipeline runtime's composition root: what the Step Functions tasks talk to, built once per
// Lambda container (clients reuse their connections across invocations).

const pipelineLog = {
  info: (message: string, attributes: Record<string, unknown> = {}) => logger.info(message, attributes),
  warn: (message: string, attributes: Record<string, unknown> = {}) => logger.warn(message, attributes),
};

let dependencies: PipelineDeps | undefined;

/** The steps' dependencies (the reader and structurer are asked for by the tasks that use them). */
export function getPipelineDependencies(): PipelineDeps {
  if (!dependencies) {
    const { documents, storage, artifacts, now } = createDependencies(getEnv());
    dependencies = { documents, storage, artifacts, now, log: pipelineLog };
  }
  return dependencies;
}

let reader: DocumentReader | undefined;

export function getReader(): DocumentReader {
  reader ??= createReader(getEnv());
  return reader;
}

let structurer: DocumentStructurer | undefined;

export function getStructurer(): DocumentStructurer {
  structurer ??= createStructurer(getEnv());
  return structurer;
}
