import { SAMPLE_MEMBER_ID, sampleMessages, type FamilyMember, type SampleDocumentView, type SamplesResponse, type VisitLedgerResponse } from '@fairbill/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { billResult, documentView } from './document-view-fixture';
import { json, mockFetch, type Handler } from './fetch-mock';
import { renderApp } from './render-app';
import { visitLedger } from './ledger-fixture';
import { totalsResponse } from './totals-fixture';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

// Issue 14's first run on the dashboard: "Try it with sample documents", the documents being read,
// the sample visits, and removing them; the "Sample" labels on the member and its documents.

const jane: FamilyMember = { id: 'm1', firstName: 'Jane', lastName: 'Doe', relationship: 'Self' };
const alex: FamilyMember = { id: SAMPLE_MEMBER_ID, firstName: 'Alex', lastName: 'Rivera', relationship: 'Other', sample: true };
const year = new Date().getFullYear();
const types = ['medical_bill', 'insurance_payment', 'user_payment', 'medical_bill', 'insurance_payment', 'user_payment', 'medical_bill', 'insurance_payment'] as const;

/** The 8 sample documents, the first `read` of them read; the bills with their match once read. */
function sampleDocuments(read: number): SampleDocumentView[] {
  const matches = { 0: 'perfect', 3: 'partial', 6: 'partial' } as Record<number, 'perfect' | 'partial'>;
  return types.map((documentType, index) => ({
    id: `s${index}`,
    documentType,
    extractionStatus: index < read ? 'completed' : 'pending',
    matchState: index < read ? (matches[index] ?? null) : null,
  }));
}

const ledger = (id: string, changes: Partial<VisitLedgerResponse>): VisitLedgerResponse =>
  visitLedger(id, {
    memberId: SAMPLE_MEMBER_ID,
    providerName: 'Maple Ridge Family Medicine',
    billId: null,
    eobId: null,
    billIds: [],
    eobIds: [],
    insurerSaysYouOwe: 4000,
    providerBilledYou: 4000,
    youPaid: 4000,
    result: { kind: 'paid_in_full', amount: null },
    settled: true,
    ...changes,
  });

const sampleVisits = [
  ledger('v3', { providerName: 'Cedar Hollow Clinical Labs', dateOfService: `${year}-05-01`, date: `${year}-05-01`, billId: 's6', youPaid: 0, providerBilledYou: 30000, insurerSaysYouOwe: 7500, result: { kind: 'owe', amount: 7500 }, settled: false }),
  ledger('v2', { providerName: 'Stonebridge Urgent Care', dateOfService: `${year}-04-01`, date: `${year}-04-01`, billId: 's3', youPaid: 20000, insurerSaysYouOwe: 5600, result: { kind: 'refund_due', amount: 14400 }, settled: false }),
  ledger('v1', { billId: 's0' }),
];

/** A fake API whose sample state the test moves along: none, then added with `read` documents read. */
function fakeApi(options: { offered?: boolean; addAnswer?: Handler } = {}) {
  const state = { members: [jane], added: false, read: 0, ledgerCalls: 0, posts: [] as unknown[], deletes: [] as string[] };
  const samples = (): SamplesResponse =>
    state.added ? { offered: false, member: alex, documents: sampleDocuments(state.read) } : { offered: options.offered ?? true, member: null, documents: [] };
  const handlers: Record<string, Handler> = {
    'GET /api/family-members': () => json({ members: state.members }),
    'GET /api/samples': () => json(samples()),
    'POST /api/samples': (request) => {
      state.posts.push(JSON.parse(String(request.init?.body)));
      if (options.addAnswer) return options.addAnswer(request);
      state.added = true;
      state.members = [jane, alex];
      return json(samples(), 201);
    },
    'DELETE /api/family-members/': ({ url }) => {
      state.deletes.push(url);
      state.added = false;
      state.members = [jane];
      return json({ deleted: true, deletedDocuments: 8 });
    },
    'GET /api/totals': ({ url }) => {
      const params = new URL(url, 'http://localhost').searchParams;
      return json(totalsResponse({ year: Number(params.get('year')), memberId: params.get('memberId') }));
    },
    'GET /api/ledgers': ({ url }) => {
      state.ledgerCalls += 1;
      const memberId = new URL(url, 'http://localhost').searchParams.get('memberId');
      const visits = memberId === SAMPLE_MEMBER_ID && state.added && state.read === 8 ? sampleVisits : [];
      return json({ year, memberId, ledgers: visits, refundsDue: 0, unlinkedPayments: [] });
    },
  };
  mockFetch(handlers);
  return state;
}

const offer = () => screen.findByRole('region', { name: sampleMessages.offerTitle }, { timeout: 10_000 });

describe('Dashboard: Try it with sample documents', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    resetQueryClientForTests();
    signedInAs();
  });

  it('is offered on an empty account, added from the keyboard, then shows the documents being read and the sample visits', async () => {
    const api = fakeApi();
    renderApp('/dashboard');
    const region = await offer();
    expect(within(region).getByText(sampleMessages.offerExplanation)).toBeInTheDocument();
    const button = within(region).getByRole('button', { name: 'Try it with sample documents' });

    const user = userEvent.setup();
    for (let presses = 0; presses < 40 && document.activeElement !== button; presses += 1) await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.posts).toEqual([{}]));

    // The dashboard shows the sample member, whose name says it is a sample.
    const card = await screen.findByRole('region', { name: 'Sample documents' }, { timeout: 10_000 });
    expect(await screen.findByRole('heading', { name: 'Welcome Alex' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Sample: Alex Rivera (Other)' })).toBeInTheDocument();
    expect(within(card).getByText('Sample')).toHaveClass('sample-badge');
    expect(within(card).getByText(sampleMessages.explanation('Alex Rivera'))).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('Reading the sample documents: 0 of 8 read.');
    expect(within(card).getByRole('progressbar', { name: 'Reading the sample documents' })).toHaveAttribute('value', '0');

    // Each document read refreshes the other figures; the card follows by itself.
    const ledgerCallsBefore = api.ledgerCalls;
    api.read = 3;
    await within(card).findByText('Reading the sample documents: 3 of 8 read.', {}, { timeout: 5_000 });
    await waitFor(() => expect(api.ledgerCalls).toBeGreaterThan(ledgerCallsBefore));

    api.read = 8;
    const visits = await within(card).findByRole('list', { name: 'The sample visits' }, { timeout: 5_000 });
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    const items = within(visits).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Cedar Hollow Clinical Labs, 5/1/${year}You still owe $75.00The bill does not match its EOB`,
      `Stonebridge Urgent Care, 4/1/${year}Refund due: $144.00The bill does not match its EOB`,
      `Maple Ridge Family Medicine, 3/4/${year}Paid in fullThe bill matches its EOB`,
    ]);
    expect(within(visits).getByRole('link', { name: `Cedar Hollow Clinical Labs, 5/1/${year}` })).toHaveAttribute('href', '/bill-detail?billId=s6');
  }, 30_000);

  it('removes the samples through the remove-member dialog, which deletes their documents', async () => {
    const api = fakeApi();
    api.added = true;
    api.read = 8;
    api.members = [jane, alex];
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Sample documents' }, { timeout: 10_000 });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Remove the samples' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Family Member' });
    expect(dialog).toHaveTextContent('Remove Sample: Alex Rivera (Other) from your family?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove member and delete documents' }));
    await waitFor(() => expect(api.deletes).toEqual([`/api/family-members/${SAMPLE_MEMBER_ID}?deleteDocuments=true`]));
    // Offered again: the account is empty once more.
    expect(await offer()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sample documents' })).not.toBeInTheDocument();
  });

  it('says why the samples could not be added', async () => {
    fakeApi({ addAnswer: () => json({ error: { code: 'account_not_empty', message: sampleMessages.notEmpty } }, 409) });
    renderApp('/dashboard');
    const region = await offer();
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Try it with sample documents' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(`${sampleMessages.addFailed} ${sampleMessages.notEmpty}`);
  });

  it('is not offered to an account that has documents, and shows nothing when the status cannot load', async () => {
    fakeApi({ offered: false });
    const { unmount } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome Jane' }, { timeout: 10_000 });
    await screen.findByRole('region', { name: 'Needs your action' });
    expect(screen.queryByRole('button', { name: 'Try it with sample documents' })).not.toBeInTheDocument();
    unmount();

    resetQueryClientForTests();
    mockFetch({ 'GET /api/family-members': () => json({ members: [jane] }), 'GET /api/samples': () => json({ error: { code: 'internal', message: 'x' } }, 500) });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome Jane' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: sampleMessages.offerTitle })).not.toBeInTheDocument();
  });
});

describe('the Sample labels', () => {
  beforeEach(() => {
    resetQueryClientForTests();
    signedInAs();
  });

  it("badges the sample member's documents in the search results, and names the member as a sample", async () => {
    mockFetch({
      'GET /api/family-members': () => json({ members: [jane, alex] }),
      'GET /api/documents?': () => json({ results: [billResult({ id: 'b1', familyMemberId: 'm1' }), billResult({ id: 'b2', familyMemberId: SAMPLE_MEMBER_ID })], nextCursor: null }),
    });
    renderApp('/search?bills=true');
    expect(await screen.findByRole('heading', { name: 'Found 2 result(s)' }, { timeout: 10_000 })).toBeInTheDocument();
    const [own, sample] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(own).queryByText('Sample')).not.toBeInTheDocument();
    expect(within(sample).getByText('Sample')).toHaveClass('sample-badge');
    expect(within(sample).getByRole('link')).toHaveTextContent('Sample: Alex Rivera Sample');
  });

  it("says on a sample document's own page that it is made up", async () => {
    mockFetch({
      'GET /api/documents/s0/download': () => json({ url: 'https://files.example.com/o', previewUrl: 'https://files.example.com/o?inline', expiresAt: '2026-01-01T00:05:00.000Z' }),
      'GET /api/documents/s0': () => json({ document: documentView({ id: 's0', familyMemberId: SAMPLE_MEMBER_ID }) }),
      'GET /api/documents/d1/download': () => json({ url: 'https://files.example.com/o', previewUrl: 'https://files.example.com/o?inline', expiresAt: '2026-01-01T00:05:00.000Z' }),
      'GET /api/documents/d1': () => json({ document: documentView({ id: 'd1' }) }),
    });
    const sample = renderApp('/documents/s0');
    expect(await screen.findByText(sampleMessages.documentNote, {}, { timeout: 10_000 })).toBeInTheDocument();
    sample.unmount();
    renderApp('/documents/d1');
    await screen.findByRole('heading', { level: 1, name: 'Medical bill' }, { timeout: 10_000 });
    expect(screen.queryByText(sampleMessages.documentNote)).not.toBeInTheDocument();
  });
});
