import { MAX_FIELDS, MAX_LIST_ITEMS, TEXT_LIMITS } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { handler as createMember } from '../../src/handlers/http/create-family-member';
import { handler as createPayment } from '../../src/handlers/http/create-payment';
import { handler as getTotals } from '../../src/handlers/http/get-totals';
import { handler as listRevisions } from '../../src/handlers/http/list-document-revisions';
import { handler as updateDocument } from '../../src/handlers/http/update-document';
import { call, newUser } from '../support/http-events';
import type { TestUser } from '../support/http-events';
import { defaultMemberId, seedDocument } from '../support/fixtures';
import { forbidInLogs } from '../support/log-guard';

// Issue 18, defect 5: every value a request brings in is bounded; too large a body is 413, a value
// out of bounds 400 (request fields, as every route answers them) or 422 (extracted data), never 500.

const bill = {
  providerName: 'Thistledown Imaging',
  patientName: 'Cornelius Umbridge',
  invoiceNumber: 'TD-4410',
  invoiceDate: '2025-03-10',
  serviceDate: '2025-03-01',
  // Cents (Decision 13).
  subtotal: 30000,
  insurancePaid: 20000,
  amountDue: 10000,
  lineItems: [],
  confidence: 0.9,
};
forbidInLogs('Thistledown', 'Cornelius', 'Umbridge', 'TD-4410');

async function seededBill(user: TestUser) {
  return seedDocument(user, { documentType: 'medical_bill', familyMemberId: await defaultMemberId(user), date: '2025-03-10', amount: 30000, extracted: bill });
}

function correct(user: TestUser, documentId: string, extractedData: Record<string, unknown>) {
  return call(updateDocument, {
    method: 'PATCH',
    route: '/api/documents/{documentId}',
    pathParameters: { documentId },
    body: { expectedVersion: 1, extractedData },
    user,
  });
}

describe('PATCH /api/documents/{documentId}: corrections within bounds (issue 18)', () => {
  it('refuses a 300 KB provider name with 413 before reading it', async () => {
    const user = newUser();
    const doc = await seededBill(user);
    const reply = await correct(user, doc.id, { providerName: 'P'.repeat(300_000) });
    expect(reply).toMatchObject({ status: 413, body: { error: { code: 'body_too_large', message: 'The request is too large (at most 256 KB).' } } });
  });

  it.each([
    ['providerName', '201 characters', { providerName: 'P'.repeat(TEXT_LIMITS.name + 1) }],
    ['lineItems', '5,000 items', { lineItems: Array.from({ length: 5_000 }, () => ({ description: 'Visit', amount: 100 })) }],
    ['lineItems.0.description', '201 characters', { lineItems: [{ description: 'D'.repeat(TEXT_LIMITS.itemDescription + 1), amount: 100 }] }],
    ['subtotal', '1e15', { subtotal: 1e15 }],
    ['subtotal', '9e13', { subtotal: 9e13 }],
    ['subtotal', '-100', { subtotal: -100 }],
    ['subtotal', '0.001', { subtotal: 0.001 }],
    ['subtotal', '12.34 (dollars, not cents)', { subtotal: 12.34 }],
    ['subtotal', "'$12.34' (text, not cents)", { subtotal: '$12.34' }],
    ['insurancePaid', '1,000,000,001 cents', { insurancePaid: 1_000_000_001 }],
    ['invoiceDate', '0001-01-01', { invoiceDate: '0001-01-01' }],
    ['serviceDate', '9999-12-31', { serviceDate: '9999-12-31' }],
  ])('refuses %s = %s with 422 and changes nothing', async (field, _, extractedData) => {
    const user = newUser();
    const doc = await seededBill(user);
    const reply = await correct(user, doc.id, extractedData);
    expect(reply).toMatchObject({ status: 422, body: { error: { code: 'invalid_extracted_data', message: `Invalid ${field} in extracted data` } } });
    const revisions = await call(listRevisions, { method: 'GET', route: '/api/documents/{documentId}/revisions', pathParameters: { documentId: doc.id }, user });
    expect(revisions.body.revisions).toEqual([]);
    const totals = await call(getTotals, { method: 'GET', route: '/api/totals', query: { year: '2025' }, user });
    expect(totals.body.billed).toBe(30000);
  });

  it('keeps a document stored before the bounds correctable: its over-long values are cut, the correction applies', async () => {
    const user = newUser();
    const legacy = await seedDocument(user, {
      documentType: 'medical_bill',
      familyMemberId: await defaultMemberId(user),
      date: '2025-03-10',
      amount: 30000,
      extracted: { ...bill, providerName: `Thistledown ${'I'.repeat(500)}` },
    });
    const reply = await correct(user, legacy.id, { subtotal: 31000 });
    expect(reply.status).toBe(200);
    expect(reply.body.document.extractedData).toMatchObject({ subtotal: 31000, providerName: `Thistledown ${'I'.repeat(TEXT_LIMITS.name - 12)}` });
  });

  it('refuses more fields than a document has (400)', async () => {
    const user = newUser();
    const doc = await seededBill(user);
    const fields = Object.fromEntries(Array.from({ length: MAX_FIELDS + 1 }, (_, i) => [`field${i}`, 1]));
    expect(await correct(user, doc.id, fields)).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
  });

  it('stores the largest bill the bounds allow, every text in 3-byte characters, as one item', async () => {
    const user = newUser();
    const doc = await seededBill(user);
    const wide = (length: number) => '€'.repeat(length);
    const largest = {
      providerName: wide(TEXT_LIMITS.name),
      patientName: wide(TEXT_LIMITS.name),
      invoiceNumber: wide(TEXT_LIMITS.reference),
      subtotal: 1_000_000_000,
      amountDue: -1_000_000_000,
      payOnlineLink: wide(TEXT_LIMITS.url),
      providerAddress: wide(TEXT_LIMITS.text),
      patientAddress: wide(TEXT_LIMITS.text),
      phoneNumber: wide(TEXT_LIMITS.phone),
      lineItems: Array.from({ length: MAX_LIST_ITEMS }, (_, i) => ({
        description: `${i}${wide(TEXT_LIMITS.itemDescription - String(i).length)}`,
        code: wide(TEXT_LIMITS.code),
        amount: i % 2 ? -999_999_999 : 999_999_999,
        date: '2025-03-01',
      })),
    };
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeGreaterThan(200_000);
    const reply = await correct(user, doc.id, largest);
    expect(reply.status).toBe(200);
    expect(reply.body.document.extractedData.lineItems).toHaveLength(MAX_LIST_ITEMS);
  });
});

describe('bounded request bodies and dates on every route (issue 18)', () => {
  it.each(['0000-01-01', '0001-01-01', '1899-12-31', '9999-12-31'])('refuses a payment dated %s (400) and records nothing', async (paymentDate) => {
    const user = newUser();
    const doc = await seededBill(user);
    const reply = await call(createPayment, { method: 'POST', route: '/api/payments', body: { billId: doc.id, amount: 1000, cardLastFour: '4242', paymentDate }, user });
    expect(reply).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', message: 'paymentDate: The date must be between 1900-01-01 and one year from today' } } });
    const totals = await call(getTotals, { method: 'GET', route: '/api/totals', query: { year: paymentDate.slice(0, 4) }, user });
    expect(totals.body.youPaid).toBe(0);
  });

  it('answers 413 for an oversized body on any route, with no-referrer on every answer', async () => {
    const reply = await call(createMember, { method: 'POST', route: '/api/family-members', rawBody: JSON.stringify({ firstName: 'x'.repeat(300_000), lastName: 'y', relationship: 'z' }), user: newUser() });
    expect(reply).toMatchObject({ status: 413, body: { error: { code: 'body_too_large' } } });
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
  });
});
