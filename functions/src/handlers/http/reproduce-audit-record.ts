import { reproduceAuditRecord } from '../../domain/audit/audit';
import { NotFoundError } from '../../domain/errors';
import { getReader } from '../pipeline/reader-runtime';
import { getStructurer } from '../pipeline/structurer-runtime';
import { getAuditDependencies } from './audit-runtime';
import { caller, httpHandler, json, pathId } from './middleware';

/**
 * POST /api/audit/records/{documentId}/reproduce: the stored original read again by the current
 * engine (the deployment's reader and structurer), field by field against the stored result; the
 * record is not changed (auditors only).
 */
export const handler = httpHandler(async (event) => {
  const documentId = pathId(event, 'documentId');
  if (!documentId) throw new NotFoundError('No extraction result has this id.', 'audit_record_not_found');
  return json(200, { reproduction: await reproduceAuditRecord({ ...getAuditDependencies(), reader: getReader(), structurer: getStructurer() }, caller(event), documentId) });
});
