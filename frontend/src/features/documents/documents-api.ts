import {
  createDocumentResponseSchema,
  documentResponseSchema,
  type CreateDocumentRequest,
  type CreateDocumentResponse,
  type DocumentView,
  type UploadInstruction,
} from '@fairbill/shared';
import { authedApi } from '../../lib/auth/authed-api';

export const documentsQueryKey = ['documents'] as const;

/** POST /api/documents: a pending record plus a presigned PUT for exactly its storage key. */
export function createDocument(request: CreateDocumentRequest): Promise<CreateDocumentResponse> {
  return authedApi('/documents', { method: 'POST', body: request, schema: createDocumentResponseSchema });
}

export async function getDocument(documentId: string, signal?: AbortSignal): Promise<DocumentView> {
  const { document } = await authedApi(`/documents/${encodeURIComponent(documentId)}`, { schema: documentResponseSchema, signal });
  return document;
}

/** PUTs the file to the presigned URL with exactly the signed headers (the content type is signed). */
export async function putFile(upload: UploadInstruction, file: Blob): Promise<void> {
  let response: Response;
  try {
    response = await fetch(upload.url, { method: upload.method, headers: upload.headers, body: file });
  } catch {
    throw new Error('The file could not be sent. Please check your connection and try again.');
  }
  if (!response.ok) throw new Error(`The file could not be stored (HTTP ${response.status}).`);
}

export class ExtractionTimeoutError extends Error {
  override readonly name = 'ExtractionTimeoutError';
  constructor() {
    super('The analysis is taking longer than expected. Check back in a few minutes.');
  }
}

export type WaitOptions = { intervalMs?: number; timeoutMs?: number; signal?: AbortSignal };

/** Polls the record until the pipeline has finished with it, successfully or not. */
export async function waitForExtraction(documentId: string, options: WaitOptions = {}): Promise<DocumentView> {
  const { intervalMs = 1_500, timeoutMs = 5 * 60_000, signal } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const document = await getDocument(documentId, signal);
    if (document.extractionStatus === 'completed' || document.extractionStatus === 'failed') return document;
    if (Date.now() + intervalMs > deadline) throw new ExtractionTimeoutError();
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    signal?.throwIfAborted();
  }
}
