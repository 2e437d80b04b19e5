import { createDataDependencies } from '../../adapters/data-dependencies';
import { createLetterPorts } from '../../adapters/letter-dependencies';
import { createStorageDependencies } from '../../adapters/storage-dependencies';
import { createDocumentClient } from '../../adapters/dynamodb/client';
import { createS3Client } from '../../adapters/s3/client';
import { DynamoDocumentRepository } from '../../adapters/dynamodb/document-repository';
import type { UnfinishedDocuments } from '../../domain/documents/interrupted-documents';
import type { OrphanSweepDeps } from '../../domain/documents/orphan-objects';
import type { DocumentRepository } from '../../domain/ports';
import { getEnv } from '../../lib/env';

// The triggers' composition root (scheduled, Cognito and event triggers), built once per Lambda
// container. The export builder's, which alone sends mail, is export-runtime.ts: the other triggers'
// bundles leave the SES client out.

let sweepDependencies: OrphanSweepDeps | undefined;

/** What the orphan-object sweep talks to. */
export function getSweepDependencies(): OrphanSweepDeps {
  if (!sweepDependencies) {
    const env = getEnv();
    const clients = { dynamo: createDocumentClient(), s3: createS3Client(env.S3_FORCE_PATH_STYLE) };
    const deps = { ...createDataDependencies(env, clients.dynamo), ...createStorageDependencies(env, clients.s3) };
    const { letters } = createLetterPorts(env, clients);
    sweepDependencies = { documents: deps.documents, storage: deps.storage, artifacts: deps.artifacts, letters, documentBuckets: Object.values(deps.bucketNames), now: deps.now };
  }
  return sweepDependencies;
}

let staleSweepDependencies: { documents: DocumentRepository & UnfinishedDocuments; now: () => Date } | undefined;

/** What the stale-document sweep talks to: the documents, with the processing index. */
export function getStaleSweepDependencies(): { documents: DocumentRepository & UnfinishedDocuments; now: () => Date } {
  if (!staleSweepDependencies) {
    const env = getEnv();
    staleSweepDependencies = { documents: new DynamoDocumentRepository(createDocumentClient(), env.TABLE_NAME, env.IDEMPOTENCY_TABLE_NAME), now: () => new Date() };
  }
  return staleSweepDependencies;
}
