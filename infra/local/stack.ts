import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { createDocumentClient } from '@fairbill/functions/src/adapters/dynamodb/client';
import { DynamoDocumentRepository } from '@fairbill/functions/src/adapters/dynamodb/document-repository';
import { migrateTable } from '@fairbill/functions/src/adapters/dynamodb/migrations';
import { failInterruptedDocuments } from '@fairbill/functions/src/domain/documents/interrupted-documents';
import { httpRoutes } from '@fairbill/functions/routes';
import { spawnManaged, waitUntilReady } from '@fairbill/emulators/child-process';
import type { ManagedProcess } from '@fairbill/emulators/child-process';
import type { CognitoIds } from '@fairbill/emulators/cognito-local';
import { emulatorDynamoDbClient } from '@fairbill/emulators/emulator-clients';
import { startEmulators } from '@fairbill/emulators';
import { applyHandlerEnvironment } from '@fairbill/emulators/handler-env';
import { isPortFree } from '@fairbill/emulators/ports';
import { STALE_SWEEP_EVERY } from '../lib/constructs/document-pipeline';
import { buildWorkflowDefinition } from '../lib/workflow/document-workflow';
import { createApiGateway } from './api-gateway';
import { startAppServer } from './app-server';
import { createCognitoProxy } from './cognito-proxy';
import { accessLogFile, appOrigin, dataPaths, faultsFile, LOCAL_HOST, localTables, pipelineBuckets, portEnvNames, repoRoot } from './config';
import type { LocalConfig, LocalPorts } from './config';
import { loadHandler } from './handler-modules';
import { createJwtAuthorizer } from './jwt-authorizer';
import { log } from './log';
import { createLocalPipeline, fileExecutionStore, sweepStaleDocumentsOnce } from './pipeline';
import type { LocalPipeline } from './pipeline';
import { scheduleReminders } from './reminders';
import { createStaticSpa, createViteProxy, localSecurityHeaders } from './spa';
import { startStatesEndpoint } from './states-endpoint';

const require = createRequire(import.meta.url);

export interface LocalStack {
  appUrl: string;
  outboxUrl: string;
  ids: CognitoIds;
  endpoints: { dynamodb: string; s3: string; cognito: string };
  pipeline: LocalPipeline;
  stop(): Promise<void>;
  /** Synchronous last resort (process 'exit'): SIGKILL the child process groups. */
  killChildren(): void;
}

export interface StartLocalStackOptions {
  config: LocalConfig;
  /** Serve the SPA from Vite's dev server (hot reload) instead of frontend/dist. */
  dev?: boolean;
}

/** Fails fast, naming the variable to change, when a port is already taken. */
export async function assertPortsFree(ports: LocalPorts, which: (keyof LocalPorts)[]): Promise<void> {
  const taken: string[] = [];
  for (const name of which) {
    if (!(await isPortFree(ports[name]))) taken.push(`${ports[name]} (${portEnvNames[name]})`);
  }
  if (taken.length > 0) {
    throw new Error(
      `Port ${taken.join(', ')} already in use. Stop the other process (is FairBill already running?) or choose another port with the variable in brackets.`,
    );
  }
}

/**
 * Documents a previous run left 'processing' (it died mid-read, e.g. on a file bomb) are marked
 * failed with a reason the user can read. The local pipeline runs in this process and has not
 * started yet, so every run that started before `startedAt` is dead: none of them will ever finish.
 */
export async function failInterruptedRuns(dynamodbEndpoint: string, startedAt: Date): Promise<string[]> {
  const client = emulatorDynamoDbClient(dynamodbEndpoint);
  try {
    const documents = new DynamoDocumentRepository(createDocumentClient(client), localTables.app.localName, localTables.idempotency.localName);
    return await failInterruptedDocuments({ documents, now: () => new Date() }, startedAt);
  } finally {
    client.destroy();
  }
}

/** Data written by an older version takes the current shape before anything reads it. */
async function migrateLocalData(dynamodbEndpoint: string): Promise<void> {
  const client = emulatorDynamoDbClient(dynamodbEndpoint);
  try {
    for (const { id, changed } of await migrateTable(createDocumentClient(client), localTables.app.localName)) {
      if (changed > 0) log(`migration ${id}: ${changed} item(s) changed`);
    }
  } finally {
    client.destroy();
  }
}

/** Starts everything `npm start` runs. On a start-up failure, whatever did start is stopped again. */
export async function startLocalStack(options: StartLocalStackOptions): Promise<LocalStack> {
  const startedAt = new Date();
  const { ports, dataDir } = options.config;
  const paths = dataPaths(dataDir);
  const needed: (keyof LocalPorts)[] = ['app', 'dynamodb', 's3', 'cognito', ...(options.dev ? (['vite'] as const) : [])];
  await assertPortsFree(ports, needed);

  const origin = appOrigin(ports);
  const endpoints = {
    dynamodb: `http://${LOCAL_HOST}:${ports.dynamodb}`,
    s3: `http://${LOCAL_HOST}:${ports.s3}`,
    cognito: `http://${LOCAL_HOST}:${ports.cognito}`,
  };
  // Before any handler module is imported: they read their environment once.
  applyHandlerEnvironment(localTables, { ...endpoints, appOrigin: origin, outboxDir: paths.outbox, accessLogFile: accessLogFile(dataDir), faultsFile: faultsFile(dataDir) });

  const stops: (() => Promise<void>)[] = [];
  const children: ManagedProcess[] = [];
  const stopAll = async (): Promise<void> => {
    for (const stop of stops.splice(0).reverse()) {
      await stop().catch((error: unknown) => log(`stop failed: ${error instanceof Error ? error.message : 'unknown error'}`));
    }
  };

  try {
    const pipelineRef: { current?: LocalPipeline } = {};
    const pendingUploads: Parameters<LocalPipeline['start']>[0][] = [];
    const emulators = await startEmulators({
      ports,
      dataDir,
      tables: localTables,
      allowedOrigins: [origin, `http://${LOCAL_HOST}:${ports.app}`],
      onObjectCreated: (object) => {
        if (!pipelineBuckets.includes(object.bucket)) return;
        if (pipelineRef.current) void pipelineRef.current.start(object);
        else pendingUploads.push(object);
      },
    });
    stops.push(() => emulators.stop());
    const { dynamodb, cognito } = emulators;
    // The reminder sweep lists this pool's accounts (AWS sets it on the function; known here only now).
    process.env.USER_POOL_ID = cognito.ids.userPoolId;

    await migrateLocalData(dynamodb.endpoint);
    // Before the pipeline takes its first upload: only dead runs can be 'processing' now.
    const interrupted = await failInterruptedRuns(dynamodb.endpoint, startedAt);
    if (interrupted.length > 0) log(`${interrupted.length} document(s) left processing by an earlier run marked failed: ${interrupted.join(', ')}`);

    // The same ASL CDK deploys, synthesized from the workflow construct.
    // Deadline reminders (issue 14): the handler AWS's daily schedule runs, now, every day and soon
    // after documents were read, into the outbox.
    const reminders = scheduleReminders();
    stops.push(async () => reminders.stop());
    const pipeline = createLocalPipeline(buildWorkflowDefinition(), { executions: fileExecutionStore(paths.executions), onExecutionSucceeded: () => reminders.documentRead() });
    pipelineRef.current = pipeline;
    // RedriveExecution for the redrive routes' SFN client (read when the client is first built).
    const states = await startStatesEndpoint(pipeline);
    stops.push(() => states.close());
    process.env.AWS_ENDPOINT_URL_SFN = states.endpoint;
    // Let running executions finish (bounded) before their database goes away.
    stops.push(() => Promise.race([pipeline.drain(), new Promise<void>((resolve) => setTimeout(resolve, 10_000).unref())]));
    // The stale-document sweep AWS schedules, on the same handler and period. Its first run would
    // find nothing: the start-up sweep above has failed every run older than this process.
    const staleSweep = setInterval(() => void sweepStaleDocumentsOnce(), STALE_SWEEP_EVERY.toMilliseconds());
    staleSweep.unref();
    stops.push(async () => clearInterval(staleSweep));
    for (const object of pendingUploads.splice(0)) void pipeline.start(object);

    const authorizer = await createJwtAuthorizer({ issuer: cognito.issuer, audience: cognito.ids.userPoolClientId });
    let vite: ManagedProcess | undefined;
    if (options.dev) {
      vite = await startVite(ports.vite, join(paths.logs, 'vite.log'));
      children.push(vite);
      stops.push(() => vite?.stop() ?? Promise.resolve());
    }
    const viteProxy = options.dev ? createViteProxy(ports.vite) : undefined;
    const app = await startAppServer({
      port: ports.app,
      userPoolId: cognito.ids.userPoolId,
      userPoolClientId: cognito.ids.userPoolClientId,
      outboxDir: paths.outbox,
      api: createApiGateway({
        routes: httpRoutes,
        authorizer,
        loadHandler: (name) =>
          loadHandler<APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2>('http', name) as Promise<
            (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<APIGatewayProxyResultV2>
          >,
      }),
      cognito: createCognitoProxy(cognito, paths.outbox),
      securityHeaders: localSecurityHeaders(endpoints.s3),
      spa: viteProxy ? async (request, response) => viteProxy.proxyRequest(request, response) : createStaticSpa(join(repoRoot, 'frontend', 'dist'), { documentStorageOrigin: endpoints.s3 }),
      ...(viteProxy ? { vite: viteProxy } : {}),
    });
    stops.push(() => app.close());

    children.push(dynamodb.process, cognito.process);
    return {
      appUrl: `${origin}/`,
      outboxUrl: `${origin}/outbox`,
      ids: cognito.ids,
      endpoints,
      pipeline,
      stop: stopAll,
      killChildren: () => children.forEach((child) => child.killNow()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function startVite(port: number, logFile: string): Promise<ManagedProcess> {
  const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const vite = await spawnManaged({
    name: 'Vite dev server',
    command: process.execPath,
    args: [viteBin, '--port', String(port), '--strictPort', '--host', LOCAL_HOST],
    cwd: join(repoRoot, 'frontend'),
    env: { ...process.env, NODE_OPTIONS: '' },
    logFile,
  });
  await waitUntilReady(vite, async () => (await fetch(`http://${LOCAL_HOST}:${port}/`)).status < 500, 60_000).catch(async (error: unknown) => {
    await vite.stop();
    throw error;
  });
  return vite;
}
