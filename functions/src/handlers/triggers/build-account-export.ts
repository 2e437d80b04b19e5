import * as z from 'zod';
import { buildAccountExport, type ExportBuildOutcome } from '../../domain/account/build-account-export';
import { logger } from '../../lib/logger';
import { getExportBuildDependencies } from './export-runtime';
import { triggerHandler } from './trigger';

/** What POST /api/account/export hands over: ids only (the job holds the rest). */
const requestSchema = z.object({ userId: z.string().min(1).max(128), exportId: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/) }).strict();

/**
 * "Download all my data" (issue 16): builds one account's export. In AWS its own function, invoked
 * asynchronously by the start route (no retries: a failed build marks its job failed, and the
 * person starts another); locally the start route runs it in process after answering.
 */
export const handler = triggerHandler(async (event: unknown): Promise<{ outcome: ExportBuildOutcome }> => {
  const request = requestSchema.parse(event);
  const startedAt = Date.now();
  const outcome = await buildAccountExport(getExportBuildDependencies(), request);
  logger.info('account export built', { exportId: request.exportId, outcome, durationMs: Date.now() - startedAt });
  return { outcome };
});
