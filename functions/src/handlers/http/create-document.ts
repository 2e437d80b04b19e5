import { createDocumentRequestSchema } from '@fairbill/shared';
import { toDocumentView } from '../../domain/documents/document-view';
import { createDocument } from '../../domain/documents/documents';
import { getStorageDependencies } from './storage-runtime';
import { caller, httpHandler, idempotencyKey, json, parseBody } from './middleware';
import { logger } from '../../lib/logger';

/** POST /api/documents: a pending record and a presigned PUT for its file. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const input = parseBody(event, createDocumentRequestSchema);
  const { document, upload } = await createDocument(getStorageDependencies(), userId, input, idempotencyKey(event, 'create-document'));
  // The correlation id of the document's whole life: the pipeline's steps log the same (issue 13).
  logger.appendKeys({ correlationId: document.id });
  logger.info('document created', { documentId: document.id, documentType: document.document_type });
  return json(201, { document: toDocumentView(document), upload });
});
