import { describe, expect, it } from 'vitest';
import { analyzeBill, billDateOfService, type AnalyzableBill } from '../src';

// Amounts in cents (Decision 13): $500.00 and $100.00.
const clean: AnalyzableBill = {
  subtotal: 50000,
  amountDue: 10000,
  invoiceNumber: 'INV-1',
  serviceDate: '2024-01-05',
  confidence: 0.9,
  lineItems: [
    { description: 'Office visit' },
    { description: 'Lab work' },
  ],
};

describe('analyzeBill', () => {
  it('finds nothing on a clean bill', () => {
    expect(analyzeBill(clean)).toEqual({ hasErrors: false, errors: [], warnings: [], recommendations: [] });
    expect(analyzeBill(clean, { amountBilled: 50000, planPaid: 40000 })).toEqual({ hasErrors: false, errors: [], warnings: [], recommendations: [] });
  });

  it.each([
    [['Office visit', 'office VISIT'], true],
    [['Office visit', ' Office  visit '], true],
    [['Office visit', 'Lab work'], false],
    [['', ''], false],
  ])('duplicate line items %j -> %s', (descriptions, duplicate) => {
    const analysis = analyzeBill({ ...clean, lineItems: descriptions.map((description) => ({ description, amount: 100 })) });
    expect(analysis.errors).toEqual(duplicate ? ['Potential duplicate line items detected'] : []);
    expect(analysis.hasErrors).toBe(duplicate);
  });

  it.each([
    [50001, []],
    [49999, []],
    [50002, ['Bill subtotal ($500.00) does not match EOB amount billed ($500.02)']],
    [48000, ['Bill subtotal ($500.00) does not match EOB amount billed ($480.00)']],
    [150050, ['Bill subtotal ($500.00) does not match EOB amount billed ($1,500.50)']],
  ])('subtotal 50000 cents vs EOB amount billed %s cents -> %j', (amountBilled, errors) => {
    const analysis = analyzeBill(clean, { amountBilled, planPaid: 40000 + (amountBilled - 50000) });
    expect(analysis.errors).toEqual(errors);
    expect(analysis.hasErrors).toBe(errors.length > 0);
  });

  it('works in cents: $0.10 + $0.20 due against $0.30 left is no mismatch (float dollars would be 0.30000000000000004)', () => {
    const analysis = analyzeBill({ ...clean, subtotal: 60, amountDue: 10 + 20 }, { amountBilled: 60, planPaid: 30 });
    expect(analysis).toEqual({ hasErrors: false, errors: [], warnings: [], recommendations: [] });
  });

  it.each([
    [{ confidence: 0.69 }, ['Low AI confidence - manual review recommended']],
    [{ confidence: 0.7 }, []],
    [{ amountDue: 5_000_001 }, ['Amount due is unusually high - verify with provider']],
    [{ amountDue: 5_000_000 }, []],
    [{ serviceDate: undefined }, ['No service date found on the bill']],
    [{ serviceDate: undefined, lineItems: [{ description: 'Visit', amount: 100, date: '2024-01-03' }] }, []],
    [{ invoiceNumber: '' }, ['No invoice number found on the bill']],
    [{ invoiceNumber: undefined }, ['No invoice number found on the bill']],
    [{ lineItems: undefined }, []],
  ])('warning case %# (%j)', (change, warnings) => {
    const analysis = analyzeBill({ ...clean, ...change });
    expect(analysis.warnings).toEqual(warnings);
    expect(analysis.hasErrors).toBe(false);
  });

  it.each([
    // amount due vs subtotal $500 minus plan paid, in cents
    [{ planPaid: 40000 }, 10000, false],
    [{ planPaid: 40000 }, 10001, false],
    [{ planPaid: 40000 }, 10002, true],
    [{ planPaid: 35000 }, 10000, true],
    [{ planPaid: 0 }, 10000, false], // only when plan paid > 0
    [{}, 10000, false],
  ])('EOB %j with amount due %s -> mismatch %s', (eobChange, amountDue, mismatch) => {
    const analysis = analyzeBill({ ...clean, amountDue }, { amountBilled: 50000, ...eobChange });
    expect(analysis.recommendations).toEqual(mismatch ? ['Contact provider to clarify correct amount owed'] : []);
    expect(analysis.warnings.some((warning) => warning.startsWith('Amount due ('))).toBe(mismatch);
  });

  it('quotes the amounts in the amount-due warning, and skips it without an amount due', () => {
    expect(analyzeBill({ ...clean, amountDue: 15000 }, { amountBilled: 50000, planPaid: 40000 }).warnings).toEqual([
      'Amount due ($150.00) does not match subtotal minus insurance plan paid ($100.00)',
    ]);
    expect(analyzeBill({ ...clean, amountDue: undefined }, { amountBilled: 50000, planPaid: 40000 }).warnings).toEqual([]);
  });

  it('collects every finding at once', () => {
    const analysis = analyzeBill(
      { subtotal: 6_000_000, amountDue: 6_000_000, confidence: 0.5, lineItems: [{ description: 'X' }, { description: 'x' }] },
      { amountBilled: 5_900_000, planPaid: 1000 },
    );
    expect(analysis).toEqual({
      hasErrors: true,
      errors: ['Potential duplicate line items detected', 'Bill subtotal ($60,000.00) does not match EOB amount billed ($59,000.00)'],
      warnings: [
        'Low AI confidence - manual review recommended',
        'Amount due is unusually high - verify with provider',
        'Amount due ($60,000.00) does not match subtotal minus insurance plan paid ($59,990.00)',
        'No service date found on the bill',
        'No invoice number found on the bill',
      ],
      recommendations: ['Contact provider to clarify correct amount owed'],
    });
  });
});

describe('billDateOfService (Decision 12)', () => {
  it.each([
    [{ serviceDate: '2024-01-05', lineItems: [{ date: '2024-01-01' }] }, '2024-01-05'],
    [{ lineItems: [{ date: '2024-01-09' }, { date: '2024-01-03' }, {}, { date: '2024-01-04' }] }, '2024-01-03'],
    [{ serviceDate: 'soon', lineItems: [{ date: 'bad' }] }, null],
    [{ serviceDate: null, lineItems: null }, null],
    [{}, null],
  ])('%j -> %s', (bill, date) => {
    expect(billDateOfService(bill)).toBe(date);
  });
});
