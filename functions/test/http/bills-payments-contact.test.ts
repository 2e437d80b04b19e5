import {
  billComparisonResponseSchema,
  contactResponseSchema,
  createPaymentResponseSchema,
  documentRevisionsResponseSchema,
  historyResponseSchema,
} from '@fairbill/shared';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handler as createPayment } from '../../src/handlers/http/create-payment';
import { handler as getBillComparison } from '../../src/handlers/http/get-bill-comparison';
import { handler as getDocument } from '../../src/handlers/http/get-document';
import { handler as getHistory } from '../../src/handlers/http/get-history';
import { handler as getTotals } from '../../src/handlers/http/get-totals';
import { handler as listRevisions } from '../../src/handlers/http/list-document-revisions';
import { handler as searchDocuments } from '../../src/handlers/http/search-documents';
import { handler as sendContact } from '../../src/handlers/http/send-contact-message';
import { handler as updateDocument } from '../../src/handlers/http/update-document';
import { getEnv } from '../../src/lib/env';
import { call, newUser } from '../support/http-events';
import type { TestUser } from '../support/http-events';
import { addMember, defaultMemberId, seedDocument } from '../support/fixtures';
import { forbidInLogs } from '../support/log-guard';

const bill = {
  providerName: 'Quillfeather Clinic',
  patientName: 'Barnaby Ostrich',
  invoiceNumber: 'QF-5521',
  invoiceDate: '2025-08-10',
  serviceDate: '2025-08-01',
  // Cents, as stored and in the API (Decision 13).
  subtotal: 50000,
  insurancePaid: 40000,
  amountDue: 10000,
  lineItems: [],
  confidence: 0.9,
};
const eob = {
  insuranceCompany: 'Heronshield',
  statementDate: '2025-08-12',
  claimNumber: 'HS-1',
  memberName: 'Barnaby Ostrich',
  serviceDate: '2025-08-01',
  providerName: 'Quillfeather Clinic',
  amountBilled: 50000,
  planPaid: 40000,
  patientResponsibility: 10000,
  isInNetwork: true,
  confidence: 0.9,
};
forbidInLogs('Quillfeather', 'Barnaby', 'Ostrich', 'QF-5521', 'Heronshield', 'Zanzibar Quince', 'quince@example.test');

async function billWithEob(user: TestUser, eobChanges: Record<string, unknown> = {}) {
  const memberId = await defaultMemberId(user);
  const eobDoc = await seedDocument(user, { documentType: 'insurance_payment', familyMemberId: memberId, date: '2025-08-12', amount: 40000, extracted: { ...eob, ...eobChanges } });
  const billDoc = await seedDocument(user, { documentType: 'medical_bill', familyMemberId: memberId, date: '2025-08-10', amount: 50000, extracted: bill });
  return { memberId, billDoc, eobDoc };
}

describe('GET /api/bills/{billId}/comparison', () => {
  it('returns the bill, the perfectly matched EOB and the pay banner', async () => {
    const user = newUser();
    const { memberId, billDoc, eobDoc } = await billWithEob(user);
    const reply = await call(getBillComparison, { method: 'GET', route: '/api/bills/{billId}/comparison', pathParameters: { billId: billDoc.id }, user });
    expect(reply.status).toBe(200);
    billComparisonResponseSchema.parse(reply.body);
    expect(reply.body.bill.id).toBe(billDoc.id);
    expect(reply.body.eob.id).toBe(eobDoc.id);
    // Amounts in cents, the document's and what was read.
    expect(reply.body.bill).toMatchObject({ amount: 50000, extractedData: { subtotal: 50000, insurancePaid: 40000, amountDue: 10000 } });
    expect(reply.body.eob).toMatchObject({ amount: 40000, extractedData: { amountBilled: 50000, planPaid: 40000, patientResponsibility: 10000 } });
    expect(reply.body.matchState).toBe('perfect');
    expect(reply.body.banner).toEqual({
      state: 'perfect',
      message: 'Your EOB and bill match. CLICK HERE TO PAY NOW',
      // Ids only (issue 18): the provider, date and amount stay out of the URL.
      action: { kind: 'route', to: `/payment?familyMemberId=${memberId}&billId=${billDoc.id}` },
    });
  });

  it('returns the partial banner towards the in-network explanations, and the EOB named by eobId', async () => {
    const user = newUser();
    const { billDoc, eobDoc } = await billWithEob(user, { patientResponsibility: 0 });
    const reply = await call(getBillComparison, { method: 'GET', route: '/api/bills/{billId}/comparison', pathParameters: { billId: billDoc.id }, user });
    expect(reply.body.matchState).toBe('partial');
    expect(reply.body.banner.action.to).toMatch(/^\/in-network-explanations\?/);
    const named = await call(getBillComparison, {
      method: 'GET',
      route: '/api/bills/{billId}/comparison',
      pathParameters: { billId: billDoc.id },
      query: { eobId: eobDoc.id },
      user,
    });
    expect(named.body.eob.id).toBe(eobDoc.id);
  });

  it("says 'No matching EOB found.' without an EOB and 'Bill not found.' for a non-bill", async () => {
    const user = newUser();
    const memberId = await defaultMemberId(user);
    const billDoc = await seedDocument(user, { documentType: 'medical_bill', familyMemberId: memberId, date: '2025-08-10', extracted: bill });
    const eobDoc = await seedDocument(user, { documentType: 'insurance_payment', familyMemberId: memberId, date: '2025-08-10', extracted: eob });
    await seedDocument(user, { documentType: 'insurance_payment', familyMemberId: await addMember(user), date: '2025-08-10', extracted: eob });
    const other = newUser();
    const alone = await seedDocument(other, { documentType: 'medical_bill', familyMemberId: await defaultMemberId(other), date: '2025-08-10', extracted: bill });
    const none = await call(getBillComparison, { method: 'GET', route: '/api/bills/{billId}/comparison', pathParameters: { billId: alone.id }, user: other });
    expect(none.body).toMatchObject({ matchState: 'none', eob: null, banner: { state: 'none', message: 'No matching EOB found.', action: null } });
    const notBill = await call(getBillComparison, { method: 'GET', route: '/api/bills/{billId}/comparison', pathParameters: { billId: eobDoc.id }, user });
    expect(notBill).toMatchObject({ status: 404, body: { error: { code: 'bill_not_found', message: 'Bill not found.' } } });
    expect((await call(getBillComparison, { method: 'GET', route: '/api/bills/{billId}/comparison', pathParameters: { billId: billDoc.id }, query: { eobId: '../x' }, user })).status).toBe(400);
  });
});

describe('GET /api/history', () => {
  it("lists each of the member's bills with its match, and the family's", async () => {
    const user = newUser();
    const { memberId, billDoc } = await billWithEob(user);
    const child = await addMember(user);
    const childBill = await seedDocument(user, { documentType: 'medical_bill', familyMemberId: child, date: '2025-01-01', extracted: bill });
    const mine = await call(getHistory, { method: 'GET', route: '/api/history', query: { memberId: memberId }, user });
    expect(mine.body.pairs.map((pair: { bill: { id: string }; matchState: string }) => [pair.bill.id, pair.matchState])).toEqual([[billDoc.id, 'perfect']]);
    const family = await call(getHistory, { method: 'GET', route: '/api/history', query: { memberId: 'family' }, user });
    historyResponseSchema.parse(family.body);
    expect(family.body.pairs.map((pair: { bill: { id: string } }) => pair.bill.id)).toEqual([billDoc.id, childBill.id]);
    expect((await call(getHistory, { method: 'GET', route: '/api/history', query: { memberId: 'a/b' }, user })).status).toBe(400);
  });
});

describe('PATCH /api/documents/{documentId} (correction)', () => {
  it('stores a new revision, writes the values back, re-runs the checks and keeps the history', async () => {
    const user = newUser();
    const { billDoc } = await billWithEob(user);
    const reply = await call(updateDocument, {
      method: 'PATCH',
      route: '/api/documents/{documentId}',
      pathParameters: { documentId: billDoc.id },
      body: { expectedVersion: 1, extractedData: { subtotal: 51000, lineItems: [{ description: 'Visit', amount: 25500 }, { description: 'VISIT', amount: 25500 }] } },
      user,
    });
    expect(reply.status).toBe(200);
    // $510.00 is no longer the EOB's amount billed: no match, and the duplicate line items are an error.
    expect(reply.body.document).toMatchObject({ amount: 51000, version: 2, revision: 1, matchState: 'none', requiresManualReview: true });
    expect(reply.body.document.analysis.errors).toEqual(['Potential duplicate line items detected']);
    const revisions = await call(listRevisions, { method: 'GET', route: '/api/documents/{documentId}/revisions', pathParameters: { documentId: billDoc.id }, user });
    documentRevisionsResponseSchema.parse(revisions.body);
    expect(revisions.body.revisions).toMatchObject([{ revision: 1, source: 'correction', extractedData: { subtotal: 51000 } }]);
    const totals = await call(getTotals, { method: 'GET', route: '/api/totals', query: { year: '2025' }, user });
    expect(totals.body.billed).toBe(51000);

    const stale = await call(updateDocument, {
      method: 'PATCH',
      route: '/api/documents/{documentId}',
      pathParameters: { documentId: billDoc.id },
      body: { expectedVersion: 1, extractedData: { subtotal: 52000 } },
      user,
    });
    expect(stale).toMatchObject({ status: 409, body: { error: { code: 'stale_version' } } });
  });

  it.each([
    ['expectedVersion', { expectedVersion: 0, extractedData: {} }, 400],
    ['expectedVersion', { extractedData: {} }, 400],
    ['extractedData', { expectedVersion: 1, extractedData: [] }, 400],
    ['extractedData', { expectedVersion: 1 }, 400],
    ['subtotal', { expectedVersion: 1, extractedData: { subtotal: 'lots' } }, 422],
    // Dollars are no amount of the API: 510.25 is no whole number of cents.
    ['subtotal', { expectedVersion: 1, extractedData: { subtotal: 510.25 } }, 422],
    ['providerName', { expectedVersion: 1, extractedData: { providerName: '' } }, 422],
  ])('refuses a wrong %s', async (field, body, status) => {
    const user = newUser();
    const { billDoc } = await billWithEob(user);
    const reply = await call(updateDocument, { method: 'PATCH', route: '/api/documents/{documentId}', pathParameters: { documentId: billDoc.id }, body, user });
    expect(reply.status).toBe(status);
    expect(reply.body.error.message).toContain(field);
  });
});

describe('POST /api/payments', () => {
  it("records a payment of 1234 cents against the bill as 'Card ending NNNN', reads it back as 1234 and updates You Paid", async () => {
    const user = newUser();
    const { billDoc, memberId } = await billWithEob(user);
    const body = { billId: billDoc.id, amount: 1234, cardLastFour: '4242', paymentDate: '2025-09-01' };
    const headers = { 'idempotency-key': 'payment-0000001' };
    const reply = await call(createPayment, { method: 'POST', route: '/api/payments', body, user, headers });
    expect(reply.status).toBe(201);
    createPaymentResponseSchema.parse(reply.body);
    expect(reply.body.payment).toMatchObject({
      documentType: 'user_payment',
      familyMemberId: memberId,
      amount: 1234,
      paymentMethod: 'Card ending 4242',
      billId: billDoc.id,
      status: 'completed',
      extractionStatus: 'completed',
      filePath: null,
    });
    const retried = await call(createPayment, { method: 'POST', route: '/api/payments', body, user, headers });
    expect(retried.body.payment.id).toBe(reply.body.payment.id);
    const read = await call(getDocument, { method: 'GET', route: '/api/documents/{documentId}', pathParameters: { documentId: reply.body.payment.id }, user });
    expect(read.body.document.amount).toBe(1234);
    const found = await call(searchDocuments, { method: 'GET', route: '/api/documents', query: { receipts: 'true', memberId }, user });
    expect(found.body.results).toMatchObject([{ id: reply.body.payment.id, amount: 1234 }]);
    const totals = await call(getTotals, { method: 'GET', route: '/api/totals', query: { year: '2025', memberId }, user });
    expect(totals.body.youPaid).toBe(1234);
  });

  it.each([
    ['billId', { billId: '' }, 400],
    ['billId', { billId: '01JNOSUCHBILL0000000000000' }, 404],
    ['amount', { amount: 0 }, 400],
    ['amount', { amount: 1.005 }, 400],
    ['amount', { amount: 12.34 }, 400],
    ['amount', { amount: '10' }, 400],
    ['cardLastFour', { cardLastFour: '42' }, 400],
    ['cardLastFour', { cardLastFour: '4242424242424242' }, 400],
    ['paymentDate', { paymentDate: '2025-13-01' }, 400],
  ])('refuses a wrong %s', async (field, change, status) => {
    const user = newUser();
    const { billDoc } = await billWithEob(user);
    const reply = await call(createPayment, { method: 'POST', route: '/api/payments', body: { billId: billDoc.id, amount: 1000, cardLastFour: '4242', ...change }, user });
    expect(reply.status).toBe(status);
    if (status === 400) expect(reply.body.error.message).toContain(field);
  });
});

describe('POST /api/contact', () => {
  const body = { fullName: 'Zanzibar Quince', email: 'quince@example.test', subject: 'Billing question', message: 'Why was I charged twice?' };

  it('stores the message and mails it to support through the outbox, once per Idempotency-Key', async () => {
    const outbox = getEnv().OUTBOX_DIR;
    const before = new Set(await readdir(outbox).catch(() => []));
    const headers = { 'idempotency-key': `contact-${Date.now()}` };
    const reply = await call(sendContact, { method: 'POST', route: '/api/contact', body, user: null, headers });
    expect(reply).toMatchObject({ status: 201, body: { id: expect.any(String), sent: true } });
    contactResponseSchema.parse(reply.body);
    const again = await call(sendContact, { method: 'POST', route: '/api/contact', body, user: null, headers });
    expect(again.body.id).toBe(reply.body.id);
    const added = (await readdir(outbox)).filter((name) => !before.has(name));
    const mails = await Promise.all(added.map(async (name) => JSON.parse(await readFile(join(outbox, name), 'utf8'))));
    const mine = mails.filter((mail) => mail.text.includes(reply.body.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ to: 'support@fairbill.local', subject: '[FairBill contact] Billing question' });
    expect(mine[0].text).toContain('Why was I charged twice?');
  });

  it.each(['fullName', 'email', 'subject', 'message'])('refuses a missing or wrong %s (400)', async (field) => {
    const wrong = { ...body, [field]: field === 'email' ? 'not-an-email' : '  ' };
    const reply = await call(sendContact, { method: 'POST', route: '/api/contact', body: wrong, user: null });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toContain(field);
  });
});
