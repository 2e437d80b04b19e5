import { afterEach, describe, expect, it, vi } from 'vitest';
import { ulid } from 'ulid';
import { requestFingerprint } from '../../src/domain/idempotency';
import { createPayment as recordPayment, recordOnlyProcessor } from '../../src/domain/payments/payments';
import type { PaymentProcessor } from '../../src/domain/payments/payments';
import { handler as createDocument } from '../../src/handlers/http/create-document';
import { handler as createPayment } from '../../src/handlers/http/create-payment';
import { handler as getTotals } from '../../src/handlers/http/get-totals';
import { getDependencies } from '../../src/handlers/http/runtime';
import { call, newUser } from '../support/http-events';
import type { TestUser } from '../support/http-events';
import { defaultMemberId, seedDocument } from '../support/fixtures';
import { forbidInLogs } from '../support/log-guard';

// Issue 18, defect 6: the Idempotency-Key is claimed BEFORE anything is charged, per user.

const bill = {
  providerName: 'Marrowick Dental',
  patientName: 'Ottoline Fenwick',
  invoiceNumber: 'MD-2231',
  invoiceDate: '2025-04-10',
  // Cents (Decision 13).
  subtotal: 25000,
  amountDue: 7525,
  lineItems: [],
  confidence: 0.9,
};
forbidInLogs('Marrowick', 'Ottoline', 'Fenwick', 'MD-2231');

const paymentRoute = '/api/payments';
const keyHeader = (key: string) => ({ 'idempotency-key': key });

async function billOf(user: TestUser) {
  const memberId = await defaultMemberId(user);
  const doc = await seedDocument(user, { documentType: 'medical_bill', familyMemberId: memberId, date: '2025-04-10', amount: 25000, extracted: bill });
  return { memberId, billId: doc.id };
}

const paymentsOf = async (user: TestUser, memberId: string) => getDependencies().documents.listForMember(user.sub, memberId, 'user_payment');

/** A processor that counts its charges and answers after `delayMs`, failing the first `failures` times. */
function countingProcessor(delayMs = 0, failures = 0) {
  const references: string[] = [];
  let calls = 0;
  const processor: PaymentProcessor = {
    charge: async ({ reference }) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (calls <= failures) throw new Error('card declined by the processor');
      references.push(reference);
      return { transactionId: `txn-${reference}` };
    },
  };
  return { processor, references, calls: () => calls };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/payments with an Idempotency-Key', () => {
  it('records one payment and charges once for 50 parallel identical submits, each answered with that payment', async () => {
    const user = newUser();
    const { memberId, billId } = await billOf(user);
    const charge = vi.spyOn(recordOnlyProcessor, 'charge');
    const body = { billId, amount: 7525, cardLastFour: '4242', paymentDate: '2025-05-01' };
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => call(createPayment, { method: 'POST', route: paymentRoute, body, user, headers: keyHeader('pay-attempt-50-parallel') })),
    );
    expect(charge).toHaveBeenCalledTimes(1);
    expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: 50 }, () => 201));
    expect(new Set(replies.map((reply) => reply.body.payment.id)).size).toBe(1);
    expect(await paymentsOf(user, memberId)).toHaveLength(1);
    const totals = await call(getTotals, { method: 'GET', route: '/api/totals', query: { year: '2025' }, user });
    expect(totals.body.youPaid).toBe(7525);
  });

  it('replays the first payment for a later retry with the same key and body, without charging again', async () => {
    const user = newUser();
    const { memberId, billId } = await billOf(user);
    const charge = vi.spyOn(recordOnlyProcessor, 'charge');
    const body = { billId, amount: 1000, cardLastFour: '1111' };
    const first = await call(createPayment, { method: 'POST', route: paymentRoute, body, user, headers: keyHeader('pay-attempt-replay') });
    // Key order does not make another request.
    const retried = await call(createPayment, { method: 'POST', route: paymentRoute, body: { cardLastFour: '1111', amount: 1000, billId }, user, headers: keyHeader('pay-attempt-replay') });
    expect(first.status).toBe(201);
    expect(retried).toMatchObject({ status: 201, body: { payment: { id: first.body.payment.id, paymentMethod: 'Card ending 1111' } } });
    expect(charge).toHaveBeenCalledTimes(1);
    expect(await paymentsOf(user, memberId)).toHaveLength(1);
  });

  it('refuses the same key with another payment (422) and records nothing more', async () => {
    const user = newUser();
    const { memberId, billId } = await billOf(user);
    const headers = keyHeader('pay-attempt-changed');
    await call(createPayment, { method: 'POST', route: paymentRoute, body: { billId, amount: 1000, cardLastFour: '1111' }, user, headers });
    const changed = await call(createPayment, { method: 'POST', route: paymentRoute, body: { billId, amount: 2000, cardLastFour: '1111' }, user, headers });
    expect(changed).toMatchObject({ status: 422, body: { error: { code: 'idempotency_key_reused' } } });
    expect(await paymentsOf(user, memberId)).toHaveLength(1);
  });

  it("keeps each user's keys apart: another user's same key pays their own bill", async () => {
    const [alice, bob] = [newUser(), newUser()];
    const [aliceBill, bobBill] = await Promise.all([billOf(alice), billOf(bob)]);
    const headers = keyHeader('pay-attempt-shared-key');
    const paid = await call(createPayment, { method: 'POST', route: paymentRoute, body: { billId: aliceBill.billId, amount: 500, cardLastFour: '1111' }, user: alice, headers });
    const other = await call(createPayment, { method: 'POST', route: paymentRoute, body: { billId: bobBill.billId, amount: 500, cardLastFour: '1111' }, user: bob, headers });
    expect(other.status).toBe(201);
    expect(other.body.payment.id).not.toBe(paid.body.payment.id);
    expect(await paymentsOf(bob, bobBill.memberId)).toHaveLength(1);
    // And Bob cannot read Alice's payment through her key: his own bill's id is not hers.
    const probe = await call(createPayment, { method: 'POST', route: paymentRoute, body: { billId: aliceBill.billId, amount: 500, cardLastFour: '1111' }, user: bob, headers: keyHeader('pay-attempt-probe') });
    expect(probe.status).toBe(404);
  });

  it('frees the key of a refused attempt: the same request is answered the same way, not 409', async () => {
    const user = newUser();
    const body = { billId: ulid(), amount: 500, cardLastFour: '1111' };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const reply = await call(createPayment, { method: 'POST', route: paymentRoute, body, user, headers: keyHeader('pay-attempt-no-bill') });
      expect(reply).toMatchObject({ status: 404, body: { error: { code: 'bill_not_found' } } });
    }
  });
});

describe('createPayment: the claim before the charge', () => {
  const input = (billId: string) => ({ billId, amount: 4200, cardLastFour: '4242' });

  it('frees the key when the charge fails, so the retry with the same key charges and records once', async () => {
    const user = newUser();
    const { memberId, billId } = await billOf(user);
    const counting = countingProcessor(0, 1);
    const key = { scope: 'create-payment', key: 'pay-attempt-declined' };
    await expect(recordPayment(getDependencies(), user.sub, input(billId), key, counting.processor)).rejects.toThrow('card declined by the processor');
    const payment = await recordPayment(getDependencies(), user.sub, input(billId), key, counting.processor);
    expect(counting.references).toEqual([payment.id]);
    expect(await paymentsOf(user, memberId)).toHaveLength(1);
  });

  it('answers 409 to a request whose key is still held once its wait is over', async () => {
    const user = newUser();
    const { billId } = await billOf(user);
    const slow = countingProcessor(1_500);
    const key = { scope: 'create-payment', key: 'pay-attempt-slow' };
    const first = recordPayment(getDependencies(), user.sub, input(billId), key, slow.processor);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(recordPayment(getDependencies(), user.sub, input(billId), key, slow.processor, { waitMs: 100, leaseMs: 30_000 })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'idempotency_in_progress',
    });
    await first;
    expect(slow.calls()).toBe(1);
  });

  it('takes over a claim abandoned past its lease, charging under the same reference', async () => {
    const user = newUser();
    const { memberId, billId } = await billOf(user);
    const deps = getDependencies();
    const key = { scope: 'create-payment', key: 'pay-attempt-abandoned' };
    const first = countingProcessor();
    // A holder that stopped right after claiming (its Lambda timed out): the key stays in progress.
    const abandoned = ulid();
    await deps.idempotency.claim(user.sub, { ...key, fingerprint: requestFingerprint(input(billId)) }, { resultId: abandoned, token: 'stopped-holder', now: new Date(Date.now() - 60_000) });
    const payment = await recordPayment(deps, user.sub, input(billId), key, first.processor, { waitMs: 2_000, leaseMs: 30_000 });
    expect(payment.id).toBe(abandoned);
    expect(first.references).toEqual([abandoned]);
    expect(await paymentsOf(user, memberId)).toHaveLength(1);
  });
});

describe('POST /api/documents with an Idempotency-Key', () => {
  it('replays the same create and refuses the same key for another file (422)', async () => {
    const user = newUser();
    const familyMemberId = await defaultMemberId(user);
    const body = { documentType: 'medical_bill', familyMemberId, fileName: 'bill.pdf', fileSize: 10, contentType: 'application/pdf' };
    const headers = keyHeader('create-attempt-1');
    const first = await call(createDocument, { method: 'POST', route: '/api/documents', body, user, headers });
    const again = await call(createDocument, { method: 'POST', route: '/api/documents', body, user, headers });
    expect(first.status).toBe(201);
    expect(again.body.document.id).toBe(first.body.document.id);
    const other = await call(createDocument, { method: 'POST', route: '/api/documents', body: { ...body, fileName: 'other-bill.pdf' }, user, headers });
    expect(other).toMatchObject({ status: 422, body: { error: { code: 'idempotency_key_reused' } } });
    expect(await getDependencies().documents.listForMember(user.sub, familyMemberId, 'medical_bill')).toHaveLength(1);
  });
});
