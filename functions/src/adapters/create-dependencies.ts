import type { AccountRecords, ExportArchives, ExportJobs } from '../domain/account/account-export';
import type { AccountData } from '../domain/account/delete-account';
import type { AccessLog, AuditIndex } from '../domain/audit/ports';
import type { UseCaseDeps } from '../domain/deps';
import { FileAccessLog } from './audit/file-access-log';
import { S3AccessLog } from './audit/s3-access-log';
import { DynamoAccountRepository } from './dynamodb/account-repository';
import { DynamoAuditIndex } from './dynamodb/audit-index';
import { DynamoExportJobs } from './dynamodb/export-jobs';
import type { Mailer } from '../domain/mailer';
import type { DocumentReader, DocumentStructurer, ReadInput, StructureInput } from '../domain/reading/ports';
import type { Env } from '../lib/env';
import { createDocumentClient } from './dynamodb/client';
import { DynamoContactRepository } from './dynamodb/contact-repository';
import { DynamoDocumentRepository } from './dynamodb/document-repository';
import { DynamoFamilyMemberRepository } from './dynamodb/family-member-repository';
import { DynamoIdempotencyStore } from './dynamodb/idempotency';
import { DynamoRunRecords } from './dynamodb/run-records';
import type { RunRecords } from '../domain/operations/ports';
import { OutboxMailer } from './mail/outbox-mailer';
import { SesMailer } from './mail/ses-mailer';
import { createS3Client } from './s3/client';
import { S3ArtifactStore, S3DocumentStorage } from './s3/s3-document-storage';
import { S3ExportArchives } from './s3/s3-export-archives';

// The one place that turns the environment (AWS or the local emulators) into adapters. Each
// runtime's composition root (handlers/http, handlers/pipeline, handlers/triggers: runtime.ts)
// calls these once per Lambda container and keeps what it needs.

type AccountPorts = { auditIndex: AuditIndex; accessLog: AccessLog; account: AccountData & AccountRecords; runs: RunRecords; exportJobs: ExportJobs; exportArchives: ExportArchives };

/** Everything a use case talks to. */
export type AppDependencies = UseCaseDeps & AccountPorts & { env: Env };

export function createDependencies(env: Env): AppDependencies {
  const dynamo = createDocumentClient();
  const s3 = createS3Client(env.S3_FORCE_PATH_STYLE);
  return {
    env,
    members: new DynamoFamilyMemberRepository(dynamo, env.TABLE_NAME, env.IDEMPOTENCY_TABLE_NAME),
    documents: new DynamoDocumentRepository(dynamo, env.TABLE_NAME, env.IDEMPOTENCY_TABLE_NAME),
    contacts: new DynamoContactRepository(dynamo, env.TABLE_NAME, env.IDEMPOTENCY_TABLE_NAME),
    idempotency: new DynamoIdempotencyStore(dynamo, env.IDEMPOTENCY_TABLE_NAME),
    storage: new S3DocumentStorage(s3),
    artifacts: new S3ArtifactStore(s3, env.ARTIFACTS_BUCKET),
    mailer: createMailer(env),
    auditIndex: new DynamoAuditIndex(dynamo, env.TABLE_NAME),
    account: new DynamoAccountRepository(dynamo, env.TABLE_NAME),
    exportJobs: new DynamoExportJobs(dynamo, env.TABLE_NAME),
    exportArchives: new S3ExportArchives(s3, env.EXPORTS_BUCKET),
    runs: new DynamoRunRecords(dynamo, env.TABLE_NAME),
    accessLog: env.ACCESS_LOG_BUCKET ? new S3AccessLog(s3, env.ACCESS_LOG_BUCKET) : new FileAccessLog(env.ACCESS_LOG_FILE),
    now: () => new Date(),
    bucketNames: { 'medical-documents': env.MEDICAL_DOCUMENTS_BUCKET, 'insurance-documents': env.INSURANCE_DOCUMENTS_BUCKET },
    supportEmail: env.SUPPORT_EMAIL,
  };
}

function createMailer(env: Pick<Env, 'MAIL_TRANSPORT' | 'OUTBOX_DIR' | 'MAIL_FROM'>): Mailer {
  return env.MAIL_TRANSPORT === 'ses' ? new SesMailer(env.MAIL_FROM) : new OutboxMailer(env.OUTBOX_DIR);
}

/** The settings the reading factories read (a subset of lib/env's Env). */
export type ReadingEnv = {
  READER: 'local' | 'textract';
  STRUCTURER: 'local' | 'bedrock';
  BEDROCK_MODEL_ID?: string | undefined;
  ARTIFACTS_BUCKET?: string | undefined;
  AWS_REGION?: string | undefined;
  S3_FORCE_PATH_STYLE?: string | boolean | undefined;
};

// Reading adapters load on first use, so a Lambda only loads the SDK client or the local libraries it uses.
function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let instance: Promise<T> | undefined;
  return () => {
    instance ??= load();
    instance.catch(() => (instance = undefined));
    return instance;
  };
}

export function createReader(env: ReadingEnv): DocumentReader {
  if (env.READER === 'textract') {
    const bucket = env.ARTIFACTS_BUCKET;
    if (!bucket) throw new Error('ARTIFACTS_BUCKET is required for READER=textract');
    const get = lazy(async () => {
      const [{ TextractClient }, { TextractReader }] = await Promise.all([import('@aws-sdk/client-textract'), import('./reader/textract-reader')]);
      const s3 = createS3Client(String(env.S3_FORCE_PATH_STYLE) === 'true');
      return new TextractReader({ textract: new TextractClient({ region: env.AWS_REGION }), s3, stagingBucket: bucket });
    });
    return { read: async (input: ReadInput) => (await get()).read(input) };
  }
  return { read: async (input: ReadInput) => (await sharedIsolatedReader()).read(input) };
}

/**
 * The local reader runs in a worker process with a memory limit: a file bomb fails its own
 * document, never the local stack's API in the same process. One worker per process, whoever asks
 * (the read task, the local pipeline's warm-up): it is what warms up. Tests and CLIs that want
 * the reader in-process construct LocalReader themselves.
 */
const sharedIsolatedReader = lazy(async () => new (await import('./reader/isolated-reader')).IsolatedReader());

export function createStructurer(env: ReadingEnv): DocumentStructurer {
  if (env.STRUCTURER === 'bedrock') {
    const modelId = env.BEDROCK_MODEL_ID;
    if (!modelId) throw new Error('BEDROCK_MODEL_ID is required for STRUCTURER=bedrock');
    const get = lazy(async () => {
      const [{ BedrockRuntimeClient }, { BedrockStructurer }, { CrossCheckedStructurer }] = await Promise.all([
        import('@aws-sdk/client-bedrock-runtime'),
        import('./structurer/bedrock-structurer'),
        import('./structurer/cross-checked-structurer'),
      ]);
      return new CrossCheckedStructurer(new BedrockStructurer(new BedrockRuntimeClient({ region: env.AWS_REGION }), modelId));
    });
    return { usesOriginal: true, structure: async (input: StructureInput) => (await get()).structure(input) };
  }
  const get = lazy(async () => new (await import('./structurer/local-structurer')).LocalStructurer());
  return { usesOriginal: false, structure: async (input: StructureInput) => (await get()).structure(input) };
}
