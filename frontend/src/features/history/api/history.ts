import { apiPaths, buildPath, historyResponseSchema } from '@fairbill/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedApi } from '../../../lib/auth/authed-api';
import { queryKeys } from '../../../lib/query/keys';

export const historyQueries = {
  /** GET /api/history?memberId=<id|family> (Decision 2): the member's bills, each with its matched EOB. */
  member: (member: string) =>
    queryOptions({
      queryKey: queryKeys.history.member(member),
      queryFn: ({ signal }) => authedApi(buildPath(apiPaths.history(), { memberId: member }), { schema: historyResponseSchema, signal }),
    }),
};
