import { formatCents } from '../format';
import { ledgerMessages } from '../messages';

// Issue 14: the one result of a visit's ledger, from its figures in integer cents (Decision 13).

/**
 * The results, in order of precedence: the first that applies is the ledger's result.
 * 1. paid_twice: two payments of the same amount on the same day. Checked first because every
 *    other figure counts what was paid, the duplicate included, and the person must check it.
 * 2. refund_due: paid more than the EOB's patient responsibility (or, with no EOB, more than the
 *    bill asks): money back comes before whatever else the bill says.
 * 3. billed_before_insurance: the bill disagrees with the EOB and came before it or shows no
 *    insurance payment, or an EOB is still being read: do not pay the bill's figure yet.
 * 4. owe: something is left to pay (also when nothing says how much: the amount is then unknown).
 * 5. paid_in_full: nothing is left to pay. The only settled result.
 */
export const LEDGER_RESULT_KINDS = ['paid_twice', 'refund_due', 'billed_before_insurance', 'owe', 'paid_in_full'] as const;
export type LedgerResultKind = (typeof LEDGER_RESULT_KINDS)[number];

/** The result and its amount at stake in cents (null where there is no figure to give). */
export type LedgerResult = { kind: LedgerResultKind; amount: number | null };

export type LedgerFacts = {
  /** The latest EOB's patient responsibility; null without an EOB. */
  insurerSaysYouOwe: number | null;
  /** The latest bill's amount due; null without a bill or when it states none. */
  providerBilledYou: number | null;
  /** Every payment and receipt of the visit. */
  youPaid: number;
  /** What of `youPaid` was paid before the latest bill's date: a statement already counts it. */
  paidBeforeBill: number;
  /** The cents paid again by payments repeating another's amount and day; 0 when none. */
  paidAgain: number;
  /** Found from the documents (see visit-ledger.ts). */
  billedBeforeInsurance: boolean;
};

/** What is left to pay: by the EOB when there is one, else by the bill and what was paid since it; null when neither says. */
function leftToPay(facts: LedgerFacts): number | null {
  if (facts.insurerSaysYouOwe !== null) return facts.insurerSaysYouOwe - facts.youPaid;
  if (facts.providerBilledYou !== null) return facts.providerBilledYou - (facts.youPaid - facts.paidBeforeBill);
  return null;
}

/** The ledger's one result (see LEDGER_RESULT_KINDS for the precedence). */
export function ledgerResult(facts: LedgerFacts): LedgerResult {
  if (facts.paidAgain > 0) return { kind: 'paid_twice', amount: facts.paidAgain };
  const left = leftToPay(facts);
  if (left !== null && left < 0) return { kind: 'refund_due', amount: -left };
  if (facts.billedBeforeInsurance) return { kind: 'billed_before_insurance', amount: facts.providerBilledYou };
  if (left === null || left > 0) return { kind: 'owe', amount: left };
  return { kind: 'paid_in_full', amount: null };
}

/** A visit needs nothing more from the person only when it is paid in full. */
export function isSettled(result: Pick<LedgerResult, 'kind'>): boolean {
  return result.kind === 'paid_in_full';
}

/** 'You still owe $12.34', 'Refund due: $5.00', 'Paid in full'...; a missing amount is '—' (Decision 14). */
export function ledgerResultText(result: LedgerResult): string {
  const amount = result.amount === null ? '—' : formatCents(result.amount);
  switch (result.kind) {
    case 'owe':
      return ledgerMessages.stillOwe(amount);
    case 'refund_due':
      return ledgerMessages.refundDue(amount);
    case 'paid_twice':
      return ledgerMessages.paidTwice;
    case 'billed_before_insurance':
      return ledgerMessages.billedBeforeInsurance;
    case 'paid_in_full':
      return ledgerMessages.paidInFull;
  }
}

/** The dashboard's "Refunds due": the sum of the ledgers' refunds (a "Paid twice?" is a question, not yet a refund). */
export function refundsDue(ledgers: readonly { result: LedgerResult }[]): number {
  return ledgers.reduce((sum, ledger) => sum + (ledger.result.kind === 'refund_due' ? (ledger.result.amount ?? 0) : 0), 0);
}
