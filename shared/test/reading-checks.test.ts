import { describe, expect, it } from 'vitest';
import { doubtfulFields, failedReadingChecks, readingCheckMessages, requiresManualReview } from '../src';

const ids = (type: Parameters<typeof failedReadingChecks>[0], data: Record<string, unknown>) => failedReadingChecks(type, data).map((c) => c.id);

describe('failedReadingChecks', () => {
  it.each([
    ['line items that add up', { subtotal: 300, lineItems: [{ description: 'a', amount: 100 }, { description: 'b', amount: 200 }] }, []],
    ['line items that do not', { subtotal: 300.01, lineItems: [{ description: 'a', amount: 100 }, { description: 'b', amount: 200 }] }, ['bill-line-items']],
    ['no line items', { subtotal: 300, lineItems: [] }, []],
    ['an item without an amount', { subtotal: 300, lineItems: [{ description: 'a' }] }, []],
    ['a balance the credits explain', { subtotal: 500, insurancePaid: 300, insuranceDiscount: 50, amountDue: 150 }, []],
    ['a balance lowered by patient payments', { subtotal: 500, insurancePaid: 300, amountDue: 100 }, []],
    ['a balance above what is left', { subtotal: 500, insurancePaid: 300, amountDue: 250 }, ['bill-balance']],
    ['no amount due', { subtotal: 500, insurancePaid: 300 }, []],
  ])('bill: %s', (_name, data, expected) => {
    expect(ids('medical_bill', data)).toEqual(expected);
  });

  it.each([
    ['a consistent EOB', { amountBilled: 200, allowedAmount: 120, planPaid: 90, patientResponsibility: 30, copay: 20, deductible: 10 }, []],
    ['allowed above billed', { amountBilled: 100, allowedAmount: 120, planPaid: 90, patientResponsibility: 30 }, ['eob-allowed']],
    ['paid and owed short of allowed', { amountBilled: 200, allowedAmount: 120, planPaid: 80, patientResponsibility: 30 }, ['eob-paid']],
    ['owed includes a non-covered amount', { amountBilled: 200, allowedAmount: 120, planPaid: 90, patientResponsibility: 50 }, []],
    ['copay and deductible above owed', { amountBilled: 200, allowedAmount: 120, planPaid: 100, patientResponsibility: 20, copay: 15, deductible: 10 }, ['eob-responsibility']],
    ['only the required figures', { amountBilled: 200, patientResponsibility: 20 }, []],
  ])('EOB: %s', (_name, data, expected) => {
    expect(ids('insurance_payment', data)).toEqual(expected);
  });

  it('receipts have no check that tax, tips and discounts could not explain', () => {
    expect(ids('user_payment', { totalAmount: 10, items: [{ description: 'a', amount: 50 }] })).toEqual([]);
  });

  it('says what does not add up, in plain words with the figures', () => {
    expect(failedReadingChecks('medical_bill', { subtotal: 300.01, lineItems: [{ description: 'a', amount: 300 }] })[0]?.message).toBe(
      "The line items add up to $300.00, but the bill's total charges are $300.01.",
    );
    expect(failedReadingChecks('insurance_payment', { amountBilled: 200, allowedAmount: 120, planPaid: 80, patientResponsibility: 30 })[0]?.message).toBe(
      readingCheckMessages.paidAndOwed('$80.00', '$30.00', '$120.00'),
    );
    expect(failedReadingChecks('medical_bill', { subtotal: 500, insurancePaid: 300, amountDue: 250 })[0]?.message).toBe(readingCheckMessages.billBalance('$250.00', '$200.00'));
    expect(failedReadingChecks('insurance_payment', { amountBilled: 100, allowedAmount: 120 })[0]?.message).toBe(readingCheckMessages.allowedOverBilled('$120.00', '$100.00'));
    expect(failedReadingChecks('insurance_payment', { amountBilled: 200, patientResponsibility: 20, copay: 15, deductible: 10 })[0]?.message).toBe(readingCheckMessages.sharesOverOwed('$25.00', '$20.00'));
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
    expect(requiresManualReview('insurance_payment', 0.99, null, { amountBilled: 100, allowedAmount: 120 })).toBe(true);
    expect(requiresManualReview('insurance_payment', 0.99, null, { amountBilled: 130, allowedAmount: 120 })).toBe(false);
    expect(requiresManualReview('insurance_payment', 0.99, null, null)).toBe(false);
  });
});
