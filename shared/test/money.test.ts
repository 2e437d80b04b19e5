import { describe, expect, it } from 'vitest';
import { amountsMatch, fromCents, sumAmounts, toCents } from '../src';

describe('amountsMatch (tolerance 0.01)', () => {
  it.each([
    { a: 100, b: 100.01, match: true, why: 'exactly 0.01 apart' },
    { a: 100.01, b: 100, match: true, why: 'exactly 0.01 apart, reversed' },
    { a: 100, b: 100.0101, match: false, why: '0.0101 apart' },
    { a: 0, b: 0.01, match: true, why: 'zero and a cent' },
    { a: 0, b: 0.02, match: false, why: 'two cents' },
    { a: 0.1 + 0.2, b: 0.3, match: true, why: 'floating-point sum' },
    { a: 0.1 + 0.2, b: 0.31, match: true, why: 'floating-point sum plus a cent' },
    { a: 1234567.89, b: 1234567.9, match: true, why: 'large amounts one cent apart' },
    { a: 1234567.89, b: 1234567.91, match: false, why: 'large amounts two cents apart' },
    { a: -5, b: -5.01, match: true, why: 'negative amounts' },
  ])('$why: $a vs $b -> $match', ({ a, b, match }) => {
    expect(amountsMatch(a, b)).toBe(match);
  });

  it('takes another tolerance', () => {
    expect(amountsMatch(10, 10.5, 0.5)).toBe(true);
    expect(amountsMatch(10, 10.51, 0.5)).toBe(false);
  });
});

describe('cents', () => {
  it.each([
    [0, 0],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [-1.005, -101],
    [19.99, 1999],
    [-0.004, 0],
  ])('toCents(%s) = %s', (amount, cents) => {
    // `+ 0` folds -0 into 0.
    expect(toCents(amount) + 0).toBe(cents);
  });

  it('sums without floating-point residue', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([])).toBe(0);
    expect(sumAmounts([19.99, 0.01, -5])).toBe(15);
    expect(fromCents(12345)).toBe(123.45);
  });
});
