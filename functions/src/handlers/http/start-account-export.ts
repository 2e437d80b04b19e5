import { randomUUID } from 'node:crypto';
import { startAccountExportRequestSchema } from '@fairbill/shared';
import type { Context } from 'aws-lambda';
import { createExportStarter } from '../../adapters/lambda/export-starter';
import { accountExportView, startAccountExport, type ExportStarter } from '../../domain/account/account-export';
import { getEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { caller, httpHandler, json, parseBody } from './middleware';
import { getDependencies } from './runtime';

/** The context an in-process build gets: what a Lambda's would say, with the builder's 15 minutes. */
const inProcessContext = (): Context =>
  ({ functionName: 'fairbill-build-account-export', functionVersion: '$LATEST', awsRequestId: randomUUID(), memoryLimitInMB: '1024', getRemainingTimeInMillis: () => 15 * 60_000 }) as Context;

let starter: ExportStarter | undefined;

/** In AWS the builder function (asynchronous invoke); locally the same builder handler, in this process. */
function exportStarter(): ExportStarter {
  starter ??= createExportStarter(
    getEnv(),
    async (request) => (await import('../triggers/build-account-export')).handler(request, inProcessContext()),
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
  const deps = getDependencies();
  const { started, job } = await startAccountExport({ ...deps, exportStarter: exportStarter() }, { userId, email, givenName });
  logger.info('account export requested', { exportId: job.id, started });
  return json(started ? 202 : 200, { export: await accountExportView(deps, job) });
});
