import { auditExportQuerySchema } from '@fairbill/shared';
import { exportAuditRecords } from '../../domain/audit/audit';
import { getAuditDependencies } from './audit-runtime';
import { attachment, caller, httpHandler, parseQuery } from './middleware';

/** GET /api/audit/export?format=csv|jsonl&<filters>: the filtered results as a file (auditors only). */
export const handler = httpHandler(async (event) => {
  const query = parseQuery(event, auditExportQuerySchema);
  const file = await exportAuditRecords(getAuditDependencies(), caller(event), query);
  return attachment(file);
});
