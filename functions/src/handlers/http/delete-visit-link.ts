import { documentNotFound } from '../../domain/documents/documents';
import { setVisitLink } from '../../domain/documents/visit-link';
import { getDataDependencies } from './data-runtime';
import { caller, httpHandler, json, pathId } from './middleware';

/** DELETE /api/documents/{documentId}/visit-link (issue 14): the payment's hand link removed, the automatic rule joins it again; kept as a revision. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const documentId = pathId(event, 'documentId');
  if (!documentId) throw documentNotFound();
  return json(200, await setVisitLink(getDataDependencies(), userId, documentId, { kind: 'automatic' }));
});
