import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RunRecords } from '../domain/operations/ports';
import type { Env } from '../lib/env';
import { DynamoRunRecords } from './dynamodb/run-records';

/** The pipeline's run records (the tasks, the execution-ended trigger and the operators' routes). */
export function createRunRecords(env: Pick<Env, 'TABLE_NAME'>, dynamo: DynamoDBDocumentClient): RunRecords {
  return new DynamoRunRecords(dynamo, env.TABLE_NAME);
}
