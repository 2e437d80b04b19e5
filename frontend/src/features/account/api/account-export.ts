import { accountExportResponseSchema, apiPaths, type AccountExport } from '@fairbill/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api-error';
import { authedApi } from '../../../lib/auth/authed-api';
import { queryKeys } from '../../../lib/query/keys';

export const isExportInFlight = (job: AccountExport | null | undefined): boolean => job?.status === 'queued' || job?.status === 'building';

/**
 * How long to wait before reading an export in progress again: a second while it is new, then a
 * quarter of its age, at most 10 s (a big account's build takes minutes; a small one seconds).
 */
export function exportPollDelay(job: Pick<AccountExport, 'createdAt'>, now = Date.now()): number {
  return Math.min(10_000, Math.max(1_000, Math.round((now - Date.parse(job.createdAt)) / 4)));
}

/** A ready export's link lives 5 minutes: it is read again before then. */
const LINK_REFRESH_MS = 4 * 60_000;

export const accountExportQueries = {
  /** GET /api/account/export: the latest export (null when none was ever asked for), followed while it is built. */
  latest: () =>
    queryOptions({
      queryKey: queryKeys.account.export(),
      queryFn: async ({ signal }): Promise<AccountExport | null> => {
        try {
          return (await authedApi(apiPaths.accountExport(), { schema: accountExportResponseSchema, signal })).export;
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      staleTime: 0,
      refetchInterval: (query) => {
        const job = query.state.data;
        if (job && isExportInFlight(job)) return exportPollDelay(job);
        return job?.status === 'ready' ? LINK_REFRESH_MS : false;
      },
    }),
};

/** POST /api/account/export: starts an export (or gets the one in progress), then follows it. */
export function useStartAccountExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await authedApi(apiPaths.accountExport(), { method: 'POST', schema: accountExportResponseSchema })).export,
    onSuccess: (job) => queryClient.setQueryData(accountExportQueries.latest().queryKey, job),
  });
}
