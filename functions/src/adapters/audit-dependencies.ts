import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../lib/env';
import { FileAccessLog } from './audit/file-access-log';
import { S3AccessLog } from './audit/s3-access-log';
import type { AuditPorts } from './data-dependencies';
import { DynamoAuditIndex } from './dynamodb/audit-index';

/** The auditors' search index and access log (an Object Lock bucket in AWS, a local file otherwise): the audit routes only. */
export function createAuditPorts(env: Pick<Env, 'TABLE_NAME' | 'ACCESS_LOG_BUCKET' | 'ACCESS_LOG_FILE'>, clients: { dynamo: DynamoDBDocumentClient; s3: S3Client }): AuditPorts {
  return {
    auditIndex: new DynamoAuditIndex(clients.dynamo, env.TABLE_NAME),
    accessLog: env.ACCESS_LOG_BUCKET ? new S3AccessLog(clients.s3, env.ACCESS_LOG_BUCKET) : new FileAccessLog(env.ACCESS_LOG_FILE),
  };
}
