import { describe, expect, it } from 'vitest';
import { boxesToLines, textRowsToLines } from '../../src/domain/reading/layout';
import fc from 'fast-check';
import { findDates, findMoney, inferDateOrder, inferDecimalComma, inferPrintsCents, normalizeText, parseDate, parseMoney, repairOcrWords, yearlessDate } from '../../src/domain/reading/values';

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

  it.each([
    ['(12.00)', -12],
    ['-12.00', -12],
    ['12.00-', -12],
    ['12.00 CR', -12],
    ['12.00CR', -12],
    ['12.00 DR', 12],
    ['$-12.00', -12],
    ['12.00 USD', 12],
    ['RM 9.00', 9],
    ['£12.50', 12.5],
  ])('reads the credit or currency form %s', (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });

  it('does not read part of a longer number or a date as money', () => {
    expect(findMoney('12.345')).toEqual([]);
    expect(findMoney('12.05.2024')).toEqual([]);
    expect(findMoney('13.5')).toEqual([]);
  });

  it('reads decimal commas when the document uses them', () => {
    expect(parseMoney('SUMME EUR 24,23', { decimalComma: true })).toBe(24.23);
    expect(parseMoney('1.234,56', { decimalComma: true })).toBe(1234.56);
    expect(parseMoney('Rp 45.000', { decimalComma: true })).toBe(45000);
    expect(inferDecimalComma(['Milch 1,19', 'Brot 2,49', 'SUMME 3,68'])).toBe(true);
    expect(inferDecimalComma(['Total $1,234.56', 'Tax 3.68'])).toBe(false);
  });

  it('repairs letters OCR reads for digits inside amounts, only in OCR text', () => {
    expect(parseMoney('TOTAL 1O.5O', { ocr: true })).toBe(10.5);
    expect(parseMoney('TOTAL S12.00', { ocr: true })).toBe(12);
    expect(parseMoney('Amount 4l.2O', { ocr: true })).toBe(41.2);
    expect(parseMoney('Total 12. 34', { ocr: true })).toBe(12.34);
    expect(parseMoney('TOTAL 1O.5O')).toBeUndefined();
    expect(findMoney('SOLD 2 ITEMS', { ocr: true })).toEqual([]);
  });

  it('puts back the point OCR lost in a priced cell, only on a scanned document that prints every amount with cents', () => {
    const scan = { ocr: true, printsCents: true };
    expect(parseMoney('£1279 B', scan)).toBe(12.79);
    expect(findMoney('$579', scan)[0]).toMatchObject({ value: 5.79, hasCents: true });
    // Prose keeps its whole dollars; a bare number without a sign is no amount; a text layer is read as printed.
    expect(parseMoney('Your deductible is $500 a year', scan)).toBe(500);
    expect(findMoney('99213', scan)).toEqual([]);
    expect(parseMoney('£1279 B', { printsCents: true })).toBe(1279);
    expect(parseMoney('£1279 B', { ocr: true })).toBe(1279);
    expect(inferPrintsCents(['£12.79', '£5.79', 'Total £18.58', 'Card £18.58'])).toBe(true);
    expect(inferPrintsCents(['$12.79', '$5.79', 'Total $1,279', '$3.00'])).toBe(false);
    expect(inferPrintsCents(['Total $18.58'])).toBe(false);
  });

  it('parses a long line quickly (no catastrophic backtracking)', () => {
    const line = `${'1,2.3 -( $ '.repeat(900)}`;
    const started = performance.now();
    findMoney(line, { ocr: true });
    findDates(line);
    expect(performance.now() - started).toBeLessThan(500);
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
    expect(parseDate('13/13/2025')).toBeUndefined();
    expect(parseDate('Feb 30, 2024')).toBeUndefined();
  });

  it.each([
    ['25/01/2018', '2018-01-25'],
    ['14-03-18', '2018-03-14'],
    ['12 MAR 2018', '2018-03-12'],
    ['28 MAR 18', '2018-03-28'],
    ['28-Mar-2018', '2018-03-28'],
    ['28Mar2018', '2018-03-28'],
    ['Mar-28-18', '2018-03-28'],
    ["Mar. 28, '18", '2018-03-28'],
    ['March 28th, 2018', '2018-03-28'],
    ['SEP 03 2024', '2024-09-03'],
    ['Tuesday, March 5, 2024', '2024-03-05'],
    ['2024/01/05', '2024-01-05'],
    ['01.05.2024', '2024-01-05'],
    ['12/03/2024 14:35', '2024-12-03'],
    ['2024-03-12T10:00', '2024-03-12'],
    ['DATE: 5/1/99', '1999-05-01'],
  ])('reads %s (month-first unless only day-first is possible)', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it.each([
    ['06/03/2018', '2018-03-06'],
    ['02.03.20', '2020-03-02'],
    ['01/25/2018', '2018-01-25'],
  ])('reads %s day-first when the document is day-first', (text, iso) => {
    expect(parseDate(text, { order: 'dmy' })).toBe(iso);
  });

  it('takes the order of numeric dates from the document: its unambiguous dates, else where it is from', () => {
    expect(inferDateOrder(['Date 25/01/2018', 'Due 06/03/2018'])).toBe('dmy');
    expect(inferDateOrder(['Date 01/25/2018', 'Due 06/03/2018'])).toBe('mdy');
    expect(inferDateOrder(['KEDAI MAJU SDN BHD', 'TOTAL (RM) 9.00', '06/03/2018'])).toBe('dmy');
    expect(inferDateOrder(['Summe EUR 24,23', 'Datum 02.03.20'])).toBe('dmy');
    expect(inferDateOrder(['Springfield, IL 62704', '06/03/2018'])).toBe('mdy');
    expect(inferDateOrder(['06/03/2018'])).toBe('mdy');
  });

  it('never throws and only returns valid ISO dates, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.constantFrom('mdy', 'dmy'), (text, order) => {
        for (const d of findDates(text, { order: order as 'mdy' | 'dmy' })) expect(d.iso).toMatch(/^(19|20)\d{2}-\d{2}-\d{2}$/);
      }),
    );
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

describe('repairOcrWords', () => {
  it('reads a size in ounces, the A1c test and a level where OCR put a figure for a letter or lost a space, and nothing else', () => {
    expect(repairOcrWords('COUGH DM SYRUP 80Z')).toBe('COUGH DM SYRUP 8OZ');
    expect(repairOcrWords('SALINE SPRAY 1.50Z')).toBe('SALINE SPRAY 1.5OZ');
    expect(repairOcrWords('HEMOGLOBIN AlC')).toBe('HEMOGLOBIN A1C');
    expect(repairOcrWords('Hemoglobin Alc')).toBe('Hemoglobin A1c');
    expect(repairOcrWords('HEMOGLOBIN AIC')).toBe('HEMOGLOBIN A1C');
    expect(repairOcrWords('Office visit, level4')).toBe('Office visit, level 4');
    expect(repairOcrWords('ED VISIT LEVEL5 PEDIATRIC')).toBe('ED VISIT LEVEL 5 PEDIATRIC');
    for (const kept of ['SYRUP 8OZ', 'ZONE 10Z1', 'Allc', 'ALC', 'Alcohol swab', '100 ML', 'Type 2 diabetes', 'levels4u']) expect(repairOcrWords(kept)).toBe(kept);
  });
});

describe('yearlessDate', () => {
  it('puts a day printed without a year in the latest year that is not after the reference day', () => {
    expect(yearlessDate('05/28-05/28', '2025-06-11')).toBe('2025-05-28');
    expect(yearlessDate('12/30', '2026-01-09')).toBe('2025-12-30');
    expect(yearlessDate('06/11 Office visit', '2025-06-11')).toBe('2025-06-11');
    expect(yearlessDate('28/05', '2025-06-11', 'dmy')).toBe('2025-05-28');
    for (const text of ['02/30', '13/01', '5/28/2025', 'Office 05/28', '1/2 tablet']) expect(yearlessDate(text, '2025-06-11')).toBeUndefined();
  });
});
