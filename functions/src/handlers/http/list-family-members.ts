import { listFamilyMembers } from '../../domain/family-members/family-members';
import { getDataDependencies } from './data-runtime';
import { caller, httpHandler, json } from './middleware';

/** GET /api/family-members */
export const handler = httpHandler(async (event) => {
  const members = await listFamilyMembers(getDataDependencies(), caller(event));
  return json(200, { members });
});
