import { totalsResponseSchema, type MemberSelection, type TotalsResponse } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { authedApi } from '../../lib/auth/authed-api';

/** Every totals query starts with this key: invalidate it after any document or member change. */
export const totalsQueryKey = ['totals'] as const;

/** GET /api/totals?year=&memberId= (Decision 3). */
export function useTotals(year: number, selection: MemberSelection | null) {
  return useQuery({
    queryKey: [...totalsQueryKey, year, selection],
    enabled: selection !== null,
    queryFn: ({ signal }): Promise<TotalsResponse> =>
      authedApi(`/totals?year=${year}&memberId=${encodeURIComponent(selection ?? '')}`, { schema: totalsResponseSchema, signal }),
  });
}
