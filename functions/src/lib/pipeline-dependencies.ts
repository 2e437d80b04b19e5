import type { PipelineDeps } from '../domain/pipeline/steps';
import { getDependencies } from './dependencies';
import { logger } from './logger';

const pipelineLog = {
  info: (message: string, attributes: Record<string, unknown> = {}) => logger.info(message, attributes),
  warn: (message: string, attributes: Record<string, unknown> = {}) => logger.warn(message, attributes),
};

/** The pipeline steps' view of the dependencies (the reader and structurer are added by their handlers). */
export function getPipelineDependencies(): PipelineDeps {
  const deps = getDependencies();
  return { documents: deps.documents, storage: deps.storage, artifacts: deps.artifacts, now: deps.now, log: pipelineLog };
}
