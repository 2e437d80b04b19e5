import { formatUsDate } from '@fairbill/shared';
import type { ReactNode } from 'react';
import { Dollars, NotStated } from '../../components/not-stated';
import type { ComparisonRow } from './comparison-rows';
import '../../styles/comparison.css';

const text = (value: string | null) => (value === null || value.trim() === '' ? <NotStated /> : value);
const network = (row: ComparisonRow) => (row.inNetwork === null ? <NotStated /> : row.inNetwork ? 'In Network' : 'Out of Network');
const kindLabel = { eob: 'EOB', bill: 'Bill' } as const;

type Props = {
  caption: string;
  rows: readonly ComparisonRow[];
  /** 'network' is 'network' in history and 'In/Out Network' on the explanation pages. */
  networkHeader: string;
  /** History only: the Insurance Paid column and the Match column's content per row. */
  showInsurancePaid?: boolean;
  match?: (row: ComparisonRow) => ReactNode;
};

/**
 * The EOB/Bill grid of history, the explanation pages and patient actions: one row per record,
 * a missing record or value shown as a dash (Decision 14, not the spec's 'null' and $0). The bill detail page has its own
 * collapsible table with tooltips (bill-detail/collapsible-comparison-table.tsx).
 */
export function ComparisonGrid({ caption, rows, networkHeader, showInsurancePaid = false, match }: Props) {
  return (
    <div className="comparison-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="comparison-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">DOS</th>
            <th scope="col">Provider</th>
            <th scope="col">Amount Billed</th>
            <th scope="col">{networkHeader}</th>
            <th scope="col">Allowed Amount</th>
            <th scope="col">Co. Insurance</th>
            <th scope="col">Deductible</th>
            {showInsurancePaid && <th scope="col">Insurance Paid</th>}
            <th scope="col">You Owe</th>
            {match && <th scope="col">Match</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.kind} className={`comparison-table__row--${row.kind}`}>
              <th scope="row">{kindLabel[row.kind]}</th>
              <td>{row.present && row.dateOfService ? formatUsDate(row.dateOfService) : <NotStated />}</td>
              <td>{text(row.provider)}</td>
              <td><Dollars value={row.amountBilled} /></td>
              <td>{network(row)}</td>
              <td><Dollars value={row.allowedAmount} /></td>
              <td><Dollars value={row.coInsurance} /></td>
              <td><Dollars value={row.deductible} /></td>
              {showInsurancePaid && <td><Dollars value={row.insurancePaid} /></td>}
              <td><Dollars value={row.youOwe} /></td>
              {match && <td>{match(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
