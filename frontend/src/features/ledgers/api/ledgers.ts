import { apiPaths, buildPath, ledgersResponseSchema, type MemberSelection } from '@fairbill/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedApi } from '../../../lib/auth/authed-api';
import { queryKeys } from '../../../lib/query/keys';

export const ledgerQueries = {
  /** GET /api/ledgers?year=&memberId= (issue 14): one request for the list and the "Refunds due" card. */
  year: (year: number, selection: MemberSelection | null) =>
    queryOptions({
      queryKey: queryKeys.ledgers.year(year, selection),
      queryFn: ({ signal }) => authedApi(buildPath(apiPaths.ledgers(), { year, memberId: selection }), { schema: ledgersResponseSchema, signal }),
      enabled: selection !== null,
    }),
};
