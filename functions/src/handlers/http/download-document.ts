import { documentNotFound, downloadDocument } from '../../domain/documents/documents';
import { getStorageDependencies } from './storage-runtime';
import { caller, httpHandler, json, pathId } from './middleware';

/** GET /api/documents/{documentId}/download: a short-lived presigned GET of the original file. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const documentId = pathId(event, 'documentId');
  if (!documentId) throw documentNotFound();
  return json(200, await downloadDocument(getStorageDependencies(), userId, documentId));
});
