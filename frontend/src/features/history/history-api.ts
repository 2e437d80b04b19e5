import { buildPath, historyResponseSchema, type HistoryResponse } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { authedApi } from '../../lib/auth/authed-api';

/** Prefix of every history query (invalidated after a payment or an upload). */
export const historyQueryKey = ['history'] as const;

/** GET /api/history?member=<id|family> (Decision 2): the member's bills, each with its matched EOB. */
export function fetchHistory(member: string, signal?: AbortSignal): Promise<HistoryResponse> {
  return authedApi(buildPath('/history', { member }), { schema: historyResponseSchema, signal });
}

export function useHistory(member: string) {
  return useQuery({ queryKey: [...historyQueryKey, member], queryFn: ({ signal }) => fetchHistory(member, signal) });
}
