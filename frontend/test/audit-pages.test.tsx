import type { AccessLogResponse, AuditRecord, AuditSummary } from '@fairbill/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accessLogLabels, integrityLabels } from '../src/features/audit/audit-labels';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { json, mockFetch, type Handler } from './fetch-mock';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

const summary = (overrides: Partial<AuditSummary> = {}): AuditSummary => ({
  documentId: 'DOC1',
  user: 'u_0123456789ab',
  documentType: 'medical_bill',
  status: 'manual_review',
  engine: 'local',
  modelId: 'local-rules',
  promptVersion: 'rules-2026.11',
  reader: 'pdf-text',
  confidence: 0.62,
  corrected: true,
  failedChecks: ['bill-line-items'],
  extractedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const record: AuditRecord = {
  summary: summary(),
  userId: 'sub-1',
  fileName: 'bill.pdf',
  contentType: 'application/pdf',
  fileSize: 2048,
  failureReason: null,
  integrity: { state: 'changed', recordedSha256: 'aa', currentSha256: 'bb', checkedAt: '2026-11-26T10:00:00.000Z' },
  fields: { providerName: 'Clinic', subtotal: 123456, fieldConfidence: { subtotal: 0.97 } },
  fieldConfidence: { subtotal: 0.97 },
  analysis: null,
  reading: { engine: 'pdf-text', pages: [{ page: 1, lines: [{ text: 'Total due 100.00', x: 10, y: 20 }] }] },
  structurerRaw: '{"subtotal":100}',
  timings: { read: 12 },
  runId: 'RUN1',
  revisions: [
    { revision: 1, source: 'extraction', createdAt: '2026-11-20T10:00:00.000Z', changes: [{ field: 'subtotal', before: null, after: 90 }], audit: null },
    { revision: 2, source: 'correction', createdAt: '2026-11-21T10:00:00.000Z', changes: [{ field: 'subtotal', before: 90, after: 123456 }], audit: null },
  ],
};

function api(extra: Record<string, Handler> = {}) {
  const searches: URL[] = [];
  const fetchMock = mockFetch({
    'GET /api/audit/records?': ({ url }) => {
      searches.push(new URL(url, 'http://localhost'));
      return json({ items: [summary(), summary({ documentId: 'DOC2', status: 'failed', engine: null, confidence: null, corrected: false, failedChecks: [] })], nextCursor: null });
    },
    'POST /api/audit/records/DOC1/reproduce': () =>
      json({
        reproduction: {
          documentId: 'DOC1',
          stored: { reader: 'pdf-text', modelId: 'local-rules', promptVersion: 'rules-2026.11', status: 'manual_review' },
          reproduced: { reader: 'pdf-text', modelId: 'local-rules', promptVersion: 'rules-2026.12', status: 'completed', error: null },
          fields: [
            { field: 'providerName', stored: 'Clinic', reproduced: 'Clinic', same: true },
            { field: 'subtotal', stored: 123456, reproduced: 90, same: false },
          ],
          identical: false,
        },
      }),
    'GET /api/audit/export?': () => new Response('documentId\r\nDOC1\r\n', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    'GET /api/audit/records/DOC1/download': () => json({ url: 'http://storage/original', previewUrl: 'http://storage/preview', expiresAt: '2026-11-26T11:00:00.000Z' }),
    'GET /api/audit/records/DOC1': () => json({ record }),
    'GET /api/audit/access-log': () =>
      json({ entries: [{ at: '2026-11-26T10:00:00.000Z', auditor: 'ann@example.com', action: 'view', documentId: 'DOC1', previous: 'x' }], intact: false } satisfies AccessLogResponse),
    ...extra,
  });
  return { fetchMock, searches };
}

beforeEach(() => {
  resetQueryClientForTests();
});

describe('who sees which screens', () => {
  it('sends an auditor from the family screens to /audit', async () => {
    signedInAs('aud-1', 'ann@example.com', ['auditors']);
    api();
    const app = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Extraction results' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/audit');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Access log' })).toHaveAttribute('href', '/audit/access-log');
    expect(within(nav).queryByRole('link', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('sends a family user from /audit to their dashboard', async () => {
    signedInAs();
    mockFetch({ 'GET /api/family-members': () => json({ members: [] }) });
    const app = renderApp('/audit');
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'), { timeout: 5_000 });
  });
});

describe('/audit', () => {
  beforeEach(() => signedInAs('aud-1', 'ann@example.com', ['auditors']));

  it('lists results with their status, engine and pseudonym, and sends the chosen filters', async () => {
    const { searches } = api();
    const user = userEvent.setup();
    renderApp('/audit');
    const table = await screen.findByRole('table', {}, { timeout: 5_000 });
    expect(within(table).getByRole('caption')).toHaveTextContent('2 results');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Manual review');
    expect(rows[1]).toHaveTextContent('rules-2026.11');
    expect(rows[1]).toHaveTextContent('u_0123456789ab');
    expect(rows[1]).toHaveTextContent('bill-line-items');
    expect(rows[2]).toHaveTextContent('Failed');
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/audit/records/DOC1');

    await user.selectOptions(screen.getByLabelText('Status'), 'manual_review');
    await user.selectOptions(screen.getByLabelText('Engine'), 'aws');
    await user.type(screen.getByLabelText('Confidence below'), '0.8');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(Object.fromEntries(searches[1]!.searchParams)).toMatchObject({ status: 'manual_review', engine: 'aws', confidenceBelow: '0.8', limit: '25' });
  });

  it('exports the applied filters as CSV through the logged route', async () => {
    const { fetchMock } = api();
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp('/audit?status=failed');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 5_000 }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/api/audit/export'));
    expect(Object.fromEntries(new URL(exported ?? '', 'http://localhost').searchParams)).toEqual({ status: 'failed', format: 'csv' });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('refuses a start date after the end date before sending it', async () => {
    const { searches } = api();
    const user = userEvent.setup();
    renderApp('/audit');
    await screen.findByRole('table', {}, { timeout: 5_000 });
    await user.type(screen.getByLabelText('From'), '2026-05-01');
    await user.type(screen.getByLabelText('To'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must not be after the end date.');
    expect(searches).toHaveLength(1);
  });
});

describe('/audit/records/:documentId', () => {
  beforeEach(() => signedInAs('aud-1', 'ann@example.com', ['auditors']));

  it('shows the check of the original, the fields with confidences, every revision and what the engine saw', async () => {
    api();
    renderApp('/audit/records/DOC1');
    expect(await screen.findByRole('heading', { name: 'Bill: Manual review' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(integrityLabels.changed, { exact: false })).toBeInTheDocument();
    const fields = screen.getByRole('region', { name: 'Fields' });
    // Amounts are stored in cents: shown in dollars, with the cents stored beside them.
    expect(within(fields).getByRole('row', { name: /subtotal/ })).toHaveTextContent('subtotal$1,234.56 (123456 cents)0.97');
    expect(within(fields).queryByText('fieldConfidence')).not.toBeInTheDocument();
    expect(screen.getByText(/Revision 2: correction by the user/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Changes of revision 2' })).getByRole('row', { name: /subtotal/ })).toHaveTextContent('$0.90 (90 cents)$1,234.56 (123456 cents)');
    expect(screen.getByText(/p1 \(10, 20\)\s+Total due 100.00/)).toBeInTheDocument();
    expect(screen.getByText('RUN1')).toBeInTheDocument();
  });

  it("tells a receipt's links to a visit (issue 14) in words, each revision labelled as one", async () => {
    const december = { kind: 'visit', documentId: 'BILL-DEC', providerName: 'Lakeside Clinic', dateOfService: '2025-12-15' };
    const noName = { kind: 'visit', documentId: 'EOB-GONE', providerName: null, dateOfService: null };
    const receipt: AuditRecord = {
      ...record,
      summary: summary({ documentId: 'REC1', documentType: 'user_payment', status: 'completed', failedChecks: [] }),
      fields: { merchantName: 'Quillon Payments', totalAmount: 4500 },
      fieldConfidence: {},
      revisions: [
        { revision: 1, source: 'extraction', createdAt: '2026-01-08T10:00:00.000Z', changes: [{ field: 'totalAmount', before: null, after: 4500 }], audit: null },
        { revision: 2, source: 'correction', createdAt: '2026-01-09T10:00:00.000Z', changes: [{ field: 'visitLink', before: { kind: 'automatic' }, after: december }], audit: null },
        { revision: 3, source: 'correction', createdAt: '2026-01-10T10:00:00.000Z', changes: [{ field: 'visitLink', before: december, after: { kind: 'unlinked' } }], audit: null },
        { revision: 4, source: 'correction', createdAt: '2026-01-11T10:00:00.000Z', changes: [{ field: 'visitLink', before: noName, after: { kind: 'automatic' } }], audit: null },
      ],
    };
    api({ 'GET /api/audit/records/REC1': () => json({ record: receipt }) });
    renderApp('/audit/records/REC1');
    expect(await screen.findByRole('heading', { name: 'Receipt: Completed' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(/Revision 1: extraction by the pipeline/)).toBeInTheDocument();
    for (const number of [2, 3, 4]) expect(screen.getByText(new RegExp(`Revision ${number}: visit link changed by the user`))).toBeInTheDocument();
    expect(screen.queryByText('No field changed.')).not.toBeInTheDocument();
    const change = (number: number) => within(screen.getByRole('region', { name: `Changes of revision ${number}` })).getByRole('row', { name: /visitLink/ });
    expect(change(2)).toHaveTextContent('visitLinkautomatic matchlinked to the visit at Lakeside Clinic on 12/15/2025 (document BILL-DEC)');
    expect(change(3)).toHaveTextContent('visitLinklinked to the visit at Lakeside Clinic on 12/15/2025 (document BILL-DEC)unlinked by hand');
    // A link whose document was deleted since: named by its id alone.
    expect(change(4)).toHaveTextContent('visitLinklinked to a visit (document EOB-GONE)automatic match');
  });

  it('downloads the original through the logged route', async () => {
    const { fetchMock } = api();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    renderApp('/audit/records/DOC1');
    await user.click(await screen.findByRole('button', { name: 'Download the original' }, { timeout: 5_000 }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://storage/original'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/audit/records/DOC1/download'))).toBe(true);
    vi.unstubAllGlobals();
  });

  it('reproduces with the current engine and shows the fields that differ', async () => {
    api();
    const user = userEvent.setup();
    renderApp('/audit/records/DOC1');
    await user.click(await screen.findByRole('button', { name: 'Reproduce with the current engine' }, { timeout: 5_000 }));
    expect(await screen.findByText('1 field differs.')).toBeInTheDocument();
    expect(screen.getByText(/Stored: local-rules rules-2026.11 \(Manual review\)\. Current engine: local-rules rules-2026.12\./)).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Stored and reproduced fields' });
    expect(within(table).getByRole('row', { name: /subtotal/ })).toHaveTextContent('subtotal$1,234.56 (123456 cents)$0.90 (90 cents)Different');
    expect(within(table).getByRole('row', { name: /providerName/ })).toHaveTextContent('Same');
  });

  it('says so when the result does not exist', async () => {
    api({ 'GET /api/audit/records/NOPE': () => json({ error: { code: 'audit_record_not_found', message: 'No extraction result has this id.' } }, 404) });
    renderApp('/audit/records/NOPE');
    expect(await screen.findByText('No extraction result has this id.', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});

describe('/audit/access-log', () => {
  it('shows the entries and warns when the chain is broken', async () => {
    signedInAs('aud-1', 'ann@example.com', ['auditors']);
    api();
    renderApp('/audit/access-log');
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(accessLogLabels.broken);
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('ann@example.com');
    expect(row).toHaveTextContent('Opened');
    expect(row).toHaveTextContent('DOC1');
  });
});
