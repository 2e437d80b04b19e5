import { documentRevisionsResponseSchema, ledgersResponseSchema, visitLinkChangeText, visitLinkResponseSchema } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { handler as deleteDocument } from '../../src/handlers/http/delete-document';
import { handler as deleteVisitLink } from '../../src/handlers/http/delete-visit-link';
import { handler as getLedgers } from '../../src/handlers/http/get-ledgers';
import { handler as getTotals } from '../../src/handlers/http/get-totals';
import { handler as listRevisions } from '../../src/handlers/http/list-document-revisions';
import { handler as updateVisitLink } from '../../src/handlers/http/update-visit-link';
import { getDependencies } from '../../src/handlers/http/runtime';
import { call, newUser } from '../support/http-events';
import type { TestUser } from '../support/http-events';
import { addMember, defaultMemberId, seedDocument } from '../support/fixtures';
import { forbidInLogs } from '../support/log-guard';

// Issue 14: a receipt linked to a visit by hand, unlinked, and given back to the automatic rule,
// through the handlers on DynamoDB Local; each change a revision of the receipt. The rule's cases
// are in shared/test/visit-ledger.test.ts; isolation, hostile input and fuzzing in their suites.

const route = '/api/documents/{documentId}/visit-link';
const bill = {
  providerName: 'Brackenridge Podiatry',
  patientName: 'Ottoline Fairweather',
  invoiceNumber: 'BP-2231',
  invoiceDate: '2025-06-12',
  serviceDate: '2025-06-02',
  // Cents (Decision 13).
  subtotal: 42000,
  insurancePaid: 30000,
  amountDue: 12000,
  lineItems: [],
  confidence: 0.9,
};
const eob = {
  insuranceCompany: 'Gannet Mutual',
  statementDate: '2025-06-08',
  claimNumber: 'GM-90',
  memberName: 'Ottoline Fairweather',
  serviceDate: '2025-06-02',
  providerName: 'Brackenridge Podiatry',
  amountBilled: 42000,
  planPaid: 30000,
  patientResponsibility: 12000,
  confidence: 0.9,
};
// The receipt names the card processor, not the practice: the automatic rule cannot join it.
const merchant = 'Quillon Payment Services';
forbidInLogs('Brackenridge', 'Ottoline', 'Fairweather', 'BP-2231', 'Gannet', merchant);

async function visit(user: TestUser, memberId: string) {
  const eobDoc = await seedDocument(user, { documentType: 'insurance_payment', familyMemberId: memberId, date: eob.statementDate, amount: 30000, extracted: eob });
  const billDoc = await seedDocument(user, { documentType: 'medical_bill', familyMemberId: memberId, date: bill.invoiceDate, amount: 42000, extracted: bill });
  return { billDoc, eobDoc };
}

const receiptData = { merchantName: merchant, totalAmount: 12000, transactionDate: '2025-06-20', items: [], confidence: 0.9 };
const seedReceipt = (user: TestUser, memberId: string, amount = 12000) =>
  seedDocument(user, { documentType: 'user_payment', familyMemberId: memberId, date: '2025-06-20', amount, extracted: { ...receiptData, totalAmount: amount } });

const link = (user: TestUser, documentId: string, body: unknown) => call(updateVisitLink, { method: 'PUT', route, pathParameters: { documentId }, body, user });
const automatic = (user: TestUser, documentId: string) => call(deleteVisitLink, { method: 'DELETE', route, pathParameters: { documentId }, user });
const ledgers = async (user: TestUser, memberId: string) => ledgersResponseSchema.parse((await call(getLedgers, { method: 'GET', route: '/api/ledgers', query: { memberId, year: '2025' }, user })).body);
const revisions = async (user: TestUser, documentId: string) =>
  documentRevisionsResponseSchema.parse((await call(listRevisions, { method: 'GET', route: '/api/documents/{documentId}/revisions', pathParameters: { documentId }, user })).body).revisions;

const brackenridge = (documentId: string) => ({ kind: 'visit', documentId, providerName: 'Brackenridge Podiatry', dateOfService: '2025-06-02' });

describe('PUT and DELETE /api/documents/{documentId}/visit-link', () => {
  it('links a receipt the rule leaves out, unlinks it, gives it back to the rule, each a revision of the receipt', async () => {
    const user = newUser();
    const memberId = await defaultMemberId(user);
    const { billDoc } = await visit(user, memberId);
    const receipt = await seedReceipt(user, memberId);
    expect(await ledgers(user, memberId)).toMatchObject({ ledgers: [{ youPaid: 0, result: { kind: 'owe', amount: 12000 } }], unlinkedPayments: [{ id: receipt.id, unlinkedByHand: false }] });

    // Linked: the visit counts it, and says how it joined.
    const linked = await link(user, receipt.id, { documentId: billDoc.id });
    expect(linked.status).toBe(200);
    expect(visitLinkResponseSchema.parse(linked.body)).toEqual({ documentId: receipt.id, revision: 1, change: { before: { kind: 'automatic' }, after: brackenridge(billDoc.id) } });
    const paid = await ledgers(user, memberId);
    expect(paid.unlinkedPayments).toEqual([]);
    expect(paid.ledgers).toEqual([
      expect.objectContaining({
        billId: billDoc.id,
        paymentIds: [receipt.id],
        payments: [{ id: receipt.id, date: '2025-06-20', amount: 12000, providerName: merchant, joinedBy: 'hand' }],
        youPaid: 12000,
        result: { kind: 'paid_in_full', amount: null },
        settled: true,
      }),
    ]);

    // Unlinked: out of the visit, listed apart as the person's choice.
    const unlinked = await link(user, receipt.id, { unlinked: true });
    expect(unlinked.body).toEqual({ documentId: receipt.id, revision: 2, change: { before: brackenridge(billDoc.id), after: { kind: 'unlinked' } } });
    const apart = await ledgers(user, memberId);
    expect(apart.ledgers[0]).toMatchObject({ paymentIds: [], youPaid: 0, result: { kind: 'owe', amount: 12000 } });
    expect(apart.unlinkedPayments).toEqual([{ id: receipt.id, memberId, date: '2025-06-20', amount: 12000, providerName: merchant, unlinkedByHand: true }]);

    // Back to the rule, which still finds no visit for it.
    const back = await automatic(user, receipt.id);
    expect(back.body).toEqual({ documentId: receipt.id, revision: 3, change: { before: { kind: 'unlinked' }, after: { kind: 'automatic' } } });
    expect((await ledgers(user, memberId)).unlinkedPayments).toEqual([expect.objectContaining({ id: receipt.id, unlinkedByHand: false })]);

    // Who (the person: a correction), when, which field, old -> new; the receipt's data as it was.
    const history = await revisions(user, receipt.id);
    expect(history.map((revision) => [revision.revision, revision.source, revision.extractedData, revision.visitLink && visitLinkChangeText(revision.visitLink)])).toEqual([
      [1, 'correction', receiptData, 'You linked this payment to the visit at Brackenridge Podiatry on 6/2/2025.'],
      [2, 'correction', receiptData, 'You unlinked this payment from the visit at Brackenridge Podiatry on 6/2/2025: it counts in no visit.'],
      [3, 'correction', receiptData, 'You removed your link: FairBill matches this payment to a visit by its provider, date and amount again.'],
    ]);
    expect(history.every((revision) => !Number.isNaN(Date.parse(revision.createdAt)))).toBe(true);
    const stored = await getDependencies().documents.get(user.sub, receipt.id);
    expect(stored).toMatchObject({ version: 4, revision: 3, amount: 12000, corrected_at: null });
    expect(stored).not.toHaveProperty('visit_link');
  });

  it('links a January receipt to the visit of the December before: that visit counts it, in its own year', async () => {
    const user = newUser();
    const memberId = await defaultMemberId(user);
    const december = { ...bill, invoiceDate: '2025-12-20', serviceDate: '2025-12-15' };
    const billDoc = await seedDocument(user, { documentType: 'medical_bill', familyMemberId: memberId, date: december.invoiceDate, amount: 42000, extracted: december });
    const receipt = await seedDocument(user, { documentType: 'user_payment', familyMemberId: memberId, date: '2026-01-08', amount: 12000, extracted: { ...receiptData, transactionDate: '2026-01-08' } });
    const inYear = async (year: string) => ledgersResponseSchema.parse((await call(getLedgers, { method: 'GET', route: '/api/ledgers', query: { memberId, year }, user })).body);
    expect(await inYear('2026')).toMatchObject({ ledgers: [], unlinkedPayments: [{ id: receipt.id, date: '2026-01-08', unlinkedByHand: false }] });

    const linked = await link(user, receipt.id, { documentId: billDoc.id });
    expect(linked.status).toBe(200);
    expect(linked.body.change).toEqual({ before: { kind: 'automatic' }, after: { kind: 'visit', documentId: billDoc.id, providerName: 'Brackenridge Podiatry', dateOfService: '2025-12-15' } });
    expect((await inYear('2025')).ledgers).toEqual([
      expect.objectContaining({
        billId: billDoc.id,
        date: '2025-12-15',
        paymentIds: [receipt.id],
        payments: [{ id: receipt.id, date: '2026-01-08', amount: 12000, providerName: merchant, joinedBy: 'hand' }],
        youPaid: 12000,
        result: { kind: 'paid_in_full', amount: null },
      }),
    ]);
    // Counted once, in the visit: January's year lists it apart no more.
    expect(await inYear('2026')).toMatchObject({ ledgers: [], unlinkedPayments: [] });
  });

  it('changes no totals, and writes no revision for a link that is already so', async () => {
    const user = newUser();
    const memberId = await defaultMemberId(user);
    const { eobDoc } = await visit(user, memberId);
    const receipt = await seedReceipt(user, memberId);
    const totals = async () => (await call(getTotals, { method: 'GET', route: '/api/totals', query: { year: '2025' }, user })).body;
    const before = await totals();
    expect((await link(user, receipt.id, { documentId: eobDoc.id })).body.revision).toBe(1);
    const again = await link(user, receipt.id, { documentId: eobDoc.id });
    expect(again).toMatchObject({ status: 200, body: { documentId: receipt.id, revision: 1, change: null } });
    expect((await automatic(user, receipt.id)).body.revision).toBe(2);
    expect((await automatic(user, receipt.id)).body).toEqual({ documentId: receipt.id, revision: 2, change: null });
    expect(await revisions(user, receipt.id)).toHaveLength(2);
    expect(await totals()).toEqual(before);
  });

  it("keeps the receipt in its visit when the visit's first document is deleted and its id changes", async () => {
    const user = newUser();
    const memberId = await defaultMemberId(user);
    const { billDoc, eobDoc } = await visit(user, memberId);
    const receipt = await seedReceipt(user, memberId);
    await link(user, receipt.id, { documentId: eobDoc.id });
    expect((await ledgers(user, memberId)).ledgers).toEqual([expect.objectContaining({ id: billDoc.id, paymentIds: [receipt.id] })]);
    expect((await call(deleteDocument, { method: 'DELETE', route: '/api/documents/{documentId}', pathParameters: { documentId: billDoc.id }, user })).status).toBe(204);
    expect((await ledgers(user, memberId)).ledgers).toEqual([expect.objectContaining({ id: eobDoc.id, paymentIds: [receipt.id], youPaid: 12000, result: { kind: 'paid_in_full', amount: null } })]);

    // The document it names deleted too: the rule again (no visit left), the link still in the history by its id.
    expect((await call(deleteDocument, { method: 'DELETE', route: '/api/documents/{documentId}', pathParameters: { documentId: eobDoc.id }, user })).status).toBe(204);
    expect(await ledgers(user, memberId)).toMatchObject({ ledgers: [], unlinkedPayments: [{ id: receipt.id, unlinkedByHand: false }] });
    const moved = await link(user, receipt.id, { unlinked: true });
    expect(moved.body.change).toEqual({ before: { kind: 'visit', documentId: eobDoc.id, providerName: null, dateOfService: null }, after: { kind: 'unlinked' } });
  });

  it('answers 404 for a receipt or a bill the caller does not have, 422 for what cannot be linked', async () => {
    const user = newUser();
    const memberId = await defaultMemberId(user);
    const child = await addMember(user, 'Child');
    const { billDoc } = await visit(user, memberId);
    const childs = await visit(user, child);
    const receipt = await seedReceipt(user, memberId);
    const other = await seedReceipt(user, memberId, 500);
    const missing = '01JNOSUCHDOCUMENT000000000';
    const cases: Array<[string, Awaited<ReturnType<typeof link>>, number, string]> = [
      ['an unknown receipt', await link(user, missing, { documentId: billDoc.id }), 404, 'document_not_found'],
      ['an unknown receipt, back to the rule', await automatic(user, missing), 404, 'document_not_found'],
      ['an unknown bill', await link(user, receipt.id, { documentId: missing }), 404, 'visit_not_found'],
      ['a bill as the receipt', await link(user, billDoc.id, { documentId: billDoc.id }), 422, 'not_a_payment'],
      ['an EOB unlinked', await automatic(user, childs.eobDoc.id), 422, 'not_a_payment'],
      ['a receipt as the visit', await link(user, receipt.id, { documentId: other.id }), 422, 'not_a_visit_document'],
      ["another member's bill", await link(user, receipt.id, { documentId: childs.billDoc.id }), 422, 'other_member'],
    ];
    for (const [name, reply, status, code] of cases) expect([name, reply.status, reply.body.error?.code], name).toEqual([name, status, code]);
    expect(await revisions(user, receipt.id)).toEqual([]);
    expect(await revisions(user, billDoc.id)).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['both a document and unlinked', { documentId: '01JABC', unlinked: true }],
    ['unlinked false', { unlinked: false }],
    ['a path for an id', { documentId: '../01JABC' }],
  ])('refuses %s (400)', async (_, body) => {
    const user = newUser();
    const receipt = await seedReceipt(user, await defaultMemberId(user));
    const reply = await call(updateVisitLink, { method: 'PUT', route, pathParameters: { documentId: receipt.id }, ...(body === undefined ? {} : { body }), user });
    expect(reply.status).toBe(400);
    expect(await revisions(user, receipt.id)).toEqual([]);
  });
});
