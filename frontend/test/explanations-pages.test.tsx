import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { json, mockFetch } from './fetch-mock';
import { jane, partialPair } from './history-fixtures';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('Explanations (/explanations)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    resetQueryClientForTests();
    signedInAs();
  });

  it('shows the real EOB and Bill rows, the three advice boxes and the navigation buttons', async () => {
    const fetchMock = mockFetch({
      'GET /api/family-members': () => json({ members: [jane] }),
      'GET /api/bills/bill-1/comparison': () => json(partialPair(false)),
    });
    const user = userEvent.setup();
    const view = renderApp('/explanations?familyMemberId=m1&billId=bill-1&eobId=eob-1');
    expect(await screen.findByRole('heading', { name: 'Bill and EOB Mismatch Explanations' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Common reasons why your EOB and bill amounts may not match')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Out of Network Provider' });
    const table = await within(card).findByRole('table');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/bills/bill-1/comparison?eobId=eob-1')).toBe(true);
    for (const column of ['DOS', 'Provider', 'Amount Billed', 'In/Out Network', 'Allowed Amount', 'Co. Insurance', 'Deductible', 'You Owe']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(rowsOf(table)).toEqual([
      ['2/3/2026', 'Lakeside Clinic', '$1,200.00', 'Out of Network', '$1,000.00', '$40.00', '$60.00', '$100.00'],
      ['2/3/2026', 'Lakeside Clinic', '$1,200.00', '—', '—', '—', '—', '$300.00'],
    ]);
    // Decision 14: a value the bill does not state is a dash that is read out as such.
    expect(within(table).getAllByRole('img', { name: 'Not stated' })).toHaveLength(4);
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByText(/balance-billing/)).toBeInTheDocument();
    expect(within(card).getByText(/receipts already add up/)).toBeInTheDocument();
    expect(within(card).getByText(/superbill/)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/search?bills=true&eobs=true&memberId=m1');
    await user.click(screen.getByRole('link', { name: 'View Patient History' }));
    expect(view.location().pathname + view.location().search).toBe('/patient-history?member=m1');
  });

  it('shows dashes, read out as "Not stated", for a record that is missing (Decision 14)', async () => {
    mockFetch({
      'GET /api/family-members': () => json({ members: [jane] }),
      'GET /api/bills/bill-1/comparison': () => json({ ...partialPair(false), eob: null, matchState: 'none', banner: { state: 'none', message: 'No matching EOB found.', action: null } }),
    });
    renderApp('/explanations?familyMemberId=m1&billId=bill-1');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(rowsOf(table)[0]).toEqual(['—', '—', '—', '—', '—', '—', '—', '—']);
    expect(screen.queryByText('null')).toBeNull();
    expect(screen.queryByText('$0.00')).toBeNull();
  });
});

describe('In-network explanations (/in-network-explanations)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    resetQueryClientForTests();
    signedInAs();
  });

  it('shows the comparison, the green advice with the EOB amount, and links to the original EOB', async () => {
    const fetchMock = mockFetch({
      'GET /api/family-members': () => json({ members: [jane] }),
      'GET /api/bills/bill-1/comparison': () => json(partialPair(true, 30000, 2550)),
      'GET /api/documents/eob-1/download': () => json({ url: 'http://s3.local/insurance-documents/eob.pdf?X-Amz-Signature=x', previewUrl: 'http://s3.local/insurance-documents/eob.pdf?X-Amz-Signature=y', expiresAt: '2026-01-01T00:05:00.000Z' }),
    });
    renderApp('/in-network-explanations?familyMemberId=m1&billId=bill-1&eobId=eob-1');
    expect(await screen.findByRole('heading', { name: 'In-Network Bill and EOB Mismatch' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("Your provider is in-network - here's what to do")).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(rowsOf(table)[0]).toEqual(['2/3/2026', 'Lakeside Clinic', '$1,200.00', 'In Network', '$1,000.00', '$40.00', '$60.00', '$25.50']);
    expect(
      screen.getByText('Your EOB details indicate you owe $25.50 on this in-network bill. Send provider copy of EOB. Do not pay at this time.'),
    ).toBeInTheDocument();

    const link = await screen.findByRole('link', { name: 'Click here to download copy of EOB' });
    expect(link).toHaveAttribute('href', 'http://s3.local/insurance-documents/eob.pdf?X-Amz-Signature=x');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/documents/eob-1/download')).toBe(true);
  });

  it('says when the download link cannot be had', async () => {
    mockFetch({
      'GET /api/family-members': () => json({ members: [jane] }),
      'GET /api/bills/bill-1/comparison': () => json(partialPair(true)),
      'GET /api/documents/eob-1/download': () => json({ error: { code: 'not_found', message: 'Document not found' } }, 404),
    });
    renderApp('/in-network-explanations?familyMemberId=m1&billId=bill-1&eobId=eob-1');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Failed to download file: Document not found');
  });
});
