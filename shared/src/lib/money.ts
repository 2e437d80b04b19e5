import { AMOUNT_TOLERANCE_CENTS } from '../constants';

// Decision 13: every amount is integer cents, so sums and comparisons are exact. Dollars exist only
// where a document is read (dollarsToCents, once) and where an amount is shown or typed (format.ts).

/** The cents of a dollar amount as a document prints it (already checked to be whole cents). */
export function dollarsToCents(dollars: number): number {
  // `+ 0` turns -0 into 0.
  return Math.round(dollars * 100) + 0;
}

/** True when two amounts in cents differ by at most `tolerance` cents (default: the spec's 1 cent). */
export function amountsMatch(a: number, b: number, tolerance: number = AMOUNT_TOLERANCE_CENTS): boolean {
  return Math.abs(a - b) <= tolerance;
}
