import { describe, expect, it } from 'vitest';
import {
  MAX_LIST_ITEMS,
  TEXT_LIMITS,
  clampExtractedData,
  createPaymentFormSchema,
  createPaymentRequestSchema,
  isDateInRange,
  isWholeCents,
  latestAcceptedDate,
  updateDocumentRequestSchema,
  validateExtractedData,
} from '../src';

const bill = { providerName: 'City Clinic', patientName: 'Jane Doe', invoiceNumber: 'INV-1', invoiceDate: '2024-01-05', subtotal: 250, confidence: 0.9 };

describe('bounds', () => {
  it('dates run from 1900-01-01 to the same day next year (UTC)', () => {
    const now = new Date('2025-06-30T23:30:00Z');
    expect(latestAcceptedDate(now)).toBe('2026-06-30');
    expect(latestAcceptedDate(new Date('2024-02-29T12:00:00Z'))).toBe('2025-02-29');
    expect(isDateInRange('1900-01-01', now)).toBe(true);
    expect(isDateInRange('2026-06-30', now)).toBe(true);
    expect(isDateInRange('1899-12-31', now)).toBe(false);
    expect(isDateInRange('2026-07-01', now)).toBe(false);
    expect(isDateInRange('2025-02-28', new Date('2024-02-29T12:00:00Z'))).toBe(true);
  });

  it.each([
    [0, true],
    [0.1 + 0.2, true],
    [1234.56, true],
    [10_000_000, true],
    [-120.5, true],
    [0.001, false],
    [1.005, false],
    [-0, true],
    [1e-9, false],
    [-1e-9, false],
    [5e-324, false],
  ])('isWholeCents(%s) = %s', (amount, whole) => {
    expect(isWholeCents(amount)).toBe(whole);
  });
});

describe('API requests (issue 18)', () => {
  const payment = { billId: 'b1', amount: 1000, cardLastFour: '4242' };
  const year = new Date().getUTCFullYear();

  it.each(['0000-01-01', '0001-01-01', '1899-12-31', '9999-12-31', `${year + 2}-01-01`])('a payment dated %s is refused', (paymentDate) => {
    const result = createPaymentRequestSchema.safeParse({ ...payment, paymentDate });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['paymentDate'], message: 'The date must be between 1900-01-01 and one year from today' });
  });

  it.each(['1900-01-01', `${year}-01-01`, `${year + 1}-01-01`])('a payment dated %s is accepted', (paymentDate) => {
    expect(createPaymentRequestSchema.safeParse({ ...payment, paymentDate }).success).toBe(true);
  });

  it('a correction names at most 64 fields of at most 64 characters', () => {
    const fields = (count: number, name = (i: number) => `f${i}`) => Object.fromEntries(Array.from({ length: count }, (_, i) => [name(i), 1]));
    expect(updateDocumentRequestSchema.safeParse({ expectedVersion: 1, extractedData: fields(64) }).success).toBe(true);
    expect(updateDocumentRequestSchema.safeParse({ expectedVersion: 1, extractedData: fields(65) }).success).toBe(false);
    expect(updateDocumentRequestSchema.safeParse({ expectedVersion: 1, extractedData: { ['x'.repeat(65)]: 1 } }).success).toBe(false);
  });

  it('a payment is in integer cents, from 1 cent to $10,000,000.00', () => {
    const amountIssue = (amount: unknown) => createPaymentRequestSchema.safeParse({ ...payment, amount }).error?.issues[0]?.message;
    expect(amountIssue(1)).toBeUndefined();
    expect(amountIssue(1_000_000_000)).toBeUndefined();
    expect(amountIssue(12.34)).toBe('The payment amount must be in whole cents');
    expect(amountIssue(0)).toBe('The payment amount must be more than $0');
    expect(amountIssue(1_000_000_001)).toBeDefined();
    expect(amountIssue('1234')).toBeDefined();
  });

  it('the payment form refuses more than the API records', () => {
    const schema = createPaymentFormSchema(() => new Date('2025-01-01T00:00:00'));
    const form = { cardNumber: '4111 1111 1111 1111', expiryDate: '12/30', cvv: '123', nameOnCard: 'Jane Doe' };
    expect(schema.safeParse({ ...form, paymentAmount: '10,000,000.00' }).success).toBe(true);
    expect(schema.safeParse({ ...form, paymentAmount: '10,000,000.01' }).error?.issues[0]?.message).toBe('Please enter a valid payment amount');
  });
});

describe('clampExtractedData: machine output cut to the bounds before it is stored', () => {
  it('truncates long texts and long lists, marks each cut field doubtful and the document for review', () => {
    const raw = {
      ...bill,
      providerName: 'P'.repeat(300_000),
      lineItems: Array.from({ length: 5_000 }, (_, i) => ({ description: `Line ${i} ${'d'.repeat(300)}`, code: 'c'.repeat(50), amount: 1 })),
      fieldConfidence: { providerName: 0.99, subtotal: 0.95, 'lineItems.0.amount': 0.9, confidence: 1 },
    };
    const { data, cutFields } = clampExtractedData('medical_bill', raw);
    expect(cutFields).toEqual(['providerName', 'lineItems']);
    const clamped = data as typeof raw;
    expect(clamped.providerName).toBe('P'.repeat(TEXT_LIMITS.name));
    expect(clamped.lineItems).toHaveLength(MAX_LIST_ITEMS);
    expect(clamped.lineItems[0]?.description).toHaveLength(TEXT_LIMITS.itemDescription);
    expect(clamped.lineItems[0]?.code).toHaveLength(TEXT_LIMITS.code);
    // Only the schema's own fields keep a confidence; the cut ones drop to 0, and so does the document's.
    expect(clamped.fieldConfidence).toEqual({ providerName: 0, subtotal: 0.95, lineItems: 0 });
    expect(clamped.confidence).toBe(0);
    const checked = validateExtractedData('medical_bill', data);
    expect(checked.ok).toBe(true);
  });

  it('leaves data within its bounds as it is, and what is not an object alone', () => {
    const raw = { ...bill, lineItems: [{ description: 'Visit', amount: 250 }], fieldConfidence: { subtotal: 0.8 }, extra: 'kept for validation to drop' };
    expect(clampExtractedData('medical_bill', raw)).toEqual({ data: raw, cutFields: [] });
    expect(clampExtractedData('user_payment', { merchantName: 'Pharmacy', totalAmount: 5 })).toEqual({ data: { merchantName: 'Pharmacy', totalAmount: 5 }, cutFields: [] });
    expect(clampExtractedData('insurance_payment', 'text')).toEqual({ data: 'text', cutFields: [] });
  });

  it('cuts nested texts of receipts and EOBs and never splits a surrogate pair', () => {
    const emoji = '😀'.repeat(150);
    const { data, cutFields } = clampExtractedData('user_payment', {
      merchantName: `${'m'.repeat(199)}${emoji}`,
      totalAmount: 5,
      items: [{ description: 'ok', amount: 5 }, { description: 'i'.repeat(500), amount: 0 }],
    });
    expect(cutFields).toEqual(['merchantName', 'items']);
    expect((data as { merchantName: string }).merchantName).toBe('m'.repeat(199));
    expect((data as { fieldConfidence: unknown }).fieldConfidence).toEqual({ merchantName: 0, items: 0 });
    const eob = clampExtractedData('insurance_payment', { notes: 'n'.repeat(3000), fieldConfidence: 'not a map' });
    expect(eob.data).toEqual({ notes: 'n'.repeat(TEXT_LIMITS.notes), confidence: 0, fieldConfidence: { notes: 0 } });
  });
});
