import { displayFallbacks, formatUsDate, type DocumentView, type MatchState } from '@fairbill/shared';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Dollars, NotStated } from '../../components/not-stated';
import '../../styles/document-views.css';
import { billRow, eobRow, type ComparisonRow } from '../comparison';

type Column = { key: string; label: string; tooltip: string; detail?: boolean };

/** Spec section 2, "Bill detail": the columns and their tooltips, verbatim. */
const COLUMNS: readonly Column[] = [
  { key: 'dos', label: 'DOS', tooltip: 'Date of Service' },
  { key: 'provider', label: 'Provider', tooltip: 'Facility or Doctor' },
  { key: 'billed', label: 'Amount Billed', tooltip: 'Amount billed to insurance' },
  { key: 'network', label: 'In-network or out of network', tooltip: 'Whether the provider is in or out of network' },
  { key: 'allowed', label: 'Allowed Amount', tooltip: 'Amount the insurance says the service should cost', detail: true },
  { key: 'coinsurance', label: 'Co. Insurance', tooltip: 'Amount owed after the deductible but before full coverage', detail: true },
  { key: 'deductible', label: 'Deductible', tooltip: 'Amount owed before insurance kicks in', detail: true },
  { key: 'paid', label: 'Insurance Paid', tooltip: 'Amount the insurance paid' },
  { key: 'owe', label: 'You Owe', tooltip: 'Amount to pay out of pocket' },
];

type Row = Record<Column['key'], ReactNode>;

/** A row's cells as shown; a missing record (no matching EOB) or value shows a dash (Decision 14). */
function cells(row: ComparisonRow): Row {
  if (!row.present) return Object.fromEntries(COLUMNS.map((column) => [column.key, <NotStated />]));
  return {
    dos: formatUsDate(row.dateOfService),
    provider: row.provider ?? displayFallbacks.unknownProvider,
    billed: <Dollars value={row.amountBilled} />,
    network: row.inNetwork === null ? <NotStated /> : row.inNetwork ? 'In-network' : 'Out of network',
    allowed: <Dollars value={row.allowedAmount} />,
    coinsurance: <Dollars value={row.coInsurance} />,
    deductible: <Dollars value={row.deductible} />,
    paid: <Dollars value={row.insurancePaid} />,
    owe: <Dollars value={row.youOwe} />,
  };
}

/** Gap between a tip and the edge of the table's scrolling region (px). */
const TIP_MARGIN = 4;

/**
 * How far (px) to move a tip from its label's left edge so that all of it shows inside the
 * table's scrolling region (issue 17: at 360 px a tip could open half outside it, clipped).
 */
function tipShift(anchor: HTMLElement, tip: HTMLElement): number {
  const bounds = (anchor.closest('[role="region"]') ?? document.documentElement).getBoundingClientRect();
  const start = anchor.getBoundingClientRect().left;
  const left = Math.max(bounds.left + TIP_MARGIN, Math.min(start, bounds.right - TIP_MARGIN - tip.offsetWidth));
  return left - start;
}

function HeaderWithTooltip({ column }: { column: Column }) {
  const id = useId();
  // WCAG 1.4.13: the tip shows on hover and focus, stays while hovered, and Escape dismisses it.
  const [dismissed, setDismissed] = useState(false);
  const [shift, setShift] = useState(0);
  const anchor = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const place = useCallback(() => {
    if (anchor.current && tip.current) setShift(tipShift(anchor.current, tip.current));
  }, []);
  // While its button has focus, the tip follows the table's region as it scrolls (the browser may
  // scroll the button into view a frame or more after the focus).
  const region = () => anchor.current?.closest('[role="region"]');
  return (
    <th scope="col">
      <span ref={anchor} className={`tooltip${dismissed ? ' tooltip--dismissed' : ''}`} onMouseEnter={place} onMouseLeave={() => setDismissed(false)}>
        <span>{column.label}</span>{' '}
        <button
          type="button"
          className="tooltip__trigger"
          aria-label={`About ${column.label}`}
          aria-describedby={id}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDismissed(true);
          }}
          // The browser scrolls the focused button into view after this event: place the tip then.
          onFocus={() => {
            requestAnimationFrame(place);
            region()?.addEventListener('scroll', place, { passive: true });
          }}
          onBlur={() => {
            region()?.removeEventListener('scroll', place);
            setDismissed(false);
          }}
        >
          ?
        </button>
        <span ref={tip} role="tooltip" id={id} className="tooltip__text" style={{ left: shift }}>
          {column.tooltip}
        </span>
      </span>
    </th>
  );
}

function MatchMark({ matched }: { matched: boolean }) {
  return matched ? (
    <span className="match match--yes">
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">Match</span>
    </span>
  ) : (
    <span className="match match--no">
      <span aria-hidden="true" className="match__circle" />
      <span className="visually-hidden">Does not match</span>
    </span>
  );
}

/**
 * Spec "Bill detail": the EOB and bill side by side, collapsed by default (the detail columns appear
 * when expanded), with a tooltip per column and a match mark. History and the explanation pages show
 * the flat EOB/Bill grid instead (comparison/comparison-grid.tsx).
 */
export function CollapsibleComparisonTable({ bill, eob, matchState }: { bill: DocumentView; eob: DocumentView | null; matchState: MatchState }) {
  const [expanded, setExpanded] = useState(false);
  const tableId = useId();
  const columns = COLUMNS.filter((column) => expanded || !column.detail);
  const rows: { label: string; caption: string; values: Row }[] = [
    { label: 'EOB', caption: 'Evidence of Benefits', values: cells(eobRow(eob)) },
    { label: 'Bill', caption: 'Statement from provider', values: cells(billRow(bill)) },
  ];
  return (
    <div className="comparison">
      <button type="button" className="link-button comparison__toggle" aria-expanded={expanded} aria-controls={tableId} onClick={() => setExpanded((open) => !open)}>
        {expanded ? 'Click to collapse table' : 'Click to expand and see detailed breakdown'}
      </button>
      <div className="table-scroll" id={tableId} tabIndex={0} role="region" aria-label="EOB and bill comparison">
        <table className="comparison__table">
          <caption className="visually-hidden">Your EOB compared with the bill</caption>
          <thead>
            <tr>
              <td />
              {columns.map((column) => (
                <HeaderWithTooltip key={column.key} column={column} />
              ))}
              <th scope="col">Match</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">
                  {row.label}
                  <span className="comparison__row-caption muted">{row.caption}</span>
                </th>
                {columns.map((column) => (
                  <td key={column.key}>{row.values[column.key]}</td>
                ))}
                <td>
                  <MatchMark matched={matchState === 'perfect'} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
