import { apiPaths, sampleProgress, samplesResponseSchema, type SamplesResponse } from '@fairbill/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authedApi } from '../../../lib/auth/authed-api';
import { invalidateAfter, queryKeys } from '../../../lib/query/keys';

/** While the pipeline reads the samples: a one-page PDF takes about a second. */
const READING_POLL_MS = 1_000;

export const sampleQueries = {
  /** GET /api/samples: read again every second while the pipeline is reading the sample documents. */
  status: () =>
    queryOptions({
      queryKey: queryKeys.documents.samples(),
      queryFn: ({ signal }) => authedApi(apiPaths.samples(), { schema: samplesResponseSchema, signal }),
      refetchInterval: (query) => (query.state.data && sampleProgress(query.state.data.documents).reading ? READING_POLL_MS : false),
    }),
};

/** POST /api/samples: the sample member and its documents, then every view built from members and documents is stale. */
export function useAddSamples() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<SamplesResponse> => authedApi(apiPaths.samples(), { method: 'POST', body: {}, schema: samplesResponseSchema }),
    onSuccess: (samples) => {
      queryClient.setQueryData(queryKeys.documents.samples(), samples);
      return Promise.all([invalidateAfter.memberChanged(queryClient), invalidateAfter.documentAdded(queryClient)]);
    },
  });
}
