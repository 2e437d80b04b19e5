import { describe, expect, it } from 'vitest';
import { parseModelReply, validateExtractedData, validateExtractedDataInCents, validateStoredExtractedData, type DocumentType } from '../src';

const bill = { providerName: 'City Clinic', patientName: 'Jane Doe', invoiceNumber: 'INV-1', invoiceDate: '2024-01-05', subtotal: 250, confidence: 0.9 };
const eob = {
  insuranceCompany: 'Acme Health',
  memberName: 'Jane Doe',
  claimNumber: 'C-1',
  providerName: 'City Clinic',
  amountBilled: 250,
  patientResponsibility: 50,
  confidence: 0.9,
};
const receipt = { merchantName: 'City Clinic', totalAmount: 50, confidence: 0.95 };

type MissingCase = [DocumentType, Record<string, unknown>, string, unknown];
const absentOrNull = (documentType: DocumentType, base: Record<string, unknown>, fields: string[]): MissingCase[] =>
  fields.flatMap((field): MissingCase[] => [
    [documentType, base, field, undefined],
    [documentType, base, field, null],
  ]);

describe('validateExtractedData: required fields', () => {
  it.each<MissingCase>([
    ...absentOrNull('medical_bill', bill, ['providerName', 'patientName', 'invoiceNumber', 'invoiceDate', 'subtotal']),
    ['medical_bill', bill, 'providerName', '  '],
    ...absentOrNull('insurance_payment', eob, ['insuranceCompany', 'memberName', 'claimNumber', 'providerName', 'amountBilled', 'patientResponsibility']),
    ['user_payment', receipt, 'merchantName', undefined],
    ['user_payment', receipt, 'merchantName', ''],
    ['user_payment', receipt, 'totalAmount', null],
    ['user_payment', receipt, 'totalAmount', 0],
    ['user_payment', receipt, 'totalAmount', '$0.00'],
  ])('%s without %s (%j) -> Missing ... in extracted data', (documentType, base, field, value) => {
    const raw: Record<string, unknown> = { ...base };
    if (value === undefined) delete raw[field];
    else raw[field] = value;
    expect(validateExtractedData(documentType, raw)).toEqual({ ok: false, error: `Missing ${field} in extracted data` });
  });

  it.each([
    ['medical_bill', { ...bill, subtotal: 0 }],
    ['insurance_payment', { ...eob, amountBilled: 0 }],
    ['insurance_payment', { ...eob, patientResponsibility: 0 }],
  ] as const)('%s accepts 0 where the spec allows it', (documentType, raw) => {
    expect(validateExtractedData(documentType, raw).ok).toBe(true);
  });

  it.each([null, undefined, 'text', 42, []])('a non-object (%j) misses the first required field', (raw) => {
    expect(validateExtractedData('medical_bill', raw)).toEqual({ ok: false, error: 'Missing providerName in extracted data' });
  });
});

describe('validateExtractedData: typed values', () => {
  it('accepts loose model spellings: money strings, US dates, nulls for optional fields', () => {
    const result = validateExtractedData('medical_bill', {
      ...bill,
      invoiceDate: '01/05/2024',
      subtotal: '$1,234.50',
      amountDue: '1234.5',
      serviceDate: null,
      payOnlineLink: null,
      lineItems: [{ description: 'Visit', amount: '$100.00', code: null, date: '2024-01-04' }],
      fieldConfidence: { subtotal: 0.8 },
    });
    expect(result).toEqual({
      ok: true,
      data: {
        ...bill,
        invoiceDate: '2024-01-05',
        subtotal: 1234.5,
        amountDue: 1234.5,
        lineItems: [{ description: 'Visit', amount: 100, date: '2024-01-04' }],
        fieldConfidence: { subtotal: 0.8 },
      },
    });
  });

  it('defaults the line items and a missing confidence (0: manual review)', () => {
    const { confidence: _confidence, ...withoutConfidence } = bill;
    expect(validateExtractedData('medical_bill', withoutConfidence)).toEqual({ ok: true, data: { ...bill, confidence: 0, lineItems: [] } });
    expect(validateExtractedData('user_payment', receipt)).toEqual({ ok: true, data: { ...receipt, items: [] } });
  });

  it.each([
    ['medical_bill', { ...bill, invoiceDate: '2023-02-29' }, 'Invalid invoiceDate in extracted data'],
    ['medical_bill', { ...bill, invoiceDate: 20240105 }, 'Invalid invoiceDate in extracted data'],
    ['medical_bill', { ...bill, subtotal: 'about 200' }, 'Invalid subtotal in extracted data'],
    ['medical_bill', { ...bill, subtotal: '1,23,4' }, 'Invalid subtotal in extracted data'],
    ['medical_bill', { ...bill, confidence: 1.2 }, 'Invalid confidence in extracted data'],
    ['medical_bill', { ...bill, lineItems: [{ description: 'Visit', amount: null }] }, 'Invalid lineItems.0.amount in extracted data'],
    ['insurance_payment', { ...eob, isInNetwork: 'yes' }, 'Invalid isInNetwork in extracted data'],
    ['insurance_payment', { ...eob, statementDate: 'Jan 5' }, 'Invalid statementDate in extracted data'],
    ['user_payment', { ...receipt, items: [{ description: 'x' }] }, 'Invalid items.0.amount in extracted data'],
    ['user_payment', { ...receipt, totalAmount: Number.POSITIVE_INFINITY }, 'Invalid totalAmount in extracted data'],
  ] as const)('%s: %j -> %s', (documentType, raw, error) => {
    expect(validateExtractedData(documentType, raw)).toEqual({ ok: false, error });
  });
});

describe('parseModelReply', () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ['Here you go:\n```json\n{"a": {"b": [1, 2]}}\n```\nThanks', { a: { b: [1, 2] } }],
    ['{"text": "braces } inside { strings"}', { text: 'braces } inside { strings' }],
    // Prose braces around the object: the outermost span fails, the first balanced object is used.
    ['Note {see below}: {"a": 1}', { a: 1 }],
    ['{"a": "quote \\" and } brace"} trailing }', { a: 'quote " and } brace' }],
    ['{ unbalanced {"a": 1}', { a: 1 }],
  ])('%j -> %j', (text, value) => {
    expect(parseModelReply(text)).toEqual(value);
  });

  it.each([null, undefined, '', '   \n'])('%j -> No response from AI service', (text) => {
    expect(() => parseModelReply(text)).toThrow(new Error('No response from AI service'));
  });

  it.each(['no json here', '[1, 2, 3]', '{"a": }', '} backwards {', '{"a": 1', '{not json} {also not}'])('%j -> Failed to parse AI response as JSON', (text) => {
    expect(() => parseModelReply(text)).toThrow(new Error('Failed to parse AI response as JSON'));
  });
});

describe('validateExtractedData: bounds (issue 18)', () => {
  const longText = (length: number) => 'x'.repeat(length);
  const items = (count: number) => Array.from({ length: count }, () => ({ description: 'Visit', amount: 1 }));
  const nextYear = new Date().getUTCFullYear() + 1;

  it.each([
    ['medical_bill', 'providerName: 300,000 characters', { ...bill, providerName: longText(300_000) }, 'providerName'],
    ['medical_bill', 'providerName: 201 characters', { ...bill, providerName: longText(201) }, 'providerName'],
    ['medical_bill', 'invoiceNumber: 101 characters', { ...bill, invoiceNumber: longText(101) }, 'invoiceNumber'],
    ['medical_bill', 'payOnlineLink: a 2,071-character link', { ...bill, payOnlineLink: `https://pay.example.com/${longText(2048)}` }, 'payOnlineLink'],
    ['medical_bill', 'lineItems: 5,000 items', { ...bill, lineItems: items(5_000) }, 'lineItems'],
    ['medical_bill', 'a line item description of 201 characters', { ...bill, lineItems: [{ description: longText(201), amount: 1 }] }, 'lineItems.0.description'],
    ['medical_bill', 'subtotal: -100', { ...bill, subtotal: -100 }, 'subtotal'],
    ['medical_bill', 'subtotal: 0.001', { ...bill, subtotal: 0.001 }, 'subtotal'],
    ['medical_bill', 'subtotal: 9e13', { ...bill, subtotal: 9e13 }, 'subtotal'],
    ['medical_bill', 'subtotal: 1e15', { ...bill, subtotal: 1e15 }, 'subtotal'],
    ['medical_bill', 'subtotal: $10,000,000.01', { ...bill, subtotal: '$10,000,000.01' }, 'subtotal'],
    ['medical_bill', 'amountDue: -10,000,000.01', { ...bill, amountDue: -10_000_000.01 }, 'amountDue'],
    ['medical_bill', 'insurancePaid: -400', { ...bill, insurancePaid: -400 }, 'insurancePaid'],
    ['medical_bill', 'invoiceDate: 0001-01-01', { ...bill, invoiceDate: '0001-01-01' }, 'invoiceDate'],
    ['medical_bill', 'invoiceDate: 1899-12-31', { ...bill, invoiceDate: '1899-12-31' }, 'invoiceDate'],
    ['medical_bill', 'serviceDate: over a year ahead', { ...bill, serviceDate: `${nextYear + 1}-01-01` }, 'serviceDate'],
    ['medical_bill', 'a line item dated 9999-12-31', { ...bill, lineItems: [{ description: 'Visit', amount: 1, date: '9999-12-31' }] }, 'lineItems.0.date'],
    ['medical_bill', 'fieldConfidence: 65 fields', { ...bill, fieldConfidence: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`f${i}`, 1])) }, 'fieldConfidence'],
    ['insurance_payment', 'notes: 2001 characters', { ...eob, notes: longText(2001) }, 'notes'],
    ['insurance_payment', 'patientResponsibility: -1', { ...eob, patientResponsibility: -1 }, 'patientResponsibility'],
    ['insurance_payment', 'statementDate: 12/31/1899', { ...eob, statementDate: '12/31/1899' }, 'statementDate'],
    ['user_payment', 'items: 251 items', { ...receipt, items: items(251) }, 'items'],
    ['user_payment', 'totalAmount: 12.345', { ...receipt, totalAmount: 12.345 }, 'totalAmount'],
    ['user_payment', 'transactionDate: 0000-01-01', { ...receipt, transactionDate: '0000-01-01' }, 'transactionDate'],
  ] as const)('%s refuses %s', (documentType, _, raw, field) => {
    expect(validateExtractedData(documentType, raw)).toEqual({ ok: false, error: `Invalid ${field} in extracted data` });
  });

  it('accepts every value at its bound, and credits where a field may be negative', () => {
    const atBounds = {
      ...bill,
      providerName: longText(200),
      invoiceDate: '1900-01-01',
      serviceDate: `${nextYear - 1}-12-31`,
      subtotal: 10_000_000,
      insurancePaid: 0,
      amountDue: -10_000_000,
      lineItems: [...items(249), { description: 'Insurance adjustment', amount: -120.5 }],
    };
    const result = validateExtractedData('medical_bill', atBounds);
    expect(result.ok).toBe(true);
    expect(validateExtractedData('user_payment', { ...receipt, items: [{ description: 'Coupon', amount: -5 }] }).ok).toBe(true);
  });
});

describe('Decision 13: dollars as read, cents as stored', () => {
  const read = { ...bill, subtotal: '$1,234.56', insurancePaid: 0.1, amountDue: -0.3, lineItems: [{ description: 'Visit', amount: 1.005 - 0.005 }, { description: 'Lab', amount: '0.29' }] };

  it('turns the dollars a document prints into integer cents, once, with the same checks', () => {
    expect(validateExtractedDataInCents('medical_bill', read)).toEqual({
      ok: true,
      data: { ...bill, subtotal: 123456, insurancePaid: 10, amountDue: -30, lineItems: [{ description: 'Visit', amount: 100 }, { description: 'Lab', amount: 29 }] },
    });
    expect(validateExtractedDataInCents('user_payment', { ...receipt, totalAmount: '$12.34' })).toMatchObject({ ok: true, data: { totalAmount: 1234 } });
    expect(validateExtractedDataInCents('medical_bill', { ...bill, subtotal: 12.345 })).toEqual({ ok: false, error: 'Invalid subtotal in extracted data' });
    expect(validateExtractedDataInCents('user_payment', { ...receipt, totalAmount: '$0.00' })).toEqual({ ok: false, error: 'Missing totalAmount in extracted data' });
  });

  it('checks stored data and corrections in integer cents: a dollar amount with cents is refused', () => {
    expect(validateStoredExtractedData('medical_bill', { ...bill, subtotal: 123456 })).toMatchObject({ ok: true, data: { subtotal: 123456 } });
    expect(validateStoredExtractedData('medical_bill', { ...bill, subtotal: 1234.56 })).toEqual({ ok: false, error: 'Invalid subtotal in extracted data' });
    expect(validateStoredExtractedData('medical_bill', { ...bill, subtotal: '$1,234.56' })).toEqual({ ok: false, error: 'Invalid subtotal in extracted data' });
    expect(validateStoredExtractedData('insurance_payment', { ...eob, patientResponsibility: 1_000_000_000 }).ok).toBe(true);
    expect(validateStoredExtractedData('insurance_payment', { ...eob, patientResponsibility: 1_000_000_001 })).toEqual({ ok: false, error: 'Invalid patientResponsibility in extracted data' });
    expect(validateStoredExtractedData('medical_bill', { ...bill, lineItems: [{ description: 'Adjustment', amount: -1_000_000_000 }] }).ok).toBe(true);
  });
});
