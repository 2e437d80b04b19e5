import type { BillComparisonResponse } from '@fairbill/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { documentView } from './document-view-fixture';
import { json, mockFetch, type Handler } from './fetch-mock';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

const bill = documentView({
  id: 'b1', familyMemberId: 'm7', description: 'Office visit', providerName: 'City Clinic', amount: 12000,
  extractedData: { providerName: 'City Clinic', patientName: 'Jane Doe', invoiceNumber: 'INV-1', invoiceDate: '2026-01-10', serviceDate: '2026-01-05', subtotal: 30000, insurancePaid: 18000, amountDue: 12000, confidence: 0.95 },
  analysis: { hasErrors: true, errors: ['Bill subtotal ($300.00) does not match EOB amount billed ($310.00)'], warnings: ['No invoice number found on the bill'], recommendations: ['Contact provider to clarify correct amount owed'] },
});
const eob = documentView({
  id: 'e1', documentType: 'insurance_payment', fileName: 'eob.png', contentType: 'image/png', familyMemberId: 'm7',
  extractedData: { insuranceCompany: 'Acme Health', claimNumber: 'C-1', memberName: 'Jane Doe', serviceDate: '2026-01-05', providerName: 'City Clinic', amountBilled: 30000, allowedAmount: 25000, copay: 2000, deductible: 5000, planPaid: 18000, patientResponsibility: 12000, isInNetwork: true, confidence: 0.9 },
});

const comparison = (overrides: Partial<BillComparisonResponse> = {}): BillComparisonResponse => ({
  bill, eob, matchState: 'perfect',
  banner: { state: 'perfect', message: 'Your EOB and bill match. CLICK HERE TO PAY NOW', action: { kind: 'external', url: 'https://pay.example.com/bill' } },
  ...overrides,
});

function api(body: BillComparisonResponse | null, extra: Record<string, Handler> = {}) {
  return mockFetch({
    'GET /api/bills/': () => (body ? json(body) : json({ error: { code: 'not_found', message: 'Bill not found' } }, 404)),
    'GET /api/documents/': ({ url }) => json({ url: `https://files.example.com/${url.split('/')[3] ?? ''}`, previewUrl: `https://files.example.com/${url.split('/')[3] ?? ''}?inline`, expiresAt: '2026-01-01T00:05:00.000Z' }),
    ...extra,
  });
}

beforeEach(() => {
  resetQueryClientForTests();
  signedInAs();
});

describe('Bill detail (/bill-detail)', () => {
  it("shows 'Bill not found.' with a way back to search", async () => {
    api(null);
    renderApp('/bill-detail?billId=missing');
    // The first render also loads the page's code.
    expect(await screen.findByRole('heading', { name: 'Bill not found.' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/search');
  });

  it('shows the title, subtitle, a collapsed table with its tooltips, the rows and the match mark', async () => {
    api(comparison());
    const user = userEvent.setup();
    renderApp('/bill-detail?billId=b1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Office visit' })).toBeInTheDocument();
    expect(screen.getByText('Detailed view for City Clinic - 1/5/2026')).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Click to expand and see detailed breakdown' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const table = screen.getByRole('table');
    const headers = () => within(table).getAllByRole('columnheader').map((header) => header.textContent?.replace(/\s*\?.*$/s, '').trim());
    expect(headers()).toEqual(['DOS', 'Provider', 'Amount Billed', 'In-network or out of network', 'Insurance Paid', 'You Owe', 'Match']);

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Click to collapse table' })).toHaveAttribute('aria-expanded', 'true');
    expect(headers()).toEqual(['DOS', 'Provider', 'Amount Billed', 'In-network or out of network', 'Allowed Amount', 'Co. Insurance', 'Deductible', 'Insurance Paid', 'You Owe', 'Match']);
    const tooltips = [
      'Date of Service', 'Facility or Doctor', 'Amount billed to insurance', 'Whether the provider is in or out of network',
      'Amount the insurance says the service should cost', 'Amount owed after the deductible but before full coverage',
      'Amount owed before insurance kicks in', 'Amount the insurance paid', 'Amount to pay out of pocket',
    ];
    expect(screen.getAllByRole('tooltip', { hidden: true }).map((tip) => tip.textContent)).toEqual(tooltips);
    // Each tooltip describes a focusable button, so keyboard and screen-reader users get it too.
    expect(screen.getByRole('button', { name: 'About DOS' })).toHaveAccessibleDescription('Date of Service');
    const dos = screen.getByRole('button', { name: 'About DOS' });
    dos.focus();
    await user.keyboard('{Escape}');
    expect(dos.closest('.tooltip')).toHaveClass('tooltip--dismissed');

    const [, eobRow, billRow] = within(table).getAllByRole('row');
    expect(within(eobRow as HTMLElement).getByText('Evidence of Benefits')).toBeInTheDocument();
    expect(within(eobRow as HTMLElement).getByText('$250.00')).toBeInTheDocument();
    expect(within(eobRow as HTMLElement).getByText('In-network')).toBeInTheDocument();
    expect(within(billRow as HTMLElement).getByText('Statement from provider')).toBeInTheDocument();
    expect(within(billRow as HTMLElement).getByText('$300.00')).toBeInTheDocument();
    expect(within(billRow as HTMLElement).getAllByText('$120.00')).toHaveLength(1);
    expect(within(table).getAllByText('Match', { selector: '.visually-hidden' })).toHaveLength(2);
  });

  it('perfect match: the banner opens the pay-online link in a new tab; back to search keeps the member', async () => {
    api(comparison());
    renderApp('/bill-detail?billId=b1');
    const banner = await screen.findByRole('link', { name: /Your EOB and bill match\. CLICK HERE TO PAY NOW/ });
    expect(banner).toHaveAttribute('href', 'https://pay.example.com/bill');
    expect(banner).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Back to Search Results' })).toHaveAttribute('href', '/search?bills=true&eobs=true&memberId=m7');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getAllByRole('link', { name: 'History' })[0]).toHaveAttribute('href', '/patient-history');
  });

  it('perfect match without a pay-online link goes to /payment', async () => {
    api(comparison({ banner: { state: 'perfect', message: 'Your EOB and bill match. CLICK HERE TO PAY NOW', action: { kind: 'route', to: '/payment?familyMemberId=m7&billId=b1' } } }));
    renderApp('/bill-detail?billId=b1');
    expect(await screen.findByRole('link', { name: 'Your EOB and bill match. CLICK HERE TO PAY NOW' })).toHaveAttribute('href', '/payment?familyMemberId=m7&billId=b1');
  });

  it('partial match: the banner leads to the explanations and the mark is a red circle', async () => {
    api(comparison({ matchState: 'partial', banner: { state: 'partial', message: 'Your EOB and bill do not match. Click here for list of potential explanations and actions', action: { kind: 'route', to: '/in-network-explanations?familyMemberId=m7&billId=b1&eobId=e1' } } }));
    renderApp('/bill-detail?billId=b1');
    expect(await screen.findByRole('link', { name: 'Your EOB and bill do not match. Click here for list of potential explanations and actions' })).toHaveAttribute(
      'href',
      '/in-network-explanations?familyMemberId=m7&billId=b1&eobId=e1',
    );
    expect(screen.getAllByText('Does not match')).toHaveLength(2);
  });

  it("no match: 'No matching EOB found.' and only the bill's preview", async () => {
    api(comparison({ eob: null, matchState: 'none', banner: { state: 'none', message: 'No matching EOB found.', action: null } }));
    renderApp('/bill-detail?billId=b1');
    expect(await screen.findByText('No matching EOB found.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'No matching EOB found.' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The EOB' })).not.toBeInTheDocument();
  });

  it('shows the previews of the bill and its EOB and the analysis in plain words', async () => {
    api(comparison());
    renderApp('/bill-detail?billId=b1');
    expect(await screen.findByRole('img', { name: 'The EOB (original file)' })).toHaveAttribute('src', 'https://files.example.com/e1?inline');
    expect(screen.getByLabelText('The bill (original file)')).toHaveAttribute('data', 'https://files.example.com/b1?inline');
    expect(screen.getByText('Bill subtotal ($300.00) does not match EOB amount billed ($310.00)')).toBeInTheDocument();
    expect(screen.getByText('No invoice number found on the bill')).toBeInTheDocument();
    expect(screen.getByText('Contact provider to clarify correct amount owed')).toBeInTheDocument();
  });

  it('lets the user correct a field of a bill flagged for review, then refreshes', async () => {
    const patches: unknown[] = [];
    let flagged = true;
    api(null, {
      'GET /api/bills/': () => json(comparison({ bill: { ...bill, requiresManualReview: flagged, version: flagged ? 3 : 4 } })),
      'PATCH /api/documents/b1': ({ init }) => {
        patches.push(JSON.parse(String(init?.body)));
        flagged = false;
        return json({ document: { ...bill, version: 4 } });
      },
    });
    const user = userEvent.setup();
    renderApp('/bill-detail?billId=b1');
    expect(await screen.findByText('Needs review')).toBeInTheDocument();
    const amountDue = screen.getByLabelText('Amount due');
    // Shown and typed in dollars, sent in cents.
    expect(amountDue).toHaveValue('120.00');
    await user.clear(amountDue);
    await user.type(amountDue, '99.50');
    await user.click(screen.getByRole('button', { name: 'Save corrections' }));
    expect(await screen.findByText('Medical bill updated successfully!')).toBeInTheDocument();
    expect(patches).toEqual([{ expectedVersion: 3, extractedData: expect.objectContaining({ amountDue: 9950, subtotal: 30000, providerName: 'City Clinic' }) }]);
    await waitFor(() => expect(screen.queryByText('Needs review')).not.toBeInTheDocument());
  });

  it('shows the update failure toast', async () => {
    api(comparison({ bill: { ...bill, requiresManualReview: true } }), {
      'PATCH /api/documents/b1': () => json({ error: { code: 'stale_version', message: 'This document was changed elsewhere.' } }, 409),
    });
    const user = userEvent.setup();
    renderApp('/bill-detail?billId=b1');
    await user.click(await screen.findByRole('button', { name: 'Save corrections' }));
    expect(await screen.findByText('Failed to update medical bill')).toBeInTheDocument();
    expect(screen.getByText('This document was changed elsewhere.')).toBeInTheDocument();
  });
});
