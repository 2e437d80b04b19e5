import { createDocumentClient } from '../../adapters/dynamodb/client';
import { DynamoDocumentRepository } from '../../adapters/dynamodb/document-repository';
import { createRunRecords } from '../../adapters/run-dependencies';
import { createS3Client } from '../../adapters/s3/client';
import { S3ArtifactStore, S3DocumentStorage } from '../../adapters/s3/s3-document-storage';
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

/**
 * The steps' dependencies: the documents in the table, the uploads and the artifacts in S3, and
 * nothing else (no members, contacts, idempotency store or mailer), so the tasks' bundles carry
 * only those adapters. The reader and the structurer are reader-runtime.ts and
 * structurer-runtime.ts: only their tasks bundle them.
 */
export function getPipelineDependencies(): PipelineDeps {
  if (!dependencies) {
    const env = getEnv();
    const s3 = createS3Client(env.S3_FORCE_PATH_STYLE);
    dependencies = {
      documents: new DynamoDocumentRepository(documentClient(), env.TABLE_NAME, env.IDEMPOTENCY_TABLE_NAME),
      storage: new S3DocumentStorage(s3),
      artifacts: new S3ArtifactStore(s3, env.ARTIFACTS_BUCKET),
      now: () => new Date(),
      log: pipelineLog,
    };
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
