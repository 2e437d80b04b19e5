import { listFamilyMembers } from '../../domain/family-members/family-members';
import { getDependencies } from './runtime';
import { caller, httpHandler, json } from './middleware';

/** GET /api/family-members */
export const handler = httpHandler(async (event) => {
  const members = await listFamilyMembers(getDependencies(), caller(event));
  return json(200, { members });
});
