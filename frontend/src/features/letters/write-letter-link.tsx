import { formatUsDate, letterMessages, type VisitLedgerResponse } from '@fairbill/shared';
import { Link } from 'react-router-dom';

/** The letter page of a visit (the route in app/routes.tsx). */
export const letterPagePath = (ledgerId: string): string => `/ledgers/${encodeURIComponent(ledgerId)}/letter`;

/** "Write a letter", named for screen readers by the visit it is about (each visit of a list has one). */
export function WriteLetterLink({ ledger }: { ledger: Pick<VisitLedgerResponse, 'id' | 'providerName' | 'dateOfService'> }) {
  const visit = `${ledger.providerName.trim() || 'Not stated'}, ${ledger.dateOfService ? formatUsDate(ledger.dateOfService) : 'Not stated'}`;
  return (
    <Link to={letterPagePath(ledger.id)} aria-label={letterMessages.writeLetterAbout(visit)}>
      {letterMessages.writeLetter}
    </Link>
  );
}
