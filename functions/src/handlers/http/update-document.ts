import { updateDocumentRequestSchema } from '@fairbill/shared';
import { toDocumentView } from '../../domain/documents/document-view';
import { correctDocument, documentNotFound } from '../../domain/documents/documents';
import { getDataDependencies } from './data-runtime';
import { caller, httpHandler, json, parseBody, pathId } from './middleware';

/** PATCH /api/documents/{documentId}: a correction of the extracted data, kept as a new revision. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const documentId = pathId(event, 'documentId');
  if (!documentId) throw documentNotFound();
  const input = parseBody(event, updateDocumentRequestSchema);
  const document = await correctDocument(getDataDependencies(), userId, documentId, input);
  return json(200, { document: toDocumentView(document) });
});
