import { describe, expect, it } from 'vitest';
import { boxesToLines, textRowsToLines } from '../../src/domain/reading/layout';
import { findDates, findMoney, normalizeText, parseDate, parseMoney } from '../../src/domain/reading/values';

describe('money', () => {
  it.each([
    ['$1,234.50', 1234.5],
    ['1,234.50', 1234.5],
    ['USD 1,234.50', 1234.5],
    ['$1234.50', 1234.5],
    ['-$20.00', -20],
    ['($20.00)', -20],
    ['$45', 45],
    ['12.00 CR', -12],
  ])('reads %s', (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });

  it('ignores codes, years and counts without cents or a dollar sign', () => {
    expect(findMoney('CPT 99213 on 2025 x 3')).toEqual([]);
    expect(parseMoney('Room 12')).toBeUndefined();
  });

  it('finds every amount in order', () => {
    expect(findMoney('Billed $100.00 Allowed $80.00').map((m) => m.value)).toEqual([100, 80]);
  });
});

describe('dates', () => {
  it.each([
    ['03/05/2025', '2025-03-05'],
    ['3/5/2025', '2025-03-05'],
    ['03-05-2025', '2025-03-05'],
    ['03/05/25', '2025-03-05'],
    ['2025-03-05', '2025-03-05'],
    ['March 5, 2025', '2025-03-05'],
    ['Mar 05, 2025', '2025-03-05'],
    ['Sept. 5, 2025', '2025-09-05'],
    ['5 March 2025', '2025-03-05'],
  ])('reads %s as a US date', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it('rejects impossible dates', () => {
    expect(parseDate('02/30/2025')).toBeUndefined();
    expect(parseDate('13/01/2025')).toBeUndefined();
  });

  it('finds several dates in one line', () => {
    expect(findDates('From 01/02/2025 to Jan 9, 2025').map((d) => d.iso)).toEqual(['2025-01-02', '2025-01-09']);
  });
});

describe('layout', () => {
  it('groups boxes into rows and splits wide gaps into cells', () => {
    const lines = boxesToLines([
      { text: 'Invoice', x: 50, y: 100, width: 35, height: 10 },
      { text: 'Number:', x: 88, y: 101, width: 40, height: 10 },
      { text: 'INV-123', x: 300, y: 100, width: 40, height: 10 },
      { text: 'Next row', x: 50, y: 120, width: 40, height: 10 },
    ]);
    expect(lines.map((l) => l.text)).toEqual(['Invoice Number:', 'INV-123', 'Next row']);
  });

  it('joins pdf.js fragments of one word without a space', () => {
    const lines = boxesToLines([
      { text: 'Subto', x: 50, y: 100, width: 25, height: 10 },
      { text: 'tal', x: 75, y: 100, width: 12, height: 10 },
    ]);
    expect(lines[0]?.text).toBe('Subtotal');
  });

  it('lays out text rows as cells', () => {
    const lines = textRowsToLines([['Total', '$5.00'], ['']]);
    expect(lines.map((l) => [l.text, l.x])).toEqual([
      ['Total', 0],
      ['$5.00', 200],
    ]);
  });

  it('normalises text for comparison', () => {
    expect(normalizeText('  Dr. Jane   O\'Neil, MD ')).toBe('dr jane o neil md');
  });
});
