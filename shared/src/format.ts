import { toDateParts } from './lib/dates';
import { displayFallbacks } from './messages';

// Amounts are integer cents everywhere (Decision 13); they become dollars only here, where they are
// shown or typed.

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as '$1,234.50' (en-US, 2 decimals). */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/** Cents as '1234.50': an amount for inputs (no '$', no grouping). */
export function formatCentsPlain(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The cents of what a person types as dollars ('$1,234.5', ' 766.40 ', '.5'); null when it is not
 * an amount or has a fraction of a cent. Read from the digits, so no binary float is in between.
 */
export function parseDollarsInput(value: string): number | null {
  const match = /^(-?)(\d*)(?:\.(\d{0,2}))?$/.exec(value.replace(/[$,\s]/g, ''));
  if (!match || (match[2] === '' && !match[3])) return null;
  const cents = Number(match[2] || '0') * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' && cents > 0 ? -cents : cents;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const pad2 = (value: number) => String(value).padStart(2, '0');

type DateInput = string | Date | null | undefined;

/** 'MMM dd, yyyy' (search cards), or 'Invalid Date'. Date-only strings never shift a day. */
export function formatDisplayDate(value: DateInput): string {
  const parts = toDateParts(value);
  if (!parts) return displayFallbacks.invalidDate;
  return `${MONTHS[parts.month - 1]} ${pad2(parts.day)}, ${parts.year}`;
}

/** 'MM/dd/yyyy' (date pickers), or '' when there is no valid date. */
export function formatPickerDate(value: DateInput): string {
  const parts = toDateParts(value);
  if (!parts) return '';
  return `${pad2(parts.month)}/${pad2(parts.day)}/${parts.year}`;
}

/** en-US short date 'M/D/YYYY' (bill detail), or 'Unknown'. */
export function formatUsDate(value: DateInput): string {
  const parts = toDateParts(value);
  if (!parts) return displayFallbacks.unknown;
  return `${parts.month}/${parts.day}/${parts.year}`;
}

/** '1.23 MB' (upload dialog: size in MB with 2 decimals). */
export function formatFileSizeMb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
