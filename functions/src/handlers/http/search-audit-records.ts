import { auditSearchQuerySchema } from '@fairbill/shared';
import { searchAuditRecords } from '../../domain/audit/audit';
import { getAuditDependencies } from './audit-runtime';
import { caller, httpHandler, json, parseQuery } from './middleware';

/** GET /api/audit/records: every user's extraction results, newest first, filtered (auditors only). */
export const handler = httpHandler(async (event) => {
  const query = parseQuery(event, auditSearchQuerySchema);
  return json(200, await searchAuditRecords(getAuditDependencies(), caller(event), query));
});
