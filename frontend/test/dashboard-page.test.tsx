import type { DocumentView, FamilyMember } from '@fairbill/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { mockXhr } from './dashboard-xhr-mock';
import { json, mockFetch, type Handler } from './fetch-mock';
import { renderApp } from './render-app';
import { totalsResponse } from './totals-fixture';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

const jane: FamilyMember = { id: 'm1', firstName: 'Jane', lastName: 'Doe', relationship: 'Self' };
const tom: FamilyMember = { id: 'm2', firstName: 'Tom', lastName: 'Doe', relationship: 'Child' };
const year = new Date().getFullYear();

/** A fake API: the members (mutable), totals that echo the query, and the calls made. */
function fakeApi(initial: FamilyMember[], extra: Record<string, Handler> = {}) {
  let members = [...initial];
  const calls: { method: string; url: string; body: unknown }[] = [];
  const record: (handler: Handler) => Handler = (handler) => (request) => {
    calls.push({ method: request.init?.method ?? 'GET', url: request.url, body: request.init?.body ? JSON.parse(String(request.init.body)) : null });
    return handler(request);
  };
  const handlers: Record<string, Handler> = {
    ...Object.fromEntries(Object.entries(extra).map(([key, handler]) => [key, record(handler)])),
    'GET /api/family-members': record(() => json({ members })),
    'POST /api/family-members': record(({ init }) => {
      const body = JSON.parse(String(init?.body)) as Omit<FamilyMember, 'id'>;
      const member = { id: `m${members.length + 1}`, ...body };
      members = [...members, member];
      return json({ member }, 201);
    }),
    'PUT /api/family-members/': record(({ url, init }) => {
      const id = url.split('/').pop() ?? '';
      const member = { id, ...(JSON.parse(String(init?.body)) as Omit<FamilyMember, 'id'>) };
      members = members.map((entry) => (entry.id === id ? member : entry));
      return json({ member });
    }),
    'GET /api/totals': record(({ url }) => {
      const params = new URL(url, 'http://localhost').searchParams;
      const family = params.get('memberId') === 'family';
      return json(totalsResponse({ year: Number(params.get('year')), memberId: family ? null : params.get('memberId'), billed: family ? 200000 : 123450, insurancePaid: 80000, youPaid: family ? 15025 : 9990 }));
    }),
    'GET /api/ledgers': record(({ url }) => {
      const params = new URL(url, 'http://localhost').searchParams;
      return json({ year: Number(params.get('year')), memberId: null, ledgers: [], refundsDue: 0, unlinkedPayments: [] });
    }),
  };
  return { handlers, calls, setMembers: (next: FamilyMember[]) => (members = next) };
}

async function openDashboard(api: ReturnType<typeof fakeApi>) {
  mockFetch(api.handlers);
  const user = userEvent.setup();
  const view = renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Welcome Jane' }, { timeout: 10_000 });
  return { user, view };
}

const memberSelect = () => screen.getByLabelText('Family member');

describe('Dashboard', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    resetQueryClientForTests();
    signedInAs();
    mockXhr();
  });

  it("shows 'Loading family members...' while the list is empty", async () => {
    let release: ((response: Response) => void) | undefined;
    mockFetch({ 'GET /api/family-members': () => new Promise<Response>((resolve) => (release = resolve)) });
    renderApp('/dashboard');
    expect(await screen.findByRole('option', { name: 'Loading family members...' }, { timeout: 10_000 })).toBeInTheDocument();
    // The option shows before the request leaves (the session is read first): answer it once it has.
    await waitFor(() => expect(release).toBeDefined(), { timeout: 10_000 });
    release?.(json({ members: [jane] }));
    // The first render of the suite also loads the dashboard's chunks: as patient as the wait above.
    expect(await screen.findByRole('heading', { name: 'Welcome Jane' }, { timeout: 10_000 })).toBeInTheDocument();
    // Both waits can take their full time on a busy machine: vitest's 5 s default would cut them short.
  }, 25_000);

  it('lists Family View and each member with relationship, and shows the first member with its totals', async () => {
    const api = fakeApi([jane, tom]);
    await openDashboard(api);
    const options = within(memberSelect()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Family View', 'Jane Doe (Self)', 'Tom Doe (Child)']);
    expect(within(memberSelect()).getByRole('option', { name: 'All family members' })).toHaveValue('family');
    expect(memberSelect()).toHaveValue('m1');
    expect(screen.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/patient-history');

    const billed = screen.getByRole('article', { name: 'Medical Billings' });
    expect(within(billed).getByText(`Total ${year}`)).toBeInTheDocument();
    expect(await within(billed).findByText('$1,234.50')).toBeInTheDocument();
    expect(within(billed).getByText('Jane Bills')).toBeInTheDocument();
    expect(within(billed).getByRole('link', { name: 'Click to search' })).toHaveAttribute(
      'href',
      `/search?bills=true&memberId=m1&startDate=${year}-01-01&endDate=${year}-12-31`,
    );
    const insurance = screen.getByRole('article', { name: 'Insurance payments' });
    expect(within(insurance).getByText('$800.00')).toBeInTheDocument();
    expect(within(insurance).getByText('Jane Payments')).toBeInTheDocument();
    expect(within(insurance).getByRole('link', { name: 'Click to search' }).getAttribute('href')).toContain('eobs=true');
    const paid = screen.getByRole('article', { name: 'You Paid' });
    expect(within(paid).getByText('$99.90')).toBeInTheDocument();
    expect(within(paid).getByText('Jane Amount Paid')).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'Click to search' }).getAttribute('href')).toContain('receipts=true');
    expect(api.calls.some((call) => call.url === `/api/totals?year=${year}&memberId=m1`)).toBe(true);
  });

  it("switches to 'Welcome Family' and 'All Family Members' in the family view, and to another member", async () => {
    const api = fakeApi([jane, tom]);
    const { user } = await openDashboard(api);
    await user.selectOptions(memberSelect(), 'family');
    expect(screen.getByRole('heading', { name: 'Welcome Family' })).toBeInTheDocument();
    expect(screen.getAllByText('All Family Members')).toHaveLength(3);
    const paid = screen.getByRole('article', { name: 'You Paid' });
    expect(await within(paid).findByText('$150.25')).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'Click to search' })).toHaveAttribute(
      'href',
      `/search?receipts=true&memberId=family&startDate=${year}-01-01&endDate=${year}-12-31`,
    );
    await user.selectOptions(memberSelect(), 'm2');
    expect(screen.getByRole('heading', { name: 'Welcome Tom' })).toBeInTheDocument();
    expect(screen.getByText('Tom Amount Paid')).toBeInTheDocument();
  });

  it('the year selector defaults to this year and asks for the chosen one', async () => {
    const api = fakeApi([jane]);
    const { user } = await openDashboard(api);
    const yearSelect = screen.getByLabelText('Year');
    expect(yearSelect).toHaveValue(String(year));
    await user.selectOptions(yearSelect, String(year - 1));
    // The three totals and the refunds due (issue 14).
    expect(screen.getAllByText(`Total ${year - 1}`)).toHaveLength(4);
    await waitFor(() => expect(api.calls.some((call) => call.url === `/api/totals?year=${year - 1}&memberId=m1`)).toBe(true));
    expect(screen.getByRole('article', { name: 'Medical Billings' }).querySelector('a')?.getAttribute('href')).toContain(`startDate=${year - 1}-01-01&endDate=${year - 1}-12-31`);
  });

  it("adds a member with 'Add Member', disabled until all three fields are filled, then shows that member", async () => {
    const api = fakeApi([jane]);
    const { user } = await openDashboard(api);
    await user.click(screen.getByRole('button', { name: 'Add Family Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Family Member' });
    const add = within(dialog).getByRole('button', { name: 'Add Member' });
    expect(add).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog).getByLabelText('Relationship')).toHaveAttribute('placeholder', 'e.g. Spouse, Child, Parent');
    await user.type(within(dialog).getByLabelText('First Name'), 'Tom');
    await user.type(within(dialog).getByLabelText('Last Name'), 'Doe');
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Relationship'), 'Child');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(await screen.findByRole('heading', { name: 'Welcome Tom' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ firstName: 'Tom', lastName: 'Doe', relationship: 'Child' });
    expect(await within(memberSelect()).findByRole('option', { name: 'Tom Doe (Child)' })).toBeInTheDocument();
  });

  it('edits the selected member', async () => {
    const api = fakeApi([jane, tom]);
    const { user } = await openDashboard(api);
    await user.selectOptions(memberSelect(), 'm2');
    await user.click(screen.getByRole('button', { name: 'Edit Tom' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Family Member' });
    const first = within(dialog).getByLabelText('First Name');
    await user.clear(first);
    await user.type(first, 'Thomas');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Thomas' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({ url: '/api/family-members/m2', body: { firstName: 'Thomas', lastName: 'Doe', relationship: 'Child' } });
  });

  it('explains what happens to the documents on removal; after a 409 the member can be removed with the documents', async () => {
    const deletes: string[] = [];
    const api = fakeApi([jane, tom], {
      'DELETE /api/family-members/': ({ url }) => {
        deletes.push(url);
        if (!url.includes('deleteDocuments=true')) return json({ error: { code: 'member_has_documents', message: 'This family member has documents.' } }, 409);
        api.setMembers([jane]);
        return json({ deleted: true, deletedDocuments: 2 });
      },
    });
    const { user } = await openDashboard(api);
    await user.selectOptions(memberSelect(), 'm2');
    await user.click(screen.getByRole('button', { name: 'Remove Tom' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Family Member' });
    expect(dialog).toHaveAccessibleDescription('Remove Tom Doe (Child) from your family?');
    expect(dialog).toHaveTextContent('Remove member works only while Tom Doe has no documents. If there are any, nothing is removed.');
    expect(dialog).toHaveTextContent("also permanently deletes all of Tom Doe's documents and their files. This cannot be undone.");
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tom Doe still has documents, so nothing was removed.');
    expect(within(dialog).getByRole('button', { name: 'Remove member' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove member and delete documents' }));
    expect(await screen.findByText('Tom Doe and 2 document(s) removed')).toBeInTheDocument();
    expect(deletes).toEqual(['/api/family-members/m2', '/api/family-members/m2?deleteDocuments=true']);
    expect(screen.getByRole('heading', { name: 'Welcome Jane' })).toBeInTheDocument();
    await waitFor(() => expect(within(memberSelect()).queryByRole('option', { name: 'Tom Doe (Child)' })).not.toBeInTheDocument());
  });

  it("uploads a receipt: 'Upload successful!' right after the upload, then 'Receipt Analysis Complete', and the totals refresh", async () => {
    let reads = 0;
    const receipt = (overrides: Partial<DocumentView>) => ({ document: { ...receiptView, ...overrides } });
    const api = fakeApi([jane], {
      'POST /api/documents': () =>
        json({ ...receipt({}), upload: { url: 'http://s3.local/medical-documents/r1?X-Amz-Signature=abc', method: 'PUT', headers: { 'Content-Type': 'image/png' }, expiresAt: '2026-01-01T00:15:00.000Z' } }, 201),
      'GET /api/documents/r1': () => json(++reads > 1 ? receipt({ extractionStatus: 'completed', pipelineStage: 'done', amount: 4210 }) : receipt({ extractionStatus: 'processing', pipelineStage: 'extracting' })),
    });
    const { user } = await openDashboard(api);
    await user.click(screen.getByRole('button', { name: 'Upload a new receipt' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload New Receipt' });
    expect(dialog).toHaveAccessibleDescription('For Jane Doe (Self)');
    const button = within(dialog).getByRole('button', { name: 'Upload Receipt' });
    expect(button).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('Receipt'), new File([new Uint8Array(10)], 'receipt.png', { type: 'image/png' }));
    const totalsBefore = api.calls.filter((call) => call.url.startsWith('/api/totals')).length;
    await user.click(button);
    expect(await screen.findByText('Upload successful!')).toBeInTheDocument();
    expect(screen.getByText('Document added successfully! We are reading your receipt now.')).toBeInTheDocument();
    expect(within(dialog).getByText('Extracting the details')).toBeInTheDocument();
    expect(await screen.findByText('Receipt Analysis Complete', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Your payment of $42.10 now counts in You Paid.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((call) => call.url.startsWith('/api/totals')).length).toBeGreaterThan(totalsBefore));
    expect(api.calls.find((call) => call.method === 'POST' && call.url === '/api/documents')?.body).toMatchObject({ documentType: 'user_payment', familyMemberId: 'm1', fileName: 'receipt.png', contentType: 'image/png' });
  });

  it("shows 'Receipt Processing Failed' with the fallback text, and asks for a member in the family view", async () => {
    const api = fakeApi([jane], {
      'POST /api/documents': () =>
        json({ document: receiptView, upload: { url: 'http://s3.local/medical-documents/r1', method: 'PUT', headers: {}, expiresAt: '2026-01-01T00:15:00.000Z' } }, 201),
      'GET /api/documents/r1': () => json({ document: { ...receiptView, extractionStatus: 'failed', failureReason: null } }),
    });
    const { user } = await openDashboard(api);
    await user.click(screen.getByRole('button', { name: 'Upload a new receipt' }));
    let dialog = screen.getByRole('dialog', { name: 'Upload New Receipt' });
    await user.upload(within(dialog).getByLabelText('Receipt'), new File([new Uint8Array(10)], 'receipt.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Receipt' }));
    expect(await screen.findByText('Receipt Processing Failed', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Failed to process receipt with AI')).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.selectOptions(memberSelect(), 'family');
    await user.click(screen.getByRole('button', { name: 'Upload a new receipt' }));
    dialog = screen.getByRole('dialog', { name: 'Upload New Receipt' });
    await user.upload(within(dialog).getByLabelText('Receipt'), new File([new Uint8Array(10)], 'receipt.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Receipt' }));
    expect(await screen.findByText('Please select a file and ensure a family member is selected.')).toBeInTheDocument();
  });

  it("says 'Failed to add document' with the API's message when the receipt's record is refused", async () => {
    const api = fakeApi([jane], { 'POST /api/documents': () => json({ error: { code: 'internal', message: 'An unexpected error occurred.' } }, 500) });
    const { user } = await openDashboard(api);
    await user.click(screen.getByRole('button', { name: 'Upload a new receipt' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload New Receipt' });
    await user.upload(within(dialog).getByLabelText('Receipt'), new File([new Uint8Array(10)], 'receipt.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Receipt' }));
    expect(await screen.findByText('Failed to add document', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred.')).toBeInTheDocument();
    expect(within(dialog).getByText('receipt.pdf (0.00 MB)')).toBeInTheDocument();
  });

  it("asks for a member when a bill is uploaded in the family view ('Upload failed')", async () => {
    const api = fakeApi([jane]);
    const { user } = await openDashboard(api);
    await user.selectOptions(memberSelect(), 'family');
    await user.click(screen.getByRole('button', { name: 'Upload a new bill & EOB' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload Medical Documents' });
    expect(dialog).toHaveAccessibleDescription('No family member selected');
    await user.upload(within(dialog).getByLabelText('Medical Bill'), new File([new Uint8Array(10)], 'bill.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Bill' }));
    const title = await screen.findByText('Upload failed');
    const description = screen.getByText(/^Please select at least one file/);
    expect(`${title.textContent}: ${description.textContent}`).toBe('Upload failed: Please select at least one file (bill or EOB) and ensure a family member is selected.');
    expect(api.calls.some((call) => call.url.startsWith('/api/documents'))).toBe(false);
  });
});

const receiptView: DocumentView = {
  id: 'r1', documentType: 'user_payment', familyMemberId: 'm1', title: null, description: null, fileName: 'receipt.png',
  contentType: 'image/png', fileSize: 10, filePath: 'u1/receipt.png', status: 'completed', extractionStatus: 'pending',
  pipelineStage: 'uploaded', requiresManualReview: false, failureReason: null, amount: 0, documentDate: null, providerName: null,
  billNumber: null, insuranceCompany: null, paymentMethod: null, claimNumber: null, transactionId: null, billId: null,
  confidence: null, extractedData: null, analysis: null, matchState: null, matchedEobId: null, version: 1, revision: 0,
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};
