import { formatCents, ledgerMessages, totalLabel, type MemberSelection } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { NotStated } from '../../components/not-stated';
import { ledgerQueries } from './api/ledgers';

type RefundsDueCardProps = { year: number; selection: MemberSelection | null };

/** The "Refunds due" figure beside the total cards: the year's refunds due, formatted here at the edge. */
export function RefundsDueCard({ year, selection }: RefundsDueCardProps) {
  const ledgers = useQuery(ledgerQueries.year(year, selection));
  const id = useId();
  return (
    <article className="card total-card" aria-labelledby={id}>
      <h3 id={id}>{ledgerMessages.refundsDueTitle}</h3>
      <p className="total-card__label">{totalLabel(year)}</p>
      <p className="total-card__amount" aria-live="polite" aria-busy={ledgers.isPending || undefined}>
        {ledgers.data ? formatCents(ledgers.data.refundsDue) : ledgers.isError ? <NotStated /> : '...'}
      </p>
      <p className="muted">{ledgerMessages.refundsDueCaption}</p>
    </article>
  );
}
