import { createDataDependencies } from '../../adapters/data-dependencies';
import { createDocumentClient } from '../../adapters/dynamodb/client';
import { createRunRecords } from '../../adapters/run-dependencies';
import { createStorageDependencies } from '../../adapters/storage-dependencies';
import { createFaultInjector, type FaultInjector } from '../../adapters/faults/fault-injection';
import type { RunRecords } from '../../domain/operations/ports';
import type { PipelineDeps } from '../../domain/pipeline/steps';
import { getEnv } from '../../lib/env';
import { logger } from '../../lib/logger';

// The pipeline runtime's composition root: what the Step Functions tasks talk to, built once per
// Lambda container (clients reuse their connections across invocations).

const pipelineLog = {
  info: (message: string, attributes: Record<string, unknown> = {}) => logger.info(message, attributes),
  warn: (message: string, attributes: Record<string, unknown> = {}) => logger.warn(message, attributes),
};

let client: ReturnType<typeof createDocumentClient> | undefined;
const documentClient = () => (client ??= createDocumentClient());

let dependencies: PipelineDeps | undefined;
// The table and S3, never the mailer: the steps send no mail, so their bundles leave the SES client out.
let adapters: (ReturnType<typeof createDataDependencies> & ReturnType<typeof createStorageDependencies>) | undefined;
const appDependencies = () => (adapters ??= { ...createDataDependencies(getEnv(), documentClient()), ...createStorageDependencies(getEnv()) });

/** The steps' dependencies (the reader and the structurer are reader-runtime.ts and structurer-runtime.ts: only their tasks bundle them). */
export function getPipelineDependencies(): PipelineDeps {
  if (!dependencies) {
    const { documents, storage, artifacts, now } = appDependencies();
    dependencies = { documents, storage, artifacts, now, log: pipelineLog };
  }
  return dependencies;
}

let runs: { records: RunRecords; engine: 'local' | 'aws' } | undefined;

/** Where the tasks record their run (issue 13), and which engine this deployment reads with. */
export function getRunRecords(): { records: RunRecords; engine: 'local' | 'aws' } {
  if (!runs) {
    const env = getEnv();
    runs = { records: createRunRecords(env, documentClient()), engine: env.READER === 'local' && env.STRUCTURER === 'local' ? 'local' : 'aws' };
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
