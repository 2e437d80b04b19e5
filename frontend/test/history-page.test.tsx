import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { json, mockFetch } from './fetch-mock';
import { jane, partialPair, perfectPair } from './history-fixtures';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

const findPair = async (name: string) => screen.findByRole('article', { name }, { timeout: 10_000 });

describe('Patient history (/patient-history, Decision 2)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    resetQueryClientForTests();
    signedInAs();
  });

  it("shows a matching pair's EOB and Bill rows with a check and the pay button to /payment", async () => {
    const fetchMock = mockFetch({
      'GET /api/family-members': () => json({ members: [jane] }),
      'GET /api/history': () => json({ pairs: [perfectPair] }),
    });
    const user = userEvent.setup();
    const view = renderApp('/patient-history?member=m1');
    const pair = await findPair('Lakeside Clinic - 2/3/2026');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/history?memberId=m1')).toBe(true);

    for (const column of ['DOS', 'Provider', 'Amount Billed', 'network', 'Allowed Amount', 'Co. Insurance', 'Deductible', 'Insurance Paid', 'You Owe', 'Match']) {
      expect(within(pair).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const [, eobRow, billRow] = within(pair).getAllByRole('row');
    expect(within(eobRow!).getByRole('rowheader', { name: 'EOB' })).toBeInTheDocument();
    expect(within(eobRow!).getByRole('img', { name: 'Matches' })).toBeInTheDocument();
    expect(within(eobRow!).getByText('$1,000.00')).toBeInTheDocument();
    expect(within(billRow!).getByRole('rowheader', { name: 'Bill' })).toBeInTheDocument();
    expect(within(billRow!).queryByRole('img', { name: /match/i })).toBeNull();

    await user.click(within(pair).getByRole('link', { name: 'Your EOB and bill match. Click HERE to pay your bill' }));
    expect(view.location().pathname).toBe('/payment');
    // Ids only (issue 18): the provider, date and amount never enter the URL.
    expect(view.location().search).toBe('?familyMemberId=m1&billId=bill-1');
  });

  it('pays a pair whose bill has its own pay-online link on /payment too, with ids only in the link (issue 18)', async () => {
    const withLink = { ...perfectPair, banner: { ...perfectPair.banner, action: { kind: 'external' as const, url: 'https://pay.lakeside.example/bill' } } };
    mockFetch({
      'GET /api/family-members': () => json({ members: [jane] }),
      'GET /api/history': () => json({ pairs: [withLink] }),
    });
    renderApp('/patient-history?member=m1');
    const pair = await findPair('Lakeside Clinic - 2/3/2026');
    const link = within(pair).getByRole('link', { name: 'Your EOB and bill match. Click HERE to pay your bill' });
    // No provider, date of service or amount: those are PHI and would leave in Referers and logs.
    expect(link).toHaveAttribute('href', '/payment?familyMemberId=m1&billId=bill-1');
  });

  it('puts the red X on the row that asks for more and links to the right explanations page', async () => {
    mockFetch({
      'GET /api/family-members': () => json({ members: [jane] }),
      'GET /api/history': () => json({ pairs: [partialPair(false, 10000, 25000)] }),
    });
    const user = userEvent.setup();
    const view = renderApp('/patient-history?member=family');
    const pair = await findPair('Lakeside Clinic - 2/3/2026');
    const [, eobRow, billRow] = within(pair).getAllByRole('row');
    expect(within(eobRow!).getByRole('img', { name: 'Does not match' })).toBeInTheDocument();
    expect(within(billRow!).queryByRole('img', { name: /match/i })).toBeNull();

    await user.click(within(pair).getByRole('link', { name: 'Your EOB and bill do not match. Click here for list of potential explanations and actions' }));
    expect(view.location().pathname).toBe('/explanations');
    expect(view.location().search).toBe('?familyMemberId=m1&billId=bill-1&eobId=eob-1');
  });

  it('flags the bill when the bill asks for more', async () => {
    mockFetch({
      'GET /api/family-members': () => json({ members: [jane] }),
      'GET /api/history': () => json({ pairs: [partialPair(true, 30000, 10000)] }),
    });
    renderApp('/patient-history');
    const pair = await findPair('Lakeside Clinic - 2/3/2026');
    const [, eobRow, billRow] = within(pair).getAllByRole('row');
    expect(within(billRow!).getByRole('img', { name: 'Does not match' })).toBeInTheDocument();
    expect(within(eobRow!).queryByRole('img', { name: /match/i })).toBeNull();
    expect(within(pair).getByRole('link', { name: /do not match/ })).toHaveAttribute('href', '/in-network-explanations?familyMemberId=m1&billId=bill-1&eobId=eob-1');
  });

  it('shows an empty state and switches member through the URL', async () => {
    const fetchMock = mockFetch({
      'GET /api/family-members': () => json({ members: [jane] }),
      'GET /api/history': () => json({ pairs: [] }),
    });
    const user = userEvent.setup();
    const view = renderApp('/patient-history?member=family');
    expect(await screen.findByText(/No bills yet/, {}, { timeout: 10_000 })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Jane Doe (Self)' });
    await user.selectOptions(screen.getByLabelText('Family member'), 'm1');
    expect(view.location().search).toBe('?member=m1');
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/history?memberId=m1')).toBe(true));
  });
});
