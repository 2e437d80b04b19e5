// Date-only values are 'YYYY-MM-DD' strings. They are never turned into a Date and read back in
// local time (new Date('2024-01-05') is UTC midnight, i.e. Jan 4 west of UTC): the parts are parsed.

export type DateParts = { year: number; month: number; day: number };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidDateParts({ year, month, day }: DateParts): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Parts of a 'YYYY-MM-DD' string that names a real calendar day, else null. */
export function parseDateOnly(value: string): DateParts | null {
  const match = DATE_ONLY.exec(value);
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidDateParts(parts) ? parts : null;
}

export function isDateOnly(value: string): boolean {
  return parseDateOnly(value) !== null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function toDateOnly({ year, month, day }: DateParts): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The calendar day of an instant in UTC (server-side stamps, storage keys). */
export function utcDateOnly(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Parts of a date-only string, or of an ISO date-time read in the runtime's time zone; null if unparsable. */
export function toDateParts(value: string | Date | null | undefined): DateParts | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    if (DATE_ONLY.test(trimmed)) return parseDateOnly(trimmed);
    return toDateParts(new Date(trimmed));
  }
  if (Number.isNaN(value.getTime())) return null;
  return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
}

/** 'MM/dd/yyyy' (or M/d/yyyy) -> 'YYYY-MM-DD', or null when it is not a real day. */
export function parseUsDate(value: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const parts = { year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) };
  return isValidDateParts(parts) ? toDateOnly(parts) : null;
}

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * A date as documents print it -> 'YYYY-MM-DD', or null: '2024-01-05', '2024-01-05T00:00:00Z'
 * (the written day, no zone shift), '1/5/2024', '01/05/24', 'Jan 5, 2024', 'Sept. 05 2024'.
 */
export function parseLooseDate(value: string): string | null {
  const trimmed = value.trim();
  const iso = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.exec(trimmed);
  if (iso) return parseDateOnly(iso[1] as string) ? (iso[1] as string) : null;
  const shortYear = /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/.exec(trimmed);
  if (shortYear) return parseUsDate(`${shortYear[1]}/${shortYear[2]}/20${shortYear[3]}`);
  const named = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(trimmed);
  if (named) {
    const name = (named[1] as string).toLowerCase();
    // A month's name or its abbreviation of three or more letters ('Jan', 'Sept', 'March').
    const month = MONTH_NAMES.findIndex((full) => full.startsWith(name)) + 1;
    const parts = { year: Number(named[3]), month, day: Number(named[2]) };
    return isValidDateParts(parts) ? toDateOnly(parts) : null;
  }
  return parseUsDate(trimmed);
}

/** Compares two 'YYYY-MM-DD' (or ISO date-time) strings: their code-unit order is calendar order. */
export function compareDateOnly(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The day `days` after (or before, when negative) a 'YYYY-MM-DD' day; calendar days, no clock involved. */
export function addDays(day: string, days: number): string {
  const parts = parseDateOnly(day);
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
  const shifted = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return toDateOnly({ year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() });
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parseDateOnly(from);
  const b = parseDateOnly(to);
  if (!a || !b) throw new RangeError(`Not calendar days: ${from}, ${to}`);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** True when `zone` is a time zone this runtime knows (an IANA name such as 'America/Chicago'). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day it is at `instant` in `timeZone`, whatever the runtime's own zone. */
export function localDay(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  return toDateOnly({ year: part('year'), month: part('month'), day: part('day') });
}
