import { describe, expect, it } from 'vitest';
import { formatCents, formatCentsPlain, formatFileSizeMb, parseDollarsInput } from '../src';

describe('formatCents (en-US, 2 decimals)', () => {
  it.each([
    [0, '$0.00'],
    [76640, '$766.40'],
    [123450, '$1,234.50'],
    [262951, '$2,629.51'],
    [1, '$0.01'],
    [10 + 20, '$0.30'],
    [100_000_000, '$1,000,000.00'],
    [-1250, '-$12.50'],
  ])('%s -> %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe('amounts typed and edited in dollars', () => {
  it.each([
    [76640, '766.40'],
    [123450, '1234.50'],
    [0, '0.00'],
    [29, '0.29'],
    [-5, '-0.05'],
  ])('formatCentsPlain(%s) = %s', (cents, text) => {
    expect(formatCentsPlain(cents)).toBe(text);
  });

  it.each([
    ['$766.40', 76640],
    ['1,234.5', 123450],
    [' 12 ', 1200],
    ['.5', 50],
    ['0.29', 29],
    ['-3', -300],
    ['-0', 0],
    ['12.', 1200],
    ['12.345', null],
    ['', null],
    ['.', null],
    ['-', null],
    ['abc', null],
    ['1.2.3', null],
    ['$', null],
  ])('parseDollarsInput(%j) = %s cents', (text, cents) => {
    expect(parseDollarsInput(text)).toBe(cents);
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
