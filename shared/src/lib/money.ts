import { AMOUNT_TOLERANCE } from '../constants';

// Binary floats cannot hold most cent values exactly (0.1 + 0.2 !== 0.3), so comparisons allow a
// tiny epsilon on top of the spec's 0.01 tolerance: exactly 0.01 apart matches, 0.0101 does not.
const EPSILON = 1e-9;

/** Whole cents, rounded half away from zero. */
export function toCents(amount: number): number {
  const cents = Math.round(Math.abs(amount) * 100 + EPSILON);
  return amount < 0 ? -cents : cents;
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Sum of amounts, added in whole cents so the result has no floating-point residue. */
export function sumAmounts(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount);
  return fromCents(cents);
}

/** True when two amounts differ by at most `tolerance` (default: the spec's 0.01). */
export function amountsMatch(a: number, b: number, tolerance: number = AMOUNT_TOLERANCE): boolean {
  return Math.abs(a - b) <= tolerance + EPSILON;
}
