import { createDependencies, createReader, createStructurer } from '../../adapters/create-dependencies';
import { createFaultInjector, type FaultInjector } from '../../adapters/faults/fault-injection';
import type { RunRecords } from '../../domain/operations/ports';
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
let adapters: ReturnType<typeof createDependencies> | undefined;
const appDependencies = () => (adapters ??= createDependencies(getEnv()));

/** The steps' dependencies (the reader and structurer are asked for by the tasks that use them). */
export function getPipelineDependencies(): PipelineDeps {
  if (!dependencies) {
    const { documents, storage, artifacts, now } = appDependencies();
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

let runs: { records: RunRecords; engine: 'local' | 'aws' } | undefined;

/** Where the tasks record their run (issue 13), and which engine this deployment reads with. */
export function getRunRecords(): { records: RunRecords; engine: 'local' | 'aws' } {
  if (!runs) {
    const env = getEnv();
    runs = { records: appDependencies().runs, engine: env.READER === 'local' && env.STRUCTURER === 'local' ? 'local' : 'aws' };
  }
  return runs;
}

/**
 * The run record is the operators' view, never the document's fate: a write that fails is logged
 * (its class only) and the step or trigger goes on.
 */
export async function recordRun(write: (records: RunRecords) => Promise<void>): Promise<void> {
  try {
    await write(getRunRecords().records);
  } catch (error) {
    logger.warn('run record not written', { errorName: error instanceof Error ? error.name : 'UnknownError' });
  }
}

let faults: FaultInjector | undefined;

/** The local stack's rehearsal faults; nothing in AWS. */
export function getFaultInjector(): FaultInjector {
  faults ??= createFaultInjector(getEnv().FAULT_INJECTION_FILE);
  return faults;
}
