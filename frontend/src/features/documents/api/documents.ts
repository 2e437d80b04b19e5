import {
  apiPaths,
  createDocumentResponseSchema,
  documentResponseSchema,
  documentRevisionsResponseSchema,
  downloadDocumentResponseSchema,
  type CreateDocumentRequest,
  type CreateDocumentResponse,
  type DocumentView,
  type UpdateDocumentRequest,
} from '@fairbill/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { newIdempotencyKey } from '../../../lib/api/api-client';
import { authedApi } from '../../../lib/auth/authed-api';
import { invalidateAfter, queryKeys } from '../../../lib/query/keys';

/** Presigned GETs live for minutes: refresh them well before they expire. */
const DOWNLOAD_URL_FRESH_MS = 60_000;

export const documentQueries = {
  /** GET /api/documents/{id}. */
  detail: (documentId: string) =>
    queryOptions({
      queryKey: queryKeys.documents.detail(documentId),
      queryFn: async ({ signal }): Promise<DocumentView> => (await authedApi(apiPaths.document(documentId), { schema: documentResponseSchema, signal })).document,
    }),
  /** GET /api/documents/{id}/download: a short-lived URL of the original file. */
  download: (documentId: string) =>
    queryOptions({
      queryKey: queryKeys.documents.download(documentId),
      queryFn: ({ signal }) => authedApi(apiPaths.documentDownload(documentId), { schema: downloadDocumentResponseSchema, signal }),
      staleTime: DOWNLOAD_URL_FRESH_MS,
      gcTime: DOWNLOAD_URL_FRESH_MS,
    }),
  /** GET /api/documents/{id}/revisions: every reading, correction and visit link (issue 14), oldest first. */
  revisions: (documentId: string) =>
    queryOptions({
      queryKey: queryKeys.documents.revisions(documentId),
      queryFn: async ({ signal }) => (await authedApi(apiPaths.documentRevisions(documentId), { schema: documentRevisionsResponseSchema, signal })).revisions,
    }),
};

/**
 * POST /api/documents: a pending record plus a presigned PUT for exactly its storage key. Each call
 * is one create attempt with its own `Idempotency-Key`: a request repeated on its way (a proxy's or
 * the browser's retry) still creates one record.
 */
export function createDocument(request: CreateDocumentRequest, idempotencyKey: string = newIdempotencyKey()): Promise<CreateDocumentResponse> {
  return authedApi(apiPaths.documents(), { method: 'POST', body: request, schema: createDocumentResponseSchema, idempotencyKey });
}

/**
 * PATCH /api/documents/{id}: a correction is a new revision and the checks run again, so every view
 * built from documents is refetched (spec "Document list refresh").
 */
export function useUpdateDocument(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: UpdateDocumentRequest) =>
      (await authedApi(apiPaths.document(documentId), { method: 'PATCH', body: request, schema: documentResponseSchema })).document,
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueries.detail(documentId).queryKey, document);
      void invalidateAfter.documentChanged(queryClient);
    },
  });
}

/** DELETE /api/documents/{id}: the record and its file go together; totals follow in the same write. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => authedApi(apiPaths.document(documentId), { method: 'DELETE', schema: z.null() }),
    onSuccess: (_nothing, documentId) => {
      queryClient.removeQueries({ queryKey: queryKeys.documents.detail(documentId) });
      void invalidateAfter.documentChanged(queryClient);
    },
  });
}
