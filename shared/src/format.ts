import { toCents } from './lib/money';
import { toDateParts } from './lib/dates';
import { displayFallbacks } from './messages';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$1,234.50' (en-US, 2 decimals). */
export function formatDollars(amount: number): string {
  // Rounded in cents first so 1.005 shows as $1.01 like a person would round it.
  return dollars.format(toCents(amount) / 100);
}

/** '1234.50': an amount for URLs and inputs (no '$', no grouping). */
export function formatAmountPlain(amount: number): string {
  return (toCents(amount) / 100).toFixed(2);
}

/** Parses what a user types as an amount ('$1,234.5', ' 766.40 '); null when it is not an amount. */
export function parseAmountInput(value: string): number | null {
  const cleaned = value.replace(/[$,\s]/g, '');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
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
