import { deleteDocument, documentNotFound } from '../../domain/documents/documents';
import { getStorageDependencies } from './storage-runtime';
import { caller, httpHandler, noContent, pathId } from './middleware';

/** DELETE /api/documents/{documentId}: the record (and its totals) and the file. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const documentId = pathId(event, 'documentId');
  if (!documentId) throw documentNotFound();
  if (!(await deleteDocument(getStorageDependencies(), userId, documentId))) throw documentNotFound();
  return noContent();
});
