import { familyMemberRequestSchema } from '@fairbill/shared';
import { memberNotFound, updateFamilyMember } from '../../domain/family-members/family-members';
import { getDataDependencies } from './data-runtime';
import { caller, httpHandler, json, parseBody, pathId } from './middleware';

/** PUT /api/family-members/{memberId} */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const memberId = pathId(event, 'memberId');
  if (!memberId) throw memberNotFound();
  const input = parseBody(event, familyMemberRequestSchema);
  const member = await updateFamilyMember(getDataDependencies(), userId, memberId, input);
  return json(200, { member });
});
