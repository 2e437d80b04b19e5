import { downloadAuditRecord } from '../../domain/audit/audit';
import { NotFoundError } from '../../domain/errors';
import { getAuditDependencies } from './audit-runtime';
import { caller, httpHandler, json, pathId } from './middleware';

/** GET /api/audit/records/{documentId}/download: a short-lived presigned GET of the original (auditors only). */
export const handler = httpHandler(async (event) => {
  const documentId = pathId(event, 'documentId');
  if (!documentId) throw new NotFoundError('No extraction result has this id.', 'audit_record_not_found');
  return json(200, await downloadAuditRecord(getAuditDependencies(), caller(event), documentId));
});
