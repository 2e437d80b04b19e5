import { describe, expect, it } from 'vitest';
import { computeTotals, documentMonth, documentYear, MONTH_NUMBERS, totalCardCaption, totalLabel, totalsYears } from '../src';
import { storedDocument } from './support/documents';

const documents = [
  storedDocument('medical_bill', { amount: 0.1, document_date: '2025-01-01' }),
  storedDocument('medical_bill', { amount: 0.2, document_date: '2025-12-31' }),
  storedDocument('medical_bill', { amount: 1000, document_date: '2024-12-31' }),
  storedDocument('medical_bill', { amount: 2629.51, document_date: '2025-06-01', family_member_id: 'm2' }),
  storedDocument('insurance_payment', { amount: 400, document_date: '2025-02-01' }),
  storedDocument('user_payment', { amount: 50.25, document_date: '2025-03-01' }),
  storedDocument('user_payment', { amount: 10, document_date: null, created_at: '2025-07-01T00:00:00.000Z', family_member_id: 'm2' }),
];

describe('computeTotals (Decision 3)', () => {
  it.each([
    [{ year: 2025, memberId: 'm1' }, { medicalBillings: 0.3, insurancePayments: 400, youPaid: 50.25 }],
    [{ year: 2025, memberId: 'm2' }, { medicalBillings: 2629.51, insurancePayments: 0, youPaid: 10 }],
    [{ year: 2025, memberId: 'family' }, { medicalBillings: 2629.81, insurancePayments: 400, youPaid: 60.25 }],
    [{ year: 2024, memberId: 'family' }, { medicalBillings: 1000, insurancePayments: 0, youPaid: 0 }],
    [{ year: 2026, memberId: 'family' }, { medicalBillings: 0, insurancePayments: 0, youPaid: 0 }],
    [{ year: 2025, memberId: 'nobody' }, { medicalBillings: 0, insurancePayments: 0, youPaid: 0 }],
  ])('%j -> %j', (options, totals) => {
    expect(computeTotals(documents, options)).toMatchObject({ year: options.year, ...totals });
  });

  it('splits the year into its twelve months, zeros where nothing, summing to the year', () => {
    const totals = computeTotals(documents, { year: 2025, memberId: 'family' });
    const zero = { medicalBillings: 0, insurancePayments: 0, youPaid: 0 };
    const expected = MONTH_NUMBERS.map((month) => ({ month, ...zero }));
    expected[0] = { month: 1, ...zero, medicalBillings: 0.1 };
    expected[1] = { month: 2, ...zero, insurancePayments: 400 };
    expected[2] = { month: 3, ...zero, youPaid: 50.25 };
    expected[5] = { month: 6, ...zero, medicalBillings: 2629.51 };
    expected[6] = { month: 7, ...zero, youPaid: 10 };
    expected[11] = { month: 12, ...zero, medicalBillings: 0.2 };
    expect(totals.months).toEqual(expected);
    expect(computeTotals(documents, { year: 2026, memberId: 'family' }).months).toEqual(MONTH_NUMBERS.map((month) => ({ month, ...zero })));
  });

  it('counts a document in the year of its date, else of its creation', () => {
    expect(documentYear({ document_date: '2024-12-31', created_at: '2025-01-01T00:00:00.000Z' })).toBe(2024);
    expect(documentYear({ document_date: null, created_at: '2025-01-01T00:00:00.000Z' })).toBe(2025);
  });

  it('counts a document in the month of the same day', () => {
    expect(documentMonth({ document_date: '2024-12-31', created_at: '2025-01-01T00:00:00.000Z' })).toBe(12);
    expect(documentMonth({ document_date: null, created_at: '2025-07-01T00:00:00.000Z' })).toBe(7);
  });

  it('offers every year with documents and the current year, newest first', () => {
    expect(totalsYears(documents, 2026)).toEqual([2026, 2025, 2024]);
    expect(totalsYears([], 2026)).toEqual([2026]);
  });

  it.each([
    ['medicalBillings', null, 'All Family Members'],
    ['insurancePayments', null, 'All Family Members'],
    ['medicalBillings', 'Jane', 'Jane Bills'],
    ['insurancePayments', 'Jane', 'Jane Payments'],
    ['youPaid', 'Jane', 'Jane Amount Paid'],
  ] as const)('caption of %s for %s -> %s', (card, name, caption) => {
    expect(totalCardCaption(card, name)).toBe(caption);
  });

  it('labels the year', () => {
    expect(totalLabel(2025)).toBe('Total 2025');
  });
});
