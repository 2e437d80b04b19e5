import { describe, expect, it } from 'vitest';
import { amountsMatch, dollarsToCents } from '../src';

describe('amountsMatch (amounts in cents, tolerance 1 cent)', () => {
  it.each([
    { a: 10000, b: 10001, match: true, why: 'one cent apart' },
    { a: 10001, b: 10000, match: true, why: 'one cent apart, reversed' },
    { a: 10000, b: 10002, match: false, why: 'two cents apart' },
    { a: 0, b: 1, match: true, why: 'zero and a cent' },
    // In float dollars 1.01 - 1 is 0.010000000000000009: more than the tolerance.
    { a: 100, b: 101, match: true, why: '$1.00 against $1.01' },
    { a: 123456789, b: 123456790, match: true, why: 'large amounts one cent apart' },
    { a: 123456789, b: 123456791, match: false, why: 'large amounts two cents apart' },
    { a: -500, b: -501, match: true, why: 'negative amounts' },
  ])('$why: $a vs $b -> $match', ({ a, b, match }) => {
    expect(amountsMatch(a, b)).toBe(match);
  });

  it('takes another tolerance', () => {
    expect(amountsMatch(1000, 1050, 50)).toBe(true);
    expect(amountsMatch(1000, 1051, 50)).toBe(false);
  });
});

describe('dollarsToCents (the dollars a document prints)', () => {
  it.each([
    [0, 0],
    [-0, 0],
    [0.29, 29],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [-120.5, -12050],
    [1234.56, 123456],
    [10_000_000, 1_000_000_000],
  ])('dollarsToCents(%s) = %s', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });
});
