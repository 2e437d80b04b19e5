import {
  formatUsDate,
  ledgerLink,
  ledgerResultText,
  SAMPLE_MEMBER_ID,
  sampleMessages,
  sampleProgress,
  type FamilyMember,
  type SampleDocumentView,
  type VisitLedgerResponse,
} from '@fairbill/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { SampleBadge } from '../../components/sample-badge';
import { errorMessage } from '../../lib/api/api-error';
import { invalidateAfter } from '../../lib/query/keys';
import { ledgerQueries } from '../ledgers';
import { sampleQueries, useAddSamples } from './api/samples';
import './samples.css';

type SampleDocumentsCardProps = {
  /** The samples were added: the dashboard shows their member. */
  onAdded: (memberId: string) => void;
  /** "Remove the samples": the dashboard's own dialog for removing a member (with their documents). */
  onRemove: (member: FamilyMember) => void;
};

/** How the visit's bill compares with its EOB, once read: the bill detail page explains a mismatch. */
function matchText(documents: readonly SampleDocumentView[], billId: string | null): string | null {
  const state = documents.find((doc) => doc.id === billId)?.matchState;
  if (!state) return null;
  return state === 'perfect' ? sampleMessages.billMatches : sampleMessages.billDoesNotMatch;
}

function SampleVisits({ documents }: { documents: readonly SampleDocumentView[] }) {
  const year = new Date().getFullYear();
  const ledgers = useQuery(ledgerQueries.year(year, SAMPLE_MEMBER_ID));
  const headingId = useId();
  if (!ledgers.data || ledgers.data.ledgers.length === 0) return null;
  return (
    <div className="samples__visits">
      <h3 id={headingId}>{sampleMessages.visitsTitle}</h3>
      <ul aria-labelledby={headingId} className="samples__visit-list">
        {ledgers.data.ledgers.map((ledger: VisitLedgerResponse) => {
          const link = ledgerLink(ledger);
          const name = `${ledger.providerName}, ${ledger.dateOfService ? formatUsDate(ledger.dateOfService) : formatUsDate(ledger.date)}`;
          const match = matchText(documents, ledger.billId);
          return (
            <li key={ledger.id} className="samples__visit">
              {link ? <Link to={link}>{name}</Link> : <span>{name}</span>}
              <span className="samples__result">{ledgerResultText(ledger.result)}</span>
              {match && <span className="samples__match">{match}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Issue 14's first run. On an account with no documents: "Try it with sample documents". Once added:
 * the sample member's documents being read (the other dashboard figures refresh as each one is),
 * then its visits with their outcomes, and a way to remove them all.
 */
export function SampleDocumentsCard({ onAdded, onRemove }: SampleDocumentsCardProps) {
  const status = useQuery(sampleQueries.status());
  const add = useAddSamples();
  const queryClient = useQueryClient();
  const headingId = useId();
  const progress = status.data ? sampleProgress(status.data.documents) : null;

  // Each document the pipeline finishes changes the totals, the ledgers and the lists: refresh them
  // when the count moves, not on the first look.
  const seenRead = useRef<number | null>(null);
  const read = progress?.read ?? null;
  useEffect(() => {
    if (read === null) return;
    if (seenRead.current !== null && read > seenRead.current) void invalidateAfter.documentChanged(queryClient);
    seenRead.current = read;
  }, [read, queryClient]);

  if (!status.data || !progress) return null;
  const { member, documents } = status.data;

  if (!member) {
    if (!status.data.offered) return null;
    return (
      <section className="card samples samples--offer" aria-labelledby={headingId}>
        <h2 id={headingId}>{sampleMessages.offerTitle}</h2>
        <p>{sampleMessages.offerExplanation}</p>
        <button type="button" className="button" disabled={add.isPending} onClick={() => add.mutate(undefined, { onSuccess: (samples) => samples.member && onAdded(samples.member.id) })}>
          {add.isPending ? sampleMessages.adding : sampleMessages.tryIt}
        </button>
        {add.isError && (
          <p role="alert" className="form-error">
            {sampleMessages.addFailed} {errorMessage(add.error, '')}
          </p>
        )}
      </section>
    );
  }

  return (
    <section className="card samples" aria-labelledby={headingId} aria-busy={progress.reading || undefined}>
      <h2 id={headingId}>{sampleMessages.title}</h2>
      <p>
        <SampleBadge /> {sampleMessages.explanation(`${member.firstName} ${member.lastName}`)}
      </p>
      {progress.reading ? (
        <div className="samples__progress">
          <p role="status">{sampleMessages.progress(progress.read, progress.total)}</p>
          <progress max={progress.total} value={progress.read} aria-label={sampleMessages.progressLabel} />
        </div>
      ) : (
        <SampleVisits documents={documents} />
      )}
      {progress.failed > 0 && <p className="form-error">{sampleMessages.failed(progress.failed)}</p>}
      <button type="button" className="button button--secondary" onClick={() => onRemove(member)}>
        {sampleMessages.remove}
      </button>
    </section>
  );
}
