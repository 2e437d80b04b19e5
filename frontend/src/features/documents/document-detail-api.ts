import {
  documentResponseSchema,
  downloadDocumentResponseSchema,
  type DocumentView,
  type UpdateDocumentRequest,
} from '@fairbill/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { authedApi } from '../../lib/auth/authed-api';
import { documentsQueryKey, getDocument } from './documents-api';

export const documentQueryKey = (documentId: string) => [...documentsQueryKey, 'one', documentId] as const;
const downloadQueryKey = (documentId: string) => [...documentsQueryKey, 'download', documentId] as const;

/** Presigned GETs live for minutes: refresh them well before they expire. */
const DOWNLOAD_URL_FRESH_MS = 60_000;

export function useDocument(documentId: string | null) {
  return useQuery({
    queryKey: documentQueryKey(documentId ?? ''),
    queryFn: ({ signal }) => getDocument(documentId ?? '', signal),
    enabled: documentId !== null,
  });
}

/** GET /api/documents/{id}/download: a short-lived URL of the original file. */
export function useDownloadUrl(documentId: string) {
  return useQuery({
    queryKey: downloadQueryKey(documentId),
    queryFn: ({ signal }) =>
      authedApi(`/documents/${encodeURIComponent(documentId)}/download`, { schema: downloadDocumentResponseSchema, signal }),
    staleTime: DOWNLOAD_URL_FRESH_MS,
    gcTime: DOWNLOAD_URL_FRESH_MS,
  });
}

export function updateDocument(documentId: string, request: UpdateDocumentRequest): Promise<DocumentView> {
  return authedApi(`/documents/${encodeURIComponent(documentId)}`, { method: 'PATCH', body: request, schema: documentResponseSchema }).then(
    ({ document }) => document,
  );
}

/**
 * PATCH /api/documents/{id}: a correction is a new revision and the checks run again, so every view
 * built from documents (search, comparisons, totals, history) is refetched (spec "Document list refresh").
 */
export function useUpdateDocument(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateDocumentRequest) => updateDocument(documentId, request),
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueryKey(documentId), document);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'family-members' });
    },
  });
}

/** DELETE /api/documents/{id}: the record and its file go together; totals follow in the same write. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => authedApi(`/documents/${encodeURIComponent(documentId)}`, { method: 'DELETE', schema: z.null() }),
    onSuccess: (_nothing, documentId) => {
      queryClient.removeQueries({ queryKey: documentQueryKey(documentId) });
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'family-members' });
    },
  });
}
