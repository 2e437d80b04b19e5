import { formatCents, type MemberSelection, type MonthTotalsResponse, type TotalsResponse } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import './monthly-chart.css';
import { totalsQueries } from './api/totals';

type SeriesField = keyof Pick<MonthTotalsResponse, 'billed' | 'insurancePaid' | 'youPaid'>;
type FillStyle = 'solid' | 'hatched' | 'outlined';

/** The three series: each differs by its fill style as well as its colour, so colour is never needed to tell them apart. */
const series: readonly { field: SeriesField; label: string; fill: FillStyle }[] = [
  { field: 'billed', label: 'Billed', fill: 'solid' },
  { field: 'insurancePaid', label: 'Insurance Paid', fill: 'hatched' },
  { field: 'youPaid', label: 'You Paid', fill: 'outlined' },
];

// The drawing's own units: the SVG scales to its box (viewBox), from 360 px screens up.
const VIEW_WIDTH = 520;
const VIEW_HEIGHT = 262;
const PLOT = { left: 70, right: 514, top: 14, bottom: 230 };
const MONTH_LABEL_Y = 254;
const BAR_WIDTH = 9;
const BAR_GAP = 1.5;
const AXIS_STEPS = 4;
/** A month with a few cents still shows a sliver, so "small" never looks like "nothing". */
const MIN_BAR_HEIGHT = 1.5;

const monthName = (month: number, style: 'narrow' | 'short' | 'long') =>
  new Intl.DateTimeFormat('en-US', { month: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));

const axisAmount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumSignificantDigits: 3 });

/** The axis values in cents, 0 up to a round top (1, 2, 2.5 or 5 times a power of ten per step) at or above `largest`. */
function axisTicks(largest: number): number[] {
  const rough = Math.max(largest, 1) / AXIS_STEPS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  return Array.from({ length: AXIS_STEPS + 1 }, (_, index) => index * step);
}

/** What a screen reader hears for the drawing; the table beside it holds every figure. */
function chartSummary(totals: TotalsResponse, scope: string): string {
  const sentences = [
    `Bar chart of amounts per month in ${totals.year} for ${scope}.`,
    `For the year: billed ${formatCents(totals.billed)}, insurance paid ${formatCents(totals.insurancePaid)}, you paid ${formatCents(totals.youPaid)}.`,
  ];
  const mostBilled = totals.months.reduce((best, month) => (month.billed > best.billed ? month : best));
  if (mostBilled.billed > 0) sentences.push(`Most billed in ${monthName(mostBilled.month, 'long')}: ${formatCents(mostBilled.billed)}.`);
  return sentences.join(' ');
}

const tableCaption = (year: number, scope: string) => `Amounts per month in ${year} for ${scope}`;

/** The fill and outline of a series; the legend's swatches use the same, so they read alike. */
function seriesPaint(fill: FillStyle, hatchId: string) {
  return {
    className: `monthly-chart__bar monthly-chart__bar--${fill}`,
    ...(fill === 'hatched' ? { fill: `url(#${hatchId})` } : {}),
  };
}

type MonthlyChartProps = { year: number; selection: MemberSelection | null; memberFirstName: string | null };

/**
 * Billed, insurance paid and you paid per month of the year, for the member or the family. Same
 * query as the total cards (one request); lazy-loaded by the dashboard.
 */
export function MonthlyChart({ year, selection, memberFirstName }: MonthlyChartProps) {
  const totals = useQuery(totalsQueries.year(year, selection));
  const baseId = useId();
  // useId's characters are not all valid in url(#...) references.
  const hatchId = `hatch-${baseId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const tableId = `${baseId}-table`;
  const [showTable, setShowTable] = useState(false);
  // Who the figures are for, as it reads mid-sentence: 'Jane' or 'all family members'.
  const scope = memberFirstName ?? 'all family members';

  // The total cards show the loading and error states of this same query.
  if (!totals.data) return null;
  const data = totals.data;
  const isEmpty = data.months.every((month) => series.every(({ field }) => month[field] === 0));

  return (
    <section className="card monthly-chart" aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`}>Month by month, {year}</h2>
      <p className="muted monthly-chart__scope">For {scope}</p>
      {isEmpty ? (
        <p className="monthly-chart__empty">No amounts for {year} yet.</p>
      ) : (
        <>
          <ul className="monthly-chart__legend">
            {series.map(({ field, label, fill }) => (
              <li key={field}>
                <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
                  <rect x="1" y="1" width="16" height="16" {...seriesPaint(fill, hatchId)} />
                </svg>
                {label}
              </li>
            ))}
          </ul>
          <MonthlyBars months={data.months} hatchId={hatchId} label={chartSummary(data, scope)} />
          <button
            type="button"
            className="button button--secondary monthly-chart__toggle"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? 'Hide table' : 'Show as table'}
          </button>
          <div id={tableId} className="monthly-chart__table-wrap" hidden={!showTable} tabIndex={showTable ? 0 : undefined} role="region" aria-label={tableCaption(year, scope)}>
            <MonthlyTable totals={data} scope={scope} />
          </div>
        </>
      )}
    </section>
  );
}

function MonthlyBars({ months, hatchId, label }: { months: TotalsResponse['months']; hatchId: string; label: string }) {
  const ticks = axisTicks(Math.max(...months.flatMap((month) => series.map(({ field }) => month[field]))));
  const top = ticks.at(-1) ?? 1;
  const y = (amount: number) => PLOT.bottom - (Math.max(amount, 0) / top) * (PLOT.bottom - PLOT.top);
  const groupWidth = (PLOT.right - PLOT.left) / months.length;
  const barsWidth = series.length * BAR_WIDTH + (series.length - 1) * BAR_GAP;

  return (
    <svg className="monthly-chart__svg" viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`} role="img" aria-label={label}>
      <defs>
        <pattern id={hatchId} width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="5" height="5" className="monthly-chart__hatch-ground" />
          <rect width="2.5" height="5" className="monthly-chart__hatch-line" />
        </pattern>
      </defs>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PLOT.left} x2={PLOT.right} y1={y(tick)} y2={y(tick)} className="monthly-chart__grid" />
          <text x={PLOT.left - 6} y={y(tick)} className="monthly-chart__axis" textAnchor="end" dominantBaseline="middle">
            {axisAmount.format(tick / 100)}
          </text>
        </g>
      ))}
      {months.map((month, index) => {
        const groupLeft = PLOT.left + index * groupWidth + (groupWidth - barsWidth) / 2;
        return (
          <g key={month.month} data-month={month.month}>
            {series.map(({ field, label: seriesLabel, fill }, position) => {
              const amount = month[field];
              if (amount <= 0) return null;
              const height = Math.max(PLOT.bottom - y(amount), MIN_BAR_HEIGHT);
              return (
                <rect
                  key={field}
                  data-series={field}
                  x={groupLeft + position * (BAR_WIDTH + BAR_GAP)}
                  y={PLOT.bottom - height}
                  width={BAR_WIDTH}
                  height={height}
                  {...seriesPaint(fill, hatchId)}
                >
                  <title>{`${monthName(month.month, 'long')}, ${seriesLabel}: ${formatCents(amount)}`}</title>
                </rect>
              );
            })}
            <text x={PLOT.left + (index + 0.5) * groupWidth} y={MONTH_LABEL_Y} className="monthly-chart__axis" textAnchor="middle">
              {/* Narrow screens show the initial only (CSS), so the larger labels there do not collide. */}
              <tspan className="monthly-chart__month-short">{monthName(month.month, 'short')}</tspan>
              <tspan className="monthly-chart__month-initial">{monthName(month.month, 'narrow')}</tspan>
            </text>
          </g>
        );
      })}
      <line x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} className="monthly-chart__baseline" />
    </svg>
  );
}

function MonthlyTable({ totals, scope }: { totals: TotalsResponse; scope: string }) {
  return (
    <table className="monthly-chart__table">
      <caption>{tableCaption(totals.year, scope)}</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          {series.map(({ field, label }) => (
            <th key={field} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {totals.months.map((month) => (
          <tr key={month.month}>
            <th scope="row">{monthName(month.month, 'long')}</th>
            {series.map(({ field }) => (
              <td key={field}>{formatCents(month[field])}</td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          {series.map(({ field }) => (
            <td key={field}>{formatCents(totals[field])}</td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}
