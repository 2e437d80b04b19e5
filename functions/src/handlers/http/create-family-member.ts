import { familyMemberRequestSchema } from '@fairbill/shared';
import { createFamilyMember } from '../../domain/family-members/family-members';
import { getDependencies } from '../../lib/dependencies';
import { caller, httpHandler, idempotencyKey, json, parseBody } from '../../lib/http';

/** POST /api/family-members */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const input = parseBody(event, familyMemberRequestSchema);
  const member = await createFamilyMember(getDependencies(), userId, input, idempotencyKey(event, 'create-family-member'));
  return json(201, { member });
});
