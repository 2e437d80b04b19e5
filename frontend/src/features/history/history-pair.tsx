import { flaggedHistoryRow, formatUsDate, matchMessages, paymentPath, displayFallbacks, type HistoryResponse } from '@fairbill/shared';
import { Link } from 'react-router-dom';
import { CheckIcon, CloseIcon } from '../../components/icons';
import { billRow, ComparisonGrid, eobRow, type ComparisonRow } from '../comparison';

type Pair = HistoryResponse['pairs'][number];

/** Matching pairs always pay on /payment here (the bill's own link is offered there); ids only in the URL. */
function payPath(pair: Pair): string {
  return paymentPath({ familyMemberId: pair.bill.familyMemberId, billId: pair.bill.id });
}

/** One bill/EOB pair: its two rows, the check or red X, and where to go next. */
export function HistoryPair({ pair }: { pair: Pair }) {
  const eob = eobRow(pair.eob);
  const bill = billRow(pair.bill);
  const matches = pair.matchState === 'perfect';
  const flagged = matches ? null : flaggedHistoryRow({ bill: bill.youOwe ?? 0, eob: eob.youOwe ?? 0 });
  const title = `${bill.provider ?? displayFallbacks.unknownProvider} - ${bill.dateOfService ? formatUsDate(bill.dateOfService) : displayFallbacks.unknown}`;

  const match = (row: ComparisonRow) => {
    if (matches && row.kind === 'eob') return <span className="match-ok"><CheckIcon label="Matches" /></span>;
    if (flagged === row.kind) return <span className="match-flag"><CloseIcon label="Does not match" /></span>;
    return null;
  };

  return (
    <article className="card stack" aria-label={title}>
      <h2 className="history-pair__title">{title}</h2>
      <ComparisonGrid caption={title} networkHeader="network" showInsurancePaid match={match} rows={[eob, bill]} />
      {matches ? (
        <p>
          <Link className="button" to={payPath(pair)}>
            {matchMessages.historyMatch}
          </Link>
        </p>
      ) : pair.banner.action?.kind === 'route' ? (
        <p>
          <Link className="button button--secondary" to={pair.banner.action.to}>
            {matchMessages.historyMismatch}
          </Link>
        </p>
      ) : (
        <p className="muted">{pair.banner.message}</p>
      )}
    </article>
  );
}
