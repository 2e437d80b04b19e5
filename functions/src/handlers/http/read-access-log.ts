import * as z from 'zod';
import { readAccessLog } from '../../domain/audit/audit';
import { getAuditDependencies } from './audit-runtime';
import { caller, httpHandler, json, parseQuery } from './middleware';

const querySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }).strict();

/** GET /api/audit/access-log: the newest entries of the auditors' access log, read-only (auditors only). */
export const handler = httpHandler(async (event) => {
  const { limit } = parseQuery(event, querySchema);
  return json(200, await readAccessLog(getAuditDependencies(), caller(event), limit));
});
