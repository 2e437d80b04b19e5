import { searchDocumentsResponseSchema } from '@fairbill/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { authedApi } from '../../lib/auth/authed-api';
import { documentsQueryKey } from '../documents/documents-api';

const PAGE_SIZE = 20;

/** GET /api/documents with the screen's filters, a page at a time (cursor pagination). */
export function useDocumentSearch(params: Record<string, string>, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...documentsQueryKey, 'search', params] as const,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ ...params, limit: String(PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) });
      return authedApi(`/documents?${query.toString()}`, { schema: searchDocumentsResponseSchema, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}
