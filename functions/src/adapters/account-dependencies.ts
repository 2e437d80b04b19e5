import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Env } from '../lib/env';
import type { AccountPorts } from './data-dependencies';
import { DynamoAccountRepository } from './dynamodb/account-repository';
import { DynamoExportJobs } from './dynamodb/export-jobs';

/** A whole account's records and its data exports (the account routes and the export builder). */
export function createAccountPorts(env: Pick<Env, 'TABLE_NAME'>, dynamo: DynamoDBDocumentClient): AccountPorts {
  return { account: new DynamoAccountRepository(dynamo, env.TABLE_NAME), exportJobs: new DynamoExportJobs(dynamo, env.TABLE_NAME) };
}
