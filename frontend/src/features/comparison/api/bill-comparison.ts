import { apiPaths, billComparisonResponseSchema, buildPath } from '@fairbill/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authedApi } from '../../../lib/auth/authed-api';
import { queryKeys } from '../../../lib/query/keys';

export const billQueries = {
  /**
   * GET /api/bills/{billId}/comparison[?eobId=]: the bill, its matched EOB (or the EOB a link named)
   * and the banner. Refetched whenever a page shows it (spec: "The page refreshes its data on load").
   */
  comparison: (billId: string | undefined, eobId?: string) =>
    queryOptions({
      queryKey: queryKeys.bills.comparison(billId ?? '', eobId),
      queryFn: ({ signal }) => authedApi(buildPath(apiPaths.billComparison(billId ?? ''), { eobId }), { schema: billComparisonResponseSchema, signal }),
      enabled: billId !== undefined,
      refetchOnMount: 'always',
    }),
};

/** The bill detail, payment and explanation pages' one view of a bill against its EOB. */
export function useBillComparison(billId: string | undefined, eobId?: string) {
  return useQuery(billQueries.comparison(billId, eobId));
}
