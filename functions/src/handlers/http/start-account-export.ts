import { randomUUID } from 'node:crypto';
import { startAccountExportRequestSchema } from '@fairbill/shared';
import type { Context } from 'aws-lambda';
import { createExportStarter } from '../../adapters/lambda/export-starter';
import { accountExportView, startAccountExport, type ExportStarter } from '../../domain/account/account-export';
import type * as BuildAccountExport from '../triggers/build-account-export';
import { getEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { caller, httpHandler, json, parseBody } from './middleware';
import { getAccountDependencies } from './account-runtime';

/** The context an in-process build gets: what a Lambda's would say, with the builder's 15 minutes. */
const inProcessContext = (): Context =>
  ({ functionName: 'fairbill-build-account-export', functionVersion: '$LATEST', awsRequestId: randomUUID(), memoryLimitInMB: '1024', getRemainingTimeInMillis: () => 15 * 60_000 }) as Context;

// The builder's module by a path esbuild does not follow: the local stack and the tests run it in
// this process, while the AWS bundle, which invokes the builder function instead, leaves it out (a
// bundled import() would also make esbuild wrap the shared barrel, every shared schema then built
// at cold start).
const inProcessBuilder = new URL('../triggers/build-account-export.ts', import.meta.url).href;

let starter: ExportStarter | undefined;

/** In AWS the builder function (asynchronous invoke); locally the same builder handler, in this process. */
function exportStarter(): ExportStarter {
  starter ??= createExportStarter(
    getEnv(),
    async (request) => ((await import(inProcessBuilder)) as typeof BuildAccountExport).handler(request, inProcessContext()),
    (error) => logger.error('account export build stopped', { errorName: error instanceof Error ? error.name : typeof error }),
  );
  return starter;
}

/**
 * POST /api/account/export: starts "Download all my data" for the caller (issue 16): 202 with the
 * new export, or 200 with the one already in progress (one at a time per account).
 */
export const handler = httpHandler(async (event) => {
  const { userId, email, givenName } = caller(event);
  if (event.body) parseBody(event, startAccountExportRequestSchema);
  const deps = getAccountDependencies();
  const { started, job } = await startAccountExport({ ...deps, exportStarter: exportStarter() }, { userId, email, givenName });
  logger.info('account export requested', { exportId: job.id, started });
  return json(started ? 202 : 200, { export: await accountExportView(deps, job) });
});
