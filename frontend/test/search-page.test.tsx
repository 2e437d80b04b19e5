import type { FamilyMember } from '@fairbill/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { billResult, documentView, eobResult, receiptResult } from './document-view-fixture';
import { json, mockFetch, type Handler } from './fetch-mock';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

const members: FamilyMember[] = [
  { id: 'm1', firstName: 'Jane', lastName: 'Doe', relationship: 'Self' },
  { id: 'm2', firstName: 'Sam', lastName: 'Doe', relationship: 'Child' },
];

function api(extra: Record<string, Handler> = {}) {
  const searches: URL[] = [];
  const fetchMock = mockFetch({
    'GET /api/family-members': () => json({ members }),
    'GET /api/documents?': ({ url }) => {
      searches.push(new URL(url, 'http://localhost'));
      return json({ results: [billResult(), eobResult(), receiptResult()], nextCursor: null });
    },
    'GET /api/documents/': ({ url }) => json({ document: documentView({ id: url.split('/').pop() ?? '' }) }),
    ...extra,
  });
  return { fetchMock, searches };
}

beforeEach(() => {
  resetQueryClientForTests();
  signedInAs();
});

describe('Search (/search)', () => {
  it('shows the form and the text before any search, without searching', async () => {
    const { searches } = api();
    renderApp('/search');
    // The first render also loads the page's code.
    expect(await screen.findByText('Use the search form above to find bills and documents.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Search for:')).toBeInTheDocument();
    expect(screen.getByText('Through')).toBeInTheDocument();
    for (const label of ['Bills', 'EOBs', 'Receipts']) expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked();
    expect(screen.getByLabelText('Start date')).toHaveAttribute('placeholder', 'XX/XX/XXXX');
    expect(screen.getByLabelText('End date')).toHaveAttribute('placeholder', 'XX/XX/XXXX');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled());
    expect(searches).toHaveLength(0);
  });

  it('runs by itself when a type flag is in the URL and shows the cards with their captions', async () => {
    const { searches } = api();
    renderApp('/search?bills=true&eobs=true&receipts=true');
    expect(await screen.findByRole('heading', { name: 'Found 3 result(s)' })).toBeInTheDocument();
    expect(searches[0]?.searchParams.get('bills')).toBe('true');
    expect(searches[0]?.searchParams.get('memberId')).toBe('family');

    const cards = screen.getAllByRole('listitem');
    const bill = within(cards[0] as HTMLElement);
    expect(bill.getByText('Jan 05, 2026')).toBeInTheDocument();
    expect(bill.getByText('Jane Doe')).toBeInTheDocument();
    expect(bill.getByText('City Clinic')).toBeInTheDocument();
    expect(bill.getByText('$1,234.50')).toBeInTheDocument();
    expect(bill.getByText('Amount billed')).toBeInTheDocument();
    expect(bill.getByRole('link')).toHaveAttribute('href', '/bill-detail?billId=b1');

    const eob = within(cards[1] as HTMLElement);
    expect(eob.getByText('Sam Doe')).toBeInTheDocument();
    expect(eob.getByText('$800.00')).toBeInTheDocument();
    expect(eob.getByText('Insurance payment')).toBeInTheDocument();
    expect(eob.getByRole('link')).toHaveAttribute('href', '/documents/e1');

    const receipt = within(cards[2] as HTMLElement);
    expect(receipt.getByText('Unknown')).toBeInTheDocument();
    expect(receipt.getByText('Payment amount')).toBeInTheDocument();
    expect(receipt.getByRole('link')).toHaveAttribute('href', '/documents/r1');
  });

  it("names the member in 'Found N result(s)' and sends the member's id", async () => {
    const { searches } = api();
    renderApp('/search?bills=true&memberId=m1');
    expect(await screen.findByRole('heading', { name: 'Found 3 result(s) for Jane' })).toBeInTheDocument();
    expect(searches[0]?.searchParams.get('memberId')).toBe('m1');
  });

  it("writes the filters to the URL, shows 'Searching...' while busy and sends the dates", async () => {
    let release: () => void = () => undefined;
    const { searches } = api({
      'GET /api/documents?': async ({ url }) => {
        searches.push(new URL(url, 'http://localhost'));
        await new Promise<void>((resolve) => (release = resolve));
        return json({ results: [billResult()], nextCursor: null });
      },
    });
    const user = userEvent.setup();
    const { location } = renderApp('/search');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled());
    await user.type(screen.getByLabelText('Start date'), '01012026');
    expect(screen.getByLabelText('Start date')).toHaveValue('01/01/2026');
    await user.type(screen.getByLabelText('End date'), '01312026');
    await user.click(screen.getByRole('checkbox', { name: 'Bills' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('button', { name: 'Searching...' })).toBeDisabled();
    expect(new URLSearchParams(location().search).get('startDate')).toBe('2026-01-01');
    expect(location().search).toBe('?bills=true&memberId=family&startDate=2026-01-01&endDate=2026-01-31');
    release();
    expect(await screen.findByRole('heading', { name: 'Found 1 result(s)' })).toBeInTheDocument();
    expect(searches[0]?.searchParams.get('endDate')).toBe('2026-01-31');
    expect(searches[0]?.searchParams.get('eobs')).toBeNull();
  });

  it('clears the results when another member is selected and writes memberId', async () => {
    api();
    const user = userEvent.setup();
    const { location } = renderApp('/search?bills=true&eobs=true');
    await screen.findByRole('heading', { name: 'Found 3 result(s)' });
    await user.selectOptions(screen.getByLabelText('Family member'), 'm2');
    expect(location().search).toBe('?memberId=m2');
    expect(screen.queryByRole('heading', { name: /Found/ })).not.toBeInTheDocument();
    expect(screen.getByText('Use the search form above to find bills and documents.')).toBeInTheDocument();
    // The boxes stay ticked: one click searches the new member.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Found 3 result(s) for Sam' })).toBeInTheDocument();
  });

  it('shows a badge and the reason on documents that failed or need review, and filters to them', async () => {
    const { fetchMock } = api({
      'GET /api/documents?': () =>
        json({
          results: [
            billResult({ extractionStatus: 'failed', requiresManualReview: true, failureReason: 'The file could not be read.' }),
            eobResult({ requiresManualReview: true }),
            receiptResult(),
          ],
          nextCursor: null,
        }),
    });
    const user = userEvent.setup();
    const { location } = renderApp('/search?bills=true&eobs=true&receipts=true');
    expect(await screen.findByText('Extraction failed')).toBeInTheDocument();
    expect(screen.getByText('The file could not be read.')).toBeInTheDocument();
    expect(screen.getByText('Needs review')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Only documents that failed or need review' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Found 2 result(s)' })).toBeInTheDocument();
    expect(location().search).toContain('attention=true');
    expect(screen.queryByText('Payment amount')).not.toBeInTheDocument();
    // The flags come with the results: no document is fetched one by one.
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => /\/api\/documents\/[^?]/.test(url))).toEqual([]);
  });

  it("loads the next page with the cursor on 'Load more'", async () => {
    const { searches } = api({
      'GET /api/documents?': ({ url }) => {
        const parsed = new URL(url, 'http://localhost');
        searches.push(parsed);
        return parsed.searchParams.get('cursor') === 'next-1'
          ? json({ results: [eobResult()], nextCursor: null })
          : json({ results: [billResult()], nextCursor: 'next-1' });
      },
    });
    const user = userEvent.setup();
    renderApp('/search?bills=true&eobs=true');
    await screen.findByRole('heading', { name: 'Found 1 result(s)' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Found 2 result(s)' })).toBeInTheDocument();
    expect(searches[1]?.searchParams.get('cursor')).toBe('next-1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('refuses a start date after the end date without searching', async () => {
    const { searches } = api();
    const user = userEvent.setup();
    renderApp('/search');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled(), { timeout: 5_000 });
    await user.type(screen.getByLabelText('Start date'), '02012026');
    await user.type(screen.getByLabelText('End date'), '01012026');
    await user.click(screen.getByRole('checkbox', { name: 'Bills' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must not be after the end date.');
    expect(searches).toHaveLength(0);
  });
});
