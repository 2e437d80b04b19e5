import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { accessLogFile, appOrigin, dataPaths } from './config';
import { ensureTables } from './dynamodb-local';
import { startEmulators } from './emulators';
import { handlerEnvironment, type HandlerTables } from './handler-env';
import { findFreePorts } from './ports';

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

/** The harness of this vitest run, shared by every project whose global setup asks for it. */
interface SharedHarness {
  info: Promise<EmulatorsInfo>;
  stop(): Promise<void>;
  projects: number;
}

// Vitest runs every project's global setup in its one main process, and the workers of every
// project inherit that process's environment: two projects with their own emulators would both
// write the same variables, the last one winning. So the first setup of a run starts them, the
// others share them (found through globalThis: each project loads this module on its own), and
// the last teardown stops them.
const HARNESS = Symbol.for('@fairbill/emulators/vitest-setup');
const registry = globalThis as { [HARNESS]?: SharedHarness };

async function startHarness(tables: HandlerTables): Promise<{ info: EmulatorsInfo; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fairbill-emulators-'));
  const [dynamodb = 0, s3 = 0, cognito = 0, app = 0] = await findFreePorts(4);
  const ports = { dynamodb, s3, cognito };
  let emulators;
  try {
    emulators = await startEmulators({ ports, dataDir, tables, allowedOrigins: [appOrigin({ app })] });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const outboxDir = dataPaths(dataDir).outbox;
  const env = handlerEnvironment(tables, {
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
  const running = emulators;
  return {
    info,
    stop: async () => {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A vitest globalSetup for any project whose tests need the real emulators (DynamoDB Local, s3rver,
 * cognito-local): free ports, a temporary data folder with the caller's tables, everything stopped
 * and deleted afterwards; the projects of one run share one harness (the first one's tables name
 * the handler environment; every project's tables are created). Tests read the endpoints with
 * `inject('fairbillEmulators')`; the same values are also put into process.env (the handler
 * environment plus FAIRBILL_USER_POOL_ID / FAIRBILL_USER_POOL_CLIENT_ID / FAIRBILL_COGNITO_ISSUER)
 * before the test workers start.
 *
 * Use: a global setup file of the project that owns the tables,
 * `export default emulatorsGlobalSetup({ app: appTableDefinition, idempotency: idempotencyTableDefinition });`
 * (functions/test/support/emulators-setup.ts).
 */
export function emulatorsGlobalSetup(tables: HandlerTables): (project: TestProject) => Promise<() => Promise<void>> {
  return async function setup(project) {
    let harness = registry[HARNESS];
    if (harness) {
      harness.projects += 1;
      await ensureTables((await harness.info).dynamodbEndpoint, Object.values(tables));
    } else {
      const started = startHarness(tables);
      harness = { info: started.then(({ info }) => info), stop: async () => (await started).stop(), projects: 1 };
      registry[HARNESS] = harness;
      // A failed start is not shared: the next project tries again.
      started.catch(() => {
        if (registry[HARNESS] === harness) delete registry[HARNESS];
      });
    }
    project.provide('fairbillEmulators', await harness.info);
    const shared = harness;
    return async () => {
      shared.projects -= 1;
      if (shared.projects > 0) return;
      if (registry[HARNESS] === shared) delete registry[HARNESS];
      await shared.stop();
    };
  };
}
