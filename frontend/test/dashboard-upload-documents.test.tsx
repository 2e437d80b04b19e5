import type { DocumentView, FamilyMember } from '@fairbill/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadDocumentsDialog } from '../src/features/dashboard/upload-documents-dialog';
import { createQueryClient } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { json, mockFetch, type Handler } from './fetch-mock';
import { renderApp } from './render-app';
import { mockXhr } from './dashboard-xhr-mock';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

const member: FamilyMember = { id: 'm1', firstName: 'Jane', lastName: 'Doe', relationship: 'Self' };

function documentView(overrides: Partial<DocumentView>): DocumentView {
  return {
    id: 'd1', documentType: 'medical_bill', familyMemberId: 'm1', title: null, description: null, fileName: 'bill.pdf',
    contentType: 'application/pdf', fileSize: 1, filePath: 'u1/bill.pdf', status: 'pending', extractionStatus: 'pending',
    pipelineStage: 'uploaded', requiresManualReview: false, failureReason: null, amount: 0, documentDate: null, providerName: null,
    billNumber: null, insuranceCompany: null, paymentMethod: null, claimNumber: null, transactionId: null, billId: null,
    confidence: null, extractedData: null, analysis: null, matchState: null, matchedEobId: null, version: 1, revision: 0,
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...overrides,
  };
}

const file = (name: string, bytes: number, type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });

/** A fake API for one or two documents: creation, presigned PUT, then `pollsBeforeDone` pending reads. */
function fakeDocumentsApi(final: Record<string, Partial<DocumentView>>, pollsBeforeDone = 1) {
  const reads: Record<string, number> = {};
  const created: unknown[] = [];
  const handlers: Record<string, Handler> = {
    'POST /api/documents': ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { documentType: DocumentView['documentType'] };
      created.push(body);
      const id = body.documentType === 'medical_bill' ? 'bill-1' : 'eob-1';
      return json(
        {
          document: documentView({ id, documentType: body.documentType }),
          upload: { url: `http://s3.local/bucket/${id}?X-Amz-Signature=abc`, method: 'PUT', headers: { 'Content-Type': 'application/pdf', 'x-amz-meta-document-id': id }, expiresAt: '2026-01-01T00:15:00.000Z' },
        },
        201,
      );
    },
    'GET /api/documents/': ({ url }) => {
      const id = url.split('/').pop() ?? '';
      reads[id] = (reads[id] ?? 0) + 1;
      const done = reads[id] > pollsBeforeDone;
      const documentType = id === 'bill-1' ? 'medical_bill' : 'insurance_payment';
      return json({ document: documentView({ id, documentType, ...(done ? final[id] : { extractionStatus: 'processing', pipelineStage: 'reading' }) }) });
    },
  };
  return { handlers, created, reads };
}

function renderDialog(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UploadDocumentsDialog open onClose={onClose} member={member} userId="u1" waitOptions={{ schedule: () => 20 }} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Upload Medical Documents' }) };
}

describe("Dashboard 'Upload a new bill & EOB'", () => {
  beforeEach(() => {
    vi.resetAllMocks();
    signedInAs();
    mockXhr();
  });

  it('opens the Upload Medical Documents dialog for the default member', async () => {
    mockFetch({ 'GET /api/family-members': () => json({ members: [member] }) });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome Jane' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Upload a new bill & EOB' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload Medical Documents' });
    expect(dialog).toHaveAccessibleDescription('For Jane Doe (Self)');
    expect(within(dialog).getByLabelText('Medical Bill')).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,.doc,.docx');
    expect(within(dialog).getByLabelText('EOB')).toBeInTheDocument();
  });

  it('labels the button by the files chosen and shows each name and size in MB', async () => {
    mockFetch();
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const button = () => within(dialog).getByRole('button', { name: /^Upload/ });
    expect(button()).toHaveTextContent('Upload');
    expect(button()).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('Medical Bill'), file('bill.pdf', 1_572_864));
    expect(button()).toHaveTextContent('Upload Bill');
    expect(button()).toBeEnabled();
    expect(within(dialog).getByText('bill.pdf (1.50 MB)')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('EOB'), file('eob.png', 52_429, 'image/png'));
    expect(button()).toHaveTextContent('Upload Both');
    expect(within(dialog).getByText('eob.png (0.05 MB)')).toBeInTheDocument();
  });

  it('Cancel clears the chosen files and closes', async () => {
    mockFetch();
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    await user.upload(within(dialog).getByLabelText('EOB'), file('eob.pdf', 10));
    expect(within(dialog).getByRole('button', { name: 'Upload EOB' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(within(dialog).queryByText(/eob\.pdf/)).not.toBeInTheDocument();
  });

  it('creates the records, PUTs each file with exactly the signed headers, polls, and toasts each outcome', async () => {
    const api = fakeDocumentsApi({
      'bill-1': { extractionStatus: 'completed', pipelineStage: 'done', requiresManualReview: true },
      'eob-1': { extractionStatus: 'completed', pipelineStage: 'done', requiresManualReview: false, amount: 123450 },
    });
    const fetchMock = mockFetch(api.handlers);
    const puts = mockXhr();
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    await user.upload(within(dialog).getByLabelText('Medical Bill'), file('bill.pdf', 2048));
    await user.upload(within(dialog).getByLabelText('EOB'), file('eob.pdf', 4096));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Both' }));

    expect(await within(dialog).findByRole('button', { name: /Uploading\.\.\.|Analyzing\.\.\./ })).toBeDisabled();
    expect(await screen.findByText('AI Analysis Complete - Review Required')).toBeInTheDocument();
    expect(screen.getByText('The AI found some issues that need your attention. Please review the extracted data.')).toBeInTheDocument();
    expect(await screen.findByText('EOB Analysis Complete')).toBeInTheDocument();
    expect(screen.getByText('Insurance payment added successfully! Insurance paid: $1,234.50.')).toBeInTheDocument();
    expect(screen.getByText('Upload successful!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    expect(api.created).toEqual([
      { documentType: 'medical_bill', familyMemberId: 'm1', fileName: 'bill.pdf', fileSize: 2048, contentType: 'application/pdf' },
      { documentType: 'insurance_payment', familyMemberId: 'm1', fileName: 'eob.pdf', fileSize: 4096, contentType: 'application/pdf' },
    ]);
    expect(puts).toHaveLength(2);
    expect(puts[0]).toMatchObject({ method: 'PUT', url: 'http://s3.local/bucket/bill-1?X-Amz-Signature=abc' });
    expect(puts[0]?.headers).toEqual({ 'Content-Type': 'application/pdf', 'x-amz-meta-document-id': 'bill-1' });
    expect(puts[0]?.headers).not.toHaveProperty('Authorization');
    expect(api.reads['bill-1']).toBe(2);
    const apiCalls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/'));
    for (const [, init] of apiCalls) expect(init?.headers).toMatchObject({ Authorization: 'Bearer id-token-123' });
  });

  it("shows 'Analyzing...' after the upload and 'AI Processing Failed' with the reason when extraction fails", async () => {
    const api = fakeDocumentsApi({ 'bill-1': { extractionStatus: 'failed', requiresManualReview: true, failureReason: 'We could not read this document.' } }, 5);
    mockFetch(api.handlers);
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.upload(within(dialog).getByLabelText('Medical Bill'), file('bill.pdf', 10));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Bill' }));
    expect(await within(dialog).findByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    expect(await screen.findByText('AI Processing Failed')).toBeInTheDocument();
    expect(screen.getByText('We could not read this document.')).toBeInTheDocument();
  });

  it('uses the fallback texts and EOB titles', async () => {
    const api = fakeDocumentsApi({ 'eob-1': { extractionStatus: 'failed', failureReason: null } });
    mockFetch(api.handlers);
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.upload(within(dialog).getByLabelText('EOB'), file('eob.pdf', 10));
    await user.click(within(dialog).getByRole('button', { name: 'Upload EOB' }));
    expect(await screen.findByText('EOB Processing Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to process EOB with AI')).toBeInTheDocument();
  });

  it.each([
    ['Medical Bill', 'Upload Bill', 'Failed to add medical bill'],
    ['EOB', 'Upload EOB', 'Failed to add insurance payment'],
  ])("reports a refused %s record as '%s' with the API's message and keeps the dialog open", async (label, button, title) => {
    mockFetch({ 'POST /api/documents': () => json({ error: { code: 'not_found', message: 'Family member not found.' } }, 404) });
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    await user.upload(within(dialog).getByLabelText(label), file('scan.pdf', 10));
    await user.click(within(dialog).getByRole('button', { name: button }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText('Family member not found.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: button })).toBeEnabled();
    expect(within(dialog).getByText('scan.pdf (0.00 MB)')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a file over 20 MB or of another type before sending anything, with a clear message', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup({ applyAccept: false });
    const { dialog } = renderDialog();
    const big = file('bill.pdf', 1);
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(within(dialog).getByLabelText('Medical Bill'), big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This file is too large. The maximum size is 20 MB.');
    expect(within(dialog).getByRole('button', { name: 'Upload Bill' })).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('EOB'), file('eob.txt', 10, 'text/plain'));
    expect(within(dialog).getByText('This file type is not supported. Please upload a PDF, JPG, PNG, DOC or DOCX file.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/documents'))).toHaveLength(0);
  });

  it('shows a progress bar per file while uploading, then the pipeline stage while analyzing', async () => {
    const api = fakeDocumentsApi({ 'bill-1': { extractionStatus: 'completed', pipelineStage: 'done' } }, 3);
    mockFetch(api.handlers);
    mockXhr(() => 200, 300);
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.upload(within(dialog).getByLabelText('Medical Bill'), file('bill.pdf', 10));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Bill' }));
    expect(await within(dialog).findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    const bar = await within(dialog).findByRole('progressbar', { name: 'Medical Bill: bill.pdf upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '50'));
    expect(await within(dialog).findByText('Reading the document')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByText('AI Analysis Complete')).toBeInTheDocument();
    expect(screen.getByText('Medical bill added successfully!')).toBeInTheDocument();
  });

  it('keeps the chosen file when the upload to storage fails', async () => {
    const api = fakeDocumentsApi({});
    mockFetch(api.handlers);
    mockXhr(() => 0);
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    await user.upload(within(dialog).getByLabelText('Medical Bill'), file('bill.pdf', 10));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Bill' }));
    expect(await screen.findByText('Bill upload failed: The file could not be sent. Please check your connection and try again.')).toBeInTheDocument();
    expect(within(dialog).getByText('bill.pdf (0.00 MB)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload Bill' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
