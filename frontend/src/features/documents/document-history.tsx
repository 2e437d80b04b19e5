import { formatDisplayDate, revisionMessages, visitLinkChangeText, type DocumentRevisionsResponse } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { documentQueries } from './api/documents';

type Revision = DocumentRevisionsResponse['revisions'][number];

/** A revision in plain words: FairBill's reading, the person's correction, or the person's link of a payment to a visit (issue 14). */
function revisionText(revision: Revision): string {
  if (revision.visitLink) return visitLinkChangeText(revision.visitLink);
  return revision.source === 'extraction' ? revisionMessages.extraction : revisionMessages.correction;
}

/** The document's history on its page, oldest first: each revision with its day and who changed what. */
export function DocumentHistory({ documentId }: { documentId: string }) {
  const revisions = useQuery(documentQueries.revisions(documentId));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={revisions.isPending || undefined}>
      <h2 id={headingId}>{revisionMessages.title}</h2>
      {/* Not an alert: the page itself loaded, and its history is secondary to it. */}
      {revisions.isError && (
        <p className="muted">
          {revisionMessages.loadFailed}{' '}
          <button type="button" className="link-button" onClick={() => void revisions.refetch()}>
            Try again
          </button>
        </p>
      )}
      {revisions.data &&
        (revisions.data.length === 0 ? (
          <p className="muted">{revisionMessages.none}</p>
        ) : (
          <ol className="document-history">
            {revisions.data.map((revision) => (
              <li key={revision.revision}>
                <time dateTime={revision.createdAt}>{formatDisplayDate(revision.createdAt)}</time>: {revisionText(revision)}
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
