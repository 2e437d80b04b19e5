import { describe, expect, it } from 'vitest';
import {
  compareDateOnly,
  daysInMonth,
  formatDisplayDate,
  formatPickerDate,
  formatUsDate,
  isDateOnly,
  isLeapYear,
  parseDateOnly,
  parseLooseDate,
  parseUsDate,
  toDateParts,
  utcDateOnly,
} from '../src';
import { TIME_ZONES, inTimeZone } from './support/time-zones';

describe('date-only parsing', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['2024-12-31', { year: 2024, month: 12, day: 31 }],
    ['2024-01-01', { year: 2024, month: 1, day: 1 }],
  ])('%s is a day', (value, parts) => {
    expect(parseDateOnly(value)).toEqual(parts);
    expect(isDateOnly(value)).toBe(true);
  });

  it.each(['2023-02-29', '1900-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00', '0000-01-01', '2024-1-5', '2024-01-05T00:00:00Z', '', 'soon'])(
    '%s is not a day',
    (value) => {
      expect(parseDateOnly(value)).toBeNull();
      expect(isDateOnly(value)).toBe(false);
    },
  );

  it('knows leap years and month lengths', () => {
    expect([2024, 2000, 1900, 2023].map(isLeapYear)).toEqual([true, true, false, false]);
    expect([1, 2, 4, 6, 9, 11, 12].map((month) => daysInMonth(2023, month))).toEqual([31, 28, 30, 30, 30, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it.each([
    ['01/05/2024', '2024-01-05'],
    ['1/2/2024', '2024-01-02'],
    ['02/29/2024', '2024-02-29'],
    [' 12/31/2023 ', '2023-12-31'],
    ['02/29/2023', null],
    ['13/01/2024', null],
    ['2024-01-05', null],
  ])('parseUsDate(%s) = %s', (value, expected) => {
    expect(parseUsDate(value)).toBe(expected);
  });

  it('orders date strings', () => {
    expect(compareDateOnly('2024-01-05', '2024-01-06')).toBe(-1);
    expect(compareDateOnly('2024-01-06', '2024-01-05')).toBe(1);
    expect(compareDateOnly('2024-01-05', '2024-01-05')).toBe(0);
  });

  it('refuses missing values and invalid Date objects', () => {
    expect(toDateParts(null)).toBeNull();
    expect(toDateParts(undefined)).toBeNull();
    expect(toDateParts('   ')).toBeNull();
    expect(toDateParts(new Date('nope'))).toBeNull();
    expect(toDateParts('not a date')).toBeNull();
  });
});

// The same date-only value must read the same day in every time zone.
describe.each(TIME_ZONES)('in $zone', ({ zone, januaryOffsetMinutes }) => {
  const run = (fn: () => void) => inTimeZone(zone, januaryOffsetMinutes, fn);

  it.each([
    ['2024-01-05', 'Jan 05, 2024', '01/05/2024', '1/5/2024'],
    ['2024-02-29', 'Feb 29, 2024', '02/29/2024', '2/29/2024'],
    ['2023-12-31', 'Dec 31, 2023', '12/31/2023', '12/31/2023'],
    ['2025-01-01', 'Jan 01, 2025', '01/01/2025', '1/1/2025'],
    ['2024-03-10', 'Mar 10, 2024', '03/10/2024', '3/10/2024'], // US DST starts
    ['2024-04-07', 'Apr 07, 2024', '04/07/2024', '4/7/2024'], // NZ DST ends
  ])('%s never shifts a day', (value, display, picker, us) => {
    run(() => {
      expect(formatDisplayDate(value)).toBe(display);
      expect(formatPickerDate(value)).toBe(picker);
      expect(formatUsDate(value)).toBe(us);
      expect(toDateParts(value)).toEqual(parseDateOnly(value));
    });
  });

  it('reads date-times and Date objects in local time, and UTC stamps in UTC', () => {
    run(() => {
      const local = new Date(2024, 1, 29, 23, 30);
      expect(formatDisplayDate(local)).toBe('Feb 29, 2024');
      const instant = new Date('2024-06-30T23:30:00Z');
      expect(utcDateOnly(instant)).toBe('2024-06-30');
      expect(formatDisplayDate('2024-06-30T23:30:00Z')).toBe(
        { UTC: 'Jun 30, 2024', 'America/Los_Angeles': 'Jun 30, 2024', 'Pacific/Auckland': 'Jul 01, 2024' }[zone],
      );
    });
  });

  it('shows the fallbacks', () => {
    run(() => {
      expect(formatDisplayDate('2024-02-30')).toBe('Invalid Date');
      expect(formatDisplayDate(null)).toBe('Invalid Date');
      expect(formatDisplayDate('garbage')).toBe('Invalid Date');
      expect(formatPickerDate(undefined)).toBe('');
      expect(formatUsDate(null)).toBe('Unknown');
    });
  });
});

describe('parseLooseDate (printed dates in extracted data)', () => {
  it.each([
    ['2024-01-05', '2024-01-05'],
    ['2024-01-05T00:00:00Z', '2024-01-05'],
    ['2024-01-05T23:30:00-08:00', '2024-01-05'],
    ['2023-02-29', null],
    ['2023-02-29T00:00:00Z', null],
    ['1/5/2024', '2024-01-05'],
    ['01/05/24', '2024-01-05'],
    ['02/30/24', null],
    ['Jan 5, 2024', '2024-01-05'],
    ['Sept. 05 2024', '2024-09-05'],
    ['february 29, 2024', '2024-02-29'],
    ['February 29, 2023', null],
    ['Janx 5, 2024', null],
    ['Mayo 5, 2024', null],
    ['next Tuesday', null],
  ])('%j -> %s', (value, date) => {
    expect(parseLooseDate(value)).toBe(date);
  });
});
