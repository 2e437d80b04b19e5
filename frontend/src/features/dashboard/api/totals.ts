import { apiPaths, buildPath, totalsResponseSchema, type MemberSelection } from '@fairbill/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedApi } from '../../../lib/auth/authed-api';
import { queryKeys } from '../../../lib/query/keys';

export const totalsQueries = {
  /** GET /api/totals?year=&memberId= (Decision 3). */
  year: (year: number, selection: MemberSelection | null) =>
    queryOptions({
      queryKey: queryKeys.totals.year(year, selection),
      queryFn: ({ signal }) => authedApi(buildPath(apiPaths.totals(), { year, memberId: selection }), { schema: totalsResponseSchema, signal }),
      enabled: selection !== null,
    }),
};
