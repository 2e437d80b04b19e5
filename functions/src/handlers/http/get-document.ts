import { toDocumentView } from '../../domain/documents/document-view';
import { documentNotFound, getDocument } from '../../domain/documents/documents';
import { getDataDependencies } from './data-runtime';
import { caller, httpHandler, json, pathId } from './middleware';

/** GET /api/documents/{documentId}: extracted data, analysis, statuses and the pipeline stage. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const documentId = pathId(event, 'documentId');
  if (!documentId) throw documentNotFound();
  const document = await getDocument(getDataDependencies(), userId, documentId);
  return json(200, { document: toDocumentView(document) });
});
