import { ledgerResultText, ledgersResponseSchema } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { createDataDependencies } from '../../src/adapters/data-dependencies';
import { getLedgers } from '../../src/domain/ledgers/ledgers';
import { handler as createPayment } from '../../src/handlers/http/create-payment';
import { handler as getLedgersRoute } from '../../src/handlers/http/get-ledgers';
import { getEnv } from '../../src/lib/env';
import { countingClient } from '../support/counting-client';
import { call, newUser } from '../support/http-events';
import type { TestUser } from '../support/http-events';
import { addMember, defaultMemberId, seedDocument } from '../support/fixtures';
import { forbidInLogs } from '../support/log-guard';

// Issue 14: GET /api/ledgers through the handler, on DynamoDB Local. The rule's cases are in
// shared/test/visit-ledger.test.ts; here: the route's reads, scope, years, payments and shape.

const route = '/api/ledgers';
const bill = {
  providerName: 'Wrenfield Orthopedics',
  patientName: 'Cosima Vantongeren',
  invoiceNumber: 'WO-7781',
  invoiceDate: '2025-08-10',
  serviceDate: '2025-08-01',
  // Cents (Decision 13).
  subtotal: 50000,
  insurancePaid: 40000,
  amountDue: 10000,
  lineItems: [],
  confidence: 0.9,
};
const eob = {
  insuranceCompany: 'Marlowe Mutual',
  statementDate: '2025-08-05',
  claimNumber: 'MM-1',
  memberName: 'Cosima Vantongeren',
  serviceDate: '2025-08-01',
  providerName: 'Wrenfield Orthopedics',
  amountBilled: 50000,
  planPaid: 40000,
  patientResponsibility: 10000,
  confidence: 0.9,
};
forbidInLogs('Wrenfield', 'Cosima', 'Vantongeren', 'WO-7781', 'Marlowe', 'Pemberley Pharmacy');

async function visit(user: TestUser, memberId: string, changes: { bill?: Record<string, unknown>; eob?: Record<string, unknown> } = {}) {
  const billData = { ...bill, ...changes.bill };
  const eobData = { ...eob, ...changes.eob };
  const eobDoc = await seedDocument(user, { documentType: 'insurance_payment', familyMemberId: memberId, date: String(eobData.statementDate), amount: 40000, extracted: eobData });
  const billDoc = await seedDocument(user, { documentType: 'medical_bill', familyMemberId: memberId, date: String(billData.invoiceDate), amount: 50000, extracted: billData });
  return { billDoc, eobDoc };
}

const ledgers = (user: TestUser, query: Record<string, string>) => call(getLedgersRoute, { method: 'GET', route, query, user });
const pay = (user: TestUser, billId: string, amount: number, paymentDate: string) =>
  call(createPayment, { method: 'POST', route: '/api/payments', body: { billId, amount, cardLastFour: '4242', paymentDate }, user });

describe('GET /api/ledgers', () => {
  it('joins the bill, its EOB and the payments recorded on it, from partial payment to a refund due', async () => {
    const user = newUser();
    const memberId = await defaultMemberId(user);
    const { billDoc, eobDoc } = await visit(user, memberId);
    expect((await pay(user, billDoc.id, 2500, '2025-08-20')).status).toBe(201);

    const partial = await ledgers(user, { memberId, year: '2025' });
    expect(partial.status).toBe(200);
    ledgersResponseSchema.parse(partial.body);
    expect(partial.body).toMatchObject({ year: 2025, memberId, refundsDue: 0, unlinkedPayments: [] });
    expect(partial.body.ledgers).toEqual([
      expect.objectContaining({
        memberId,
        providerName: 'Wrenfield Orthopedics',
        dateOfService: '2025-08-01',
        billId: billDoc.id,
        eobId: eobDoc.id,
        insurerSaysYouOwe: 10000,
        providerBilledYou: 10000,
        youPaid: 2500,
        result: { kind: 'owe', amount: 7500 },
        settled: false,
      }),
    ]);

    expect((await pay(user, billDoc.id, 10000, '2025-09-01')).status).toBe(201);
    const over = await ledgers(user, { memberId, year: '2025' });
    expect(over.body.ledgers[0]).toMatchObject({ youPaid: 12500, result: { kind: 'refund_due', amount: 2500 } });
    expect(ledgerResultText(over.body.ledgers[0].result)).toBe('Refund due: $25.00');
    expect(over.body.refundsDue).toBe(2500);
  });

  it('answers one member or the whole family, a year at a time', async () => {
    const user = newUser();
    const self = await defaultMemberId(user);
    const child = await addMember(user, 'Child');
    const mine = await visit(user, self);
    const childVisit = await visit(user, child, { bill: { serviceDate: '2024-12-30', invoiceDate: '2025-01-10' }, eob: { serviceDate: '2024-12-30', statementDate: '2025-01-05' } });

    const ids = async (query: Record<string, string>) => ((await ledgers(user, query)).body.ledgers as { billId: string }[]).map((ledger) => ledger.billId);
    expect(await ids({ memberId: 'family', year: '2025' })).toEqual([mine.billDoc.id]);
    // A visit counts in the year of its date of service, whatever its documents' dates.
    expect(await ids({ memberId: 'family', year: '2024' })).toEqual([childVisit.billDoc.id]);
    expect(await ids({ memberId: child, year: '2025' })).toEqual([]);
    expect(await ids({ memberId: self, year: '2025' })).toEqual([mine.billDoc.id]);
    // Without a year: this year's visits (none here); without a member: the family's.
    const current = await ledgers(user, {});
    expect(current.body).toMatchObject({ year: new Date().getUTCFullYear(), memberId: null });
  });

  it('lists the receipts that belong to no visit, and links the one that pays a visit', async () => {
    const user = newUser();
    const memberId = await defaultMemberId(user);
    const { billDoc } = await visit(user, memberId);
    const receipt = (merchantName: string, totalAmount: number) =>
      seedDocument(user, { documentType: 'user_payment', familyMemberId: memberId, date: '2025-08-25', amount: totalAmount, extracted: { merchantName, totalAmount, transactionDate: '2025-08-25', items: [], confidence: 0.9 } });
    const pharmacy = await receipt('Pemberley Pharmacy', 1999);
    const paid = await receipt('WRENFIELD ORTHOPEDICS', 10000);
    const reply = await ledgers(user, { memberId, year: '2025' });
    expect(reply.body.ledgers).toEqual([expect.objectContaining({ billId: billDoc.id, paymentIds: [paid.id], result: { kind: 'paid_in_full', amount: null }, settled: true })]);
    expect(reply.body.unlinkedPayments).toEqual([{ id: pharmacy.id, memberId, date: '2025-08-25', amount: 1999, providerName: 'Pemberley Pharmacy', unlinkedByHand: false }]);
  });

  it('counts every payment of many recorded at once, and their refund, exactly (a ledger is built from the stored documents at every read)', async () => {
    const user = newUser();
    const memberId = await defaultMemberId(user);
    const { billDoc } = await visit(user, memberId);
    const amounts = Array.from({ length: 12 }, (_, i) => 900 + i * 13);
    const replies = await Promise.all(amounts.map((amount, i) => pay(user, billDoc.id, amount, `2025-08-${String(11 + i).padStart(2, '0')}`)));
    expect(replies.map((reply) => reply.status)).toEqual(amounts.map(() => 201));
    const paid = amounts.reduce((sum, amount) => sum + amount, 0);
    const reply = await ledgers(user, { memberId, year: '2025' });
    expect(reply.body.ledgers[0]).toMatchObject({ youPaid: paid, result: { kind: 'refund_due', amount: paid - 10000 } });
    expect(reply.body.ledgers[0].paymentIds).toHaveLength(amounts.length);
    expect(reply.body.refundsDue).toBe(paid - 10000);
  });

  it('reads with Query only, never a Scan', async () => {
    const user = newUser();
    await visit(user, await defaultMemberId(user));
    const { client, sent } = countingClient();
    const family = await getLedgers(createDataDependencies(getEnv(), client), user.sub, 2025, null);
    expect(family.ledgers).toHaveLength(1);
    expect(new Set(sent)).toEqual(new Set(['QueryCommand']));
  });

  it.each([
    ['year', { year: '25' }],
    ['year', { year: '2025.0' }],
    ['memberId', { memberId: '../x' }],
  ])('refuses a wrong %s (400)', async (field, query) => {
    const reply = await ledgers(newUser(), query);
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toContain(field);
  });
});
