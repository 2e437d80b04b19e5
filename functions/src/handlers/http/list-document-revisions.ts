import { billAnalysisSchema } from '@fairbill/shared';
import { documentNotFound, listDocumentRevisions } from '../../domain/documents/documents';
import { visitLinkChangeOf } from '../../domain/documents/visit-link';
import { getDataDependencies } from './data-runtime';
import { caller, httpHandler, json, pathId } from './middleware';

/** GET /api/documents/{documentId}/revisions: every extraction, correction and link to a visit (issue 14), oldest first. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const documentId = pathId(event, 'documentId');
  if (!documentId) throw documentNotFound();
  const revisions = await listDocumentRevisions(getDataDependencies(), userId, documentId);
  return json(200, {
    revisions: revisions.map((revision) => ({
      revision: revision.revision,
      source: revision.source,
      extractedData: revision.ai_extracted_data,
      confidence: revision.ai_confidence,
      analysis: revision.ai_analysis ? billAnalysisSchema.parse(revision.ai_analysis) : null,
      // A payment's link, as its revision's audit keeps it; any other revision has none.
      visitLink: visitLinkChangeOf(revision),
      createdAt: revision.created_at,
    })),
  });
});
