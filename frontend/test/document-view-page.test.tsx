import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { documentView } from './document-view-fixture';
import { json, mockFetch, type Handler } from './fetch-mock';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

const download = () => json({ url: 'https://files.example.com/original', previewUrl: 'https://files.example.com/original?inline', expiresAt: '2026-01-01T00:05:00.000Z' });

function api(document: ReturnType<typeof documentView> | null, extra: Record<string, Handler> = {}) {
  return mockFetch({
    ...extra,
    'GET /api/documents/x1/download': download,
    'GET /api/documents/x1': () => (document ? json({ document }) : json({ error: { code: 'not_found', message: 'Document not found' } }, 404)),
  });
}

beforeEach(() => {
  resetQueryClientForTests();
  signedInAs();
});

describe('Document view (/documents/:documentId)', () => {
  it("shows an EOB's image, its extracted fields and status", async () => {
    api(
      documentView({
        id: 'x1', documentType: 'insurance_payment', contentType: 'image/jpeg', fileName: 'eob.jpg', documentDate: '2026-02-03',
        extractedData: { insuranceCompany: 'Acme Health', claimNumber: 'C-1', planPaid: 18000, patientResponsibility: 4250, isInNetwork: true, confidence: 0.9 },
      }),
    );
    renderApp('/documents/x1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Explanation of benefits' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('eob.jpg · Feb 03, 2026')).toBeInTheDocument();
    expect(screen.getByText('Analyzed')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Explanation of benefits (original file)' })).toHaveAttribute('src', 'https://files.example.com/original?inline');
    const fields = screen.getByText('Insurance company').closest('dl') as HTMLElement;
    expect(within(fields).getByText('Insurance company')).toBeInTheDocument();
    expect(within(fields).getByText('Acme Health')).toBeInTheDocument();
    expect(within(fields).getByText('$42.50')).toBeInTheDocument();
    expect(within(fields).getByText('Yes')).toBeInTheDocument();
    expect(within(fields).queryByText('Confidence')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save corrections' })).not.toBeInTheDocument();
  });

  it('lists the figures that do not add up and marks the values the reader was unsure of', async () => {
    api(
      documentView({
        id: 'x1', documentType: 'insurance_payment', contentType: 'image/jpeg', fileName: 'eob.jpg', requiresManualReview: true,
        extractedData: {
          insuranceCompany: 'Acme Health', claimNumber: 'C-1', amountBilled: 20000, allowedAmount: 12000, planPaid: 8000, patientResponsibility: 3000,
          confidence: 0.5, fieldConfidence: { insuranceCompany: 0.98, planPaid: 0.62, patientResponsibility: 0.95 },
        },
      }),
    );
    renderApp('/documents/x1');
    const note = await screen.findByRole('note', { name: 'Please check these figures' }, { timeout: 5_000 });
    expect(within(note).getByText('What the plan paid ($80.00) and what you owe ($30.00) add up to less than the allowed amount ($120.00).')).toBeInTheDocument();
    const fields = screen.getByText('Insurance company', { selector: 'dt' }).closest('dl') as HTMLElement;
    expect(within(fields).getAllByText('(Check this value)')).toHaveLength(1);
    expect(within(fields).getByText('Plan paid').closest('div')).toHaveTextContent('$80.00 (Check this value)');
    expect(within(fields).getByText('Patient responsibility').closest('div')).not.toHaveTextContent('Check this value');
  });

  it('embeds a PDF and offers a download link for other files', async () => {
    api(documentView({ id: 'x1', documentType: 'user_payment', contentType: 'application/pdf', fileName: 'receipt.pdf' }));
    renderApp('/documents/x1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment receipt' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByLabelText('Payment receipt (original file)')).toHaveAttribute('data', 'https://files.example.com/original?inline');
    expect(screen.getByRole('link', { name: 'Download receipt.pdf' })).toHaveAttribute('href', 'https://files.example.com/original');
  });

  it('shows the badge and the reason when extraction failed', async () => {
    api(
      documentView({
        id: 'x1', documentType: 'insurance_payment', contentType: 'application/msword', fileName: 'eob.doc', extractionStatus: 'failed',
        failureReason: 'The file could not be read.', extractedData: null,
      }),
    );
    renderApp('/documents/x1');
    expect(await screen.findByText('Extraction failed', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('The file could not be read.')).toBeInTheDocument();
    expect(screen.getByText('Analysis failed')).toBeInTheDocument();
    expect(screen.getByText('No data could be extracted from this file.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Download eob.doc' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("says 'Document not found' for an unknown id", async () => {
    api(null);
    renderApp('/documents/x1');
    expect(await screen.findByRole('heading', { name: 'Document not found' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/search');
  });

  describe('deleting a document', () => {
    it.each([
      ['insurance_payment', 'Document removed successfully!'],
      ['medical_bill', 'Medical bill removed successfully!'],
    ] as const)('deletes a %s after the confirmation, says %j and goes back to search', async (documentType, toastText) => {
      const fetchMock = api(documentView({ id: 'x1', documentType, fileName: 'doc.pdf' }), {
        'DELETE /api/documents/x1': () => new Response(null, { status: 204 }),
        'GET /api/family-members': () => json({ members: [] }),
      });
      const user = userEvent.setup();
      const { location } = renderApp('/documents/x1');
      await user.click(await screen.findByRole('button', { name: 'Delete document' }, { timeout: 5_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
      expect(within(dialog).getByText(/deleted for good/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(location().pathname).toBe('/search'));
      // The toast outlives the move to search.
      await waitFor(() => expect(screen.getByText(toastText)).toBeInTheDocument());
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
    });

    it.each([
      ['medical_bill', 'Failed to remove medical bill'],
      ['user_payment', 'Failed to remove document'],
    ] as const)('a failed delete of a %s says %j with the reason, and stays', async (documentType, toastText) => {
      api(documentView({ id: 'x1', documentType, fileName: 'doc.pdf' }), {
        'DELETE /api/documents/x1': () => json({ error: { code: 'conflict', message: 'The document changed meanwhile. Please try again.' } }, 409),
      });
      const user = userEvent.setup();
      const { location } = renderApp('/documents/x1');
      await user.click(await screen.findByRole('button', { name: 'Delete document' }, { timeout: 5_000 }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(toastText)).toBeInTheDocument();
      expect(screen.getByText('The document changed meanwhile. Please try again.')).toBeInTheDocument();
      expect(location().pathname).toBe('/documents/x1');
    });

    it('deletes nothing on Cancel', async () => {
      const fetchMock = api(documentView({ id: 'x1', documentType: 'user_payment', fileName: 'receipt.pdf' }));
      const user = userEvent.setup();
      renderApp('/documents/x1');
      await user.click(await screen.findByRole('button', { name: 'Delete document' }, { timeout: 5_000 }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    });
  });

  describe('correcting an EOB flagged for review', () => {
    const flagged = documentView({
      id: 'x1', documentType: 'insurance_payment', contentType: 'image/png', requiresManualReview: true, version: 2,
      extractedData: { insuranceCompany: 'Acme Health', claimNumber: 'C-1', memberName: 'Jane Doe', providerName: 'City Clinic', amountBilled: 30000, patientResponsibility: 4250, confidence: 0.6 },
    });

    it("sends the corrected fields with the version and shows 'Document updated successfully!'", async () => {
      const patches: unknown[] = [];
      let current = flagged;
      mockFetch({
        'GET /api/documents/x1/download': download,
        'GET /api/documents/x1': () => json({ document: current }),
        'PATCH /api/documents/x1': ({ init }) => {
          patches.push(JSON.parse(String(init?.body)));
          current = { ...flagged, requiresManualReview: false, version: 3 };
          return json({ document: current });
        },
      });
      const user = userEvent.setup();
      renderApp('/documents/x1');
      const field = await screen.findByLabelText('Patient responsibility', {}, { timeout: 5_000 });
      expect(screen.getByText('Needs review')).toBeInTheDocument();
      expect(field).toHaveValue('42.50');
      await user.clear(field);
      await user.type(field, 'abc');
      await user.click(screen.getByRole('button', { name: 'Save corrections' }));
      expect(screen.getByText('Please enter a number')).toBeInTheDocument();
      expect(patches).toHaveLength(0);

      await user.clear(field);
      await user.type(field, '$40.00');
      await user.click(screen.getByRole('button', { name: 'Save corrections' }));
      expect(await screen.findByText('Document updated successfully!')).toBeInTheDocument();
      expect(patches).toEqual([{ expectedVersion: 2, extractedData: { ...flagged.extractedData, patientResponsibility: 4000 } }]);
      await waitFor(() => expect(screen.queryByText('Needs review')).not.toBeInTheDocument());
    });

    it("shows 'Failed to update document' with the API's reason", async () => {
      api(flagged, { 'PATCH /api/documents/x1': () => json({ error: { code: 'invalid_data', message: 'Missing claimNumber in extracted data' } }, 422) });
      const user = userEvent.setup();
      renderApp('/documents/x1');
      await user.click(await screen.findByRole('button', { name: 'Save corrections' }, { timeout: 5_000 }));
      expect(await screen.findByText('Failed to update document')).toBeInTheDocument();
      expect(screen.getByText('Missing claimNumber in extracted data')).toBeInTheDocument();
    });
  });
});
