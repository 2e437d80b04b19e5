import type { UseCaseDeps } from '../domain/deps';
import type { Env } from '../lib/env';
import { createDocumentClient } from './dynamodb/client';
import { DynamoContactRepository } from './dynamodb/contact-repository';
import { DynamoDocumentRepository } from './dynamodb/document-repository';
import { DynamoFamilyMemberRepository } from './dynamodb/family-member-repository';
import { DynamoIdempotencyStore } from './dynamodb/idempotency';
import { createMailer } from './mail/create-mailer';
import { createS3Client } from './s3/client';
import { S3ArtifactStore, S3DocumentStorage } from './s3/s3-document-storage';

/** Everything a use case talks to, built from the environment (AWS or the local emulators). */
export type AppDependencies = UseCaseDeps & { env: Env };

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
    now: () => new Date(),
    bucketNames: { 'medical-documents': env.MEDICAL_DOCUMENTS_BUCKET, 'insurance-documents': env.INSURANCE_DOCUMENTS_BUCKET },
    supportEmail: env.SUPPORT_EMAIL,
  };
}
