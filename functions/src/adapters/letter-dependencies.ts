import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import type { LetterStore } from '../domain/letters/letters';
import type { Env } from '../lib/env';
import { DynamoLetterRepository } from './dynamodb/letter-repository';
import { S3LetterFiles } from './s3/s3-letter-files';

/** The letters (issue 14): their items in the app table, their PDFs in the artifacts bucket. */
export function createLetterPorts(env: Pick<Env, 'TABLE_NAME' | 'IDEMPOTENCY_TABLE_NAME' | 'ARTIFACTS_BUCKET'>, clients: { dynamo: DynamoDBDocumentClient; s3: S3Client }): LetterStore {
  return {
    letters: new DynamoLetterRepository(clients.dynamo, env.TABLE_NAME, env.IDEMPOTENCY_TABLE_NAME),
    letterFiles: new S3LetterFiles(clients.s3, env.ARTIFACTS_BUCKET),
  };
}
