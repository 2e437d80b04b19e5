import { billComparisonResponseSchema, buildPath, type BillComparisonResponse } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { authedApi } from '../../lib/auth/authed-api';

export const billComparisonQueryKey = (billId: string, eobId: string | undefined) => ['bill-comparison', billId, eobId ?? null] as const;

/** GET /api/bills/{billId}/comparison[?eobId=]: the bill, the EOB the link named (or its match) and the banner. */
export function fetchBillComparison(billId: string, eobId: string | undefined, signal?: AbortSignal): Promise<BillComparisonResponse> {
  return authedApi(buildPath(`/bills/${encodeURIComponent(billId)}/comparison`, { eobId }), { schema: billComparisonResponseSchema, signal });
}

export function useBillComparison(billId: string | undefined, eobId: string | undefined) {
  return useQuery({
    queryKey: billComparisonQueryKey(billId ?? '', eobId),
    queryFn: ({ signal }) => fetchBillComparison(billId ?? '', eobId, signal),
    enabled: billId !== undefined,
  });
}
