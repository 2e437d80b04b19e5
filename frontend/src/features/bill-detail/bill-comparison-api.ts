import { billComparisonResponseSchema } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { authedApi } from '../../lib/auth/authed-api';

export const billComparisonQueryKey = (billId: string) => ['bills', billId, 'comparison'] as const;

/** GET /api/bills/{billId}/comparison; spec: "The page refreshes its data on load". */
export function useBillComparison(billId: string | null) {
  return useQuery({
    queryKey: billComparisonQueryKey(billId ?? ''),
    queryFn: ({ signal }) => authedApi(`/bills/${encodeURIComponent(billId ?? '')}/comparison`, { schema: billComparisonResponseSchema, signal }),
    enabled: billId !== null,
    refetchOnMount: 'always',
  });
}
