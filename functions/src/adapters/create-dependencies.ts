import type { Mailer } from '../domain/mailer';
import type { Env } from '../lib/env';
import type { RunRecords } from '../domain/operations/ports';
import { createAccountPorts } from './account-dependencies';
import { createAuditPorts } from './audit-dependencies';
import { createDataDependencies, type AccountPorts, type AuditPorts, type DataDependencies } from './data-dependencies';
import { createDocumentClient } from './dynamodb/client';
import { createMailer } from './mail/create-mailer';
import { createRunRecords } from './run-dependencies';
import { createS3Client } from './s3/client';
import { createStorageDependencies, type StorageDependencies } from './storage-dependencies';

export { createReader, createStructurer, type ReadingEnv } from './reading-dependencies';

// The one place that turns the environment (AWS or the local emulators) into adapters. Each
// runtime's composition root (handlers/http, handlers/pipeline, handlers/triggers: runtime.ts)
// builds what it needs once per Lambda container. The ports come in parts (data-, audit-, account-,
// run-, storage-, reading-dependencies, mail/create-mailer) so that a Lambda bundle imports, and
// loads at cold start, only the AWS SDK clients and zod schemas its function uses; this builds every
// part (the local stack, tests, CLIs).

/** Everything a use case talks to. */
export type AppDependencies = DataDependencies & AuditPorts & AccountPorts & { runs: RunRecords } & StorageDependencies & { mailer: Mailer };

export function createDependencies(env: Env): AppDependencies {
  const dynamo = createDocumentClient();
  const s3 = createS3Client(env.S3_FORCE_PATH_STYLE);
  return {
    ...createDataDependencies(env, dynamo),
    ...createAuditPorts(env, { dynamo, s3 }),
    ...createAccountPorts(env, dynamo),
    runs: createRunRecords(env, dynamo),
    ...createStorageDependencies(env, s3),
    mailer: createMailer(env),
  };
}
