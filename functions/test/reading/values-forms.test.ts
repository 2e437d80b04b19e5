// Money and date forms of issue 12, table by table; properties (fast-check) and speed at the end.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDates, findMoney, inferDateOrder, inferDecimalComma, parseDate, parseMoney, repairOcr, type DateOrder, type MoneyOptions } from '../../src/domain/reading/values';

/** Every match spans its own text in the caller's string. */
function expectSpans(text: string, matches: readonly { index: number; text: string }[]): void {
  for (const m of matches) expect(text.slice(m.index, m.index + m.text.length)).toBe(m.text);
}

describe('money forms', () => {
  it.each([
    ['$1,234.56', 1234.56],
    ['1,234.56', 1234.56],
    ['1234.56', 1234.56],
    ['$1,234,567.89', 1234567.89],
    ['USD 12.00', 12],
    ['USD12.00', 12],
    ['12.00 USD', 12],
    ['12.00USD', 12],
    ['US$ 12.00', 12],
    ['$ 12.00', 12],
    ['$12', 12],
    ['$12.5', 12.5],
    ['$0.99', 0.99],
    ['.', undefined],
    ['Total12.50', 12.5],
    ['Amount due: $1,234.56.', 1234.56],
    ['$1,234.56,', 1234.56],
  ])('reads %s', (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });

  it.each([
    ['(12.00)', -12],
    ['( 12.00 )', -12],
    ['($12.00)', -12],
    ['$(12.00)', -12],
    ['(USD 12.00)', -12],
    ['-12.00', -12],
    ['\u221212.00', -12],
    ['\u2013$12.00', -12],
    ['-$12.00', -12],
    ['$-12.00', -12],
    ['$ -12.00', -12],
    ['12.00-', -12],
    ['$12.00-', -12],
    ['12.00 CR', -12],
    ['12.00CR', -12],
    ['12.00 cr', -12],
    ['$12.00 CR', -12],
    ['(12.00) CR', -12],
    ['12.00 DR', 12],
    ['12.00DR', 12],
    ['-0.00', 0],
  ])('reads the credit form %s', (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });

  it.each([
    ['RM 12.50', 12.5, 'MYR'],
    ['RM12.50', 12.5, 'MYR'],
    ['MYR 1,250.00', 1250, 'MYR'],
    ['Rp 45.000', 45000, 'IDR'],
    ['Rp45.000', 45000, 'IDR'],
    ['Rp. 45.000', 45000, 'IDR'],
    ['Rp 45,000', 45000, 'IDR'],
    ['Rp 1.250.000', 1250000, 'IDR'],
    ['Rp 1.250.000,00', 1250000, 'IDR'],
    ['IDR 174,600', 174600, 'IDR'],
    ['€12,50', 12.5, 'EUR'],
    ['€ 12.50', 12.5, 'EUR'],
    ['€1.234,56', 1234.56, 'EUR'],
    ['12,50 €', 12.5, 'EUR'],
    ['12,50€', 12.5, 'EUR'],
    ['EUR 24,23', 24.23, 'EUR'],
    ['24,23 EUR', 24.23, 'EUR'],
    ['£12.50', 12.5, 'GBP'],
    ['GBP 12.50', 12.5, 'GBP'],
    ['S$ 12.50', 12.5, 'SGD'],
    ['SGD 12.50', 12.5, 'SGD'],
    ['A$12.50', 12.5, 'AUD'],
    ['₹ 1,200', 1200, 'INR'],
    ['JPY 1,200', 1200, 'JPY'],
    ['$12.50', 12.5, undefined],
    ['¥1,200', 1200, undefined],
  ])('reads %s as %s with currency %s', (text, value, currency) => {
    const [m] = findMoney(text);
    expect(m?.value).toBe(value);
    expect(m?.currency).toBe(currency);
    expect(m?.hasSymbol).toBe(true);
  });

  it.each([
    ['1 234.56', 1234.56],
    ['$1 234.56', 1234.56],
    ['$ 1 234 567.89', 1234567.89],
    ['RM 1 234.56', 1234.56],
    ['€ 1 234,56', 1234.56],
    ['1\u00a0234.56', 1234.56],
    ['Qty 2 150.00', 150],
    ['1 234 567.89 kept', 567.89],
  ])('reads space-grouped thousands only when unambiguous: %s', (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });

  it.each([
    ['CPT 99213'],
    ['2025'],
    ['x 3'],
    ['Room 12'],
    ['1,234'],
    ['12.5'],
    ['12.345'],
    ['1.234,56'],
    ['12,50'],
    ['$1.234'],
    ['20.00%'],
    ['Coinsurance 20.00 %'],
    ['12.05.2024'],
    ['01/05/2024'],
    ['2024-01-05'],
    ['14:35'],
    ['Z00.00'],
    ['I25.10'],
    ['192.168.1.10'],
    ['1,234,56'],
    ['FORM 12'],
    ['Mrs 12'],
    ['Phone 555-123-4567'],
    ['RM 204'],
    ['PT/INR 85610'],
    ['CHF 428.0'],
    ['CAD 414.01 Dx'.replace('414.01', '414.0')],
  ])('reads no money in %s', (text) => {
    expect(findMoney(text)).toEqual([]);
  });

  it('finds every amount in order, with spans in the text', () => {
    const text = 'Billed $1,200.00  Allowed 800.00  Adj (400.00)  Paid 640.00 CR  Owed 160.00';
    const found = findMoney(text);
    expect(found.map((m) => m.value)).toEqual([1200, 800, -400, -640, 160]);
    expect(found.map((m) => m.text)).toEqual(['$1,200.00', '800.00', '(400.00)', '640.00 CR', '160.00']);
    expectSpans(text, found);
  });

  it('reads a range as two positive amounts', () => {
    expect(findMoney('10.00-12.00').map((m) => m.value)).toEqual([10, 12]);
    expect(findMoney('$10.00 - $12.00').map((m) => m.value)).toEqual([10, 12]);
    expect(findMoney('Visit - 12.00').map((m) => m.value)).toEqual([12]);
  });

  it('leaves an unmatched bracket out of the span', () => {
    expect(findMoney('(paid 12.00')[0]).toMatchObject({ value: 12, text: '12.00' });
    expect(findMoney('(12.00 paid')[0]).toMatchObject({ value: 12, text: '12.00', index: 1 });
    expect(findMoney('paid 12.00)')[0]).toMatchObject({ value: 12, text: '12.00' });
  });

  it('reports cents and symbols', () => {
    expect(findMoney('$45')[0]).toMatchObject({ hasCents: false, hasSymbol: true });
    expect(findMoney('45.00')[0]).toMatchObject({ hasCents: true, hasSymbol: false });
    expect(findMoney('Rp 45.000')[0]).toMatchObject({ hasCents: false, hasSymbol: true });
  });

  it.each<[string, MoneyOptions, number | undefined]>([
    ['SUMME 24,23', { decimalComma: true }, 24.23],
    ['1.234,56', { decimalComma: true }, 1234.56],
    ['1.234', { decimalComma: true }, undefined],
    ['EUR 1.234', { decimalComma: true }, 1234],
    ['12,5', { decimalComma: true }, undefined],
    ['1,234.56', { decimalComma: true }, 1234.56],
    ['24,23', {}, undefined],
  ])('reads %s with %j as %s', (text, options, value) => {
    expect(parseMoney(text, options)).toBe(value);
  });

  it('reads decimal commas by the majority of a document', () => {
    expect(inferDecimalComma(['Milch 1,19', 'Brot 2,49', 'SUMME 3,68'])).toBe(true);
    expect(inferDecimalComma(['Total $1,234.56', 'Tax 3.68'])).toBe(false);
    expect(inferDecimalComma([])).toBe(false);
  });
});

describe('money in OCR text', () => {
  it.each([
    ['TOTAL 1O.5O', 10.5],
    ['TOTAL 1o.5o', 10.5],
    ['Amount 4l.2O', 41.2],
    ['Amount 4I.2O', 41.2],
    ['Amount 4|.20', 41.2],
    ['Amount 4i.20', 41.2],
    ['Paid 1D.00', 10],
    ['Paid 1Q.00', 10],
    ['Paid 1S.00', 15],
    ['Paid 1s.00', 15],
    ['Paid 1B.00', 18],
    ['Paid 1Z.00', 12],
    ['Paid 1G.00', 16],
    ['Paid 1,2OO.OO', 1200],
    ['$l2.50', 12.5],
    ['$ O.50', 0.5],
    ['I2.50', 12.5],
    ['l2.50', 12.5],
    ['TOTAL S12.00', 12],
    ['S1,234.50', 1234.5],
    ['SO.50', 0.5],
    ['Total 12,34', 12.34],
    ['Total 12. 34', 12.34],
    ['Total 12 .34', 12.34],
    ['Total $12. 34 paid', 12.34],
    ['Total 12. 34  Tax 1.00', 1],
    ['Insurance Pmt -4,954 49', -4954.49],
    ['1,130 29 CR', -1130.29],
    ['12.0OCR', -12],
    ['(1O.OO)', -10],
    ['12.00|', 12],
    ['|12.00|', 12],
    ['RM l2.5O', 12.5],
  ])('repairs %s to %s', (text, value) => {
    expect(parseMoney(text, { ocr: true })).toBe(value);
  });

  it.each([
    ['SOLD 2 ITEMS'],
    ['Dx Z00.00'],
    ['Dx I25.10'],
    ['HCPCS G0008'],
    ['B12 shot'],
    ['ID123'],
    ['Step 2. 25 mg'],
    ['1,234,56'],
    ['S12'],
    ['5 items'],
    ['Room 2,100 12 beds'],
  ])('reads no money in %s', (text) => {
    expect(findMoney(text, { ocr: true })).toEqual([]);
  });

  it('repairs only inside number-like tokens', () => {
    expect(repairOcr('SOLD BIG 1O.5O DISCOUNT I10 ID123 1s 5lbs COVID19').text).toBe('SOLD BIG 10.50 DISCOUNT I10 ID123 15 5lbs COVID19');
    expect(repairOcr('1 234.56').text).toBe('1 234.56');
  });

  it('reports spans in the text as printed, also when a space was removed', () => {
    const text = 'Fee 1O.5O  Total 12. 34  Paid S1.00';
    const found = findMoney(text, { ocr: true });
    expect(found.map((m) => [m.value, m.text])).toEqual([
      [10.5, '1O.5O'],
      [12.34, '12. 34'],
      [1, 'S1.00'],
    ]);
    expectSpans(text, found);
  });

  it('reads clean amounts the same with and without OCR repair', () => {
    const text = 'Billed $1,200.00 Allowed 800.00 Adj (400.00) Paid 640.00 CR Code 99213 on 01/05/2024';
    expect(findMoney(text, { ocr: true })).toEqual(findMoney(text));
  });
});

describe('date forms', () => {
  it.each([
    ['2024-01-05', '2024-01-05'],
    ['2024/01/05', '2024-01-05'],
    ['2024.01.05', '2024-01-05'],
    ['2024-1-5', '2024-01-05'],
    ['01/05/2024', '2024-01-05'],
    ['1/5/24', '2024-01-05'],
    ['01-05-2024', '2024-01-05'],
    ['01.05.2024', '2024-01-05'],
    ['25/01/2018', '2018-01-25'],
    ['14-03-18', '2018-03-14'],
    ['12 MAR 2018', '2018-03-12'],
    ['28 MAR 18', '2018-03-28'],
    ['28-Mar-2018', '2018-03-28'],
    ['28Mar2018', '2018-03-28'],
    ['28.MAR.2018', '2018-03-28'],
    ['28/Mar/2018', '2018-03-28'],
    ['28 Mar, 2018', '2018-03-28'],
    ["28 Mar '18", '2018-03-28'],
    ['5th of March, 2025', '2025-03-05'],
    ['1st January 2024', '2024-01-01'],
    ['Mar 28, 2018', '2018-03-28'],
    ['March 28 2018', '2018-03-28'],
    ['March 28th, 2018', '2018-03-28'],
    ['Mar-28-18', '2018-03-28'],
    ["Mar. 28, '18", '2018-03-28'],
    ['Mar 28,2018', '2018-03-28'],
    ['Sept 3 2024', '2024-09-03'],
    ['Sept. 3, 2024', '2024-09-03'],
    ['SEP 03 2024', '2024-09-03'],
    ['September 3, 2024', '2024-09-03'],
    ['Tuesday, March 5, 2024', '2024-03-05'],
    ['Tue 03/05/2024', '2024-03-05'],
    ['2018-Mar-28', '2018-03-28'],
    ['2018 MAR 28', '2018-03-28'],
    // A range's first day takes the year printed at its end; "19 - Feb 21" is no "19-Feb-21".
    ['Service period: Feb 19 - Feb 21, 2025', '2025-02-19'],
    ['Mar 3-7, 2025', '2025-03-03'],
    ['From 19 - Feb 21 (two days)', undefined],
    ['Jan 5 to Jan 9 2024', '2024-01-05'],
    ['12 Mei 2018', '2018-05-12'],
    ['28 Ogos 2018', '2018-08-28'],
    ['5 Des 2018', '2018-12-05'],
    ['02. März 2020', '2020-03-02'],
    ['3 déc. 2019', '2019-12-03'],
    ['DATE: 5/1/99', '1999-05-01'],
    ['DOS:01/05/2024', '2024-01-05'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it.each([
    ['12/03/2024 14:35', '2024-12-03', '14:35', '12/03/2024 14:35'],
    ['12/03/2024, 2:35 PM', '2024-12-03', '14:35', '12/03/2024, 2:35 PM'],
    ['12/03/2024 12:05am', '2024-12-03', '00:05', '12/03/2024 12:05am'],
    ['2024-03-12T10:00', '2024-03-12', '10:00', '2024-03-12T10:00'],
    ['2024-03-12T10:00:59Z', '2024-03-12', '10:00:59', '2024-03-12T10:00:59Z'],
    ['2024-03-12T10:00:00.000+08:00', '2024-03-12', '10:00:00', '2024-03-12T10:00:00.000+08:00'],
    ['Mar 12, 2024 at 9:15 a.m.', '2024-03-12', '09:15', 'Mar 12, 2024 at 9:15 a.m.'],
    ['12 MAR 2018 14:35:10 Cashier', '2018-03-12', '14:35:10', '12 MAR 2018 14:35:10'],
    ['12/03/2024 $14.35', '2024-12-03', undefined, '12/03/2024'],
  ])('reads %s with its time', (text, iso, time, span) => {
    const [d] = findDates(text);
    expect(d).toMatchObject({ iso, index: 0, text: span });
    expect(d?.time).toBe(time);
  });

  it.each<[string, DateOrder, string | undefined]>([
    ['06/03/2018', 'dmy', '2018-03-06'],
    ['06/03/2018', 'mdy', '2018-06-03'],
    ['06/03/2018', 'ymd', '2018-06-03'],
    ['05/01/2024', 'dmy', '2024-01-05'],
    ['02.03.20', 'dmy', '2020-03-02'],
    ['25/01/2018', 'mdy', '2018-01-25'],
    ['01/25/2018', 'dmy', '2018-01-25'],
    ['18/03/06', 'ymd', '2018-03-06'],
    ['18/03/06', 'dmy', '2006-03-18'],
    ['99/02/30', 'ymd', undefined],
    ['2024-01-05', 'dmy', '2024-01-05'],
    ['Mar 5, 2024', 'dmy', '2024-03-05'],
  ])('reads %s under %s as %s', (text, order, iso) => {
    expect(parseDate(text, { order })).toBe(iso);
  });

  it.each([
    ['02/30/2025'],
    ['Feb 30, 2025'],
    ['30 Feb 2025'],
    ['02/29/2023'],
    ['13/13/2025'],
    ['00/12/2024'],
    ['31/04/2024'],
    ['2024-13-01'],
    ['2024-00-10'],
    ['01/05/1899'],
    ['01/05/2100'],
    ['123/45/2024'],
    ['2024-01-05-001'],
    ['1.2.3.2024'],
    ['555-12-34'],
    ['Mar 28 14:35'],
    ['May 5 10:30'],
    ['March 2025'],
    ['Mayo Clinic 12'],
    ['20240105'],
  ])('reads no date in %s', (text) => {
    expect(findDates(text)).toEqual([]);
  });

  it('reads leap days only in leap years', () => {
    expect(parseDate('02/29/2024')).toBe('2024-02-29');
    expect(parseDate('29 Feb 2000')).toBe('2000-02-29');
    expect(parseDate('29 Feb 1900')).toBeUndefined();
  });

  it('reads two-digit years 00-69 as 2000s and 70-99 as 1900s', () => {
    expect(parseDate('1/5/00')).toBe('2000-01-05');
    expect(parseDate('1/5/69')).toBe('2069-01-05');
    expect(parseDate('1/5/70')).toBe('1970-01-05');
    expect(parseDate('1/5/99')).toBe('1999-01-05');
  });

  it('reads compact yyyymmdd only when asked, standalone and plausible', () => {
    expect(findDates('20240105')).toEqual([]);
    expect(findDates('Date 20240105', { compact: true })).toEqual([{ iso: '2024-01-05', index: 5, text: '20240105' }]);
    expect(findDates('Acct 20241399', { compact: true })).toEqual([]);
    expect(findDates('Acct 19891231', { compact: true })).toEqual([]);
    expect(findDates('Acct 120240105', { compact: true })).toEqual([]);
    expect(findDates('INV20240105', { compact: true })).toEqual([]);
    expect(findDates('20240105-01', { compact: true })).toEqual([]);
  });

  it.each([
    ['01/05/2024-01/09/2024', ['2024-01-05', '2024-01-09']],
    ['01/05/2024 - 01/09/2024', ['2024-01-05', '2024-01-09']],
    ['2024-01-05 to 2024-01-09', ['2024-01-05', '2024-01-09']],
    ['Mar 5, 2024-Mar 9, 2024', ['2024-03-05', '2024-03-09']],
    ['5-9 Mar 2024', ['2024-03-09']],
  ])('reads the dates of the range %s', (text, isos) => {
    expect(findDates(text).map((d) => d.iso)).toEqual(isos);
  });

  it('finds several dates in one line, first and longest reading winning', () => {
    const text = 'Service 01/02/2025 - Jan 9, 2025; paid Tuesday, 14 Jan 2025 10:30 (ref 2025-01-15)';
    const found = findDates(text);
    expect(found.map((d) => d.iso)).toEqual(['2025-01-02', '2025-01-09', '2025-01-14', '2025-01-15']);
    expect(found.map((d) => d.text)).toEqual(['01/02/2025', 'Jan 9, 2025', 'Tuesday, 14 Jan 2025 10:30', '2025-01-15']);
    expectSpans(text, found);
  });
});

describe('the order of a document\'s numeric dates', () => {
  it.each<[string, string[], Parameters<typeof inferDateOrder>[1], 'mdy' | 'dmy']>([
    ['a date that can only be day-first', ['Date 25/01/2018', 'Due 06/03/2018'], undefined, 'dmy'],
    ['a date that can only be month-first', ['Date 01/25/2018', 'Due 06/03/2018'], undefined, 'mdy'],
    ['the majority of unambiguous dates', ['13/01/2018', '14/01/2018', '01/15/2018'], undefined, 'dmy'],
    ['unambiguous dates over hints', ['01/25/2018', 'RM 9.00'], { country: 'MY' }, 'mdy'],
    ['no evidence', ['06/03/2018'], undefined, 'mdy'],
    ['nothing at all', [], undefined, 'mdy'],
    ['a Malaysian country hint', ['06/03/2018'], { country: 'Malaysia' }, 'dmy'],
    ['a UK country hint', ['06/03/2018'], { country: 'UK' }, 'dmy'],
    ['a US country hint', ['06/03/2018', 'GST'], { country: 'US' }, 'mdy'],
    ['a year-first country hint, then the text', ['06/03/2018'], { country: 'JP' }, 'mdy'],
    ['a ringgit hint', ['06/03/2018'], { currencySymbols: ['RM'] }, 'dmy'],
    ['a pound hint', ['06/03/2018'], { currencySymbols: ['£'] }, 'dmy'],
    ['a GST hint', ['06/03/2018'], { currencySymbols: ['GST'] }, 'dmy'],
    ['a dollar hint', ['06/03/2018', 'Singapore'], { currencySymbols: ['$'] }, 'mdy'],
    ['ringgit and Sdn Bhd in the text', ['KEDAI MAJU SDN BHD', 'TOTAL (RM) 9.00', '06/03/2018'], undefined, 'dmy'],
    ['Rupiah in the text', ['Rp 45.000', '06/03/2018'], undefined, 'dmy'],
    ['IDR in the text', ['TOTAL IDR 174,600', '06/03/2018'], undefined, 'dmy'],
    ['euros and dotted dates', ['Summe EUR 24,23', 'Datum 02.03.20'], undefined, 'dmy'],
    ['upper-case German words', ['SUMME 24,23', 'DATUM 02-03-20'], undefined, 'dmy'],
    ['a Malaysian phone number', ['Tel: +60 3-2141 8888', '06/03/2018'], undefined, 'dmy'],
    ['a UK phone number', ['Tel +44 20 7946 0958', '06/03/2018'], undefined, 'dmy'],
    ['GST beside a dollar sign (Singapore)', ['GST 7%', 'TOTAL $12.00', '06/03/2018'], undefined, 'dmy'],
    ['a dollar sign alone', ['TOTAL $12.00', '06/03/2018'], undefined, 'mdy'],
    ['a US state and ZIP', ['Springfield, IL 62704', '06/03/2018'], undefined, 'mdy'],
    ['a patient named India, and a dollar sign', ['Patient: India Smith', 'Total $40.00', '06/03/2018'], undefined, 'mdy'],
    ['a hospital room (RM 204), and a dollar sign', ['RM 204 semi-private', 'Total $40.00', '06/03/2018'], undefined, 'mdy'],
    ['a US bill naming a foreign patient address', ['Springfield, IL 62704', 'Patient address: Kuala Lumpur', 'Total $40.00', '06/03/2018'], undefined, 'mdy'],
  ])('%s', (_, texts, hints, order) => {
    expect(inferDateOrder(texts, hints)).toBe(order);
  });
});

describe('properties', () => {
  const cents = fc.integer({ min: 0, max: 99_999_999_999 });
  const money = (c: number): { whole: string; frac: string } => ({ whole: String(Math.floor(c / 100)), frac: String(c % 100).padStart(2, '0') });
  const group = (whole: string, sep: string): string => whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep);

  it('reads back every amount it is given, in every printed form', () => {
    const forms: ((w: string, f: string) => [string, number])[] = [
      (w, f) => [`$${group(w, ',')}.${f}`, 1],
      (w, f) => [`${group(w, ',')}.${f}`, 1],
      (w, f) => [`${w}.${f}`, 1],
      (w, f) => [`USD ${w}.${f}`, 1],
      (w, f) => [`(${group(w, ',')}.${f})`, -1],
      (w, f) => [`-$${w}.${f}`, -1],
      (w, f) => [`$-${w}.${f}`, -1],
      (w, f) => [`${w}.${f}-`, -1],
      (w, f) => [`${group(w, ',')}.${f} CR`, -1],
      (w, f) => [`RM ${group(w, ',')}.${f}`, 1],
      (w, f) => [`€${group(w, '.')},${f}`, 1],
      (w, f) => [`Rp ${group(w, '.')},${f}`, 1],
      (w, f) => [`$ ${group(w, ' ')}.${f}`, 1],
    ];
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: forms.length - 1 }), fc.boolean(), (c, i, ocr) => {
        const { whole, frac } = money(c);
        const [printed, sign] = forms[i]!(whole, frac);
        const expected = c === 0 ? 0 : (sign * c) / 100;
        expect(parseMoney(`Amount ${printed} due`, { ocr })).toBeCloseTo(expected, 2);
      }),
    );
  });

  it('never throws, and every amount it finds spans its own text, whatever the text', () => {
    const alphabet = fc.constantFrom(...'0123456789.,$()-+ CRDUSlIOoSB|%€£RMp/:\t'.split(''));
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 40 }), fc.boolean(), fc.boolean(), (text, ocr, decimalComma) => {
        const found = findMoney(text, { ocr, decimalComma });
        expectSpans(text, found);
        for (const m of found) expect(Number.isFinite(m.value)).toBe(true);
        for (let i = 1; i < found.length; i++) expect(found[i]!.index).toBeGreaterThanOrEqual(found[i - 1]!.index + found[i - 1]!.text.length);
      }),
    );
  });

  const day = fc.date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2069, 11, 31)), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

  it('reads back every date it is given, in every printed form and order', () => {
    const forms: { order: DateOrder; print: (y: string, m: string, d: string) => string }[] = [
      { order: 'mdy', print: (y, m, d) => `${y}-${m}-${d}` },
      { order: 'mdy', print: (y, m, d) => `${m}/${d}/${y}` },
      { order: 'mdy', print: (y, m, d) => `${Number(m)}/${Number(d)}/${y.slice(2)}` },
      { order: 'dmy', print: (y, m, d) => `${d}/${m}/${y}` },
      { order: 'dmy', print: (y, m, d) => `${d}.${m}.${y.slice(2)}` },
      { order: 'ymd', print: (y, m, d) => `${y}/${m}/${d}` },
      { order: 'mdy', print: (y, m, d) => `${d} ${MONTHS[Number(m) - 1]!.toUpperCase()} ${y}` },
      { order: 'dmy', print: (y, m, d) => `${d}-${MONTHS[Number(m) - 1]}-${y.slice(2)}` },
      { order: 'mdy', print: (y, m, d) => `${MONTHS[Number(m) - 1]}. ${Number(d)}, '${y.slice(2)}` },
      { order: 'dmy', print: (y, m, d) => `${MONTHS[Number(m) - 1]} ${d} ${y} 10:45` },
    ];
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: forms.length - 1 }), (iso, i) => {
        const [y, m, d] = iso.split('-') as [string, string, string];
        const form = forms[i]!;
        expect(parseDate(`Date: ${form.print(y, m, d)} `, { order: form.order })).toBe(iso);
      }),
    );
  });

  it('reads a date with a day above 12 day-first whatever the order', () => {
    fc.assert(
      fc.property(day.filter((iso) => Number(iso.slice(8)) > 12), fc.constantFrom<DateOrder>('mdy', 'dmy', 'ymd'), (iso, order) => {
        const [y, m, d] = iso.split('-') as [string, string, string];
        expect(parseDate(`${d}/${m}/${y}`, { order })).toBe(iso);
        expect(parseDate(`${m}/${d}/${y}`, { order })).toBe(iso);
      }),
    );
  });

  it('never throws, and returns valid days spanning their own text, whatever the text', () => {
    const alphabet = fc.constantFrom(...'0123456789/.-: ,\'TMarchSepJnuly2019'.split(''));
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 40 }), fc.constantFrom<DateOrder>('mdy', 'dmy', 'ymd'), fc.boolean(), (text, order, compact) => {
        const found = findDates(text, { order, compact });
        expectSpans(text, found);
        for (const d of found) {
          expect(d.iso).toMatch(/^(19|20)\d{2}-\d{2}-\d{2}$/);
          expect(new Date(`${d.iso}T00:00:00Z`).toISOString().slice(0, 10)).toBe(d.iso);
        }
      }),
    );
  });
});

describe('speed', () => {
  const lines = [
    '1'.repeat(10_000),
    '1,'.repeat(5_000),
    '1.'.repeat(5_000),
    '1 '.repeat(5_000),
    '123 '.repeat(2_500),
    '1,234'.repeat(2_000),
    '$'.repeat(10_000),
    '(-$ '.repeat(2_500),
    '12/'.repeat(3_333),
    '12-03-'.repeat(1_666),
    'Mar 12 '.repeat(1_428),
    'Tuesday, '.repeat(1_111),
    '1O.5O l2 S1 '.repeat(833),
    '12. 34 '.repeat(1_428),
    `${'1,2.3 -( $ '.repeat(900)}`,
    'Billed $1,200.00 Allowed 800.00 Adj (400.00) on 01/05/2024 '.repeat(170),
  ];

  /** Best of five runs after a warm-up, in ms: catastrophic backtracking takes seconds and a quadratic scan hundreds of ms; these take 0.1-10 ms. */
  const best = (run: () => unknown): number => {
    run();
    let fastest = Infinity;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      run();
      fastest = Math.min(fastest, performance.now() - started);
    }
    return fastest;
  };

  it.each(lines.map((line) => [line.slice(0, 12), line]))('parses a 10,000-character line "%s…" in a few ms', (_, line) => {
    expect(line.length).toBeGreaterThanOrEqual(9_900);
    expect(best(() => findMoney(line))).toBeLessThan(50);
    expect(best(() => findMoney(line, { ocr: true, decimalComma: true }))).toBeLessThan(50);
    expect(best(() => findDates(line, { compact: true }))).toBeLessThan(50);
    expect(best(() => inferDateOrder([line]))).toBeLessThan(50);
  });
});
