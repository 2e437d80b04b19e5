import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { accessLogFile, appOrigin, dataPaths } from '../config';
import { startEmulators } from '../emulators';
import { handlerEnvironment } from '../handler-env';
import { findFreePorts } from '../ports';

/** What a project using this global setup gets through `inject('fairbillEmulators')`. */
export interface EmulatorsInfo {
  dynamodbEndpoint: string;
  s3Endpoint: string;
  cognitoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The `iss` of cognito-local's tokens. */
  cognitoIssuer: string;
  dataDir: string;
  outboxDir: string;
  /** The Lambda environment (functions/src/lib/env.ts) pointed at these emulators. */
  env: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    fairbillEmulators: EmulatorsInfo;
  }
}

/**
 * Vitest globalSetup for any project whose tests need the real emulators (DynamoDB Local, s3rver,
 * cognito-local): free ports, a temporary data folder, everything stopped and deleted afterwards.
 * Tests read the endpoints with `inject('fairbillEmulators')`; the same values are also put into
 * process.env (the handler environment plus FAIRBILL_USER_POOL_ID / FAIRBILL_USER_POOL_CLIENT_ID /
 * FAIRBILL_COGNITO_ISSUER) before the test workers start.
 *
 * Use: `globalSetup: ['../infra/local/testing/start-emulators.ts']` in a vitest project.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fairbill-emulators-'));
  const [dynamodb = 0, s3 = 0, cognito = 0, app = 0] = await findFreePorts(4);
  const ports = { dynamodb, s3, cognito };
  let emulators;
  try {
    emulators = await startEmulators({ ports, dataDir, allowedOrigins: [appOrigin({ app })] });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const outboxDir = dataPaths(dataDir).outbox;
  const env = handlerEnvironment({
    dynamodb: emulators.dynamodb.endpoint,
    s3: emulators.s3.endpoint,
    cognito: emulators.cognito.endpoint,
    appOrigin: appOrigin({ app }),
    outboxDir,
    accessLogFile: accessLogFile(dataDir),
  });
  const info: EmulatorsInfo = {
    dynamodbEndpoint: emulators.dynamodb.endpoint,
    s3Endpoint: emulators.s3.endpoint,
    cognitoEndpoint: emulators.cognito.endpoint,
    userPoolId: emulators.cognito.ids.userPoolId,
    userPoolClientId: emulators.cognito.ids.userPoolClientId,
    cognitoIssuer: emulators.cognito.issuer,
    dataDir,
    outboxDir,
    env,
  };
  Object.assign(process.env, env, {
    FAIRBILL_USER_POOL_ID: info.userPoolId,
    FAIRBILL_USER_POOL_CLIENT_ID: info.userPoolClientId,
    FAIRBILL_COGNITO_ISSUER: info.cognitoIssuer,
  });
  project.provide('fairbillEmulators', info);
  const running = emulators;
  return async () => {
    await running.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
