import { formatUsDate, ledgerLink, ledgerMessages, ledgerResultText, type MemberSelection, type VisitLedgerResponse } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { Dollars, NotStated } from '../../components/not-stated';
import { WriteLetterLink } from '../letters';
import { ledgerQueries } from './api/ledgers';
import './ledgers.css';

/** The result in words; an amount nothing states is the accessible dash (Decision 14). */
function ResultText({ result }: Pick<VisitLedgerResponse, 'result'>) {
  if (result.kind === 'owe' && result.amount === null) {
    return (
      <>
        {ledgerMessages.stillOwe('')}
        <NotStated />
      </>
    );
  }
  return <>{ledgerResultText(result)}</>;
}

/** The visit by its provider and date of service, a dash for either one missing. */
function VisitName({ ledger }: { ledger: VisitLedgerResponse }) {
  return (
    <>
      {ledger.providerName.trim() === '' ? <NotStated /> : ledger.providerName}, {ledger.dateOfService ? formatUsDate(ledger.dateOfService) : <NotStated />}
    </>
  );
}

const figures = [
  ['insurerSaysYouOwe', ledgerMessages.insurerSaysYouOwe],
  ['providerBilledYou', ledgerMessages.providerBilledYou],
  ['youPaid', ledgerMessages.youPaid],
] as const;

function NeedsActionItem({ ledger }: { ledger: VisitLedgerResponse }) {
  const link = ledgerLink(ledger);
  return (
    <li className="needs-action__item">
      <p className="needs-action__visit">
        {link ? (
          <Link to={link}>
            <VisitName ledger={ledger} />
          </Link>
        ) : (
          <VisitName ledger={ledger} />
        )}
      </p>
      <p className="needs-action__result">
        <ResultText result={ledger.result} />
      </p>
      <dl className="needs-action__figures">
        <div>
          <dt>{ledgerMessages.atStake}</dt>
          <dd>
            <Dollars value={ledger.result.amount} />
          </dd>
        </div>
        {figures.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              <Dollars value={ledger[key]} />
            </dd>
          </div>
        ))}
      </dl>
      {/* A dispute, a re-bill request or an appeal, drafted from the visit's own figures (issue 14). */}
      <p className="needs-action__actions">
        <WriteLetterLink ledger={ledger} />
      </p>
    </li>
  );
}

type NeedsActionListProps = { year: number; selection: MemberSelection | null };

/** Issue 14: the visits of the year that are not settled, each with what is at stake and a way to its bill. */
export function NeedsActionList({ year, selection }: NeedsActionListProps) {
  const ledgers = useQuery(ledgerQueries.year(year, selection));
  const headingId = useId();
  const open = ledgers.data?.ledgers.filter((ledger) => !ledger.settled) ?? [];
  return (
    <section className="card needs-action" aria-labelledby={headingId} aria-busy={ledgers.isPending || undefined}>
      <h2 id={headingId}>{ledgerMessages.needsActionTitle}</h2>
      {ledgers.isError && <LoadError onRetry={() => void ledgers.refetch()}>{ledgerMessages.loadFailed}</LoadError>}
      {ledgers.data &&
        (open.length === 0 ? (
          <p className="muted">{ledgerMessages.nothingNeedsAction}</p>
        ) : (
          <ul className="needs-action__list">
            {open.map((ledger) => (
              <NeedsActionItem key={ledger.id} ledger={ledger} />
            ))}
          </ul>
        ))}
    </section>
  );
}
