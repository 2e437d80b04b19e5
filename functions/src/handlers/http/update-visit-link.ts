import { visitLinkRequestSchema } from '@fairbill/shared';
import { documentNotFound } from '../../domain/documents/documents';
import { setVisitLink } from '../../domain/documents/visit-link';
import { getDataDependencies } from './data-runtime';
import { caller, httpHandler, json, parseBody, pathId } from './middleware';

/** PUT /api/documents/{documentId}/visit-link (issue 14): a payment linked by hand to a bill's or EOB's visit, or to none; kept as a revision. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const documentId = pathId(event, 'documentId');
  if (!documentId) throw documentNotFound();
  const body = parseBody(event, visitLinkRequestSchema);
  const choice = body.documentId === undefined ? ({ kind: 'unlinked' } as const) : ({ kind: 'visit', documentId: body.documentId } as const);
  return json(200, await setVisitLink(getDataDependencies(), userId, documentId, choice));
});
