import { describe, expect, it } from 'vitest';
import { formatAmountPlain, formatDollars, formatFileSizeMb, parseAmountInput } from '../src';

describe('formatDollars (en-US, 2 decimals)', () => {
  it.each([
    [0, '$0.00'],
    [766.4, '$766.40'],
    [1234.5, '$1,234.50'],
    [2629.51, '$2,629.51'],
    [1.005, '$1.01'],
    [0.1 + 0.2, '$0.30'],
    [1_000_000, '$1,000,000.00'],
    [-12.5, '-$12.50'],
  ])('%s -> %s', (amount, text) => {
    expect(formatDollars(amount)).toBe(text);
  });
});

describe('plain amounts', () => {
  it.each([
    [766.4, '766.40'],
    [1234.5, '1234.50'],
    [0, '0.00'],
    [0.1 + 0.2, '0.30'],
  ])('formatAmountPlain(%s) = %s', (amount, text) => {
    expect(formatAmountPlain(amount)).toBe(text);
  });

  it.each([
    ['$766.40', 766.4],
    ['1,234.5', 1234.5],
    [' 12 ', 12],
    ['.5', 0.5],
    ['-3', -3],
    ['12.', 12],
    ['', null],
    ['abc', null],
    ['1.2.3', null],
    ['$', null],
  ])('parseAmountInput(%j) = %s', (text, amount) => {
    expect(parseAmountInput(text)).toBe(amount);
  });
});

describe('formatFileSizeMb', () => {
  it.each([
    [0, '0.00 MB'],
    [1024 * 1024, '1.00 MB'],
    [1_500_000, '1.43 MB'],
    [20 * 1024 * 1024, '20.00 MB'],
    [5_000, '0.00 MB'],
  ])('%s bytes -> %s', (bytes, text) => {
    expect(formatFileSizeMb(bytes)).toBe(text);
  });
});
