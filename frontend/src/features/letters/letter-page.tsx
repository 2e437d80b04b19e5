import { formatUsDate, ledgerResultText, letterMessages, type VisitLedgerResponse } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { NotStated } from '../../components/not-stated';
import { errorMessage } from '../../lib/api/api-error';
import { letterQueries } from './api/letters';
import { LetterForm } from './letter-form';
import { LetterList } from './letter-list';
import './letters.css';

/** The visit the letter is about: its provider, date of service and result, a dash for what is missing. */
function VisitSummary({ ledger }: { ledger: VisitLedgerResponse }) {
  return (
    <p>
      {ledger.providerName.trim() === '' ? <NotStated /> : ledger.providerName}, {ledger.dateOfService ? formatUsDate(ledger.dateOfService) : <NotStated />}:{' '}
      {ledgerResultText(ledger.result)}
    </p>
  );
}

/**
 * /ledgers/:ledgerId/letter (issue 14): pick a kind of letter, edit its draft (filled by the server
 * from the visit's documents), save it as a PDF to download, and record when it was sent.
 */
export function LetterPage() {
  const { ledgerId = '' } = useParams();
  const drafts = useQuery(letterQueries.drafts(ledgerId));
  return (
    <div className="container stack letter-page">
      <header className="page-head">
        <h1>{letterMessages.pageTitle}</h1>
        {drafts.data && <VisitSummary ledger={drafts.data.ledger} />}
      </header>
      {drafts.isPending && (
        <p role="status" className="muted">
          Loading the visit...
        </p>
      )}
      {drafts.isError && <LoadError onRetry={() => void drafts.refetch()}>{errorMessage(drafts.error, letterMessages.loadFailed)}</LoadError>}
      {drafts.data &&
        (drafts.data.drafts.length === 0 ? (
          <p className="card">{letterMessages.nothingToWrite}</p>
        ) : (
          <LetterForm ledgerId={ledgerId} drafts={drafts.data.drafts} />
        ))}
      {drafts.data && <LetterList ledgerId={ledgerId} />}
      <p>
        <Link to="/dashboard">{letterMessages.backToDashboard}</Link>
      </p>
    </div>
  );
}
