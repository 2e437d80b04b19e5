import { describe, expect, it } from 'vitest';
import { isSettled, LEDGER_RESULT_KINDS, ledgerMessages, ledgerResult, ledgerResultText, refundsDue, type LedgerFacts, type LedgerResult } from '../src';

// Issue 14: a ledger's one result from its figures (cents), and its words.

const facts = (changes: Partial<LedgerFacts>): LedgerFacts => ({
  insurerSaysYouOwe: 10000,
  providerBilledYou: 10000,
  youPaid: 0,
  paidBeforeBill: 0,
  paidAgain: 0,
  billedBeforeInsurance: false,
  ...changes,
});

describe('ledgerResult', () => {
  it.each<[string, Partial<LedgerFacts>, LedgerResult]>([
    ['nothing paid: the EOB says what is owed', {}, { kind: 'owe', amount: 10000 }],
    ['part paid', { youPaid: 2550 }, { kind: 'owe', amount: 7450 }],
    ['paid the responsibility', { youPaid: 10000 }, { kind: 'paid_in_full', amount: null }],
    ['paid more than the responsibility', { youPaid: 12500 }, { kind: 'refund_due', amount: 2500 }],
    ['the EOB wins over the bill', { providerBilledYou: 50000, youPaid: 10000 }, { kind: 'paid_in_full', amount: null }],
    ['no EOB: the bill says what is owed', { insurerSaysYouOwe: null, youPaid: 4000 }, { kind: 'owe', amount: 6000 }],
    // A statement counts what was paid before it: a $0 statement after a $100 payment is no refund.
    ['no EOB: a statement after the payment', { insurerSaysYouOwe: null, providerBilledYou: 0, youPaid: 10000, paidBeforeBill: 10000 }, { kind: 'paid_in_full', amount: null }],
    ['no EOB: a credit balance on the bill', { insurerSaysYouOwe: null, providerBilledYou: -2500 }, { kind: 'refund_due', amount: 2500 }],
    ['nothing says what is owed', { insurerSaysYouOwe: null, providerBilledYou: null, youPaid: 500 }, { kind: 'owe', amount: null }],
    ['billed before insurance processed', { providerBilledYou: 50000, billedBeforeInsurance: true }, { kind: 'billed_before_insurance', amount: 50000 }],
  ])('%s', (_, changes, result) => {
    expect(ledgerResult(facts(changes))).toEqual(result);
  });

  it('follows the documented precedence: paid twice, refund due, billed before insurance, owe, paid in full', () => {
    expect(LEDGER_RESULT_KINDS).toEqual(['paid_twice', 'refund_due', 'billed_before_insurance', 'owe', 'paid_in_full']);
    // Every condition at once: the duplicate is checked first.
    expect(ledgerResult(facts({ youPaid: 20000, paidAgain: 10000, billedBeforeInsurance: true }))).toEqual({ kind: 'paid_twice', amount: 10000 });
    // Paid the pre-insurance bill in full: the refund is what matters.
    expect(ledgerResult(facts({ providerBilledYou: 50000, youPaid: 50000, billedBeforeInsurance: true }))).toEqual({ kind: 'refund_due', amount: 40000 });
    // Nothing paid yet: do not pay the early bill's figure.
    expect(ledgerResult(facts({ providerBilledYou: 50000, billedBeforeInsurance: true })).kind).toBe('billed_before_insurance');
  });

  it('is exact in cents: 10 + 20 cents pay 30 cents, and one cent short is still owed', () => {
    expect(ledgerResult(facts({ insurerSaysYouOwe: 30, youPaid: 10 + 20 })).kind).toBe('paid_in_full');
    expect(ledgerResult(facts({ insurerSaysYouOwe: 10001, youPaid: 10000 }))).toEqual({ kind: 'owe', amount: 1 });
    expect(ledgerResult(facts({ insurerSaysYouOwe: 10000, youPaid: 10001 }))).toEqual({ kind: 'refund_due', amount: 1 });
  });
});

describe('ledgerResultText', () => {
  it.each<[LedgerResult, string]>([
    [{ kind: 'owe', amount: 123456 }, 'You still owe $1,234.56'],
    [{ kind: 'owe', amount: null }, 'You still owe —'],
    [{ kind: 'paid_in_full', amount: null }, 'Paid in full'],
    [{ kind: 'refund_due', amount: 2500 }, 'Refund due: $25.00'],
    [{ kind: 'paid_twice', amount: 10000 }, 'Paid twice?'],
    [{ kind: 'billed_before_insurance', amount: 50000 }, 'Billed before insurance processed'],
  ])('%j -> %s', (result, text) => {
    expect(ledgerResultText(result)).toBe(text);
  });

  it('words the dashboard in one place', () => {
    expect(ledgerMessages.needsActionTitle).toBe('Needs your action');
    expect(ledgerMessages.refundsDueTitle).toBe('Refunds due');
  });
});

describe('settled and refunds due', () => {
  it('only paid in full is settled', () => {
    expect(LEDGER_RESULT_KINDS.filter((kind) => isSettled({ kind }))).toEqual(['paid_in_full']);
  });

  it('sums the refunds due, not the questions of paying twice', () => {
    const ledgers = [
      { result: { kind: 'refund_due', amount: 2500 } },
      { result: { kind: 'refund_due', amount: 1 } },
      { result: { kind: 'paid_twice', amount: 10000 } },
      { result: { kind: 'owe', amount: 700 } },
      { result: { kind: 'refund_due', amount: null } },
    ] satisfies { result: LedgerResult }[];
    expect(refundsDue(ledgers)).toBe(2501);
    expect(refundsDue([])).toBe(0);
  });
});
