// Parsing of the US money and date forms found on bills, EOBs and receipts.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const MONEY_PATTERN = /(\(\s*)?(-\s*)?(?:USD\s*)?\$?\s*(-\s*)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(?!\d)\s*(?:USD)?(\s*\))?(\s*CR\b)?/gi;

export type MoneyMatch = { value: number; index: number; text: string; hasCents: boolean; hasSymbol: boolean };

/** Every money-looking amount in a text, in order. */
export function findMoney(text: string): MoneyMatch[] {
  const found: MoneyMatch[] = [];
  for (const m of text.matchAll(MONEY_PATTERN)) {
    const whole = m[4];
    if (!whole) continue;
    const cents = m[5];
    const raw = m[0];
    const hasSymbol = raw.includes('$') || /usd/i.test(raw);
    // A bare integer without "$" is a code, a count or a year, not money.
    if (cents === undefined && !hasSymbol) continue;
    const negative = Boolean((m[1] && m[6]) || m[2] || m[3] || m[7]);
    const value = Number(`${whole.replaceAll(',', '')}.${cents ?? '00'}`);
    found.push({ value: negative ? -value : value, index: m.index, text: raw.trim(), hasCents: cents !== undefined, hasSymbol });
  }
  return found;
}

/** The single amount a value cell holds, or undefined. */
export function parseMoney(text: string): number | undefined {
  const all = findMoney(text);
  return all.length === 0 ? undefined : all[all.length - 1]?.value;
}

function iso(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function fullYear(y: string): number {
  const n = Number(y);
  return y.length === 2 ? (n >= 70 ? 1900 + n : 2000 + n) : n;
}

export type DateMatch = { iso: string; index: number; text: string };

const DATE_PATTERNS: { re: RegExp; toIso: (m: RegExpMatchArray) => string | undefined }[] = [
  { re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, toIso: (m) => iso(Number(m[1]), Number(m[2]), Number(m[3])) },
  { re: /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/g, toIso: (m) => iso(fullYear(m[3] ?? ''), Number(m[1]), Number(m[2])) },
  {
    re: /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/gi,
    toIso: (m) => iso(Number(m[3]), MONTHS.indexOf((m[1] ?? '').slice(0, 3).toLowerCase()) + 1, Number(m[2])),
  },
  {
    re: /\b(\d{1,2})\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+(\d{4})\b/gi,
    toIso: (m) => iso(Number(m[3]), MONTHS.indexOf((m[2] ?? '').slice(0, 3).toLowerCase()) + 1, Number(m[1])),
  },
];

/** Every date in a text (US month-first for numeric forms), in order of position. */
export function findDates(text: string): DateMatch[] {
  const found: DateMatch[] = [];
  for (const { re, toIso } of DATE_PATTERNS) {
    for (const m of text.matchAll(re)) {
      const value = toIso(m);
      if (value && !found.some((f) => m.index < f.index + f.text.length && f.index < m.index + m[0].length)) {
        found.push({ iso: value, index: m.index, text: m[0] });
      }
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

export function parseDate(text: string): string | undefined {
  return findDates(text)[0]?.iso;
}

/** Text compared for equality: case, punctuation and spacing ignored. */
export function normalizeText(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}
