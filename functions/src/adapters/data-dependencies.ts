import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AccountRecords, ExportJobs } from '../domain/account/account-export';
import type { AccountData } from '../domain/account/delete-account';
import type { AccessLog, AuditIndex } from '../domain/audit/ports';
import type { UseCaseDeps } from '../domain/deps';
import type { Env } from '../lib/env';
import { createDocumentClient } from './dynamodb/client';
import { DynamoContactRepository } from './dynamodb/contact-repository';
import { DynamoDocumentRepository } from './dynamodb/document-repository';
import { DynamoFamilyMemberRepository } from './dynamodb/family-member-repository';
import { DynamoIdempotencyStore } from './dynamodb/idempotency';

// The table's family ports (members, documents, contacts, idempotency) and the plain settings,
// apart from S3, mail and the staff's and exports' table ports: a function loads only the AWS SDK
// clients and builds only the zod schemas (each module builds its own at import) of what it uses.
// The other table ports are audit-, account- and run-dependencies.ts, given the same client.

export type DataDependencies = Pick<UseCaseDeps, 'members' | 'documents' | 'contacts' | 'idempotency' | 'now' | 'bucketNames' | 'supportEmail'> & { env: Env };

/** The staff's and exports' ports: each set in its own module. */
export type AuditPorts = { auditIndex: AuditIndex; accessLog: AccessLog };
export type AccountPorts = { account: AccountData & AccountRecords; exportJobs: ExportJobs };

/** `dynamo`: the client the other table ports of the same container share. */
export function createDataDependencies(env: Env, dynamo: DynamoDBDocumentClient = createDocumentClient()): DataDependencies {
  return {
    env,
    members: new DynamoFamilyMemberRepository(dynamo, env.TABLE_NAME, env.IDEMPOTENCY_TABLE_NAME),
    documents: new DynamoDocumentRepository(dynamo, env.TABLE_NAME, env.IDEMPOTENCY_TABLE_NAME),
    contacts: new DynamoContactRepository(dynamo, env.TABLE_NAME, env.IDEMPOTENCY_TABLE_NAME),
    idempotency: new DynamoIdempotencyStore(dynamo, env.IDEMPOTENCY_TABLE_NAME),
    now: () => new Date(),
    bucketNames: { 'medical-documents': env.MEDICAL_DOCUMENTS_BUCKET, 'insurance-documents': env.INSURANCE_DOCUMENTS_BUCKET },
    supportEmail: env.SUPPORT_EMAIL,
  };
}
