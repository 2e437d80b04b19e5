import { visitLinkMessages, type DocumentRevisionsResponse, type FamilyMember, type LedgersResponse, type VisitLinkResponse } from '@fairbill/shared';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidateAfter, queryKeys } from '../src/lib/query/keys';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { documentView } from './document-view-fixture';
import { json, mockFetch, type Handler } from './fetch-mock';
import { renderApp } from './render-app';
import { visitLedger } from './ledger-fixture';
import { totalsResponse } from './totals-fixture';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

// Issue 14: the dashboard's "Receipts and payments": link a payment to a visit by hand, unlink it,
// give it back to FairBill's match; and a payment's history on its page, in plain words.

const jane: FamilyMember = { id: 'm1', firstName: 'Jane', lastName: 'Doe', relationship: 'Self' };
const tom: FamilyMember = { id: 'm2', firstName: 'Tom', lastName: 'Doe', relationship: 'Child' };
const year = new Date().getFullYear();

const lakeside = visitLedger('v1', {
  paymentIds: ['r-hand', 'r-match'],
  payments: [
    { id: 'r-hand', date: `${year}-03-20`, amount: 4500, providerName: 'Quillon Payments', joinedBy: 'hand' },
    { id: 'r-match', date: `${year}-03-10`, amount: 5500, providerName: 'Lakeside Clinic', joinedBy: 'match' },
  ],
  youPaid: 10000,
  result: { kind: 'paid_in_full', amount: null },
  settled: true,
});
// An EOB alone, no provider printed: the list names it "Unknown Provider".
const imaging = visitLedger('v2', { providerName: '', dateOfService: `${year}-05-02`, date: `${year}-05-02`, billId: null, billIds: [], eobId: 'eob-v2', eobIds: ['eob-v2'] });

const answer: LedgersResponse = {
  year,
  memberId: 'm1',
  ledgers: [imaging, lakeside],
  refundsDue: 0,
  unlinkedPayments: [
    { id: 'r-none', memberId: 'm1', date: `${year}-06-01`, amount: 1999, providerName: null, unlinkedByHand: false },
    { id: 'r-out', memberId: 'm1', date: `${year}-04-02`, amount: 2500, providerName: 'Hillcrest Pharmacy', unlinkedByHand: true },
  ],
};

// The year before's visits: none unless a test gives some.
const noVisits: LedgersResponse = { year: year - 1, memberId: 'm1', ledgers: [], refundsDue: 0, unlinkedPayments: [] };

type Sent = { method: string; url: string; body: unknown };

function openDashboard(options: { ledgers?: LedgersResponse; yearBefore?: LedgersResponse; members?: FamilyMember[]; linkAnswer?: Handler } = {}) {
  const calls = { ledgers: 0, totals: 0, reminders: 0 };
  const ledgerUrls: string[] = [];
  const sent: Sent[] = [];
  const linkReply: Handler =
    options.linkAnswer ??
    (({ url, init }) => {
      const documentId = decodeURIComponent(url.split('/')[3] ?? '');
      sent.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const after = init?.method === 'DELETE' ? { kind: 'automatic' as const } : { kind: 'visit' as const, documentId: 'bill-v1', providerName: 'Lakeside Clinic', dateOfService: `${year}-03-04` };
      return json({ documentId, revision: 2, change: { before: { kind: 'unlinked' }, after } } satisfies VisitLinkResponse);
    });
  mockFetch({
    'GET /api/family-members': () => json({ members: options.members ?? [jane] }),
    'GET /api/totals': () => {
      calls.totals += 1;
      return json(totalsResponse({ year, memberId: 'm1' }));
    },
    'GET /api/ledgers': ({ url }) => {
      calls.ledgers += 1;
      ledgerUrls.push(url);
      const asked = Number(new URL(url, 'http://localhost').searchParams.get('year'));
      return json(asked === year ? (options.ledgers ?? answer) : (options.yearBefore ?? noVisits));
    },
    'GET /api/reminders': () => {
      calls.reminders += 1;
      return json({ memberId: 'm1', today: `${year}-06-02`, emailReminders: true, deadlines: [] });
    },
    'PUT /api/documents/': linkReply,
    'DELETE /api/documents/': linkReply,
  });
  return { view: renderApp('/dashboard'), calls, sent, ledgerUrls };
}

const card = () => screen.findByRole('region', { name: visitLinkMessages.title }, { timeout: 10_000 });
const item = async (text: string) => (await within(await card()).findByText(text, { exact: false })).closest('li') as HTMLElement;

describe('Dashboard: Receipts and payments (issue 14)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    resetQueryClientForTests();
    signedInAs();
  });

  it('lists every payment of the year, newest first, with the visit it counts in and how it got there', async () => {
    openDashboard();
    const section = await card();
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((entry) => within(entry).getByRole('time').getAttribute('datetime'))).toEqual([`${year}-06-01`, `${year}-04-02`, `${year}-03-20`, `${year}-03-10`]);
    const [none, out, hand, match] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(none).getByRole('img', { name: 'Not stated' })).toBeInTheDocument();
    expect(none).toHaveTextContent(`$19.99 · Jun 01, ${year} · —`);
    expect(none).toHaveTextContent('Not linked to a visit: it counts in no visit.');
    expect(out).toHaveTextContent(`$25.00 · Apr 02, ${year} · Hillcrest Pharmacy`);
    expect(out).toHaveTextContent('Unlinked by you: it counts in no visit.');
    expect(hand).toHaveTextContent(`Counts in the visit at Lakeside Clinic on 3/4/${year}. Linked by you.`);
    expect(match).toHaveTextContent(`Counts in the visit at Lakeside Clinic on 3/4/${year}. Matched by FairBill.`);
    // A payment in a visit can be unlinked; one linked or unlinked by hand can go back to the match.
    expect(within(hand).getAllByRole('button').map((button) => button.textContent)).toEqual(['Unlink', 'Let FairBill match it']);
    expect(within(match).getAllByRole('button').map((button) => button.textContent)).toEqual(['Unlink']);
    expect(within(out).getAllByRole('button').map((button) => button.textContent)).toEqual(['Link', 'Let FairBill match it']);
    expect(within(none).getAllByRole('button').map((button) => button.textContent)).toEqual(['Link']);
    expect(section).not.toHaveTextContent('null');
  });

  it("offers the member's visits of the year by provider and date, and links the chosen one from the keyboard", async () => {
    const { calls, sent } = openDashboard();
    const none = await item('$19.99');
    const select = within(none).getByRole('combobox', { name: `Link to a visit $19.99 · Jun 01, ${year} · Not stated` });
    expect(within(select).getAllByRole('option').map((option) => [option.textContent, (option as HTMLOptionElement).value])).toEqual([
      ['Choose a visit', ''],
      [`Unknown Provider, 5/2/${year} (You still owe $100.00)`, 'eob-v2'],
      [`Lakeside Clinic, 3/4/${year} (Paid in full)`, 'bill-v1'],
    ]);
    const link = within(none).getByRole('button', { name: `Link $19.99 · Jun 01, ${year} · Not stated` });
    expect(link).toBeDisabled();

    const user = userEvent.setup();
    await user.selectOptions(select, 'bill-v1');
    expect(select).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await waitFor(() => expect(calls.reminders).toBeGreaterThan(0));
    const before = { ...calls };
    await user.keyboard('{Enter}');

    const status = await within(await card()).findByText(`You linked this payment to the visit at Lakeside Clinic on 3/4/${year}.`);
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(sent).toEqual([{ method: 'PUT', url: '/api/documents/r-none/visit-link', body: { documentId: 'bill-v1' } }]);
    // The visits, "Refunds due", the totals and the reminders are read again.
    await waitFor(() => expect(calls.ledgers).toBeGreaterThan(before.ledgers));
    await waitFor(() => expect(calls.totals).toBeGreaterThan(before.totals));
    await waitFor(() => expect(calls.reminders).toBeGreaterThan(before.reminders));
  });

  it('offers the visits of the year before too, told apart by their date, and keeps a payment of the year linked to one of them in the list', async () => {
    // A December visit of last year, paid in January by a receipt linked to it by hand.
    const december = visitLedger('v0', {
      providerName: 'Lakeside Clinic',
      dateOfService: `${year - 1}-12-15`,
      date: `${year - 1}-12-15`,
      billId: 'bill-dec',
      paymentIds: ['r-jan', 'r-dec'],
      payments: [
        { id: 'r-dec', date: `${year - 1}-12-20`, amount: 2000, providerName: 'Lakeside Clinic', joinedBy: 'match' },
        { id: 'r-jan', date: `${year}-01-08`, amount: 8000, providerName: 'Quillon Payments', joinedBy: 'hand' },
      ],
      youPaid: 10000,
      result: { kind: 'paid_in_full', amount: null },
      settled: true,
    });
    const { sent, ledgerUrls } = openDashboard({ yearBefore: { ...noVisits, ledgers: [december] } });
    const none = await item('$19.99');
    const select = within(none).getByRole('combobox', { name: /^Link to a visit/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    expect(ledgerUrls).toEqual(expect.arrayContaining([`/api/ledgers?year=${year}&memberId=m1`, `/api/ledgers?year=${year - 1}&memberId=m1`]));
    // Two visits at Lakeside Clinic, told apart by their date of service, grouped by year.
    expect(within(select).getAllByRole('group').map((group) => [group.getAttribute('label'), within(group).getAllByRole('option').map((option) => option.textContent)])).toEqual([
      [`Visits of ${year}`, [`Unknown Provider, 5/2/${year} (You still owe $100.00)`, `Lakeside Clinic, 3/4/${year} (Paid in full)`]],
      [`Visits of ${year - 1}`, [`Lakeside Clinic, 12/15/${year - 1} (Paid in full)`]],
    ]);

    // January's receipt counts in last year's visit, and is listed with this year's payments, once; December's is not.
    const items = await within(await card()).findAllByRole('listitem');
    expect(items.map((entry) => within(entry).getByRole('time').getAttribute('datetime'))).toEqual([`${year}-06-01`, `${year}-04-02`, `${year}-03-20`, `${year}-03-10`, `${year}-01-08`]);
    const january = await item('$80.00');
    expect(january).toHaveTextContent(`Counts in the visit at Lakeside Clinic on 12/15/${year - 1}. Linked by you.`);
    expect(within(january).getAllByRole('button').map((button) => button.textContent)).toEqual(['Unlink', 'Let FairBill match it']);

    const user = userEvent.setup();
    await user.selectOptions(select, 'bill-dec');
    await user.click(within(none).getByRole('button', { name: /^Link/ }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', url: '/api/documents/r-none/visit-link', body: { documentId: 'bill-dec' } }]));
  });

  it('unlinks a payment from its visit, and gives a hand link back to the match', async () => {
    const { sent } = openDashboard();
    const user = userEvent.setup();
    await user.click(within(await item('$55.00')).getByRole('button', { name: `Unlink $55.00 · Mar 10, ${year} · Lakeside Clinic` }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.click(within(await item('$45.00')).getByRole('button', { name: `Let FairBill match it $45.00 · Mar 20, ${year} · Quillon Payments` }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { method: 'PUT', url: '/api/documents/r-match/visit-link', body: { unlinked: true } },
      { method: 'DELETE', url: '/api/documents/r-hand/visit-link', body: undefined },
    ]);
    expect(await within(await card()).findByText('You removed your link: FairBill matches this payment to a visit by its provider, date and amount again.')).toBeInTheDocument();
  });

  it('says so when a change could not be saved', async () => {
    openDashboard({ linkAnswer: () => json({ error: { code: 'other_member', message: "That bill or EOB is another family member's." } }, 422) });
    const user = userEvent.setup();
    await user.click(within(await item('$55.00')).getByRole('button', { name: /^Unlink/ }));
    expect(await within(await card()).findByRole('alert')).toHaveTextContent('We could not save that change. Please try again.');
  });

  it("names each payment's member in the family view, and offers only that member's visits", async () => {
    const toms = { id: 'r-tom', memberId: 'm2', date: `${year}-02-02`, amount: 700, providerName: 'Corner Pharmacy', unlinkedByHand: false };
    openDashboard({ members: [jane, tom], ledgers: { ...answer, memberId: null, unlinkedPayments: [...answer.unlinkedPayments, toms] } });
    const user = userEvent.setup();
    const family = await screen.findByRole('option', { name: 'All family members' }, { timeout: 10_000 });
    await user.selectOptions(screen.getByLabelText('Family member'), family);
    const tomsItem = await item('Corner Pharmacy');
    await waitFor(() => expect(tomsItem).toHaveTextContent('For Tom'));
    expect(within(tomsItem).getByText('There is no visit of this family member this year or the year before to link it to.')).toBeInTheDocument();
    expect(within(tomsItem).queryByRole('combobox')).not.toBeInTheDocument();
    expect(await item('Hillcrest Pharmacy')).toHaveTextContent('For Jane');
  });

  it('says when there is no payment this year', async () => {
    openDashboard({ ledgers: { ...answer, ledgers: [imaging], unlinkedPayments: [] } });
    expect(await within(await card()).findByText('No receipts or payments this year.')).toBeInTheDocument();
  });
});

describe("A payment's history on its page (issue 14)", () => {
  beforeEach(() => {
    vi.resetAllMocks();
    resetQueryClientForTests();
    signedInAs();
  });

  it('tells each reading, correction, link and unlink in plain words, oldest first', async () => {
    const lakesideVisit = { kind: 'visit' as const, documentId: 'bill-v1', providerName: 'Lakeside Clinic', dateOfService: '2026-03-04' };
    const revision = (number: number, changes: Partial<DocumentRevisionsResponse['revisions'][number]>) => ({
      revision: number,
      source: 'correction' as const,
      extractedData: { merchantName: 'Quillon Payments', totalAmount: 4500 },
      confidence: 1,
      analysis: null,
      visitLink: null,
      createdAt: `2026-04-0${number}T12:00:00.000Z`,
      ...changes,
    });
    const revisions: DocumentRevisionsResponse = {
      revisions: [
        revision(1, { source: 'extraction', confidence: 0.9 }),
        revision(2, {}),
        revision(3, { visitLink: { before: { kind: 'automatic' }, after: lakesideVisit } }),
        revision(4, { visitLink: { before: lakesideVisit, after: { kind: 'unlinked' } } }),
      ],
    };
    mockFetch({
      'GET /api/documents/r1/revisions': () => json(revisions),
      'GET /api/documents/r1/download': () => json({ url: 'https://files.example.com/r', previewUrl: 'https://files.example.com/r?inline', expiresAt: '2026-01-01T00:05:00.000Z' }),
      'GET /api/documents/r1': () => json({ document: documentView({ id: 'r1', documentType: 'user_payment', fileName: 'receipt.pdf', amount: 4500 }) }),
    });
    renderApp('/documents/r1');
    const history = await screen.findByRole('region', { name: 'History' }, { timeout: 10_000 });
    const items = await within(history).findAllByRole('listitem');
    expect(items.map((entry) => entry.textContent)).toEqual([
      'Apr 01, 2026: Read by FairBill.',
      'Apr 02, 2026: Corrected by you.',
      'Apr 03, 2026: You linked this payment to the visit at Lakeside Clinic on 3/4/2026.',
      'Apr 04, 2026: You unlinked this payment from the visit at Lakeside Clinic on 3/4/2026: it counts in no visit.',
    ]);
  });

  it('says when the history cannot be loaded, without hiding the document', async () => {
    mockFetch({
      'GET /api/documents/r1/revisions': () => json({ error: { code: 'boom', message: 'Boom' } }, 400),
      'GET /api/documents/r1/download': () => json({ url: 'https://files.example.com/r', previewUrl: 'https://files.example.com/r?inline', expiresAt: '2026-01-01T00:05:00.000Z' }),
      'GET /api/documents/r1': () => json({ document: documentView({ id: 'r1', documentType: 'user_payment', fileName: 'receipt.pdf' }) }),
    });
    renderApp('/documents/r1');
    const history = await screen.findByRole('region', { name: 'History' }, { timeout: 10_000 });
    expect(await within(history).findByText('We could not load the history of this document.', { exact: false }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment receipt' })).toBeInTheDocument();
  });
});

describe('invalidateAfter.visitLinkChanged', () => {
  it('makes the visits, the reminders, the totals and the documents stale, and nothing else', async () => {
    const client = new QueryClient();
    const keys = {
      ledgers: queryKeys.ledgers.year(year, 'm1'),
      reminders: queryKeys.ledgers.reminders('m1'),
      totals: queryKeys.totals.year(year, 'm1'),
      revisions: queryKeys.documents.revisions('r1'),
      document: queryKeys.documents.detail('r1'),
      members: queryKeys.familyMembers.all,
      history: queryKeys.history.member('m1'),
      comparison: queryKeys.bills.comparison('b1', undefined),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { cached: true });
    await invalidateAfter.visitLinkChanged(client);
    expect(Object.entries(keys).filter(([, key]) => client.getQueryState(key)?.isInvalidated).map(([name]) => name)).toEqual(['ledgers', 'reminders', 'totals', 'revisions', 'document']);
  });
});
