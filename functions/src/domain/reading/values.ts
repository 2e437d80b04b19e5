import { isValidDateParts, toDateOnly } from '@fairbill/shared';
// Parsing of the money and date forms found on bills, EOBs and receipts (issue 12): the US forms
// first, and the day-first dates, decimal commas, foreign currencies and OCR misreadings of
// documents from elsewhere.
//
// These functions run on every line of every page. Every regular expression is compiled once, and
// each is linear in its input: repeats are bounded or separated by a fixed delimiter, and nothing
// nests an unbounded quantifier inside another. Every match reports its span (index, text) in the
// caller's text, also after OCR repairs, so callers can cut it out of the cell it came from.

// ---------------------------------------------------------------------------------------------
// Money
// ---------------------------------------------------------------------------------------------

export type MoneyOptions = {
  /**
   * The text comes from OCR: inside number-like tokens, repair letters read for digits (O/o/D/Q -> 0,
   * l/I/|/i -> 1, S/s -> 5, B -> 8, Z -> 2, G -> 6), a comma read for the decimal point ("12,34"),
   * a space after or before the point ("12. 34") and "$" read as "S" ("S12.00").
   */
  ocr?: boolean;
  /**
   * The document writes 12,50 for 12.50 and 1.234,50 for 1,234.50 (see inferDecimalComma): read
   * "12,50" and "1.234,56" without a currency sign. Without it, a decimal comma is read only next to
   * a currency sign (€12,50, 12,50 EUR) and "1.234" only after a currency that groups with points (Rp, €).
   */
  decimalComma?: boolean;
  /**
   * The document's currency is counted in whole units (rupiah, yen, won: see inferWholeUnits): a
   * number grouped in thousands ("166.000", "1,300") is money without a currency sign.
   */
  wholeUnits?: boolean;
  /**
   * With `ocr`: the document prints every amount with cents (see inferPrintsCents), so a currency
   * sign before three to six bare digits alone in their cell ("£1279 B") is an amount whose point
   * OCR lost: £12.79.
   */
  printsCents?: boolean;
};

/**
 * One amount. `value` is negative for credits: (12.00), ($12.00), -12.00, -$12.00, $-12.00, 12.00-
 * and 12.00 CR. `hasCents`: printed with exactly two decimals. `hasSymbol`: printed with a currency
 * sign or code. `currency`: the ISO 4217 code when the sign names one (RM -> MYR, € -> EUR, US$ ->
 * USD); a bare "$" names none (US, Singapore, Australia... all print it).
 */
export type MoneyMatch = { value: number; index: number; text: string; hasCents: boolean; hasSymbol: boolean; currency?: string };

type Currency = { iso?: string; pointGroups?: boolean };

/** Currency signs and codes, by their lower-case spelling without a final point. `pointGroups`: writes 45.000 for forty-five thousand. */
const CURRENCIES: Record<string, Currency> = {
  $: {}, 'us$': { iso: 'USD' }, usd: { iso: 'USD' },
  's$': { iso: 'SGD' }, sgd: { iso: 'SGD' }, 'a$': { iso: 'AUD' }, aud: { iso: 'AUD' }, 'c$': { iso: 'CAD' }, cad: { iso: 'CAD' },
  'nz$': { iso: 'NZD' }, nzd: { iso: 'NZD' }, 'hk$': { iso: 'HKD' }, hkd: { iso: 'HKD' },
  'r$': { iso: 'BRL', pointGroups: true }, brl: { iso: 'BRL', pointGroups: true },
  rm: { iso: 'MYR' }, myr: { iso: 'MYR' },
  rp: { iso: 'IDR', pointGroups: true }, idr: { iso: 'IDR', pointGroups: true },
  '€': { iso: 'EUR', pointGroups: true }, eur: { iso: 'EUR', pointGroups: true },
  '£': { iso: 'GBP' }, gbp: { iso: 'GBP' },
  '¥': {}, jpy: { iso: 'JPY' }, cny: { iso: 'CNY' }, rmb: { iso: 'CNY' },
  '₹': { iso: 'INR' }, inr: { iso: 'INR' }, rs: {},
  '₱': { iso: 'PHP' }, php: { iso: 'PHP' }, '฿': { iso: 'THB' }, thb: { iso: 'THB' },
  chf: { iso: 'CHF' }, '₩': { iso: 'KRW' }, krw: { iso: 'KRW' },
};
const currencyOf = (marker: string): Currency => CURRENCIES[marker] ?? CURRENCIES[marker.toLowerCase().replace(/[.\s]+$/, '')] ?? {};

// A currency before the amount; a sign spelled with letters starts a word ("FORM 12.00" holds no RM).
// Codes that are also medical abbreviations are left out: CAD, CHF, INR, PHP (coronary artery
// disease, congestive heart failure, the INR blood test, partial hospitalization).
const PREFIX = String.raw`(?<![A-Za-z])(?:US\$|USD|S\$|SGD|A\$|AUD|C\$|NZ\$|NZD|HK\$|HKD|R\$|BRL|RM|MYR|Rp\.?|IDR|EUR|GBP|JPY|CNY|RMB|Rs\.?|THB|KRW)|[$€£¥₹₱฿₩]`;
const SUFFIX = String.raw`(?:USD|EUR|GBP|MYR|SGD|IDR|AUD|NZD|HKD|JPY|THB|CNY|KRW|BRL)(?![A-Za-z])|€`;
const GROUP_SPACE = '[ \\u00a0\\u202f\\u2009]';
// Comma groups (1,234.56), point groups (1.234,56), space groups (1 234.56), or plain digits (1234.56, 12,50).
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d{1,3}(?:${GROUP_SPACE}\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const MONEY = new RegExp(
  String.raw`(?<open>\([ \t]?)?(?<lead>(?<![\w.,])[-\u2212\u2013])?` +
    // After a currency sign anything may precede; without one the number starts a number (not "2" of
    // "12.50" or "50" of "12.50") and is not a one-letter code ("Z00.00", "I10"; "Total12.50" is read).
    String.raw`(?:(?<cur>${PREFIX})[ \t\u00a0]{0,3}(?<open2>\([ \t]?)?(?<minus>[-\u2212][ \t]?)?|(?<![\d.,]|(?<![A-Za-z])[A-Za-z]))` +
    String.raw`(?<num>${NUMBER})(?!\d|[.,]\d)` +
    String.raw`(?<trail>-(?![\w$]))?(?:[ \t]{0,2}(?<cur2>${SUFFIX}))?(?:[ \t]{0,2}(?<crdr>CR|DR)(?![A-Za-z]))?(?:[ \t]{0,2}(?<close>\)))?`,
  'gi',
);
const POINT_CENTS = /^\d+\.\d\d$/;
const COMMA_GROUPS = /^\d{1,3}(?:,\d{3})+(?:\.(\d{1,2}))?$/;
const POINT_GROUPS = /^\d{1,3}(?:\.\d{3})+(?:,(\d{1,2}))?$/;
const SPACE_GROUPS = new RegExp(`^\\d{1,3}(?:${GROUP_SPACE}\\d{3})+(?:([.,])(\\d{1,2}))?$`);
const PLAIN = /^\d+(?:([.,])(\d{1,2}))?$/;
const DIGIT = /\d/;
const ROOM = /^rm$/i;
const CENTS_END = /[.,]\d\d$/;
/** A figure that is the whole text, signed or bracketed: "86-", "(500)", "0". */
const ALONE = /^\(?-?\d{1,6}-?\)?$/;
/** Thousands grouped by points or commas, no cents: "166.000", "1,300", "2.450.000". */
const WHOLE_GROUPS = /^\d{1,3}(?:\.\d{3})+$|^\d{1,3}(?:,\d{3})+$/;
const SPACED = new RegExp(`\\d${GROUP_SPACE}\\d`);
const LAST_GROUP = /\d+(?:[.,]\d{1,2})?$/;

type Reading = { value: number; decimals: string | undefined };

/** The number a matched amount prints, or undefined when its form is ambiguous here. */
function readNumber(num: string, currency: Currency | undefined, spaceGroupsOk: boolean, decimalComma: boolean, wholeUnits: boolean): Reading | undefined {
  if (POINT_CENTS.test(num)) return { value: Number(num), decimals: num.slice(-2) };
  let m = COMMA_GROUPS.exec(num);
  if (m) return { value: Number(`${num.replace(/\..*$/, '').replace(/,/g, '')}.${m[1] ?? ''}`), decimals: m[1] };
  m = POINT_GROUPS.exec(num);
  if (m) return decimalComma || wholeUnits || currency?.pointGroups ? { value: Number(`${num.replace(/,.*$/, '').replace(/\./g, '')}.${m[1] ?? ''}`), decimals: m[1] } : undefined;
  const spaced = SPACE_GROUPS.exec(num);
  if (spaced && !spaceGroupsOk) return undefined;
  m = spaced ?? PLAIN.exec(num);
  if (!m) return undefined;
  const [, point, decimals] = m;
  if (point === ',' && !decimalComma && currency === undefined) return undefined;
  const whole = num.replace(/[.,]\d{1,2}$/, '').replace(/\D/g, '');
  return { value: Number(`${whole}.${decimals ?? ''}`), decimals };
}

/**
 * Every money-looking amount in a text, in order. A number without a currency sign is money only
 * with two decimals: a bare integer is a code, a count or a year, and "12.5" a quantity. Space-grouped
 * thousands ("1 234.56") are read after a currency sign or when they are the whole text, since
 * "2 150.00" is as often a quantity and a price. Percentages are not money.
 */
export function findMoney(text: string, options: MoneyOptions = {}): MoneyMatch[] {
  if (!DIGIT.test(text)) return [];
  const repaired = options.ocr ? repairOcr(text) : undefined;
  const source = repaired?.text ?? text;
  const map = repaired?.map;
  const found: MoneyMatch[] = [];
  const re = MONEY;
  re.lastIndex = 0;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    const g = m.groups ?? {};
    const num = g.num ?? '';
    // Nothing before the number holds a digit, so it starts at the match's first digit.
    const numStart = m.index + m[0].search(DIGIT);
    const numEnd = numStart + num.length;
    const marker = g.cur ?? g.cur2;
    // Fast path: without a currency sign only an amount with cents (or whole units in thousands) is money.
    // In whole units a figure alone in its cell ("86-", "0") is an amount too.
    const whole = options.wholeUnits === true && (WHOLE_GROUPS.test(num) || ALONE.test(source.trim()));
    if (marker === undefined && !CENTS_END.test(num) && !whole) {
      re.lastIndex = retryFrom(num, numStart, numEnd);
      continue;
    }
    const currency = marker === undefined ? undefined : currencyOf(marker);
    let end = m.index + m[0].length;
    const spaced = SPACED.test(num);
    const wholeText = spaced && source.slice(0, m.index).trim() === '' && source.slice(end).trim() === '';
    const percent = source.charAt(numEnd) === '%' || (source.charAt(numEnd + 1) === '%' && /[ \t]/.test(source.charAt(numEnd)));
    const reading = percent ? undefined : readNumber(num, currency, g.cur !== undefined || wholeText, options.decimalComma === true, options.wholeUnits === true);
    // Without cents, a sign is needed; and "RM 204" on a US hospital bill is a room, not ringgit.
    if (!reading || (reading.decimals?.length !== 2 && !whole && (currency === undefined || ROOM.test(marker ?? '')))) {
      re.lastIndex = retryFrom(num, numStart, numEnd);
      continue;
    }
    if (options.ocr && options.printsCents && lostPoint(num, reading, currency, source, m.index, end)) {
      reading.value = Number(`${num.slice(0, -2)}.${num.slice(-2)}`);
      reading.decimals = num.slice(-2);
    }
    const parenthesised = (g.open !== undefined || g.open2 !== undefined) && g.close !== undefined;
    const start = g.open !== undefined && g.close === undefined ? m.index + g.open.length : m.index;
    if (g.close !== undefined && !parenthesised) end = m.index + m[0].slice(0, -g.close.length).trimEnd().length;
    const negative = parenthesised || g.lead !== undefined || g.minus !== undefined || g.trail !== undefined || g.crdr?.toUpperCase() === 'CR';
    const index = map ? (map[start] ?? text.length) : start;
    const originalEnd = map ? (map[end - 1] ?? text.length) + 1 : end;
    const match: MoneyMatch = {
      value: negative && reading.value !== 0 ? -reading.value : reading.value,
      index,
      text: text.slice(index, originalEnd),
      hasCents: reading.decimals?.length === 2,
      hasSymbol: marker !== undefined,
    };
    if (currency?.iso) match.currency = currency.iso;
    found.push(match);
  }
  return found;
}

const BARE_DIGITS = /^\d{3,6}$/;
const FEW_LETTERS = /^[^A-Za-z]*(?:[A-Za-z][^A-Za-z]*){0,2}$/;

/** An amount after a currency sign, printed without its point, alone in its cell but for a tax code ("£1279 B"). */
function lostPoint(num: string, reading: Reading, currency: Currency | undefined, source: string, start: number, end: number): boolean {
  return currency !== undefined && reading.decimals === undefined && BARE_DIGITS.test(num) && FEW_LETTERS.test(source.slice(0, start) + source.slice(end));
}

/** Where to look again after a number that is no money: after it, or at the last group of a rejected "2 150.00" (a quantity and a price). */
function retryFrom(num: string, numStart: number, numEnd: number): number {
  if (!SPACED.test(num)) return numEnd;
  const lastGroup = num.search(LAST_GROUP);
  return lastGroup > 0 ? numStart + lastGroup : numEnd;
}

/** The single amount a value cell holds (its last one), or undefined. */
export function parseMoney(text: string, options: MoneyOptions = {}): number | undefined {
  const all = findMoney(text, options);
  return all[all.length - 1]?.value;
}

const DECIMAL_COMMA = /(?<![\d.,])\d{1,3}(?:\.\d{3})*,\d{2}(?![\d,.]\d|\d)/g;
const DECIMAL_POINT = /(?<![\d.,])\d{1,3}(?:,\d{3})*\.\d{2}(?![\d,.]\d|\d)/g;

/** Whether a document writes its amounts with a decimal comma (24,23 and 1.234,56), by majority of its amounts. */
export function inferDecimalComma(texts: readonly string[]): boolean {
  let comma = 0;
  let point = 0;
  for (const text of texts) {
    comma += (text.match(DECIMAL_COMMA) ?? []).length;
    point += (text.match(DECIMAL_POINT) ?? []).length;
  }
  return comma > point;
}

/** Currencies without cents in use, as printed: rupiah, yen, won, dong. */
const WHOLE_UNIT_CURRENCY = /(?<![A-Za-z])(?:Rp\.?|IDR|JPY|KRW|VND)(?![A-Za-z])|[¥₩₫]/;
const GROUPED_WHOLE = /(?<![\d.,])\d{1,3}(?:[.,]\d{3})+(?![\d]|[.,]\d)/g;
const WITH_CENTS = /(?<![\d.,])\d+(?:[.,]\d{3})*[.,]\d{2}(?![\d]|[.,]\d)/g;

/** How a document's amounts are printed: grouped in thousands without cents, with cents, and whether a whole-unit currency is named. */
function amountForms(texts: readonly string[]): { grouped: number; cents: number; named: boolean } {
  let grouped = 0;
  let cents = 0;
  let named = false;
  for (const text of texts) {
    grouped += (text.match(GROUPED_WHOLE) ?? []).length;
    cents += (text.match(WITH_CENTS) ?? []).length;
    named ||= WHOLE_UNIT_CURRENCY.test(text);
  }
  return { grouped, cents, named };
}

/**
 * Whether the document counts money in whole units ("Rp 174.600", "TOTAL 86.800"): amounts grouped
 * in thousands without cents outnumber those with cents, and a whole-unit currency is named or
 * there are many of them.
 */
export function inferWholeUnits(texts: readonly string[]): boolean {
  const { grouped, cents, named } = amountForms(texts);
  return grouped > 2 * cents && (named ? grouped >= 1 : grouped >= 4 && cents === 0);
}

/**
 * Whether a document prints its amounts with cents: at least four amounts with two decimals and no
 * amount grouped in thousands without them. OCR reading such a document loses a point now and then.
 */
export function inferPrintsCents(texts: readonly string[]): boolean {
  const { grouped, cents } = amountForms(texts);
  return cents >= 4 && grouped === 0;
}

// ---------------------------------------------------------------------------------------------
// OCR repairs inside numbers
// ---------------------------------------------------------------------------------------------

const OCR_DIGITS: Record<string, string> = { O: '0', o: '0', D: '0', Q: '0', l: '1', I: '1', '|': '1', i: '1', S: '5', s: '5', B: '8', Z: '2', G: '6' };
/** A run of letters, digits and "|" with inner points or commas: "1O.5O", "4l.2O", "S12.00", "I25.10". */
const OCR_TOKEN = /[0-9A-Za-z|]+(?:[.,][0-9A-Za-z|]+)*/g;
const NEEDS_REPAIR = /[A-Za-z|,]/;
const NUMBERISH = /^[0-9.,ODQlI|iSsBZGo]+$/;
/** Codes that start with a letter and must stay as printed: ICD-10 ("Z00.00", "I10", "O80") and HCPCS ("G0008"). */
const LETTER_CODE = /^[A-Z]\d{2}(?:\.[0-9A-Z]{1,4})?$|^[A-Z]\d{4}$/;
const TWO_DECIMALS = /^(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2}$/;
const CURRENCY_BEFORE = /(?:[$€£¥₹₱฿₩]|(?<![A-Za-z])(?:US\$|USD|S\$|SGD|RM|MYR|Rp\.?|IDR|EUR|GBP))[ \t]?$/i;
/** "12. 34" and "12 .34": the point and the cents OCR split apart. */
const SPLIT_POINT = /(?<![\w.,])(\$[ \t]?)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.[ \t]|[ \t]\.)(\d{2})(?!\d|[.,]\d)/g;
/** "4,954 49": a grouped amount whose point OCR read as a space, at the end of its cell (same length, so no map). */
const SPACE_FOR_POINT = /(?<![\w.,])(\d{1,3}(?:,\d{3})+) (\d{2})(?=[ \t]*(?:$|[)\r\n|]|(?:CR|DR)(?![A-Za-z]))|[ \t]{2,})/gi;
/** After split cents: the end of the cell (end of text, a column gap, a bracket, CR/DR), so "Step 2. 25 mg" stays. */
const CELL_END = /^(?:[ \t]*(?:$|[)\r\n|]|(?:CR|DR|USD)(?![A-Za-z]))|[ \t]{2,})/i;

/**
 * Digits for the letters in one number-like token, or undefined when the token is not mostly a
 * number. Letters before the first digit are repaired only after a currency sign, or when the whole
 * token then reads as an amount with cents and is not a code that starts with a letter ("I2.50" ->
 * 12.50, "Z00.00" and "I25.10" stay). A "|" at either end is a ruling, not a 1.
 */
function repairDigits(core: string, afterCurrency: boolean): string | undefined {
  const firstDigit = core.search(/\d/);
  if (firstDigit < 0) return undefined;
  let digits = 0;
  let letters = 0;
  let full = '';
  let kept = '';
  for (let i = 0; i < core.length; i++) {
    const c = core.charAt(i);
    const digit = OCR_DIGITS[c];
    if (digit === undefined || (c === '|' && (i === 0 || i === core.length - 1))) {
      if (c >= '0' && c <= '9') digits++;
      full += c;
      kept += c;
      continue;
    }
    letters++;
    full += digit;
    kept += i < firstDigit ? c : digit;
  }
  const commaPoint = (s: string): string => (/^\d+,\d{2}$/.test(s) ? s.replace(',', '.') : s);
  const out = commaPoint(afterCurrency || (TWO_DECIMALS.test(commaPoint(full)) && !LETTER_CODE.test(core)) ? full : kept);
  return letters > digits && !TWO_DECIMALS.test(out) ? undefined : out;
}

/**
 * "05/28" or "05/28-05/30" at the start of a claim line's date cell, printed without a year: the
 * latest such day on or before `reference` (the document's own latest date, e.g. when it was processed).
 */
export function yearlessDate(text: string, reference: string, order: DateOrder = 'mdy'): string | undefined {
  const m = /^\s*(\d{1,2})\/(\d{2})(?:\s*[-–]\s*\d{1,2}\/\d{2})?(?![\d/])/.exec(text);
  if (!m) return undefined;
  const [first, second] = [Number(m[1]), Number(m[2])];
  const [month, day] = order === 'dmy' ? [second, first] : [first, second];
  const year = Number(reference.slice(0, 4));
  const inYear = (y: number) => ({ year: y, month, day });
  const parts = toDateOnly(inYear(year)) <= reference ? inYear(year) : inYear(year - 1);
  return isValidDateParts(parts) ? toDateOnly(parts) : undefined;
}

/**
 * Words OCR reads with a figure for a letter, where the letter is certain: a size's ounces ("8OZ"
 * read "80Z": no figure ends in Z) and the lab test A1c ("AlC", "Alc": an l or I for the 1); and a
 * level or a grade run into its number ("level4": OCR lost the narrow space).
 */
export function repairOcrWords(text: string): string {
  return text
    .replace(/\b(\d+(?:\.\d+)?)0Z\b/g, '$1OZ')
    .replace(/\bA[lI](C|c)\b/g, 'A1$1')
    .replace(/\b(level|lvl|type|stage|grade|tier|class)(\d{1,2})\b/gi, '$1 $2');
}

/** `text` with the OCR repairs of MoneyOptions.ocr, and where each of its characters was in the original (when spaces were removed). */
export function repairOcr(text: string): { text: string; map?: number[] } {
  let fixed = text.replace(OCR_TOKEN, (token: string, offset: number) => {
    // Fast path: digits and points only, nothing to repair.
    if (!NEEDS_REPAIR.test(token)) return token;
    const suffix = /(?<=[\d.,ODQlI|iSsBZGo])(?:CR|DR)$/i.exec(token)?.[0] ?? '';
    const core = token.slice(0, token.length - suffix.length);
    if (!NUMBERISH.test(core) || !/\d/.test(core)) return token;
    const before = text.slice(Math.max(0, offset - 5), offset);
    const afterCurrency = CURRENCY_BEFORE.test(before);
    // "$" read as "S": "S12.00", "SO.50" (only with two decimals; "5" is a digit and stays one).
    if (core.startsWith('S') && !afterCurrency && !/[\w$]$/.test(before)) {
      const rest = repairDigits(core.slice(1), true);
      if (rest !== undefined && TWO_DECIMALS.test(rest)) return `$${rest}${suffix}`;
    }
    const digits = repairDigits(core, afterCurrency);
    return digits === undefined ? token : digits + suffix;
  });
  // "4,954 49": thousands grouped, the point read as a space, the cents ending the cell.
  fixed = fixed.replace(SPACE_FOR_POINT, '$1.$2');
  const removed: number[] = [];
  SPLIT_POINT.lastIndex = 0;
  for (let m = SPLIT_POINT.exec(fixed); m; m = SPLIT_POINT.exec(fixed)) {
    const after = fixed.slice(SPLIT_POINT.lastIndex, SPLIT_POINT.lastIndex + 8);
    if (m[1] === undefined && !CELL_END.test(after)) continue;
    const point = m.index + (m[1]?.length ?? 0) + (m[2]?.length ?? 0);
    removed.push(fixed.charAt(point) === '.' ? point + 1 : point);
  }
  if (removed.length === 0) return { text: fixed };
  const parts: string[] = [];
  const map: number[] = [];
  let from = 0;
  for (const at of [...removed, fixed.length]) {
    parts.push(fixed.slice(from, at));
    for (let i = from; i < at; i++) map.push(i);
    from = at + 1;
  }
  map.push(fixed.length);
  fixed = parts.join('');
  return { text: fixed, map };
}

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

/** How a document writes numeric dates whose parts could be either way round (06/03/2018). */
export type DateOrder = 'mdy' | 'dmy' | 'ymd';

export type DateOptions = {
  /**
   * Order of ambiguous numeric dates: 'mdy' (US, default) reads 06/03/2018 as June 3, 'dmy' as
   * 6 March, 'ymd' reads all-two-digit dates as year first (18/03/06). A date that can only be read
   * one way (25/01/2018, 01/25/2018) is read that way whatever the order.
   */
  order?: DateOrder;
  /** Also read standalone 8-digit yyyymmdd tokens (20240105, years 1990-2099); off since they are as often account numbers. */
  compact?: boolean;
};

/** One date, as an ISO day. `text` and `index` span the date as printed, with a weekday before and a time after it; `time` is that time as HH:MM or HH:MM:SS (24 h). */
export type DateMatch = { iso: string; index: number; text: string; time?: string };

const MONTH_NUMBERS: Record<string, number> = {
  jan: 1, ene: 1, feb: 2, fev: 2, mar: 3, mac: 3, mae: 3, mrz: 3, apr: 4, avr: 4, abr: 4, may: 5, mei: 5, mai: 5,
  jun: 6, juin: 6, jul: 7, juil: 7, aug: 8, agu: 8, agt: 8, ago: 8, aou: 8, ogo: 8, sep: 9, oct: 10, okt: 10, nov: 11,
  dec: 12, des: 12, dis: 12, dez: 12, dic: 12,
};

function monthNumber(word: string): number {
  const w = word.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return MONTH_NUMBERS[w.slice(0, 4)] ?? MONTH_NUMBERS[w.slice(0, 3)] ?? 0;
}

function iso(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2099) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined;
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Two-digit years: 00-69 are 2000s, 70-99 are 1900s. */
const fullYear = (y: string): number => (y.length === 2 ? (Number(y) >= 70 ? 1900 : 2000) + Number(y) : Number(y));

// English, Malay/Indonesian, German, French and Spanish month names and abbreviations.
const MONTH = String.raw`(?<![A-Za-zÀ-ÿ])(?<mon>jan(?:uary|uari|vier|v)?|ene(?:ro)?|feb(?:ruary|ruari|rero)?|f[ée]vr?(?:ier)?|m(?:ä|ae)rz|mär|mrz|mar(?:ch|et|s|zo)?|mac|apr(?:il)?|avr(?:il)?|abr(?:il)?|mayo?|mei|mai|jun(?:e|i|io)?|juin|jul(?:y|i|io)?|juil(?:let)?|aug(?:ust)?|agu(?:stus)?|agt|ago(?:sto)?|ao[ûu]t|ogos|sep(?:t(?:ember|iembre)?|tember|tembre)?|oct(?:ober|ubre|obre)?|okt(?:ober)?|nov(?:ember|iembre|embre)?|d[ée]c(?:ember|embre)?|dez(?:ember)?|des(?:ember)?|dis(?:ember)?|dic(?:iembre)?)(?![A-Za-zÀ-ÿ])\.?`;
const WEEKDAY = String.raw`(?:(?<![A-Za-z])(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\.?,?[ \t]{1,3})?`;
/** Not in the middle of a word, a number or a chain of parts ("123/45", "1.2.3.2024", "12-01-05-2024"); after a date and a dash is fine ("01/05/2024-01/09/2024"). */
const NUM_START = String.raw`(?<!\w|\d[./]|[./-]\d{1,2}-)`;
/** The end of a date: no more digits or parts ("2024-01-05-001"), but another date may follow a dash ("01/05/2024-01/09/2024"). */
const END = String.raw`(?!\d|[./]\d|-\d(?!\d?[./-]\d|\d{3}[./-]\d))`;
const YEAR = String.raw`['’‘]?(?:(?<y4>(?:19|20)\d{2})${END}|(?<y2>\d{2})(?!:)${END})`;
const TIME = String.raw`(?:(?:T|,?[ \t]{1,3}(?:at[ \t]{1,2})?)(?<hh>[01]?\d|2[0-3]):(?<mi>[0-5]\d)(?::(?<ss>[0-5]\d)(?:\.\d{1,9})?)?(?:[ \t]?(?<ap>[ap])\.?m\.?(?![A-Za-z]))?(?:Z|[+-]\d{2}:?\d{2})?(?!\d))?`;

type DateForm = { re: RegExp; compact?: boolean; read: (g: Record<string, string | undefined>, order: DateOrder) => string | undefined };

const yearOf = (g: Record<string, string | undefined>): number => fullYear(g.y4 ?? g.y2 ?? '');

/** a/b/year: the only reading when one part is above 12, else the document's order; `ymdDay`: the last part of an all-two-digit date, a day when the order is year-first. */
function numericDate(a: number, b: number, year: number, order: DateOrder, ymdDay: string | undefined): string | undefined {
  if (order === 'ymd' && ymdDay !== undefined) {
    const ymd = iso(fullYear(String(a).padStart(2, '0')), b, Number(ymdDay));
    if (ymd) return ymd;
  }
  if (a > 12 && b <= 12) return iso(year, b, a);
  if (b > 12 && a <= 12) return iso(year, a, b);
  return order === 'dmy' ? iso(year, b, a) : iso(year, a, b);
}

const DATE_FORMS: DateForm[] = [
  // 2024-01-05, 2024/01/05, 2024.01.05
  {
    re: new RegExp(String.raw`${WEEKDAY}${NUM_START}(?<y>(?:19|20)\d{2})(?<s>[-/.])(?<m>\d{1,2})\k<s>(?<d>\d{1,2})${END}${TIME}`, 'gi'),
    read: (g) => iso(Number(g.y), Number(g.m), Number(g.d)),
  },
  // 01/05/2024, 1/5/24, 01-05-2024, 01.05.2024, 14-03-18
  {
    re: new RegExp(String.raw`${WEEKDAY}${NUM_START}(?<a>\d{1,2})[-/.](?<b>\d{1,2})[-/.]${YEAR}${TIME}`, 'gi'),
    read: (g, order) => numericDate(Number(g.a), Number(g.b), yearOf(g), order, g.y2 !== undefined && g.a?.length === 2 && g.b?.length === 2 ? g.y2 : undefined),
  },
  // 12 MAR 2018, 28 MAR 18, 28-Mar-2018, 28Mar2018, 28.MAR.2018, 5th of March, 2025 (not "19 - Feb 21": a range)
  {
    re: new RegExp(String.raw`${WEEKDAY}${NUM_START}(?<d>\d{1,2})(?!\d)(?:st|nd|rd|th)?(?:[ \t]*of)?(?:[.\-/][ \t]?|[ \t]{0,3})${MONTH}[ \t.,\-/]{0,3}${YEAR}${TIME}`, 'gi'),
    read: (g) => iso(yearOf(g), monthNumber(g.mon ?? ''), Number(g.d)),
  },
  // Mar 28, 2018; March 28th, 2018; Mar-28-18; Mar. 28, '18; SEP 03 2024
  {
    re: new RegExp(String.raw`${WEEKDAY}${MONTH}[ \t.\-/]{0,3}(?<d>\d{1,2})(?!\d)(?:st|nd|rd|th)?[ \t.,\-/]{0,3}${YEAR}${TIME}`, 'gi'),
    read: (g) => iso(yearOf(g), monthNumber(g.mon ?? ''), Number(g.d)),
  },
  // Feb 19 - Feb 21, 2025; Mar 3-7, 2025: a range's first day, in the year printed at its end
  {
    re: new RegExp(String.raw`${MONTH}[ \t]{0,2}(?<d>\d{1,2})(?!\d)(?:st|nd|rd|th)?[ \t]*(?:-|–|to|thru|through)[ \t]*(?:${MONTH.replace('(?<mon>', '(?:')}[ \t]{0,2})?\d{1,2}(?!\d)(?:st|nd|rd|th)?,?[ \t]{0,3}${YEAR}`, 'gi'),
    read: (g) => iso(yearOf(g), monthNumber(g.mon ?? ''), Number(g.d)),
  },
  // 2018-Mar-28, 2018 MAR 28
  {
    re: new RegExp(String.raw`${WEEKDAY}${NUM_START}(?<y>(?:19|20)\d{2})[ \t.\-/]{1,3}${MONTH}[ \t.\-/]{0,3}(?<d>\d{1,2})${END}(?:st|nd|rd|th)?${TIME}`, 'gi'),
    read: (g) => iso(Number(g.y), monthNumber(g.mon ?? ''), Number(g.d)),
  },
  // 20240105, only with `compact`
  {
    re: /(?<![\w./-])(?<y>199\d|20\d{2})(?<m>[01]\d)(?<d>[0-3]\d)(?![\w./-])/g,
    compact: true,
    read: (g) => iso(Number(g.y), Number(g.m), Number(g.d)),
  },
];

function timeOf(g: Record<string, string | undefined>): string | undefined {
  if (g.hh === undefined || g.mi === undefined) return undefined;
  let hour = Number(g.hh);
  const ap = g.ap?.toLowerCase();
  if (ap !== undefined && (hour < 1 || hour > 12)) return undefined;
  if (ap === 'p' && hour < 12) hour += 12;
  if (ap === 'a' && hour === 12) hour = 0;
  return `${String(hour).padStart(2, '0')}:${g.mi}${g.ss === undefined ? '' : `:${g.ss}`}`;
}

/**
 * Every date in a text, in order of position, as ISO days. Impossible dates (Feb 30, month 13) and
 * years outside 1900-2099 are not dates. Where two readings overlap, the one starting first wins,
 * then the longer.
 */
export function findDates(text: string, options: DateOptions = {}): DateMatch[] {
  if (!DIGIT.test(text)) return [];
  const order = options.order ?? 'mdy';
  const candidates: DateMatch[] = [];
  for (const form of DATE_FORMS) {
    if (form.compact && !options.compact) continue;
    const re = form.re;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const g = m.groups ?? {};
      const value = form.read(g, order);
      if (value === undefined) continue;
      const time = timeOf(g);
      const match: DateMatch = { iso: value, index: m.index, text: m[0] };
      if (time !== undefined) match.time = time;
      candidates.push(match);
    }
  }
  candidates.sort((a, b) => a.index - b.index || b.text.length - a.text.length);
  const found: DateMatch[] = [];
  let end = 0;
  for (const c of candidates) {
    if (c.index < end) continue;
    found.push(c);
    end = c.index + c.text.length;
  }
  return found;
}

/** The first date of a text, or undefined. */
export function parseDate(text: string, options: DateOptions = {}): string | undefined {
  return findDates(text, options)[0]?.iso;
}

/** What else says where a document is from. `country`: ISO code or name; `currencySymbols`: signs or codes printed on it ('RM', '£', 'IDR', '$'). */
export type DateOrderHints = { country?: string; currencySymbols?: readonly string[] };

const MONTH_FIRST_COUNTRIES = new Set(['us', 'usa', 'united states', 'united states of america', 'america', 'pr', 'pri', 'puerto rico', 'gu', 'guam', 'vi', 'as', 'mp', 'ph', 'phl', 'philippines', 'fm', 'micronesia', 'pw', 'palau', 'mh', 'marshall islands']);
/** Year-first or mixed: says nothing about day/month order. */
const UNDECIDED_COUNTRIES = new Set(['ca', 'can', 'canada', 'cn', 'chn', 'china', 'jp', 'jpn', 'japan', 'kr', 'kor', 'korea', 'south korea', 'tw', 'twn', 'taiwan', 'hu', 'hun', 'hungary', 'ir', 'irn', 'iran', 'lt', 'ltu', 'lithuania', 'mn', 'mng', 'mongolia']);
const MONTH_FIRST_CURRENCIES = new Set(['$', 'us$', 'usd', 'php', '₱']);
const UNDECIDED_CURRENCIES = new Set(['c$', 'cad', '¥', 'jpy', 'cny', 'rmb', 'krw', '₩']);

/** Signs that a document is from a day-first country, each worth 2. Words that are also US surnames or first names (England, Ireland, India, France) are left out. */
const DAY_FIRST_SIGNS: RegExp[] = [
  // currencies, before an amount ("RM 204" alone may be a room)
  /(?<![A-Za-z])(?:RM ?\d+[.,]\d\d|\(RM\)|(?:MYR|Rp\.?|IDR|SGD|S\$|GBP|EUR|AUD|A\$|NZD)[ ]?\d)|[£€₹]/,
  // places and company forms
  /\b(?:Malaysia|Singapore|Indonesia|United Kingdom|Australia|New Zealand|Hong Kong|Kuala Lumpur|Jakarta|Deutschland|Germany|Espa[ñn]a|Sdn\.? ?Bhd|Berhad|Pte\.? Ltd|Tbk|GmbH)\b/i,
  // taxes and registrations
  /\b(?:GST|SST|VAT|PPN|NPWP|ABN|USt|TVA|IVA|BTW|NHS)\b/,
  // words of European receipts
  /\b(?:MwSt|Summe|Betrag|Datum|Rechnung|Quittung|Fecha|Facture)\b/i,
  // words of Indonesian and Malay receipts
  /\b(?:Tanggal|Tgl|Kasir|Tunai|Kembalian|Kembali|Terima kasih|Jumlah|Apotek|Farmasi|Klinik|Jalan|Jl\.)(?![A-Za-z])/i,
  // phone codes: +60 Malaysia, +61 Australia, +62 Indonesia, +64 New Zealand, +65 Singapore, +44 UK, +91 India, +852 Hong Kong, +353 Ireland, +49 Germany, +33 France, +34 Spain
  /(?<![\w+])\+[ ]?(?:60|61|62|64|65|44|91|852|353|49|33|34)[ -]?\(?\d{1,4}\)?[ -]?\d{3}/,
  // dates written with points (02.03.20): European
  /(?<![\w.])\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})(?![\w.])/,
];
/** Signs that a document is from the US: a state and ZIP code, the country, US claim vocabulary (2 each); a bare "$" (1). */
const MONTH_FIRST_SIGNS: RegExp[] = [
  /\b(?:AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR)\.?,? +\d{5}(?:-\d{4})?\b/,
  /\b(?:United States|USA|U\.S\.A\.)\b/,
  /\b(?:USD|Medicare|Medicaid|EOB|Explanation of Benefits|CPT|HCPCS|NPI)\b/,
];
const DOLLAR = /(?<![A-Za-z])\$[ ]?\d/;
const NUMERIC_DATE = new RegExp(String.raw`${NUM_START}(?<a>\d{1,2})[-/.](?<b>\d{1,2})[-/.]${YEAR}`, 'g');

/**
 * The order of a document's numeric dates. Day-first when more of its numeric dates can only be
 * read day-first (25/01/2018) than only month-first (01/25/2018), and the other way round; else
 * the hints (a US country or '$' -> mdy, another country or currency -> dmy); else what the text
 * itself says about where it is from: non-US currencies (RM, Rp, £, €), places and company forms
 * (Malaysia, Sdn Bhd, GmbH), taxes (GST, SST, VAT, MwSt), phone codes (+60, +44) and dotted dates
 * weigh for day-first, a US state and ZIP, US claim words (Medicare, CPT) and "$" for month-first;
 * else month-first.
 */
export function inferDateOrder(texts: readonly string[], hints: DateOrderHints = {}): 'mdy' | 'dmy' {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const text of texts) {
    NUMERIC_DATE.lastIndex = 0;
    for (let m = NUMERIC_DATE.exec(text); m; m = NUMERIC_DATE.exec(text)) {
      const a = Number(m.groups?.a);
      const b = Number(m.groups?.b);
      const year = yearOf(m.groups ?? {});
      if (a > 12 && b <= 12 && iso(year, b, a)) dayFirst++;
      if (b > 12 && a <= 12 && iso(year, a, b)) monthFirst++;
    }
  }
  if (dayFirst !== monthFirst) return dayFirst > monthFirst ? 'dmy' : 'mdy';

  const country = hints.country?.trim().toLowerCase().replace(/\./g, '');
  if (country) {
    if (MONTH_FIRST_COUNTRIES.has(country)) return 'mdy';
    if (!UNDECIDED_COUNTRIES.has(country)) return 'dmy';
  }
  const symbols = (hints.currencySymbols ?? []).map((s) => s.trim());
  const codes = symbols.map((s) => s.toLowerCase().replace(/\.$/, '')).filter((s) => s in CURRENCIES);
  const dayFirstWord = symbols.some((s) => DAY_FIRST_SIGNS.some((re) => re.test(s)));
  if (dayFirstWord || codes.some((s) => !MONTH_FIRST_CURRENCIES.has(s) && !UNDECIDED_CURRENCIES.has(s))) return 'dmy';
  if (codes.some((s) => MONTH_FIRST_CURRENCIES.has(s))) return 'mdy';

  const all = texts.join('\n');
  const dayScore = DAY_FIRST_SIGNS.reduce((sum, re) => sum + (re.test(all) ? 2 : 0), 0);
  const monthScore = MONTH_FIRST_SIGNS.reduce((sum, re) => sum + (re.test(all) ? 2 : 0), 0) + (DOLLAR.test(all) ? 1 : 0);
  return dayScore > monthScore ? 'dmy' : 'mdy';
}

// ---------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------

/** Text compared for equality: case, punctuation and spacing ignored. */
export function normalizeText(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}
