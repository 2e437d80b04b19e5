import { describe, expect, it } from 'vitest';
import { doubtfulFields, failedReadingChecks, readingCheckMessages, requiresManualReview } from '../src';

const ids = (type: Parameters<typeof failedReadingChecks>[0], data: Record<string, unknown>) => failedReadingChecks(type, data).map((c) => c.id);

describe('failedReadingChecks (amounts in cents)', () => {
  it.each([
    ['line items that add up', { subtotal: 30000, lineItems: [{ description: 'a', amount: 10000 }, { description: 'b', amount: 20000 }] }, []],
    ['line items that do not', { subtotal: 30001, lineItems: [{ description: 'a', amount: 10000 }, { description: 'b', amount: 20000 }] }, ['bill-line-items']],
    ['no line items', { subtotal: 30000, lineItems: [] }, []],
    ['an item without an amount', { subtotal: 30000, lineItems: [{ description: 'a' }] }, []],
    ['a balance the credits explain', { subtotal: 50000, insurancePaid: 30000, insuranceDiscount: 5000, amountDue: 15000 }, []],
    ['a balance lowered by patient payments', { subtotal: 50000, insurancePaid: 30000, amountDue: 10000 }, []],
    ['a balance above what is left', { subtotal: 50000, insurancePaid: 30000, amountDue: 25000 }, ['bill-balance']],
    ['no amount due', { subtotal: 50000, insurancePaid: 30000 }, []],
    // In float dollars 0.1 + 0.2 is 0.30000000000000004, not 0.3: in cents the sum is exact.
    ['items of $0.10 and $0.20 against $0.30', { subtotal: 30, lineItems: [{ description: 'a', amount: 10 }, { description: 'b', amount: 20 }] }, []],
    ['items of $0.10 and $0.20 against $0.31', { subtotal: 31, lineItems: [{ description: 'a', amount: 10 }, { description: 'b', amount: 20 }] }, ['bill-line-items']],
  ])('bill: %s', (_name, data, expected) => {
    expect(ids('medical_bill', data)).toEqual(expected);
  });

  it.each([
    ['a consistent EOB', { amountBilled: 20000, allowedAmount: 12000, planPaid: 9000, patientResponsibility: 3000, copay: 2000, deductible: 1000 }, []],
    ['allowed above billed', { amountBilled: 10000, allowedAmount: 12000, planPaid: 9000, patientResponsibility: 3000 }, ['eob-allowed']],
    ['paid and owed short of allowed', { amountBilled: 20000, allowedAmount: 12000, planPaid: 8000, patientResponsibility: 3000 }, ['eob-paid']],
    ['owed includes a non-covered amount', { amountBilled: 20000, allowedAmount: 12000, planPaid: 9000, patientResponsibility: 5000 }, []],
    ['copay and deductible above owed', { amountBilled: 20000, allowedAmount: 12000, planPaid: 10000, patientResponsibility: 2000, copay: 1500, deductible: 1000 }, ['eob-responsibility']],
    ['only the required figures', { amountBilled: 20000, patientResponsibility: 2000 }, []],
  ])('EOB: %s', (_name, data, expected) => {
    expect(ids('insurance_payment', data)).toEqual(expected);
  });

  it('receipts have no check that tax, tips and discounts could not explain', () => {
    expect(ids('user_payment', { totalAmount: 1000, items: [{ description: 'a', amount: 5000 }] })).toEqual([]);
  });

  it('says what does not add up, in plain words with the figures', () => {
    expect(failedReadingChecks('medical_bill', { subtotal: 30001, lineItems: [{ description: 'a', amount: 30000 }] })[0]?.message).toBe(
      "The line items add up to $300.00, but the bill's total charges are $300.01.",
    );
    expect(failedReadingChecks('insurance_payment', { amountBilled: 20000, allowedAmount: 12000, planPaid: 8000, patientResponsibility: 3000 })[0]?.message).toBe(
      readingCheckMessages.paidAndOwed('$80.00', '$30.00', '$120.00'),
    );
    expect(failedReadingChecks('medical_bill', { subtotal: 50000, insurancePaid: 30000, amountDue: 25000 })[0]?.message).toBe(readingCheckMessages.billBalance('$250.00', '$200.00'));
    expect(failedReadingChecks('insurance_payment', { amountBilled: 10000, allowedAmount: 12000 })[0]?.message).toBe(readingCheckMessages.allowedOverBilled('$120.00', '$100.00'));
    expect(failedReadingChecks('insurance_payment', { amountBilled: 20000, patientResponsibility: 2000, copay: 1500, deductible: 1000 })[0]?.message).toBe(readingCheckMessages.sharesOverOwed('$25.00', '$20.00'));
  });
});

describe('doubtfulFields', () => {
  it('lists the fields below 0.9', () => {
    expect(doubtfulFields({ subtotal: 0.95, amountDue: 0.89, patientName: 0.2 })).toEqual(['amountDue', 'patientName']);
    expect(doubtfulFields(undefined)).toEqual([]);
  });
});

describe('requiresManualReview with the extracted data', () => {
  it('sends a confident document whose figures do not add up to review', () => {
    expect(requiresManualReview('insurance_payment', 0.99, null, { amountBilled: 10000, allowedAmount: 12000 })).toBe(true);
    expect(requiresManualReview('insurance_payment', 0.99, null, { amountBilled: 13000, allowedAmount: 12000 })).toBe(false);
    expect(requiresManualReview('insurance_payment', 0.99, null, null)).toBe(false);
  });
});
