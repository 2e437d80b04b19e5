import { familyMemberRequestSchema } from '@fairbill/shared';
import { createFamilyMember } from '../../domain/family-members/family-members';
import { getDataDependencies } from './data-runtime';
import { caller, httpHandler, idempotencyKey, json, parseBody } from './middleware';

/** POST /api/family-members */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const input = parseBody(event, familyMemberRequestSchema);
  const member = await createFamilyMember(getDataDependencies(), userId, input, idempotencyKey(event, 'create-family-member'));
  return json(201, { member });
});
