import { openAuditRecord } from '../../domain/audit/audit';
import { NotFoundError } from '../../domain/errors';
import { getAuditDependencies } from './audit-runtime';
import { caller, httpHandler, json, pathId } from './middleware';

/** GET /api/audit/records/{documentId}: one stored extraction with its original verified now (auditors only). */
export const handler = httpHandler(async (event) => {
  const documentId = pathId(event, 'documentId');
  if (!documentId) throw new NotFoundError('No extraction result has this id.', 'audit_record_not_found');
  return json(200, { record: await openAuditRecord(getAuditDependencies(), caller(event), documentId) });
});
