import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startCognitoLocal } from './cognito-local';
import type { CognitoLocal } from './cognito-local';
import { dataPaths, localBuckets } from './config';
import { ensureTables, startDynamoDbLocal } from './dynamodb-local';
import type { DynamoDbLocal } from './dynamodb-local';
import type { HandlerTables } from './handler-env';
import { startS3Local } from './s3-local';
import type { ObjectCreated, S3Local } from './s3-local';

export interface Emulators {
  dynamodb: DynamoDbLocal;
  cognito: CognitoLocal;
  s3: S3Local;
  stop(): Promise<void>;
}

export interface StartEmulatorsOptions {
  ports: { dynamodb: number; s3: number; cognito: number };
  dataDir: string;
  /** The tables to create (functions' definitions, passed in by the caller). */
  tables: HandlerTables;
  /** Browser origins allowed by the buckets' CORS rules. */
  allowedOrigins: readonly string[];
  onObjectCreated?: (object: ObjectCreated) => void;
}

/**
 * DynamoDB Local (the caller's tables created), s3rver (buckets with CORS) and cognito-local
 * (pool and client) with their state under `dataDir`, started in parallel. If one fails, the
 * others are stopped.
 */
export async function startEmulators(options: StartEmulatorsOptions): Promise<Emulators> {
  const paths = dataPaths(options.dataDir);
  for (const path of Object.values(paths)) mkdirSync(path, { recursive: true });
  const started = await Promise.allSettled([
    startDynamoDbLocal({ port: options.ports.dynamodb, dbDir: paths.dynamodb, logFile: join(paths.logs, 'dynamodb-local.log') }),
    startCognitoLocal({ port: options.ports.cognito, workDir: paths.cognito, logFile: join(paths.logs, 'cognito-local.log') }),
    startS3Local({
      port: options.ports.s3,
      directory: paths.s3,
      buckets: Object.values(localBuckets),
      allowedOrigins: options.allowedOrigins,
      ...(options.onObjectCreated ? { onObjectCreated: options.onObjectCreated } : {}),
    }),
  ] as const);
  const [dynamodbResult, cognitoResult, s3Result] = started;
  const stopStarted = async () => {
    await Promise.allSettled(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
  };
  if (dynamodbResult.status === 'rejected' || cognitoResult.status === 'rejected' || s3Result.status === 'rejected') {
    await stopStarted();
    const failure = started.find((result) => result.status === 'rejected');
    throw failure?.reason instanceof Error ? failure.reason : new Error('An emulator failed to start');
  }
  try {
    await ensureTables(dynamodbResult.value.endpoint, Object.values(options.tables));
  } catch (error) {
    await stopStarted();
    throw error;
  }
  return { dynamodb: dynamodbResult.value, cognito: cognitoResult.value, s3: s3Result.value, stop: stopStarted };
}
