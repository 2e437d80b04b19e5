import { describe, expect, it } from 'vitest';
import { analyzeBill, billDateOfService, type AnalyzableBill } from '../src';

const clean: AnalyzableBill = {
  subtotal: 500,
  amountDue: 100,
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
    expect(analyzeBill(clean, { amountBilled: 500, planPaid: 400 })).toEqual({ hasErrors: false, errors: [], warnings: [], recommendations: [] });
  });

  it.each([
    [['Office visit', 'office VISIT'], true],
    [['Office visit', ' Office  visit '], true],
    [['Office visit', 'Lab work'], false],
    [['', ''], false],
  ])('duplicate line items %j -> %s', (descriptions, duplicate) => {
    const analysis = analyzeBill({ ...clean, lineItems: descriptions.map((description) => ({ description, amount: 1 })) });
    expect(analysis.errors).toEqual(duplicate ? ['Potential duplicate line items detected'] : []);
    expect(analysis.hasErrors).toBe(duplicate);
  });

  it.each([
    [500.01, []],
    [499.99, []],
    [500.0101, ['Bill subtotal ($500.00) does not match EOB amount billed ($500.01)']],
    [480, ['Bill subtotal ($500.00) does not match EOB amount billed ($480.00)']],
    [1500.5, ['Bill subtotal ($500.00) does not match EOB amount billed ($1,500.50)']],
  ])('subtotal 500 vs EOB amount billed %s -> %j', (amountBilled, errors) => {
    const analysis = analyzeBill(clean, { amountBilled, planPaid: 400 + (amountBilled - 500) });
    expect(analysis.errors).toEqual(errors);
    expect(analysis.hasErrors).toBe(errors.length > 0);
  });

  it('sums in cents: 0.1 + 0.2 billed vs 0.3 is no error', () => {
    expect(analyzeBill({ ...clean, subtotal: 0.1 + 0.2, amountDue: 0.3 }, { amountBilled: 0.3 }).errors).toEqual([]);
  });

  it.each([
    [{ confidence: 0.69 }, ['Low AI confidence - manual review recommended']],
    [{ confidence: 0.7 }, []],
    [{ amountDue: 50000.01 }, ['Amount due is unusually high - verify with provider']],
    [{ amountDue: 50000 }, []],
    [{ serviceDate: undefined }, ['No service date found on the bill']],
    [{ serviceDate: undefined, lineItems: [{ description: 'Visit', amount: 1, date: '2024-01-03' }] }, []],
    [{ invoiceNumber: '' }, ['No invoice number found on the bill']],
    [{ invoiceNumber: undefined }, ['No invoice number found on the bill']],
    [{ lineItems: undefined }, []],
  ])('warning case %# (%j)', (change, warnings) => {
    const analysis = analyzeBill({ ...clean, ...change });
    expect(analysis.warnings).toEqual(warnings);
    expect(analysis.hasErrors).toBe(false);
  });

  it.each([
    // amount due vs subtotal 500 minus plan paid
    [{ planPaid: 400 }, 100, false],
    [{ planPaid: 400 }, 100.01, false],
    [{ planPaid: 400 }, 100.0101, true],
    [{ planPaid: 350 }, 100, true],
    [{ planPaid: 0 }, 100, false], // only when plan paid > 0
    [{}, 100, false],
  ])('EOB %j with amount due %s -> mismatch %s', (eobChange, amountDue, mismatch) => {
    const analysis = analyzeBill({ ...clean, amountDue }, { amountBilled: 500, ...eobChange });
    expect(analysis.recommendations).toEqual(mismatch ? ['Contact provider to clarify correct amount owed'] : []);
    expect(analysis.warnings.some((warning) => warning.startsWith('Amount due ('))).toBe(mismatch);
  });

  it('quotes the amounts in the amount-due warning, and skips it without an amount due', () => {
    expect(analyzeBill({ ...clean, amountDue: 150 }, { amountBilled: 500, planPaid: 400 }).warnings).toEqual([
      'Amount due ($150.00) does not match subtotal minus insurance plan paid ($100.00)',
    ]);
    expect(analyzeBill({ ...clean, amountDue: undefined }, { amountBilled: 500, planPaid: 400 }).warnings).toEqual([]);
  });

  it('collects every finding at once', () => {
    const analysis = analyzeBill(
      { subtotal: 60000, amountDue: 60000, confidence: 0.5, lineItems: [{ description: 'X' }, { description: 'x' }] },
      { amountBilled: 59000, planPaid: 10 },
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
