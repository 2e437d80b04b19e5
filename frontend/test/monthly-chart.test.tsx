import type { FamilyMember, TotalsResponse } from '@fairbill/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { json, mockFetch } from './fetch-mock';
import { renderApp } from './render-app';
import { totalsResponse } from './totals-fixture';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

const jane: FamilyMember = { id: 'm1', firstName: 'Jane', lastName: 'Doe', relationship: 'Self' };
const tom: FamilyMember = { id: 'm2', firstName: 'Tom', lastName: 'Doe', relationship: 'Child' };
const year = new Date().getFullYear();

/** Jane's year, in cents: three kinds of amounts in March, a large bill in November. */
const janeMonths = { 3: { billed: 10010, insurancePaid: 4000, youPaid: 2015 }, 11: { billed: 123450 } };

/** Members Jane and Tom; totals answered per `memberId` by `answer`; every totals URL asked for. */
function openDashboard(answer: (year: number, memberId: string) => TotalsResponse) {
  const totalsCalls: string[] = [];
  mockFetch({
    'GET /api/family-members': () => json({ members: [jane, tom] }),
    'GET /api/totals': ({ url }) => {
      totalsCalls.push(url);
      const params = new URL(url, 'http://localhost').searchParams;
      return json(answer(Number(params.get('year')), params.get('memberId') ?? ''));
    },
  });
  const view = renderApp('/dashboard');
  return { totalsCalls, view };
}

const janeAnswer = (asked: number, memberId: string) =>
  memberId === 'm1'
    ? totalsResponse({ year: asked, memberId, billed: 133460, insurancePaid: 4000, youPaid: 2015, months: janeMonths })
    : totalsResponse({ year: asked, memberId: memberId === 'family' ? null : memberId, billed: 999, months: { 1: { billed: 999 } } });

const chartSection = (name = `Month by month, ${year}`) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('Dashboard monthly chart', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    resetQueryClientForTests();
    signedInAs();
  });

  it('draws grouped bars per month, each series in its own fill style, with a summary for screen readers', async () => {
    const { view } = openDashboard(janeAnswer);
    const chart = await chartSection();
    expect(within(chart).getByText('For Jane')).toBeInTheDocument();

    const drawing = within(chart).getByRole('img');
    expect(drawing).toHaveAccessibleName(
      `Bar chart of amounts per month in ${year} for Jane. For the year: billed $1,334.60, insurance paid $40.00, you paid $20.15. Most billed in November: $1,234.50.`,
    );
    expect(drawing).toHaveAttribute('viewBox');
    expect(drawing.querySelectorAll('text')).not.toHaveLength(0);
    expect(within(chart).getByText('Jan')).toBeInTheDocument();
    expect(within(chart).getByText('Dec')).toBeInTheDocument();

    const barsOf = (month: number) => [...view.container.querySelectorAll(`[data-month="${month}"] rect[data-series]`)];
    expect(barsOf(3).map((bar) => bar.getAttribute('data-series'))).toEqual(['billed', 'insurancePaid', 'youPaid']);
    expect(barsOf(11).map((bar) => bar.getAttribute('data-series'))).toEqual(['billed']);
    for (const month of [1, 2, 4, 5, 6, 7, 8, 9, 10, 12]) expect(barsOf(month)).toEqual([]);
    // Heights follow the amounts on one shared scale.
    const height = (bar: Element | undefined) => Number(bar?.getAttribute('height'));
    expect(height(barsOf(3)[0]) / height(barsOf(11)[0])).toBeCloseTo(100.1 / 1234.5, 5);
    expect(barsOf(3)[0]?.querySelector('title')).toHaveTextContent('March, Billed: $100.10');
    // The API's cents are drawn against an axis in dollars.
    const axis = [...view.container.querySelectorAll('text.monthly-chart__axis[text-anchor="end"]')].map((label) => label.textContent);
    expect(axis).toEqual(['$0', '$500', '$1K', '$1.5K', '$2K']);

    // Not by colour alone: solid, hatched (a pattern the drawing defines) and outlined, the same in the legend.
    const styles = barsOf(3).map((bar) => bar.getAttribute('class'));
    expect(styles).toEqual(['monthly-chart__bar monthly-chart__bar--solid', 'monthly-chart__bar monthly-chart__bar--hatched', 'monthly-chart__bar monthly-chart__bar--outlined']);
    const hatch = barsOf(3)[1]?.getAttribute('fill') ?? '';
    expect(hatch).toMatch(/^url\(#[\w-]+\)$/);
    expect(drawing.querySelector(`pattern#${hatch.slice(5, -1)}`)).not.toBeNull();
    const legend = within(chart).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual(['Billed', 'Insurance Paid', 'You Paid']);
    expect(legend.map((item) => item.querySelector('rect')?.getAttribute('class'))).toEqual(styles);
  });

  it("shows the months as a table on request, in en-US dollars with cents", async () => {
    openDashboard(janeAnswer);
    const user = userEvent.setup();
    const chart = await chartSection();
    expect(within(chart).queryByRole('table')).toBeNull();
    const toggle = within(chart).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide table');

    const table = within(chart).getByRole('table', { name: `Amounts per month in ${year} for Jane` });
    const rows = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(within(rows[0] as HTMLElement).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Month', 'Billed', 'Insurance Paid', 'You Paid']);
    // A header row, twelve months, the year's total.
    expect(rows).toHaveLength(14);
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(cells(row('January'))).toEqual(['$0.00', '$0.00', '$0.00']);
    expect(cells(row('March'))).toEqual(['$100.10', '$40.00', '$20.15']);
    expect(cells(row('November'))).toEqual(['$1,234.50', '$0.00', '$0.00']);
    expect(cells(row('Total'))).toEqual(['$1,334.60', '$40.00', '$20.15']);

    await user.click(toggle);
    expect(within(chart).queryByRole('table')).toBeNull();
  });

  it('says calmly that the year has no amounts instead of drawing empty bars', async () => {
    openDashboard((asked, memberId) => totalsResponse({ year: asked, memberId }));
    const chart = await chartSection();
    expect(within(chart).getByText(`No amounts for ${year} yet.`)).toBeInTheDocument();
    expect(within(chart).queryByRole('img')).toBeNull();
    expect(within(chart).queryByRole('button', { name: 'Show as table' })).toBeNull();
  });

  it('follows the member, the family and the year, sharing one request with the total cards', async () => {
    const { totalsCalls } = openDashboard(janeAnswer);
    const user = userEvent.setup();
    await chartSection();
    expect(totalsCalls).toEqual([`/api/totals?year=${year}&memberId=m1`]);

    await user.selectOptions(screen.getByLabelText('Family member'), 'family');
    const family = await chartSection();
    expect(await within(family).findByRole('img', { name: new RegExp(`^Bar chart of amounts per month in ${year} for all family members\\.`) })).toBeInTheDocument();
    expect(within(family).getByText('For all family members')).toBeInTheDocument();
    expect(totalsCalls).toEqual([`/api/totals?year=${year}&memberId=m1`, `/api/totals?year=${year}&memberId=family`]);

    await user.selectOptions(screen.getByLabelText('Year'), String(year - 1));
    const earlier = await chartSection(`Month by month, ${year - 1}`);
    expect(await within(earlier).findByRole('img', { name: new RegExp(`per month in ${year - 1} for all family members\\.`) })).toBeInTheDocument();
    expect(totalsCalls.at(-1)).toBe(`/api/totals?year=${year - 1}&memberId=family`);
    expect(totalsCalls).toHaveLength(3);
  });
});
