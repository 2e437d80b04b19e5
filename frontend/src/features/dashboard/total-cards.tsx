import { formatCents, searchPath, totalCardCaption, totalLabel, type MemberSelection, type SearchFilters, type TotalCard } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { RefundsDueCard } from '../ledgers';
import { totalsQueries } from './api/totals';

const cards: { card: TotalCard; title: string; flag: 'bills' | 'eobs' | 'receipts' }[] = [
  { card: 'billed', title: 'Medical Billings', flag: 'bills' },
  { card: 'insurancePaid', title: 'Insurance payments', flag: 'eobs' },
  { card: 'youPaid', title: 'You Paid', flag: 'receipts' },
];

/** The /search link of a card: its document type, the member (or the family) and the whole year. */
export function cardSearchPath(flag: 'bills' | 'eobs' | 'receipts', selection: MemberSelection, year: number): string {
  const filters: Partial<SearchFilters> = { [flag]: true, memberId: selection, startDate: `${year}-01-01`, endDate: `${year}-12-31` };
  return searchPath(filters);
}

type TotalCardsProps = { year: number; selection: MemberSelection | null; memberFirstName: string | null };

/** Decision 3: 'Total {year}' for bills, insurance payments and what the user paid; then the refunds due (issue 14). */
export function TotalCards({ year, selection, memberFirstName }: TotalCardsProps) {
  const totals = useQuery(totalsQueries.year(year, selection));
  const baseId = useId();
  return (
    <section aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`} className="visually-hidden">
        Totals for {year}
      </h2>
      {totals.isError && (
        <LoadError onRetry={() => void totals.refetch()}>We could not load your totals.</LoadError>
      )}
      <div className="total-cards">
        {cards.map(({ card, title, flag }) => {
          const id = `${baseId}-${card}`;
          return (
            <article key={card} className="card total-card" aria-labelledby={id}>
              <h3 id={id}>{title}</h3>
              <p className="total-card__label">{totalLabel(year)}</p>
              <p className="total-card__amount" aria-live="polite" aria-busy={totals.isPending || undefined}>
                {totals.data ? formatCents(totals.data[card]) : '...'}
              </p>
              <p className="muted">{totalCardCaption(card, memberFirstName)}</p>
              {selection !== null && (
                <Link to={cardSearchPath(flag, selection, year)} aria-describedby={id}>
                  Click to search
                </Link>
              )}
            </article>
          );
        })}
        <RefundsDueCard year={year} selection={selection} />
      </div>
    </section>
  );
}
