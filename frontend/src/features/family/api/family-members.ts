import { apiPaths, listFamilyMembersResponseSchema } from '@fairbill/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedApi } from '../../../lib/auth/authed-api';
import { queryKeys } from '../../../lib/query/keys';

export const familyQueries = {
  /** GET /api/family-members: the first read creates the default "Self" member (Decision 9). */
  list: () =>
    queryOptions({
      queryKey: queryKeys.familyMembers.all,
      queryFn: async ({ signal }) => (await authedApi(apiPaths.familyMembers(), { schema: listFamilyMembersResponseSchema, signal })).members,
    }),
};
