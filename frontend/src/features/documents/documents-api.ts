import {
  createDocumentResponseSchema,
  isExtractionFinished,
  type PipelineStage,
  documentResponseSchema,
  type CreateDocumentRequest,
  type CreateDocumentResponse,
  type DocumentView,
} from '@fairbill/shared';
import { newIdempotencyKey } from '../../lib/api/api-client';
import { authedApi } from '../../lib/auth/authed-api';

export const documentsQueryKey = ['documents'] as const;

/**
 * POST /api/documents: a pending record plus a presigned PUT for exactly its storage key. Each call
 * is one create attempt with its own `Idempotency-Key`: a request repeated on its way (a proxy's or
 * the browser's retry) still creates one record.
 */
export function createDocument(request: CreateDocumentRequest, idempotencyKey: string = newIdempotencyKey()): Promise<CreateDocumentResponse> {
  return authedApi('/documents', { method: 'POST', body: request, schema: createDocumentResponseSchema, idempotencyKey });
}

export async function getDocument(documentId: string, signal?: AbortSignal): Promise<DocumentView> {
  const { document } = await authedApi(`/documents/${encodeURIComponent(documentId)}`, { schema: documentResponseSchema, signal });
  return document;
}

export class ExtractionTimeoutError extends Error {
  override readonly name = 'ExtractionTimeoutError';
  constructor() {
    super('The analysis is taking longer than expected. Check back in a few minutes.');
  }
}

export type WaitOptions = { intervalMs?: number; timeoutMs?: number; signal?: AbortSignal; onStage?: (stage: PipelineStage) => void };

/** Polls the record until the pipeline has finished with it (successfully or not), reporting each stage. */
export async function waitForExtraction(documentId: string, options: WaitOptions = {}): Promise<DocumentView> {
  const { intervalMs = 1_500, timeoutMs = 5 * 60_000, signal, onStage } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const document = await getDocument(documentId, signal);
    onStage?.(document.pipelineStage);
    if (isExtractionFinished(document.extractionStatus)) return document;
    if (Date.now() + intervalMs > deadline) throw new ExtractionTimeoutError();
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    signal?.throwIfAborted();
  }
}
