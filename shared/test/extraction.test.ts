import { describe, expect, it } from 'vitest';
import { parseModelReply, validateExtractedData, type DocumentType } from '../src';

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
