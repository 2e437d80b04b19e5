import { apiPaths, buildPath, searchDocumentsResponseSchema } from '@fairbill/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { authedApi } from '../../../lib/auth/authed-api';
import { queryKeys } from '../../../lib/query/keys';

const PAGE_SIZE = 20;

export const searchQueries = {
  /** GET /api/documents with the screen's filters, a page at a time (cursor pagination). */
  documents: (params: Record<string, string>, enabled: boolean) =>
    infiniteQueryOptions({
      queryKey: queryKeys.documents.search(params),
      queryFn: ({ pageParam, signal }) =>
        authedApi(buildPath(apiPaths.documents(), { ...params, limit: PAGE_SIZE, cursor: pageParam }), { schema: searchDocumentsResponseSchema, signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      enabled,
    }),
};
