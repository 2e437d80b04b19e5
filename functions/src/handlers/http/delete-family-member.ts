import { deleteFamilyMemberQuerySchema } from '@fairbill/shared';
import { deleteFamilyMember, memberNotFound } from '../../domain/family-members/family-members';
import { getLetterPorts } from './letters-runtime';
import { getStorageDependencies } from './storage-runtime';
import { caller, httpHandler, json, parseQuery, pathId } from './middleware';

/** DELETE /api/family-members/{memberId}[?deleteDocuments=true] */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const memberId = pathId(event, 'memberId');
  if (!memberId) throw memberNotFound();
  const query = parseQuery(event, deleteFamilyMemberQuerySchema);
  const result = await deleteFamilyMember({ ...getStorageDependencies(), ...getLetterPorts() }, userId, memberId, query.deleteDocuments === true);
  return json(200, { deleted: true, deletedDocuments: result.deletedDocuments });
});
