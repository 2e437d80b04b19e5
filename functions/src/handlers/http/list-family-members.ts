import { listFamilyMembers } from '../../domain/family-members/family-members';
import { getDependencies } from '../../lib/dependencies';
import { caller, httpHandler, json } from '../../lib/http';

/** GET /api/family-members */
export const handler = httpHandler(async (event) => {
  const members = await listFamilyMembers(getDependencies(), caller(event));
  return json(200, { members });
});
