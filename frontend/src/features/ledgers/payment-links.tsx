import {
  displayFallbacks,
  formatCents,
  formatDisplayDate,
  formatUsDate,
  ledgerMessages,
  ledgerResultText,
  reminderMessages,
  visitLinkChangeText,
  visitLinkMessages as messages,
  visitPhrase,
  type LedgersResponse,
  type MemberSelection,
  type VisitLedgerResponse,
  type VisitLinkChange,
} from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { LoadError } from '../../components/load-error';
import { NotStated } from '../../components/not-stated';
import { familyQueries } from '../family';
import { ledgerQueries } from './api/ledgers';
import { useVisitLink, type VisitLinkChoice } from './api/visit-link';
import './ledgers.css';

/** One payment of the year: in a visit (and how it joined it), or in none (and whether the person took it out). */
type PaymentRow = {
  id: string;
  memberId: string;
  date: string;
  amount: number;
  providerName: string | null;
  place: { kind: 'visit'; ledger: VisitLedgerResponse; joinedBy: 'bill' | 'hand' | 'match' } | { kind: 'none'; byHand: boolean };
};

const inVisits = (ledgers: readonly VisitLedgerResponse[]) =>
  ledgers.flatMap((ledger) => ledger.payments.map((payment): PaymentRow => ({ ...payment, memberId: ledger.memberId, place: { kind: 'visit', ledger, joinedBy: payment.joinedBy } })));

/**
 * Every payment of the year, newest first, each once: those of the year's visits, those of no visit,
 * and those dated in the year that count in a visit of `before` (the year before's answer: a January
 * payment of a December visit), so that linking one there does not take it off the year's list.
 */
function paymentRows(data: LedgersResponse, before: LedgersResponse | undefined): PaymentRow[] {
  const apart = data.unlinkedPayments.map((payment): PaymentRow => ({ ...payment, place: { kind: 'none', byHand: payment.unlinkedByHand } }));
  const ofThisYear = inVisits(before?.ledgers ?? []).filter((row) => row.date.startsWith(`${data.year}-`));
  // The two answers are read apart: one may not have caught up with a change the other shows.
  const rows = new Map<string, PaymentRow>();
  for (const row of [...inVisits(data.ledgers), ...apart, ...ofThisYear]) if (!rows.has(row.id)) rows.set(row.id, row);
  return [...rows.values()].sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}

/** The visits a payment can be linked to, by year: the selected year's, then the year before's. */
type VisitGroup = { year: number; visits: VisitLedgerResponse[] };

const visitOf = (ledger: VisitLedgerResponse) => visitPhrase({ providerName: ledger.providerName.trim() || null, dateOfService: ledger.dateOfService });

/** A visit in the list to choose from: its provider, its date and where it stands ('You still owe $12.34'). */
const visitOption = (ledger: VisitLedgerResponse) =>
  `${ledger.providerName.trim() || displayFallbacks.unknownProvider}, ${formatUsDate(ledger.dateOfService ?? ledger.date)} (${ledgerResultText(ledger.result)})`;

type ItemProps = {
  row: PaymentRow;
  /** The member's visits, by year (none of a year: no group). */
  visits: VisitGroup[];
  firstName: string | null;
  busy: boolean;
  onChange: (choice: VisitLinkChoice) => void;
};

function PaymentItem({ row, visits, firstName, busy, onChange }: ItemProps) {
  const [chosen, setChosen] = useState('');
  const nameId = useId();
  const selectId = useId();
  const linkId = useId();
  const unlinkId = useId();
  const automaticId = useId();
  const { place } = row;
  const handLinked = place.kind === 'visit' ? place.joinedBy === 'hand' : place.byHand;
  const link = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onChange({ documentId: chosen });
  };
  return (
    <li className="payment-links__item">
      {/* The payment's name, which each control below adds to its own for screen readers. */}
      <p className="payment-links__payment" id={nameId}>
        <strong>{formatCents(row.amount)}</strong> · <time dateTime={row.date}>{formatDisplayDate(row.date)}</time> · {row.providerName ?? <NotStated />}
        {firstName && <span> · {reminderMessages.forMember(firstName)}</span>}
      </p>
      <p className="payment-links__state">
        {place.kind === 'visit' ? `${messages.inVisit(visitOf(place.ledger))} ${messages.joinedBy[place.joinedBy]}` : place.byHand ? messages.unlinkedByYou : messages.notLinked}
      </p>
      {place.kind === 'none' &&
        (visits.length === 0 ? (
          <p className="muted">{messages.noVisits}</p>
        ) : (
          <form className="payment-links__link" onSubmit={link}>
            <div className="field">
              <label htmlFor={selectId} id={`${selectId}-label`}>
                {messages.linkLabel}
              </label>
              <select id={selectId} aria-labelledby={`${selectId}-label ${nameId}`} value={chosen} disabled={busy} onChange={(event) => setChosen(event.currentTarget.value)}>
                <option value="">{messages.chooseVisit}</option>
                {visits.map((group) => (
                  <optgroup key={group.year} label={messages.visitsOf(group.year)}>
                    {group.visits.map((ledger) => (
                      // A link names the visit's latest bill (else its EOB), never the visit's own id, which changes.
                      <option key={ledger.id} value={ledger.billId ?? ledger.eobId ?? ''}>
                        {visitOption(ledger)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
            <button type="submit" className="button button--secondary" id={linkId} aria-labelledby={`${linkId} ${nameId}`} disabled={busy || chosen === ''}>
              {messages.link}
            </button>
          </form>
        ))}
      {(place.kind === 'visit' || handLinked) && (
        <p className="button-row payment-links__actions">
          {place.kind === 'visit' && (
            <button type="button" className="button button--secondary" id={unlinkId} aria-labelledby={`${unlinkId} ${nameId}`} disabled={busy} onClick={() => onChange({ unlinked: true })}>
              {messages.unlink}
            </button>
          )}
          {handLinked && (
            <button type="button" className="button button--ghost" id={automaticId} aria-labelledby={`${automaticId} ${nameId}`} disabled={busy} onClick={() => onChange('automatic')}>
              {messages.automatic}
            </button>
          )}
        </p>
      )}
    </li>
  );
}

type PaymentLinksListProps = { year: number; selection: MemberSelection | null };

/**
 * Issue 14: the year's receipts and payments, each with the visit it counts in. A payment in a visit
 * can be unlinked; one in no visit linked to a visit of its member that year or the year before (a
 * payment often comes in the year after the visit), chosen by provider and date; a hand link or
 * unlink can be given back to FairBill's automatic match.
 */
export function PaymentLinksList({ year, selection }: PaymentLinksListProps) {
  const ledgers = useQuery(ledgerQueries.year(year, selection));
  const yearBefore = useQuery(ledgerQueries.year(year - 1, selection));
  const members = useQuery(familyQueries.list());
  const change = useVisitLink();
  const [done, setDone] = useState<VisitLinkChange | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  const data = ledgers.data;
  const rows = data ? paymentRows(data, yearBefore.data) : [];
  const visitsOf = (memberId: string): VisitGroup[] =>
    [
      { year, visits: data?.ledgers ?? [] },
      { year: year - 1, visits: yearBefore.data?.ledgers ?? [] },
    ]
      .map((group) => ({ ...group, visits: group.visits.filter((ledger) => ledger.memberId === memberId) }))
      .filter((group) => group.visits.length > 0);
  // Whose payment it is, when the whole family is shown.
  const firstNames = new Map(selection === 'family' ? (members.data ?? []).map((member) => [member.id, member.firstName]) : []);
  const save = (paymentId: string, choice: VisitLinkChoice) => {
    setDone(null);
    change.mutate(
      { paymentId, choice },
      {
        onSuccess: (answer) => {
          setDone(answer.change);
          // The control pressed may be gone (the payment moved in the list): the outcome takes the focus.
          status.current?.focus();
        },
      },
    );
  };
  return (
    <section className="card payment-links" aria-labelledby={headingId} aria-busy={ledgers.isPending || yearBefore.isPending || undefined}>
      <h2 id={headingId}>{messages.title}</h2>
      <p className="muted">{messages.intro}</p>
      {(ledgers.isError || yearBefore.isError) && (
        <LoadError
          onRetry={() => {
            if (ledgers.isError) void ledgers.refetch();
            if (yearBefore.isError) void yearBefore.refetch();
          }}
        >
          {ledgerMessages.loadFailed}
        </LoadError>
      )}
      <p role="status" className="payment-links__status" ref={status} tabIndex={-1}>
        {change.isPending ? messages.saving : done ? visitLinkChangeText(done) : ''}
      </p>
      {change.isError && (
        <p role="alert" className="form-error">
          {messages.saveFailed}
        </p>
      )}
      {data &&
        (rows.length === 0 ? (
          <p className="muted">{messages.nothingThisYear}</p>
        ) : (
          <ul className="payment-links__list">
            {rows.map((row) => (
              <PaymentItem
                key={row.id}
                row={row}
                visits={visitsOf(row.memberId)}
                firstName={firstNames.get(row.memberId) ?? null}
                busy={change.isPending}
                onChange={(choice) => save(row.id, choice)}
              />
            ))}
          </ul>
        ))}
    </section>
  );
}
