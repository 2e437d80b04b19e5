import type { FamilyMember, LedgersResponse, VisitLedgerResponse } from '@fairbill/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { json, mockFetch } from './fetch-mock';
import { renderApp } from './render-app';
import { visitLedger } from './ledger-fixture';
import { totalsResponse } from './totals-fixture';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

// Issue 14: the dashboard's "Needs your action" list and "Refunds due" card, from GET /api/ledgers.

const jane: FamilyMember = { id: 'm1', firstName: 'Jane', lastName: 'Doe', relationship: 'Self' };
const year = new Date().getFullYear();

const visits: VisitLedgerResponse[] = [
  visitLedger('owe', { youPaid: 2550, result: { kind: 'owe', amount: 7450 } }),
  visitLedger('refund', { providerName: 'Hillcrest Imaging', youPaid: 12500, result: { kind: 'refund_due', amount: 2500 } }),
  visitLedger('settled', { providerName: 'Settled Dental', youPaid: 10000, result: { kind: 'paid_in_full', amount: null }, settled: true }),
  // An EOB without a bill, nothing paid on it: no bill to open, the EOB's page instead.
  visitLedger('eob-only', { providerName: 'Northside Lab', dateOfService: null, billId: null, billIds: [], providerBilledYou: null, result: { kind: 'owe', amount: 10000 } }),
  // A bill with no amount due and no EOB: what is owed is not stated.
  visitLedger('unknown', { providerName: 'Quiet Pediatrics', eobId: null, eobIds: [], insurerSaysYouOwe: null, providerBilledYou: null, result: { kind: 'owe', amount: null } }),
];

function openDashboard(answer: Partial<LedgersResponse> = {}) {
  const ledgerCalls: string[] = [];
  mockFetch({
    'GET /api/family-members': () => json({ members: [jane] }),
    'GET /api/totals': ({ url }) => json(totalsResponse({ year: Number(new URL(url, 'http://localhost').searchParams.get('year')), memberId: 'm1' })),
    'GET /api/ledgers': ({ url }) => {
      ledgerCalls.push(url);
      return json({ year, memberId: 'm1', ledgers: visits, refundsDue: 2500, unlinkedPayments: [], ...answer } satisfies LedgersResponse);
    },
  });
  const view = renderApp('/dashboard');
  return { view, ledgerCalls };
}

const needsAction = () => screen.findByRole('region', { name: 'Needs your action' }, { timeout: 10_000 });

describe('Dashboard: Needs your action and Refunds due', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    resetQueryClientForTests();
    signedInAs();
  });

  it('lists the visits that are not settled, each with its result, the amount at stake and its figures', async () => {
    const { ledgerCalls } = openDashboard();
    const section = await needsAction();
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(section).not.toHaveTextContent('Settled Dental');
    // One request of the year for the list and the "Refunds due" card ("Receipts and payments" reads the year before's too).
    expect(ledgerCalls.filter((url) => url.includes(`year=${year}&`))).toEqual([`/api/ledgers?year=${year}&memberId=m1`]);

    const [owe, refund] = items as [HTMLElement, HTMLElement];
    expect(within(owe).getByText('You still owe $74.50')).toBeInTheDocument();
    const figures = Object.fromEntries(within(owe).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(figures).toEqual({ 'Amount at stake': '$74.50', 'Your insurer says you owe': '$100.00', 'The provider billed you': '$100.00', 'You have paid': '$25.50' });
    expect(within(refund).getByText('Refund due: $25.00')).toBeInTheDocument();
  });

  it("links each visit to its bill's detail, or to its EOB's page without a bill", async () => {
    openDashboard();
    const section = await needsAction();
    expect(await within(section).findByRole('link', { name: `Lakeside Clinic, 3/4/${year}` })).toHaveAttribute('href', '/bill-detail?billId=bill-owe');
    expect(within(section).getByRole('link', { name: 'Northside Lab, Not stated' })).toHaveAttribute('href', '/documents/eob-eob-only');
  });

  it('shows a dash, named "Not stated", for every missing value (Decision 14)', async () => {
    openDashboard();
    const section = await needsAction();
    const unknown = (await within(section).findByText('Quiet Pediatrics', { exact: false })).closest('li') as HTMLElement;
    expect(within(unknown).getByText('You still owe', { exact: false })).toHaveTextContent('You still owe —');
    // The result's amount, the amount at stake, the insurer's and the provider's figures.
    expect(within(unknown).getAllByRole('img', { name: 'Not stated' })).toHaveLength(4);
    expect(unknown).not.toHaveTextContent('null');
  });

  it('opens a bill from the keyboard', async () => {
    const { view } = openDashboard();
    const section = await needsAction();
    const link = await within(section).findByRole('link', { name: `Lakeside Clinic, 3/4/${year}` });
    const user = userEvent.setup();
    // Every link of the list is in the tab order: Tab reaches the first visit's link.
    for (let presses = 0; presses < 40 && document.activeElement !== link; presses += 1) await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.location()).toMatchObject({ pathname: '/bill-detail', search: '?billId=bill-owe' }));
  });

  it('shows the refunds due beside the total cards, formatted from cents', async () => {
    openDashboard({ refundsDue: 123456 });
    const card = await screen.findByRole('article', { name: 'Refunds due' }, { timeout: 10_000 });
    expect(await within(card).findByText('$1,234.56')).toBeInTheDocument();
    expect(within(card).getByText(`Total ${year}`)).toBeInTheDocument();
    expect(card.parentElement).toHaveClass('total-cards');
  });

  it('says when every visit is settled', async () => {
    openDashboard({ ledgers: [visits[2] as VisitLedgerResponse], refundsDue: 0 });
    const section = await needsAction();
    expect(await within(section).findByText('Every visit is settled.')).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    expect(within(await screen.findByRole('article', { name: 'Refunds due' })).getByText('$0.00')).toBeInTheDocument();
  });

  it('offers to try again when the visits cannot be loaded, and shows no made-up refund', async () => {
    mockFetch({
      'GET /api/family-members': () => json({ members: [jane] }),
      'GET /api/totals': () => json(totalsResponse({ year, memberId: 'm1' })),
      'GET /api/ledgers': () => json({ error: { code: 'boom', message: 'Boom' } }, 400),
    });
    renderApp('/dashboard');
    const section = await needsAction();
    expect(await within(section).findByRole('alert')).toHaveTextContent('We could not load your visits.');
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Refunds due' })).getByRole('img', { name: 'Not stated' })).toBeInTheDocument();
  });
});
