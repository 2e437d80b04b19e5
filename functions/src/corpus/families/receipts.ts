import type { Layout, LayoutOptions } from '../layouts';
import { formatCredit, formatDate, formatMoney, rupiah, type CreditStyle, type DateStyle, type MoneyStyle } from '../format';
import * as n from '../names';
import { addDays, roundCents, type Rng } from '../random';
import { Sheet, type Cell, type DocSpec, type FontName, type PlacedCell } from '../sheet';
import { personName, phone, type ReceiptTruth } from '../truth';
import { MERCHANT_STEMS, MERCHANT_SUFFIXES, RECEIPT_NOISE, RECEIPT_WORDS, type MerchantKind, type ReceiptField } from './receipt-wording';
import { labelPair, labelPool, retired, type Split } from './kit';

// Receipt layout families beyond the original six (see ../layouts.ts for the Layout contract). Each
// family fixes a design (paper, blocks and their places, fonts, its wording set, a small set of money,
// date and credit styles); its documents vary the values, the number of lines and the page breaks.
//
// Truth: merchantName is the business name printed at the top; transactionDate the day of the
// payment (never the print, e-mail, visit, fill or return-by date printed beside it); totalAmount what
// was paid; paymentMethod and transactionId as printed (left out when the document has none);
// items the purchased or paid lines only (none on slips that list no items). Arithmetic of every family:
//   sum(items) - discounts + tax + tip = totalAmount
// and, on a slip without items, the printed amount before the tip stands for sum(items).

// ---------------------------------------------------------------------------------------------
// Wording: a family's label set is fixed by its name; each document picks within it.

/** One label a document printed, and the pool it came from (the family test counts them). */
export type LabelPick = { field: ReceiptField; label: string; pool: Split };

class Words {
  readonly picks: LabelPick[] = [];
  constructor(
    private readonly family: string,
    private readonly split: Split,
    private readonly rng: Rng,
  ) {}

  /** The family's two labels for a field, from one pool: held-out families mostly use the held-out pool. */
  private set(field: ReceiptField): { pool: Split; labels: string[] } {
    const pool = labelPool(this.family, this.split, field);
    return { pool, labels: labelPair(this.family, field, RECEIPT_WORDS[field][pool]) };
  }

  get(field: ReceiptField): string {
    const { pool, labels } = this.set(field);
    const label = this.rng.pick(labels);
    this.picks.push({ field, label, pool });
    return label;
  }

  /** The label in capitals (register slips and printouts print everything upper case). */
  caps(field: ReceiptField): string {
    return this.get(field).toUpperCase();
  }
}

/** "Label:" unless the label already ends in ':', '#' or '?'. */
const colon = (label: string): string => (/[:?]$/.test(label) ? label : `${label}:`);

// ---------------------------------------------------------------------------------------------
// Formats

type Fmt = { date: (iso: string) => string; money: (value: number) => string; credit: (value: number) => string; dateStyle: DateStyle; moneyStyle: MoneyStyle };

function fmt(rng: Rng, dates: readonly DateStyle[], moneys: readonly MoneyStyle[], credits: readonly CreditStyle[] = ['minus']): Fmt {
  const dateStyle = rng.pick(dates);
  const moneyStyle = rng.pick(moneys);
  const creditStyle = rng.pick(credits);
  return {
    date: (iso) => formatDate(iso, dateStyle),
    money: (value) => formatMoney(value, moneyStyle),
    credit: (value) => formatCredit(-Math.abs(value), moneyStyle, creditStyle),
    dateStyle,
    moneyStyle,
  };
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** Date forms some printers use beyond format.ts: '14MAR25' (mainframe) and '2025/03/14' (terminals). */
export function extraDate(iso: string, form: 'ddmonyy' | 'ymd-slash'): string {
  const [y = '', m = '', d = ''] = iso.split('-');
  return form === 'ddmonyy' ? `${d}${MONTHS[Number(m) - 1] ?? ''}${y.slice(2)}` : `${y}/${m}/${d}`;
}

type ClockStyle = '12' | '12z' | '24' | '24s' | '12lower';

/** A time of day after a date: '2:31 PM', '02:31 PM', '14:31', '14:31:08' or '2:31 pm'. */
function clock(rng: Rng, style: ClockStyle, hours: [number, number] = [7, 19]): string {
  const h = rng.int(...hours);
  const m = String(rng.int(0, 59)).padStart(2, '0');
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ampm = h < 12 ? 'AM' : 'PM';
  switch (style) {
    case '12':
      return `${h12}:${m} ${ampm}`;
    case '12z':
      return `${String(h12).padStart(2, '0')}:${m} ${ampm}`;
    case '24':
      return `${String(h).padStart(2, '0')}:${m}`;
    case '24s':
      return `${String(h).padStart(2, '0')}:${m}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    case '12lower':
      return `${h12}:${m} ${ampm.toLowerCase()}`;
  }
}

const txnDate = (rng: Rng): string => rng.date('2024-01-15', '2025-10-31');

// ---------------------------------------------------------------------------------------------
// Names, places, cards

function org(rng: Rng, split: Split, kind: MerchantKind): string {
  const stems = split === 'heldout' ? MERCHANT_STEMS.heldout : [...MERCHANT_STEMS.dev, ...n.PROVIDER_STEMS];
  return `${rng.pick(stems)} ${rng.pick(MERCHANT_SUFFIXES[kind][split])}`;
}

const slugOf = (name: string): string => name.toLowerCase().replace(/[^a-z]+/g, '');

type Place = { street: string; city: string };
function place(rng: Rng): Place {
  const [city, state, zip] = rng.pick(n.CITIES);
  return { street: `${rng.int(10, 9899)} ${rng.pick(n.STREETS)}`, city: `${city}, ${state} ${zip}${rng.digits(2)}` };
}

const firstName = (name: string): string => name.split(' ')[0] ?? name;
const lastName = (name: string): string => name.split(' ').at(-1) ?? name;
const doctor = (rng: Rng): string => `Dr. ${rng.pick(n.FIRST_NAMES)} ${rng.pick(n.LAST_NAMES)}`;

type Card = { brand: string; last4: string };
const BRANDS = ['Visa', 'Mastercard', 'Discover', 'American Express'];
const card = (rng: Rng, brands: readonly string[] = BRANDS): Card => ({ brand: rng.pick(brands), last4: rng.digits(4) });
const shortBrand = (brand: string): string => (brand === 'American Express' ? 'AMEX' : brand.toUpperCase());

type MaskStyle = 'stars12' | 'x12' | 'stars4' | 'ending' | 'ending-in' | 'grouped' | 'x-last';
function mask(c: Card, style: MaskStyle): string {
  switch (style) {
    case 'stars12':
      return `************${c.last4}`;
    case 'x12':
      return `XXXXXXXXXXXX${c.last4}`;
    case 'stars4':
      return `****${c.last4}`;
    case 'ending':
      return `ending ${c.last4}`;
    case 'ending-in':
      return `ending in ${c.last4}`;
    case 'grouped':
      return `**** **** **** ${c.last4}`;
    case 'x-last':
      return `x${c.last4}`;
  }
}

function pickDistinct<T>(rng: Rng, list: readonly T[], k: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < k && pool.length > 0) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

/** "One Hundred Twenty-Five and 50/100", as written on a receipt book's amount line. */
export function dollarsInWords(amount: number): string {
  const ones = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
  const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
  const below100 = (v: number): string => (v < 20 ? (ones[v] ?? '') : `${tens[Math.floor(v / 10)] ?? ''}${v % 10 ? `-${ones[v % 10] ?? ''}` : ''}`);
  const below1000 = (v: number): string => (v >= 100 ? `${ones[Math.floor(v / 100)] ?? ''} Hundred${v % 100 ? ` ${below100(v % 100)}` : ''}` : below100(v));
  const dollars = Math.floor(amount + 1e-9);
  const cents = Math.round((amount - dollars) * 100);
  const words = dollars >= 1000 ? `${below1000(Math.floor(dollars / 1000))} Thousand${dollars % 1000 ? ` ${below1000(dollars % 1000)}` : ''}` : below1000(dollars);
  return `${words} and ${String(cents).padStart(2, '0')}/100`;
}

// ---------------------------------------------------------------------------------------------
// Lines and arithmetic

/** [description, min, max, taxable] */
type ItemDef = readonly [string, number, number, boolean?];
type Line = { description: string; amount: number; taxable: boolean };

function linesFrom(rng: Rng, list: readonly ItemDef[], k: number, transform: (d: string) => string = (d) => d): Line[] {
  return pickDistinct(rng, list, k).map(([description, min, max, taxable]) => ({ description: transform(description), amount: rng.money(min, max), taxable: taxable ?? false }));
}

/** What a family's arithmetic adds up: base is sum(items), or the printed pre-tip amount of a slip. */
export type Parts = { base: number; discount: number; tax: number; tip: number };
type Tally = Parts & { subtotal: number; taxable: number; total: number };

function tally(lines: readonly Line[], o: { discount?: number; taxRate?: number; tax?: number; tip?: number; base?: number } = {}): Tally {
  const base = o.base ?? roundCents(lines.reduce((s, l) => s + l.amount, 0));
  const taxable = roundCents(lines.filter((l) => l.taxable).reduce((s, l) => s + l.amount, 0));
  const discount = roundCents(o.discount ?? 0);
  const tax = roundCents(o.tax ?? (o.taxRate ? taxable * o.taxRate : 0));
  const tip = roundCents(o.tip ?? 0);
  return { base, discount, tax, tip, subtotal: base, taxable, total: roundCents(base - discount + tax + tip) };
}

const rateText = (rate: number): string => `${(rate * 100).toFixed(rate * 1000 === Math.round(rate * 1000) ? 2 : 3)}%`;

function truthOf(merchantName: string, iso: string, t: Tally, method: string | undefined, transactionId: string | undefined, items: readonly Line[]): ReceiptTruth {
  return {
    merchantName,
    transactionDate: iso,
    totalAmount: t.total,
    ...(method !== undefined ? { paymentMethod: method } : {}),
    ...(transactionId !== undefined ? { transactionId } : {}),
    items: items.map((l) => ({ description: l.description, amount: l.amount })),
  };
}

// ---------------------------------------------------------------------------------------------
// Item lists (descriptions as the family prints them)

const RX_DRUGS: readonly ItemDef[] = [
  ['ATORVASTATIN 20MG TAB', 2, 25],
  ['LISINOPRIL 10MG TAB', 1, 15],
  ['METFORMIN HCL ER 500MG', 2, 20],
  ['AMOXICILLIN 500MG CAP', 3, 18],
  ['LEVOTHYROXINE 50MCG TAB', 4, 22],
  ['SERTRALINE HCL 50MG TAB', 2, 20],
  ['ALBUTEROL HFA 90MCG INH', 10, 60],
  ['OMEPRAZOLE DR 20MG CAP', 2, 19],
  ['AMLODIPINE BESYLATE 5MG', 1, 15],
  ['GABAPENTIN 300MG CAP', 3, 25],
  ['MONTELUKAST SOD 10MG TAB', 3, 24],
  ['FLUTICASONE PROP 50MCG SPR', 5, 35],
  ['PREDNISONE 20MG TAB', 1, 12],
  ['AZITHROMYCIN 250MG TAB', 4, 30],
  ['ESCITALOPRAM 10MG TAB', 2, 22],
  ['INSULIN GLARGINE PEN 3ML', 25, 95],
];

const OTC: readonly ItemDef[] = [
  ['Ibuprofen 200mg 100ct', 6, 14, true],
  ['Acetaminophen ES 500mg 100ct', 6, 13, true],
  ['Cetirizine 10mg 30ct', 9, 24, true],
  ['Adhesive Bandages Asst 30ct', 3, 8, true],
  ['Digital Thermometer', 8, 19, true],
  ['Saline Nasal Spray 1.5oz', 3, 7, true],
  ['Cough DM Syrup 8oz', 7, 14, true],
  ['Vitamin D3 2000IU 90ct', 7, 16, true],
  ['Hand Sanitizer 8oz', 2, 6, true],
  ['Elastic Bandage 3in', 4, 9, true],
  ['Antibiotic Ointment 1oz', 4, 9, true],
  ['Blood Pressure Monitor', 29, 69, true],
  ['Glucose Test Strips 50ct', 18, 45, true],
  ['Lancets 100ct', 5, 12, true],
  ['Contact Lens Solution 12oz', 7, 13, true],
  ['Epsom Salt 3lb', 3, 7, true],
  ['Instant Cold Pack', 2, 5, true],
  ['Alcohol Prep Pads 100ct', 2, 5, true],
  ['Reading Glasses +2.00', 10, 22, true],
  ['Lip Balm SPF 15', 1, 4, true],
];

const GROCERY: readonly ItemDef[] = [
  ['Spring Water 24pk', 4, 7],
  ['Granola Bars 6ct', 3, 5],
  ['Facial Tissues 3pk', 4, 8, true],
  ['Electrolyte Drink 28oz', 1.5, 3],
  ['Greeting Card', 3, 7, true],
];

const CLINIC_PAYMENTS: readonly ItemDef[] = [
  ['Copay - office visit', 20, 60],
  ['Copay - specialist visit', 35, 80],
  ['Payment on account', 25, 400],
  ['Prior balance payment', 20, 350],
  ['Deductible payment', 50, 600],
  ['Self-pay visit fee', 85, 240],
  ['Telehealth visit copay', 10, 45],
  ['Sports physical fee', 25, 75],
  ['Forms completion fee', 10, 35],
  ['Lab draw fee', 10, 30],
  ['Flu vaccine - self pay', 25, 60],
  ['Medical records copy fee', 6, 25],
];

const HOSPITAL_LINES: readonly ItemDef[] = [
  ['Emergency Services', 75, 1800],
  ['Outpatient Surgery', 200, 2400],
  ['Laboratory Services', 20, 400],
  ['Radiology', 40, 900],
  ['Inpatient Stay', 250, 3000],
  ['Observation Services', 100, 1200],
  ['Physical Therapy', 30, 300],
  ['Cardiology', 40, 700],
  ['Pharmacy Services', 15, 250],
  ['Maternity Services', 300, 2800],
];

const LAB_TESTS: readonly ItemDef[] = [
  ['LIPID PANEL', 25, 59],
  ['COMP METABOLIC PANEL', 29, 69],
  ['CBC W/ DIFFERENTIAL', 19, 45],
  ['HEMOGLOBIN A1C', 25, 49],
  ['TSH', 29, 59],
  ['VITAMIN D 25-HYDROXY', 49, 99],
  ['PSA TOTAL', 35, 69],
  ['URINALYSIS COMPLETE', 15, 35],
  ['FERRITIN', 29, 55],
  ['VITAMIN B12', 35, 65],
  ['HEPATIC FUNCTION PANEL', 25, 49],
];
const LAB_CODES: Record<string, string> = {
  'LIPID PANEL': '80061',
  'COMP METABOLIC PANEL': '80053',
  'CBC W/ DIFFERENTIAL': '85025',
  'HEMOGLOBIN A1C': '83036',
  TSH: '84443',
  'VITAMIN D 25-HYDROXY': '82306',
  'PSA TOTAL': '84153',
  'URINALYSIS COMPLETE': '81001',
  FERRITIN: '82728',
  'VITAMIN B12': '82607',
  'HEPATIC FUNCTION PANEL': '80076',
};

const SUPPLIES: readonly ItemDef[] = [
  ['Knee brace, hinged', 39, 129, true],
  ['Wrist splint, right', 18, 45, true],
  ['Compression stockings 20-30 mmHg', 29, 69, true],
  ['Shower chair with back', 39, 99, true],
  ['Folding walker with wheels', 59, 139, true],
  ['Quad cane, adjustable', 29, 59, true],
  ['Fingertip pulse oximeter', 19, 49, true],
  ['Nebulizer kit', 9, 25, true],
  ['CPAP mask cushion', 25, 59, true],
  ['CPAP filters, 6 pack', 9, 19, true],
  ['Raised toilet seat', 29, 69, true],
  ['Cervical collar', 19, 49, true],
  ['Cold therapy wrap', 15, 39, true],
  ['Gel heel cushions, pair', 9, 22, true],
];

const TRANSPORT_LINES: readonly ItemDef[] = [
  ['WHEELCHAIR VAN BASE RATE', 35, 85],
  ['WAIT TIME 30 MIN', 15, 40],
  ['STAIR ASSIST', 20, 50],
  ['ESCORT PASSENGER', 5, 15],
  ['AFTER-HOURS SURCHARGE', 15, 35],
];

const DENTAL: readonly (readonly [string, string, number, number])[] = [
  ['D0120', 'Periodic oral evaluation', 45, 95],
  ['D0150', 'Comprehensive oral evaluation', 75, 160],
  ['D0274', 'Bitewings - four films', 50, 110],
  ['D0210', 'Intraoral complete series', 110, 220],
  ['D0330', 'Panoramic image', 90, 180],
  ['D1110', 'Prophylaxis - adult', 80, 160],
  ['D1120', 'Prophylaxis - child', 55, 110],
  ['D1206', 'Fluoride varnish', 30, 70],
  ['D2391', 'Resin composite, one surface', 140, 290],
  ['D2740', 'Crown - porcelain/ceramic', 950, 1800],
  ['D7140', 'Extraction, erupted tooth', 130, 320],
  ['D4910', 'Periodontal maintenance', 110, 210],
  ['D9110', 'Palliative treatment', 70, 160],
];
const TOOTH_CODES = new Set(['D2391', 'D2740', 'D7140']);

const CAFE: readonly ItemDef[] = [
  ['Turkey Club Sandwich', 7, 11, true],
  ['Garden Salad', 5, 9, true],
  ['Coffee 16oz', 1.9, 3.2, true],
  ['Soup of the Day', 3.5, 6, true],
  ['Fruit Cup', 2.5, 4.5, true],
  ['Bottled Water', 1.5, 2.5, true],
  ['Grilled Chicken Wrap', 7, 10.5, true],
  ['Yogurt Parfait', 3, 5, true],
  ['Latte 12oz', 3.5, 5.5, true],
  ['Blueberry Muffin', 2.5, 3.8, true],
  ['Veggie Burger', 7, 10, true],
  ['Chips', 1.25, 2.25, true],
];

const OPTICAL: readonly ItemDef[] = [
  ['Comprehensive eye exam', 75, 180, false],
  ['Contact lens fitting', 45, 120, false],
  ['Frame - acetate', 89, 260, true],
  ['Frame - titanium', 129, 340, true],
  ['Single vision lenses', 69, 180, true],
  ['Progressive lenses', 189, 420, true],
  ['Anti-reflective coating', 49, 120, true],
  ['Blue light filter', 25, 70, true],
  ['Daily contacts, 90 pack', 59, 120, true],
  ['Lens case and solution', 6, 15, true],
];

const TELEHEALTH: readonly ItemDef[] = [
  ['Video visit - urgent care', 49, 89],
  ['E-visit (online questionnaire)', 25, 45],
  ['Follow-up video visit', 39, 79],
  ['Therapy session, 50 minutes', 90, 180],
  ['Prescription renewal consult', 25, 49],
  ['Nutrition counseling session', 60, 120],
  ['Dermatology photo review', 39, 79],
];

const GIFT_SHOP: readonly ItemDef[] = [
  ['GET WELL MYLAR BALLOON', 5, 9, true],
  ['PLUSH BEAR 10IN', 12, 25, true],
  ['FRESH CUT BOUQUET', 15, 35, true],
  ['GREETING CARD', 3, 7, true],
  ['ITS A GIRL BALLOON', 5, 9, true],
  ['PHONE CHARGER USB-C', 12, 20, true],
  ['PAPERBACK NOVEL', 8, 17, true],
  ['FUZZY SOCKS', 6, 12, true],
  ['CANDY BAR', 1.5, 2.5, true],
  ['MAGAZINE', 4, 9, true],
  ['TRAVEL TOOTHBRUSH KIT', 4, 8, true],
  ['BOTTLED WATER 20OZ', 1.5, 2.75, true],
  ['BABY ONESIE', 12, 22, true],
  ['CROSSWORD BOOK', 5, 9, true],
];
const PARKING: readonly ItemDef[] = [
  ['VISITOR PARKING DAILY', 6, 18, false],
  ['PARKING GARAGE 2-4 HRS', 4, 8, false],
];

const PORTAL_BILLS: readonly ItemDef[] = [
  ['Statement balance', 25, 650],
  ['Payment plan installment', 50, 250],
  ['Office visit balance', 20, 240],
  ['Lab services balance', 15, 300],
  ['Imaging balance', 60, 900],
  ['Prepayment - scheduled procedure', 150, 1200],
  ['Emergency visit balance', 100, 1500],
];

// ---------------------------------------------------------------------------------------------
// Sheets: measuring, centring, stamps, footers

/** Approximate width of text in points (Helvetica/Times metrics by character class; Courier exactly). */
function textWidth(text: string, font: FontName, size: number): number {
  if (font === 'mono' || font === 'mono-bold') return text.length * 0.6 * size;
  let w = 0;
  for (const ch of text) {
    if (ch === ' ') w += 0.278;
    else if (/[il.,'|:;!Ij()[\]/-]/.test(ch)) w += 0.3;
    else if (/[MW@%m]/.test(ch)) w += 0.86;
    else if (/[A-Z&#]/.test(ch)) w += 0.7;
    else if (/[0-9$*]/.test(ch)) w += 0.556;
    else if (/[w]/.test(ch)) w += 0.74;
    else w += 0.54;
  }
  const k = font === 'bold' ? 1.06 : font === 'serif' || font === 'italic' ? 0.9 : 1;
  return w * size * k;
}

const centred = (text: string, width: number, size: number, font: FontName, o: Partial<Cell> = {}): Cell => ({ text, x: Math.max(20, (width - textWidth(text, font, size)) / 2), size, font, ...o });

/** Words wrapped to lines of at most `columns` characters. */
function wrap(text: string, columns: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > columns) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

/** A tall slip page: built on a long sheet, then cut to its content (one page, like a receipt roll). */
function slip(width: number, size: number, font: FontName, top = 24): Sheet {
  return new Sheet({ size, font, width, height: 6000, top, bottom: 10 });
}

function cut(sheet: Sheet, margin = 24): DocSpec {
  const cells = sheet.pages.flat();
  const bottom = Math.max(...cells.map((c) => c.y + c.size));
  return { width: sheet.spec.width, height: Math.ceil(bottom + margin), pages: [sheet.pages.flat()] };
}

const placed = (cell: Cell & { y: number }): PlacedCell => ({ text: cell.text, x: cell.x, y: cell.y, size: cell.size ?? 9, font: cell.font ?? 'regular', align: cell.align ?? 'left', rotate: cell.rotate, grey: cell.grey });

/** Turned grey text (PAID, COPY, a rubber stamp) at a fixed place of a page. */
function stamp(pages: PlacedCell[][], page: number, cell: Cell & { y: number }): void {
  pages[page]?.push(placed({ grey: 0.72, font: 'bold', ...cell }));
}

/** Cells on every page once the page count is known (page headers and footers). */
function everyPage(pages: PlacedCell[][], cells: (page: number, total: number) => (Cell & { y: number })[]): void {
  pages.forEach((page, i) => page.push(...cells(i + 1, pages.length).map(placed)));
}

/** A row of barcode bars ('|', 'I', 'l'), as a text layer shows a printed barcode. */
const bars = (rng: Rng, length: number): string => Array.from({ length }, () => rng.pick(['|', 'I', '|', 'l', '|', '||'])).join('').slice(0, length);

/** A fixed-width line: left text, then right text ending at column `columns`. */
function pad(left: string, right: string, columns: number): string {
  const room = columns - left.length - right.length;
  return room >= 1 ? `${left}${' '.repeat(room)}${right}` : `${left} ${right}`;
}

const noise = (rng: Rng, split: Split): string => rng.pick(split === 'heldout' ? [...RECEIPT_NOISE.heldout, ...RECEIPT_NOISE.dev] : RECEIPT_NOISE.dev);

/** Label-value pairs side by side. */
function beside(sheet: Sheet, pairs: readonly (readonly [string, string])[], o: { x?: number; valueX?: number; size?: number; labelFont?: FontName; valueFont?: FontName; align?: 'left' | 'right'; gap?: number } = {}): void {
  for (const [label, value] of pairs) {
    sheet.row([
      { text: label, x: o.x ?? 50, font: o.labelFont ?? 'bold', size: o.size },
      { text: value, x: o.valueX ?? 200, font: o.valueFont, size: o.size, align: o.align ?? 'left' },
    ], o.gap ?? 0);
  }
}

/** Label-value pairs with the label above the value, `perRow` to a row. */
function above(sheet: Sheet, pairs: readonly (readonly [string, string])[], o: { x?: number; columnWidth?: number; perRow?: number; labelSize?: number; valueSize?: number; labelFont?: FontName; valueFont?: FontName; labelGrey?: number; gap?: number } = {}): void {
  const perRow = o.perRow ?? 3;
  for (let i = 0; i < pairs.length; i += perRow) {
    const chunk = pairs.slice(i, i + perRow);
    sheet.row(chunk.map(([label], j): Cell => ({ text: label, x: (o.x ?? 50) + j * (o.columnWidth ?? 170), font: o.labelFont ?? 'regular', size: o.labelSize ?? 7.5, grey: o.labelGrey })));
    sheet.row(chunk.map(([, value], j): Cell => ({ text: value, x: (o.x ?? 50) + j * (o.columnWidth ?? 170), font: o.valueFont ?? 'bold', size: o.valueSize ?? 10 })), o.gap ?? 8);
  }
}

// ---------------------------------------------------------------------------------------------
// Families

type Ctx = { rng: Rng; options: LayoutOptions; split: Split; w: Words };
type Made = { truth: ReceiptTruth; doc: DocSpec; parts: Parts };
/** `split`: the pools its wording is drawn from; `measuredAs`: where bench:extract counts it, when that differs (retired). */
type FamilyDef = { name: string; split: Split; measuredAs?: Split; make: (c: Ctx) => Made };

const fam = (name: string, split: Split, make: FamilyDef['make']): FamilyDef => ({ name, split, make });
const count = (c: Ctx, onePage: [number, number], full: [number, number]): number => c.rng.int(...(c.options.onePage ? onePage : full));
const partsOf = (t: Tally): Parts => ({ base: t.base, discount: t.discount, tax: t.tax, tip: t.tip });

/** The largest size up to `max` at which text fits `room` points. */
const fitSize = (text: string, font: FontName, max: number, room: number): number => Math.min(max, Math.floor((max * room) / Math.max(1, textWidth(text, font, max)) * 10) / 10);

const lastY = (sheet: Sheet): number => sheet.pages.at(-1)?.at(-1)?.y ?? 0;

// ---------------------------------------------------------------------------------------------
// Receipts from abroad (a family member treated while travelling) and a hospital cashier's window

/** A payment day for a day-first receipt: half the time the day is 1-12 and not the month, so that
 *  04/03 reads either way and only the document's country tells which is the day. */
function dayFirstDay(rng: Rng): string {
  const iso = txnDate(rng);
  if (rng.bool(0.5)) return iso;
  const [y = '', m = ''] = iso.split('-');
  let d = rng.int(1, 12);
  if (d === Number(m)) d = (d % 12) + 1;
  return `${y}-${m}-${String(d).padStart(2, '0')}`;
}

/** Fixed-width text with each [text, end column] right-aligned to its column. */
function columns(cells: readonly (readonly [string, number])[]): string {
  let out = '';
  for (const [text, end] of cells) {
    const start = end - text.length;
    out = start > out.length ? `${out.padEnd(start)}${text}` : `${out} ${text}`;
  }
  return out;
}

/** [description, unit price min, max, quantity min, max] as a Malaysian or Singaporean bill prints it. */
type SeaItem = readonly [string, number, number, number, number];
const SEA_CONSULT: readonly SeaItem[] = [
  ['CONSULTATION FEE', 35, 90, 1, 1],
  ['CONSULTATION (GP)', 35, 90, 1, 1],
];
const SEA_CLINIC: readonly SeaItem[] = [
  ['PARACETAMOL 500MG TAB', 0.12, 0.45, 10, 20],
  ['CHLORPHENIRAMINE 4MG TAB', 0.1, 0.4, 10, 15],
  ['AMOXICILLIN 500MG CAP', 0.45, 1.4, 15, 21],
  ['LORATADINE 10MG TAB', 0.5, 1.3, 7, 14],
  ['LOPERAMIDE 2MG CAP', 0.3, 0.85, 6, 10],
  ['ORAL REHYDRATION SALT SACHET', 0.8, 1.9, 4, 10],
  ['HYOSCINE BUTYLBROMIDE 10MG', 0.35, 1, 10, 20],
  ['DOMPERIDONE 10MG TAB', 0.25, 0.8, 10, 15],
  ['MEFENAMIC ACID 250MG CAP', 0.3, 0.75, 10, 15],
  ['DIPHENHYDRAMINE SYRUP 90ML', 6, 14, 1, 1],
  ['ANTACID SUSPENSION 120ML', 5, 11, 1, 1],
  ['BETAMETHASONE CREAM 15G', 5, 12, 1, 1],
  ['DRESSING (SMALL WOUND)', 15, 35, 1, 1],
  ['NEBULISER TREATMENT', 20, 45, 1, 1],
  ['INJECTION (IM)', 15, 40, 1, 1],
  ['URINE DIPSTICK TEST', 8, 15, 1, 1],
];
const SEA_RETAIL: readonly SeaItem[] = [
  ['ANTISEPTIC LIQUID 100ML', 5.5, 12, 1, 2],
  ['INSECT REPELLENT LOTION 100ML', 9, 18, 1, 2],
  ['SUNSCREEN SPF50 PA+++ 50ML', 19, 45, 1, 1],
  ['ORAL REHYDRATION SALTS 10S', 9, 16, 1, 2],
  ['PARACETAMOL 500MG 20S', 3.5, 8, 1, 2],
  ['ACTIVATED CHARCOAL 250MG 20S', 6, 12, 1, 1],
  ['PLASTER STRIPS 20S', 3, 7, 1, 2],
  ['MOTION SICKNESS TAB 10S', 6, 12, 1, 1],
  ['CETIRIZINE 10MG 10S', 8, 18, 1, 1],
  ['HAND SANITISER 50ML', 3, 8, 1, 3],
  ['THROAT LOZENGES 16S', 5, 10, 1, 2],
  ['FACE MASK 3PLY 50S', 8, 20, 1, 1],
  ['VITAMIN C 1000MG 30S', 15, 35, 1, 1],
  ['CALAMINE LOTION 120ML', 4, 9, 1, 1],
  ['MEDICATED OIL 28ML', 6, 14, 1, 2],
];
const MY_STEMS = ['MEDIVIEW', 'SERI CEMPAKA', 'BAYU HIJAU', 'TAMAN MELATI', 'PERMAI JAYA', 'SETIA MURNI', 'DAMANSARA INDAH'];
const SG_STEMS = ['ORCHID PARK', 'TANGLIN VALE', 'KALLANG BAY', 'SERANGOON GROVE', 'TELOK KURAU', 'CLEMENTI WEST'];
/** [street line, postcode and town, telephone area code] */
const MY_PLACES = [
  ['NO. 12, JALAN SS 15/4', '47500 SUBANG JAYA, SELANGOR', '03'],
  ['LOT G-08, JALAN TUN RAZAK', '50400 KUALA LUMPUR', '03'],
  ['NO. 3A, JALAN BUNGA RAYA 2', '75100 MELAKA', '06'],
  ['23, LEBUH CHULIA', '10200 GEORGE TOWN, PULAU PINANG', '04'],
  ['NO. 8, JALAN PERMAS 10/2', '81750 JOHOR BAHRU, JOHOR', '07'],
  ['G-15, JALAN PANTAI BARU', '88000 KOTA KINABALU, SABAH', '088'],
] as const;
const SG_PLACES = [
  ['BLK 123 ANG MO KIO AVE 6 #01-4021', 'SINGAPORE 560123'],
  ['1 TANGLIN VALE ROAD #02-15', 'SINGAPORE 247912'],
  ['BLK 58 NEW UPPER CHANGI RD #01-1288', 'SINGAPORE 461058'],
  ['320 ORCHARD PARADE #03-07', 'SINGAPORE 238874'],
  ['BLK 451 CLEMENTI AVE 3 #01-309', 'SINGAPORE 120451'],
] as const;

/** [description, min, max, VAT code]: A standard rate 20 %, B zero-rated, E exempt (the till's codes). */
type UkItem = readonly [string, number, number, 'A' | 'B' | 'E'];
const UK_OTC: readonly UkItem[] = [
  ['IBUPROFEN 200MG TABS 16', 0.6, 2.5, 'A'],
  ['PARACETAMOL 500MG CAPS 16', 0.45, 1.2, 'A'],
  ['CETIRIZINE 10MG TABS 30', 2.5, 5, 'A'],
  ['LORATADINE 10MG TABS 30', 2.5, 5.5, 'A'],
  ['HAYFEVER EYE DROPS 10ML', 5, 9, 'A'],
  ['CHESTY COUGH MIXT 150ML', 4.5, 8, 'A'],
  ['THROAT LOZENGES 24', 3.5, 6, 'A'],
  ['REHYDRATION SACHETS 6', 4, 7, 'A'],
  ['LOPERAMIDE 2MG CAPS 6', 1.5, 4, 'A'],
  ['TRAVEL SICKNESS TABS 12', 3, 6, 'A'],
  ['BITE & STING CREAM 20G', 3.5, 7, 'A'],
  ['SUN CREAM SPF50 200ML', 6, 15, 'A'],
  ['BLISTER PLASTERS 6', 4.5, 8, 'A'],
  ['HYDROCORTISONE 1% CRM 15G', 3.5, 6, 'A'],
  ['DECONGESTANT SPRAY 15ML', 4, 7.5, 'A'],
  ['STILL WATER 500ML', 0.75, 1.35, 'A'],
  ['OAT CEREAL BAR', 0.6, 1.25, 'B'],
];
const UK_RX: readonly UkItem[] = [
  ['PVT RX AMOXICILLIN 500MG', 8.5, 18, 'B'],
  ['PVT RX CLARITHROMYCIN 500', 12, 28, 'B'],
  ['PVT RX SALBUTAMOL INHALER', 9, 16, 'B'],
  ['PVT RX PREDNISOLONE 5MG', 8, 15, 'B'],
  ['PVT RX NITROFURANTOIN 100', 9, 19, 'B'],
  ['PVT RX CHLORAMPHEN DROPS', 8, 14, 'B'],
];
const UK_SERVICES: readonly UkItem[] = [
  ['PHARMACY CONSULTATION', 15, 35, 'E'],
  ['TRAVEL HEALTH CONSULT', 20, 40, 'E'],
  ['BLOOD PRESSURE CHECK', 5, 12, 'E'],
];
const UK_STEMS = ['Harrow Lane', 'Beckwith', 'Pennywort', 'Ashcombe', 'Kingsmead', 'Fennimore', 'Wrexley'];
const UK_STREETS = ['High Street', 'Market Place', 'Church Street', 'Station Road', 'The Parade', 'Bridge Street'];
/** [town, postcode, dialling code] */
const UK_TOWNS = [
  ['Tewkesbury', 'GL20 5AL', '01684'],
  ['Harrogate', 'HG1 2RS', '01423'],
  ['Bury St Edmunds', 'IP33 1BQ', '01284'],
  ['Kendal', 'LA9 4DL', '01539'],
  ['Truro', 'TR1 2HW', '01872'],
  ['Leamington Spa', 'CV32 4AQ', '01926'],
  ['Salisbury', 'SP1 1EJ', '01722'],
] as const;

// ---------------------------------------------------------------------------------------------
// A drugstore register with an IIAS (FSA/HSA) summary, a payment-app screenshot, an Indonesian apotek

/** [register description, min, max, taxable, FSA/HSA eligible]: front-store lines of a drugstore register. */
type FrontItem = readonly [string, number, number, boolean, boolean];
const FRONT_STORE: readonly FrontItem[] = [
  ['IBUPROFEN 200MG TAB 100CT', 6, 14, true, true],
  ['ACETAMINOPHEN ES 500MG 100CT', 6, 13, true, true],
  ['ALLERGY CETIRIZINE 10MG 30CT', 9, 24, true, true],
  ['FLEX FABRIC BANDAGES 30CT', 3, 8, true, true],
  ['DIGITAL THERMOMETER', 8, 19, true, true],
  ['SALINE NASAL SPRAY 1.5OZ', 3, 7, true, true],
  ['COUGH DM MAX SYRUP 8OZ', 7, 14, true, true],
  ['NASAL ALLERGY SPRAY 120CT', 12, 26, true, true],
  ['HEARTBURN RELIEF 42CT', 10, 24, true, true],
  ['GLUCOSE TEST STRIPS 50CT', 18, 45, true, true],
  ['LANCETS 30G 100CT', 5, 12, true, true],
  ['CONTACT SOLUTION 12OZ', 7, 13, true, true],
  ['INSTANT COLD PACK', 2, 5, true, true],
  ['READING GLASSES +2.00', 10, 22, true, true],
  ['SUNSCREEN SPF50 LOTION 3OZ', 7, 13, true, true],
  ['FIRST AID KIT 100PC', 12, 22, true, true],
  ['HYDROCORTISONE 1% CRM 1OZ', 4, 8, true, true],
  ['VITAMIN D3 2000IU 90CT', 7, 16, true, false],
  ['EPSOM SALT 3LB', 3, 7, true, false],
  ['LIP BALM SPF15 2PK', 2, 5, true, false],
  ['TOOTHPASTE WHITENING 4OZ', 3, 7, true, false],
  ['SPRING WATER 24PK', 4, 7, false, false],
  ['PROTEIN BAR CHOC', 1.5, 3.5, false, false],
];
/** EMV application identifiers by card brand, as a chip slip prints them. */
const EMV_AID: Record<string, string> = { VISA: 'A0000000031010', MASTERCARD: 'A0000000041010', DISCOVER: 'A0000001523010', AMEX: 'A00000002501', 'US DEBIT': 'A0000000980840' };

/** Payment apps and banks a patient sends a practice money with (invented names). */
const P2P_APPS = ['Paybee', 'Zipcash', 'Kinly Pay'];
const P2P_BANKS = ['Harbor Point Bank', 'Prairie Federal Credit Union', 'Keystone Savings Bank', 'Bluewater Community Bank'];
/** Memo lines patients write, by kind of practice, with '#' for the visit day (M/D). */
const P2P_MEMOS: Record<'clinic' | 'dental' | 'urgent' | 'lab', readonly string[]> = {
  clinic: ['copay #', 'Copay #', 'copay for visit #', 'office visit #', 'balance on account', 'statement balance', 'copay - Dr appt #', 'physical #'],
  dental: ['dentist cleaning #', 'cleaning #', 'copay #', 'filling balance', 'dental #'],
  urgent: ['urgent care #', 'copay #', 'Copay #', 'visit #'],
  lab: ['lab bill', 'bloodwork #', 'lab statement', 'labs #'],
};

/** [description, unit price min, max (rupiah), quantity min, max] as an Indonesian apotek or klinik prints it. */
type IdItem = readonly [string, number, number, number, number];
const ID_APOTEK: readonly IdItem[] = [
  ['PARASETAMOL 500 MG TAB', 400, 900, 10, 20],
  ['AMOKSISILIN 500 MG KAPS', 800, 1800, 10, 15],
  ['ORALIT 200 SACHET', 1000, 2000, 5, 10],
  ['LOPERAMID 2 MG TAB', 600, 1500, 6, 12],
  ['ATTAPULGIT 600 MG TAB', 700, 1500, 6, 12],
  ['ANTASIDA DOEN SUSP 60 ML', 5000, 9000, 1, 2],
  ['CTM 4 MG TAB', 200, 500, 10, 20],
  ['CETIRIZIN 10 MG TAB', 600, 1500, 10, 10],
  ['DOMPERIDON 10 MG TAB', 500, 1200, 10, 10],
  ['MINYAK KAYU PUTIH 60 ML', 18000, 28000, 1, 2],
  ['POVIDON IODIN 10% 30 ML', 12000, 22000, 1, 1],
  ['PLESTER LUKA 10 LBR', 5000, 9000, 1, 2],
  ['LOTION ANTI NYAMUK 50 ML', 9000, 16000, 1, 2],
  ['SALEP KULIT 10 G', 8000, 20000, 1, 1],
  ['VITAMIN C 1000 MG 10 TAB', 15000, 35000, 1, 2],
  ['MASKER MEDIS 3 PLY 50 PCS', 25000, 45000, 1, 1],
  ['KASA STERIL 16X16 CM', 5000, 12000, 1, 2],
  ['TETES MATA 15 ML', 12000, 25000, 1, 1],
  ['OBAT BATUK SIRUP 100 ML', 15000, 30000, 1, 1],
  ['TABIR SURYA SPF 50 60 ML', 45000, 90000, 1, 1],
];
const ID_KLINIK: readonly IdItem[] = [
  ['JASA DOKTER UMUM', 75000, 200000, 1, 1],
  ['TINDAKAN NEBULIZER', 50000, 120000, 1, 1],
  ['JAHIT LUKA (HECTING)', 150000, 350000, 1, 1],
  ['RAWAT LUKA', 50000, 125000, 1, 1],
  ['INFUS + CAIRAN RL', 200000, 450000, 1, 1],
  ['CEK GULA DARAH', 20000, 35000, 1, 1],
  ['SUNTIK / INJEKSI', 40000, 90000, 1, 1],
];
const ID_FEES: readonly IdItem[] = [
  ['ADMINISTRASI', 10000, 25000, 1, 1],
  ['TUSLAH / EMBALASE', 2000, 5000, 1, 1],
];
const ID_STEMS = ['SEHAT SELALU', 'MITRA MEDIKA', 'SARI HUSADA', 'BUNDA FARMA', 'CAHAYA SEHAT', 'BERKAH MEDIKA', 'KARYA HUSADA', 'TIRTA WARAS'];
/** [street line, district/town and postcode, telephone area code] */
const ID_PLACES = [
  ['Jl. Raya Kuta No. 88', 'Kuta, Badung, Bali 80361', '0361'],
  ['Jl. Danau Tamblingan No. 17', 'Sanur, Denpasar 80228', '0361'],
  ['Jl. Raya Ubud No. 5', 'Ubud, Gianyar, Bali 80571', '0361'],
  ['Jl. Malioboro No. 120', 'Yogyakarta 55213', '0274'],
  ['Jl. Dago No. 45', 'Bandung 40135', '022'],
  ['Jl. Kemang Raya No. 9', 'Jakarta Selatan 12730', '021'],
  ['Jl. Raya Darmo No. 61', 'Surabaya 60265', '031'],
] as const;
const ID_CASHIERS = ['RINA', 'DEWI', 'PUTU', 'AGUS', 'SITI', 'KOMANG', 'YULI', 'ANDI', 'WAYAN'];

const devFamilies: FamilyDef[] = [
  // A chain pharmacy's register slip: narrow roll, Courier, RX# blocks with insurance savings notes and
  // fill dates, taxable front-store items, the date and time unlabelled at the bottom.
  fam('rx-register-thermal', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-2digit', 'us-slash'], ['plain']);
    const W = 216;
    const X = 20;
    const COLS = 36;
    const R = X + COLS * 4.8;
    const merchant = org(rng, c.split, 'pharmacy').toUpperCase();
    const iso = txnDate(rng);
    const p = place(rng);
    const rx = linesFrom(rng, RX_DRUGS, count(c, [1, 2], [1, 4]));
    const otc = linesFrom(rng, OTC, count(c, [0, 1], [0, 4]), (d) => d.toUpperCase());
    const rate = rng.pick([0.0625, 0.07, 0.0825, 0.06, 0.0725]);
    const t = tally([...rx, ...otc], { taxRate: rate });
    const cd = card(rng, ['Visa', 'Mastercard', 'Discover', 'FSA Visa', 'HSA Mastercard']);
    const method = `${shortBrand(cd.brand)} ${mask(cd, 'stars4')}`;
    const store = rng.digits(4);
    const reg = `0${rng.int(1, 9)}`;
    const txn = `${store}-${reg}-${rng.digits(4)}-${rng.digits(4)}`;
    const fill = addDays(iso, -rng.int(1, 4));
    const showFill = rng.bool(0.6);
    const s = slip(W, 8, 'mono');
    const line = (text: string, o: Partial<Cell> = {}) => s.row([{ text, x: X, ...o }]);
    const amount = (label: string, value: string, font: FontName = 'mono') => s.row([{ text: label, x: X, font }, { text: value, x: R, align: 'right', font }]);
    s.row([centred(merchant, W, 10, 'mono-bold')]);
    s.row([centred(p.street.toUpperCase(), W, 8, 'mono')]);
    s.row([centred(p.city.toUpperCase(), W, 8, 'mono')]);
    s.row([centred(`PHARMACY ${phone(rng)}`, W, 8, 'mono')], 4);
    line(`${w.caps('store')} ${store}   ${w.caps('register')} ${reg}`);
    line(`${colon(w.caps('cashier'))} ${rng.pick(n.FIRST_NAMES).toUpperCase()}`);
    line('-'.repeat(COLS));
    const rxLabel = colon(w.caps('rx'));
    const savedLabel = w.caps('savingsNote');
    for (const item of rx) {
      line(`${rxLabel} ${rng.digits(7)}`);
      amount(` ${item.description}`, f.money(item.amount));
      if (rng.bool(0.7)) amount(`  ${savedLabel}`, f.money(rng.money(4, 140)));
      if (showFill) line(`  FILLED ${f.date(fill)}`);
    }
    for (const item of otc) amount(item.description, `${f.money(item.amount)} T`);
    line('-'.repeat(COLS));
    amount(w.caps('subtotal'), f.money(t.subtotal));
    amount(`${w.caps('tax')} ${rateText(rate)}`, f.money(t.tax));
    amount(w.caps('total'), f.money(t.total), 'mono-bold');
    amount(method, f.money(t.total));
    line(`${colon(w.caps('auth'))} ${rng.letters(1)}${rng.digits(5)}`);
    line(`${colon(w.caps('txnId'))} ${txn}`);
    s.space(4);
    line(`${f.date(iso)}  ${clock(rng, '12z')}`);
    s.space(6);
    for (const l of wrap('PRESCRIPTIONS CANNOT BE RETURNED OR EXCHANGED. OTHER ITEMS RETURNABLE WITHIN 60 DAYS WITH RECEIPT.', 40)) line(l, { size: 7 });
    s.space(4);
    s.row([centred(bars(rng, 28), W, 9, 'mono')]);
    s.row([centred(rng.digits(14), W, 8, 'mono')], 4);
    for (const l of wrap(noise(rng, c.split).toUpperCase(), 40)) line(l, { size: 7 });
    return { truth: truthOf(merchant, iso, t, method, txn, [...rx, ...otc]), doc: cut(s), parts: partsOf(t) };
  }),

  // A drugstore register in fixed-width lines (one text run per line): quantities, member coupons as
  // trailing-minus credits, sales tax, cash tendered and change or a debit card, TC# and return-by date.
  fam('drugstore-cash-change', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'us-2digit', 'us-dash'], ['plain'], ['trailing-minus', 'minus']);
    const W = 252;
    const X = 20;
    const COLS = 44;
    const merchant = org(rng, c.split, 'drugstore').toUpperCase();
    const iso = txnDate(rng);
    const p = place(rng);
    const picks = [...linesFrom(rng, OTC, count(c, [1, 3], [2, 9])), ...linesFrom(rng, GROCERY, count(c, [0, 1], [0, 2]))].map((l) => ({ ...l, description: l.description.toUpperCase() }));
    const s = slip(W, 8, 'mono');
    const line = (text: string, o: Partial<Cell> = {}) => s.row([{ text, x: X, ...o }]);
    s.row([centred(merchant, W, fitSize(merchant, 'mono-bold', 10, W - 40), 'mono-bold')]);
    s.row([centred(`${w.caps('store')} ${rng.digits(4)}`, W, 8, 'mono')]);
    s.row([centred(p.street.toUpperCase(), W, 8, 'mono')]);
    s.row([centred(p.city.toUpperCase(), W, 8, 'mono')]);
    s.row([centred(phone(rng), W, 8, 'mono')], 6);
    line(pad(`${f.date(iso)} ${clock(rng, '24s')}`, `${w.caps('register')} ${rng.int(1, 12)}`, COLS));
    line('');
    const couponLabel = w.caps('discount');
    const items: Line[] = [];
    let discount = 0;
    for (const pick of picks) {
      const qty = rng.bool(0.25) ? rng.int(2, 3) : 1;
      const amount = roundCents(pick.amount * qty);
      const flag = pick.taxable ? 'T' : 'N';
      if (qty > 1) {
        line(pick.description);
        line(pad(`  ${qty} @ ${f.money(pick.amount)}`, `${f.money(amount)} ${flag}`, COLS));
      } else line(pad(pick.description, `${f.money(amount)} ${flag}`, COLS));
      items.push({ ...pick, amount });
      if (rng.bool(0.3)) {
        const off = roundCents(Math.min(amount * 0.3, rng.pick([0.5, 1, 1.5, 2, 3])));
        discount = roundCents(discount + off);
        line(pad(`  ${couponLabel}`, `${f.credit(off)}  `, COLS));
      }
    }
    const rate = rng.pick([0.0625, 0.0825, 0.07, 0.05, 0.06]);
    const t = tally(items, { taxRate: rate, discount });
    line('');
    line(pad(`     ${w.caps('subtotal')}`, f.money(roundCents(t.subtotal - t.discount)), COLS));
    line(pad(`     ${w.caps('tax')} ${rateText(rate)}`, f.money(t.tax), COLS));
    line(pad(`**** ${w.caps('total')}`, f.money(t.total), COLS), { font: 'mono-bold' });
    const cash = rng.bool(0.6);
    const method = cash ? 'CASH' : 'DEBIT CARD';
    line(`${colon(w.caps('method'))} ${method}`);
    if (cash) {
      const tendered = rng.pick([Math.ceil(t.total / 5) * 5, Math.ceil(t.total / 10) * 10, Math.ceil(t.total / 20) * 20 + 20]);
      line(pad(`     ${w.caps('tendered')}`, f.money(tendered), COLS));
      line(pad(`     ${w.caps('change')}`, f.money(roundCents(tendered - t.total)), COLS));
    } else {
      const cd = card(rng, ['Debit']);
      line(pad('     DEBIT TEND', f.money(t.total), COLS));
      line(`     ACCT ${mask(cd, 'stars12')}`);
      line(`     ${colon(w.caps('auth'))} ${rng.digits(6)}`);
      line(pad(`     ${w.caps('change')}`, f.money(0), COLS));
    }
    line('');
    line(`# ITEMS SOLD ${items.length}`);
    const tc = `${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`;
    line(`${w.caps('txnId')} ${tc}`);
    s.row([centred(bars(rng, 36), W, 9, 'mono')], 4);
    line(`RETURN BY ${f.date(addDays(iso, 30))}`);
    line(`${colon(w.caps('cashier'))} ${rng.pick(n.FIRST_NAMES).toUpperCase()} ${rng.pick(n.LAST_NAMES)[0] ?? ''}`);
    for (const l of wrap(noise(rng, c.split).toUpperCase(), COLS)) line(l);
    return { truth: truthOf(merchant, iso, t, method, tc, items), doc: cut(s), parts: partsOf(t) };
  }),

  // A card terminal slip from a clinic: MID/terminal, CREDIT SALE, date and time on two lines, masked
  // card, entry method, EMV AID/TVR lines, auth and reference numbers, amount, cardholder agreement.
  fam('terminal-chip-slip', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-2digit', 'us-slash', 'upper-abbrev'], ['dollar', 'plain']);
    const W = 194;
    const X = 20;
    const COLS = 34;
    const R = X + COLS * 4.5;
    const merchant = org(rng, c.split, rng.pick(['clinic', 'urgent'] as const)).toUpperCase();
    const iso = txnDate(rng);
    const p = place(rng);
    const t = tally([], { base: rng.money(15, 480) });
    const cd = card(rng, ['Visa', 'Mastercard', 'Discover']);
    const brand = shortBrand(cd.brand);
    const aid: Record<string, string> = { VISA: 'A0000000031010', MASTERCARD: 'A0000000041010', DISCOVER: 'A0000001523010' };
    const ref = rng.digits(6);
    const s = slip(W, 7.5, 'mono');
    const line = (text: string, o: Partial<Cell> = {}) => s.row([{ text, x: X, ...o }]);
    const kv = (label: string, value: string) => line(pad(label, value, COLS));
    s.row([centred(merchant, W, fitSize(merchant, 'mono-bold', 9, W - 40), 'mono-bold')]);
    s.row([centred(p.street.toUpperCase(), W, 7.5, 'mono')]);
    s.row([centred(p.city.toUpperCase(), W, 7.5, 'mono')]);
    s.row([centred(phone(rng), W, 7.5, 'mono')], 6);
    kv(colon(w.caps('merchantId')), `******${rng.digits(4)}`);
    kv(colon(w.caps('register')), rng.digits(8));
    s.space(4);
    s.row([centred(rng.pick(['CREDIT SALE', 'SALE', 'PURCHASE']), W, 9, 'mono-bold')], 4);
    kv(colon(w.caps('date')), f.date(iso));
    kv('TIME:', clock(rng, rng.pick(['24s', '12z'] as const)));
    kv('BATCH #:', rng.digits(6));
    kv(colon(w.caps('txnId')), ref);
    kv(colon(w.caps('method')), brand);
    const acct = mask(cd, rng.pick(['stars12', 'x12'] as const));
    kv('ACCT #:', acct);
    kv(colon(w.caps('entry')), rng.pick(['CHIP', 'CONTACTLESS', 'SWIPED', 'CHIP READ']));
    kv('AID:', aid[brand] ?? 'A0000000031010');
    kv('TVR:', `00${rng.digits(8)}`);
    kv(colon(w.caps('auth')), `${rng.digits(2)}${rng.letters(1)}${rng.digits(3)}`);
    s.space(6);
    s.row([{ text: w.caps('total'), x: X, font: 'mono-bold', size: 9 }, { text: f.money(t.total), x: R, align: 'right', font: 'mono-bold', size: 9 }], 6);
    s.row([centred('APPROVED', W, 9, 'mono-bold')], 6);
    if (rng.bool(0.5)) {
      line('X_______________________________');
      line(personName(rng).toUpperCase());
      for (const l of wrap('I AGREE TO PAY ABOVE TOTAL AMOUNT ACCORDING TO CARD ISSUER AGREEMENT', COLS)) line(l);
    } else line('NO SIGNATURE REQUIRED');
    s.space(4);
    s.row([centred('CUSTOMER COPY', W, 7.5, 'mono')]);
    return { truth: truthOf(merchant, iso, t, `${brand} ${acct}`, ref, []), doc: cut(s), parts: partsOf(t) };
  }),

  // A wheelchair-van trip slip: pickup and drop-off times and places (a hospital's name as destination),
  // driver, fare lines with mileage at a rate, a tip, the total, card and reference.
  fam('transport-tip-slip', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'us-short', 'us-2digit'], ['dollar', 'plain']);
    const W = 236;
    const X = 20;
    const COLS = 40;
    const R = X + COLS * 4.8;
    const merchant = org(rng, c.split, 'transport').toUpperCase();
    const iso = txnDate(rng);
    const miles = Math.round((2 + rng.next() * 28) * 10) / 10;
    const perMile = rng.pick([2.25, 2.5, 2.75, 3, 3.5]);
    const base = linesFrom(rng, TRANSPORT_LINES.slice(0, 1), 1);
    const extras = linesFrom(rng, TRANSPORT_LINES.slice(1), count(c, [0, 1], [0, 2]));
    const items: Line[] = [...base, { description: `LOADED MILES ${miles.toFixed(1)} @ ${perMile.toFixed(2)}`, amount: roundCents(miles * perMile), taxable: false }, ...extras];
    const sub = roundCents(items.reduce((s, l) => s + l.amount, 0));
    const tip = rng.bool(0.5) ? roundCents(sub * rng.pick([0.1, 0.15, 0.18, 0.2])) : rng.pick([3, 5, 10]);
    const t = tally(items, { tip });
    const cd = card(rng, ['Visa', 'Mastercard', 'Discover', 'American Express']);
    const method = `${shortBrand(cd.brand)} ${mask(cd, 'stars4')}`;
    const ref = `${rng.letters(2)}${rng.digits(8)}`;
    const s = slip(W, 8, 'mono');
    const line = (text: string, o: Partial<Cell> = {}) => s.row([{ text, x: X, ...o }]);
    const amount = (label: string, value: number, font: FontName = 'mono') => s.row([{ text: label, x: X, font }, { text: f.money(value), x: R, align: 'right', font }]);
    s.row([centred(merchant, W, fitSize(merchant, 'mono-bold', 10, W - 40), 'mono-bold')]);
    s.row([centred(phone(rng), W, 8, 'mono')]);
    s.row([centred('TRIP RECEIPT', W, 9, 'mono-bold')], 4);
    line(`TRIP #: ${rng.digits(5)}-${rng.digits(2)}`);
    line(`${colon(w.caps('date'))} ${f.date(iso)}`);
    const pickup = place(rng);
    const dest = `${rng.pick(n.PROVIDER_STEMS)} ${rng.pick(n.HOSPITAL_SUFFIX)}`.toUpperCase();
    line(`PICKUP  ${clock(rng, '24', [6, 11])}  ${pickup.street.toUpperCase()}`);
    line(`DROP    ${clock(rng, '24', [12, 17])}`);
    line(`  ${dest}`);
    line(`DRIVER: ${rng.pick(n.FIRST_NAMES).toUpperCase()}   VAN ${rng.digits(2)}`);
    line('-'.repeat(COLS));
    for (const item of items) amount(item.description, item.amount);
    line('-'.repeat(COLS));
    amount(w.caps('subtotal'), t.subtotal);
    amount(w.caps('tip'), t.tip);
    amount(w.caps('total'), t.total, 'mono-bold');
    s.space(4);
    line(`${colon(w.caps('method'))} ${method}`);
    line(`${colon(w.caps('auth'))} ${rng.digits(6)}`);
    line(`${colon(w.caps('txnId'))} ${ref}`);
    s.space(6);
    for (const l of wrap('THANK YOU FOR RIDING WITH US. SCHEDULE RETURN TRIPS AT LEAST 24 HOURS AHEAD.', COLS)) line(l, { size: 7 });
    return { truth: truthOf(merchant, iso, t, method, ref, items), doc: cut(s), parts: partsOf(t) };
  }),

  // A patient portal page printed from the browser: print date and title at the top, URL and 1/1 at
  // the bottom, site navigation, a label-beside-value summary, the visits paid and the total again.
  fam('patient-portal-print', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'long', 'abbrev'], ['dollar']);
    const hospital = rng.bool(0.5);
    const merchant = org(rng, c.split, hospital ? 'hospital' : 'clinic');
    const iso = txnDate(rng);
    const printed = addDays(iso, rng.int(0, 6));
    const payer = personName(rng);
    const items = linesFrom(rng, hospital ? HOSPITAL_LINES : CLINIC_PAYMENTS, count(c, [1, 3], [1, 5]));
    const t = tally(items);
    const cd = card(rng, ['Visa', 'Mastercard', 'HSA Visa', 'FSA Mastercard', 'Discover']);
    const method = rng.bool(0.85) ? `${cd.brand} ending in ${cd.last4}` : `Checking account ending in ${cd.last4}`;
    const conf = `${rng.letters(2)}${rng.digits(9)}`;
    const acct = rng.digits(8);
    const s = new Sheet({ size: 9.5, font: 'regular', top: 56, bottom: 60 });
    s.row([{ text: merchant, x: 50, size: 18, font: 'bold' }]);
    s.row([{ text: 'Home      Messages      Appointments      Test Results      Billing      Sign Out', x: 50, size: 8, grey: 0.45 }], 12);
    s.row([{ text: w.get('title'), x: 50, size: 14, font: 'bold' }]);
    s.row([{ text: `Thank you, ${firstName(payer)}. Your payment has been received.`, x: 50 }], 10);
    beside(
      s,
      [
        [w.get('txnId'), conf],
        [w.get('date'), `${f.date(iso)} ${clock(rng, '12')}`],
        [w.get('total'), f.money(t.total)],
        [w.get('method'), method],
        [w.get('payer'), payer],
        [w.get('account'), acct],
      ],
      { x: 50, valueX: 220, size: 10, gap: 2 },
    );
    s.space(14);
    const visitLabel = w.get('visitDate');
    s.row([{ text: w.get('itemHeader'), x: 50, font: 'bold' }, { text: visitLabel, x: 340, font: 'bold' }, { text: w.get('amountHeader'), x: 560, font: 'bold', align: 'right' }]);
    for (const item of items) s.row([{ text: item.description, x: 50 }, { text: f.date(addDays(iso, -rng.int(5, 90))), x: 340 }, { text: f.money(item.amount), x: 560, align: 'right' }]);
    s.row([{ text: w.get('total'), x: 50, font: 'bold' }, { text: f.money(t.total), x: 560, font: 'bold', align: 'right' }], 8);
    s.row([{ text: w.get('balanceAfter'), x: 50 }, { text: f.money(rng.bool(0.5) ? 0 : rng.money(10, 900)), x: 560, align: 'right' }], 14);
    s.row([{ text: `A copy of this receipt was sent to ${firstName(payer).toLowerCase()}.${lastName(payer).toLowerCase()}@example.com.`, x: 50, size: 8 }]);
    s.row([{ text: noise(rng, c.split), x: 50, size: 8 }]);
    const pages = s.pages;
    const printedAt = `${formatDate(printed, 'us-short')}, ${clock(rng, '12')}`;
    const url = `https://portal.${slugOf(merchant)}.example/billing/payments/confirmation?id=${conf}`;
    everyPage(pages, (page, total) => [
      { text: printedAt, x: 24, y: 20, size: 7 },
      { ...centred(`${merchant} - Billing`, 612, 7, 'regular'), y: 20 },
      { text: url, x: 24, y: 768, size: 7 },
      { text: `${page}/${total}`, x: 588, y: 768, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(merchant, iso, t, method, conf, items), doc: s.spec, parts: partsOf(t) };
  }),

  // A hospital "quick pay" receipt: the amount large in a summary, a grid of labels above values, and
  // a table of the hospital accounts paid (account, service date, description, amount) with the total.
  fam('billing-quickpay-grid', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'us-short', 'abbrev', 'iso'], ['dollar', 'dollar-nocomma']);
    const merchant = org(rng, c.split, 'hospital');
    const iso = txnDate(rng);
    const p = place(rng);
    const payer = personName(rng);
    const items = linesFrom(rng, HOSPITAL_LINES, count(c, [1, 3], [1, 6]));
    const t = tally(items);
    const cd = card(rng);
    const method = `${cd.brand} ${mask(cd, rng.pick(['stars4', 'x-last'] as const))}`;
    const id = `QP-${rng.digits(4)}-${rng.digits(6)}`;
    const s = new Sheet({ size: 9, font: 'regular', top: 48 });
    s.row([{ text: merchant, x: 50, size: 16, font: 'bold' }]);
    s.row([{ text: `${p.street}, ${p.city}`, x: 50, size: 8 }]);
    s.row([{ text: `${colon(w.get('phone'))} ${phone(rng)}`, x: 50, size: 8 }], 12);
    s.row([{ text: w.get('title'), x: 50, size: 12, font: 'bold' }], 6);
    s.row([{ text: w.get('total'), x: 50, size: 9, grey: 0.35 }]);
    s.row([{ text: f.money(t.total), x: 50, size: 22, font: 'bold' }], 10);
    above(
      s,
      [
        [w.get('date'), `${f.date(iso)} ${clock(rng, '12')}`],
        [w.get('txnId'), id],
        [w.get('method'), method],
        [w.get('payer'), payer],
        [w.get('account'), rng.digits(9)],
        ['Email', `${firstName(payer).toLowerCase()}${rng.digits(2)}@example.com`],
      ],
      { x: 50, columnWidth: 175, perRow: 3 },
    );
    s.space(8);
    const head: Cell[] = [
      { text: 'Account', x: 50, font: 'bold' },
      { text: w.get('visitDate'), x: 140, font: 'bold' },
      { text: w.get('itemHeader'), x: 240, font: 'bold' },
      { text: w.get('amountHeader'), x: 560, font: 'bold', align: 'right' },
    ];
    s.row(head);
    for (const item of items) s.row([{ text: rng.digits(8), x: 50 }, { text: f.date(addDays(iso, -rng.int(10, 120))), x: 140 }, { text: item.description, x: 240 }, { text: f.money(item.amount), x: 560, align: 'right' }]);
    s.row([{ text: w.get('total'), x: 240, font: 'bold' }, { text: f.money(t.total), x: 560, font: 'bold', align: 'right' }], 14);
    s.row([{ text: 'Please keep this receipt for your records. Payments may take 2 business days to appear on your account.', x: 50, size: 8 }]);
    return { truth: truthOf(merchant, iso, t, method, id, items), doc: s.spec, parts: partsOf(t) };
  }),

  // A practice-management receipt from the front desk: two-column header (practice left, receipt
  // number, date and print time right), patient block, Date/Provider/Description/Amount table, the
  // method (or Check #) and an account summary that prints the payment again.
  fam('front-desk-pm-receipt', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'us-short', 'us-2digit'], ['dollar', 'plain']);
    const merchant = org(rng, c.split, 'clinic');
    const iso = txnDate(rng);
    const p = place(rng);
    const payer = personName(rng);
    const items = linesFrom(rng, CLINIC_PAYMENTS, count(c, [1, 3], [1, 5]));
    const t = tally(items);
    const kind = rng.pick(['card', 'card', 'cash', 'check'] as const);
    const cd = card(rng);
    const method = kind === 'card' ? `${cd.brand} ${mask(cd, 'x-last')}` : kind === 'cash' ? 'Cash' : 'Check';
    const rcpt = rng.digits(6);
    const dr = doctor(rng);
    const s = new Sheet({ size: 9, font: 'regular', top: 50, bottom: 60 });
    s.row([{ text: merchant, x: 50, size: 14, font: 'bold' }, { text: w.get('title'), x: 560, size: 12, font: 'bold', align: 'right' }]);
    s.row([{ text: p.street, x: 50 }, { text: `${colon(w.get('txnId'))} ${rcpt}`, x: 560, align: 'right' }]);
    s.row([{ text: p.city, x: 50 }, { text: `${colon(w.get('date'))} ${f.date(iso)}`, x: 560, align: 'right' }]);
    s.row([{ text: `${colon(w.get('phone'))} ${phone(rng)}`, x: 50 }, { text: `${colon(w.get('printDate'))} ${f.date(addDays(iso, rng.int(0, 3)))} ${clock(rng, '12')}`, x: 560, align: 'right' }], 14);
    beside(
      s,
      [
        [w.get('payer'), payer],
        [w.get('account'), rng.digits(7)],
        [w.get('provider'), dr],
        [w.get('visitDate'), f.date(addDays(iso, -rng.int(0, 30)))],
      ],
      { x: 50, valueX: 170 },
    );
    s.space(10);
    s.row([{ text: 'Date', x: 50, font: 'bold' }, { text: 'Provider', x: 120, font: 'bold' }, { text: w.get('itemHeader'), x: 250, font: 'bold' }, { text: w.get('amountHeader'), x: 560, font: 'bold', align: 'right' }]);
    for (const item of items) s.row([{ text: f.date(iso), x: 50 }, { text: `Dr. ${lastName(dr)}`, x: 120 }, { text: item.description, x: 250 }, { text: f.money(item.amount), x: 560, align: 'right' }]);
    s.space(4);
    s.row([{ text: w.get('total'), x: 250, font: 'bold' }, { text: f.money(t.total), x: 560, font: 'bold', align: 'right' }]);
    s.row([{ text: colon(w.get('method')), x: 250 }, { text: method, x: 560, align: 'right' }]);
    if (kind === 'check') s.row([{ text: colon(w.get('check')), x: 250 }, { text: rng.digits(4), x: 560, align: 'right' }]);
    s.space(12);
    const before = roundCents(t.total + (rng.bool(0.5) ? 0 : rng.money(10, 600)));
    s.row([{ text: 'Account Summary', x: 330, font: 'bold' }]);
    s.row([{ text: w.get('balanceBefore'), x: 330 }, { text: f.money(before), x: 560, align: 'right' }]);
    s.row([{ text: 'Payments Today', x: 330 }, { text: f.money(t.total), x: 560, align: 'right' }]);
    s.row([{ text: w.get('balanceAfter'), x: 330, font: 'bold' }, { text: f.money(roundCents(before - t.total)), x: 560, align: 'right', font: 'bold' }], 16);
    s.row([{ text: 'Thank you for your payment.', x: 50 }]);
    s.row([{ text: noise(rng, c.split), x: 50, size: 8 }]);
    everyPage(s.pages, (page, total) => [{ ...centred(`Page ${page} of ${total}`, 612, 7, 'regular'), y: 765 }]);
    return { truth: truthOf(merchant, iso, t, method, rcpt, items), doc: s.spec, parts: partsOf(t) };
  }),

  // A pre-printed receipt book slip filled in by hand: the practice's rubber stamp, a red receipt
  // number, date, "Received From", the amount in words and figures, "For", a ticked payment box and
  // initials, all handwritten (italic, slightly turned and off the lines).
  fam('receipt-book-handwritten', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-short', 'us-2digit', 'us-dash'], ['plain']);
    const merchant = org(rng, c.split, rng.pick(['clinic', 'dental'] as const));
    const iso = txnDate(rng);
    const p = place(rng);
    const payer = personName(rng);
    const t = tally([], { base: rng.bool(0.5) ? rng.pick([20, 25, 30, 40, 50, 75, 100, 150]) : rng.money(15, 600) });
    const number = rng.digits(6).replace(/^./, '0');
    const methods = ['Cash', 'Check', 'Money Order', 'Card'];
    const method = rng.pick(methods);
    const s = new Sheet({ size: 9, font: 'regular', width: 504, height: 252, top: 22, bottom: 8 });
    let y = 0;
    const row = (cells: Cell[], gap = 0) => {
      s.row(cells, gap);
      y = lastY(s);
    };
    const hand = (text: string, x: number, size = 12.5, rotate = rng.pick([-2.5, -1.5, -1, 1, 1.5, 2.5])) => {
      s.pages[0]?.push(placed({ text, x: x + rng.int(-2, 8), y: y - rng.int(3, 6), size, font: 'italic', rotate, grey: 0.12 }));
    };
    row([{ text: merchant, x: 24, size: 12, font: 'bold', grey: 0.3 }, { text: 'RECEIPT', x: 480, size: 16, font: 'bold', align: 'right' }]);
    row([{ text: `${p.street}, ${p.city}`, x: 24, size: 7.5, grey: 0.3 }, { text: `No. ${number}`, x: 480, size: 12, font: 'mono-bold', align: 'right', grey: 0.35 }]);
    row([{ text: phone(rng), x: 24, size: 7.5, grey: 0.3 }], 8);
    const dateLabel = w.get('date');
    const dateEnd = 300 + textWidth(dateLabel, 'regular', 9) + 6;
    row([{ text: dateLabel, x: 300 }, { text: '_'.repeat(Math.floor((476 - dateEnd) / 5)), x: dateEnd }], 8);
    hand(f.date(iso), dateEnd + 8);
    row([{ text: 'Received From', x: 24 }, { text: '_______________________________________________________________', x: 90 }], 8);
    hand(payer, 104);
    row([{ text: '_____________________________________________________________________________', x: 24 }, { text: 'Dollars', x: 430 }], 8);
    hand(dollarsInWords(t.total), 34, 11.5);
    row([{ text: 'For', x: 24 }, { text: '______________________________________________', x: 44 }, { text: '$', x: 330, size: 14, font: 'bold' }, { text: '________________', x: 342 }], 8);
    hand(rng.pick(['Office visit copay', 'Balance on account', 'Copay', 'Cleaning - self pay', 'Physical exam', 'Payment on acct']), 56);
    hand(f.money(t.total), 356, 14);
    const boxes = [24, 84, 150, 250];
    row(methods.map((m, i): Cell => ({ text: `[    ] ${m}`, x: boxes[i] ?? 24 })), 6);
    hand('X', (boxes[methods.indexOf(method)] ?? 24) + 1, 13);
    if (method === 'Check') {
      row([{ text: 'Check No.', x: 24 }, { text: '____________', x: 70 }], 4);
      hand(rng.digits(4), 78);
    }
    const due = w.get('balanceAfter');
    const dueEnd = 24 + textWidth(due, 'regular', 9) + 6;
    row([{ text: due, x: 24 }, { text: '____________', x: dueEnd }, { text: 'By', x: 300 }, { text: '______________________', x: 316 }], 4);
    hand(rng.bool(0.5) ? '0' : '-', dueEnd + 16);
    hand(rng.pick(n.FIRST_NAMES), 330, 13, 3);
    return { truth: truthOf(merchant, iso, t, method, number, []), doc: s.spec, parts: partsOf(t) };
  }),

  // An e-mailed receipt printed to PDF: subject, From/To/Sent lines (the sent date may be the next
  // day), then the practice's letterhead, inline "Label: value" details, a short item table, the total
  // and paragraphs of footer text that can run onto a second page (page x of y).
  fam('emailed-receipt-print', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['abbrev', 'us-slash', 'long'], ['dollar']);
    const merchant = org(rng, c.split, rng.pick(['clinic', 'hospital', 'lab', 'urgent'] as const));
    const iso = txnDate(rng);
    const p = place(rng);
    const payer = personName(rng);
    const items = Array.from({ length: count(c, [1, 3], [1, 18]) }, () => linesFrom(rng, CLINIC_PAYMENTS, 1)[0] as Line);
    const t = tally(items);
    const cd = card(rng, ['Visa', 'Mastercard', 'Discover', 'American Express', 'HSA Visa']);
    const method = `${cd.brand} ${mask(cd, rng.pick(['ending', 'grouped', 'stars4'] as const))}`;
    const id = `${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}`;
    const slug = slugOf(merchant);
    const s = new Sheet({ size: 10, font: 'regular', top: 44, bottom: 64 });
    s.row([{ text: `Your payment receipt from ${merchant}`, x: 50, size: 13, font: 'bold' }], 4);
    s.row([{ text: `From: ${merchant} Billing <billing@${slug}.example>`, x: 50, size: 9 }]);
    s.row([{ text: `To: ${payer} <${firstName(payer).toLowerCase()}${rng.digits(3)}@example.com>`, x: 50, size: 9 }]);
    s.row([{ text: `Sent: ${formatDate(addDays(iso, rng.bool(0.3) ? 1 : 0), 'long-weekday')} ${clock(rng, '12')}`, x: 50, size: 9 }]);
    s.row([{ text: '_'.repeat(96), x: 50, size: 8, grey: 0.5 }], 14);
    s.row([{ text: merchant, x: 50, size: 16, font: 'bold' }]);
    s.row([{ text: `${p.street} | ${p.city} | ${phone(rng)}`, x: 50, size: 8 }], 10);
    s.row([{ text: w.get('title'), x: 50, size: 12, font: 'bold' }], 4);
    s.row([{ text: `Hello ${firstName(payer)},`, x: 50 }]);
    for (const l of wrap('Thank you for your payment. Please keep this email as your receipt. The details of your payment are below.', 100)) s.row([{ text: l, x: 50 }]);
    s.space(6);
    for (const [label, value] of [
      [w.get('txnId'), id],
      [w.get('date'), `${f.date(iso)} ${clock(rng, '12lower')}`],
      [w.get('method'), method],
      [w.get('account'), rng.digits(8)],
    ] as const) s.row([{ text: `${colon(label)} ${value}`, x: 50 }]);
    s.space(10);
    s.row([{ text: w.get('itemHeader'), x: 50, font: 'bold' }, { text: w.get('amountHeader'), x: 400, font: 'bold', align: 'right' }]);
    for (const item of items) s.row([{ text: item.description, x: 50 }, { text: f.money(item.amount), x: 400, align: 'right' }]);
    s.row([{ text: w.get('total'), x: 50, font: 'bold' }, { text: f.money(t.total), x: 400, font: 'bold', align: 'right' }], 14);
    const paragraphs = [
      `Questions about your bill? Call ${phone(rng)}, Monday through Friday, 8 a.m. to 6 p.m.`,
      'This message was sent from an unmonitored mailbox. Please do not reply to this email.',
      'Your payment will appear on your next statement. If you have a payment plan, this payment counts toward your next installment.',
      `To view statements, update your insurance or set up paperless billing, sign in at https://pay.${slug}.example.`,
      'This email may contain confidential health information. If you received it in error, please delete it and notify the sender.',
      `You are receiving this email because you made a payment to ${merchant}. To stop receiving payment emails, update your preferences online.`,
    ];
    for (const para of paragraphs.slice(0, c.options.onePage ? 2 : rng.int(3, 6))) {
      for (const l of wrap(para, 110)) s.row([{ text: l, x: 50, size: 8, grey: 0.3 }]);
      s.space(6);
    }
    everyPage(s.pages, (page, total) => [
      { text: `Your payment receipt from ${merchant}`, x: 50, y: 770, size: 7 },
      { text: `Page ${page} of ${total}`, x: 562, y: 770, size: 7, align: 'right' },
    ]);
    return { truth: truthOf(merchant, iso, t, method, id, items), doc: s.spec, parts: partsOf(t) };
  }),

  // A payment acknowledgement letter (serif): letterhead, the letter date (days after the payment),
  // address block, RE: account line, a paragraph that names the amount and the day it was received, a
  // short summary (sometimes without a reference number) and the remaining balance. No items.
  fam('acknowledgement-letter', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['long', 'us-slash', 'abbrev'], ['dollar']);
    const merchant = org(rng, c.split, rng.pick(['hospital', 'clinic', 'lab'] as const));
    const iso = txnDate(rng);
    const p = place(rng);
    const home = place(rng);
    const payer = personName(rng);
    const t = tally([], { base: rng.money(25, 2500) });
    const cd = card(rng);
    const method = rng.pick([`${cd.brand} ending in ${cd.last4}`, 'Personal check', 'Electronic funds transfer', `${cd.brand} card`]);
    const ref = rng.bool(0.6) ? `${rng.digits(3)}${rng.letters(1)}${rng.digits(6)}` : undefined;
    const s = new Sheet({ size: 11, font: 'serif', top: 60, bottom: 60 });
    s.row([{ text: merchant, x: 72, size: 16, font: 'bold' }]);
    s.row([{ text: 'Patient Financial Services', x: 72, size: 10, font: 'italic' }]);
    s.row([{ text: `${p.street}, ${p.city}`, x: 72, size: 9 }]);
    s.row([{ text: `${colon(w.get('phone'))} ${phone(rng)}`, x: 72, size: 9 }], 20);
    s.row([{ text: formatDate(addDays(iso, rng.int(2, 10)), 'long'), x: 72 }], 14);
    s.row([{ text: payer, x: 72 }]).row([{ text: home.street, x: 72 }]).row([{ text: home.city, x: 72 }], 12);
    s.row([{ text: `RE: ${w.get('account')} ${rng.digits(8)}`, x: 72, font: 'bold' }], 8);
    s.row([{ text: `Dear ${payer}:`, x: 72 }], 6);
    const para = `Thank you for your payment of ${formatMoney(t.total, 'dollar')} received on ${formatDate(iso, 'long')}. The payment has been applied to your account for services provided on ${formatDate(addDays(iso, -rng.int(14, 120)), 'long')}.`;
    for (const l of wrap(para, 88)) s.row([{ text: l, x: 72 }]);
    s.space(10);
    const pairs: [string, string][] = [
      [w.get('date'), f.date(iso)],
      [w.get('total'), f.money(t.total)],
      [w.get('method'), method],
      ...(ref ? [[w.get('txnId'), ref] as [string, string]] : []),
      [w.get('balanceAfter'), f.money(rng.bool(0.4) ? 0 : rng.money(10, 1500))],
    ];
    beside(s, pairs, { x: 96, valueX: 270, size: 10.5, labelFont: 'serif', valueFont: 'bold' });
    s.space(10);
    for (const l of wrap('If you have any questions about your account, please call us Monday through Friday, 8:00 a.m. to 5:00 p.m. We appreciate the opportunity to serve you.', 88)) s.row([{ text: l, x: 72 }]);
    s.space(12);
    s.row([{ text: 'Sincerely,', x: 72 }], 22);
    s.row([{ text: 'Patient Financial Services', x: 72 }]);
    return { truth: truthOf(merchant, iso, t, method, ref, []), doc: s.spec, parts: partsOf(t) };
  }),

  // A lab patient-service-center self-pay slip: requisition number, patient and date of birth, the
  // collection time, CPT code + test lines, a self-pay discount percentage, card, reference and date.
  fam('lab-selfpay-kiosk', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'us-2digit'], ['plain', 'dollar'], ['minus', 'parens']);
    const W = 236;
    const X = 20;
    const COLS = 40;
    const merchant = org(rng, c.split, 'lab').toUpperCase();
    const iso = txnDate(rng);
    const p = place(rng);
    const items = linesFrom(rng, LAB_TESTS, count(c, [1, 3], [1, 6]));
    const pct = rng.pick([0.2, 0.25, 0.3, 0.4]);
    const sum = roundCents(items.reduce((s, l) => s + l.amount, 0));
    const t = tally(items, { discount: roundCents(sum * pct) });
    const cd = card(rng, ['Visa', 'Mastercard', 'Discover', 'HSA Visa']);
    const method = `${shortBrand(cd.brand)} ${mask(cd, 'stars4')}`;
    const ref = rng.digits(10);
    const s = slip(W, 8, 'mono');
    const line = (text: string, o: Partial<Cell> = {}) => s.row([{ text, x: X, ...o }]);
    const kv = (label: string, value: string, o: Partial<Cell> = {}) => line(pad(label, value, COLS), o);
    s.row([centred(merchant, W, fitSize(merchant, 'mono-bold', 10, W - 40), 'mono-bold')]);
    s.row([centred(`PATIENT SERVICE CENTER #${rng.digits(4)}`, W, 8, 'mono')]);
    s.row([centred(p.street.toUpperCase(), W, 8, 'mono')]);
    s.row([centred(p.city.toUpperCase(), W, 8, 'mono')], 4);
    s.row([centred('SELF-PAY RECEIPT', W, 9, 'mono-bold')]);
    line('='.repeat(COLS));
    kv(colon(w.caps('otherId')), `${rng.letters(2)}${rng.digits(7)}`);
    kv(colon(w.caps('payer')), personName(rng).toUpperCase());
    kv('DOB:', f.date(rng.date('1940-01-01', '2005-12-31')));
    kv('COLLECTED:', `${f.date(iso)} ${clock(rng, '24', [6, 15])}`);
    line('-'.repeat(COLS));
    for (const item of items) kv(`${LAB_CODES[item.description] ?? ''} ${item.description}`, f.money(item.amount));
    line('-'.repeat(COLS));
    kv(w.caps('subtotal'), f.money(t.subtotal));
    kv(`${w.caps('discount')} ${Math.round(pct * 100)}%`, f.credit(t.discount));
    kv(w.caps('total'), f.money(t.total), { font: 'mono-bold' });
    s.space(4);
    kv(colon(w.caps('method')), method);
    kv(colon(w.caps('auth')), rng.digits(6));
    kv(colon(w.caps('txnId')), ref);
    kv(colon(w.caps('date')), `${f.date(iso)} ${clock(rng, '24', [6, 16])}`);
    s.space(6);
    s.row([centred('THANK YOU', W, 9, 'mono-bold')]);
    for (const l of wrap('INSURANCE WAS NOT BILLED FOR THIS VISIT. SELF-PAY PRICES APPLY TO TESTS PAID IN FULL AT THE TIME OF SERVICE.', COLS)) line(l, { size: 7 });
    return { truth: truthOf(merchant, iso, t, method, ref, items), doc: cut(s), parts: partsOf(t) };
  }),

  // A medical supply store's half-sheet sales receipt (landscape 8.5 x 5.5 in): Qty, Item #,
  // Description, Unit Price, Ext. Price; discount in parentheses, tax rate, total, method and a zero
  // balance; long orders continue on further half sheets with the table header repeated.
  fam('supply-store-halfsheet', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'us-dash', 'abbrev'], ['dollar', 'plain'], ['parens']);
    const merchant = org(rng, c.split, 'supply');
    const iso = txnDate(rng);
    const p = place(rng);
    const picks = linesFrom(rng, SUPPLIES, count(c, [1, 3], [2, 16]));
    const items = picks.map((l) => {
      const qty = rng.bool(0.2) ? rng.int(2, 3) : 1;
      return { ...l, qty, unit: l.amount, amount: roundCents(l.amount * qty), code: `${rng.letters(2)}-${rng.digits(5)}` };
    });
    const sum = roundCents(items.reduce((s, l) => s + l.amount, 0));
    const rate = rng.pick([0.06, 0.065, 0.0725, 0.0875]);
    const t = tally(items, { taxRate: rate, discount: rng.bool(0.4) ? roundCents(sum * 0.1) : 0 });
    const cd = card(rng);
    const method = `${cd.brand} ${mask(cd, 'stars4')}`;
    const id = `R${rng.digits(7)}`;
    const title = w.get('title');
    const amountHead = w.get('amountHeader');
    const itemHead = w.get('itemHeader');
    const header = (sh: Sheet) =>
      sh.row([
        { text: 'Qty', x: 40, font: 'bold', size: 8 },
        { text: 'Item #', x: 70, font: 'bold', size: 8 },
        { text: itemHead, x: 140, font: 'bold', size: 8 },
        { text: 'Unit Price', x: 470, font: 'bold', size: 8, align: 'right' },
        { text: amountHead, x: 572, font: 'bold', size: 8, align: 'right' },
      ]);
    const s = new Sheet({ size: 9, font: 'regular', width: 612, height: 396, top: 30, bottom: 40 }, (sh) => {
      sh.row([{ text: merchant, x: 40, font: 'bold', size: 10 }, { text: `${title} (continued)`, x: 572, font: 'bold', size: 10, align: 'right' }], 6);
      header(sh);
    });
    s.row([{ text: merchant, x: 40, size: 14, font: 'bold' }, { text: title.toUpperCase(), x: 572, size: 13, font: 'bold', align: 'right' }]);
    s.row([{ text: p.street, x: 40, size: 8 }, { text: colon(w.get('txnId')), x: 420, size: 8 }, { text: id, x: 572, size: 8, align: 'right' }]);
    s.row([{ text: p.city, x: 40, size: 8 }, { text: colon(w.get('date')), x: 420, size: 8 }, { text: f.date(iso), x: 572, size: 8, align: 'right' }]);
    s.row([{ text: phone(rng), x: 40, size: 8 }, { text: colon(w.get('cashier')), x: 420, size: 8 }, { text: rng.pick(n.FIRST_NAMES), x: 572, size: 8, align: 'right' }]);
    s.row([{ text: `${colon(w.get('payer'))} ${personName(rng)}`, x: 40, size: 8 }], 8);
    header(s);
    for (const item of items) {
      s.row([
        { text: String(item.qty), x: 40 },
        { text: item.code, x: 70 },
        { text: item.description, x: 140 },
        { text: f.money(item.unit), x: 470, align: 'right' },
        { text: f.money(item.amount), x: 572, align: 'right' },
      ]);
    }
    s.space(6);
    const totals: [string, string, FontName?][] = [[w.get('subtotal'), f.money(t.subtotal)]];
    if (t.discount > 0) totals.push([`${w.get('discount')} 10%`, f.credit(t.discount)]);
    totals.push([`${w.get('tax')} ${rateText(rate)}`, f.money(t.tax)], [w.get('total'), f.money(t.total), 'bold'], [`${colon(w.get('method'))} ${method}`, f.money(t.total)], [w.get('balanceAfter'), f.money(0)]);
    for (const [label, value, font] of totals) s.row([{ text: label, x: 350, font }, { text: value, x: 572, align: 'right', font }]);
    s.space(4);
    s.row([{ text: 'All sales of opened items are final. Rental equipment is billed monthly in advance.', x: 40, size: 7 }]);
    everyPage(s.pages, (page, total) => [{ text: `Page ${page} of ${total}`, x: 572, y: 374, size: 7, align: 'right' }]);
    return { truth: truthOf(merchant, iso, t, method, id, items), doc: s.spec, parts: partsOf(t) };
  }),

  // A dental office payment receipt: practice header, patient/provider block, a table with date,
  // tooth, ADA code, description and amount, a cash discount in parentheses, the total, method and
  // reference, and the next appointment (a later date) under it.
  fam('dental-payment-receipt', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'us-dash', 'us-short'], ['dollar', 'plain'], ['parens', 'minus']);
    const merchant = org(rng, c.split, 'dental');
    const iso = txnDate(rng);
    const p = place(rng);
    const procs = pickDistinct(rng, DENTAL, count(c, [1, 3], [1, 6]));
    const items: Line[] = procs.map(([, description, min, max]) => ({ description, amount: rng.money(min, max), taxable: false }));
    const sum = roundCents(items.reduce((s, l) => s + l.amount, 0));
    const pct = rng.pick([0, 0.05, 0.05, 0.1]);
    const t = tally(items, { discount: roundCents(sum * pct) });
    const cd = card(rng, ['Visa', 'Mastercard', 'Discover', 'American Express', 'HSA Debit']);
    const method = rng.bool(0.8) ? `${cd.brand} ${mask(cd, 'x-last')}` : 'Cash';
    const ref = rng.digits(7);
    const s = new Sheet({ size: 9.5, font: 'regular', top: 50 });
    s.row([{ text: merchant, x: 50, size: 15, font: 'bold' }]);
    s.row([{ text: `${p.street}, ${p.city}`, x: 50, size: 8.5 }]);
    s.row([{ text: `${colon(w.get('phone'))} ${phone(rng)}`, x: 50, size: 8.5 }], 10);
    s.row([{ text: w.get('title'), x: 50, size: 12, font: 'bold' }], 4);
    beside(
      s,
      [
        [w.get('payer'), personName(rng)],
        [w.get('account'), rng.digits(6)],
        [w.get('provider'), `${doctor(rng)}, DDS`],
        [w.get('date'), f.date(iso)],
      ],
      { x: 50, valueX: 160 },
    );
    s.space(10);
    s.row([{ text: 'Date', x: 50, font: 'bold' }, { text: 'Tooth', x: 115, font: 'bold' }, { text: 'Code', x: 160, font: 'bold' }, { text: w.get('itemHeader'), x: 210, font: 'bold' }, { text: w.get('amountHeader'), x: 560, font: 'bold', align: 'right' }]);
    procs.forEach(([code], i) => {
      const item = items[i];
      if (!item) return;
      s.row([{ text: f.date(iso), x: 50 }, { text: TOOTH_CODES.has(code) ? String(rng.int(2, 31)) : '', x: 115 }, { text: code, x: 160 }, { text: item.description, x: 210 }, { text: f.money(item.amount), x: 560, align: 'right' }]);
    });
    s.space(6);
    if (t.discount > 0) {
      s.row([{ text: w.get('subtotal'), x: 380 }, { text: f.money(t.subtotal), x: 560, align: 'right' }]);
      s.row([{ text: `${w.get('discount')} ${Math.round(pct * 100)}%`, x: 380 }, { text: f.credit(t.discount), x: 560, align: 'right' }]);
    }
    s.row([{ text: w.get('total'), x: 380, font: 'bold' }, { text: f.money(t.total), x: 560, align: 'right', font: 'bold' }]);
    s.row([{ text: w.get('method'), x: 380 }, { text: method, x: 560, align: 'right' }]);
    s.row([{ text: w.get('txnId'), x: 380 }, { text: ref, x: 560, align: 'right' }], 16);
    const next = addDays(iso, rng.pick([90, 180, 182, 14, 21]));
    s.row([{ text: `Next appointment: ${formatDate(next, 'long-weekday')} at ${clock(rng, '12', [8, 16])}`, x: 50, font: 'bold' }]);
    s.row([{ text: noise(rng, c.split), x: 50, size: 8 }]);
    return { truth: truthOf(merchant, iso, t, method, ref, items), doc: s.spec, parts: partsOf(t) };
  }),

  // A self check-in kiosk slip (proportional font on a narrow roll): check-in line with first name and
  // last initial, appointment time and doctor, copay lines, "total charged", method, reference, date.
  fam('checkin-kiosk-copay', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'abbrev', 'us-short'], ['dollar']);
    const W = 240;
    const merchant = org(rng, c.split, rng.pick(['clinic', 'urgent', 'hospital'] as const));
    const iso = txnDate(rng);
    const payer = personName(rng);
    const items = linesFrom(rng, CLINIC_PAYMENTS, count(c, [1, 2], [1, 3]));
    const t = tally(items);
    const cd = card(rng, ['Visa Debit', 'Mastercard', 'Visa', 'FSA Visa', 'Discover']);
    const method = `${cd.brand} ${mask(cd, 'stars4')}`;
    const ref = `${rng.letters(1)}${rng.digits(9)}`;
    const s = slip(W, 8.5, 'regular', 22);
    s.row([centred(merchant, W, fitSize(merchant, 'bold', 11, W - 44), 'bold')]);
    s.row([centred('Self Check-In Kiosk', W, 8, 'regular')]);
    s.row([centred(`Kiosk ${rng.letters(1)}-${rng.int(1, 12)}`, W, 7, 'regular', { grey: 0.4 })], 8);
    s.row([{ text: `Check-in complete for ${firstName(payer)} ${lastName(payer)[0] ?? ''}.`, x: 20 }]);
    s.row([{ text: `Appointment ${clock(rng, '12', [8, 17])} with ${doctor(rng)}`, x: 20 }], 8);
    for (const item of items) s.row([{ text: item.description, x: 20 }, { text: f.money(item.amount), x: 220, align: 'right' }]);
    s.row([{ text: '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', x: 20, size: 7, grey: 0.4 }]);
    s.row([{ text: w.get('total'), x: 20, font: 'bold' }, { text: f.money(t.total), x: 220, align: 'right', font: 'bold' }], 4);
    s.row([{ text: colon(w.get('method')), x: 20 }, { text: method, x: 220, align: 'right' }]);
    s.row([{ text: colon(w.get('txnId')), x: 20 }, { text: ref, x: 220, align: 'right' }]);
    s.row([{ text: colon(w.get('date')), x: 20 }, { text: `${f.date(iso)} ${clock(rng, '12')}`, x: 220, align: 'right' }], 8);
    s.row([centred('Please take your receipt.', W, 8, 'regular')]);
    for (const l of wrap(noise(rng, c.split), 48)) s.row([centred(l, W, 7, 'regular')]);
    return { truth: truthOf(merchant, iso, t, method, ref, items), doc: cut(s), parts: partsOf(t) };
  }),

  // A physician's invoice that was paid: INVOICE title with its own number and date (earlier than the
  // payment), Bill To block, service lines, subtotal, self-pay discount and total, a payment block
  // with the payment date, method and confirmation, a zero balance and a turned PAID stamp.
  fam('invoice-paid-stamp', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'long', 'us-short', 'abbrev'], ['dollar', 'usd'], ['minus', 'parens']);
    const merchant = org(rng, c.split, rng.pick(['clinic', 'urgent'] as const));
    const iso = txnDate(rng);
    const invoiceDate = addDays(iso, -rng.int(3, 35));
    const p = place(rng);
    const home = place(rng);
    const payer = personName(rng);
    const items = linesFrom(rng, CLINIC_PAYMENTS.filter(([d]) => !d.startsWith('Copay') && !d.includes('payment')), count(c, [1, 3], [1, 6]));
    const sum = roundCents(items.reduce((s, l) => s + l.amount, 0));
    const t = tally(items, { discount: rng.bool(0.5) ? roundCents(sum * rng.pick([0.1, 0.15, 0.2])) : 0 });
    const cd = card(rng);
    const method = rng.bool(0.8) ? `${cd.brand} ${mask(cd, 'ending')}` : 'ACH bank transfer';
    const conf = rng.digits(9);
    const s = new Sheet({ size: 10, font: 'regular', top: 50 });
    s.row([{ text: merchant, x: 50, size: 16, font: 'bold' }, { text: 'INVOICE', x: 560, size: 16, font: 'bold', align: 'right' }]);
    s.row([{ text: p.street, x: 50 }, { text: `Invoice #: INV-${rng.digits(5)}`, x: 560, align: 'right' }]);
    s.row([{ text: p.city, x: 50 }, { text: `Invoice Date: ${f.date(invoiceDate)}`, x: 560, align: 'right' }]);
    s.row([{ text: phone(rng), x: 50 }], 14);
    s.row([{ text: 'Bill To:', x: 50, font: 'bold' }]);
    s.row([{ text: payer, x: 50 }]).row([{ text: home.street, x: 50 }]).row([{ text: home.city, x: 50 }], 12);
    s.row([{ text: w.get('visitDate'), x: 50, font: 'bold' }, { text: w.get('itemHeader'), x: 160, font: 'bold' }, { text: w.get('amountHeader'), x: 560, font: 'bold', align: 'right' }]);
    for (const item of items) s.row([{ text: f.date(addDays(invoiceDate, -rng.int(0, 10))), x: 50 }, { text: item.description, x: 160 }, { text: f.money(item.amount), x: 560, align: 'right' }]);
    s.space(6);
    s.row([{ text: w.get('subtotal'), x: 360 }, { text: f.money(t.subtotal), x: 560, align: 'right' }]);
    if (t.discount > 0) s.row([{ text: w.get('discount'), x: 360 }, { text: f.credit(t.discount), x: 560, align: 'right' }]);
    s.row([{ text: w.get('total'), x: 360, font: 'bold' }, { text: f.money(t.total), x: 560, align: 'right', font: 'bold' }], 16);
    s.row([{ text: 'PAYMENT RECEIVED - THANK YOU', x: 50, font: 'bold' }], 4);
    beside(
      s,
      [
        [w.get('date'), f.date(iso)],
        [w.get('method'), method],
        [w.get('txnId'), conf],
        ['Amount Applied', f.money(t.total)],
        [w.get('balanceAfter'), f.money(0)],
      ],
      { x: 50, valueX: 200, labelFont: 'regular' },
    );
    stamp(s.pages, 0, { text: rng.pick(['PAID', 'PAID IN FULL']), x: 330, y: 250 + rng.int(0, 60), size: 44, rotate: rng.pick([18, 24, 30]), grey: 0.78 });
    return { truth: truthOf(merchant, iso, t, method, conf, items), doc: s.spec, parts: partsOf(t) };
  }),

  // A hospital gift shop's register slip (narrow roll, Courier): the hospital's name on top and the shop
  // under it, store/operator/transaction numbers, T/N tax flags, a volunteer discount as a trailing-minus
  // credit, visitor parking sold at the same till, "BAL DUE", cash and change or a card, the ids again
  // beside the date and time at the bottom.
  fam('hospital-giftshop-register', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-2digit', 'us-slash'], ['plain'], ['trailing-minus']);
    const W = 216;
    const COLS = 38;
    const X = 22;
    const merchant = org(rng, c.split, 'hospital').toUpperCase();
    const iso = txnDate(rng);
    const p = place(rng);
    const gifts = linesFrom(rng, GIFT_SHOP, count(c, [1, 3], [1, 7]));
    const parking = rng.bool(0.35) ? linesFrom(rng, PARKING, 1) : [];
    const items: Line[] = [];
    const s = slip(W, 7.5, 'mono');
    const line = (text: string, o: Partial<Cell> = {}) => s.row([{ text, x: X, ...o }]);
    s.row([centred(merchant, W, fitSize(merchant, 'mono-bold', 9, W - 44), 'mono-bold')]);
    s.row([centred(rng.pick(['AUXILIARY GIFT SHOP', 'VOLUNTEER GIFT SHOP', 'LOBBY GIFT SHOP']), W, 8, 'mono-bold')]);
    s.row([centred(p.street.toUpperCase(), W, 7.5, 'mono')]);
    s.row([centred(p.city.toUpperCase(), W, 7.5, 'mono')]);
    s.row([centred(phone(rng), W, 7.5, 'mono')], 6);
    const store = rng.digits(4);
    const op = String(rng.int(101, 199));
    const reg = `0${rng.int(1, 4)}`;
    const trn = rng.digits(5);
    line(pad(`ST# ${store}  OP# ${op}`, `TR# ${trn}`, COLS));
    line(`${w.caps('register')} ${reg}   SALE`);
    line('');
    for (const g of gifts) {
      const qty = rng.bool(0.2) ? rng.int(2, 3) : 1;
      const amount = roundCents(g.amount * qty);
      if (qty > 1) {
        line(g.description);
        line(pad(`  ${qty} @ ${f.money(g.amount)}`, `${f.money(amount)} T`, COLS));
      } else line(pad(g.description, `${f.money(amount)} T`, COLS));
      items.push({ ...g, amount });
    }
    for (const l of parking) {
      line(pad(l.description, `${f.money(l.amount)} N`, COLS));
      items.push(l);
    }
    const giftSum = roundCents(items.filter((l) => l.taxable).reduce((sum, l) => sum + l.amount, 0));
    const pct = rng.bool(0.3) ? rng.pick([0.1, 0.15, 0.2]) : 0;
    const discount = roundCents(giftSum * pct);
    if (discount > 0) line(pad(`  VOLUNTEER DISC ${Math.round(pct * 100)}%`, `${f.credit(discount)} `, COLS));
    const rate = rng.pick([0.06, 0.065, 0.07, 0.0725, 0.0825]);
    const t = tally(items, { discount, tax: roundCents((giftSum - discount) * rate) });
    line('');
    line(pad('         SUBTOTAL', f.money(roundCents(t.subtotal - t.discount)), COLS));
    line(pad(`         TAX 1  ${rateText(rate)}`, f.money(t.tax), COLS));
    line(pad('   **** BAL DUE', f.money(t.total), COLS), { font: 'mono-bold' });
    line('');
    const cash = rng.bool(0.45);
    let method: string;
    if (cash) {
      method = 'CASH';
      const tendered = rng.pick([Math.ceil(t.total / 5) * 5, Math.ceil(t.total / 10) * 10, Math.ceil(t.total / 20) * 20]);
      line(pad('         CASH', f.money(tendered), COLS));
      line(pad('         CHANGE', f.money(roundCents(tendered - t.total)), COLS));
    } else {
      const cd = card(rng, ['Visa', 'Mastercard', 'Discover', 'American Express']);
      method = `${shortBrand(cd.brand)} ${mask(cd, 'x12')}`;
      line(pad(method, f.money(t.total), COLS));
      line(`  APPR CODE ${rng.digits(6)}   ${rng.pick(['CHIP', 'TAP', 'SWIPE'])}`);
      line(pad('         CHANGE', f.money(0), COLS));
    }
    line('');
    line(`NUMBER OF ITEMS ${items.length}`);
    if (parking.length > 0) line('PARKING VALID UNTIL 11:59 PM TODAY');
    s.space(4);
    line(`${f.date(iso)} ${clock(rng, '24')}  ${store} ${reg} ${op} ${trn}`);
    s.row([centred(bars(rng, 30), W, 9, 'mono')], 6);
    for (const l of wrap(`PROCEEDS SUPPORT PATIENT PROGRAMS AT ${merchant}. THANK YOU FOR SHOPPING WITH US!`, COLS)) s.row([centred(l, W, 7, 'mono')]);
    return { truth: truthOf(merchant, iso, t, method, trn, items), doc: cut(s), parts: partsOf(t) };
  }),

  // A hosted payment page printed after paying a bill online (full page, not a portal screen): the
  // practice's name as the heading, the amount charged large with "Paid with Visa ending in 1234" under
  // it, a dotted-leader list (confirmation code, processed on, cardholder, authorization), the bills the
  // payment was applied to, sometimes a convenience fee, and the payment processor's small print.
  fam('hosted-pay-confirmation', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['long', 'abbrev', 'us-slash'], ['dollar']);
    const merchant = org(rng, c.split, rng.pick(['clinic', 'hospital', 'lab', 'urgent'] as const));
    const iso = txnDate(rng);
    const p = place(rng);
    const payer = personName(rng);
    const patient = rng.bool(0.6) ? payer : `${rng.pick(n.FIRST_NAMES)} ${lastName(payer)}`;
    const items = linesFrom(rng, PORTAL_BILLS, count(c, [1, 2], [1, 4]));
    const fee = rng.bool(0.4) ? rng.pick([1.95, 2.5, 2.95, 3.5]) : 0;
    const t = tally(items, { tax: fee });
    const cd = card(rng, ['Visa', 'Mastercard', 'Discover', 'American Express', 'HSA Visa']);
    const method = `${cd.brand} ending in ${cd.last4}`;
    const conf = `${rng.letters(3)}${rng.digits(8)}`;
    const processor = rng.pick(['Trellis Pay', 'Ledgerline Health Payments', 'ClearLane Patient Pay']);
    const s = new Sheet({ size: 10, font: 'regular', top: 54, bottom: 60 });
    const centre = (text: string, size: number, font: FontName = 'regular', o: Partial<Cell> = {}) => s.row([centred(text, 612, size, font, o)]);
    centre(merchant, 18, 'bold');
    centre(`${p.street}  |  ${p.city}`, 8.5, 'regular', { grey: 0.35 });
    s.space(18);
    centre(rng.pick(['Payment successful', 'Payment complete']), 15, 'bold');
    centre(`Thank you, ${firstName(payer)}. We received your payment.`, 10);
    s.space(12);
    const L = 140;
    const R = 472;
    s.row([{ text: '_'.repeat(60), x: L, size: 10, grey: 0.6 }], 8);
    s.row([{ text: 'Amount charged', x: L, size: 9, grey: 0.35 }]);
    s.row([{ text: f.money(t.total), x: L, size: 24, font: 'bold' }]);
    s.row([{ text: `Paid with ${method}`, x: L, size: 10 }], 8);
    const leader = (label: string, value: string) => {
      const dots = Math.max(3, Math.floor((R - L - textWidth(label, 'regular', 9.5) - textWidth(value, 'regular', 9.5) - 12) / (0.3 * 9.5)));
      s.row([{ text: `${label} ${'.'.repeat(dots)}`, x: L, size: 9.5, grey: 0.2 }, { text: value, x: R, size: 9.5, align: 'right' }], 2);
    };
    leader('Confirmation code', conf);
    leader('Processed on', `${f.date(iso)} at ${clock(rng, '12')}`);
    leader('Cardholder', payer);
    leader('Authorization', rng.digits(6));
    leader('Receipt sent to', `${firstName(payer)[0]?.toLowerCase() ?? ''}***@example.com`);
    s.row([{ text: '_'.repeat(60), x: L, size: 10, grey: 0.6 }], 14);
    s.row([{ text: 'Applied to', x: L, size: 11, font: 'bold' }], 4);
    s.row([
      { text: 'Bill', x: L, size: 8.5, font: 'bold' },
      { text: w.get('visitDate'), x: 312, size: 8.5, font: 'bold' },
      { text: 'Patient', x: 392, size: 8.5, font: 'bold' },
      { text: 'Amount', x: R, size: 8.5, font: 'bold', align: 'right' },
    ]);
    for (const item of items) {
      s.row([
        { text: item.description, x: L, size: 9 },
        { text: formatDate(addDays(iso, -rng.int(12, 150)), 'us-slash'), x: 312, size: 9 },
        { text: firstName(patient), x: 392, size: 9 },
        { text: f.money(item.amount), x: R, size: 9, align: 'right' },
      ]);
    }
    s.space(6);
    if (fee > 0) {
      s.row([{ text: 'Bills paid', x: 330, size: 9 }, { text: f.money(t.subtotal), x: R, size: 9, align: 'right' }]);
      s.row([{ text: 'Convenience fee', x: 330, size: 9 }, { text: f.money(t.tax), x: R, size: 9, align: 'right' }]);
    }
    s.row([{ text: 'Amount charged', x: 330, size: 9.5, font: 'bold' }, { text: f.money(t.total), x: R, size: 9.5, font: 'bold', align: 'right' }], 18);
    centre('[ Print receipt ]      [ Return to my account ]', 9, 'regular', { grey: 0.3 });
    s.space(18);
    const descriptor = `${merchant.toUpperCase().replace(/[^A-Z ]/g, '').slice(0, 18).trim()} ${p.city.split(',')[0]?.toUpperCase() ?? ''}`;
    const small = [
      `This charge will appear on your card statement as ${descriptor}.`,
      `Payments are processed by ${processor} on behalf of ${merchant}. Allow 1-2 business days for your balance to update.`,
      `${colon(w.get('phone'))} ${phone(rng)}`,
    ];
    for (const para of small) for (const l of wrap(para, 110)) s.row([{ text: l, x: L - 40, size: 7.5, grey: 0.35 }]);
    return { truth: truthOf(merchant, iso, t, method, conf, items), doc: s.spec, parts: partsOf(t) };
  }),
  // A Malaysian or Singaporean clinic or pharmacy's thermal bill, paid by a family member travelling
  // there: the company name with SDN BHD / PTE LTD and its registration number in brackets, SST or GST
  // registration, CASH BILL or TAX INVOICE, a day-first date, cashier and counter, qty x unit-price lines,
  // GST added (clinic) or included (pharmacy), cash rounded to 5 sen/cents, CASH and CHANGE or a card.
  fam('sea-clinic-cash-bill', 'dev', (c) => {
    const { rng, w } = c;
    const sg = rng.bool(0.4);
    const pharmacy = rng.bool(0.45);
    const f = fmt(rng, ['day-first-slash', 'day-first-dash-2digit'], sg ? ['plain', 'sgd'] : ['plain', 'rm']);
    const cur = f.moneyStyle === 'plain' ? (sg ? ' (S$)' : ' (RM)') : '';
    const plain = (value: number) => formatMoney(value, 'plain');
    const W = 228;
    const X = 20;
    const COLS = 40;
    const stem = rng.pick(sg ? SG_STEMS : MY_STEMS);
    const merchant = sg ? `${stem} ${pharmacy ? 'PHARMACY' : rng.pick(['MEDICAL CLINIC', 'FAMILY CLINIC'])} PTE LTD` : `${pharmacy ? 'FARMASI' : rng.pick(['KLINIK', 'POLIKLINIK'])} ${stem} SDN BHD`;
    const iso = dayFirstDay(rng);
    const regYear = String(rng.int(2008, 2022));
    const uen = `${regYear}${rng.digits(5)}${rng.letters(1)}`;
    const coNo = `${rng.digits(7)}-${rng.letters(1)}`;
    const reg = sg ? rng.pick([`(UEN: ${uen})`, `(CO. REG. NO. ${uen})`]) : rng.pick([`(${regYear}01${rng.digits(6)} (${coNo}))`, `(CO. NO. ${coNo})`]);
    const taxReg = sg ? `GST REG NO: ${rng.bool(0.6) ? uen : `M2-${rng.digits(7)}-${rng.digits(1)}`}` : `SST ID: ${rng.pick(['W10', 'B16', 'J31'])}-${rng.digits(4)}-${rng.digits(8)}`;
    let address: [string, string, string];
    if (sg) {
      const [street, town] = rng.pick(SG_PLACES);
      address = [street, town, `TEL: 6${rng.digits(3)} ${rng.digits(4)}`];
    } else {
      const [street, town, area] = rng.pick(MY_PLACES);
      address = [street, town, `TEL: ${area}-${area === '03' ? rng.digits(4) : rng.digits(3)} ${rng.digits(4)}`];
    }
    const title = sg ? rng.pick(['TAX INVOICE', 'TAX INVOICE / RECEIPT']) : rng.pick(pharmacy ? ['CASH BILL', 'TAX INVOICE'] : ['CASH BILL', 'RESIT RASMI / OFFICIAL RECEIPT']);
    const [y = '', m = ''] = iso.split('-');
    const billNo = `${sg ? 'TI' : rng.pick(['CB', 'CS'])}${y.slice(2)}${m}-${rng.digits(6)}`;
    const billLabel = sg ? 'INV NO' : rng.pick(['BILL NO', 'RECEIPT NO']);
    const defs: SeaItem[] = pharmacy ? pickDistinct(rng, SEA_RETAIL, count(c, [1, 3], [1, 7])) : [rng.pick(SEA_CONSULT), ...pickDistinct(rng, SEA_CLINIC, count(c, [1, 3], [1, 5]))];
    const items = defs.map(([description, lo, hi, qlo, qhi]) => {
      const qty = rng.int(qlo, qhi);
      const unit = !pharmacy && qty === 1 ? Math.round(rng.money(lo, hi)) : rng.money(lo, hi);
      const sku = pharmacy ? `  ${sg ? '888' : '955'}${rng.digits(10)}` : '';
      return { description, qty, unit, sku, amount: roundCents(qty * unit), taxable: false };
    });
    const sum = roundCents(items.reduce((total, l) => total + l.amount, 0));
    const gstAdded = sg && !pharmacy;
    const gst = gstAdded ? roundCents(sum * 0.09) : 0;
    const beforeRounding = roundCents(sum + gst);
    const cards = ['VISA', 'MASTERCARD', 'DEBIT CARD'];
    const tender = rng.pick(sg ? ['CASH', 'CASH', 'NETS', 'VISA', 'MASTERCARD', 'PAYNOW'] : ['CASH', 'CASH', 'CASH', 'VISA', 'MASTERCARD', 'DEBIT CARD', 'TNG EWALLET', 'DUITNOW QR']);
    const cash = tender === 'CASH';
    // Malaysia rounds a cash bill to the nearest 5 sen; Singapore shops often round down to 5 cents.
    const cents = Math.round(beforeRounding * 100);
    const adj = cash && (!sg || rng.bool(0.6)) ? ((sg ? Math.floor(cents / 5) : Math.round(cents / 5)) * 5 - cents) / 100 : 0;
    const t = tally(items, { tax: roundCents(gst + Math.max(adj, 0)), discount: Math.max(-adj, 0) });
    const adjText = `${adj < 0 ? '-' : ''}${Math.abs(adj).toFixed(2)}`;
    const s = slip(W, 7.5, 'mono');
    const line = (text: string, o: Partial<Cell> = {}) => s.row([{ text, x: X, ...o }]);
    const kv = (label: string, value: string, o: Partial<Cell> = {}) => line(pad(label, value, COLS), o);
    const bold = { font: 'mono-bold' as const };
    s.row([centred(merchant, W, fitSize(merchant, 'mono-bold', 9, W - 44), 'mono-bold')]);
    s.row([centred(reg, W, 7, 'mono')]);
    for (const l of address) s.row([centred(l, W, 7.5, 'mono')]);
    s.row([centred(taxReg, W, 7.5, 'mono')], 6);
    s.row([centred(title, W, 9, 'mono-bold')], 4);
    line(`${billLabel.padEnd(10)}: ${billNo}`);
    const time = clock(rng, rng.pick(['24s', '12z'] as const), [8, 21]);
    if (rng.bool(0.5)) line(pad(`DATE : ${f.date(iso)}`, `TIME : ${time}`, COLS));
    else line(pad(`${f.date(iso)} ${time}`, `POS0${rng.int(1, 4)}`, COLS));
    line(pad(`CASHIER : ${rng.pick(sg ? ['JASMINE', 'WEI JIE', 'PRIYA', 'SHARON', 'FARHAN'] : ['NURUL', 'KAVITHA', 'MEI LING', 'HAFIZ', 'ARUN', 'SITI'])}`, `COUNTER : ${String(rng.int(1, 6)).padStart(2, '0')}`, COLS));
    if (!pharmacy) {
      line(`PATIENT   : ${personName(rng).toUpperCase()}`);
      line(`PASSPORT  : ${rng.digits(9)}`);
      line(`DOCTOR    : ${rng.pick(sg ? ['DR. TAN WEI MING', 'DR. SHARMILA NAIR', 'DR. ONG BOON KIAT', 'DR. CHEW LI TING'] : ['DR. NUR AISYAH AHMAD', 'DR. LIM KOK HOE', 'DR. RAJESH KUMAR', 'DR. TAN MEI FONG', 'DR. MOHD HAFIZ ISMAIL'])}`);
    }
    line('-'.repeat(COLS));
    line(columns([['ITEM', 4], ['QTY', 23], ['U/PRICE', 32], ['AMOUNT', 40]]));
    line('-'.repeat(COLS));
    for (const item of items) {
      line(item.description);
      line(columns([[item.sku, 15], [String(item.qty), 23], [plain(item.unit), 32], [plain(item.amount), 40]]));
    }
    line('-'.repeat(COLS));
    if (sg) {
      kv('SUB TOTAL', plain(sum));
      if (gstAdded) kv('GST 9%', plain(gst));
      kv(`TOTAL INCL. GST${cur}`, f.money(beforeRounding), adj === 0 ? bold : {});
      if (adj !== 0) {
        kv('ROUNDING ADJ', adjText);
        kv(`NETT PAYABLE${cur}`, f.money(t.total), bold);
      }
    } else if (rng.bool(0.4)) {
      kv(`TOTAL${cur}`, f.money(sum), cash ? {} : bold);
      if (cash) {
        kv('ROUNDING ADJ.', adjText);
        kv(`NETT TOTAL${cur}`, f.money(t.total), bold);
      }
    } else {
      kv('SUB TOTAL', plain(sum));
      if (cash) kv('ROUNDING ADJ', adjText);
      kv(`${rng.pick(['TOTAL', 'JUMLAH/TOTAL'])}${cur}`, f.money(t.total), bold);
    }
    s.space(3);
    const change = w.caps('change');
    // The card's masked number beside its brand, as one method.
    let paidWith = tender;
    if (cash) {
      const tendered = rng.pick([t.total, Math.ceil(t.total / 10) * 10, Math.ceil(t.total / 50) * 50, Math.ceil(t.total / 100) * 100]);
      kv('CASH', f.money(tendered));
      kv(change, f.money(roundCents(tendered - t.total)));
    } else {
      kv(tender, f.money(t.total));
      if (cards.includes(tender)) {
        const cardNo = mask(card(rng), 'stars12');
        paidWith = `${tender} ${cardNo}`;
        line(`CARD NO : ${cardNo}`);
        line(`${colon(w.caps('auth'))} ${rng.digits(6)}`);
      } else line(`REF NO : ${rng.digits(8)}${rng.digits(8)}`);
      kv(change, f.money(0));
    }
    s.space(3);
    if (sg && !gstAdded) {
      const included = roundCents((sum * 9) / 109);
      line(columns([['GST SUMMARY', 11], ['AMT(EXCL)', 28], ['GST', 40]]));
      line(columns([['SR 9%', 5], [plain(roundCents(sum - included)), 28], [plain(included), 40]]));
    }
    line(`NO. OF ITEMS : ${items.length}   TOTAL QTY : ${items.reduce((q, l) => q + l.qty, 0)}`);
    s.space(6);
    const footer = sg ? ['GOODS SOLD ARE NOT REFUNDABLE', 'THANK YOU & GET WELL SOON'] : ['GOODS SOLD ARE NOT RETURNABLE', 'TERIMA KASIH', pharmacy ? 'SILA DATANG LAGI' : 'SEMOGA CEPAT SEMBUH'];
    for (const l of footer) s.row([centred(l, W, 7, 'mono')]);
    return { truth: truthOf(merchant, iso, t, paidWith, billNo, items), doc: cut(s), parts: partsOf(t) };
  }),

  // A UK high-street chemist's till receipt on an 80 mm roll (proportional font): shop, address and
  // VAT No., store/till/transaction, a day-first date, lines with VAT codes (private prescriptions
  // zero-rated, consultations exempt), a 3 for 2 saving, "TOTAL TO PAY", card payment or cash and change,
  // a VAT summary (net, VAT, gross), then the card slip (Contactless or PIN, AUTH CODE, dd/mm/yy).
  fam('uk-chemist-till', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['day-first-slash'], ['gbp']);
    const slipDate = rng.pick(['day-first-2digit', 'day-first-slash'] as const);
    const plain = (value: number) => formatMoney(value, 'plain');
    const W = 226;
    const L = 20;
    const R = 194;
    const merchant = `${rng.pick(UK_STEMS)} ${rng.pick(['Pharmacy', 'Chemists', 'Chemist'])}`;
    const iso = dayFirstDay(rng);
    const [town, postcode, dial] = rng.pick(UK_TOWNS);
    const street = `${rng.int(1, 120)} ${rng.pick(UK_STREETS)}`;
    const price = (lo: number, hi: number) => roundCents(Math.floor(rng.money(lo, hi)) + rng.pick([0.29, 0.49, 0.65, 0.79, 0.99]));
    type UkLine = Line & { code: 'A' | 'B' | 'E'; qty: number; unit: number };
    const lines: UkLine[] = [];
    const add = ([description, lo, hi, code]: UkItem, qty = 1, unit = price(lo, hi)) => lines.push({ description, code, qty, unit, amount: roundCents(qty * unit), taxable: code === 'A' });
    for (const def of pickDistinct(rng, UK_RX, count(c, [0, 1], [0, 2]))) add(def);
    // The NHS charge per item in England: £9.65 until 30 April 2024, £9.90 from 1 May 2024.
    if (rng.bool(0.15)) add(['NHS PRESCRIPTION CHARGE', 0, 0, 'E'], rng.int(1, 2), iso < '2024-05-01' ? 9.65 : 9.9);
    if (rng.bool(0.25)) add(rng.pick(UK_SERVICES));
    for (const def of pickDistinct(rng, UK_OTC, count(c, [1, 3], [1, 7]))) add(def, rng.bool(0.2) ? 2 : 1);
    const offer = lines.filter((l) => l.code === 'A' && l.qty === 1).slice(0, 3);
    const discount = offer.length === 3 && rng.bool(0.5) ? Math.min(...offer.map((l) => l.amount)) : 0;
    const t = tally(lines, { discount });
    const cash = rng.bool(0.3);
    const cd = card(rng, ['VISA DEBIT', 'DEBIT MASTERCARD', 'VISA', 'MASTERCARD', 'AMERICAN EXPRESS']);
    // The card as the customer copy prints it: its brand over its masked number.
    const method = cash ? 'Cash' : `${cd.brand} ${mask(cd, 'stars12')}`;
    const trans = String(rng.int(1, 9999)).padStart(6, '0');
    const store = rng.digits(4);
    const till = rng.int(1, 6);
    const time = clock(rng, '24', [8, 18]);
    const s = slip(W, 7.5, 'regular', 22);
    const amount = (label: string, value: string, o: Partial<Cell> = {}, code = '') => {
      s.row([{ text: label, x: L, ...o }, { text: value, x: R, align: 'right', ...o }, ...(code ? [{ text: code, x: R + 5, ...o }] : [])]);
    };
    s.row([centred(merchant, W, fitSize(merchant, 'bold', 12, W - 50), 'bold')], 2);
    s.row([centred(street, W, 8, 'regular')]);
    s.row([centred(`${town} ${postcode}`, W, 8, 'regular')]);
    s.row([centred(`Tel: ${dial} ${rng.digits(6)}`, W, 8, 'regular')]);
    s.row([centred(`VAT No. GB ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}`, W, 8, 'regular')], 8);
    s.row([{ text: `Store ${store}   Till ${till}   Trans ${trans}`, x: L }]);
    s.row([{ text: `${f.date(iso)}   ${time}`, x: L }, { text: `Served by: ${rng.pick(['Megan', 'Priya', 'Tom', 'Gemma', 'Callum', 'Aisha'])}`, x: W - 20, align: 'right' }], 8);
    for (const l of lines) {
      if (l.qty > 1) {
        s.row([{ text: l.description, x: L }]);
        amount(`    ${l.qty} @ ${f.money(l.unit)}`, f.money(l.amount), {}, l.code);
      } else amount(l.description, f.money(l.amount), {}, l.code);
    }
    if (discount > 0) amount('3 FOR 2 MIX & MATCH', f.credit(discount), {}, 'A');
    s.row([{ text: '-'.repeat(60), x: L, size: 6, grey: 0.4 }]);
    s.row([{ text: `${lines.reduce((q, l) => q + l.qty, 0)} ITEMS`, x: L }]);
    amount(rng.pick(['TOTAL TO PAY', 'Total to pay']), f.money(t.total), { size: 9.5, font: 'bold' });
    if (cash) {
      const tendered = rng.pick([Math.ceil(t.total / 5) * 5, Math.ceil(t.total / 10) * 10, Math.ceil(t.total / 20) * 20]);
      amount(method, f.money(tendered));
      amount(w.get('change'), f.money(roundCents(tendered - t.total)));
    } else amount(rng.pick(['Card payment', 'CARD PAYMENT']), f.money(t.total));
    if (discount > 0) s.row([{ text: `You saved ${f.money(discount)} today`, x: L, font: 'bold' }]);
    s.space(6);
    const vat: [string, string, number, number][] = [];
    const gross = (code: string) => roundCents(lines.filter((l) => l.code === code).reduce((g, l) => g + l.amount, 0));
    const grossA = roundCents(gross('A') - discount);
    if (grossA > 0) vat.push(['A', '20.00%', grossA, roundCents(grossA / 6)]);
    if (gross('B') > 0) vat.push(['B', '0.00%', gross('B'), 0]);
    if (gross('E') > 0) vat.push(['E', 'EXEMPT', gross('E'), 0]);
    const vatRow = (cells: string[], font: FontName = 'regular') =>
      s.row([
        { text: cells[0] ?? '', x: L, size: 7, font },
        { text: cells[1] ?? '', x: 42, size: 7, font },
        { text: cells[2] ?? '', x: 118, size: 7, font, align: 'right' },
        { text: cells[3] ?? '', x: 156, size: 7, font, align: 'right' },
        { text: cells[4] ?? '', x: R, size: 7, font, align: 'right' },
      ]);
    vatRow(['VAT', 'Rate', 'Net', 'VAT', 'Gross'], 'bold');
    for (const [code, rate, g, v] of vat) vatRow([code, rate, plain(roundCents(g - v)), plain(v), plain(g)]);
    if (rng.bool(0.35)) {
      s.space(4);
      s.row([{ text: `Care Card points earned: ${Math.floor(t.total * 4)}`, x: L }]);
      s.row([{ text: `Points balance: ${rng.int(40, 2400)}`, x: L }]);
    }
    if (!cash) {
      s.space(4);
      s.row([{ text: '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', x: L, size: 7, grey: 0.4 }], 2);
      s.row([centred('CUSTOMER COPY', W, 8, 'bold')]);
      s.row([centred('PLEASE RETAIN FOR YOUR RECORDS', W, 7, 'regular')], 4);
      const contactless = t.total <= 100 && rng.bool(0.75);
      s.row([{ text: cd.brand, x: L, font: 'bold', size: 8.5 }]);
      s.row([{ text: contactless ? 'Contactless' : 'ICC', x: L }]);
      s.row([{ text: mask(cd, 'stars12'), x: L }]);
      s.row([{ text: `PAN SEQ NO. 0${rng.int(0, 2)}`, x: L }]);
      s.row([{ text: `AID: ${cd.brand.includes('VISA') ? 'A0000000031010' : cd.brand === 'AMERICAN EXPRESS' ? 'A00000002501' : 'A0000000041010'}`, x: L }], 4);
      s.row([{ text: 'SALE', x: L, font: 'bold' }]);
      amount('AMOUNT', f.money(t.total), { font: 'bold' });
      s.row([{ text: contactless ? 'NO CARDHOLDER VERIFICATION' : 'PIN VERIFIED', x: L }]);
      s.row([{ text: `${colon(w.caps('auth'))} ${rng.digits(6)}`, x: L }]);
      s.row([{ text: `MID: ***${rng.digits(5)}`, x: L }, { text: `TID: ****${rng.digits(4)}`, x: W - 20, align: 'right' }]);
      s.row([{ text: `${formatDate(iso, slipDate)} ${time}`, x: L }], 4);
    }
    s.space(6);
    for (const l of wrap('Please keep your receipt as proof of purchase. Medicines and prescription items cannot be returned unless faulty. This does not affect your statutory rights.', 52)) s.row([centred(l, W, 6.5, 'regular')]);
    s.row([centred(`${merchant} Ltd. Registered in England No. 0${rng.digits(7)}`, W, 6, 'regular')], 4);
    s.row([centred(bars(rng, 34), W, 9, 'mono')]);
    s.row([centred(`${store}${String(till).padStart(2, '0')}${trans}${iso.slice(8)}${iso.slice(5, 7)}${iso.slice(2, 4)}`, W, 7, 'mono')]);
    return { truth: truthOf(merchant, iso, t, method, trans, lines), doc: cut(s), parts: partsOf(t) };
  }),

  // A hospital cashier's office receipt from the cash window (Courier, letter paper): hospital and
  // "Cashier's Office", receipt number, date and time, cashier and drawer, guarantor (LAST, FIRST) and
  // guarantor account, patient and MRN, the hospital accounts the payment was applied to, then the
  // tender: cash with Amount Tendered and Change, a check or money order number, or a card; balances
  // before and after; sometimes a REPRINT printed days later.
  fam('hospital-cashier-window', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'us-2digit', 'us-short'], ['plain', 'dollar']);
    const merchant = org(rng, c.split, 'hospital').toUpperCase();
    const iso = txnDate(rng);
    const p = place(rng);
    const home = place(rng);
    const guarantor = personName(rng);
    const patient = rng.bool(0.5) ? guarantor : `${rng.pick(n.FIRST_NAMES)} ${lastName(guarantor)}`;
    const lastFirst = (name: string) => `${lastName(name)}, ${name.split(' ').slice(0, -1).join(' ')}`.toUpperCase();
    const kind = rng.pick(['cash', 'cash', 'check', 'money order', 'card'] as const);
    // Cash and money orders pay smaller sums (a deposit, part of a balance) than checks and cards.
    const small = kind === 'cash' || kind === 'money order';
    const items = linesFrom(rng, HOSPITAL_LINES, count(c, [1, 2], small ? [1, 2] : [1, 5]), (d) => d.toUpperCase()).map((l) => (small ? { ...l, amount: rng.money(15, 400) } : l));
    const t = tally(items);
    const cd = card(rng, ['Visa', 'Mastercard', 'Discover', 'American Express']);
    const method = kind === 'cash' ? 'CASH' : kind === 'check' ? 'CHECK' : kind === 'money order' ? 'MONEY ORDER' : `${shortBrand(cd.brand)} ${mask(cd, 'x12')}`;
    const receiptNo = `CR${rng.digits(3)}-${rng.digits(6)}`;
    const cashier = `${rng.pick(n.FIRST_NAMES)[0] ?? 'K'}${rng.pick(n.LAST_NAMES)}`.toUpperCase().slice(0, 9);
    const reprint = rng.bool(0.25);
    const printed = reprint ? addDays(iso, rng.int(1, 20)) : iso;
    const time = clock(rng, '12z', [7, 17]);
    const s = new Sheet({ size: 9, font: 'mono', top: 40, bottom: 50 });
    const L = 54;
    const V = 186;
    const R2 = 330;
    const V2 = 426;
    const RIGHT = 558;
    const pair = (l1: string, v1: string, l2 = '', v2 = '', gap = 0) => {
      const cells: Cell[] = [{ text: l1, x: L }, { text: v1, x: V }];
      if (l2) cells.push({ text: l2, x: R2 }, { text: v2, x: V2 });
      s.row(cells.filter((cell) => cell.text !== ''), gap);
    };
    s.row([centred(merchant, 612, fitSize(merchant, 'mono-bold', 12, 420), 'mono-bold')]);
    s.row([centred("PATIENT FINANCIAL SERVICES - CASHIER'S OFFICE", 612, 9, 'mono')]);
    s.row([centred(`${p.street.toUpperCase()}, ${p.city.toUpperCase()}`, 612, 9, 'mono')]);
    s.row([centred(phone(rng), 612, 9, 'mono')], 12);
    s.row([centred(rng.pick(['CASHIER RECEIPT', 'OFFICIAL RECEIPT', 'PAYMENT RECEIPT']), 612, 12, 'mono-bold')], 2);
    s.row([centred(reprint ? '*** REPRINT ***' : rng.pick(['ORIGINAL - PATIENT COPY', 'PATIENT COPY']), 612, 8, 'mono')], 12);
    pair('Receipt No:', receiptNo, 'Date:', f.date(iso));
    pair('Cashier:', cashier, 'Time:', time);
    pair('Drawer:', `CD${rng.int(1, 9)}`, 'Location:', rng.pick(['MAIN LOBBY', 'ED REGISTRATION', 'OUTPT CASHIER']), 10);
    pair('Guarantor:', lastFirst(guarantor), 'Guar Acct:', `G${rng.digits(9)}`);
    pair('', home.street.toUpperCase());
    pair('', home.city.toUpperCase(), '', '', 4);
    pair('Patient:', lastFirst(patient), 'MRN:', `E${rng.digits(8)}`, 12);
    s.row([{ text: 'PAYMENT APPLIED TO', x: L, font: 'mono-bold' }], 2);
    s.row([{ text: 'Hosp Acct', x: L }, { text: 'DOS', x: 126 }, { text: 'Description', x: 204 }, { text: 'Amount', x: RIGHT, align: 'right' }]);
    s.row([{ text: '-'.repeat(93), x: L }]);
    for (const item of items) s.row([{ text: rng.digits(9), x: L }, { text: f.date(addDays(iso, -rng.int(7, 150))), x: 126 }, { text: item.description, x: 204 }, { text: f.money(item.amount), x: RIGHT, align: 'right' }]);
    s.row([{ text: '-'.repeat(93), x: L }]);
    s.row([{ text: 'TOTAL PAYMENT', x: 204, font: 'mono-bold' }, { text: f.money(t.total), x: RIGHT, align: 'right', font: 'mono-bold' }], 12);
    s.row([{ text: 'TENDER', x: L, font: 'mono-bold' }], 2);
    const tendered = kind === 'cash' ? rng.pick([t.total, Math.ceil(t.total / 20) * 20, Math.ceil(t.total / 50) * 50, Math.ceil(t.total / 100) * 100]) : t.total;
    pair('Payment Type:', method);
    if (kind === 'check') pair('Check No:', rng.digits(4));
    if (kind === 'money order') pair('Serial No:', rng.digits(11));
    if (kind === 'card') pair(colon(w.get('auth')), rng.digits(6));
    pair('Amount Tendered:', f.money(tendered));
    pair(colon(w.get('change')), f.money(roundCents(tendered - t.total)), '', '', 12);
    const before = roundCents(t.total + (rng.bool(0.4) ? 0 : rng.money(20, 1500)));
    pair(colon(w.get('balanceBefore')), f.money(before));
    pair(colon(w.get('balanceAfter')), f.money(roundCents(before - t.total)), '', '', 20);
    s.row([{ text: 'Received by: ______________________________', x: L }, { text: cashier, x: V2 }], 14);
    for (const l of wrap('This receipt is your record of payment. Payments are posted to your hospital account within two business days and will appear on your next statement. Questions: call Patient Financial Services.', 84)) s.row([{ text: l, x: L, size: 8 }]);
    everyPage(s.pages, (page, total) => [
      { text: `Printed ${formatDate(printed, 'us-slash')} ${reprint ? clock(rng, '12z', [7, 17]) : time} by ${cashier}`, x: L, y: 760, size: 7, font: 'mono' },
      { text: `Page ${page} of ${total}`, x: RIGHT, y: 760, size: 7, font: 'mono', align: 'right' },
    ]);
    return { truth: truthOf(merchant, iso, t, method, receiptNo, items), doc: s.spec, parts: partsOf(t) };
  }),
  // A US drugstore register receipt with an IIAS summary (Courier, 80 mm roll): store number and
  // address, register/transaction/associate, Rx and front-store lines with item codes and tax and FSA
  // flags, loyalty prices as credits, subtotal, sales tax, total, an "FSA/HSA ELIGIBLE" block (Rx and
  // OTC), then the card section (brand and ****1234, APPROVED, AUTH code, EMV AID/TVR/TSI) or cash and
  // change, the refund number, a survey invitation with its code, and a barcode.
  fam('drugstore-fsa-iias', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-2digit', 'us-slash', 'us-dash'], ['plain'], ['parens', 'minus', 'cr', 'trailing-minus']);
    const W = 262;
    const X = 20;
    const COLS = 47;
    const merchant = org(rng, c.split, rng.pick(['drugstore', 'pharmacy'] as const)).toUpperCase();
    const program = `${merchant.split(' ')[0] ?? 'STORE'} ${rng.pick(['REWARDS', 'EXTRA CARE', 'CARECLUB', 'BALANCE REWARDS'])}`;
    const iso = txnDate(rng);
    const p = place(rng);
    const store = String(rng.int(1, 19999)).padStart(5, '0');
    const reg = String(rng.int(1, 8));
    const trn = rng.digits(4);
    const codes = rng.pick(['upc', 'item'] as const);
    const codeOf = () => (codes === 'upc' ? `${rng.pick(['0', '3', '4', '8'])}${rng.digits(10)}${rng.int(0, 9)}` : rng.digits(6));
    const flagOrder = rng.pick(['after', 'split'] as const);
    const taxFlag = rng.pick([['T', 'N'], ['A', 'B'], ['X', ' ']] as const);
    const fsaMark = rng.pick(['F', '*', 'H'] as const);
    type DsLine = Line & { fsa: boolean; rx: boolean; code: string; qty: number; unit: number; off: number };
    const tail = ' '.repeat(flagOrder === 'after' ? 3 : 2);
    const lines: DsLine[] = [];
    // Prescriptions: the Rx number as the line (the drug's name only sometimes below it), not taxable, eligible.
    for (const [drug, lo, hi] of pickDistinct(rng, RX_DRUGS, count(c, [0, 1], [0, 3]))) {
      const unit = rng.money(lo, hi);
      lines.push({ description: `RX ${rng.digits(7)}`, amount: unit, unit, qty: 1, taxable: false, fsa: true, rx: true, code: drug, off: 0 });
    }
    const allEligible = rng.bool(0.3);
    const front = pickDistinct(rng, allEligible ? FRONT_STORE.filter((d) => d[4]) : FRONT_STORE, count(c, [1, 3], lines.length === 0 ? [2, 8] : [0, 6]));
    for (const [description, lo, hi, taxable, fsa] of front) {
      const qty = rng.bool(0.15) ? 2 : 1;
      const unit = roundCents(Math.floor(rng.money(lo, hi)) + rng.pick([0.29, 0.49, 0.79, 0.99]));
      const amount = roundCents(qty * unit);
      const off = rng.bool(0.3) ? roundCents(Math.min(amount * 0.4, rng.pick([0.5, 1, 1.5, 2, 3]))) : 0;
      lines.push({ description, amount, unit, qty, taxable, fsa, rx: false, code: codeOf(), off });
    }
    const rate = rng.pick([0.0625, 0.07, 0.0825, 0.06, 0.0725, 0.08]);
    const discount = roundCents(lines.reduce((s, l) => s + l.off, 0));
    const taxable = roundCents(lines.filter((l) => l.taxable).reduce((s, l) => s + l.amount - l.off, 0));
    const t = tally(lines, { discount, tax: roundCents(taxable * rate) });
    const eligibleRx = roundCents(lines.filter((l) => l.rx).reduce((s, l) => s + l.amount, 0));
    const eligibleOtc = roundCents(lines.filter((l) => l.fsa && !l.rx).reduce((s, l) => s + l.amount - l.off, 0));
    const eligible = roundCents(eligibleRx + eligibleOtc);
    const allFsa = lines.every((l) => l.fsa);
    const cash = rng.bool(0.25);
    const cd = card(rng, allFsa ? ['Visa', 'Mastercard', 'FSA Visa', 'HSA Mastercard', 'FSA Visa'] : ['Visa', 'Mastercard', 'Discover', 'American Express', 'Debit']);
    const brand = cd.brand === 'Debit' ? 'US DEBIT' : shortBrand(cd.brand);
    const method = cash ? 'CASH' : `${brand} ${mask(cd, rng.pick(['stars4', 'x12', 'stars12'] as const))}`;
    const rfn = `${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}-${rng.digits(2)}`;
    const time = clock(rng, rng.pick(['12', '12z', '24'] as const), [7, 21]);
    const s = slip(W, 7.5, 'mono');
    const line = (text: string, o: Partial<Cell> = {}) => s.row([{ text, x: X, ...o }]);
    const kv = (label: string, value: string, o: Partial<Cell> = {}) => line(pad(label, value, COLS), o);
    const flags = (l: DsLine) => `${l.taxable ? taxFlag[0] : taxFlag[1]}${l.fsa ? fsaMark : ' '}`.trimEnd();
    const priced = (value: string, l: DsLine) => (flagOrder === 'after' ? `${value} ${flags(l)}`.padEnd(value.length + 3) : `${l.fsa ? fsaMark : ' '} ${value} ${l.taxable ? taxFlag[0] : taxFlag[1]}`.trimEnd().padEnd(value.length + 4));
    s.row([centred(merchant, W, fitSize(merchant, 'mono-bold', 10.5, W - 44), 'mono-bold')]);
    s.row([centred(`${w.caps('store')} ${store}`, W, 8, 'mono')]);
    s.row([centred(p.street.toUpperCase(), W, 7.5, 'mono')]);
    s.row([centred(p.city.toUpperCase(), W, 7.5, 'mono')]);
    s.row([centred(`${rng.pick(['STORE', 'MAIN'])} ${phone(rng)}  RX ${phone(rng)}`, W, 7, 'mono')], 6);
    line(pad(`${f.date(iso)} ${time}`, `${w.caps('register')} ${reg}  TRN ${trn}`, COLS));
    line(`${w.caps('cashier')} ${rng.pick(n.FIRST_NAMES).toUpperCase()} ${rng.digits(4)}`);
    line('-'.repeat(COLS));
    let offLabel: string | undefined;
    for (const l of lines) {
      if (l.rx) {
        kv(l.description, priced(f.money(l.amount), l));
        if (rng.bool(0.45)) line(`  ${l.code}`, { size: 7 });
        line(`  ${rng.pick(['INS PLAN', 'COPAY', 'RX PICKUP'])}  QTY ${rng.pick([30, 60, 90, 14, 21])}`, { size: 7 });
        continue;
      }
      if (codes === 'item' && l.qty === 1) kv(`${l.code} ${l.description}`, priced(f.money(l.amount), l));
      else {
        kv(l.description, l.qty === 1 ? priced(f.money(l.amount), l) : '');
        if (l.qty > 1) kv(`  ${l.code} ${l.qty} @ ${f.money(l.unit)}`, priced(f.money(l.amount), l));
        else line(`  ${l.code}`);
      }
      if (l.off > 0) {
        offLabel ??= rng.bool(0.5) ? rng.pick(['REWARDS PRICE', 'SALE PRICE']) : w.caps('discount');
        kv(`  ${offLabel}`, `${f.credit(l.off)}${tail}`);
      }
    }
    line('-'.repeat(COLS));
    kv(`${' '.repeat(6)}${w.caps('subtotal')}`, `${f.money(roundCents(t.subtotal - t.discount))}${tail}`);
    kv(`${' '.repeat(6)}${w.caps('tax')} ${rateText(rate)}`, `${f.money(t.tax)}${tail}`);
    kv(`${' '.repeat(6)}${w.caps('total')}`, `${f.money(t.total)}${tail}`, { font: 'mono-bold' });
    s.space(4);
    if (cash) {
      const tendered = rng.pick([Math.ceil(t.total / 5) * 5, Math.ceil(t.total / 10) * 10, Math.ceil(t.total / 20) * 20]);
      kv(`${' '.repeat(6)}CASH`, `${f.money(tendered)}${tail}`);
      kv(`${' '.repeat(6)}${w.caps('change')}`, `${f.money(roundCents(tendered - t.total))}${tail}`);
    } else {
      kv(method, `${f.money(t.total)}${tail}`);
      kv(`  ${rng.pick(['CHIP READ', 'CONTACTLESS', 'INSERTED'])}`, 'APPROVED');
      line(`  ${colon(w.caps('auth'))} ${rng.digits(6)}   REF ${rng.digits(8)}`);
      const network = brand.includes('MASTER') ? 'MASTERCARD' : brand.includes('VISA') ? 'VISA' : brand;
      line(`  AID: ${EMV_AID[network] ?? 'A0000000031010'}`);
      line(`  TVR: ${rng.pick(['0000008000', '0080008000', '0000000000'])}   TSI: ${rng.pick(['E800', '6800', 'F800'])}`);
      line(`  APP LABEL: ${network === 'VISA' ? rng.pick(['VISA CREDIT', 'VISA DEBIT']) : network === 'MASTERCARD' ? rng.pick(['MASTERCARD', 'DEBIT MASTERCARD']) : network === 'AMEX' ? 'AMERICAN EXPRESS' : network}`);
      if (t.total > 50) line('  SIGNATURE NOT REQUIRED');
      kv(`${' '.repeat(6)}${w.caps('change')}`, `${f.money(0)}${tail}`);
    }
    s.space(4);
    s.row([centred(rng.pick(['IIAS QUALIFIED PURCHASE', 'IIAS SUMMARY', '**** FSA/HSA SUMMARY ****']), W, 7.5, 'mono-bold')]);
    kv('FSA/HSA ELIGIBLE', `${f.money(eligible)}${tail}`);
    if (eligibleRx > 0) kv('  RX ELIGIBLE', `${f.money(eligibleRx)}${tail}`);
    if (eligibleOtc > 0) kv('  OTC ELIGIBLE', `${f.money(eligibleOtc)}${tail}`);
    line(`${fsaMark} = FSA/HSA ELIGIBLE ITEM   ${taxFlag[0]} = TAXABLE`, { size: 7 });
    s.space(4);
    if (discount > 0 || rng.bool(0.5)) {
      line(`${program} #${'*'.repeat(6)}${rng.digits(4)}`);
      if (discount > 0) kv(`${w.caps('storeSavings')}`, `${f.money(discount)}${tail}`, { font: 'mono-bold' });
      line(`POINTS EARNED ${Math.floor(t.total * rng.pick([1, 10]))}   BALANCE ${rng.int(100, 9000)}`);
      s.space(4);
    }
    line(`ITEMS ${lines.reduce((q, l) => q + l.qty, 0)}`);
    line(`${colon(w.caps('txnId'))} ${rfn}`);
    s.row([centred(bars(rng, 38), W, 9, 'mono')]);
    s.row([centred(`${store}${reg}${trn}${iso.slice(5, 7)}${iso.slice(8)}${iso.slice(2, 4)}`, W, 7, 'mono')], 6);
    for (const l of wrap('RX ITEMS ARE NOT RETURNABLE. MOST OTHER ITEMS RETURNABLE WITHIN 30 DAYS WITH RECEIPT.', COLS)) s.row([centred(l, W, 7, 'mono')]);
    s.space(4);
    for (const l of ['TELL US HOW WE DID TODAY!', `${slugOf(merchant).slice(0, 14)}.example/survey`, `SURVEY CODE: ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}`, 'COMPLETE WITHIN 7 DAYS']) s.row([centred(l.toUpperCase(), W, 7, 'mono')]);
    for (const l of wrap(noise(rng, c.split).toUpperCase(), COLS)) s.row([centred(l, W, 7, 'mono')]);
    return { truth: truthOf(merchant, iso, t, method, rfn, lines), doc: cut(s), parts: partsOf(t) };
  }),

  // A phone screenshot (or the PDF a browser prints of the web app) of a payment sent to a practice
  // from a payment app or a bank's send-money screen: status bar (time, signal, battery %), "You paid
  // <practice>" or "Payment sent ... to <PRACTICE>", the amount large, the memo ("copay 3/14", the visit
  // day), date and time, status, a transaction or confirmation ID and the funding source; a card-funded
  // payment shows the 3 % fee and the total. No item lines: the amount sent stands for the items.
  fam('p2p-payment-screenshot', 'dev', (c) => {
    const { rng, w } = c;
    const style = rng.pick(['social', 'bank', 'cashtag'] as const);
    const f = fmt(rng, style === 'bank' ? ['us-slash', 'long-weekday', 'abbrev'] : ['abbrev', 'long'], ['dollar']);
    const print = rng.bool(0.35);
    const W = print ? 612 : 300;
    const H = print ? 792 : 650;
    const L = print ? 176 : 22;
    const R = print ? 436 : 278;
    const kind = rng.pick(['clinic', 'clinic', 'dental', 'urgent', 'lab'] as const);
    const practice = org(rng, c.split, kind);
    const merchant = style === 'bank' ? practice.toUpperCase() : practice;
    const iso = txnDate(rng);
    const visit = addDays(iso, -rng.pick([0, 0, 1, 2, 3, 5, 7, 10]));
    const [, vm = '', vd = ''] = visit.split('-');
    const memo = rng.pick(P2P_MEMOS[kind]).replace('#', `${Number(vm)}/${Number(vd)}`);
    const copay = rng.bool(0.6);
    const amount = copay ? rng.pick([15, 20, 25, 30, 35, 40, 45, 50, 60, 75]) : rng.money(20, 600);
    const app = style === 'bank' ? rng.pick(P2P_BANKS) : rng.pick(P2P_APPS);
    const cd = card(rng, ['Visa', 'Mastercard']);
    const source = rng.pick(style === 'bank' ? (['checking', 'savings'] as const) : (['balance', 'debit', 'bank', 'credit'] as const));
    const method = {
      balance: `${style === 'cashtag' ? 'Cash' : app} balance`,
      debit: `${cd.brand} Debit ${mask(cd, style === 'cashtag' ? 'ending' : 'stars4')}`,
      bank: `${rng.pick(P2P_BANKS)} ${mask(cd, 'stars4')}`,
      credit: `${cd.brand} Credit ${mask(cd, style === 'cashtag' ? 'ending' : 'stars4')}`,
      checking: `${rng.pick(['Everyday Checking', 'Checking', 'Premier Checking'])} ${mask(cd, rng.pick(['x-last', 'stars4'] as const))}`,
      savings: `${rng.pick(['Savings', 'Way2Save Savings'])} ${mask(cd, rng.pick(['x-last', 'stars4'] as const))}`,
    }[source];
    const fee = source === 'credit' ? roundCents(amount * 0.03) : 0;
    const t = tally([], { base: amount, tax: fee });
    const id = style === 'social' ? `${rng.digits(10)}${rng.digits(9)}` : style === 'bank' ? `${rng.letters(2)}${rng.digits(1)}${rng.letters(1)}${rng.digits(2)}${rng.letters(3)}` : `${rng.letters(1)}${rng.digits(1)}${rng.letters(3)}${rng.digits(1)}${rng.letters(1)}`;
    const time = clock(rng, rng.pick(['12', '12lower'] as const), [7, 21]);
    const when = rng.bool(0.5) ? `${f.date(iso)} at ${time}` : `${f.date(iso)}, ${time}`;
    const s = new Sheet({ size: 10, font: 'regular', width: W, height: H, top: print ? 24 : 12, bottom: 10 });
    const centre = (text: string, size: number, font: FontName = 'regular', o: Partial<Cell> = {}, gap = 0) => s.row([centred(text, W, size, font, o)], gap);
    const detail = (label: string, value: string, o: Partial<Cell> = {}) => s.row([{ text: label, x: L, size: 9.5, grey: 0.4 }, { text: value, x: R, size: 9.5, align: 'right', ...o }], 5);
    const rule = () => s.row([{ text: '_'.repeat(Math.floor((R - L) / 5.2)), x: L, size: 9, grey: 0.8 }], 6);
    const screenshotAt = addDays(iso, rng.int(0, 6));
    if (print) {
      s.row([{ text: `${formatDate(screenshotAt, 'us-2digit')}, ${clock(rng, '12', [8, 22])}`, x: 30, size: 8 }, { text: `${app} - ${style === 'bank' ? 'Activity details' : 'Transaction details'}`, x: 582, size: 8, align: 'right' }], 30);
    } else {
      s.row([{ text: clock(rng, '12', [8, 22]).replace(/ [AP]M$/, ''), x: 26, size: 10, font: 'bold' }, { text: `${rng.pick(['5G', 'LTE', '4G', 'Wi-Fi'])}   ${rng.int(8, 100)}%`, x: 274, size: 9.5, font: 'bold', align: 'right' }], 14);
    }
    const paid = (text: string, size: number) => {
      for (const l of wrap(text, print ? 44 : 34)) centre(l, size, 'bold');
    };
    const withFee = () => {
      if (fee === 0) return;
      detail('Amount', f.money(amount));
      detail('Credit card fee (3%)', f.money(fee));
      detail(w.get('total'), f.money(t.total), { font: 'bold' });
    };
    if (style === 'social') {
      s.row([{ text: '<', x: L, size: 14, font: 'bold' }, { text: 'Transaction', x: L + 18, size: 12, font: 'bold' }], 16);
      const initials = practice.split(' ').slice(0, 2).map((x) => x[0] ?? '').join('');
      centre(`( ${initials} )`, 16, 'bold', { grey: 0.45 }, 8);
      paid(`You paid ${merchant}`, 12.5);
      centre(memo, 10.5, 'italic', {}, 10);
      centre(`- ${f.money(amount)}`, 28, 'bold', {}, 4);
      centre(`${when}  -  ${rng.pick(['Private', 'Friends only'])}`, 9, 'regular', { grey: 0.35 }, 12);
      rule();
      s.row([{ text: 'Transaction details', x: L, size: 11, font: 'bold' }], 6);
      detail('Status', 'Complete');
      detail(w.get('date'), formatDate(iso, 'us-slash'));
      detail(w.get('txnId'), id);
      detail(w.get('method'), method);
      withFee();
      s.space(10);
      centre('Like        Comment        Share', 9.5, 'regular', { grey: 0.45 });
    } else if (style === 'bank') {
      s.row([{ text: '<', x: L, size: 14, font: 'bold' }, { text: app, x: L + 18, size: 12, font: 'bold' }], 14);
      centre(rng.pick(['Payment sent', 'Money sent', 'Sent']), 14, 'bold', {}, 4);
      centre(f.money(t.total), 28, 'bold', {}, 2);
      paid(`to ${merchant}`, 11);
      centre(`Enrolled as billing@${slugOf(practice).slice(0, 16)}.example`, 8.5, 'regular', { grey: 0.4 }, 14);
      rule();
      detail('Status', rng.pick(['Completed', 'Delivered', 'Sent']));
      detail('Sent on', f.dateStyle === 'long-weekday' ? f.date(iso) : `${f.date(iso)} ${time}`);
      detail('From', method);
      detail(w.get('txnId'), id);
      detail('Memo', memo);
      rule();
      for (const l of wrap(`Money sent to an enrolled recipient typically arrives in minutes. ${app} cannot cancel a payment once it is sent.`, print ? 66 : 58)) centre(l, 7.5, 'regular', { grey: 0.4 });
    } else {
      s.row([{ text: 'X', x: L, size: 12, font: 'bold' }, { text: 'Web Receipt', x: R, size: 9.5, align: 'right', grey: 0.4 }], 18);
      centre(Number.isInteger(amount) ? `$${amount}` : f.money(amount), 34, 'bold', {}, 4);
      paid(`Payment to ${merchant}`, 12);
      centre(`$${slugOf(practice).slice(0, 14)}`, 9.5, 'regular', { grey: 0.4 });
      centre(`For ${memo}`, 10.5, 'regular', {}, 6);
      centre('Completed', 10, 'bold', { grey: 0.3 }, 12);
      rule();
      detail('Amount', f.money(amount));
      if (fee > 0) {
        detail('Fee', f.money(fee));
        detail(w.get('total'), f.money(t.total), { font: 'bold' });
      }
      detail(w.get('method'), method);
      detail('Identifier', `#${id}`);
      detail('Date', when);
      rule();
      centre('Need help with this payment? Tap Support', 8.5, 'regular', { grey: 0.4 });
    }
    const page = s.pages[0] ?? [];
    if (print) {
      page.push(placed({ text: `https://${app.toLowerCase().replace(/[^a-z]+/g, '')}.example/activity/${id}`, x: 30, y: 766, size: 8, font: 'regular' }));
      page.push(placed({ text: '1/1', x: 582, y: 766, size: 8, font: 'regular', align: 'right' }));
    } else {
      page.push(placed({ text: rng.pick(['Home      Pay / Request      Cards      Me', 'Home      Activity      Pay      Profile']), x: 26, y: H - 46, size: 9, font: 'regular', grey: 0.45 }));
      page.push(placed({ text: '__________', x: 116, y: H - 24, size: 12, font: 'bold', grey: 0.2 }));
    }
    return { truth: truthOf(merchant, iso, t, method, id, []), doc: s.spec, parts: partsOf(t) };
  }),

  // An Indonesian apotek's or klinik's thermal struk (Courier, 58 or 80 mm roll), paid by a family member
  // travelling there: the name (APOTEK ..., KLINIK PRATAMA ...), address with Jl. and postcode, Telp.,
  // NPWP or the pharmacist's SIPA, No. Nota, a day-first date, Kasir, lines as qty x price in whole
  // rupiah with '.' between thousands (Rp 174.600 is 174600), DISKON as a credit, PPN added or included,
  // PEMBULATAN down to Rp 100, TOTAL, TUNAI and KEMBALI or QRIS / debit (EDC approval code), and the
  // "barang yang sudah dibeli" footer. Some shops use a POS app's template with English labels.
  fam('indonesian-apotek-struk', 'dev', (c) => {
    const { rng, w } = c;
    const klinik = rng.bool(0.35);
    const english = rng.bool(0.35);
    const f = fmt(rng, ['day-first-slash', 'day-first-dash-2digit'], ['idr']);
    const narrow = rng.bool(0.5);
    const W = narrow ? 204 : 254;
    const X = 20;
    const COLS = narrow ? 35 : 46;
    const stem = rng.pick(klinik ? ID_STEMS.filter((x) => !x.includes('FARMA')) : ID_STEMS);
    const merchant = klinik ? `KLINIK ${rng.pick(['PRATAMA ', 'UTAMA ', ''])}${stem}` : `APOTEK ${stem}${rng.bool(0.3) ? ` ${rng.int(2, 5)}` : ''}`;
    const [street, town, area] = rng.pick(ID_PLACES);
    const iso = dayFirstDay(rng);
    const rp = rng.pick(['Rp ', 'Rp. ', 'Rp', ''] as const);
    const money = (value: number) => `${rp}${rupiah(value)}`;
    const creditForm = rng.pick(['minus', 'parens', 'trailing'] as const);
    const credit = (value: number) => (creditForm === 'minus' ? `-${rupiah(value)}` : creditForm === 'parens' ? `(${rupiah(value)})` : `${rupiah(value)}-`);
    const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
    const defs: IdItem[] = klinik
      ? [...pickDistinct(rng, ID_KLINIK, count(c, [1, 1], [1, 2])), ...pickDistinct(rng, ID_APOTEK, count(c, [1, 2], [1, 4])), ...(rng.bool(0.6) ? [ID_FEES[0] as IdItem] : [])]
      : [...pickDistinct(rng, ID_APOTEK, count(c, [1, 3], [1, 7])), ...(rng.bool(0.25) ? [ID_FEES[1] as IdItem] : [])];
    type IdLine = Line & { qty: number; unit: number };
    const items: IdLine[] = defs.map(([description, lo, hi, qlo, qhi]) => {
      const qty = rng.int(qlo, qhi);
      const unit = roundTo(rng.int(lo, hi), lo < 1000 ? 50 : lo < 10000 ? 100 : 500);
      return { description, qty, unit, amount: qty * unit, taxable: false };
    });
    const sum = items.reduce((total, l) => total + l.amount, 0);
    const pct = !klinik && rng.bool(0.35) ? rng.pick([5, 10]) : 0;
    const disc = pct > 0 ? roundTo((sum * pct) / 100, 100) : 0;
    const ppnMode = klinik ? 'none' : rng.pick(['none', 'included', 'added'] as const);
    const ppn = ppnMode === 'added' ? Math.round((sum - disc) * 0.11) : 0;
    const due = sum - disc + ppn;
    const rounding = due % 100;
    const t = tally(items, { discount: disc + rounding, tax: ppn });
    const method = rng.pick(english ? ['CASH', 'CASH', 'QRIS', 'DEBIT CARD', 'CREDIT CARD'] : ['TUNAI', 'TUNAI', 'TUNAI', 'QRIS', 'DEBIT', 'KARTU KREDIT']);
    const cash = method === 'TUNAI' || method === 'CASH';
    const [y = '', m = '', d = ''] = iso.split('-');
    const nota = rng.pick([`INV/${y}${m}${d}/${rng.digits(5)}`, `${rng.pick(['PJ', 'TRX', 'NJ'])}${y.slice(2)}${m}${d}${rng.digits(4)}`, `${rng.digits(3)}-${rng.digits(6)}`]);
    const time = clock(rng, rng.pick(['24', '24s'] as const), [8, 22]);
    const kasir = rng.pick(ID_CASHIERS);
    const s = slip(W, 7.5, 'mono');
    const line = (text: string, o: Partial<Cell> = {}) => s.row([{ text, x: X, ...o }]);
    const kv = (label: string, value: string, o: Partial<Cell> = {}) => {
      if (label.length + value.length + 1 <= COLS) line(pad(label, value, COLS), o);
      else {
        line(label, o);
        line(value.padStart(COLS), o);
      }
    };
    const field = (label: string, value: string) => line(`${label.padEnd(narrow ? 9 : 10)}: ${value}`);
    const dash = () => line(rng.pick(['-', '='] as const).repeat(COLS));
    s.row([centred(merchant, W, fitSize(merchant, 'mono-bold', 10, W - 44), 'mono-bold')]);
    for (const l of wrap(street, COLS)) s.row([centred(l, W, 7.5, 'mono')]);
    s.row([centred(town, W, 7.5, 'mono')]);
    s.row([centred(`Telp. (${area}) ${rng.digits(area.length === 3 ? 4 : 3)} ${rng.digits(4)}`, W, 7.5, 'mono')]);
    if (!klinik && rng.bool(0.6)) {
      s.row([centred(`Apoteker: apt. ${rng.pick(['Dewi Lestari', 'Ni Made Sari', 'Rizky Pratama', 'Ayu Kusuma'])}, S.Farm`, W, 6.5, 'mono')]);
      s.row([centred(`SIPA: 503/${rng.digits(4)}/SIPA/${y}`, W, 6.5, 'mono')]);
    } else if (rng.bool(0.5)) s.row([centred(`NPWP: ${rng.digits(2)}.${rng.digits(3)}.${rng.digits(3)}.${rng.digits(1)}-${rng.digits(3)}.000`, W, 6.5, 'mono')]);
    s.space(4);
    if (english) {
      line(pad(f.date(iso), time, COLS));
      kv(w.get('txnId'), nota);
      kv('Collected By', kasir);
      if (klinik) kv('Customer', personName(rng).toUpperCase());
    } else {
      field(rng.pick(['No. Nota', 'No. Struk', 'No. Trans']), nota);
      field('Tanggal', `${f.date(iso)} ${time}`);
      field('Kasir', kasir);
      if (klinik) {
        field('Pasien', personName(rng).toUpperCase());
        field('Dokter', `dr. ${rng.pick(['Made Wirawan', 'Siti Rahma', 'Budi Santoso', 'Ketut Ardana', 'Lina Hartono'])}`);
      } else if (rng.bool(0.5)) field('Pelanggan', rng.pick(['UMUM', 'UMUM', 'MEMBER']));
    }
    dash();
    const table = narrow ? rng.pick(['stacked', 'qty-first'] as const) : rng.pick(['stacked', 'qty-first', 'inline'] as const);
    const itemHdr = w.caps('itemHeader');
    const amountHdr = english ? w.caps('amountHeader') : rng.pick(['JUMLAH', 'TOTAL', 'SUBTOTAL']);
    // columns() starts its first cell after a space: the table drops it (every column one to the left).
    const tableRow = (cells: readonly (readonly [string, number])[]) => line(columns(cells).slice(1));
    if (table === 'inline') tableRow([[itemHdr, itemHdr.length], ['QTY', 29], [english ? 'PRICE' : 'HARGA', 37], [amountHdr, 46]]);
    else line(pad(table === 'qty-first' ? `QTY ${itemHdr}` : itemHdr, amountHdr, COLS));
    dash();
    for (const l of items) {
      if (table === 'inline') tableRow([[l.description, l.description.length], [String(l.qty), 29], [rupiah(l.unit), 37], [rupiah(l.amount), 46]]);
      else if (table === 'stacked') {
        line(l.description);
        line(pad(`  ${l.qty} x ${rupiah(l.unit)}`, rupiah(l.amount), COLS));
      } else {
        kv(`${String(l.qty).padStart(2)} ${l.description}`, rupiah(l.amount));
        if (l.qty > 1) line(`   @ ${rupiah(l.unit)}`);
      }
    }
    dash();
    const label = (indonesian: readonly string[], pool: 'subtotal' | 'total' | 'change') => (english ? w.caps(pool) : rng.pick(indonesian));
    kv(label(['SUBTOTAL', 'SUB TOTAL', 'JUMLAH'], 'subtotal'), rupiah(sum));
    if (disc > 0) kv(`${english ? 'DISCOUNT' : rng.pick(['DISKON', 'DISC', 'POTONGAN'])} ${pct}%`, credit(disc));
    if (ppnMode === 'added') kv('PPN 11%', rupiah(ppn));
    if (rounding > 0) kv(english ? 'ROUNDING' : 'PEMBULATAN', credit(rounding));
    kv(label(['TOTAL', 'GRAND TOTAL', 'TOTAL BAYAR'], 'total'), money(t.total), { font: 'mono-bold' });
    const changeLabel = label(['KEMBALI', 'KEMBALIAN'], 'change');
    if (cash) {
      const tendered = rng.pick([5000, 10000, 20000, 50000, 100000].map((step) => Math.ceil(t.total / step) * step));
      if (english) {
        kv('PAYMENT', method);
        kv(w.caps('tendered'), money(tendered));
      } else kv(method, money(tendered));
      kv(changeLabel, money(tendered - t.total));
    } else {
      kv(method, money(t.total));
      if (method === 'QRIS') {
        line(`Ref: ${rng.digits(12)}`);
        line(`NMID: ID10${rng.digits(11)}`);
      } else {
        line(`${english ? 'Card No.' : 'No. Kartu'}: ${mask(card(rng), 'stars12')}`);
        line(`${colon(w.caps('auth'))} ${rng.digits(6)}`);
      }
      kv(changeLabel, money(0));
    }
    dash();
    line(`${english ? 'Items' : 'Jml Item'}: ${items.length}   Qty: ${items.reduce((q, l) => q + l.qty, 0)}`);
    if (ppnMode === 'included') {
      const base = Math.round((t.total * 100) / 111);
      line(pad('DPP', rupiah(base), COLS), { size: 7 });
      line(pad('PPN 11%', rupiah(t.total - base), COLS), { size: 7 });
      s.row([centred('Harga sudah termasuk PPN', W, 7, 'mono')]);
    }
    s.space(4);
    const footer = [
      'Barang yang sudah dibeli tidak dapat ditukar atau dikembalikan',
      english ? 'Thank you - Terima kasih' : 'Terima kasih atas kunjungan Anda',
      klinik ? 'Semoga lekas sembuh' : `Pesan antar via WA 08${rng.digits(2)}-${rng.digits(4)}-${rng.digits(4)}`,
    ];
    for (const text of footer) for (const l of wrap(text, COLS)) s.row([centred(l, W, 7, 'mono')]);
    if (rng.bool(0.4)) s.row([centred(bars(rng, narrow ? 26 : 34), W, 9, 'mono')]);
    return { truth: truthOf(merchant, iso, t, method, nota, items), doc: cut(s), parts: partsOf(t) };
  }),

  // A hospital outpatient pharmacy's pick-up receipt printed on a half sheet (laser, not a roll): the
  // patient, each prescription on a line with its Rx number, quantity, the retail price, what the plan
  // paid and the copay the patient pays (marked as FSA/HSA eligible), the totals of each column, what
  // insurance saved, the card that paid and the signature capture note.
  fam('outpatient-rx-pickup', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'us-2digit', 'abbrev'], ['dollar', 'plain']);
    const W = 612;
    const hospital = org(rng, c.split, 'hospital');
    const merchant = `${hospital} ${rng.pick(['Outpatient Pharmacy', 'Retail Pharmacy', 'Discharge Pharmacy'])}`;
    const iso = txnDate(rng);
    const p = place(rng);
    const patient = personName(rng);
    const rx = pickDistinct(rng, RX_DRUGS, count(c, [1, 3], [1, 6])).map(([description, min, max]) => {
      const copay = rng.pick([0, 3, 5, 10, 15, 20, 25, 35, rng.money(min, max)]);
      const amount = roundCents(Math.max(copay, 1));
      const retail = roundCents(amount + rng.money(8, 240));
      return { description, amount, taxable: false, retail, qty: rng.pick([14, 28, 30, 60, 90]), number: rng.digits(7) };
    });
    const t = tally(rx);
    const cd = card(rng, ['Visa', 'Mastercard', 'FSA Visa', 'HSA Mastercard', 'Discover']);
    const method = `${cd.brand} ${mask(cd, rng.pick(['stars4', 'ending', 'x-last'] as const))}`;
    const txn = `${rng.letters(1)}${rng.digits(9)}`;
    const s = new Sheet({ size: 9, font: 'regular', width: W, height: 396, top: 28, bottom: 16 });
    s.row([{ text: merchant, x: 36, size: 13, font: 'bold' }, { text: rng.pick(['PICK-UP RECEIPT', 'PRESCRIPTION RECEIPT', w.get('title').toUpperCase()]), x: 576, size: 9, font: 'bold', align: 'right' }]);
    s.row([{ text: `${p.street}, ${p.city}   ${phone(rng)}`, x: 36, size: 8 }, { text: `${colon(w.get('date'))} ${f.date(iso)} ${clock(rng, '12')}`, x: 576, size: 8, align: 'right' }], 6);
    s.row([{ text: colon(w.get('payer')), x: 36, size: 8, font: 'bold' }, { text: patient, x: 110, size: 8 }, { text: `${colon(w.get('txnId'))} ${txn}`, x: 576, size: 8, align: 'right' }], 6);
    const xs = { rx: 36, drug: 100, qty: 330, retail: 410, plan: 490, pay: 576 };
    s.row([
      { text: w.caps('rx'), x: xs.rx, size: 7.5, font: 'bold' },
      { text: 'DRUG NAME / STRENGTH', x: xs.drug, size: 7.5, font: 'bold' },
      { text: 'QTY', x: xs.qty, size: 7.5, font: 'bold', align: 'right' },
      { text: 'RETAIL PRICE', x: xs.retail, size: 7.5, font: 'bold', align: 'right' },
      { text: 'PLAN PAID', x: xs.plan, size: 7.5, font: 'bold', align: 'right' },
      { text: 'YOU PAY', x: xs.pay, size: 7.5, font: 'bold', align: 'right' },
    ]);
    for (const r of rx) {
      s.row([
        { text: r.number, x: xs.rx, size: 8.5 },
        { text: r.description, x: xs.drug, size: 8.5 },
        { text: String(r.qty), x: xs.qty, size: 8.5, align: 'right' },
        { text: f.money(r.retail), x: xs.retail, size: 8.5, align: 'right' },
        { text: f.money(roundCents(r.retail - r.amount)), x: xs.plan, size: 8.5, align: 'right' },
        { text: `${f.money(r.amount)} F`, x: xs.pay + 10, size: 8.5, align: 'right' },
      ]);
    }
    const retail = roundCents(rx.reduce((sum, r) => sum + r.retail, 0));
    s.space(4);
    s.row([{ text: rng.pick(['Total Retail Value', 'Retail Total']), x: 300, size: 8.5 }, { text: f.money(retail), x: xs.pay, size: 8.5, align: 'right' }]);
    s.row([{ text: w.get('savingsNote'), x: 300, size: 8.5 }, { text: f.money(roundCents(retail - t.total)), x: xs.pay, size: 8.5, align: 'right' }]);
    s.row([{ text: w.get('total'), x: 300, size: 10, font: 'bold' }, { text: f.money(t.total), x: xs.pay, size: 10, font: 'bold', align: 'right' }], 4);
    s.row([{ text: method, x: 300, size: 8.5 }, { text: f.money(t.total), x: xs.pay, size: 8.5, align: 'right' }]);
    s.row([{ text: `${colon(w.get('auth'))} ${rng.digits(6)}   ${rng.pick(['CHIP', 'CONTACTLESS', 'SWIPED'])}`, x: 300, size: 7.5 }], 6);
    s.row([{ text: 'F = FSA/HSA eligible item. Keep this receipt for your flexible spending account.', x: 36, size: 7, font: 'italic' }]);
    s.row([{ text: 'Signature captured electronically. I acknowledge receipt of my prescriptions and the offer to counsel.', x: 36, size: 7, font: 'italic' }]);
    return { truth: truthOf(merchant, iso, t, method, txn, rx), doc: s.spec, parts: partsOf(t) };
  }),

  // A hospital garage's pay-station receipt (a narrow thermal slip): the hospital and the garage, the
  // station, the ticket's entry and exit times (an overnight stay enters the day before), the length of
  // stay, the rate it falls in, a patient or visitor validation taken off, the amount paid by card
  // (contactless) or cash with change, and the transaction number.
  fam('hospital-parking-paystation', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-2digit', 'us-slash'], ['dollar', 'plain'], ['minus', 'parens']);
    const W = 216;
    const X = 22;
    const R = W - 22;
    const merchant = org(rng, c.split, 'hospital');
    const iso = txnDate(rng);
    const overnight = rng.bool(0.3);
    const entryDate = overnight ? addDays(iso, -1) : iso;
    const hours = overnight ? rng.int(14, 23) : rng.int(1, 9);
    const minutes = rng.int(0, 59);
    const rate = overnight ? 'DAILY MAXIMUM' : hours < 2 ? 'UP TO 2 HOURS' : hours < 4 ? '2 - 4 HOURS' : hours < 6 ? '4 - 6 HOURS' : '6 - 24 HOURS';
    const fee = overnight ? rng.pick([18, 20, 24, 25]) : hours < 2 ? rng.pick([3, 4, 5]) : hours < 4 ? rng.pick([6, 7, 8]) : hours < 6 ? rng.pick([9, 10, 12]) : rng.pick([14, 15, 16]);
    const lines: Line[] = [{ description: `PARKING ${rate}`, amount: fee, taxable: false }];
    const validation = rng.bool(0.4) ? roundCents(fee * rng.pick([0.5, 0.25])) : 0;
    const t = tally(lines, { discount: validation });
    const cash = rng.bool(0.3);
    const cd = card(rng, ['Visa', 'Mastercard', 'Discover', 'American Express']);
    const method = cash ? 'CASH' : `${shortBrand(cd.brand)} ${mask(cd, 'stars4')}`;
    const txn = rng.digits(8);
    const s = slip(W, 7.5, 'mono');
    const line = (text: string, o: Partial<Cell> = {}) => s.row([{ text, x: X, ...o }]);
    const amount = (label: string, value: string, font: FontName = 'mono') => s.row([{ text: label, x: X, font }, { text: value, x: R, align: 'right', font }]);
    s.row([centred(merchant.toUpperCase(), W, fitSize(merchant.toUpperCase(), 'mono-bold', 9, W - 32), 'mono-bold')]);
    s.row([centred(rng.pick(['VISITOR PARKING GARAGE', 'PATIENT & VISITOR PARKING', 'PARKING DECK B']), W, 7.5, 'mono')]);
    s.row([centred(`PAY STATION ${rng.int(1, 6)}`, W, 7.5, 'mono')], 6);
    line(`TICKET # ${rng.digits(6)}`);
    line(`ENTRY  ${f.date(entryDate)} ${clock(rng, '24', [5, 12])}`);
    line(`EXIT   ${f.date(iso)} ${clock(rng, '24', [12, 22])}`);
    line(`LENGTH OF STAY ${hours}H ${String(minutes).padStart(2, '0')}M`);
    s.space(4);
    for (const l of lines) amount(l.description, f.money(l.amount));
    if (validation > 0) amount(rng.pick(['PATIENT VALIDATION', 'VISITOR VALIDATION']), f.credit(validation));
    amount(w.caps('total'), f.money(t.total), 'mono-bold');
    s.space(2);
    if (cash) {
      const tendered = Math.ceil(t.total / 5) * 5 + (rng.bool(0.5) ? 5 : 0);
      amount(w.caps('tendered'), f.money(tendered));
      amount(w.caps('change'), f.money(roundCents(tendered - t.total)));
    } else {
      amount(method, f.money(t.total));
      line(`${rng.pick(['CONTACTLESS', 'CHIP READ'])}  ${colon(w.caps('auth'))} ${rng.digits(6)}`);
    }
    line(`${colon(w.caps('txnId'))} ${txn}`);
    s.space(4);
    line('EXIT WITHIN 15 MINUTES OF PAYMENT', { size: 6.5 });
    line(`${f.date(iso)} ${clock(rng, '24', [12, 22])}`, { size: 6.5 });
    s.row([centred(bars(rng, 24), W, 9, 'mono')]);
    return { truth: truthOf(merchant.toUpperCase(), iso, t, method, txn, lines), doc: cut(s), parts: partsOf(t) };
  }),
];

// ---------------------------------------------------------------------------------------------
// Fresh dev families: a supermarket pharmacy's long register roll, a multi-location practice's
// payment receipt printed by its billing office, a wellness practice's tablet point-of-sale receipt

/** [register description, min, max, tax code (A general merchandise, F food), FSA/HSA eligible, priced by the pound] */
type MarketItem = readonly [string, number, number, 'A' | 'F', boolean, boolean?];
const MARKET_ITEMS: readonly MarketItem[] = [
  ['SB ALLERGY RELIEF 24CT', 6, 15, 'A', true],
  ['SB PAIN RELIEVER 100CT', 5, 11, 'A', true],
  ['NASAL DECONGEST SPRAY', 4, 9, 'A', true],
  ['DAYTIME COLD/FLU 24CT', 6, 12, 'A', true],
  ['COUGH DROPS 30CT', 2, 4, 'A', true],
  ['ANTACID CHEWS 96CT', 4, 9, 'A', true],
  ['ANTISEPTIC SPRAY 3OZ', 3, 7, 'A', true],
  ['SB SLEEP AID 32CT', 5, 10, 'A', true],
  ['BLOOD GLUCOSE METER', 15, 35, 'A', true],
  ['PREGNANCY TEST 2CT', 9, 18, 'A', true],
  ['SUNSCREEN SPF30 8OZ', 7, 14, 'A', true],
  ['KN95 MASKS 10CT', 6, 15, 'A', true],
  ['HEATING PAD', 19, 35, 'A', true],
  ['MULTIVITAMIN 100CT', 6, 14, 'A', false],
  ['BODY WASH 18OZ', 4, 8, 'A', false],
  ['PAPER TOWELS 6 ROLL', 7, 13, 'A', false],
  ['BATH TISSUE 12 ROLL', 8, 15, 'A', false],
  ['LAUNDRY DETERGENT 92OZ', 9, 15, 'A', false],
  ['SPARKLING WATER 8PK', 4, 6, 'A', false],
  ['2% MILK GALLON', 3, 5, 'F', false],
  ['LARGE EGGS 12CT', 2.5, 5, 'F', false],
  ['WHITE BREAD 20OZ', 2, 4, 'F', false],
  ['CHICKEN NOODLE SOUP', 1.2, 2.5, 'F', false],
  ['GREEK YOGURT 32OZ', 4, 7, 'F', false],
  ['SALTINE CRACKERS 16OZ', 3, 5, 'F', false],
  ['ORANGE JUICE 52OZ', 3.5, 6, 'F', false],
  ['ELECTROLYTE DRINK 1L', 2, 3.5, 'F', false],
  ['BANANAS', 0.49, 0.69, 'F', false, true],
  ['GALA APPLES', 1.49, 2.49, 'F', false, true],
  ['RUSSET POTATOES', 0.79, 1.29, 'F', false, true],
  ['RED SEEDLESS GRAPES', 1.99, 3.49, 'F', false, true],
];
/** A supermarket's sales tax by state: [general merchandise, food] (food untaxed where 0; Oregon has none). */
const MARKET_TAX: Record<string, readonly [number, number]> = { IL: [0.0975, 0.02], WY: [0.06, 0], OR: [0, 0], TX: [0.0825, 0], NC: [0.0675, 0.02], WI: [0.055, 0] };
const MARKET_SUFFIXES = ['Market', 'Foods', 'Fresh Market', 'Food & Pharmacy', 'Supermarket'];
const MARKET_TAGLINES = ['FRESH FOOD - FRIENDLY PHARMACY', 'YOUR NEIGHBORHOOD GROCER', 'FOOD * PHARMACY * FUEL', 'LOCALLY OWNED SINCE 1962'];
const MARKET_COUPONS = ['STORE COUPON', 'DIGITAL COUPON', 'MFR COUPON', 'CARD SAVINGS'];
const MARKET_DEPTS = ['PHARMACY', 'HEALTH & WELLNESS', 'GROCERY', 'PRODUCE', 'GENERAL MERCHANDISE'] as const;
const MARKET_BRAND: Record<string, string> = { Visa: 'VISA', Mastercard: 'MC', Discover: 'DISCOVER', 'American Express': 'AMEX' };
const WALLETS = ['APPLE PAY', 'GOOGLE PAY'];

/** What a multi-location practice's payment is applied to. */
const PRACTICE_APPLIED: readonly ItemDef[] = [
  ['Office visit - patient balance', 20, 240],
  ['Copay - established patient visit', 20, 60],
  ['Specialist consult - coinsurance', 30, 260],
  ['Annual deductible - office visit', 60, 450],
  ['In-office lab - patient share', 10, 120],
  ['Minor procedure - patient balance', 80, 600],
  ['X-ray - coinsurance', 25, 180],
  ['Telehealth visit - copay', 15, 50],
  ['Vaccine administration - self pay', 25, 90],
  ['Physical exam - not covered', 90, 260],
  ['Estimated prepayment - procedure', 150, 900],
  ['Missed appointment fee', 25, 75],
  ['Allergy injection - copay', 10, 40],
  ['Durable equipment - patient share', 30, 200],
];
const PRACTICE_SUFFIXES = ['Medical Associates', 'Physician Partners', 'Health Partners', 'Multispecialty Group', 'Primary & Specialty Care'];
const PRACTICE_SITES = ['Northgate', 'Riverside', 'Downtown', 'Eastside', 'Westfield', 'Lakeview', 'South Hills', 'Mill Creek'];
const SITE_KINDS = ['Clinic', 'Office', 'Campus', 'Health Center'];
const BILLING_SERVICES = ['Revenue Partners, LLC', 'Medical Billing Services', 'Billing Solutions, Inc.'];
const COLLECTORS = ['Recovery Services', 'Credit Bureau, Inc.', 'Collection Agency'];
const APPLIED_HEADINGS = ['PAYMENT APPLIED TO', 'PAYMENT DISTRIBUTION', 'HOW YOUR PAYMENT WAS APPLIED'];

/** [service, min, max (whole dollars)] of a wellness practice, by kind; retail lines are taxable. */
type WellnessKind = 'chiro' | 'massage' | 'acupuncture';
const WELLNESS_SERVICES: Record<WellnessKind, readonly (readonly [string, number, number])[]> = {
  chiro: [
    ['Chiropractic adjustment', 45, 75],
    ['New patient exam & adjustment', 79, 149],
    ['Spinal decompression session', 60, 120],
    ['Electrical muscle stimulation', 20, 40],
    ['Therapeutic ultrasound', 20, 40],
  ],
  massage: [
    ['Therapeutic massage - 60 min', 70, 110],
    ['Therapeutic massage - 90 min', 100, 150],
    ['Prenatal massage - 60 min', 75, 115],
    ['Deep tissue upgrade', 15, 25],
    ['Hot stone add-on', 15, 30],
  ],
  acupuncture: [
    ['Acupuncture follow-up treatment', 65, 110],
    ['Initial acupuncture consultation', 95, 160],
    ['Cupping therapy', 30, 60],
    ['Gua sha add-on', 15, 30],
  ],
};
const WELLNESS_RETAIL: readonly ItemDef[] = [
  ['Kinesiology tape roll', 10, 18, true],
  ['Menthol pain relief gel 3oz', 10, 20, true],
  ['Foam roller 18in', 20, 35, true],
  ['Cervical support pillow', 45, 90, true],
  ['Reusable cold pack', 8, 15, true],
  ['Lumbar support belt', 25, 50, true],
  ['Magnesium bath flakes', 10, 18, true],
  ['Massage ball set', 10, 22, true],
];
const WELLNESS_SUFFIXES: Record<WellnessKind, readonly string[]> = {
  chiro: ['Chiropractic', 'Spine & Wellness'],
  massage: ['Massage & Bodywork', 'Therapeutic Massage'],
  acupuncture: ['Acupuncture', 'Acupuncture & Herbs'],
};
const WELLNESS_SITES = ['Eastgate', 'Riverside', 'Town Center', 'Westfield', 'Northpark', 'Old Mill', 'Lakeside Commons'];
const WELLNESS_DISCOUNTS = ['Wellness plan discount', 'Member discount', 'New patient special', 'Package savings'];
const POS_VENDORS = ['Tillpoint', 'Kestrel POS', 'Brightside Payments'];
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const alnum = (rng: Rng, k: number): string => Array.from({ length: k }, () => ALNUM[rng.int(0, ALNUM.length - 1)] ?? 'X').join('');

const devFamiliesFresh: FamilyDef[] = [
  // A supermarket with an in-store pharmacy (Courier, 3.5 in roll, 10-20 lines): a logo word (the
  // brand stem) and a tagline on top, store number, manager, address and two phones; department
  // headings; Rx lines with the Rx number and quantity above the drug; quantity and by-the-pound
  // lines above their item; coupons as credits; state-dependent tax codes (A general, F food) with
  // '*' marking FSA/HSA items; a BALANCE line; one tender or a split (the HSA/FSA card pays the
  // eligible amount, cash, a card or a phone wallet the rest), each card with approval, reference,
  // terminal and sequence numbers; loyalty number and points; the store's name only in the footer.
  // Truth: merchantName is the footer's name; transactionId the labelled transaction number at the
  // bottom (not TR#, REF # or SEQ #); paymentMethod the first tender printed.
  fam('market-pharmacy-long-roll', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-2digit', 'us-slash'], ['plain'], ['trailing-minus', 'minus', 'cr']);
    const W = 252;
    const X = 20;
    const COLS = 42;
    const stem = rng.pick([...MERCHANT_STEMS.dev, ...n.PROVIDER_STEMS]);
    const merchant = `${stem} ${rng.pick(MARKET_SUFFIXES)}`.toUpperCase();
    const iso = txnDate(rng);
    const p = place(rng);
    const state = /, ([A-Z]{2}) /.exec(p.city)?.[1] ?? 'TX';
    const [rateA, rateF] = MARKET_TAX[state] ?? [0.0825, 0];
    const lineCount = count(c, [4, 7], [10, 20]);
    const rxCount = rng.int(0, 3);
    type Dept = (typeof MARKET_DEPTS)[number];
    type MkLine = Line & { code: 'A' | 'F' | 'N'; fsa: boolean; qty: number; unit: number; lb: number; rx: string; rxQty: number; off: number; dept: Dept };
    const lines: MkLine[] = [];
    for (const [description, lo, hi] of pickDistinct(rng, RX_DRUGS, rxCount)) {
      const amount = rng.money(lo, hi);
      lines.push({ description, amount, taxable: false, code: 'N', fsa: true, qty: 1, unit: amount, lb: 0, rx: rng.digits(7), rxQty: rng.pick([14, 28, 30, 60, 90]), off: 0, dept: 'PHARMACY' });
    }
    for (const [description, lo, hi, code, fsa, byWeight] of pickDistinct(rng, MARKET_ITEMS, lineCount - rxCount)) {
      const dept: Dept = byWeight ? 'PRODUCE' : code === 'F' ? 'GROCERY' : fsa ? 'HEALTH & WELLNESS' : 'GENERAL MERCHANDISE';
      if (byWeight) {
        const lb = rng.int(35, 420) / 100;
        const unit = rng.money(lo, hi);
        lines.push({ description, amount: Math.max(0.01, roundCents(lb * unit)), taxable: code === 'A', code, fsa, qty: 1, unit, lb, rx: '', rxQty: 0, off: 0, dept });
        continue;
      }
      const qty = rng.bool(0.2) ? rng.int(2, 4) : 1;
      const unit = roundCents(Math.floor(rng.money(lo, hi)) + rng.pick([0.29, 0.49, 0.79, 0.99]));
      const amount = roundCents(qty * unit);
      const off = rng.bool(0.25) ? roundCents(Math.min(amount * 0.3, rng.pick([0.5, 0.75, 1, 1.5, 2]))) : 0;
      lines.push({ description, amount, taxable: code === 'A', code, fsa, qty, unit, lb: 0, rx: '', rxQty: 0, off, dept });
    }
    lines.sort((a, b) => MARKET_DEPTS.indexOf(a.dept) - MARKET_DEPTS.indexOf(b.dept));
    const net = (code: 'A' | 'F') => roundCents(lines.filter((l) => l.code === code).reduce((s, l) => s + l.amount - l.off, 0));
    const taxA = roundCents(net('A') * rateA);
    const taxF = roundCents(net('F') * rateF);
    const discount = roundCents(lines.reduce((s, l) => s + l.off, 0));
    const t = tally(lines, { discount, tax: roundCents(taxA + taxF) });
    const eligible = roundCents(lines.filter((l) => l.fsa).reduce((s, l) => s + l.amount - l.off, 0));
    const rest = roundCents(t.total - eligible);
    let kind = rng.pick(['card', 'card', 'wallet', 'debit', 'cash', 'split', 'split'] as const);
    if (kind === 'split' && (eligible <= 0 || rest <= 0)) kind = 'card';
    type Tender = { text: string; amount: number; entry: string; cash: boolean };
    const brandOf = (cd: Card) => MARKET_BRAND[cd.brand] ?? cd.brand.toUpperCase();
    const tenderOf = (k: 'card' | 'wallet' | 'debit' | 'cash' | 'hsa', amount: number): Tender => {
      if (k === 'cash') return { text: 'CASH', amount, entry: '', cash: true };
      if (k === 'card') {
        const cd = card(rng);
        return { text: `${brandOf(cd)} ${mask(cd, rng.pick(['stars12', 'x12', 'stars4'] as const))}`, amount, entry: `${brandOf(cd)} ${rng.pick(['CHIP', 'CHIP READ', 'SWIPED', 'CONTACTLESS'])}`, cash: false };
      }
      if (k === 'wallet') {
        const cd = card(rng);
        return { text: `${rng.pick(WALLETS)} ${brandOf(cd)} ${mask(cd, 'stars4')}`, amount, entry: 'CONTACTLESS', cash: false };
      }
      const cd = card(rng, ['Visa', 'Mastercard']);
      if (k === 'debit') return { text: `DEBIT ${mask(cd, rng.pick(['stars12', 'x12'] as const))}`, amount, entry: 'PIN VERIFIED', cash: false };
      return { text: `${rng.pick(['HSA', 'FSA'])} ${brandOf(cd)} ${mask(cd, rng.pick(['stars12', 'stars4'] as const))}`, amount, entry: rng.pick(['CHIP', 'CONTACTLESS']), cash: false };
    };
    const tenders = kind === 'split' ? [tenderOf('hsa', eligible), tenderOf(rng.pick(['card', 'wallet', 'cash', 'debit'] as const), rest)] : [tenderOf(kind, t.total)];
    const method = tenders[0]?.text ?? 'CASH';
    const store = String(rng.int(100, 4999)).padStart(4, '0');
    const te = String(rng.int(1, 14)).padStart(2, '0');
    const tr = rng.digits(5);
    const op = rng.digits(6);
    const [y = '', m = '', d = ''] = iso.split('-');
    const txn = `${store}-${te}-${tr}-${m}${d}${y.slice(2)}`;
    const s = slip(W, 7.5, 'mono');
    const line = (text: string, o: Partial<Cell> = {}) => s.row([{ text, x: X, ...o }]);
    const kv = (label: string, value: string, o: Partial<Cell> = {}) => line(pad(label, value, COLS), o);
    const logo = stem.toUpperCase();
    s.row([centred(logo, W, fitSize(logo, 'mono-bold', 18, W - 48), 'mono-bold')], 2);
    s.row([centred(rng.pick(MARKET_TAGLINES), W, 6.5, 'mono')], 6);
    const storeLabel = w.caps('store');
    line(pad(`${storeLabel.endsWith('#') ? storeLabel : `${storeLabel} #`}${store}`, `MGR: ${personName(rng).toUpperCase()}`, COLS));
    line(p.street.toUpperCase());
    line(p.city.toUpperCase());
    line(pad('STORE', phone(rng), COLS));
    line(pad('PHARMACY', phone(rng), COLS), { font: 'mono' });
    s.space(4);
    line(`OP# ${op}  TE# ${te}  TR# ${tr}`);
    line(`${colon(w.caps('cashier'))} ${rng.pick(n.FIRST_NAMES).toUpperCase()}`);
    const rxLabel = w.caps('rx');
    let dept: Dept | undefined;
    for (const l of lines) {
      if (l.dept !== dept) {
        dept = l.dept;
        s.space(3);
        line(`  ${dept}`, { font: 'mono-bold' });
      }
      const flags = `${l.code}${l.fsa ? '*' : ' '}`;
      if (l.rx) line(`${rxLabel} ${l.rx}  QTY ${l.rxQty}`);
      else if (l.lb > 0) line(`  ${l.lb.toFixed(2)} lb @ ${f.money(l.unit)} /lb`);
      else if (l.qty > 1) line(`  ${l.qty} @ ${f.money(l.unit)}`);
      kv(l.description, `${f.money(l.amount)} ${flags}`);
      if (l.off > 0) kv(`  ${rng.pick(MARKET_COUPONS)}`, `${f.credit(l.off)}   `);
    }
    s.space(4);
    kv(`        ${w.caps('subtotal')}`, `${f.money(roundCents(t.subtotal - t.discount))}   `);
    const taxLabel = w.caps('tax');
    if (rateA > 0) kv(`        ${taxLabel} A ${rateText(rateA)}`, `${f.money(taxA)}   `);
    if (rateF > 0) kv(`        ${taxLabel} F ${rateText(rateF)}`, `${f.money(taxF)}   `);
    if (rateA === 0 && rateF === 0) kv(`        ${taxLabel}`, `${f.money(0)}   `);
    kv(`  **** ${rng.pick(['BALANCE', 'BALANCE DUE'])}`, `${f.money(t.total)}   `, { font: 'mono-bold' });
    s.space(4);
    let change = 0;
    for (const td of tenders) {
      if (td.cash) {
        const tendered = rng.pick([Math.ceil(td.amount), Math.ceil(td.amount / 5) * 5, Math.ceil(td.amount / 10) * 10, Math.ceil(td.amount / 20) * 20]);
        change = roundCents(tendered - td.amount);
        kv(`  ${td.text} ${rng.pick(['TEND', 'TENDERED'])}`, `${f.money(tendered)}   `);
        continue;
      }
      kv(`  ${td.text}`, `${f.money(td.amount)}   `);
      line(`    ${td.entry}`);
      line(`    APPROVAL # ${rng.digits(6)}`);
      line(`    REF # ${rng.digits(12)}`);
      line(`    TERMINAL ID ${rng.digits(8)}   SEQ # ${rng.digits(6)}`);
    }
    kv(`  ${w.caps('change')}`, `${f.money(change)}   `);
    s.space(4);
    if (eligible > 0) {
      kv('HSA/FSA QUALIFIED TOTAL', `${f.money(eligible)}   `);
      line('* = HSA/FSA QUALIFIED ITEM', { size: 6.5 });
      line('A = TAXABLE  F = FOOD  N = NON-TAXABLE', { size: 6.5 });
    }
    line(`TOTAL NUMBER OF ITEMS SOLD = ${lines.reduce((q, l) => q + l.qty, 0)}`);
    if (t.discount > 0) kv(w.caps('storeSavings'), `${f.money(t.discount)}   `, { font: 'mono-bold' });
    s.space(4);
    line(`REWARDS # ${'*'.repeat(7)}${rng.digits(4)}`);
    line(`POINTS EARNED TODAY ${Math.floor(t.total)}   BALANCE ${rng.int(100, 1800)}`);
    const nextMonthEnd = addDays(`${addDays(`${y}-${m}-01`, 62).slice(0, 8)}01`, -1);
    line(`POINTS EXPIRE ${f.date(nextMonthEnd)}`);
    s.space(6);
    s.row([centred(`${f.date(iso)}  ${clock(rng, rng.pick(['12lower', '24'] as const), [7, 22])}`, W, 7.5, 'mono')]);
    s.row([centred(`${rng.pick(['TRANSACTION #', 'TRANS NO.'])} ${txn}`, W, 7.5, 'mono')], 4);
    s.row([centred(bars(rng, 34), W, 9, 'mono')]);
    s.row([centred(txn.replace(/-/g, ''), W, 7, 'mono')], 6);
    const thanks = rng.bool(0.5) ? ['THANK YOU FOR SHOPPING AT', `${merchant}!`] : [`THANK YOU FOR SHOPPING ${merchant}`];
    for (const text of thanks) for (const l of wrap(text, COLS)) s.row([centred(l, W, 7.5, 'mono-bold')]);
    s.space(2);
    for (const l of wrap('RETURNS ACCEPTED WITHIN 90 DAYS WITH RECEIPT. PRESCRIPTIONS ARE NOT RETURNABLE.', COLS)) s.row([centred(l, W, 6.5, 'mono')]);
    for (const l of wrap(noise(rng, c.split).toUpperCase(), COLS)) s.row([centred(l, W, 6.5, 'mono')]);
    return { truth: truthOf(merchant, iso, t, method, txn, lines), doc: cut(s), parts: partsOf(t) };
  }),

  // A payment receipt from a practice with several locations, printed by its billing office (letter,
  // Helvetica): the practice and the location, its address and phone, tax ID and NPI, the billing
  // service's name, PO box and phone; patient and payment blocks with labels above values (reference,
  // terminal and approval numbers and the entry method, or a check number, or the cash received); a
  // table with the amount applied first and the description last; a prompt-pay discount or a credit
  // on account as a credit ('25.00 CR', '(25.00)', '-25.00'); an account summary; on full documents
  // often the recent account activity with charges, insurance payments and adjustments (running onto
  // a second page); a lab and a collection agency with their addresses in the small print. Truth:
  // transactionId is the value under the family's reference label; paymentMethod the card as printed
  // (the entry method, e.g. 'Card on file', is a separate field).
  fam('practice-location-payment', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'us-short', 'abbrev', 'long'], ['dollar', 'plain'], ['cr', 'parens', 'minus']);
    const [stem = 'Tamarack', billStem = 'Millbrook', labStem = 'Copperleaf', collStem = 'Brookhaven'] = pickDistinct(rng, [...MERCHANT_STEMS.dev, ...n.PROVIDER_STEMS], 4);
    const merchant = `${stem} ${rng.pick(PRACTICE_SUFFIXES)}`;
    const site = `${rng.pick(PRACTICE_SITES)} ${rng.pick(SITE_KINDS)}`;
    const iso = txnDate(rng);
    const p = place(rng);
    const patient = personName(rng);
    const guarantor = rng.bool(0.6) ? patient : `${rng.pick(n.FIRST_NAMES)} ${lastName(patient)}`;
    const clinician = () => (rng.bool(0.7) ? `Dr. ${rng.pick(n.LAST_NAMES)}` : `${rng.pick(n.FIRST_NAMES)[0] ?? 'A'}. ${rng.pick(n.LAST_NAMES)}, NP`);
    const items = linesFrom(rng, PRACTICE_APPLIED, count(c, [1, 3], [1, 8]))
      .map((l) => ({ ...l, dos: addDays(iso, -rng.int(0, 150)), visit: `${rng.digits(7)}`, provider: clinician() }))
      .sort((a, b) => a.dos.localeCompare(b.dos));
    const sum = roundCents(items.reduce((s, l) => s + l.amount, 0));
    const dk = rng.pick(['none', 'none', 'prompt', 'credit'] as const);
    const discount = dk === 'prompt' ? roundCents(sum * 0.05) : dk === 'credit' ? roundCents(Math.min(sum * 0.4, rng.money(5, 60))) : 0;
    const discountLabel = dk === 'prompt' ? 'Prompt-pay discount 5%' : 'Credit on account applied';
    const t = tally(items, { discount });
    const kind = rng.pick(['card', 'card', 'wallet', 'hsa', 'check', 'cash'] as const);
    const cd = card(rng, kind === 'hsa' ? ['Visa', 'Mastercard'] : BRANDS);
    const method =
      kind === 'card'
        ? `${cd.brand} ${mask(cd, rng.pick(['stars4', 'x-last', 'ending'] as const))}`
        : kind === 'wallet'
          ? `${rng.pick(['Apple Pay', 'Google Pay'])} - ${cd.brand} ${mask(cd, 'stars4')}`
          : kind === 'hsa'
            ? `HSA ${cd.brand} ${mask(cd, 'stars4')}`
            : kind === 'check'
              ? 'Check'
              : 'Cash';
    const cardLike = kind === 'card' || kind === 'wallet' || kind === 'hsa';
    const ref = `${rng.digits(3)}-${rng.digits(7)}`;
    const title = w.get('title');
    const refLabel = w.get('txnId');
    const printed = addDays(iso, rng.bool(0.6) ? 0 : rng.int(1, 12));
    const extra = rng.bool(0.5) ? 0 : rng.money(15, 900);
    const before = roundCents(extra + sum - (dk === 'credit' ? discount : 0));
    let resume: (() => void) | undefined;
    const s = new Sheet({ size: 9, font: 'regular', top: 48, bottom: 64 }, (sh) => {
      sh.row([{ text: merchant, x: 50, size: 10, font: 'bold' }, { text: `${title} - ${refLabel} ${ref} (continued)`, x: 560, size: 8, align: 'right' }], 12);
      resume?.();
    });
    s.row([{ text: merchant, x: 50, size: fitSize(merchant, 'bold', 17, 330), font: 'bold' }, { text: title.toUpperCase(), x: 560, size: 12, font: 'bold', align: 'right' }]);
    s.row([{ text: site, x: 50, size: 9.5, font: 'bold' }, { text: `${w.get('printDate')} ${f.date(printed)} ${clock(rng, '12')}`, x: 560, size: 7.5, align: 'right', grey: 0.35 }]);
    s.row([{ text: `${p.street}, ${p.city}`, x: 50, size: 8 }]);
    s.row([{ text: `${colon(w.get('phone'))} ${phone(rng)}    Fax: ${phone(rng)}`, x: 50, size: 8 }]);
    s.row([{ text: `Tax ID ${rng.digits(2)}-${rng.digits(7)}    NPI ${rng.digits(10)}`, x: 50, size: 7, grey: 0.4 }], 8);
    const billing = place(rng);
    s.row([{ text: `Billing office: ${billStem} ${rng.pick(BILLING_SERVICES)}  |  PO Box ${rng.int(100, 9999)}, ${billing.city}  |  ${phone(rng)}`, x: 50, size: 7.5 }], 14);
    const grid = (rows: readonly (readonly [string, string, number, number][])[]) => {
      for (const cells of rows) {
        s.row(cells.map(([label, , x]): Cell => ({ text: label, x, size: 7, grey: 0.4 })));
        s.row(cells.map(([, value, x, room]): Cell => ({ text: value, x, size: fitSize(value, 'bold', 9.5, room), font: 'bold' })), 6);
      }
    };
    s.row([{ text: 'PATIENT', x: 50, size: 8, font: 'bold' }, { text: 'PAYMENT', x: 330, size: 8, font: 'bold' }], 2);
    const tendered = kind === 'cash' ? rng.pick([t.total, Math.ceil(t.total / 10) * 10, Math.ceil(t.total / 20) * 20 + 20]) : t.total;
    const third: [string, string, number, number][] =
      kind === 'check' ? [[w.get('check'), rng.digits(4), 330, 110]] : kind === 'cash' ? [['Cash received', f.money(tendered), 330, 110]] : [[w.get('entry'), kind === 'wallet' ? 'Contactless' : rng.pick(['Chip', 'Chip', 'Contactless', 'Card on file', 'Keyed']), 330, 110]];
    grid([
      [
        [w.get('payer'), patient, 50, 140],
        [w.get('account'), rng.digits(8), 200, 120],
        [w.get('date'), f.date(iso), 330, 110],
        [refLabel, ref, 450, 110],
      ],
      [
        ['Guarantor', guarantor, 50, 140],
        ['Location ID', rng.digits(3), 200, 120],
        ...(cardLike ? ([['Terminal ID', rng.digits(8), 330, 110], ['Approval Code', `${rng.digits(2)}${rng.letters(1)}${rng.digits(3)}`, 450, 110]] as [string, string, number, number][]) : ([['Entered By', `${rng.pick(n.FIRST_NAMES)[0] ?? 'K'}${rng.pick(n.LAST_NAMES)}`.toUpperCase().slice(0, 9), 330, 110], ['Drawer', `CD${rng.int(1, 6)}`, 450, 110]] as [string, string, number, number][])),
      ],
      [[w.get('method'), method, 330, 230]],
      [...third, [w.get('total'), f.money(t.total), 450, 110]],
    ]);
    s.space(8);
    s.row([{ text: rng.pick(APPLIED_HEADINGS), x: 50, size: 10, font: 'bold' }], 2);
    const heads = [rng.pick(['Applied', 'Payment']), w.get('visitDate'), w.get('provider'), w.get('itemHeader')];
    const head = () =>
      s.row([
        { text: heads[0] ?? '', x: 110, font: 'bold', size: 8, align: 'right' },
        { text: heads[1] ?? '', x: 124, font: 'bold', size: 8 },
        { text: 'Visit #', x: 200, font: 'bold', size: 8 },
        { text: heads[2] ?? '', x: 262, font: 'bold', size: 8 },
        { text: heads[3] ?? '', x: 375, font: 'bold', size: 8 },
      ]);
    resume = head;
    head();
    for (const l of items) {
      s.row([
        { text: f.money(l.amount), x: 110, align: 'right' },
        { text: formatDate(l.dos, 'us-slash'), x: 124 },
        { text: l.visit, x: 200 },
        { text: l.provider, x: 262 },
        { text: l.description, x: 375 },
      ]);
    }
    resume = undefined;
    s.space(6);
    const total = (label: string, value: string, font: FontName = 'regular') => s.row([{ text: label, x: 380, font }, { text: value, x: 560, align: 'right', font }]);
    if (t.discount > 0) {
      total('Total applied', f.money(t.subtotal));
      total(discountLabel, f.credit(t.discount));
    }
    total(w.get('total'), f.money(t.total), 'bold');
    if (kind === 'cash') total(w.get('change'), f.money(roundCents(tendered - t.total)));
    s.space(10);
    s.row([{ text: 'ACCOUNT SUMMARY', x: 50, size: 9, font: 'bold' }], 2);
    const summary = (label: string, value: string, font: FontName = 'regular') => s.row([{ text: label, x: 50, font }, { text: value, x: 300, align: 'right', font }]);
    summary(w.get('balanceBefore'), f.money(before));
    summary('Payment today', f.credit(t.total));
    if (dk === 'prompt') summary('Prompt-pay adjustment', f.credit(t.discount));
    summary(w.get('balanceAfter'), f.money(extra), 'bold');
    if (!c.options.onePage && rng.bool(0.6)) {
      s.space(12);
      s.row([{ text: 'RECENT ACCOUNT ACTIVITY', x: 50, size: 10, font: 'bold' }], 2);
      const activityHead = () =>
        s.row([
          { text: 'Date', x: 50, font: 'bold', size: 8 },
          { text: 'Activity', x: 120, font: 'bold', size: 8 },
          { text: 'Charges', x: 410, font: 'bold', size: 8, align: 'right' },
          { text: 'Credits', x: 485, font: 'bold', size: 8, align: 'right' },
          { text: 'Balance', x: 560, font: 'bold', size: 8, align: 'right' },
        ]);
      resume = activityHead;
      activityHead();
      let balance = roundCents(before - sum);
      const entries: { date: string; text: string; charge: number; credit: number }[] = [];
      const entry = (date: string, text: string, charge: number, credit: number) => entries.push({ date, text, charge, credit });
      const post = ({ date, text, charge, credit }: (typeof entries)[number]) => {
        balance = roundCents(balance + charge - credit);
        s.row([
          { text: date ? formatDate(date, 'us-slash') : '', x: 50, size: 8.5 },
          { text, x: 120, size: 8.5 },
          { text: charge > 0 ? f.money(charge) : '', x: 410, size: 8.5, align: 'right' },
          { text: credit > 0 ? f.credit(credit) : '', x: 485, size: 8.5, align: 'right' },
          { text: balance < 0 ? f.credit(-balance) : f.money(balance), x: 560, size: 8.5, align: 'right' },
        ]);
      };
      s.row([
        { text: 'Balance forward', x: 120, size: 8.5 },
        { text: balance < 0 ? f.credit(-balance) : f.money(balance), x: 560, size: 8.5, align: 'right' },
      ]);
      const insurer = rng.pick(n.INSURERS);
      for (const l of items) {
        // The plan's payment and adjustment post weeks after the visit; a claim still pending shows none.
        const posted = addDays(l.dos, rng.int(14, 40));
        const paid = posted < iso && rng.bool(0.7) ? rng.money(10, 320) : 0;
        const adjusted = paid > 0 ? rng.money(5, 180) : 0;
        entry(l.dos, `Charge - ${l.description.split(' - ')[0] ?? l.description}`, roundCents(l.amount + paid + adjusted), 0);
        if (paid > 0) entry(posted, `Insurance payment - ${insurer}`, 0, paid);
        if (adjusted > 0) entry(posted, 'Contractual adjustment', 0, adjusted);
      }
      // The ledger lists postings by date; today's payment (and its discount) comes last.
      for (const e of entries.sort((a, b) => a.date.localeCompare(b.date))) post(e);
      post({ date: iso, text: 'Patient payment - thank you', charge: 0, credit: t.total });
      if (dk === 'prompt') post({ date: iso, text: 'Prompt-pay adjustment', charge: 0, credit: t.discount });
      resume = undefined;
    }
    s.space(14);
    const lab = place(rng);
    const small = [
      `Laboratory tests sent out from this office are performed and billed separately by ${labStem} ${rng.pick(n.LAB_SUFFIX)}, ${lab.street}, ${lab.city}.`,
      ...(rng.bool(0.5) ? [`Balances more than 120 days past due may be referred to ${collStem} ${rng.pick(COLLECTORS)}, PO Box ${rng.int(100, 9999)}, ${place(rng).city}.`] : []),
      'Please keep this receipt for your records. Payments post to your account within two business days.',
    ];
    for (const para of small) for (const l of wrap(para, 120)) s.row([{ text: l, x: 50, size: 7.5, grey: 0.3 }]);
    everyPage(s.pages, (page, pages) => [
      { text: `${merchant} | ${site}`, x: 50, y: 762, size: 7, grey: 0.4 },
      { text: `Page ${page} of ${pages}`, x: 560, y: 762, size: 7, align: 'right', grey: 0.4 },
    ]);
    return { truth: truthOf(merchant, iso, t, method, ref, items), doc: s.spec, parts: partsOf(t) };
  }),

  // A chiropractic, massage or acupuncture practice's receipt from a tablet point of sale, e-mailed
  // and printed (a narrow centred page, Helvetica): the practice and its location with address and
  // phone, the total large on top, services with the clinician under each, retail items with quantity
  // x unit price, a member discount as '-$15.00' or '($15.00)', subtotal, sales tax on retail, a tip,
  // the total; one tender (card, phone wallet, HSA card, cash and change) or a gift card and a card;
  // receipt, invoice and terminal numbers with labels beside values, the next visit (a later date),
  // the franchise line naming the owner LLC and the point-of-sale vendor. Truth: merchantName the
  // practice at the top; transactionId the receipt number; paymentMethod the first tender printed.
  fam('wellness-tablet-pos', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['abbrev', 'long', 'us-short'], ['dollar'], ['minus', 'parens']);
    const W = 300;
    const L = 24;
    const R = W - 24;
    const kind = rng.pick(['chiro', 'massage', 'acupuncture'] as const);
    const stem = rng.pick([...MERCHANT_STEMS.dev, ...n.PROVIDER_STEMS]);
    const merchant = `${stem} ${rng.pick(WELLNESS_SUFFIXES[kind])}`;
    const site = rng.pick(WELLNESS_SITES);
    const iso = txnDate(rng);
    const p = place(rng);
    const clinician = kind === 'chiro' ? `Dr. ${rng.pick(n.FIRST_NAMES)} ${rng.pick(n.LAST_NAMES)}, DC` : kind === 'massage' ? `${rng.pick(n.FIRST_NAMES)} ${rng.pick(n.LAST_NAMES)[0] ?? 'Q'}., LMT` : `${rng.pick(n.FIRST_NAMES)} ${rng.pick(n.LAST_NAMES)}, L.Ac.`;
    type WLine = Line & { qty: number; unit: number; note: string };
    const services: WLine[] = pickDistinct(rng, WELLNESS_SERVICES[kind], count(c, [1, 2], [1, 3])).map(([description, lo, hi]) => {
      const amount = rng.int(lo, hi);
      return { description, amount, taxable: false, qty: 1, unit: amount, note: `with ${clinician}` };
    });
    const retail: WLine[] = pickDistinct(rng, WELLNESS_RETAIL, count(c, [0, 1], [0, 4])).map(([description, lo, hi]) => {
      const qty = rng.bool(0.25) ? 2 : 1;
      const unit = roundCents(Math.floor(rng.money(lo, hi)) + rng.pick([0.5, 0.95, 0.99]));
      return { description, amount: roundCents(qty * unit), taxable: true, qty, unit, note: qty > 1 ? `${qty} x ${f.money(unit)}` : '' };
    });
    const items = [...services, ...retail];
    const serviceSum = roundCents(services.reduce((s, l) => s + l.amount, 0));
    const retailSum = roundCents(retail.reduce((s, l) => s + l.amount, 0));
    const discount = rng.bool(0.4) ? Math.min(rng.pick([10, 15, 20]), roundCents(serviceSum * 0.3)) : 0;
    // The state's general sales tax on retail (Oregon has none); services are not taxed.
    const rate = MARKET_TAX[/, ([A-Z]{2}) /.exec(p.city)?.[1] ?? 'TX']?.[0] ?? 0.0825;
    const tip = kind !== 'chiro' && rng.bool(0.6) ? (rng.bool(0.5) ? roundCents(serviceSum * rng.pick([0.15, 0.18, 0.2])) : rng.pick([10, 15, 20])) : 0;
    const t = tally(items, { discount, tax: roundCents(retailSum * rate), tip });
    let pay = rng.pick(['card', 'card', 'wallet', 'hsa', 'cash', 'split'] as const);
    if (pay === 'hsa' && (kind === 'massage' || t.tip > 0)) pay = 'card';
    type Tender = { text: string; amount: number; detail: string; cash: boolean };
    const tenderOf = (k: 'card' | 'wallet' | 'hsa' | 'cash', amount: number): Tender => {
      if (k === 'cash') return { text: 'Cash', amount, detail: '', cash: true };
      const cd = card(rng, k === 'hsa' ? ['Visa', 'Mastercard'] : BRANDS);
      const detail = `${rng.pick(['Chip', 'Tap', 'Swiped'])}   ${w.get('auth')} ${rng.digits(6)}`;
      if (k === 'card') return { text: `${cd.brand} ${mask(cd, rng.pick(['stars4', 'ending', 'x-last'] as const))}`, amount, detail, cash: false };
      if (k === 'wallet') return { text: `${rng.pick(['Apple Pay', 'Google Pay'])} (${cd.brand} ${mask(cd, 'stars4')})`, amount, detail: `Contactless   ${w.get('auth')} ${rng.digits(6)}`, cash: false };
      return { text: `HSA ${cd.brand} ${mask(cd, 'stars4')}`, amount, detail, cash: false };
    };
    const gift = pay === 'split' ? roundCents(Math.min(rng.pick([25, 50, 75, 100]), Math.floor(t.total * 0.8))) : 0;
    const tenders: Tender[] = pay === 'split' && gift > 0 ? [{ text: `Gift Card ${mask(card(rng), 'stars4')}`, amount: gift, detail: '', cash: false }, tenderOf(rng.pick(['card', 'wallet'] as const), roundCents(t.total - gift))] : [tenderOf(pay === 'split' ? 'card' : pay, t.total)];
    const method = tenders[0]?.text ?? 'Cash';
    const receiptNo = `${alnum(rng, 4)}-${alnum(rng, 4)}`;
    const s = slip(W, 9, 'regular', 26);
    const centre = (text: string, size: number, font: FontName = 'regular', o: Partial<Cell> = {}, gap = 0) => s.row([centred(text, W, fitSize(text, font, size, W - 48), font, o)], gap);
    const money = (label: string, value: string, o: Partial<Cell> = {}) => s.row([{ text: label, x: L, ...o }, { text: value, x: R, align: 'right', ...o }]);
    const small = (text: string) => s.row([{ text, x: L + 8, size: 7.5, grey: 0.45 }]);
    centre(merchant, 15, 'bold', {}, 2);
    centre(`${site} Location`, 9, 'bold');
    centre(`${p.street}, ${p.city}`, 7.5);
    centre(phone(rng), 7.5, 'regular', {}, 12);
    centre(f.money(t.total), 26, 'bold', {}, 0);
    centre(w.get('total'), 8, 'regular', { grey: 0.45 }, 10);
    s.row([{ text: '_'.repeat(54), x: L, size: 8, grey: 0.6 }], 6);
    for (const l of items) {
      money(l.description, f.money(l.amount));
      if (l.note) small(l.note);
    }
    if (t.discount > 0) money(rng.pick(WELLNESS_DISCOUNTS), f.credit(t.discount));
    s.row([{ text: '_'.repeat(54), x: L, size: 8, grey: 0.6 }], 6);
    money(w.get('subtotal'), f.money(roundCents(t.subtotal - t.discount)));
    if (t.tax > 0) money(`${w.get('tax')} (${rateText(rate)})`, f.money(t.tax));
    if (t.tip > 0) money(w.get('tip'), f.money(t.tip));
    money(w.get('total'), f.money(t.total), { font: 'bold', size: 10.5 });
    s.space(8);
    for (const td of tenders) {
      if (td.cash) {
        const tendered = rng.pick([Math.ceil(td.amount / 5) * 5, Math.ceil(td.amount / 20) * 20, Math.ceil(td.amount / 50) * 50]);
        money(td.text, f.money(tendered));
        money(w.get('change'), f.money(roundCents(tendered - td.amount)));
        continue;
      }
      money(td.text, f.money(td.amount));
      if (td.detail) small(td.detail);
      else small(`Remaining gift card balance ${f.money(rng.money(0, 60))}`);
    }
    s.space(10);
    const info: [string, string][] = [
      [w.get('date'), `${f.date(iso)} ${clock(rng, '12', [7, 19])}`],
      [w.get('txnId'), receiptNo],
      [w.get('otherId'), rng.digits(6)],
      ['Device', rng.pick(['Front Desk iPad', 'Front Desk', 'Checkout 2', 'Treatment Room 3'])],
      ...(method === 'Cash' ? [] : ([['Terminal ID', rng.digits(8)]] as [string, string][])),
      ['Team member', rng.pick(n.FIRST_NAMES)],
    ];
    for (const [label, value] of info) s.row([{ text: label, x: L, size: 8, grey: 0.4 }, { text: value, x: R, size: 8, align: 'right' }]);
    s.space(8);
    const next = addDays(iso, rng.pick([7, 14, 21, 28]));
    for (const l of wrap(`Next visit: ${formatDate(next, 'long-weekday')} at ${clock(rng, '12', [8, 18])}`, 54)) centre(l, 8, 'bold');
    s.space(8);
    const owner = `${rng.pick(n.LAST_NAMES)} ${rng.pick(['Wellness', 'Health', 'Care'])} Group, LLC`;
    const vendor = rng.pick(POS_VENDORS);
    const fine = [
      `Each ${merchant} location is independently owned and operated. This location is owned by ${owner}.`,
      'Sessions and memberships are non-refundable. Unopened retail items may be returned within 30 days.',
      `How did we do? Tell us at ${slugOf(merchant).slice(0, 16)}.example/feedback`,
      `Powered by ${vendor}`,
    ];
    for (const para of fine) for (const l of wrap(para, 62)) centre(l, 7, 'regular', { grey: 0.4 });
    return { truth: truthOf(merchant, iso, t, method, receiptNo, items), doc: cut(s), parts: partsOf(t) };
  }),
];

// ---------------------------------------------------------------------------------------------
// Fresh dev families (2): an independent pharmacy's counter roll with a tender block, a health
// system's payment confirmation for invoices (card or e-check), a solo practice's typewritten receipt

/** [counter description, price min, max, quantities]: prescriptions as an independent pharmacy's counter prints them. */
const COUNTER_RX: readonly (readonly [string, number, number, readonly number[]])[] = [
  ['LOSARTAN POT 50MG TAB', 12, 48, [30, 90]],
  ['ROSUVASTATIN 10MG TAB', 15, 60, [30, 90]],
  ['METOPROLOL SUCC ER 25MG', 10, 45, [30, 90]],
  ['HCTZ 25MG TAB', 6, 22, [30, 90]],
  ['PANTOPRAZOLE 40MG TAB', 10, 48, [30, 90]],
  ['CEPHALEXIN 500MG CAP', 8, 30, [20, 28, 40]],
  ['DOXYCYCLINE HYC 100MG CAP', 12, 55, [14, 20, 28]],
  ['FLUOXETINE 20MG CAP', 6, 28, [30, 90]],
  ['BUPROPION XL 150MG TAB', 14, 60, [30, 90]],
  ['TAMSULOSIN 0.4MG CAP', 9, 38, [30, 90]],
  ['CLOPIDOGREL 75MG TAB', 8, 40, [30, 90]],
  ['TRAZODONE 50MG TAB', 6, 25, [30, 60]],
  ['MELOXICAM 15MG TAB', 5, 22, [30]],
  ['VALACYCLOVIR 1GM TAB', 18, 70, [4, 21, 30]],
  ['OSELTAMIVIR 75MG CAP', 25, 110, [10]],
  ['ONDANSETRON ODT 4MG', 8, 35, [12, 20, 30]],
  ['CYCLOBENZAPRINE 10MG TAB', 6, 24, [20, 30]],
  ['METHYLPREDNISOLONE 4MG', 8, 28, [21]],
  ['ELIQUIS 5MG TAB', 45, 560, [60]],
  ['JARDIANCE 10MG TAB', 35, 590, [30, 90]],
];
/** Taxable counter items of an independent pharmacy. */
const COUNTER_OTC: readonly ItemDef[] = [
  ['PILL ORGANIZER 7-DAY', 3, 9, true],
  ['DIABETIC SOCKS 1PR', 6, 14, true],
  ['COMPRESSION SLEEVE KNEE', 12, 28, true],
  ['HEAT WRAP BACK 2CT', 6, 12, true],
  ['SF COUGH DROPS 25CT', 2, 5, true],
  ['ORAL SYRINGE 10ML', 0.5, 2, true],
  ['PILL SPLITTER', 3, 7, true],
  ['GLUCOSE TABS 50CT', 5, 10, true],
  ['EAR WAX REMOVAL KIT', 6, 13, true],
  ['NITRILE GLOVES 50CT', 5, 11, true],
];
const COUNTER_SUFFIXES = ['Drug Co.', 'Community Pharmacy', 'Neighborhood Pharmacy', 'Compounding Pharmacy', 'Pharmacy & Gifts'];

/** Departments a health system's invoice is from, [name, min, max]. */
const INVOICE_DEPTS: readonly (readonly [string, number, number])[] = [
  ['Radiology', 40, 650],
  ['Emergency Department', 150, 1800],
  ['Laboratory', 15, 280],
  ['Outpatient Surgery', 250, 2400],
  ['Physical Therapy', 25, 260],
  ['Cardiology Clinic', 35, 480],
  ['Infusion Center', 60, 900],
  ['Sleep Center', 90, 750],
  ['Mammography', 30, 320],
  ['Walk-In Care', 25, 180],
  ['Endoscopy', 120, 1400],
  ['Wound Care Clinic', 30, 260],
  ['Labor and Delivery', 300, 2600],
  ['Primary Care Visit', 20, 240],
];
const SYSTEM_SUFFIXES = ['Health', 'Health System', 'Healthcare', 'Medical Center'];
const PRO_GROUPS = ['Emergency Physicians, PA', 'Anesthesia Associates', 'Radiology Consultants, LLC', 'Pathology Group, PC'];
const PROCESSORS = ['Meridian Payment Services', 'Northpoint Merchant Solutions', 'Cardinal Health Pay'];
const CARD_LABELS = ['Card charged', 'Payment card'];
const BANK_LABELS = ['Pay from', 'Bank account'];

/** A solo practice's services: [CPT/HCPCS code, description as typed, fee min, max]. */
type SoloService = readonly [string, string, number, number];
type SoloKind = 'podiatry' | 'therapy' | 'allergy' | 'family';
const SOLO: Record<SoloKind, { degrees: readonly string[]; lines: readonly string[]; clinic: string; services: readonly SoloService[]; dx: readonly string[] }> = {
  podiatry: {
    degrees: ['D.P.M.'],
    lines: ['PODIATRIC MEDICINE & SURGERY', 'FOOT AND ANKLE CARE'],
    clinic: 'FOOT CLINIC',
    services: [
      ['99213', 'OFFICE VISIT, EST. PATIENT', 85, 140],
      ['11721', 'NAIL DEBRIDEMENT, 6 OR MORE', 45, 90],
      ['11055', 'PARING OF CORN/CALLUS', 40, 80],
      ['20550', 'INJECTION, TENDON SHEATH', 90, 160],
      ['L3020', 'CUSTOM ORTHOTIC, EACH', 150, 260],
      ['73630', 'X-RAY FOOT, 3 VIEWS', 60, 120],
    ],
    dx: ['B35.1', 'L84', 'M72.2', 'M79.671', 'L60.0'],
  },
  therapy: {
    degrees: ['PSY.D.', 'LCSW', 'LPC', 'LMFT'],
    lines: ['PSYCHOTHERAPY & COUNSELING', 'INDIVIDUAL AND FAMILY THERAPY'],
    clinic: 'COUNSELING CENTER',
    services: [
      ['90837', 'PSYCHOTHERAPY, 60 MIN', 140, 220],
      ['90834', 'PSYCHOTHERAPY, 45 MIN', 110, 180],
      ['90847', 'FAMILY THERAPY W/ PATIENT', 130, 200],
    ],
    dx: ['F41.1', 'F32.1', 'F43.23', 'F40.10'],
  },
  allergy: {
    degrees: ['M.D.', 'D.O.'],
    lines: ['ALLERGY, ASTHMA & IMMUNOLOGY'],
    clinic: 'ALLERGY CLINIC',
    services: [
      ['99214', 'OFFICE VISIT, EST. PATIENT', 110, 190],
      ['95117', 'ALLERGY INJECTIONS, 2 OR MORE', 20, 45],
      ['95004', 'SKIN TESTING, PERCUTANEOUS', 120, 380],
      ['94010', 'SPIROMETRY', 45, 95],
      ['95165', 'ANTIGEN PREPARATION', 60, 240],
    ],
    dx: ['J30.1', 'J45.20', 'L50.9', 'T78.40XA'],
  },
  family: {
    degrees: ['M.D.', 'D.O.'],
    lines: ['FAMILY PRACTICE', 'GENERAL & FAMILY MEDICINE'],
    clinic: 'FAMILY PRACTICE',
    services: [
      ['99213', 'OFFICE VISIT, EST. PATIENT', 85, 150],
      ['99396', 'PREVENTIVE VISIT, AGE 40-64', 180, 290],
      ['36415', 'VENIPUNCTURE', 10, 25],
      ['81002', 'URINALYSIS, DIPSTICK', 8, 20],
      ['90715', 'TDAP VACCINE', 45, 80],
      ['93000', 'ECG WITH INTERPRETATION', 40, 90],
    ],
    dx: ['Z00.00', 'I10', 'E11.9', 'J06.9', 'E78.5'],
  },
};
const SOLO_DISCOUNTS = ['COURTESY DISCOUNT', 'TIME-OF-SERVICE DISC.', 'SLIDING FEE ADJ.'];
const SOLO_BANKS = ['FIRST PRAIRIE BANK', 'LAKESHORE CREDIT UNION', 'TRI-COUNTY SAVINGS', 'FARMERS STATE BANK'];

const devFamiliesFresh2: FamilyDef[] = [
  // An independent pharmacy's counter receipt (Courier, 3.3 in roll): the pharmacy with its address and
  // phones, date and time with the register and clerk, the patient (LAST, FIRST), each prescription as
  // "RX# 1234567 DRUG 50MG TAB QTY 30" over its price line (COPAY, PATIENT PAY or CASH PRICE) and a note
  // (what the plan paid, the deductible, a discount card), taxable counter items with 'T', Rx and
  // counter subtotals, tax, total; a tender block (HSA VISA ...1234, CHIP READ, AID, APPROVED and the
  // auth code; a debit card with PIN; cash with change; or the HSA card for the prescriptions and cash
  // or a card for the rest), the transaction number, counseling and refill lines, NCPDP and NPI, a
  // barcode. Truth: items are the drug names and the counter items; paymentMethod the first tender.
  fam('indie-rx-counter-tender', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-2digit', 'us-slash', 'us-dash'], ['plain', 'dollar-nocomma']);
    const W = 240;
    const X = 20;
    const COLS = 44;
    const stem = rng.pick([...MERCHANT_STEMS.dev, ...n.PROVIDER_STEMS]);
    const merchant = `${stem} ${rng.pick(COUNTER_SUFFIXES)}`.toUpperCase();
    const iso = txnDate(rng);
    const p = place(rng);
    const rate = MARKET_TAX[/, ([A-Z]{2}) /.exec(p.city)?.[1] ?? 'TX']?.[0] ?? 0.0825;
    const patient = personName(rng);
    const insurer = rng.pick(n.INSURERS).toUpperCase();
    type RxLine = Line & { number: string; qty: number; kind: 'copay' | 'deductible' | 'cash'; retail: number; refills: number };
    const rx: RxLine[] = pickDistinct(rng, COUNTER_RX, count(c, [1, 3], [1, 5])).map(([description, lo, hi, qtys]) => {
      const cover = rng.pick(['copay', 'copay', 'copay', 'deductible', 'cash'] as const);
      const retail = rng.money(lo, hi);
      const amount = cover === 'copay' ? Math.min(retail, rng.pick([3, 5, 10, 12.5, 15, 20, 25, 40])) : cover === 'deductible' ? roundCents(retail * (0.55 + rng.next() * 0.35)) : roundCents(retail * (0.6 + rng.next() * 0.3));
      return { description, amount: Math.max(0.5, amount), taxable: false, number: rng.digits(7), qty: rng.pick(qtys), kind: cover, retail, refills: rng.int(0, 5) };
    });
    const otc = linesFrom(rng, COUNTER_OTC, count(c, [0, 1], [0, 3]));
    const t = tally([...rx, ...otc], { taxRate: rate });
    const rxSum = roundCents(rx.reduce((s, l) => s + l.amount, 0));
    const rest = roundCents(t.total - rxSum);
    let kind = rng.pick(['hsa', 'hsa', 'credit', 'debit', 'cash', 'split'] as const);
    if (kind === 'split' && rest <= 0) kind = 'hsa';
    type Tender = { text: string; amount: number; detail: string[]; cash: boolean };
    const dots = (cd: Card) => `...${cd.last4}`;
    const tenderOf = (k: 'hsa' | 'credit' | 'debit' | 'cash', amount: number): Tender => {
      if (k === 'cash') return { text: 'CASH', amount, detail: [], cash: true };
      const cd = card(rng, k === 'credit' ? BRANDS : ['Visa', 'Mastercard']);
      const brand = shortBrand(cd.brand);
      const approval = `${colon(w.caps('auth'))} ${rng.digits(2)}${rng.letters(1)}${rng.digits(3)}`;
      if (k === 'debit') return { text: `DEBIT ${dots(cd)}`, amount, detail: ['PIN VERIFIED', `APPROVED  ${approval}`], cash: false };
      const entry = k === 'hsa' ? rng.pick(['CHIP READ', 'CHIP READ', 'CONTACTLESS']) : rng.pick(['CHIP READ', 'CONTACTLESS', 'SWIPED']);
      const text = k === 'hsa' ? `${rng.pick(['HSA', 'FSA'])} ${brand} ${dots(cd)}` : `${brand} ${dots(cd)}`;
      return { text, amount, detail: [entry === 'SWIPED' ? entry : `${entry}  AID ${EMV_AID[brand] ?? 'A0000000031010'}`, `APPROVED  ${approval}`], cash: false };
    };
    const tenders = kind === 'split' ? [tenderOf('hsa', rxSum), tenderOf(rng.pick(['cash', 'credit'] as const), rest)] : [tenderOf(kind, t.total)];
    const method = tenders[0]?.text ?? 'CASH';
    const reg = String(rng.int(1, 4)).padStart(2, '0');
    const txn = `${reg}-${rng.digits(6)}`;
    const s = slip(W, 7.5, 'mono');
    const line = (text: string, o: Partial<Cell> = {}) => s.row([{ text, x: X, ...o }]);
    const kv = (label: string, value: string, o: Partial<Cell> = {}) => line(pad(label, value, COLS), o);
    s.row([centred(merchant, W, fitSize(merchant, 'mono-bold', 10, W - 40), 'mono-bold')]);
    s.row([centred(p.street.toUpperCase(), W, 7.5, 'mono')]);
    s.row([centred(p.city.toUpperCase(), W, 7.5, 'mono')]);
    s.row([centred(`RX ${phone(rng)}`, W, 7.5, 'mono')]);
    s.row([centred(`FAX ${phone(rng)}`, W, 7.5, 'mono')], 6);
    line(pad(`${colon(w.caps('date'))} ${f.date(iso)}`, clock(rng, rng.pick(['12', '24'] as const), [8, 20]), COLS));
    line(pad(`${w.caps('register')} ${reg}`, `${colon(w.caps('cashier'))} ${rng.pick(n.FIRST_NAMES).toUpperCase()}`, COLS));
    line(`PT: ${lastName(patient).toUpperCase()}, ${firstName(patient).toUpperCase()}`);
    line('='.repeat(COLS));
    for (const r of rx) {
      const head = `RX# ${r.number} ${r.description} QTY ${r.qty}`;
      if (head.length <= COLS) line(head);
      else {
        line(`RX# ${r.number} QTY ${r.qty}`);
        line(r.description);
      }
      const label = r.kind === 'copay' ? 'COPAY' : r.kind === 'deductible' ? 'PATIENT PAY' : 'CASH PRICE';
      kv(`   ${label}`, f.money(r.amount));
      if (r.kind === 'copay') {
        for (const l of wrap(`${insurer} PAID ${f.money(roundCents(r.retail - r.amount))}`, COLS - 3)) line(`   ${l}`, { size: 6.5 });
      } else if (r.kind === 'deductible') line(`   DEDUCTIBLE NOT MET - PLAN PAID ${f.money(0)}`, { size: 6.5 });
      else line(`   DISC CARD - REG ${f.money(r.retail)} SAVED ${f.money(roundCents(r.retail - r.amount))}`, { size: 6.5 });
      line(`   REFILLS LEFT ${r.refills}`, { size: 6.5 });
    }
    for (const o of otc) kv(o.description, `${f.money(o.amount)} T`);
    line('-'.repeat(COLS));
    kv(`   RX ITEMS (${rx.length})`, `${f.money(rxSum)}  `);
    if (otc.length > 0) kv('   OTHER ITEMS', `${f.money(roundCents(t.subtotal - rxSum))}  `);
    kv(`   ${w.caps('subtotal')}`, `${f.money(t.subtotal)}  `);
    kv(`   ${w.caps('tax')} ${rateText(rate)}`, `${f.money(t.tax)}  `);
    kv(`   ${w.caps('total')}`, `${f.money(t.total)}  `, { font: 'mono-bold' });
    s.space(4);
    let change = 0;
    for (const td of tenders) {
      if (td.cash) {
        const given = rng.pick([Math.ceil(td.amount), Math.ceil(td.amount / 5) * 5, Math.ceil(td.amount / 20) * 20]);
        change = roundCents(given - td.amount);
        const tenderLabel = w.caps('tendered');
        kv(tenderLabel.includes('CASH') ? tenderLabel : `CASH ${tenderLabel}`, `${f.money(given)}  `);
        continue;
      }
      kv(td.text, `${f.money(td.amount)}  `);
      for (const d of td.detail) line(`  ${d}`);
    }
    kv(w.caps('change'), `${f.money(change)}  `);
    s.space(4);
    line(`${colon(w.caps('txnId'))} ${txn}`);
    line(`COUNSELING: ${rng.pick(['OFFERED - DECLINED', 'OFFERED - ACCEPTED', 'DECLINED BY PATIENT'])}`);
    line('SIGNATURE ON FILE   HIPAA ACK ON FILE');
    const first = rx[0];
    if (first && first.refills > 0) line(`NEXT FILL ELIGIBLE ${f.date(addDays(iso, Math.max(3, first.qty - 7)))}`);
    s.space(4);
    line(`NCPDP ${rng.digits(7)}  NPI ${rng.digits(10)}`, { size: 6.5 });
    for (const l of wrap('PRESCRIPTIONS MAY NOT BE RETURNED. KEEP THIS RECEIPT FOR YOUR HSA/FSA RECORDS.', COLS)) line(l, { size: 6.5 });
    s.space(4);
    s.row([centred(bars(rng, 30), W, 9, 'mono')]);
    s.row([centred(txn.replace('-', ''), W, 7, 'mono')], 4);
    s.row([centred('THANK YOU - GET WELL SOON', W, 7.5, 'mono-bold')]);
    return { truth: truthOf(merchant, iso, t, method, txn, [...rx, ...otc]), doc: cut(s), parts: partsOf(t) };
  }),

  // A health system's payment confirmation (letter, Helvetica), generated by its patient billing office
  // after a payment online or by phone: the system and "Patient Financial Services" with address and
  // phone, the title right; a grid of labels above values (payment date, confirmation number, amount,
  // status); the contact (name with the address right under it, e-mail) and payment method side by
  // side ("Card charged: Mastercard ending 4432" with the authorization, or an e-check from a checking
  // account with the routing number masked and the date it is expected to clear); the invoices paid,
  // grouped by account, as "Invoice 20231 - Radiology" or "Radiology (Invoice 20231)" with the date of
  // service and the amount, the amount first on some documents; an account subtotal per group, a prior
  // overpayment credit as '(12.00)', '-12.00' or '12.00 CR', the total; then the physician groups that
  // bill separately, sometimes a collection agency, the processor, FAQ text on full documents (which
  // can run to a second page with the header repeated) and "Page x of y" with the generation time.
  // Truth: transactionId the confirmation number; paymentMethod the card or account as printed.
  fam('system-invoice-pay-confirm', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'long', 'abbrev', 'us-short'], ['dollar', 'plain'], ['parens', 'minus', 'cr']);
    const [stem = 'Tamarack', proStem = 'Millbrook', collStem = 'Brookhaven'] = pickDistinct(rng, [...MERCHANT_STEMS.dev, ...n.PROVIDER_STEMS], 3);
    const merchant = `${stem} ${rng.pick(SYSTEM_SUFFIXES)}`;
    const iso = txnDate(rng);
    const p = place(rng);
    const home = place(rng);
    const payer = personName(rng);
    const ach = rng.bool(0.35);
    const cd = card(rng, ['Visa', 'Mastercard', 'Discover', 'American Express', 'HSA Visa']);
    const method = ach ? `${rng.pick(['Checking', 'Savings'])} account ending ${cd.last4}` : `${cd.brand} ending ${cd.last4}`;
    const methodLabel = rng.pick(ach ? BANK_LABELS : CARD_LABELS);
    const conf = `${rng.pick(['PMT', 'WEB', 'IVR'])}-${rng.digits(8)}`;
    const amountFirst = rng.bool(0.5);
    const wordy = rng.bool(0.5);
    const groups = Array.from({ length: count(c, [1, 1], [1, 3]) }, () => {
      const patient = rng.bool(0.6) ? payer : `${rng.pick(n.FIRST_NAMES)} ${lastName(payer)}`;
      const lines = pickDistinct(rng, INVOICE_DEPTS, count(c, [1, 3], [1, 4])).map(([dept, lo, hi]) => {
        const number = String(rng.int(10000, 999999));
        return { description: wordy ? `${dept} (Invoice ${number})` : `Invoice ${number} - ${dept}`, amount: rng.money(lo, hi), taxable: false, dos: addDays(iso, -rng.int(9, 160)) };
      });
      return { account: rng.digits(rng.pick([8, 10])), patient, lines: lines.sort((a, b) => a.dos.localeCompare(b.dos)) };
    });
    const items = groups.flatMap((g) => g.lines);
    const sum = roundCents(items.reduce((s, l) => s + l.amount, 0));
    const credit = rng.bool(0.3) ? roundCents(Math.min(sum * 0.5, rng.money(5, 80))) : 0;
    const t = tally(items, { discount: credit });
    const generated = addDays(iso, rng.bool(0.6) ? 0 : rng.int(1, 9));
    const L = 50;
    const R = 562;
    const title = rng.pick(['Payment Confirmation', 'Payment Receipt']);
    let resume: (() => void) | undefined;
    const s = new Sheet({ size: 9, font: 'regular', top: 48, bottom: 66 }, (sh) => {
      sh.row([{ text: merchant, x: L, size: 10, font: 'bold' }, { text: `${title} ${conf} (continued)`, x: R, size: 8, align: 'right' }], 12);
      resume?.();
    });
    s.row([{ text: merchant, x: L, size: fitSize(merchant, 'bold', 18, 320), font: 'bold' }, { text: title.toUpperCase(), x: R, size: 11, font: 'bold', align: 'right' }]);
    s.row([{ text: 'Patient Financial Services', x: L, size: 9.5, font: 'italic' }]);
    s.row([{ text: `${p.street}, ${p.city}  |  ${colon(w.get('phone'))} ${phone(rng)}`, x: L, size: 8 }], 14);
    const dateLabel = w.get('date');
    // The confirmation is generated when the payment is made, or printed again on a later day.
    const paidAt = clock(rng, '12', [6, 22]);
    const totalLabel = w.get('total');
    const status = ach ? 'Pending - e-check' : 'Approved';
    const grid: [string, string][] = [
      [dateLabel, `${f.date(iso)} ${paidAt}`],
      [w.get('txnId'), conf],
      [totalLabel, f.money(t.total)],
      ['Status', status],
    ];
    s.row(grid.map(([label], i): Cell => ({ text: label, x: L + i * 130, size: 7.5, grey: 0.4 })));
    s.row(grid.map(([, value], i): Cell => ({ text: value, x: L + i * 130, size: fitSize(value, 'bold', 11, 122), font: 'bold' })), 14);
    const M = 320;
    const V = M + 88;
    s.row([{ text: 'CONTACT', x: L, size: 8, font: 'bold' }, { text: 'PAYMENT METHOD', x: M, size: 8, font: 'bold' }], 2);
    const right: [string, string][] = ach
      ? [
          [methodLabel, method],
          ['Routing number', `*****${rng.digits(4)}`],
          ['Payment type', 'E-check (ACH)'],
          ['Expected to clear', f.date(addDays(iso, rng.int(3, 5)))],
        ]
      : [
          [methodLabel, method],
          ['Name on card', payer],
          [w.get('auth'), rng.digits(6)],
          ['Entered via', rng.pick(['Online bill pay', 'Phone payment', 'Guest pay'])],
        ];
    const left = [payer, home.street, home.city, `${firstName(payer).toLowerCase()}.${lastName(payer).toLowerCase()}@example.com`];
    for (let i = 0; i < 4; i++) {
      const [label = '', value = ''] = right[i] ?? [];
      s.row([
        { text: left[i] ?? '', x: L, size: 9, font: i === 0 ? 'bold' : 'regular' },
        { text: colon(label), x: M, size: 8.5, grey: 0.35 },
        { text: value, x: V, size: fitSize(value, 'regular', 9, R - V) },
      ]);
    }
    s.space(14);
    s.row([{ text: rng.pick(['INVOICES PAID', 'BILLS INCLUDED IN THIS PAYMENT', 'INVOICES INCLUDED']), x: L, size: 10, font: 'bold' }], 4);
    const dosLabel = w.get('visitDate');
    const amtLabel = rng.pick(['Amount paid', 'Payment']);
    const head = () =>
      s.row(
        amountFirst
          ? [
              { text: amtLabel, x: 120, size: 8, font: 'bold', align: 'right' },
              { text: 'Invoice', x: 136, size: 8, font: 'bold' },
              { text: dosLabel, x: 430, size: 8, font: 'bold' },
            ]
          : [
              { text: 'Invoice', x: L + 10, size: 8, font: 'bold' },
              { text: dosLabel, x: 360, size: 8, font: 'bold' },
              { text: amtLabel, x: R, size: 8, font: 'bold', align: 'right' },
            ],
      );
    for (const g of groups) {
      s.row([{ text: `Account ${g.account}  -  ${g.patient}`, x: L, size: 8.5, font: 'bold', grey: 0.25 }]);
      resume = head;
      head();
      for (const l of g.lines) {
        const dos = formatDate(l.dos, 'us-slash');
        s.row(
          amountFirst
            ? [
                { text: f.money(l.amount), x: 120, align: 'right' },
                { text: l.description, x: 136 },
                { text: dos, x: 430 },
              ]
            : [
                { text: l.description, x: L + 10 },
                { text: dos, x: 360 },
                { text: f.money(l.amount), x: R, align: 'right' },
              ],
        );
      }
      resume = undefined;
      const subtotal = f.money(roundCents(g.lines.reduce((a, l) => a + l.amount, 0)));
      if (groups.length > 1 && amountFirst) s.row([{ text: subtotal, x: 120, size: 8.5, align: 'right', grey: 0.3 }, { text: 'Account subtotal', x: 136, size: 8.5, grey: 0.3 }]);
      else if (groups.length > 1) s.row([{ text: 'Account subtotal', x: 360, size: 8.5, grey: 0.3 }, { text: subtotal, x: R, size: 8.5, align: 'right', grey: 0.3 }]);
      s.space(6);
    }
    const sumRow = (label: string, value: string, font: FontName = 'regular') => s.row([{ text: label, x: 360, font }, { text: value, x: R, align: 'right', font }]);
    if (t.discount > 0) {
      sumRow('Invoices total', f.money(t.subtotal));
      sumRow('Prior overpayment credit', f.credit(t.discount));
    }
    sumRow(totalLabel, f.money(t.total), 'bold');
    s.row([{ text: w.get('balanceAfter'), x: 360 }, { text: f.money(rng.bool(0.5) ? 0 : rng.money(20, 1200)), x: R, align: 'right' }], 14);
    const pro = `${proStem} ${rng.pick(PRO_GROUPS)}`;
    const small = [
      ach
        ? 'E-check payments usually clear in 3 to 5 business days. A returned e-check may be charged a $25.00 fee.'
        : `This payment will appear on your statement as ${merchant.toUpperCase().slice(0, 20)} PFS.`,
      `Physician services during your visit may be billed separately by ${pro}, ${phone(rng)}. Please pay those bills to them directly.`,
      ...(rng.bool(0.4) ? [`If your account was referred to ${collStem} ${rng.pick(COLLECTORS)}, PO Box ${rng.int(100, 9999)}, ${place(rng).city}, this payment will be reported to them within 5 business days.`] : []),
      `Payments are processed by ${rng.pick(PROCESSORS)} on behalf of ${merchant}.`,
    ];
    for (const para of small) for (const l of wrap(para, 118)) s.row([{ text: l, x: L, size: 7.5, grey: 0.3 }]);
    if (!c.options.onePage) {
      s.space(10);
      s.row([{ text: 'Questions about your payment', x: L, size: 9, font: 'bold' }], 2);
      const faq = [
        'Can I cancel this payment? Card payments can be refunded within 30 days; call Patient Financial Services. E-check payments cannot be stopped once submitted.',
        'Will my insurance be billed? We bill your insurance for every visit. The invoices above are the amounts left for you to pay after your plan processed the claims.',
        'Do you offer payment plans? Yes. Balances over $200 can be paid in monthly installments with no interest. Ask us or set one up online.',
        'Do I qualify for financial assistance? You may, based on household income. Ask for an application or download one from our website.',
      ];
      for (const para of faq.slice(0, rng.int(2, 4))) {
        for (const l of wrap(para, 112)) s.row([{ text: l, x: L, size: 8 }]);
        s.space(4);
      }
    }
    const generatedAt = `Generated ${formatDate(generated, 'us-slash')} ${generated === iso ? paidAt : clock(rng, '12', [7, 18])}`;
    everyPage(s.pages, (page, total) => [
      { text: `${merchant}  |  ${generatedAt}`, x: L, y: 762, size: 7, grey: 0.4 },
      { text: `Page ${page} of ${total}`, x: R, y: 762, size: 7, align: 'right', grey: 0.4 },
    ]);
    return { truth: truthOf(merchant, iso, t, method, conf, items), doc: s.spec, parts: partsOf(t) };
  }),

  // A solo practice's typewritten receipt (letter, Courier, all capitals, each line one typed run,
  // slightly uneven margins): the doctor's or counselor's name with the degree (or the clinic's name
  // with the doctor under it), specialty, address, phones, tax ID and NPI; RECEIPT and its number; the
  // date paid; "RECEIVED OF" with the payer's address under it; the patient and account; a table
  // DATE / CODE / DESCRIPTION / FEE (a counselor's monthly sessions on earlier dates); total charges, a
  // courtesy discount as '16.00-', '(16.00)' or '16.00 CR', the amount paid; the tender: CHECK #1043
  // drawn on a bank, CASH TENDERED and CHANGE, a card, or a card and cash; the balance, diagnosis codes,
  // an out-of-network reimbursement note, typed initials and a turned PAID stamp. Truth: merchantName
  // the letterhead's first line; transactionId the receipt number; paymentMethod the first tender line.
  fam('typed-solo-practice-receipt', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'us-dash', 'upper-abbrev'], ['plain'], ['trailing-minus', 'parens', 'cr']);
    const kind = rng.pick(['podiatry', 'therapy', 'allergy', 'family'] as const);
    const spec = SOLO[kind];
    const doc = `${rng.pick(n.FIRST_NAMES)} ${rng.pick(n.MIDDLE_INITIALS)}. ${rng.pick(n.LAST_NAMES)}, ${rng.pick(spec.degrees)}`.toUpperCase();
    const clinicName = rng.bool(0.35);
    const merchant = clinicName ? `${rng.pick([...MERCHANT_STEMS.dev, ...n.PROVIDER_STEMS]).toUpperCase()} ${spec.clinic}` : doc;
    const iso = txnDate(rng);
    const p = place(rng);
    const home = place(rng);
    const payer = personName(rng).toUpperCase();
    const patient = rng.bool(0.6) ? payer : `${rng.pick(n.FIRST_NAMES)} ${lastName(payer)}`.toUpperCase();
    type SoloLine = Line & { code: string; dos: string };
    const lines: SoloLine[] = [];
    if (kind === 'therapy') {
      const [code, description, lo, hi] = rng.pick(spec.services);
      const fee = rng.int(lo, hi);
      const sessions = count(c, [1, 3], [2, 5]);
      for (let i = sessions - 1; i >= 0; i--) lines.push({ description, amount: fee, taxable: false, code, dos: addDays(iso, -7 * i) });
    } else {
      const dos = rng.bool(0.7) ? iso : addDays(iso, -rng.int(5, 40));
      for (const [code, description, lo, hi] of pickDistinct(rng, spec.services, count(c, [1, 3], [1, 5]))) lines.push({ description, amount: rng.int(lo, hi) + rng.pick([0, 0, 0.5]), taxable: false, code, dos });
    }
    const sum = roundCents(lines.reduce((s, l) => s + l.amount, 0));
    const discount = rng.bool(0.35) ? roundCents(sum * rng.pick([0.1, 0.15, 0.2])) : 0;
    const t = tally(lines, { discount });
    const pay = rng.pick(['check', 'check', 'cash', 'card', 'split'] as const);
    const cd = card(rng, ['Visa', 'Mastercard', 'Discover', 'American Express']);
    const cardText = `${shortBrand(cd.brand)} XXXX${cd.last4}`;
    const checkNo = String(rng.int(1001, 9899));
    const onCard = pay === 'split' ? roundCents(Math.max(1, Math.min(t.total - 1, rng.pick([50, 75, 100, 150, 200])))) : 0;
    const method = pay === 'check' ? `CHECK #${checkNo}` : pay === 'cash' ? 'CASH' : cardText;
    const number = String(rng.int(1000, 9999)).padStart(6, '0');
    const X = 72;
    const COLS = 72;
    const ink = rng.pick([0.08, 0.15, 0.22]);
    const s = new Sheet({ size: 10, font: 'mono', top: 60, bottom: 60 });
    const typed = (text: string, o: Partial<Cell> = {}, gap = 0) => s.row([{ text, x: X + rng.int(0, 3) * 0.5, grey: ink, ...o }], gap);
    const centre = (text: string, o: Partial<Cell> = {}) => s.row([{ ...centred(text, 612, 10, 'mono'), grey: ink, ...o }]);
    centre(merchant, { font: 'mono-bold' });
    if (clinicName) centre(doc);
    centre(rng.pick(spec.lines));
    centre(p.street.toUpperCase());
    centre(p.city.toUpperCase());
    centre(`TEL ${phone(rng)}   FAX ${phone(rng)}`);
    centre(`TAX ID ${rng.digits(2)}-${rng.digits(7)}   NPI ${rng.digits(10)}`);
    s.space(14);
    typed(pad(rng.pick(['R E C E I P T', 'RECEIPT', 'PAYMENT RECEIPT']), `NO. ${number}`, COLS), { font: 'mono-bold' }, 8);
    typed(`${rng.pick(['DATE PAID', 'PAYMENT DATE'])}: ${f.date(iso)}`, {}, 6);
    const payerLabel = rng.pick(['RECEIVED OF', 'RECEIVED FROM']);
    typed(`${payerLabel}: ${payer}`);
    typed(`${' '.repeat(payerLabel.length + 2)}${home.street.toUpperCase()}, ${home.city.toUpperCase()}`);
    typed(`PATIENT: ${patient === payer ? 'SAME' : patient}      ${colon(w.caps('account'))} ${rng.int(100, 4999)}`, {}, 10);
    const row = (date: string, code: string, desc: string, fee: string) => `${date.padEnd(10)}${code.padEnd(7)}${desc.padEnd(COLS - 27)}${fee.padStart(10)}`;
    typed(row('DATE', 'CODE', 'DESCRIPTION', 'FEE'));
    typed(row('-'.repeat(8), '-'.repeat(5), '-'.repeat(COLS - 29), '-'.repeat(8)));
    for (const l of lines) typed(row(formatDate(l.dos, 'us-2digit'), l.code, l.description, f.money(l.amount)));
    typed(`${' '.repeat(COLS - 10)}${'-'.repeat(10)}`);
    const money = (label: string, value: string, o: Partial<Cell> = {}) => typed(pad(`${' '.repeat(30)}${label}`, value, COLS), o);
    money('TOTAL CHARGES', f.money(t.subtotal));
    if (t.discount > 0) money(rng.pick(SOLO_DISCOUNTS), f.credit(t.discount));
    money(w.caps('total'), f.money(t.total), { font: 'mono-bold' });
    s.space(10);
    typed(rng.pick(['PAYMENT:', 'TENDERED:', 'RECEIVED AS:']));
    if (pay === 'check') {
      typed(pad(`   CHECK #${checkNo}`, f.money(t.total), COLS));
      typed(`   DRAWN ON ${rng.pick(SOLO_BANKS)}`);
    } else if (pay === 'cash') {
      const given = rng.pick([Math.ceil(t.total / 10) * 10, Math.ceil(t.total / 20) * 20, Math.ceil(t.total / 50) * 50]);
      typed(pad('   CASH TENDERED', f.money(given), COLS));
      typed(pad(`   ${w.caps('change')}`, f.money(roundCents(given - t.total)), COLS));
    } else {
      typed(pad(`   ${cardText}`, f.money(pay === 'split' ? onCard : t.total), COLS));
      typed(`      AUTH ${rng.digits(6)}`);
      if (pay === 'split') typed(pad('   CASH', f.money(roundCents(t.total - onCard)), COLS));
    }
    s.space(8);
    typed(`${colon(w.caps('balanceAfter'))} ${f.money(rng.bool(0.6) ? 0 : rng.int(20, 400))}`);
    typed(`DIAGNOSIS (ICD-10): ${pickDistinct(rng, spec.dx, rng.int(1, 2)).join('  ')}`);
    typed(`PLACE OF SERVICE: ${kind === 'therapy' && rng.bool(0.4) ? '10 (VIDEO VISIT, PATIENT HOME)' : '11 (OFFICE)'}`, {}, 10);
    for (const l of wrap('THIS RECEIPT MAY BE SUBMITTED TO YOUR INSURANCE CARRIER FOR OUT-OF-NETWORK REIMBURSEMENT. PLEASE RETAIN FOR YOUR RECORDS.', COLS)) typed(l);
    s.space(16);
    typed(`RECEIVED BY: ____________   ${doc}`);
    const initialsY = lastY(s);
    const initials = `${rng.pick(n.FIRST_NAMES)[0] ?? 'A'}.${rng.pick(n.LAST_NAMES)[0] ?? 'B'}.`;
    s.pages.at(-1)?.push(placed({ text: initials, x: X + 90, y: initialsY - 5, size: 13, font: 'italic', rotate: rng.pick([-3, 2, 4]), grey: 0.2 }));
    const stampY = Math.min(680, initialsY + 40);
    stamp(s.pages, s.pages.length - 1, { text: 'PAID', x: 420, y: stampY, size: 30, rotate: rng.pick([12, 18, -10]), grey: 0.7 });
    return { truth: truthOf(merchant, iso, t, method, number, lines), doc: s.spec, parts: partsOf(t) };
  }),
];

// ---------------------------------------------------------------------------------------------
// An optical shop's eyewear invoice paid at pickup, a hospital's pharmacy-and-cafe register, a mobile
// clinic's payment text message

/** Words wrapped to lines no wider than `width` points (by the approximate metrics of textWidth). */
function wrapTo(text: string, width: number, font: FontName, size: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, font, size) > width) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

/** Eyewear an optical shop dispenses: [HCPCS code or SKU, description, min, max]. */
type EyewearDef = readonly [string, string, number, number];
const FRAME_BRANDS = ['Larkspur', 'Northline', 'Verona Optics', 'Kestrel & Finch', 'Halden', 'Marlo Eyewear', 'Ashby & Vine'];
const FRAME_MATERIALS = ['acetate', 'titanium', 'stainless steel', 'TR-90 nylon', 'beta-titanium', 'acetate and metal combination'];
const FRAME_COLORS = ['tortoise', 'matte black', 'crystal clear', 'gunmetal', 'rose gold', 'navy fade', 'brown horn', 'olive'];
const LENS_DESIGNS: readonly (readonly [string, string, number, number, boolean])[] = [
  ['V2781', 'Progressive lenses, digital free-form design', 190, 420, true],
  ['V2781', 'Computer / office progressive lenses', 160, 310, true],
  ['V2103', 'Single vision lenses, aspheric design', 70, 180, false],
  ['V2203', 'Lined bifocal lenses, flat-top 28', 110, 230, true],
  ['V2303', 'Trifocal lenses, flat-top 7x28', 150, 260, true],
];
const LENS_MATERIALS = ['polycarbonate', '1.67 high-index', 'Trivex', 'CR-39 hard resin', '1.74 high-index'];
const LENS_TREATMENTS: readonly EyewearDef[] = [
  ['V2750', 'Anti-reflective coating, premium with smudge and water repellent layer', 69, 145],
  ['V2744', 'Photochromic (light-adaptive) treatment, gray', 79, 150],
  ['V2760', 'Scratch-resistant hard coat, 2-year warranty', 15, 40],
  ['V2755', 'UV 400 protection', 12, 35],
  ['V2799', 'Blue light filtering treatment', 29, 75],
  ['V2745', 'Fashion tint, gradient brown', 15, 45],
  ['V2762', 'Polarized lens upgrade', 75, 140],
];
const EYEWEAR_EXTRAS: readonly EyewearDef[] = [
  ['ACC-112', 'Lens cleaning kit (spray and microfiber cloth)', 8, 18],
  ['ACC-204', 'Hard-shell zip case', 12, 28],
  ['ACC-318', 'Sport retainer strap', 6, 14],
  ['ACC-420', 'Magnetic sun clip-on, polarized', 35, 75],
  ['ACC-507', 'Anti-fog lens wipes, 30 count', 7, 13],
];
const VISION_BENEFITS = ['ClearView Vision', 'FocalPoint Eye', 'Sightline Vision', 'BrightPath Vision', 'Keystone Vision'];
const OPTICAL_SUFFIXES = ['Optometry & Eyewear', 'Eyecare Associates', 'Family Optometry'];
const OPTICAL_TAGLINES = ['Eye Exams  |  Designer Frames  |  Contact Lenses', 'Family optometry and fine eyewear', 'Independent optometrists serving our community since 1984', 'See well. Look great.', 'Complete vision care for all ages'];

/** A hospital pharmacy register's lines: [description, min, max, taxable]. */
const DISCHARGE_RX: readonly ItemDef[] = [
  ['CEPHALEXIN 500MG CAP', 4, 18],
  ['OXYCODONE-APAP 5-325MG TAB', 3, 22],
  ['ENOXAPARIN 40MG/0.4ML SYR', 15, 95],
  ['ONDANSETRON 4MG ODT', 2, 16],
  ['DOCUSATE SODIUM 100MG CAP', 1, 6],
  ['METOPROLOL TART 25MG TAB', 1, 12],
  ['FUROSEMIDE 20MG TAB', 1, 10],
  ['APIXABAN 5MG TAB', 25, 140],
  ['IBUPROFEN 600MG TAB', 2, 9],
  ['CLOPIDOGREL 75MG TAB', 3, 20],
  ['POTASSIUM CL ER 20MEQ TAB', 3, 18],
  ['MUPIROCIN 2% OINT 22G', 6, 28],
  ['SULFAMETHOX-TMP DS TAB', 2, 14],
];
const LOBBY_OTC: readonly ItemDef[] = [
  ['ACETAMINOPHEN 500MG 50CT', 4, 9, true],
  ['STOOL SOFTENER 100CT', 5, 11, true],
  ['INCENTIVE SPIROMETER', 9, 18, true],
  ['GAUZE PADS 4X4 25CT', 5, 10, true],
  ['PAPER TAPE 1IN ROLL', 2, 5, true],
  ['SALINE WOUND WASH 7.1OZ', 6, 11, true],
  ['ARM SLING MEDIUM', 9, 19, true],
  ['PILL CRUSHER', 4, 9, true],
  ['NONSLIP SOCKS 1PR', 4, 8, true],
];
/** Grab-and-go food: prepared food is taxed, packaged groceries are not. */
const LOBBY_CAFE: readonly ItemDef[] = [
  ['TURKEY AVOCADO WRAP', 6.5, 9.5, true],
  ['CHICKEN NOODLE SOUP 12OZ', 3.5, 5.5, true],
  ['HOT COFFEE 16OZ', 1.8, 3.2, true],
  ['EGG & CHEESE BISCUIT', 3, 5, true],
  ['FRESH FRUIT CUP', 3, 5, false],
  ['SPRING WATER 16.9OZ', 1.25, 2.25, false],
  ['GREEK YOGURT CUP', 1.5, 2.75, false],
  ['BANANA', 0.6, 1.1, false],
  ['HUMMUS & PRETZEL PACK', 2.5, 4, false],
  ['ICED TEA 20OZ', 2, 3.25, false],
];
const HOSPITAL_PHARMACY_KINDS = ['OUTPATIENT PHARMACY', 'MEDICAL CENTER PHARMACY', 'CAMPUS PHARMACY', 'DISCHARGE PHARMACY', 'HOSPITAL PHARMACY'];
const HEALTH_SYSTEM_KINDS = ['HEALTH', 'HEALTH SYSTEM', 'HEALTHCARE'];
const PHARMACY_SPOTS = ['MAIN LOBBY - LEVEL 1', 'SOUTH TOWER, GROUND FLOOR', 'NEXT TO THE CAFETERIA', 'MEDICAL OFFICE BLDG B', 'WEST ENTRANCE'];

/** What a mobile clinic texts a payment for: [words, min, max, a flat fee in whole $5]. */
const MOBILE_SERVICES: readonly (readonly [string, number, number, boolean])[] = [
  ['copay', 15, 60, true],
  ['telehealth follow-up', 25, 55, true],
  ['sports physical', 25, 60, true],
  ['school physical', 20, 45, true],
  ['TB skin test', 15, 35, true],
  ['flu shot', 25, 45, true],
  ['DOT physical exam', 65, 120, true],
  ['rapid strep test', 18, 40, false],
  ['blood pressure screening', 10, 20, true],
  ['balance from your last visit', 12, 240, false],
  ['wound check visit', 35, 90, true],
];
const MOBILE_SUFFIXES = ['Mobile Health', 'Mobile Clinic', 'Mobile Medical Unit', 'Health on Wheels', 'Street Medicine'];
const MOBILE_SITES = ['the Eastside library', 'Lincoln Elementary', 'the farmers market', 'Grace Community Church', 'the county fairgrounds', 'Riverside Apartments'];
const SMS_FOOTERS = ['Reply STOP to opt out.', 'Msg & data rates may apply. Reply HELP for help.', 'Do not reply to this message.', 'Reply STOP to end texts.'];

const devFamiliesFresh3: FamilyDef[] = [
  // An independent optical shop's sales invoice and receipt (letter, Helvetica) printed when the
  // glasses are picked up: the shop's name large in a letterhead with a tagline under it, address and
  // phone; the patient left and the invoice number, order date (the day the deposit was paid), the
  // payment date, optician and lab job number right; the spectacle prescription (OD/OS sphere, cylinder,
  // axis, add, PD) with the exam date; a table CODE / DESCRIPTION / EYE / QTY / CHARGE with HCPCS V-codes,
  // descriptions that wrap and the charge on the description's last line (frame, lenses, coatings,
  // taxable accessories); the vision benefit's frame allowance and lens benefit as credit lines
  // ('(150.00)', '150.00 CR', '-150.00') in the table or in the summary; then two columns side by side:
  // left the payments taken today (one card, an FSA/HSA card, cash, a check, or an FSA card and a second
  // card), their total and the receipt number; right the summary (retail charges, the credits, tax on
  // accessories, the patient's portion, the deposit paid earlier as a credit, the balance at pickup).
  // Truth: items are the eyewear lines; discounts the benefit credits and the deposit; totalAmount what
  // was paid today; paymentMethod the first payment line; transactionId the receipt number.
  fam('optical-shop-eyewear-invoice-receipt', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'us-2digit', 'abbrev', 'long'], ['dollar', 'plain'], ['parens', 'cr', 'minus']);
    const merchant = rng.bool(0.6) ? org(rng, c.split, 'optical') : `${rng.pick([...MERCHANT_STEMS.dev, ...n.PROVIDER_STEMS])} ${rng.pick(OPTICAL_SUFFIXES)}`;
    const iso = txnDate(rng);
    const ordered = addDays(iso, -rng.int(6, 21));
    const exam = addDays(ordered, -rng.int(0, 45));
    const p = place(rng);
    const home = place(rng);
    const patient = personName(rng);
    const optometrist = `Dr. ${rng.pick(n.FIRST_NAMES)} ${rng.pick(n.LAST_NAMES)}, O.D.`;
    const optician = `${rng.pick(n.FIRST_NAMES)} ${rng.pick(n.LAST_NAMES).slice(0, 1)}.`;
    type Eyewear = Line & { code: string; eye: string; qty: number };
    const frame: Eyewear = {
      code: 'V2020',
      description: `Frame: ${rng.pick(FRAME_BRANDS)} ${rng.letters(2)}-${rng.digits(3)} ${rng.pick(FRAME_MATERIALS)}, ${rng.int(48, 56)}-${rng.int(15, 21)}-${rng.pick([135, 140, 145])}, ${rng.pick(FRAME_COLORS)}`,
      amount: rng.money(95, 340),
      taxable: false,
      eye: '',
      qty: 1,
    };
    const [lensCode, lensText, lensLo, lensHi, multifocal] = rng.pick(LENS_DESIGNS);
    const lens: Eyewear = { code: lensCode, description: `${lensText}, ${rng.pick(LENS_MATERIALS)}`, amount: rng.money(lensLo, lensHi), taxable: false, eye: 'OU', qty: 2 };
    const treatments: Eyewear[] = pickDistinct(rng, LENS_TREATMENTS, count(c, [1, 2], [1, 3])).map(([code, description, lo, hi]) => ({ code, description, amount: rng.money(lo, hi), taxable: false, eye: 'OU', qty: 2 }));
    const extras: Eyewear[] = pickDistinct(rng, EYEWEAR_EXTRAS, count(c, [0, 1], [0, 2])).map(([code, description, lo, hi]) => ({ code, description, amount: rng.money(lo, hi), taxable: true, eye: '', qty: 1 }));
    const items = [frame, lens, ...treatments, ...extras];
    const plan = rng.bool(0.8) ? rng.pick(VISION_BENEFITS) : undefined;
    const frameCredit = plan ? Math.min(frame.amount, rng.pick([100, 120, 130, 150, 175, 200])) : 0;
    const lensCopay = rng.pick([10, 20, 25]);
    const lensCredit = plan && rng.bool(0.6) && lens.amount > lensCopay ? roundCents(lens.amount - lensCopay) : 0;
    const rate = extras.length > 0 && rng.bool(0.6) ? rng.pick([0.0625, 0.07, 0.0825, 0.06]) : 0;
    const before = tally(items, { discount: frameCredit + lensCredit, taxRate: rate });
    const portion = before.total;
    const deposit = portion >= 40 ? Math.min(rng.pick([50, 75, 100, 150, 200]), Math.floor(portion * 0.6)) : 0;
    const t = tally(items, { discount: roundCents(frameCredit + lensCredit + deposit), taxRate: rate });
    const invoiceNo = String(rng.int(100000, 389999));
    const job = `${rng.letters(1)}${rng.digits(6)}`;
    const receiptNo = `${rng.pick(['R', 'PMT', ''])}${rng.digits(6)}`;
    // Today's payments: one tender, or an FSA/HSA card for part and a second card for the rest.
    let kind = rng.pick(['card', 'fsa', 'split', 'split', 'cash', 'check'] as const);
    if (kind === 'split' && t.total < 30) kind = 'fsa';
    const maskStyle = rng.pick(['ending', 'stars4', 'x-last'] as const);
    const personal = card(rng);
    const fsaCard = card(rng, ['Visa', 'Mastercard']);
    const fsaText = `${rng.pick(['FSA', 'HSA', 'FSA/HSA'])} ${fsaCard.brand} ${mask(fsaCard, maskStyle)}`;
    const cardText = `${personal.brand} ${mask(personal, maskStyle)}`;
    const auth = () => `Auth ${rng.digits(6)}`;
    type Tender = { text: string; ref: string; amount: number };
    let tenders: Tender[];
    if (kind === 'split') {
      const fsaPart = Math.min(roundCents(t.total - 10), rng.pick([50, 100, 150, 200, roundCents(t.total / 2)]));
      const both = [
        { text: fsaText, ref: auth(), amount: fsaPart },
        { text: cardText, ref: auth(), amount: roundCents(t.total - fsaPart) },
      ];
      tenders = rng.bool(0.5) ? both : both.reverse();
    } else if (kind === 'card') tenders = [{ text: cardText, ref: auth(), amount: t.total }];
    else if (kind === 'fsa') tenders = [{ text: fsaText, ref: auth(), amount: t.total }];
    else if (kind === 'cash') tenders = [{ text: 'Cash', ref: '', amount: t.total }];
    else tenders = [{ text: `Check #${rng.int(1001, 6999)}`, ref: '', amount: t.total }];
    const method = tenders[0]?.text ?? 'Cash';
    const creditsInTable = rng.bool(0.5);
    const L = 50;
    const R = 562;
    const s = new Sheet({ size: 9, font: 'regular', top: 42, bottom: 64 });
    const headFont: FontName = rng.pick(['serif', 'bold'] as const);
    s.row([centred(merchant, 612, fitSize(merchant, headFont, 26, 470), headFont)], 2);
    s.row([centred(rng.pick(OPTICAL_TAGLINES), 612, 10, 'italic', { grey: 0.3 })], 2);
    const contact = `${p.street}, ${p.city}   ${colon(w.get('phone'))} ${phone(rng)}`;
    s.row([centred(contact, 612, 8, 'regular', { grey: 0.3 })]);
    s.row([{ text: '_'.repeat(100), x: L, size: 9, grey: 0.6 }], 10);
    s.row([{ text: rng.pick(['EYEWEAR INVOICE / RECEIPT', 'OPTICAL SALES INVOICE', 'DISPENSING RECEIPT']), x: L, size: 12, font: 'bold' }], 6);
    const left = [[w.get('payer'), 'bold'], [patient, 'regular'], [home.street, 'regular'], [home.city, 'regular'], [`${colon(w.get('account'))} ${rng.digits(6)}`, 'regular']] as const;
    const right: [string, string][] = [
      ['Invoice No.', invoiceNo],
      ['Order date', f.date(ordered)],
      [w.get('date'), f.date(iso)],
      ['Optician', optician],
      ['Lab job #', job],
    ];
    for (let i = 0; i < 5; i++) {
      const [text, font] = left[i] ?? ['', 'regular'];
      const [label, value] = right[i] ?? ['', ''];
      s.row([
        { text, x: L, font, size: i === 0 ? 8 : 9 },
        { text: colon(label), x: 360, size: 8.5, grey: 0.35 },
        { text: value, x: 450, size: 9 },
      ]);
    }
    s.space(10);
    // The spectacle prescription the lenses were made to.
    const sph = () => {
      const v = rng.int(-20, 8) * 0.25;
      return v === 0 ? 'PL' : `${v > 0 ? '+' : '-'}${Math.abs(v).toFixed(2)}`;
    };
    const cyl = () => {
      const v = rng.int(0, 7) * 0.25;
      return v === 0 ? 'DS' : `-${v.toFixed(2)}`;
    };
    const add = multifocal ? `+${(rng.int(4, 10) * 0.25).toFixed(2)}` : '';
    s.row([{ text: 'PRESCRIPTION', x: L, size: 8, font: 'bold' }, { text: `${optometrist}  -  exam ${formatDate(exam, 'us-slash')}`, x: 130, size: 8, grey: 0.35 }], 1);
    const rxCols = [90, 140, 190, 240, 290];
    s.row(['SPH', 'CYL', 'AXIS', 'ADD', 'PD'].map((text, i): Cell => ({ text, x: rxCols[i] ?? 90, size: 7.5, grey: 0.4 })));
    for (const eye of ['OD', 'OS']) {
      const values = [sph(), cyl(), String(rng.int(1, 180)).padStart(3, '0'), add, (rng.int(58, 68) / 2).toFixed(1)];
      const cells = values.map((text, i): Cell => ({ text, x: rxCols[i] ?? 90, size: 8.5 }));
      s.row([{ text: eye, x: L + 6, size: 8.5, font: 'bold' }, ...cells.filter((cell) => cell.text !== '')]);
    }
    s.space(10);
    const DX = 100;
    const descWidth = 262;
    s.row([
      { text: 'Code', x: L, size: 8, font: 'bold' },
      { text: w.get('itemHeader'), x: DX, size: 8, font: 'bold' },
      { text: 'Eye', x: 390, size: 8, font: 'bold' },
      { text: 'Qty', x: 432, size: 8, font: 'bold' },
      { text: 'Charge', x: R, size: 8, font: 'bold', align: 'right' },
    ]);
    s.row([{ text: '_'.repeat(150), x: L, size: 6, grey: 0.6 }], 1);
    for (const l of items) {
      const lines = wrapTo(l.description, descWidth, 'regular', 9);
      lines.forEach((text, i) => {
        const cells: Cell[] = [{ text, x: DX }];
        if (i === 0) cells.push({ text: l.code, x: L });
        if (i === lines.length - 1) cells.push({ text: l.eye, x: 390 }, { text: String(l.qty), x: 436 }, { text: `${f.money(l.amount)}${l.taxable && rate > 0 ? ' T' : ''}`, x: R, align: 'right' });
        s.row(cells.filter((cell) => cell.text !== ''));
      });
      s.space(2);
    }
    const frameLabel = `${rng.pick(['Frame allowance', 'Frame benefit'])} - ${plan ?? ''}`;
    const lensLabel = `${plan ?? ''} lens benefit (less ${f.money(lensCopay)} copay)`;
    if (creditsInTable) {
      if (frameCredit > 0) s.row([{ text: frameLabel, x: DX, font: 'italic', size: 9.5 }, { text: f.credit(frameCredit), x: R, align: 'right' }]);
      if (lensCredit > 0) s.row([{ text: lensLabel, x: DX, font: 'italic', size: 9.5 }, { text: f.credit(lensCredit), x: R, align: 'right' }]);
    }
    s.row([{ text: '_'.repeat(150), x: L, size: 6, grey: 0.6 }], 8);
    // Today's payments left, the order's summary right.
    const PR = 262;
    const SX = 300;
    const payments: Cell[][] = [[{ text: rng.pick(['PAYMENTS RECEIVED TODAY', 'PAYMENT AT PICKUP', 'PAID AT DISPENSING']), x: L, size: 8.5, font: 'bold' }]];
    for (const td of tenders) {
      payments.push([{ text: td.text, x: L }, { text: f.money(td.amount), x: PR, align: 'right' }]);
      if (td.ref !== '') payments.push([{ text: `   ${td.ref}`, x: L, size: 7.5, grey: 0.4 }]);
    }
    payments.push([{ text: w.get('total'), x: L, font: 'bold' }, { text: f.money(t.total), x: PR, align: 'right', font: 'bold' }]);
    payments.push([{ text: `${colon(w.get('txnId'))} ${receiptNo}`, x: L, font: 'bold' }]);
    const summary: Cell[][] = [];
    const sum = (label: string, value: string, font: FontName = 'regular') => summary.push([{ text: label, x: SX, font, size: 8.5 }, { text: value, x: R, align: 'right', font, size: 8.5 }]);
    sum(rng.pick(['Retail charges', 'Materials total', 'Total charges']), f.money(t.subtotal));
    if (!creditsInTable) {
      if (frameCredit > 0) sum(frameLabel, f.credit(frameCredit));
      if (lensCredit > 0) sum(`Lens benefit - ${plan ?? ''}`, f.credit(lensCredit));
    }
    if (t.tax > 0) sum(`${w.get('tax')} ${rateText(rate)} (T items)`, f.money(t.tax));
    sum(rng.pick(['Your portion', 'Patient portion', 'Patient responsibility']), f.money(portion), 'bold');
    if (deposit > 0) sum(`Deposit received ${formatDate(ordered, 'us-2digit')}`, f.credit(deposit));
    sum(rng.pick(['Balance at pickup', 'Due at dispensing', 'Balance on delivery']), f.money(t.total), 'bold');
    sum(w.get('balanceAfter'), f.money(0));
    for (let i = 0; i < Math.max(payments.length, summary.length); i++) s.row([...(payments[i] ?? []), ...(summary[i] ?? [])], 1);
    s.space(12);
    const small = [
      'Frames and lenses are warranted for 12 months against manufacturer defects. Progressive lenses carry a 60-day adaptation guarantee; one remake is included.',
      `The codes above are HCPCS codes for your FSA/HSA or out-of-network claim. ${plan ? `Benefits were verified with ${plan} on ${formatDate(ordered, 'us-slash')}.` : 'No vision benefits were applied to this order.'}`,
    ];
    for (const para of small) for (const l of wrapTo(para, 500, 'regular', 7.5)) s.row([{ text: l, x: L, size: 7.5, grey: 0.35 }]);
    s.space(14);
    s.row([{ text: `Dispensed by ${optician}`, x: L, size: 8.5 }, { text: 'Patient signature ______________________', x: 330, size: 8.5 }]);
    everyPage(s.pages, (page, total) => [
      { text: `${merchant}  -  Invoice ${invoiceNo}`, x: L, y: 760, size: 7, grey: 0.45 },
      { text: `Page ${page} of ${total}`, x: R, y: 760, size: 7, align: 'right', grey: 0.45 },
    ]);
    return { truth: truthOf(merchant, iso, t, method, receiptNo, items), doc: s.spec, parts: partsOf(t) };
  }),

  // A hospital's outpatient pharmacy register that also rings up the lobby cafe (Courier, 2.8 in roll):
  // the health system's name above the pharmacy's own name, where it is in the hospital, address and
  // phone; store, register and operator; department lines (DEPT 010 RX PICKUP, ** GRAB & GO **), each
  // prescription with its Rx number, quantity and fill date over "1 X 12.00", counter and cafe items
  // with quantity x unit price and a tax flag ('T' or '*') on prepared food and counter items only;
  // PATIENT SAVINGS on the prescriptions as a credit; SUBTOTAL, the tax on the flagged items, BALANCE
  // DUE; cash tendered and CHANGE, a card with its approval, or an employee's payroll deduction; the
  // transaction number, return and counseling lines, a barcode, and the date and time ('11/03/25 14:22')
  // alone at the bottom. Truth: merchantName the pharmacy's name (not the health system above it);
  // discount the patient savings; paymentMethod the tender line.
  fam('hospital-cafeteria-and-pharmacy-combo-register', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-2digit'], ['plain'], ['trailing-minus', 'minus']);
    const W = 204;
    const X = 20;
    const COLS = 38;
    const [sysStem = 'Tamarack', hospStem = 'Millbrook'] = pickDistinct(rng, [...MERCHANT_STEMS.dev, ...n.PROVIDER_STEMS], 2);
    const system = `${sysStem} ${rng.pick(HEALTH_SYSTEM_KINDS)}`.toUpperCase();
    const merchant = `${hospStem} ${rng.pick(HOSPITAL_PHARMACY_KINDS)}`.toUpperCase();
    const iso = txnDate(rng);
    const p = place(rng);
    const flag = rng.pick(['T', '*']);
    const times = rng.pick([' X ', ' @ ']);
    const deptStyle = rng.pick(['dept', 'stars', 'dash'] as const);
    type RegLine = Line & { qty: number; unit: number; rx?: { number: string; count: number; filled: string } };
    const rx: RegLine[] = linesFrom(rng, DISCHARGE_RX, count(c, [1, 2], [1, 3])).map((l) => ({ ...l, qty: 1, unit: l.amount, rx: { number: rng.digits(7), count: rng.pick([10, 14, 20, 28, 30, 60]), filled: addDays(iso, -rng.int(0, 3)) } }));
    const withQty = (l: Line): RegLine => {
      const qty = rng.bool(0.3) ? rng.int(2, 3) : 1;
      return { ...l, qty, unit: l.amount, amount: roundCents(l.amount * qty) };
    };
    const otc = linesFrom(rng, LOBBY_OTC, count(c, [0, 1], [0, 2])).map(withQty);
    const cafe = linesFrom(rng, LOBBY_CAFE, count(c, [0, 2], [0, 3])).map(withQty);
    const items = [...rx, ...otc, ...cafe];
    const rxSum = roundCents(rx.reduce((sum, l) => sum + l.amount, 0));
    const savings = rng.bool(0.8) ? Math.max(0.01, roundCents(rxSum * rng.pick([0.1, 0.15, 0.2]))) : 0;
    const rate = rng.pick([0.0625, 0.07, 0.0725, 0.08]);
    const t = tally(items, { discount: savings, taxRate: rate });
    const store = rng.digits(4);
    const reg = String(rng.int(1, 6)).padStart(2, '0');
    const oper = String(rng.int(1001, 4999));
    const trans = rng.digits(6);
    const s = slip(W, 7, 'mono');
    const line = (text: string, o: Partial<Cell> = {}) => s.row([{ text, x: X, ...o }]);
    const kv = (left: string, right: string, o: Partial<Cell> = {}) => line(pad(left, right, COLS), o);
    s.row([centred(system, W, fitSize(system, 'mono', 7.5, W - 44), 'mono')]);
    s.row([centred(merchant, W, fitSize(merchant, 'mono-bold', 9, W - 44), 'mono-bold')]);
    s.row([centred(rng.pick(PHARMACY_SPOTS), W, 6.5, 'mono')]);
    s.row([centred(p.street.toUpperCase(), W, 7, 'mono')]);
    s.row([centred(p.city.toUpperCase(), W, 7, 'mono')]);
    s.row([centred(`PHARMACY ${phone(rng)}`, W, 7, 'mono')], 5);
    line(`${w.caps('store')} ${store}  ${w.caps('register')} ${reg}  OPER ${oper}`);
    line('-'.repeat(COLS));
    let deptNo = 0;
    const dept = (name: string) => {
      deptNo += rng.int(1, 3) * 5;
      const text = deptStyle === 'dept' ? `DEPT ${String(deptNo).padStart(3, '0')} ${name}` : deptStyle === 'stars' ? `** ${name} **` : `-- ${deptNo} ${name} --`;
      line(text, { font: 'mono-bold' });
    };
    const price = (l: RegLine) => `${f.money(l.amount)} ${l.taxable ? flag : ' '}`;
    dept(rng.pick(['RX PICKUP', 'PRESCRIPTIONS', 'PHARMACY RX']));
    for (const l of rx) {
      line(l.description);
      if (l.rx) line(`  RX#${l.rx.number} QTY ${l.rx.count} FILLED ${f.date(l.rx.filled)}`, { size: 6.5 });
      kv(`  1${times}${f.money(l.unit)}`, price(l));
    }
    const group = (name: string, lines: readonly RegLine[]) => {
      if (lines.length === 0) return;
      dept(name);
      for (const l of lines) {
        line(l.description);
        kv(`  ${l.qty}${times}${f.money(l.unit)}`, price(l));
      }
    };
    group(rng.pick(['OTC HEALTH', 'FRONT STORE OTC', 'PATIENT SUPPLIES']), otc);
    group(rng.pick(['GRAB & GO', 'CAFE EXPRESS', 'MARKET CAFE', 'COFFEE BAR']), cafe);
    line('-'.repeat(COLS));
    if (savings > 0) kv('PATIENT SAVINGS', `${f.credit(savings)} `);
    kv('SUBTOTAL', `${f.money(roundCents(t.subtotal - t.discount))}  `);
    kv(rng.bool(0.5) ? `TAX ${rateText(rate)} ON ${f.money(t.taxable)}` : `${w.caps('tax')} ${rateText(rate)}`, `${f.money(t.tax)}  `);
    kv('BALANCE DUE', `${f.money(t.total)}  `, { font: 'mono-bold' });
    const pay = rng.pick(['cash', 'cash', 'cash', 'card', 'card', 'payroll'] as const);
    let method: string;
    let change = 0;
    if (pay === 'cash') {
      method = 'CASH';
      const given = rng.pick([Math.ceil(t.total), Math.ceil(t.total / 5) * 5, Math.ceil(t.total / 10) * 10, Math.ceil(t.total / 20) * 20]);
      change = roundCents(given - t.total);
      const label = w.caps('tendered');
      kv(label.includes('CASH') ? label : `CASH ${label}`, `${f.money(given)}  `);
    } else if (pay === 'card') {
      const cd = card(rng, ['Visa', 'Mastercard', 'Discover', 'American Express']);
      method = `${shortBrand(cd.brand)} ${mask(cd, rng.pick(['stars12', 'x12'] as const))}`;
      kv(method, `${f.money(t.total)}  `);
      line(`  ${rng.pick(['CHIP', 'TAP', 'SWIPE'])}  ${colon(w.caps('auth'))} ${rng.digits(6)}`);
    } else {
      method = 'PAYROLL DEDUCTION';
      kv(method, `${f.money(t.total)}  `);
      line(`  EMP ID ****${rng.digits(4)}  BADGE SWIPE`);
    }
    kv('CHANGE', `${f.money(change)}  `);
    line('-'.repeat(COLS));
    line(`ITEMS SOLD ${items.reduce((sum, l) => sum + l.qty, 0)}`);
    line(`${flag} = TAXABLE ITEM`);
    line(`${colon(w.caps('txnId'))} ${trans}`);
    s.space(3);
    for (const l of wrap('PRESCRIPTIONS CANNOT BE RETURNED. OTC AND FOOD RETURNS WITHIN 14 DAYS WITH RECEIPT.', COLS)) line(l, { size: 6.5 });
    for (const l of wrap(`QUESTIONS ABOUT YOUR MEDICINE? ASK TO SPEAK WITH THE PHARMACIST. A MEMBER OF ${system}.`, COLS)) line(l, { size: 6.5 });
    s.space(4);
    s.row([centred(bars(rng, 28), W, 9, 'mono')], 2);
    s.row([centred(`${store}${reg}${trans}`, W, 6.5, 'mono')], 6);
    const when = `${f.date(iso)} ${clock(rng, '24', [6, 21])}`;
    if (rng.bool(0.5)) line(when);
    else line(pad(when, `${reg}/${trans}`, COLS));
    return { truth: truthOf(merchant, iso, t, method, trans, items), doc: cut(s), parts: partsOf(t) };
  }),

  // A mobile clinic's (or a practice's) payment receipt sent by text message, as a phone screenshot or
  // as a printed conversation: the sender (a short code, a phone number or "<initials> Billing"), the
  // day in long form ("Tuesday, March 4, 2025") with the time, sometimes a text-to-pay reminder on an
  // earlier day with the patient's "PAY" reply, then the receipt in short lines: "Payment of $65.00 to
  // <Practice> received", what it was for in words ("for your copay of $40.00 and your TB skin test of
  // $25.00"), the card as "Visa ending in 4821", the confirmation number and opt-out text, split into
  // (1/2) (2/2) parts on some phones. Truth: merchantName the practice named in the receipt message;
  // transactionDate the day the receipt was sent; items the services named in words.
  fam('mobile-clinic-text-message-receipt', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['long-weekday'], ['dollar']);
    const stem = rng.pick([...MERCHANT_STEMS.dev, ...n.PROVIDER_STEMS]);
    const mobile = rng.bool(0.7);
    const merchant = mobile ? `${stem} ${rng.pick(MOBILE_SUFFIXES)}` : org(rng, c.split, rng.pick(['clinic', 'urgent'] as const));
    const iso = txnDate(rng);
    const patient = personName(rng);
    const items: Line[] = pickDistinct(rng, MOBILE_SERVICES, count(c, [1, 2], [1, 2])).map(([description, lo, hi, whole]) => ({ description, amount: whole ? 5 * rng.int(Math.ceil(lo / 5), Math.floor(hi / 5)) : rng.money(lo, hi), taxable: false }));
    const t = tally(items);
    const cd = card(rng, ['Visa', 'Mastercard', 'Discover', 'American Express', 'HSA Visa']);
    const method = `${cd.brand}${cd.brand !== 'Mastercard' && rng.bool(0.3) ? ' card' : ''} ending in ${cd.last4}`;
    const code = rng.bool(0.6) ? alnum(rng, rng.pick([6, 8])) : rng.digits(9);
    const initials = merchant
      .split(' ')
      .map((x) => x[0] ?? '')
      .join('')
      .replace(/[^A-Z]/g, '');
    const sender = rng.pick(['short', 'short', 'phone', 'alias'] as const);
    const senderText = sender === 'short' ? String(rng.int(20000, 99999)) : sender === 'phone' ? phone(rng) : `${initials} Billing`;
    const prefix = rng.bool(0.5) ? `${initials}: ` : '';
    // The messages: an optional text-to-pay reminder and the patient's reply, then the receipt.
    // `sep`: the screenshot shows the day and time above the message (not above one sent the same minute).
    type Msg = { day: string; time: string; mine: boolean; text: string; sep: boolean };
    const msgs: Msg[] = [];
    const payTime = clock(rng, '12', [10, 18]);
    if (rng.bool(c.options.onePage ? 0.4 : 0.6)) {
      const remindDay = addDays(iso, -rng.pick([0, 0, 1, 2, 3]));
      const visit = addDays(remindDay, -rng.int(0, 6));
      const [, vm = '', vd = ''] = visit.split('-');
      const site = mobile ? ` at ${rng.pick(MOBILE_SITES)}` : '';
      msgs.push({
        day: remindDay,
        time: clock(rng, '12', [8, 9]),
        mine: false,
        sep: true,
        text: `${prefix}Hi ${firstName(patient)}, thank you for visiting ${merchant}${site} on ${Number(vm)}/${Number(vd)}. Your balance is ${f.money(t.total)}. Reply PAY to pay with the card on file ending in ${cd.last4}.`,
      });
      msgs.push({ day: iso, time: payTime, mine: true, text: rng.pick(['PAY', 'Pay', 'pay']), sep: true });
    }
    const forWhat = items.length === 1 ? `for your ${items[0]?.description ?? 'visit'} of ${f.money(items[0]?.amount ?? 0)}` : `for your ${items.map((l) => `${l.description} of ${f.money(l.amount)}`).join(' and your ')}`;
    const receipt = [
      `${prefix}Payment of ${f.money(t.total)} to ${merchant} received ${forWhat}.`,
      `${colon(w.get('method'))} ${method}`,
      `${colon(w.get('txnId'))} ${code}`,
      `${colon(w.get('balanceAfter'))} ${f.money(0)}`,
      `Thank you! ${colon(w.get('phone'))} ${phone(rng)}. ${rng.pick(SMS_FOOTERS)}`,
    ];
    if (rng.bool(0.35)) {
      const joined = (parts: readonly string[]) => parts.map((x) => (x.endsWith('.') ? x : `${x}.`)).join(' ');
      msgs.push({ day: iso, time: payTime, mine: false, text: `(1/2) ${joined(receipt.slice(0, 3))}`, sep: msgs.length === 0 });
      msgs.push({ day: iso, time: payTime, mine: false, text: `(2/2) ${joined(receipt.slice(3))}`, sep: false });
    } else msgs.push({ day: iso, time: payTime, mine: false, text: receipt.join('\n'), sep: msgs.length === 0 });
    const screenshot = rng.bool(0.6);
    if (screenshot) {
      const W = 320;
      const s = new Sheet({ size: 10, font: 'regular', width: W, height: 6000, top: 14, bottom: 10 });
      const centre = (text: string, size: number, font: FontName = 'regular', o: Partial<Cell> = {}, gap = 0) => s.row([centred(text, W, size, font, o)], gap);
      s.row([{ text: clock(rng, '12', [8, 22]).replace(/ [AP]M$/, ''), x: 28, size: 10, font: 'bold' }, { text: `${rng.pick(['5G', 'LTE', 'Wi-Fi'])}  ${rng.int(9, 100)}%`, x: 292, size: 9.5, font: 'bold', align: 'right' }], 12);
      s.row([{ text: '<', x: 24, size: 15, font: 'bold' }], -8);
      centre(`( ${initials.slice(0, 2) || 'M'} )`, 13, 'bold', { grey: 0.45 }, 2);
      centre(senderText, 11, 'bold');
      centre(rng.pick(['Text Message', 'Text Message - SMS', 'SMS']), 8, 'regular', { grey: 0.45 }, 12);
      for (const m of msgs) {
        if (m.sep) centre(`${f.date(m.day)} ${m.time}`, 8, 'regular', { grey: 0.45 }, 6);
        for (const para of m.text.split('\n')) {
          for (const l of wrapTo(para, 196, 'regular', 10)) s.row([m.mine ? { text: l, x: 292, align: 'right' } : { text: l, x: 30 }], 1);
        }
        if (m.mine) s.row([{ text: 'Delivered', x: 292, size: 7.5, grey: 0.5, align: 'right' }]);
        s.space(10);
      }
      const bottom = Math.max(...s.pages.flat().map((cell) => cell.y + cell.size));
      const H = Math.max(640, Math.ceil(bottom + 70));
      const page = s.pages.flat();
      page.push(placed({ text: '+', x: 26, y: H - 44, size: 14, font: 'bold', grey: 0.45 }));
      page.push(placed({ text: 'Text Message', x: 48, y: H - 42, size: 10, font: 'regular', grey: 0.55 }));
      return { truth: truthOf(merchant, iso, t, method, code, items), doc: { width: W, height: H, pages: [page] }, parts: partsOf(t) };
    }
    // Printed conversation: the thread as a phone's print or export feature lays it out on letter paper.
    const L = 72;
    const R = 540;
    const s = new Sheet({ size: 10, font: 'regular', top: 54, bottom: 72 });
    const printed = addDays(iso, rng.int(0, 20));
    s.row([{ text: `Messages with ${senderText}`, x: L, size: 14, font: 'bold' }, { text: `${colon(w.get('printDate'))} ${formatDate(printed, 'us-slash')}`, x: R, size: 8, align: 'right', grey: 0.4 }], 2);
    s.row([{ text: `${msgs.length} messages  -  ${sender === 'alias' ? 'business sender' : 'SMS'}`, x: L, size: 8, grey: 0.4 }], 4);
    s.row([{ text: '_'.repeat(86), x: L, size: 8, grey: 0.6 }], 10);
    for (const m of msgs) {
      const who = m.mine ? 'Me' : senderText;
      s.row([{ text: who, x: L, size: 9, font: 'bold' }, { text: `${f.date(m.day)} ${m.time}`, x: R, size: 8.5, align: 'right', grey: 0.4 }], 2);
      for (const para of m.text.split('\n')) for (const l of wrapTo(para, 400, 'regular', 10)) s.row([{ text: l, x: L + 12 }]);
      s.space(12);
    }
    everyPage(s.pages, (page, total) => [{ text: `${page} of ${total}`, x: 306, y: 756, size: 8, grey: 0.45 }]);
    return { truth: truthOf(merchant, iso, t, method, code, items), doc: s.spec, parts: partsOf(t) };
  }),
];

// ---------------------------------------------------------------------------------------------
// A physical therapy clinic's visit receipt printed from its EHR, a supermarket's self-checkout slip
// with a pharmacy copay among the groceries, a telehealth app's e-mailed receipt for a video visit

/** Timed PT services (15-minute units): [CPT, description, rate per unit min, max, most units]. */
const PT_EHR_TIMED: readonly (readonly [string, string, number, number, number])[] = [
  ['97110', 'Therapeutic exercise', 38, 62, 3],
  ['97140', 'Manual therapy techniques', 36, 58, 2],
  ['97112', 'Neuromuscular re-education', 38, 60, 2],
  ['97530', 'Therapeutic activities', 40, 66, 3],
  ['97116', 'Gait training', 32, 52, 2],
  ['97535', 'Self-care/home management training', 34, 55, 2],
  ['97035', 'Ultrasound', 14, 26, 1],
  ['97033', 'Iontophoresis', 22, 38, 1],
  ['97750', 'Physical performance test', 40, 70, 2],
];
/** Untimed PT services and evaluations: [CPT, description, min, max] (one unit each). */
const PT_EHR_UNTIMED: readonly (readonly [string, string, number, number])[] = [
  ['97010', 'Hot/cold pack', 8, 18],
  ['G0283', 'Electrical stimulation, unattended', 14, 28],
  ['20560', 'Dry needling, 1-2 muscles', 45, 85],
  ['97012', 'Mechanical traction', 18, 32],
];
const PT_EHR_EVALS: readonly (readonly [string, string, number, number])[] = [
  ['97161', 'PT evaluation, low complexity', 110, 170],
  ['97162', 'PT evaluation, moderate complexity', 130, 195],
  ['97163', 'PT evaluation, high complexity', 150, 220],
  ['97164', 'PT re-evaluation', 80, 130],
];
const PT_EHR_SUFFIXES = ['Physical Therapy', 'Physical Therapy & Sports Rehab', 'Spine & Sport Physical Therapy', 'PT & Performance', 'Rehab & Physical Therapy', 'Physical Therapy Clinic'];
const PT_EHR_NETWORKS = ['Rehab Network', 'Therapy Partners network', 'Orthopedic & Rehab Network', 'Physical Therapy Alliance', 'Rehabilitation Network'];
/** [case name, ICD-10 code] */
const PT_EHR_CASES: readonly (readonly [string, string])[] = [
  ['Right knee - post-op ACL reconstruction', 'Z47.89'],
  ['Low back pain', 'M54.50'],
  ['Left shoulder - rotator cuff repair', 'Z47.89'],
  ['Neck pain / cervical strain', 'S16.1XXD'],
  ['Right ankle sprain', 'S93.401D'],
  ['Left hip osteoarthritis', 'M16.12'],
  ['Plantar fasciitis, right foot', 'M72.2'],
  ['Balance and gait deficits', 'R26.81'],
  ['Left wrist fracture - post-cast', 'S52.502D'],
];
const PT_EHR_DEGREES = ['PT, DPT', 'DPT, OCS', 'PT, DPT, SCS', 'MSPT', 'PT, DPT, CSCS'];
const PT_EHR_VENDORS = ['RehabChart', 'TheraLedger', 'MotionNote EHR', 'ClinicCurrent PT'];

/** Self-checkout groceries: [description, min, max, tax flag (T taxable, F food), sold by the pound]. */
const SCO_ITEMS: readonly (readonly [string, number, number, 'T' | 'F', boolean])[] = [
  ['BANANAS', 0.49, 0.69, 'F', true],
  ['ROMA TOMATOES', 1.29, 1.99, 'F', true],
  ['YELLOW ONIONS', 0.99, 1.49, 'F', true],
  ['HONEYCRISP APPLES', 1.99, 2.99, 'F', true],
  ['WHOLE MILK GAL', 3.29, 4.49, 'F', false],
  ['BROWN EGGS 12CT', 3.49, 5.99, 'F', false],
  ['SOURDOUGH LOAF', 3.99, 5.49, 'F', false],
  ['CHICKEN BROTH 32OZ', 2.29, 3.49, 'F', false],
  ['SALTINES 16OZ', 2.99, 4.29, 'F', false],
  ['FROZEN PEAS 12OZ', 1.49, 2.49, 'F', false],
  ['OATMEAL CUPS 6CT', 3.99, 5.99, 'F', false],
  ['APPLESAUCE 6PK', 2.99, 4.29, 'F', false],
  ['GINGER ALE 12PK', 5.99, 7.99, 'T', false],
  ['SPORTS DRINK 28OZ', 1.49, 2.29, 'T', false],
  ['ROTISSERIE CHICKEN', 6.99, 8.99, 'T', false],
  ['PAPER TOWELS 6RL', 7.99, 12.99, 'T', false],
  ['DISH SOAP 19OZ', 2.99, 4.49, 'T', false],
  ['COLD & COUGH DM 8OZ', 7.99, 11.99, 'T', false],
  ['ALLERGY RELIEF 30CT', 9.99, 18.99, 'T', false],
  ['DIGITAL THERMOMETER', 8.99, 14.99, 'T', false],
  ['FACIAL TISSUE 4PK', 5.49, 8.99, 'T', false],
  ['HONEY LEMON DROPS', 2.49, 3.99, 'T', false],
];
const SCO_SUFFIXES = ['Marketplace', 'Grocers', 'Food Center', 'Family Foods', 'Super Foods'];
const SCO_PROGRAMS = ['CLUB CARD', 'PERKS CARD', 'PLUS CARD', 'BONUS CARD'];

type TeleSpecialty = { suffixes: readonly string[]; visits: readonly (readonly [string, number, number])[]; provider: readonly string[] };
/** Practices that see patients through a telehealth app, with the visits they bill there. */
const TELE_SPECIALTIES: readonly TeleSpecialty[] = [
  {
    suffixes: ['Dermatology', 'Dermatology & Skin Health', 'Skin & Laser Center'],
    visits: [
      ['Video visit - Dermatology follow-up', 65, 140],
      ['Video visit - Dermatology new patient', 95, 189],
      ['Photo consult - Acne treatment review', 39, 79],
    ],
    provider: ['MD', 'DO', 'PA-C'],
  },
  {
    suffixes: ['Family Medicine', 'Primary Care', 'Internal Medicine'],
    visits: [
      ['Video visit - Primary care', 49, 119],
      ['Video visit - Medication check', 39, 89],
      ['Phone visit - Lab results review', 25, 59],
    ],
    provider: ['MD', 'DO', 'FNP-C'],
  },
  {
    suffixes: ['Counseling Associates', 'Behavioral Health', 'Psychiatry Group'],
    visits: [
      ['Video visit - Therapy session (53 min)', 90, 180],
      ['Video visit - Psychiatry follow-up', 95, 210],
      ['Video visit - Behavioral health intake', 120, 240],
    ],
    provider: ['PsyD', 'LCSW', 'PMHNP-BC'],
  },
  {
    suffixes: ['Allergy & Asthma', 'Allergy & Immunology'],
    visits: [
      ['Video visit - Allergy follow-up', 55, 130],
      ['Video visit - Asthma action plan review', 55, 120],
    ],
    provider: ['MD', 'DO'],
  },
];
const TELE_APPS = ['CareHop', 'Vidalink', 'NowVisit', 'Clinicly', 'DocDash'];
const TELE_PROMOS = ['WELCOME10', 'CARE15', 'FIRSTVISIT', 'SPRING20'];

const devFamiliesFresh4: FamilyDef[] = [
  // A physical therapy clinic's "Visit receipt" printed from its EHR (letter, Helvetica): the practice
  // name as a text logo (title case or capitals, serif or bold) with "a member of the <network>" under
  // it, the address, phone, fax and NPI on the right; the title with the print date and time; patient,
  // date of birth, account and case left, date of service, therapist, visit count and insurance right;
  // a table CPT / MOD / service / minutes / charge whose services carry their units ("Therapeutic
  // exercise x 2 units", GP or GP CQ modifiers); a summary with the insurance's expected share or a
  // self-pay adjustment as a credit ('(212.00)', '-212.00', '212.00 CR'), the patient's part, the
  // payment as a credit and the visit balance; then the payment, either as a labelled block under
  // "Paid via HSA debit (Mastercard) ending 1234" or as one sentence "Paid via ... on <date>."; the
  // next appointment, on full documents the case's earlier visits (a second page at times), and the
  // EHR's footer. The payment is days after the date of service and the print later still.
  // Truth: merchantName the logo's practice name (not the network); transactionDate the payment's
  // day; items the services as printed with their units; discount the insurance or self-pay credit;
  // paymentMethod the text after "Paid via"; transactionId the receipt number.
  fam('therapy-clinic-ehr-visit-receipt', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'us-short', 'abbrev', 'long'], ['dollar', 'plain'], ['parens', 'minus', 'cr']);
    const [stem = 'Cedar Hollow', netStem = 'Tamarack'] = pickDistinct(rng, [...MERCHANT_STEMS.dev, ...n.PROVIDER_STEMS], 2);
    const caps = rng.bool(0.25);
    const practice = `${stem} ${rng.pick(PT_EHR_SUFFIXES)}`;
    const merchant = caps ? practice.toUpperCase() : practice;
    const network = `${netStem} ${rng.pick(PT_EHR_NETWORKS)}`;
    const iso = txnDate(rng);
    const dos = addDays(iso, -rng.int(1, 24));
    const printed = addDays(iso, rng.pick([0, 0, 1, 2, 6]));
    const p = place(rng);
    const patient = personName(rng);
    const dob = rng.date('1946-01-01', '2009-12-31');
    const pta = rng.bool(0.3);
    const therapist = `${rng.pick(n.FIRST_NAMES)} ${rng.pick(n.LAST_NAMES)}, ${pta ? 'PTA' : rng.pick(PT_EHR_DEGREES)}`;
    const [caseName, icd] = rng.pick(PT_EHR_CASES);
    let visitNo = rng.int(2, 16);
    type PtLine = Line & { code: string; minutes: number };
    const units = (k: number) => `${k} unit${k === 1 ? '' : 's'}`;
    const lines: PtLine[] = [];
    if (rng.bool(0.3)) {
      // An initial evaluation opens the case (visit 1); a re-evaluation comes at any later visit.
      const initial = rng.bool(0.4);
      if (initial) visitNo = 1;
      const [code, text, lo, hi] = initial ? rng.pick(PT_EHR_EVALS.slice(0, 3)) : (PT_EHR_EVALS[3] ?? ['97164', 'PT re-evaluation', 80, 130]);
      lines.push({ code, description: `${text} x ${units(1)}`, amount: rng.int(lo, hi), taxable: false, minutes: 0 });
    }
    for (const [code, text, lo, hi, most] of pickDistinct(rng, PT_EHR_TIMED, count(c, [1, 3], [2, 4]))) {
      const k = rng.int(1, most);
      const rate = rng.int(lo, hi) + rng.pick([0, 0, 0.5, 0.25]);
      lines.push({ code, description: `${text} x ${units(k)}`, amount: roundCents(k * rate), taxable: false, minutes: 15 * k - rng.int(0, 6) });
    }
    if (rng.bool(0.45)) {
      const [code, text, lo, hi] = rng.pick(PT_EHR_UNTIMED);
      lines.push({ code, description: `${text} x ${units(1)}`, amount: rng.int(lo, hi), taxable: false, minutes: 0 });
    }
    const authorized = Math.max(visitNo + rng.int(0, 2), rng.pick([12, 16, 20, 24]));
    const charges = roundCents(lines.reduce((s, l) => s + l.amount, 0));
    const selfPay = rng.bool(0.3);
    const insurer = rng.pick(n.INSURERS);
    let share: 'copay' | 'coinsurance' | 'self' = 'self';
    let credit = 0;
    if (selfPay) credit = rng.bool(0.5) ? roundCents(charges * rng.pick([0.1, 0.15, 0.2, 0.25])) : 0;
    else {
      share = rng.bool(0.6) ? 'copay' : 'coinsurance';
      const owed = share === 'copay' ? rng.pick([20, 25, 30, 40, 45, 50, 60]) : roundCents(charges * rng.pick([0.45, 0.55, 0.65]) * 0.2);
      credit = roundCents(charges - Math.min(owed, charges - 5));
    }
    const t = tally(lines, { discount: credit });
    const pay = rng.pick(['hsa', 'hsa', 'fsa', 'credit', 'debit', 'file', 'check', 'cash'] as const);
    const cd = card(rng, pay === 'credit' || pay === 'file' ? BRANDS : ['Visa', 'Mastercard']);
    const method =
      pay === 'hsa'
        ? `HSA debit (${cd.brand}) ending ${cd.last4}`
        : pay === 'fsa'
          ? `FSA card (${cd.brand}) ending ${cd.last4}`
          : pay === 'credit'
            ? `${cd.brand} credit card ending ${cd.last4}`
            : pay === 'debit'
              ? `${cd.brand} debit ending ${cd.last4}`
              : pay === 'file'
                ? `card on file (${cd.brand} ending ${cd.last4})`
                : pay === 'check'
                  ? `check #${rng.int(1001, 8999)}`
                  : 'cash';
    const receiptNo = `${rng.pick(['R', 'RCT-', 'P'])}${rng.digits(6)}`;
    const vendor = rng.pick(PT_EHR_VENDORS);
    const user = `${rng.pick(n.FIRST_NAMES)[0]?.toLowerCase() ?? 'a'}${rng.pick(n.LAST_NAMES).toLowerCase()}`;
    const L = 48;
    const R = 564;
    const visitRef = rng.digits(8);
    const s = new Sheet({ size: 9, font: 'regular', top: 40, bottom: 70 }, (sheet) => sheet.row([{ text: `${merchant}  -  visit receipt for ${patient} (continued)`, x: L, size: 8, grey: 0.4 }], 10));
    // The text logo alone on its line, the network under it, the practice's contact block on the right.
    const logoFont: FontName = rng.pick(['serif', 'bold'] as const);
    s.row([{ text: merchant, x: L, size: fitSize(merchant, logoFont, 22, 330), font: logoFont }], 1);
    const contact = [p.street, p.city, `${colon(w.get('phone'))} ${phone(rng)}   Fax ${phone(rng)}`, `NPI ${rng.digits(10)}`];
    const memberLine = `${rng.pick(['a member of the', 'A member of the', 'Proudly a member of the'])} ${network}`;
    contact.forEach((text, i) => {
      const cells: Cell[] = [{ text, x: R, size: 7.5, align: 'right', grey: 0.3 }];
      if (i === 0) cells.unshift({ text: memberLine, x: L, size: 8.5, font: 'italic', grey: 0.35 });
      s.row(cells);
    });
    s.row([{ text: '_'.repeat(104), x: L, size: 9, grey: 0.65 }], 10);
    const printedAt = `${colon(w.get('printDate'))} ${formatDate(printed, 'us-slash')} ${clock(rng, '12', [8, 18])}`;
    s.row([{ text: rng.pick(['Visit Receipt', 'Visit receipt', 'VISIT RECEIPT']), x: L, size: 14, font: 'bold' }, { text: printedAt, x: R, size: 7.5, align: 'right', grey: 0.4 }], 8);
    const leftPairs: [string, string][] = [
      [w.get('payer'), patient],
      ['DOB', formatDate(dob, 'us-slash')],
      [w.get('account'), rng.digits(7)],
      ['Case', caseName],
    ];
    const rightPairs: [string, string][] = [
      [w.get('visitDate'), f.date(dos)],
      [rng.pick(['Treating therapist', 'Rendering therapist', 'Therapist']), therapist],
      ['Visit', `${visitNo} of ${authorized} ${selfPay ? 'planned' : 'authorized'}`],
      [selfPay ? 'Financial class' : 'Primary insurance', selfPay ? 'Self-pay' : insurer],
    ];
    for (let i = 0; i < 4; i++) {
      const [ll, lv] = leftPairs[i] ?? ['', ''];
      const [rl, rv] = rightPairs[i] ?? ['', ''];
      s.row([
        { text: colon(ll), x: L, size: 8, grey: 0.35 },
        { text: lv, x: L + 70, size: 9 },
        { text: colon(rl), x: 318, size: 8, grey: 0.35 },
        { text: rv, x: 418, size: fitSize(rv, 'regular', 9, 142) },
      ]);
    }
    s.row([{ text: `Diagnosis: ${icd}`, x: L, size: 8, grey: 0.35 }], 12);
    const MOD = L + 48;
    const DX = L + 92;
    const MIN = 440;
    s.row([
      { text: 'CPT/HCPCS', x: L, size: 7.5, font: 'bold' },
      { text: 'MOD', x: MOD + 8, size: 7.5, font: 'bold' },
      { text: w.get('itemHeader'), x: DX, size: 7.5, font: 'bold' },
      { text: 'Min', x: MIN, size: 7.5, font: 'bold', align: 'right' },
      { text: 'Charge', x: R, size: 7.5, font: 'bold', align: 'right' },
    ]);
    s.row([{ text: '_'.repeat(130), x: L, size: 7, grey: 0.6 }], 1);
    const modifier = pta ? 'GP CQ' : 'GP';
    for (const l of lines) {
      s.row([
        { text: l.code, x: L },
        { text: modifier, x: MOD + 8, size: 8 },
        { text: l.description, x: DX },
        ...(l.minutes > 0 ? [{ text: String(l.minutes), x: MIN, align: 'right' } as Cell] : []),
        { text: f.money(l.amount), x: R, align: 'right' },
      ]);
    }
    s.row([{ text: '_'.repeat(130), x: L, size: 7, grey: 0.6 }], 4);
    const SX = 330;
    const sum = (label: string, value: string, font: FontName = 'regular') => s.row([{ text: label, x: SX, font, size: 9 }, { text: value, x: R, font, size: 9, align: 'right' }]);
    sum(rng.pick(['Total charges', 'Visit charges']), f.money(t.subtotal));
    if (!selfPay) sum(rng.pick([`Expected from ${insurer}`, `Billed to ${insurer}`]), f.credit(t.discount));
    else if (t.discount > 0) sum(rng.pick(['Self-pay rate adjustment', 'Cash-pay discount']), f.credit(t.discount));
    const partLabel = share === 'copay' ? 'Patient copay' : share === 'coinsurance' ? 'Patient coinsurance (est.)' : 'Patient amount';
    sum(partLabel, f.money(t.total), 'bold');
    sum('Payment received', f.credit(t.total));
    sum('Visit balance', f.money(0), 'bold');
    s.space(14);
    s.row([{ text: 'PAYMENT', x: L, size: 8.5, font: 'bold' }], 2);
    if (rng.bool(0.55)) {
      s.row([{ text: `Paid via ${method}`, x: L, size: 10, font: 'bold' }], 3);
      const pairs: [string, string][] = [
        [w.get('date'), f.date(iso)],
        [w.get('total'), f.money(t.total)],
        [w.get('txnId'), receiptNo],
        ['Posted by', `${rng.pick(n.FIRST_NAMES)} ${rng.pick(n.LAST_NAMES)[0] ?? 'K'}. (front desk)`],
      ];
      for (const [label, value] of pairs) s.row([{ text: colon(label), x: L, size: 8.5, grey: 0.35 }, { text: value, x: L + 110, size: 9 }]);
    } else {
      s.row([{ text: `Paid via ${method} on ${f.date(iso)}.`, x: L, size: 10 }], 2);
      s.row([{ text: `${colon(w.get('txnId'))} ${receiptNo}      ${colon(w.get('total'))} ${f.money(t.total)}`, x: L, size: 9 }]);
    }
    s.space(10);
    const next = addDays(iso, rng.int(1, 6));
    s.row([{ text: `Next appointment: ${formatDate(next, 'us-slash')} ${clock(rng, '12', [7, 18])} with ${therapist.split(',')[0] ?? therapist}`, x: L, size: 9 }], 10);
    if (!c.options.onePage && visitNo > 1) {
      const earlier = Math.min(visitNo - 1, 14);
      s.row([{ text: 'Earlier visits for this case', x: L, size: 9, font: 'bold' }], 2);
      const cols = [L, 150, 250, 350, 450];
      s.row(['Date of service', 'Charges', 'Insurance', 'Patient paid', 'Status'].map((text, i): Cell => ({ text, x: cols[i] ?? L, size: 7.5, grey: 0.35 })));
      let day = dos;
      for (let i = 0; i < earlier; i++) {
        day = addDays(day, -rng.pick([2, 3, 4, 7]));
        const ch = rng.int(120, 380);
        const paid = selfPay ? ch : rng.pick([20, 25, 30, 40, 50]);
        s.row([
          { text: formatDate(day, 'us-slash'), x: cols[0] ?? L, size: 8.5 },
          { text: f.money(ch), x: cols[1] ?? 150, size: 8.5 },
          { text: selfPay ? '-' : f.money(ch - paid), x: cols[2] ?? 250, size: 8.5 },
          { text: f.money(paid), x: cols[3] ?? 350, size: 8.5 },
          { text: rng.pick(['Closed', 'Ins. pending', 'Closed', 'Paid']), x: cols[4] ?? 450, size: 8.5 },
        ]);
      }
      s.space(10);
    }
    if (!c.options.onePage) {
      const note = 'Keep this receipt for your records. Charges are billed in 15-minute units under the 8-minute rule; your plan may apply a visit limit or prior authorization. HSA and FSA administrators accept this receipt with the CPT codes above.';
      for (const l of wrapTo(note, 500, 'regular', 8)) s.row([{ text: l, x: L, size: 8, grey: 0.35 }]);
    }
    everyPage(s.pages, (page, total) => [
      { text: `${vendor}  |  ${user}  |  visit ${visitRef}`, x: L, y: 752, size: 7, grey: 0.45 },
      { text: `Page ${page} of ${total}`, x: R, y: 752, size: 7, align: 'right', grey: 0.45 },
    ]);
    return { truth: truthOf(merchant, iso, t, method, receiptNo, lines), doc: s.spec, parts: partsOf(t) };
  }),

  // A supermarket's self-checkout slip with an in-store pharmacy (3.2 in roll, Helvetica columns, not
  // a fixed-width font): the store's name with its store number ("TAMARACK MARKETPLACE #0417"),
  // address, store and pharmacy phones, a SELF CHECKOUT banner with the lane; each line an item code
  // (UPC or produce PLU, or the Rx number) before the description, the price and a tax flag (T, F or
  // N), by-the-pound lines under produce, club-card savings under some items as credits ('0.60-' or
  // '-0.60'), pharmacy copay lines with their fill date among the groceries, an attendant's age check;
  // subtotal, tax by flag, total; one tender ("US DEBIT ****4417", a credit card, a phone wallet or
  // cash with change) and its chip block (entry, AID, TVR/TSI, CVM, approval, terminal and sequence);
  // the savings total, club card, transaction number and barcode, and the date and time at the bottom
  // ("11/03/2025 6:12 PM"). Truth: merchantName the store name without its number; items the groceries
  // and the copays at their shelf price; discount the card savings; paymentMethod the tender line.
  fam('supermarket-pharmacy-self-checkout', 'dev', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-2digit'], ['plain'], ['trailing-minus', 'minus']);
    const W = 232;
    const X = 20;
    const DESC = 68;
    const PRICE = 196;
    const FLAG = 200;
    const stem = rng.pick([...MERCHANT_STEMS.dev, ...n.PROVIDER_STEMS]);
    const merchant = `${stem} ${rng.pick(SCO_SUFFIXES)}`.toUpperCase();
    const iso = txnDate(rng);
    const p = place(rng);
    const state = /, ([A-Z]{2}) /.exec(p.city)?.[1] ?? 'TX';
    const [rateT, rateF] = MARKET_TAX[state] ?? [0.0825, 0];
    const store = String(rng.int(12, 2400)).padStart(4, '0');
    const lane = String(rng.int(21, 38));
    const program = rng.pick(SCO_PROGRAMS);
    const rxLabel = rng.pick(['RX COPAY', 'PHARMACY RX', 'RX PICKUP']);
    type ScoLine = Line & { code: string; flag: 'T' | 'F' | 'N'; lb: number; unit: number; off: number; filled: string };
    const lines: ScoLine[] = [];
    for (const [description, lo, hi, flag, byWeight] of pickDistinct(rng, SCO_ITEMS, count(c, [3, 6], [6, 14]))) {
      const off = rng.bool(0.25) ? rng.pick([0.3, 0.5, 0.6, 1, 1.5]) : 0;
      if (byWeight) {
        const lb = rng.int(40, 380) / 100;
        const unit = rng.money(lo, hi);
        lines.push({ description, amount: Math.max(0.1, roundCents(lb * unit)), taxable: flag === 'T', code: String(rng.int(3000, 4999)), flag, lb, unit, off: 0, filled: '' });
        continue;
      }
      const amount = roundCents(Math.floor(rng.money(lo, hi) * 10) / 10 + 0.09);
      lines.push({ description, amount, taxable: flag === 'T', code: `0${rng.digits(11)}`, flag, lb: 0, unit: amount, off: Math.min(off, roundCents(amount / 3)), filled: '' });
    }
    const rxCount = c.options.onePage ? 1 : rng.int(1, 2);
    for (let i = 0; i < rxCount; i++) {
      const copay = rng.bool(0.5) ? rng.pick([5, 10, 15, 20, 25, 40]) : rng.money(2.5, 48);
      const rx = { description: rxLabel, amount: copay, taxable: false, code: rng.digits(7), flag: 'N' as const, lb: 0, unit: copay, off: 0, filled: addDays(iso, -rng.int(0, 4)) };
      lines.splice(rng.int(0, lines.length), 0, rx);
    }
    const net = (flag: 'T' | 'F') => roundCents(lines.filter((l) => l.flag === flag).reduce((s, l) => s + l.amount - l.off, 0));
    const taxT = roundCents(net('T') * rateT);
    const taxF = roundCents(net('F') * rateF);
    const discount = roundCents(lines.reduce((s, l) => s + l.off, 0));
    const t = tally(lines, { discount, tax: roundCents(taxT + taxF) });
    const s = slip(W, 7, 'regular', 22);
    const centre = (text: string, size = 7, font: FontName = 'regular', gap = 0) => s.row([centred(text, W, fitSize(text, font, size, W - 44), font)], gap);
    const numbered = rng.pick([`${merchant} #${store}`, `${merchant} STORE ${Number(store)}`, `${merchant} - ${store}`]);
    centre(numbered, 10, 'bold', 2);
    centre(p.street.toUpperCase());
    centre(p.city.toUpperCase());
    centre(`STORE ${phone(rng)}   PHARMACY ${phone(rng)}`, 6.5, 'regular', 4);
    centre(rng.pick(['* SELF CHECKOUT *', 'SELF CHECKOUT', '- SELF-SERVE CHECKOUT -']), 8, 'bold');
    const attendant = rng.digits(4);
    s.row([{ text: `${w.caps('register')} ${lane}`, x: X }, { text: `TRANS ${rng.digits(4)}`, x: W - 20, align: 'right' }], 4);
    const item = (code: string, text: string, price: string, flag: string, font: FontName = 'regular') =>
      s.row([
        { text: code, x: X, size: 6 },
        { text, x: DESC, size: fitSize(text, font, 7, PRICE - DESC - 34), font },
        { text: price, x: PRICE, align: 'right', font },
        ...(flag ? [{ text: flag, x: FLAG } as Cell] : []),
      ]);
    const detail = (text: string) => s.row([{ text, x: DESC + 6, size: 6.3, grey: 0.25 }]);
    let ageChecked = false;
    for (const l of lines) {
      item(l.code, l.description, f.money(l.amount), l.flag);
      if (l.flag === 'N') detail(`RX# ${l.code}  FILLED ${f.date(l.filled)}`);
      else if (l.lb > 0) detail(`${l.lb.toFixed(2)} LB @ ${f.money(l.unit)} / LB`);
      if (l.off > 0) s.row([{ text: `${program} SAVINGS`, x: DESC + 6, size: 6.5 }, { text: f.credit(l.off), x: PRICE, align: 'right', size: 7 }]);
      if (!ageChecked && l.description.includes(' DM ')) {
        detail(`AGE VERIFIED - ATTENDANT ${attendant}`);
        ageChecked = true;
      }
    }
    s.space(4);
    const money = (label: string, value: string, font: FontName = 'regular') => s.row([{ text: label, x: 92, font }, { text: value, x: PRICE, align: 'right', font }]);
    money(w.caps('subtotal'), f.money(roundCents(t.subtotal - t.discount)));
    const taxLabel = w.caps('tax');
    if (rateT > 0) money(`${taxLabel} T ${rateText(rateT)}`, f.money(taxT));
    if (rateF > 0 && net('F') > 0) money(`${taxLabel} F ${rateText(rateF)}`, f.money(taxF));
    if (rateT === 0 && rateF === 0) money(taxLabel, f.money(0));
    money(`*** ${w.caps('total')}`, f.money(t.total), 'bold');
    s.space(3);
    const kind = rng.pick(['debit', 'debit', 'debit', 'credit', 'credit', 'wallet', 'cash'] as const);
    const cd = card(rng, kind === 'debit' ? ['Visa', 'Mastercard'] : BRANDS);
    const maskStyle = rng.pick(['stars12', 'stars4', 'x12'] as const);
    const brand = shortBrand(cd.brand);
    const tender = kind === 'debit' ? 'US DEBIT' : kind === 'wallet' ? `${brand} MOBILE` : kind === 'credit' ? `${brand} CREDIT` : 'CASH';
    const method = kind === 'cash' ? 'CASH' : `${tender} ${mask(cd, maskStyle)}`;
    let change = 0;
    if (kind === 'cash') {
      const fed = rng.pick([Math.ceil(t.total), Math.ceil(t.total / 5) * 5, Math.ceil(t.total / 20) * 20]);
      change = roundCents(fed - t.total);
      money('CASH', f.money(fed));
    } else s.row([{ text: method, x: X + 8, size: fitSize(method, 'regular', 7, PRICE - X - 58) }, { text: f.money(t.total), x: PRICE, align: 'right' }]);
    money(w.caps('change'), f.money(change));
    s.space(5);
    if (kind !== 'cash') {
      const network = kind === 'debit' ? 'US DEBIT' : brand === 'MASTERCARD' ? 'MASTERCARD' : brand;
      const block = [
        kind === 'wallet' ? 'CONTACTLESS - MOBILE WALLET' : rng.pick(['CHIP READ', 'CHIP READ', 'CONTACTLESS']),
        `AID ${EMV_AID[network] ?? 'A0000000031010'}`,
        kind === 'debit' ? rng.pick(['US DEBIT', `${cd.brand.toUpperCase()} DEBIT`]) : kind === 'wallet' ? `${brand}` : `${cd.brand.toUpperCase()} CREDIT`,
        `TVR ${rng.pick(['0000008000', '8000048000', '0000000000'])}   TSI ${rng.pick(['E800', '6800', 'F800'])}`,
        kind === 'debit' ? 'PIN VERIFIED' : 'NO CVM REQUIRED',
        `${colon(w.caps('auth'))} ${rng.digits(6)}`,
        `TERMINAL # ${store}${lane}${rng.digits(2)}   SEQ # ${rng.digits(6)}`,
      ];
      for (const text of block) s.row([{ text, x: X + 10, size: 6.5 }]);
      s.space(5);
    }
    s.row([{ text: `ITEMS ${lines.length}`, x: X }]);
    if (t.discount > 0) s.row([{ text: w.caps('storeSavings'), x: X, font: 'bold' }, { text: f.money(t.discount), x: PRICE, align: 'right', font: 'bold' }]);
    s.row([{ text: `${program} ${'X'.repeat(6)}${rng.digits(4)}`, x: X }]);
    s.row([{ text: `FUEL POINTS THIS TRIP ${Math.floor(t.total)}`, x: X }], 4);
    s.row([{ text: 'T = TAXABLE   F = FOOD TAX   N = NOT TAXED', x: X, size: 6 }], 4);
    const txn = `${store}${lane}${rng.digits(6)}`;
    s.row([{ text: `${colon(w.caps('txnId'))} ${txn}`, x: X }], 3);
    s.row([centred(bars(rng, 30), W, 9, 'mono')]);
    s.space(3);
    for (const l of wrap('PRESCRIPTIONS ARE NOT RETURNABLE. ASK YOUR PHARMACIST ABOUT FREE FLU SHOTS AND RX TRANSFERS.', 44)) centre(l, 6.3);
    centre(`THANK YOU FOR SHOPPING ${stem.toUpperCase()}!`, 6.5, 'regular', 4);
    s.row([{ text: `${formatDate(iso, 'us-slash')} ${clock(rng, '12', [7, 21])}`, x: X, size: 7.5 }, { text: `SCO ${lane} ATT ${attendant}`, x: W - 20, size: 7, align: 'right' }]);
    return { truth: truthOf(merchant, iso, t, method, txn, lines), doc: cut(s), parts: partsOf(t) };
  }),

  // A telehealth app's e-mailed receipt for a video visit, printed from a web mail client (letter,
  // Helvetica): the browser's print header (print day and time, subject) and footer (address, page
  // of pages); in a narrow centred column the app's wordmark, "Receipt from <practice> via <app>",
  // "Paid November 3, 2025" (no label), the amount large under "Amount paid", the visit ("Video visit -
  // Dermatology follow-up") with the clinician and the visit's own day, sometimes the app's booking fee
  // and a promo code as '-$10.00', the amount paid again; "Payment method: Apple Pay (Visa ••4417)",
  // the patient and the receipt number; link buttons; then the app's footer (links, address, legal
  // lines). Truth: merchantName the practice (not the app); transactionDate the day after "Paid";
  // paymentMethod the text after "Payment method:"; transactionId the receipt number.
  fam('telehealth-app-emailed-receipt', 'dev', (c) => {
    const { rng, w } = c;
    const dateStyle = rng.pick(['long', 'long', 'abbrev'] as const);
    const f = fmt(rng, [dateStyle], ['dollar'], ['minus']);
    const spec = rng.pick(TELE_SPECIALTIES);
    const merchant = `${rng.pick([...MERCHANT_STEMS.dev, ...n.PROVIDER_STEMS])} ${rng.pick(spec.suffixes)}`;
    const app = rng.pick(TELE_APPS);
    const iso = txnDate(rng);
    const sameDay = rng.bool(0.55);
    const visitDay = sameDay ? iso : addDays(iso, -rng.int(1, 12));
    const printed = addDays(iso, rng.int(0, 30));
    const patient = personName(rng);
    const clinician = `${rng.pick(n.FIRST_NAMES)} ${rng.pick(n.LAST_NAMES)}, ${rng.pick(spec.provider)}`;
    const [visit, lo, hi] = rng.pick(spec.visits);
    const items: Line[] = [{ description: visit, amount: rng.int(lo, hi) + rng.pick([0, 0, 0.99, 0.5]), taxable: false }];
    if (rng.bool(0.3)) items.push({ description: rng.pick(['Booking fee', 'Platform fee', 'Visit booking fee']), amount: rng.pick([1.99, 2.49, 2.99, 3.99]), taxable: false });
    const promo = rng.bool(0.2) ? rng.pick(TELE_PROMOS) : '';
    const t = tally(items, { discount: promo ? Math.min(rng.pick([10, 15, 20]), roundCents((items[0]?.amount ?? 20) / 2)) : 0 });
    const cd = card(rng, ['Visa', 'Mastercard', 'Discover', 'American Express']);
    const dots = `••${cd.last4}`;
    const method = rng.pick([`Apple Pay (${cd.brand} ${dots})`, `Apple Pay (${cd.brand} ${dots})`, `Google Pay (${cd.brand} ${dots})`, `${cd.brand} ${dots}`, `HSA ${cd.brand} ${dots}`]);
    const id = `${rng.digits(4)}-${rng.digits(4)}`;
    const slug = app.toLowerCase();
    const subject = `${rng.pick(['Mail', 'Inbox'])} - Your receipt from ${merchant}`;
    const L = 156;
    const R = 456;
    const s = new Sheet({ size: 10, font: 'regular', top: 62, bottom: 56 });
    const centre = (text: string, size: number, font: FontName = 'regular', o: Partial<Cell> = {}, gap = 0) => s.row([centred(text, 612, size, font, o)], gap);
    s.row([{ text: app, x: L, size: 18, font: 'bold' }, { text: rng.pick(['Care, on your schedule', 'See a clinician today', 'Your care, anywhere']), x: R, size: 7.5, align: 'right', grey: 0.45 }], 6);
    s.row([{ text: '_'.repeat(60), x: L, size: 9, grey: 0.7 }], 14);
    for (const l of wrapTo(`Receipt from ${merchant} via ${app}`, 300, 'bold', 14)) s.row([{ text: l, x: L, size: 14, font: 'bold' }]);
    s.row([{ text: `Paid ${f.date(iso)}`, x: L, size: 10, grey: 0.35 }], 14);
    s.row([{ text: 'Amount paid', x: L, size: 8.5, grey: 0.4 }]);
    s.row([{ text: f.money(t.total), x: L, size: 24, font: 'bold' }], 10);
    s.row([{ text: '_'.repeat(60), x: L, size: 9, grey: 0.7 }], 8);
    const [first, ...rest] = items;
    if (first) {
      s.row([{ text: first.description, x: L, size: fitSize(first.description, 'regular', 10, 225) }, { text: f.money(first.amount), x: R, align: 'right' }]);
      const when = sameDay ? `today at ${clock(rng, '12', [8, 20])}` : `on ${formatDate(visitDay, 'abbrev')}`;
      s.row([{ text: `${clinician}  -  visit ${when}`, x: L + 8, size: 8, grey: 0.45 }], 4);
    }
    for (const l of rest) s.row([{ text: l.description, x: L }, { text: f.money(l.amount), x: R, align: 'right' }], 4);
    if (t.discount > 0) s.row([{ text: `Promo code ${promo}`, x: L }, { text: f.credit(t.discount), x: R, align: 'right' }], 4);
    s.row([{ text: '_'.repeat(60), x: L, size: 9, grey: 0.7 }], 4);
    s.row([{ text: 'Amount paid', x: L, font: 'bold' }, { text: f.money(t.total), x: R, align: 'right', font: 'bold' }], 14);
    const details: [string, string][] = [
      ['Payment method', method],
      [w.get('payer'), patient],
      ['Visit with', clinician],
      [w.get('txnId'), id],
    ];
    for (const [label, value] of details) s.row([{ text: `${colon(label)} ${value}`, x: L, size: 9.5 }], 2);
    s.space(12);
    s.row([{ text: '[ View visit summary ]', x: L, size: 9, font: 'bold', grey: 0.3 }, { text: '[ Download superbill ]', x: R, size: 9, font: 'bold', align: 'right', grey: 0.3 }], 16);
    const help = `Have a question about this charge? Contact ${merchant} at ${phone(rng)} or reply to this email. ${app} support: ${phone(rng)}.`;
    for (const l of wrapTo(help, 300, 'regular', 8.5)) s.row([{ text: l, x: L, size: 8.5, grey: 0.3 }]);
    s.space(16);
    centre(`Help Center  ·  Privacy  ·  Terms  ·  Notification settings`, 8, 'regular', { grey: 0.4 }, 4);
    const hq = place(rng);
    const legal = [
      `${app} is a technology platform. Medical services are provided by independent practices, including ${merchant}, and not by ${app}.`,
      `${app} Health, Inc.  ${hq.street}, ${hq.city}`,
      `You received this email because you booked a visit on ${app}. Receipts are also kept under Account > Payments.`,
    ];
    for (const para of legal.slice(0, c.options.onePage ? 2 : 3)) {
      for (const l of wrapTo(para, 300, 'regular', 7.5)) centre(l, 7.5, 'regular', { grey: 0.45 });
      s.space(3);
    }
    const stampTime = `${Number(printed.slice(5, 7))}/${Number(printed.slice(8))}/${printed.slice(2, 4)}, ${clock(rng, '12', [7, 22])}`;
    const mailUrl = `https://mail.example.com/u/0/#inbox/${slug}${rng.digits(6)}`;
    everyPage(s.pages, (page, total) => [
      { text: stampTime, x: 30, y: 22, size: 7.5, grey: 0.3 },
      { text: subject, x: 306 - textWidth(subject, 'regular', 7.5) / 2, y: 22, size: 7.5, grey: 0.3 },
      { text: mailUrl, x: 30, y: 766, size: 7, grey: 0.35 },
      { text: `${page}/${total}`, x: 582, y: 766, size: 7.5, align: 'right', grey: 0.35 },
    ]);
    return { truth: truthOf(merchant, iso, t, method, id, items), doc: s.spec, parts: partsOf(t) };
  }),
];

const heldoutFamilies: FamilyDef[] = [
  // A pharmacy pickup slip in a proportional font: each prescription a block (number, drug and copay,
  // quantity/days/refills, what the plan paid), taxable front-store items, an FSA/HSA-eligible total,
  // signature and counselling lines, a survey code.
  fam('rx-pickup-blocks', 'heldout', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'abbrev', 'us-dash'], ['dollar', 'plain']);
    const W = 264;
    const R = 244;
    const merchant = org(rng, c.split, 'pharmacy');
    const iso = txnDate(rng);
    const p = place(rng);
    const rx = linesFrom(rng, RX_DRUGS, count(c, [1, 2], [1, 5]));
    const otc = linesFrom(rng, OTC, count(c, [0, 1], [0, 3]));
    const rate = rng.pick([0.0575, 0.06, 0.0725, 0.085]);
    const t = tally([...rx, ...otc], { taxRate: rate });
    const eligible = roundCents(rx.reduce((s, l) => s + l.amount, 0) + otc.filter((_, i) => i % 2 === 0).reduce((s, l) => s + l.amount, 0));
    const cd = card(rng, ['Visa', 'Mastercard', 'HSA Visa', 'FSA Mastercard']);
    const method = `${cd.brand} ${mask(cd, 'stars4')}`;
    const id = `${rng.digits(4)} ${rng.digits(3)} ${rng.digits(4)}`;
    const s = slip(W, 8, 'regular', 22);
    const pair = (label: string, value: string, o: Partial<Cell> = {}) => s.row([{ text: label, x: 20, ...o }, { text: value, x: R, align: 'right', ...o }]);
    s.row([centred(merchant, W, fitSize(merchant, 'bold', 12, W - 44), 'bold')]);
    s.row([centred(`${p.street}, ${p.city}`, W, fitSize(`${p.street}, ${p.city}`, 'regular', 7.5, W - 44), 'regular')]);
    s.row([centred(`${w.get('phone')} ${phone(rng)}`, W, 7.5, 'regular')], 6);
    s.row([{ text: `${colon(w.get('store'))} ${rng.digits(5)}`, x: 20, size: 7.5 }, { text: `${colon(w.get('register'))} ${rng.int(1, 8)}`, x: R, size: 7.5, align: 'right' }]);
    s.row([{ text: `${colon(w.get('cashier'))} ${rng.pick(n.FIRST_NAMES)}`, x: 20, size: 7.5 }], 6);
    const rxLabel = colon(w.get('rx'));
    const planLabel = w.get('savingsNote');
    for (const item of rx) {
      s.row([{ text: `${rxLabel} ${rng.digits(7)}-${rng.digits(2)}`, x: 20, font: 'bold' }, { text: `Filled ${f.date(addDays(iso, -rng.int(0, 3)))}`, x: R, align: 'right', size: 7 }]);
      pair(item.description, f.money(item.amount));
      s.row([{ text: `Qty ${rng.pick([30, 60, 90, 14, 10])}   Days ${rng.pick([30, 90, 7, 10])}   Refills ${rng.int(0, 5)}`, x: 28, size: 7, grey: 0.35 }]);
      pair(`   ${planLabel}`, f.money(rng.money(3, 220)), { size: 7, grey: 0.35 });
      s.space(3);
    }
    for (const item of otc) pair(item.description, `${f.money(item.amount)} T`);
    s.row([{ text: '________________________________________________', x: 20, size: 7, grey: 0.4 }], 2);
    pair(w.get('subtotal'), f.money(t.subtotal));
    pair(`${w.get('tax')} (${rateText(rate)})`, f.money(t.tax));
    pair(w.get('total'), f.money(t.total), { font: 'bold', size: 9.5 });
    pair('FSA/HSA Eligible', f.money(eligible), { size: 7.5 });
    s.space(4);
    pair(colon(w.get('method')), method);
    pair(colon(w.get('auth')), rng.digits(6));
    pair(colon(w.get('txnId')), id);
    pair(colon(w.get('date')), `${f.date(iso)} ${clock(rng, '12')}`);
    s.space(6);
    s.row([{ text: 'Signature captured electronically.', x: 20, size: 7 }]);
    s.row([{ text: `Counseling offered: ${rng.pick(['Accepted', 'Declined'])}`, x: 20, size: 7 }]);
    for (const l of wrap(noise(rng, c.split), 56)) s.row([{ text: l, x: 20, size: 7 }]);
    s.row([{ text: `Survey code: ${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}`, x: 20, size: 7 }]);
    return { truth: truthOf(merchant, iso, t, method, id, [...rx, ...otc]), doc: cut(s), parts: partsOf(t) };
  }),

  // A long drugstore roll (all caps, Courier 7.5): REG/SALE price lines, coupons as "1.00 CR", two tax
  // lines (state and local), a YOU SAVED total, a rewards balance, the tender with the card brand, a
  // transaction number with the store/register, survey and return-by lines and a barcode.
  fam('drugstore-loyalty-long', 'heldout', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-2digit', 'us-slash', 'upper-abbrev'], ['plain'], ['cr']);
    const W = 216;
    const X = 20;
    const COLS = 39;
    const merchant = org(rng, c.split, 'drugstore').toUpperCase();
    const iso = txnDate(rng);
    const p = place(rng);
    const picks = [...linesFrom(rng, OTC, count(c, [2, 3], [5, 16])), ...linesFrom(rng, GROCERY, count(c, [0, 1], [0, 3]))].map((l) => ({ ...l, description: l.description.toUpperCase() }));
    const s = slip(W, 7.5, 'mono');
    const line = (text: string, o: Partial<Cell> = {}) => s.row([{ text, x: X, ...o }]);
    s.row([centred(merchant, W, fitSize(merchant, 'mono-bold', 11, W - 40), 'mono-bold')], 2);
    s.row([centred(p.street.toUpperCase(), W, 7.5, 'mono')]);
    s.row([centred(p.city.toUpperCase(), W, 7.5, 'mono')]);
    s.row([centred(phone(rng), W, 7.5, 'mono')], 6);
    const couponLabel = w.caps('discount');
    let discount = 0;
    let saved = 0;
    for (const pick of picks) {
      line(pad(pick.description.slice(0, 30), `${f.money(pick.amount)} ${pick.taxable ? 'T' : ' '}`, COLS));
      if (rng.bool(0.3)) {
        const reg = roundCents(pick.amount + rng.pick([0.5, 1, 1.5, 2]));
        saved = roundCents(saved + reg - pick.amount);
        line(`  REG ${f.money(reg)}   SALE PRICE`);
      }
      if (rng.bool(0.25)) {
        const off = roundCents(Math.min(pick.amount * 0.4, rng.pick([0.75, 1, 2, 3])));
        discount = roundCents(discount + off);
        line(pad(`  ${couponLabel}`, `${f.credit(off)}`, COLS));
      }
    }
    const base = tally(picks);
    const r1 = rng.pick([0.04, 0.05, 0.06, 0.0625]);
    const r2 = rng.pick([0.01, 0.015, 0.02, 0.0225]);
    const tax1 = roundCents(base.taxable * r1);
    const tax2 = roundCents(base.taxable * r2);
    const t = tally(picks, { discount, tax: tax1 + tax2 });
    saved = roundCents(saved + discount);
    line('');
    line(pad(w.caps('subtotal'), f.money(roundCents(t.subtotal - t.discount)), COLS));
    const taxLabel = w.caps('tax');
    line(pad(`${taxLabel} ${rateText(r1)} STATE`, f.money(tax1), COLS));
    line(pad(`${taxLabel} ${rateText(r2)} LOCAL`, f.money(tax2), COLS));
    line(pad(w.caps('total'), f.money(t.total), COLS), { font: 'mono-bold' });
    line('');
    const cd = card(rng, ['Visa', 'Mastercard', 'Discover', 'American Express']);
    const brand = shortBrand(cd.brand);
    line(pad(`${colon(w.caps('method'))} ${brand}`, f.money(t.total), COLS));
    const acct = mask(cd, 'x12');
    line(`  ACCT: ${acct}`);
    line(`  ${colon(w.caps('entry'))} ${rng.pick(['CHIP', 'TAP', 'SWIPE'])}`);
    line(`  ${colon(w.caps('auth'))} ${rng.digits(6)}`);
    line('');
    if (saved > 0) line(pad(`*** ${w.caps('storeSavings')}`, f.money(saved), COLS), { font: 'mono-bold' });
    line(`REWARDS BALANCE: ${rng.int(100, 9000).toLocaleString('en-US')} PTS`);
    line('');
    const store = rng.digits(4);
    const txn = `${store}${rng.digits(2)}${rng.digits(5)}`;
    line(`${colon(w.caps('store'))} ${store}  ${colon(w.caps('register'))} ${rng.int(1, 9)}`);
    line(`${colon(w.caps('txnId'))} ${txn}`);
    line(`${f.date(iso)} ${clock(rng, '12z')}`);
    line(`${colon(w.caps('cashier'))} ${rng.pick(n.FIRST_NAMES).toUpperCase()}`);
    s.space(4);
    s.row([centred(bars(rng, 32), W, 9, 'mono')], 4);
    line(`RETURNS ACCEPTED UNTIL ${f.date(addDays(iso, 60))}`);
    line(`SURVEY #: ${rng.digits(5)}-${rng.digits(5)}-${rng.digits(3)}`);
    for (const l of wrap(noise(rng, c.split).toUpperCase(), COLS)) line(l);
    return { truth: truthOf(merchant, iso, t, `${brand} ${acct}`, txn, picks), doc: cut(s), parts: partsOf(t) };
  }),

  // A copier scan of a terminal's merchant and customer copies side by side on a landscape half
  // sheet: the same amount twice, a signature line on one copy, contactless entry, trace number.
  fam('terminal-two-copies', 'heldout', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-2digit', 'upper-abbrev', 'us-slash'], ['dollar', 'plain']);
    const merchant = org(rng, c.split, rng.pick(['clinic', 'dental', 'urgent', 'optical'] as const)).toUpperCase();
    const iso = txnDate(rng);
    const p = place(rng);
    const t = tally([], { base: rng.money(20, 650) });
    const cd = card(rng, ['Visa', 'Mastercard', 'Discover', 'American Express']);
    const brand = shortBrand(cd.brand);
    const trace = rng.digits(6);
    const size = 7.5;
    const COLS = 32;
    const lefts = [60, 340];
    const s = new Sheet({ size, font: 'mono', width: 612, height: 396, top: 28, bottom: 10 });
    const both = (text: string | [string, string], o: Partial<Cell> = {}, centre = false) => {
      const texts = typeof text === 'string' ? [text, text] : text;
      s.row(texts.map((tx, i): Cell => {
        const x = lefts[i] ?? 60;
        const sz = o.size ?? size;
        return { text: tx, x: centre ? x + Math.max(0, (COLS * 4.5 - tx.length * 0.6 * sz) / 2) : x, ...o };
      }));
    };
    const kv = (label: string, value: string) => both(pad(label, value, COLS));
    const mSize = fitSize(merchant, 'mono-bold', 9, COLS * 4.5);
    both(merchant, { font: 'mono-bold', size: mSize }, true);
    both(p.street.toUpperCase(), {}, true);
    both(p.city.toUpperCase(), {}, true);
    s.space(4);
    kv(colon(w.caps('merchantId')), `***${rng.digits(5)}`);
    kv(colon(w.caps('register')), rng.digits(4));
    s.space(3);
    both('SALE', { font: 'mono-bold', size: 9 }, true);
    kv(colon(w.caps('date')), f.date(iso));
    kv('TIME', clock(rng, '12z'));
    kv(colon(w.caps('method')), brand);
    const acct = mask(cd, 'x12');
    kv('CARD #', acct);
    kv(colon(w.caps('entry')), rng.pick(['CONTACTLESS', 'CHIP', 'TAP']));
    kv(colon(w.caps('auth')), `${rng.letters(1)}${rng.digits(5)}`);
    kv(colon(w.caps('txnId')), trace);
    s.space(4);
    both(pad(w.caps('total'), f.money(t.total), COLS), { font: 'mono-bold' });
    s.space(4);
    both('APPROVED - THANK YOU', {}, true);
    s.space(4);
    both(['X______________________________', ''], {});
    both([personName(rng).toUpperCase(), ''], {});
    s.space(4);
    both(['MERCHANT COPY', 'CUSTOMER COPY'], { font: 'mono-bold' }, true);
    return { truth: truthOf(merchant, iso, t, `${brand} ${acct}`, trace, []), doc: s.spec, parts: partsOf(t) };
  }),

  // A hospital cafe's order kiosk: an order number printed large, the host hospital named under the
  // cafe, qty / item / price with unpriced modifiers, an optional discount, tax, a tip and the total,
  // a wallet or contactless card, a kiosk number.
  fam('hospital-cafe-kiosk', 'heldout', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-short', 'us-slash', 'abbrev'], ['dollar'], ['minus', 'parens']);
    const W = 228;
    const R = 208;
    const merchant = org(rng, c.split, 'cafe');
    const host = org(rng, c.split, 'hospital');
    const iso = txnDate(rng);
    const picks = linesFrom(rng, CAFE, count(c, [1, 3], [1, 6]));
    const items = picks.map((l) => {
      const qty = rng.bool(0.2) ? 2 : 1;
      return { ...l, qty, amount: roundCents(l.amount * qty) };
    });
    const sum = roundCents(items.reduce((s, l) => s + l.amount, 0));
    const discount = rng.bool(0.3) ? roundCents(sum * 0.1) : 0;
    const rate = rng.pick([0.06, 0.07, 0.08, 0.0875]);
    const taxBase = tally(items, { taxRate: rate });
    const tip = rng.bool(0.6) ? rng.pick([0.5, 1, 1.5, 2, roundCents(sum * 0.15)]) : 0;
    const t = tally(items, { discount, tax: roundCents((taxBase.taxable - discount) * rate), tip });
    const cd = card(rng, ['Visa', 'Mastercard', 'American Express', 'Discover']);
    const method = `${rng.pick(['Apple Pay', 'Google Pay', 'Contactless'])} ${cd.brand} ${mask(cd, 'stars4')}`;
    const ref = `${rng.letters(3)}${rng.digits(7)}`;
    const s = slip(W, 8.5, 'regular', 20);
    const pair = (label: string, value: string, o: Partial<Cell> = {}) => s.row([{ text: label, x: 20, ...o }, { text: value, x: R, align: 'right', ...o }]);
    s.row([centred(merchant, W, fitSize(merchant, 'bold', 12, W - 40), 'bold')]);
    s.row([centred(`inside ${host}`, W, fitSize(`inside ${host}`, 'italic', 8, W - 40), 'italic')], 6);
    s.row([centred(`Order #${rng.int(10, 299)}`, W, 16, 'bold')], 2);
    s.row([centred(rng.pick(['Dine In', 'To Go']), W, 8, 'regular')], 6);
    for (const item of items) {
      s.row([{ text: String(item.qty), x: 20 }, { text: item.description, x: 34 }, { text: f.money(item.amount), x: R, align: 'right' }]);
      if (rng.bool(0.3)) s.row([{ text: rng.pick(['no onions', 'extra shot', 'oat milk', 'dressing on side', 'no ice']), x: 44, size: 7, grey: 0.4 }]);
    }
    s.row([{ text: '........................................................', x: 20, size: 7, grey: 0.4 }]);
    pair(w.get('subtotal'), f.money(t.subtotal));
    if (t.discount > 0) pair(`${w.get('discount')} 10%`, f.credit(t.discount));
    pair(`${w.get('tax')} ${rateText(rate)}`, f.money(t.tax));
    if (t.tip > 0) pair(w.get('tip'), f.money(t.tip));
    pair(w.get('total'), f.money(t.total), { font: 'bold', size: 10 });
    s.space(4);
    pair(colon(w.get('method')), '');
    s.row([{ text: method, x: R, align: 'right' }]);
    pair(colon(w.get('txnId')), ref);
    pair(colon(w.get('date')), `${f.date(iso)} ${clock(rng, '12', [6, 20])}`);
    pair(`Kiosk ${rng.int(1, 6)}`, `${colon(w.get('cashier'))} Self`, { size: 7, grey: 0.4 });
    s.space(6);
    const footer = rng.pick(['Proceeds support patient and family programs.', 'Order ahead in the hospital app and skip the line.', 'Open 6 am to 8 pm daily, lobby level.']);
    for (const l of wrap(footer, 50)) s.row([centred(l, W, 7, 'regular')]);
    return { truth: truthOf(merchant, iso, t, method, ref, items), doc: cut(s), parts: partsOf(t) };
  }),

  // A modern billing portal: breadcrumbs, the amount as a large headline, two cards side by side with
  // labels above values (payment details; payer and account), an "applied to" table, the total again,
  // the balance after the payment and a copyright footer.
  fam('portal-card-layout', 'heldout', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['abbrev', 'long', 'us-slash'], ['dollar']);
    const hospital = rng.bool(0.6);
    const merchant = org(rng, c.split, hospital ? 'hospital' : 'clinic');
    const iso = txnDate(rng);
    const payer = personName(rng);
    const items = linesFrom(rng, hospital ? HOSPITAL_LINES : CLINIC_PAYMENTS, count(c, [1, 3], [1, 5]));
    const t = tally(items);
    const cd = card(rng, ['Visa', 'Mastercard', 'HSA Visa', 'FSA Visa', 'American Express']);
    const method = rng.bool(0.85) ? `${cd.brand} ${mask(cd, 'grouped')}` : `Bank account ${mask(cd, 'grouped').slice(-9)}`;
    const id = `${rng.letters(3)}-${rng.digits(8)}`;
    const s = new Sheet({ size: 9.5, font: 'regular', top: 44 });
    s.row([{ text: merchant, x: 50, size: 17, font: 'bold' }, { text: 'Log out', x: 560, size: 8, align: 'right', grey: 0.4 }]);
    s.row([{ text: 'Pay My Bill  >  Review  >  Confirmation', x: 50, size: 8, grey: 0.45 }], 14);
    s.row([{ text: w.get('title'), x: 50, size: 15, font: 'bold' }]);
    s.row([{ text: 'Your payment is complete. You can print this page for your records.', x: 50 }], 10);
    s.row([{ text: w.get('total'), x: 50, size: 9, grey: 0.4 }]);
    s.row([{ text: f.money(t.total), x: 50, size: 26, font: 'bold' }], 12);
    s.row([{ text: 'Payment details', x: 50, font: 'bold', size: 11 }, { text: 'Account', x: 320, font: 'bold', size: 11 }], 4);
    const left: [string, string][] = [
      [w.get('date'), `${f.date(iso)}, ${clock(rng, '12lower')}`],
      [w.get('txnId'), id],
      [w.get('method'), method],
    ];
    const right: [string, string][] = [
      [w.get('payer'), payer],
      [w.get('account'), rng.digits(10)],
      ['Email receipt sent to', `${firstName(payer)[0]?.toLowerCase() ?? 'x'}***@example.com`],
    ];
    left.forEach(([label, value], i) => {
      const [rl, rv] = right[i] ?? ['', ''];
      s.row([{ text: label, x: 50, size: 7.5, grey: 0.45 }, { text: rl, x: 320, size: 7.5, grey: 0.45 }]);
      s.row([{ text: value, x: 50, size: 10 }, { text: rv, x: 320, size: 10 }], 6);
    });
    s.space(10);
    s.row([{ text: w.get('itemHeader'), x: 50, font: 'bold' }, { text: w.get('visitDate'), x: 340, font: 'bold' }, { text: w.get('amountHeader'), x: 560, font: 'bold', align: 'right' }]);
    for (const item of items) s.row([{ text: item.description, x: 50 }, { text: f.date(addDays(iso, -rng.int(7, 150))), x: 340 }, { text: f.money(item.amount), x: 560, align: 'right' }]);
    s.row([{ text: w.get('total'), x: 340, font: 'bold' }, { text: f.money(t.total), x: 560, font: 'bold', align: 'right' }], 4);
    s.row([{ text: w.get('balanceAfter'), x: 340 }, { text: f.money(rng.bool(0.5) ? 0 : rng.money(5, 800)), x: 560, align: 'right' }], 18);
    s.row([{ text: `${w.get('phone')} ${phone(rng)}`, x: 50, size: 8 }]);
    s.row([{ text: `© ${iso.slice(0, 4)} ${merchant}. All rights reserved.   Privacy   Terms   Accessibility`, x: 50, size: 7, grey: 0.45 }]);
    return { truth: truthOf(merchant, iso, t, method, id, items), doc: s.spec, parts: partsOf(t) };
  }),

  // A phone app's payment screen printed to PDF (narrow tall page): a status bar with the time and
  // battery, the provider's name, the amount very large and centred, the date under it, detail rows
  // (grey label left, value right), the lines paid and the app's buttons.
  fam('mobile-app-confirmation', 'heldout', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['abbrev', 'long', 'us-short'], ['dollar']);
    const W = 360;
    const merchant = org(rng, c.split, rng.pick(['clinic', 'telehealth', 'hospital', 'urgent'] as const));
    const iso = txnDate(rng);
    const payer = personName(rng);
    const items = linesFrom(rng, rng.bool(0.5) ? CLINIC_PAYMENTS : TELEHEALTH, count(c, [1, 2], [1, 4]));
    const t = tally(items);
    const cd = card(rng, ['Visa', 'Mastercard', 'Amex', 'HSA Visa']);
    const method = `${cd.brand} •••• ${cd.last4}`;
    const id = `${rng.digits(3)}${rng.letters(2)}${rng.digits(7)}`;
    const s = new Sheet({ size: 9.5, font: 'regular', width: W, height: 740, top: 16, bottom: 20 });
    s.row([{ text: `${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')}`, x: 24, font: 'bold', size: 8 }, { text: `LTE  ${rng.int(12, 99)}%`, x: 336, size: 8, align: 'right' }], 14);
    s.row([centred(merchant, W, fitSize(merchant, 'bold', 13, W - 60), 'bold')], 2);
    s.row([centred(w.get('title'), W, 10, 'regular', { grey: 0.4 })], 22);
    s.row([centred(f.money(t.total), W, 28, 'bold')], 4);
    s.row([centred(`${formatDate(iso, 'long')} at ${clock(rng, '12')}`, W, 9, 'regular', { grey: 0.35 })], 20);
    const detail = (label: string, value: string) => s.row([{ text: label, x: 24, grey: 0.45 }, { text: value, x: 336, align: 'right' }], 6);
    detail(w.get('date'), f.date(iso));
    detail(w.get('method'), method);
    detail(w.get('txnId'), id);
    detail(w.get('payer'), payer);
    detail(w.get('account'), rng.digits(8));
    s.space(10);
    s.row([{ text: w.get('itemHeader'), x: 24, font: 'bold' }], 4);
    for (const item of items) s.row([{ text: item.description, x: 24 }, { text: f.money(item.amount), x: 336, align: 'right' }], 4);
    s.row([{ text: w.get('total'), x: 24, font: 'bold' }, { text: f.money(t.total), x: 336, align: 'right', font: 'bold' }], 30);
    s.row([centred('Share receipt', W, 11, 'bold', { grey: 0.3 })], 12);
    s.row([centred('Done', W, 11, 'bold', { grey: 0.3 })]);
    return { truth: truthOf(merchant, iso, t, method, id, items), doc: s.spec, parts: partsOf(t) };
  }),

  // A carbon receipt-book form filled in by hand: account total / amount paid / balance due lines with
  // handwritten figures beside tick boxes for cash, check, money order and credit card, received-from,
  // address, the amount in words, "for" and initials; the practice's name stamped at the top.
  fam('receipt-book-carbon', 'heldout', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-short', 'us-2digit', 'us-dot'], ['plain', 'dollar-nocomma']);
    const merchant = org(rng, c.split, rng.pick(['clinic', 'dental', 'optical', 'transport'] as const));
    const iso = txnDate(rng);
    const p = place(rng);
    const home = place(rng);
    const payer = personName(rng);
    const t = tally([], { base: rng.bool(0.4) ? rng.pick([25, 35, 40, 60, 80, 100, 200]) : rng.money(10, 900) });
    const before = roundCents(t.total + (rng.bool(0.5) ? 0 : rng.money(10, 500)));
    const number = rng.digits(5);
    const methods = ['CASH', 'CHECK', 'MONEY ORDER', 'CREDIT CARD'];
    const method = rng.pick(methods);
    const s = new Sheet({ size: 8.5, font: 'regular', width: 540, height: 306, top: 20, bottom: 8 });
    let y = 0;
    const row = (cells: Cell[], gap = 0) => {
      s.row(cells, gap);
      y = lastY(s);
    };
    const hand = (text: string, x: number, size = 12.5, rotate = rng.pick([-3, -2, -1, 1, 2])) => {
      s.pages[0]?.push(placed({ text, x: x + rng.int(-2, 10), y: y - rng.int(3, 7), size, font: 'italic', rotate, grey: 0.15 }));
    };
    row([{ text: merchant, x: 24, size: 13, font: 'serif', grey: 0.3 }, { text: w.caps('title'), x: 516, size: 13, font: 'bold', align: 'right' }]);
    row([{ text: `${p.street}, ${p.city}`, x: 24, size: 7.5, font: 'serif', grey: 0.3 }, { text: `No ${number}`, x: 516, size: 12, font: 'mono-bold', align: 'right', grey: 0.4 }], 10);
    /** A printed label and the rule after it, up to `end`; returns where the handwriting goes. */
    const labelled = (label: string, x: number, end: number, gap = 8): number => {
      const start = x + textWidth(label, 'regular', 8.5) + 6;
      row([{ text: label, x }, { text: '_'.repeat(Math.max(8, Math.floor((end - start) / 4.73))), x: start }], gap);
      return start + 6;
    };
    hand(f.date(iso), labelled(w.caps('date'), 360, 516));
    hand(payer, labelled(w.caps('payer'), 24, 450) + 8);
    hand(`${home.street}, ${home.city.split(',')[0] ?? ''}`, labelled('ADDRESS', 24, 450) + 8, 11.5);
    row([{ text: '_________________________________________________________________________________________', x: 24 }, { text: 'DOLLARS', x: 470 }], 8);
    hand(dollarsInWords(t.total), 34, 11.5);
    const forAt = labelled(w.caps('itemHeader'), 24, 450, 10);
    hand(rng.pick(['exam + copay', 'acct balance', 'eyeglasses deposit', 'ride to clinic', 'cleaning', 'payment on account']), forAt + 10);
    const labels = [w.caps('balanceBefore'), w.caps('total'), w.caps('balanceAfter')];
    const figures = [before, t.total, roundCents(before - t.total)];
    for (let i = 0; i < 4; i++) {
      const m = methods[i] ?? '';
      const label = labels[i];
      row([...(label ? [{ text: label, x: 24, size: 7.5 }, { text: '______________', x: 170 }] : []), { text: '[    ]', x: 300 }, { text: m, x: 324 }], 4);
      const figure = figures[i];
      if (figure !== undefined) hand(f.money(figure), 176, 12.5);
      if (m === method) hand('X', 301, 13);
    }
    row([{ text: 'BY', x: 300 }, { text: '____________________________', x: 318 }], 4);
    hand(`${rng.pick(n.FIRST_NAMES)[0] ?? ''}. ${rng.pick(n.LAST_NAMES)}`, 330, 13, 2);
    return { truth: truthOf(merchant, iso, t, method, number, []), doc: s.spec, parts: partsOf(t) };
  }),

  // A hospital statement printed after the payment: record of payment with the visits it paid, a
  // turned PAID stamp, and the remittance stub still at the bottom (detach line, Amount Due 0.00,
  // an empty Amount Enclosed box, the remit address and a scan line).
  fam('paid-statement-stub', 'heldout', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'abbrev', 'day-month-abbrev'], ['dollar', 'plain'], ['parens', 'minus']);
    const merchant = org(rng, c.split, 'hospital');
    const iso = txnDate(rng);
    const p = place(rng);
    const payer = personName(rng);
    const items = linesFrom(rng, HOSPITAL_LINES, count(c, [1, 3], [1, 8]));
    const t = tally(items);
    const before = roundCents(t.total + (rng.bool(0.6) ? 0 : rng.money(20, 900)));
    const after = roundCents(before - t.total);
    const cd = card(rng);
    const method = rng.bool(0.75) ? `${cd.brand} ${mask(cd, 'stars12')}` : `Check ${rng.digits(4)}`;
    const id = `${rng.digits(6)}${rng.letters(1)}`;
    const acct = rng.digits(9);
    const s = new Sheet({ size: 9, font: 'regular', top: 46, bottom: 50 });
    s.row([{ text: merchant, x: 50, size: 15, font: 'bold' }, { text: w.get('title'), x: 560, size: 12, font: 'bold', align: 'right' }]);
    const info: [string, string][] = [
      [w.get('date'), f.date(iso)],
      [w.get('txnId'), id],
      [w.get('account'), acct],
      [w.get('payer'), payer],
    ];
    const addr = [p.street, p.city, `${w.get('phone')} ${phone(rng)}`, ''];
    info.forEach(([label, value], i) => s.row([{ text: addr[i] ?? '', x: 50, size: 8.5 }, { text: colon(label), x: 360 }, { text: value, x: 560, align: 'right' }]));
    s.space(12);
    s.row([{ text: 'Thank you. Your payment has been posted to your account.', x: 50 }], 8);
    s.row([{ text: w.get('visitDate'), x: 50, font: 'bold' }, { text: w.get('itemHeader'), x: 150, font: 'bold' }, { text: w.get('amountHeader'), x: 560, font: 'bold', align: 'right' }]);
    for (const item of items) s.row([{ text: f.date(addDays(iso, -rng.int(10, 200))), x: 50 }, { text: item.description, x: 150 }, { text: f.money(item.amount), x: 560, align: 'right' }]);
    s.space(4);
    s.row([{ text: w.get('total'), x: 300, font: 'bold' }, { text: f.money(t.total), x: 560, align: 'right', font: 'bold' }]);
    s.row([{ text: colon(w.get('method')), x: 300 }, { text: method, x: 560, align: 'right' }], 8);
    s.row([{ text: w.get('balanceBefore'), x: 300 }, { text: f.money(before), x: 560, align: 'right' }]);
    s.row([{ text: w.get('balanceAfter'), x: 300 }, { text: f.money(after), x: 560, align: 'right' }]);
    stamp(s.pages, 0, { text: 'PAID', x: 250, y: 330 + rng.int(0, 40), size: 64, rotate: rng.pick([15, 22, 28]), grey: 0.8 });
    const room = 560 - lastY(s);
    if (room > 0) s.space(room);
    s.row([{ text: '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', x: 50, size: 8, grey: 0.4 }]);
    s.row([{ text: 'Please detach and return this portion with your payment.', x: 50, size: 7.5 }], 8);
    s.row([{ text: merchant, x: 50, font: 'bold' }, { text: colon(w.get('account')), x: 360 }, { text: acct, x: 560, align: 'right' }]);
    s.row([{ text: `PO Box ${rng.int(1000, 99999)}`, x: 50 }, { text: 'Amount Due', x: 360 }, { text: f.money(after), x: 560, align: 'right' }]);
    s.row([{ text: p.city, x: 50 }, { text: 'Amount Enclosed', x: 360 }, { text: '$ ____________', x: 560, align: 'right' }], 12);
    s.row([{ text: `${acct.padStart(12, '0')} ${String(Math.round(after * 100)).padStart(9, '0')} ${rng.digits(2)}`, x: 300, font: 'mono' }]);
    return { truth: truthOf(merchant, iso, t, method, id, items), doc: s.spec, parts: partsOf(t) };
  }),

  // A billing system's payment posting receipt, landscape fixed-width (Courier, all caps): run date and
  // PAGE x OF y on every page, receipt and batch numbers, tender and check number, then one row per
  // visit paid with payment date, post date, account, patient, DOS, description, reference and amount;
  // long postings run over several pages.
  fam('posting-report-landscape', 'heldout', (c) => {
    const { rng, w } = c;
    const ddmon = rng.bool(0.5);
    const dateOf = (iso: string) => (ddmon ? extraDate(iso, 'ddmonyy') : formatDate(iso, 'us-2digit'));
    const f = fmt(rng, ['us-2digit'], ['plain', 'dollar-nocomma']);
    const merchant = org(rng, c.split, rng.pick(['hospital', 'clinic'] as const)).toUpperCase();
    const iso = txnDate(rng);
    const post = addDays(iso, rng.int(1, 3));
    const payer = personName(rng).toUpperCase();
    const family = [payer, personName(rng).toUpperCase(), personName(rng).toUpperCase()];
    const rows = count(c, [1, 4], [2, 64]);
    const items: Line[] = Array.from({ length: rows }, () => {
      const [d, min, max] = rng.pick(HOSPITAL_LINES);
      return { description: d.toUpperCase(), amount: rng.money(Math.min(min, 60), Math.min(max, 400)), taxable: false };
    });
    const t = tally(items);
    const kind = rng.pick(['CHECK', 'CHECK', 'VISA', 'MONEY ORDER']);
    const cd = card(rng);
    const method = kind === 'VISA' ? `VISA ${mask(cd, 'stars4')}` : kind;
    const id = rng.digits(8);
    const size = 7.5;
    const X = 30;
    const cols = [0, 17, 28, 41, 67, 80, 116];
    const widths = [15, 9, 11, 24, 11, 34, 11, 14];
    const at = (col: number) => X + col * 4.5;
    const head = [w.caps('date'), 'POST DT', w.caps('account'), w.caps('payer'), w.caps('visitDate'), w.caps('itemHeader'), 'REF', w.caps('amountHeader')];
    const headRows = (): Cell[][] => {
      const wrapped = head.map((h, i) => wrap(h, widths[i] ?? 10));
      const depth = Math.max(...wrapped.map((l) => l.length));
      return Array.from({ length: depth }, (_, r) =>
        wrapped.flatMap((lines, i): Cell[] => {
          const text = lines[r];
          if (!text) return [];
          return [i === head.length - 1 ? { text, x: at(160), align: 'right', font: 'mono-bold' } : { text, x: at(cols[i] ?? 0), font: 'mono-bold' }];
        }),
      );
    };
    const headerYs: number[] = [];
    const runAt = `${colon(w.caps('printDate'))} ${formatDate(addDays(post, rng.int(0, 5)), 'us-2digit')} ${clock(rng, '24s', [0, 23])}`;
    const title = w.caps('title');
    const header = (sh: Sheet) => {
      sh.row([{ ...centred(merchant, 792, 10, 'mono-bold') }]);
      sh.row([{ ...centred(`PATIENT ACCOUNTING - ${title}`, 792, size, 'mono') }]);
      sh.row([{ text: runAt, x: X }]);
      headerYs.push(lastY(sh));
      sh.row([{ text: '='.repeat(162), x: X }]);
      for (const cells of headRows()) sh.row(cells);
      sh.row([{ text: '-'.repeat(162), x: X }]);
    };
    const s = new Sheet({ size, font: 'mono', width: 792, height: 612, top: 28, bottom: 36 }, header);
    s.row([{ ...centred(merchant, 792, 10, 'mono-bold') }]);
    s.row([{ ...centred(`PATIENT ACCOUNTING - ${title}`, 792, size, 'mono') }]);
    s.row([{ text: runAt, x: X }]);
    headerYs.push(lastY(s));
    s.row([{ text: `${colon(w.caps('txnId'))} ${id}     BATCH: ${rng.digits(5)}     OPERATOR: ${rng.letters(3)}`, x: X }]);
    s.row([{ text: `${colon(w.caps('method'))} ${method}${kind === 'CHECK' ? `     ${colon(w.caps('check'))} ${rng.digits(5)}` : ''}     RECEIVED FROM: ${payer}`, x: X }]);
    s.row([{ text: '='.repeat(162), x: X }]);
    for (const cells of headRows()) s.row(cells);
    s.row([{ text: '-'.repeat(162), x: X }]);
    for (const item of items) {
      const cells = [dateOf(iso), dateOf(post), rng.digits(9), rng.pick(family).slice(0, 24), dateOf(addDays(iso, -rng.int(5, 300))), item.description, rng.digits(8)];
      s.row([...cells.map((text, i): Cell => ({ text, x: at(cols[i] ?? 0) })), { text: f.money(item.amount), x: at(160), align: 'right' }]);
    }
    s.row([{ text: '-'.repeat(162), x: X }]);
    s.row([{ text: `${w.caps('total')}   ITEMS: ${items.length}`, x: at(80), font: 'mono-bold' }, { text: f.money(t.total), x: at(160), align: 'right', font: 'mono-bold' }], 6);
    s.row([{ ...centred('*** END OF REPORT ***', 792, size, 'mono') }]);
    everyPage(s.pages, (page, total) => [{ text: `PAGE ${page} OF ${total}`, x: at(160), y: headerYs[page - 1] ?? 50, align: 'right', font: 'mono', size }]);
    return { truth: truthOf(merchant, iso, t, method, id, items), doc: s.spec, parts: partsOf(t) };
  }),

  // A dental receipt in two columns (practice left, receipt facts right) with a procedure table that
  // prints the fee and the estimated insurance portion beside what the patient paid per line; the
  // column totals, then the total paid, method and a disclaimer.
  fam('dental-two-column', 'heldout', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-slash', 'us-dash', 'us-dot'], ['plain', 'dollar']);
    const merchant = org(rng, c.split, 'dental');
    const iso = txnDate(rng);
    const p = place(rng);
    const procs = pickDistinct(rng, DENTAL, count(c, [1, 3], [1, 7]));
    const rows = procs.map(([code, description, min, max]) => {
      const fee = rng.money(min, max);
      // Never fully covered: a line the patient paid nothing on would leave "is it an item?" open.
      const ins = roundCents(fee * rng.pick([0, 0.5, 0.6, 0.8]));
      return { code, description, fee, ins, amount: roundCents(fee - ins), taxable: false };
    });
    const items = rows;
    const t = tally(items);
    const cd = card(rng, ['Visa', 'Mastercard', 'Discover', 'American Express']);
    const method = rng.bool(0.8) ? `${cd.brand} ${mask(cd, 'stars4')}` : 'Check';
    const id = `${rng.digits(2)}-${rng.digits(6)}`;
    const s = new Sheet({ size: 8.5, font: 'regular', top: 50 });
    s.row([{ text: merchant, x: 50, size: 15, font: 'bold' }, { text: w.get('title'), x: 560, size: 12, font: 'bold', align: 'right' }], 4);
    const left = [p.street, p.city, `${w.get('phone')} ${phone(rng)}`, '', ''];
    const right: [string, string][] = [
      [w.get('date'), f.date(iso)],
      [w.get('txnId'), id],
      [w.get('payer'), personName(rng)],
      [w.get('account'), rng.digits(6)],
      [w.get('provider'), `${doctor(rng)}, DMD`],
    ];
    right.forEach(([label, value], i) => s.row([{ text: left[i] ?? '', x: 50 }, { text: colon(label), x: 330 }, { text: value, x: 560, align: 'right' }]));
    s.space(12);
    s.row([
      { text: 'Date', x: 50, font: 'bold' },
      { text: 'Tooth', x: 105, font: 'bold' },
      { text: 'Surf', x: 137, font: 'bold' },
      { text: 'Code', x: 165, font: 'bold' },
      { text: w.get('itemHeader'), x: 200, font: 'bold' },
      { text: 'Fee', x: 430, font: 'bold', align: 'right' },
      { text: 'Est. Ins.', x: 495, font: 'bold', align: 'right' },
      { text: 'Patient Paid', x: 560, font: 'bold', align: 'right' },
    ]);
    for (const r of rows) {
      const tooth = TOOTH_CODES.has(r.code);
      s.row([
        { text: f.date(iso), x: 50 },
        { text: tooth ? String(rng.int(2, 31)) : '', x: 105 },
        { text: tooth && r.code !== 'D7140' && r.code !== 'D2740' ? rng.pick(['MO', 'DO', 'O', 'B', 'MOD']) : '', x: 137 },
        { text: r.code, x: 165 },
        { text: r.description, x: 200 },
        { text: f.money(r.fee), x: 430, align: 'right' },
        { text: f.money(r.ins), x: 495, align: 'right' },
        { text: f.money(r.amount), x: 560, align: 'right' },
      ]);
    }
    const sum = (k: 'fee' | 'ins') => roundCents(rows.reduce((a, r) => a + r[k], 0));
    s.row([{ text: 'Totals', x: 200, font: 'bold' }, { text: f.money(sum('fee')), x: 430, align: 'right' }, { text: f.money(sum('ins')), x: 495, align: 'right' }, { text: f.money(t.total), x: 560, align: 'right' }], 10);
    s.row([{ text: w.get('total'), x: 330, font: 'bold', size: 10 }, { text: f.money(t.total), x: 560, font: 'bold', size: 10, align: 'right' }]);
    s.row([{ text: colon(w.get('method')), x: 330 }, { text: method, x: 560, align: 'right' }], 14);
    for (const l of wrap('Estimated insurance is not a guarantee of payment. Any portion your plan does not pay will be billed to you.', 110)) s.row([{ text: l, x: 50, size: 7.5 }]);
    return { truth: truthOf(merchant, iso, t, method, id, items), doc: s.spec, parts: partsOf(t) };
  }),

  // An ambulance agency's online payment receipt from its billing vendor: agency name and billing
  // office, label-beside-value facts in held-out wording with the incident number and transport date
  // beside the payment's, time zone after the time, vendor paragraphs. No items.
  fam('ems-billing-portal', 'heldout', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['iso', 'us-slash', 'abbrev'], ['dollar', 'usd']);
    const merchant = org(rng, c.split, 'ems');
    const iso = txnDate(rng);
    const p = place(rng);
    const t = tally([], { base: rng.money(50, 1800) });
    const cd = card(rng);
    const method = rng.bool(0.8) ? `${cd.brand} ${mask(cd, 'x12')}` : `eCheck ${mask(cd, 'stars4')}`;
    const id = `${rng.letters(4)}${rng.digits(10)}`;
    const s = new Sheet({ size: 10, font: 'regular', top: 50 });
    s.row([{ text: merchant, x: 50, size: 16, font: 'bold' }]);
    s.row([{ text: 'Ambulance Billing Office', x: 50, size: 10 }]);
    s.row([{ text: `${p.street}, ${p.city}`, x: 50, size: 8 }], 14);
    s.row([{ text: w.get('title'), x: 50, size: 13, font: 'bold' }], 6);
    beside(
      s,
      [
        [w.get('txnId'), id],
        [w.get('date'), `${f.date(iso)} ${clock(rng, '12')} ${rng.pick(['ET', 'CT', 'MT', 'PT'])}`],
        [w.get('total'), f.money(t.total)],
        [w.get('method'), method],
        [w.get('payer'), personName(rng)],
        ['Incident #', `${iso.slice(2, 4)}-${rng.digits(6)}`],
        [w.get('visitDate'), f.date(addDays(iso, -rng.int(20, 200)))],
        [w.get('account'), rng.digits(10)],
      ],
      { x: 50, valueX: 240, gap: 3 },
    );
    s.space(12);
    const paras = [
      `This payment was processed by our billing vendor on behalf of ${merchant}. Please allow 3 to 5 business days for it to post to your account.`,
      'Claims already submitted to your insurance for this transport are not affected by this payment. You will receive a statement if a balance remains.',
      `${w.get('phone')} ${phone(rng)}`,
    ];
    for (const para of paras) {
      for (const l of wrap(para, 104)) s.row([{ text: l, x: 50, size: 8.5 }]);
      s.space(6);
    }
    s.row([{ text: 'Print this page for your records.', x: 50, size: 8.5, font: 'bold' }]);
    return { truth: truthOf(merchant, iso, t, method, id, []), doc: s.spec, parts: partsOf(t) };
  }),

  // A telehealth receipt in the style of online invoicing services: "Receipt from ..." headline, the
  // receipt number beside an invoice number, three facts in upper-case grey labels above values, a
  // summary of lines with quantities, a promo credit, the total and "amount paid" again, support lines.
  fam('telehealth-stripe-receipt', 'heldout', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['long', 'abbrev'], ['dollar', 'usd'], ['minus', 'parens']);
    const merchant = org(rng, c.split, 'telehealth');
    const iso = txnDate(rng);
    const items = linesFrom(rng, TELEHEALTH, count(c, [1, 2], [1, 4]));
    const sum = roundCents(items.reduce((s, l) => s + l.amount, 0));
    const promo = rng.bool(0.35);
    const t = tally(items, { discount: promo ? roundCents(Math.min(sum * 0.5, rng.pick([10, 15, 20, 25]))) : 0 });
    const cd = card(rng, ['Visa', 'Mastercard', 'American Express', 'Discover', 'HSA Visa']);
    const method = `${cd.brand} - ${cd.last4}`;
    const id = `${rng.digits(4)}-${rng.digits(4)}`;
    const slug = slugOf(merchant);
    const s = new Sheet({ size: 10, font: 'regular', top: 56 });
    s.row([{ text: `Receipt from ${merchant}`, x: 50, size: 18, font: 'bold' }]);
    s.row([{ text: `${colon(w.get('txnId'))} ${id}`, x: 50, size: 9, grey: 0.4 }, { text: `${colon(w.get('otherId'))} ${rng.letters(4)}-${rng.digits(4)}`, x: 300, size: 9, grey: 0.4 }], 18);
    above(
      s,
      [
        [w.caps('total'), f.money(t.total)],
        [w.caps('date'), f.date(iso)],
        [w.caps('method'), method],
      ],
      { x: 50, columnWidth: 170, labelGrey: 0.45, labelSize: 7.5, valueSize: 10.5, valueFont: 'regular' },
    );
    s.space(12);
    s.row([{ text: 'SUMMARY', x: 50, size: 8, font: 'bold', grey: 0.45 }], 4);
    for (const item of items) s.row([{ text: item.description, x: 50 }, { text: '× 1', x: 400, grey: 0.45 }, { text: f.money(item.amount), x: 560, align: 'right' }], 4);
    s.row([{ text: '_'.repeat(100), x: 50, size: 7, grey: 0.6 }], 4);
    s.row([{ text: w.get('subtotal'), x: 300 }, { text: f.money(t.subtotal), x: 560, align: 'right' }]);
    if (promo) s.row([{ text: `${w.get('discount')} (WELCOME${rng.int(10, 25)})`, x: 300 }, { text: f.credit(t.discount), x: 560, align: 'right' }]);
    s.row([{ text: w.get('total'), x: 300, font: 'bold' }, { text: f.money(t.total), x: 560, align: 'right', font: 'bold' }]);
    s.row([{ text: 'Amount paid', x: 300 }, { text: f.money(t.total), x: 560, align: 'right' }], 24);
    s.row([{ text: `Questions? Contact ${merchant} at support@${slug}.example or call ${phone(rng)}.`, x: 50, size: 8.5 }], 6);
    s.row([{ text: `You are receiving this email because you made a purchase at ${merchant}.`, x: 50, size: 7.5, grey: 0.45 }]);
    s.row([{ text: 'Payments are processed securely. This receipt is not an itemized bill for insurance.', x: 50, size: 7.5, grey: 0.45 }]);
    return { truth: truthOf(merchant, iso, t, method, id, items), doc: s.spec, parts: partsOf(t) };
  }),

  // An optical shop's half-letter receipt (Times): exam and eyewear lines, the vision plan allowance as
  // a "CR" credit, tax on materials only, the eyeglass prescription numbers, an order number and an
  // estimated ready date after the sale, the served-by line.
  fam('optical-store', 'heldout', (c) => {
    const { rng, w } = c;
    const f = fmt(rng, ['us-dot', 'day-month-abbrev', 'us-slash'], ['dollar', 'plain'], ['cr']);
    const W = 396;
    const merchant = org(rng, c.split, 'optical');
    const iso = txnDate(rng);
    const p = place(rng);
    const exam = linesFrom(rng, OPTICAL.slice(0, 2), count(c, [0, 1], [0, 1]));
    const goods = linesFrom(rng, OPTICAL.slice(2), count(c, [1, 3], [2, 5]));
    const items = [...exam, ...goods];
    const sum = roundCents(items.reduce((s, l) => s + l.amount, 0));
    const allowance = rng.bool(0.6) ? roundCents(Math.min(sum * 0.6, rng.pick([100, 130, 150, 200]))) : 0;
    const rate = rng.pick([0.06, 0.07, 0.0825]);
    const t = tally(items, { discount: allowance, taxRate: rate });
    const cd = card(rng, ['Visa', 'Mastercard', 'FSA Visa', 'Discover']);
    const method = `${cd.brand} ${mask(cd, 'x-last')}`;
    const id = `${rng.digits(3)}-${rng.digits(5)}`;
    const s = new Sheet({ size: 9, font: 'serif', width: W, height: 612, top: 36, bottom: 30 });
    s.row([centred(merchant, W, fitSize(merchant, 'bold', 14, W - 60), 'bold')]);
    s.row([centred(`${p.street}, ${p.city}`, W, 8, 'serif')]);
    s.row([centred(phone(rng), W, 8, 'serif')], 8);
    s.row([centred(w.get('title'), W, 11, 'bold')], 4);
    beside(
      s,
      [
        [w.get('date'), f.date(iso)],
        [w.get('txnId'), id],
        [w.get('otherId'), rng.digits(6)],
        [w.get('payer'), personName(rng)],
        [w.get('cashier'), rng.pick(n.FIRST_NAMES)],
      ],
      { x: 30, valueX: 150, labelFont: 'serif', valueFont: 'serif' },
    );
    const sph = () => `${rng.pick(['-', '+'])}${(rng.int(1, 16) * 0.25).toFixed(2)}`;
    s.row([{ text: `Rx  OD ${sph()} ${sph()} x ${rng.int(1, 180)}   OS ${sph()} ${sph()} x ${rng.int(1, 180)}   PD ${rng.int(56, 70)}`, x: 30, size: 7.5, font: 'mono' }], 8);
    s.row([{ text: w.get('itemHeader'), x: 30, font: 'bold' }, { text: w.get('amountHeader'), x: 366, font: 'bold', align: 'right' }]);
    for (const item of items) s.row([{ text: item.description, x: 30 }, { text: f.money(item.amount), x: 366, align: 'right' }]);
    s.space(4);
    s.row([{ text: w.get('subtotal'), x: 200 }, { text: f.money(t.subtotal), x: 366, align: 'right' }]);
    if (t.discount > 0) s.row([{ text: w.get('discount'), x: 200 }, { text: f.credit(t.discount), x: 366, align: 'right' }]);
    s.row([{ text: `${w.get('tax')} ${rateText(rate)}`, x: 200 }, { text: f.money(t.tax), x: 366, align: 'right' }]);
    s.row([{ text: w.get('total'), x: 200, font: 'bold' }, { text: f.money(t.total), x: 366, align: 'right', font: 'bold' }]);
    s.row([{ text: colon(w.get('method')), x: 200 }, { text: method, x: 366, align: 'right' }], 10);
    s.row([{ text: `Estimated ready date: ${f.date(addDays(iso, rng.int(6, 14)))}`, x: 30, font: 'italic' }], 4);
    for (const l of wrap('Eyewear may be exchanged within 30 days. Custom lenses are not refundable once ordered. Exam fees are not refundable.', 78)) s.row([{ text: l, x: 30, size: 7.5 }]);
    return { truth: truthOf(merchant, iso, t, method, id, items), doc: s.spec, parts: partsOf(t) };
  }),
];

// ---------------------------------------------------------------------------------------------
// Held-out families written fresh: a bank's bill-pay confirmation page, a pharmacy drive-thru register
// slip, an online medical-supply store's order confirmation, a hospital billing office's letter after a
// payment by phone, and a charge slip of a health-care financing card at a dental or skin practice.

const isoWeekday = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay();
/** The day itself on a weekday; a Saturday or Sunday moves to the Monday after. */
const onBusinessDay = (iso: string): string => (isoWeekday(iso) === 6 ? addDays(iso, 2) : isoWeekday(iso) === 0 ? addDays(iso, 1) : iso);
function plusBusinessDays(iso: string, k: number): string {
  let day = iso;
  for (let left = k; left > 0; ) {
    day = addDays(day, 1);
    if (isoWeekday(day) % 6 !== 0) left--;
  }
  return day;
}
/** The same day `k` months on (the month's last day when it is shorter). */
function plusMonths(iso: string, k: number): string {
  const [y = 2025, m = 1, d = 1] = iso.split('-').map(Number);
  const months = y * 12 + (m - 1) + k;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
/** Starts a new page unless `height` points still fit above the bottom margin (keeps a block together). */
function roomFor(sheet: Sheet, height: number, bottom: number): void {
  const cells = (sheet.pages.at(-1) ?? []).filter((cell) => !cell.rotate);
  const end = Math.max(0, ...cells.map((cell) => cell.y + cell.size * 1.55));
  if (end + height > sheet.spec.height - bottom) sheet.newPage();
}

const BILLPAY_BANKS = ['Cascade Ridge Bank', 'First Prairie Savings Bank', 'Tri-Rivers Federal Credit Union', 'Wexmoor Trust Bank', 'Lochmere Community Credit Union', 'Ironvale National Bank', 'Copper Valley Bank & Trust', 'Plainsmen Educators Credit Union'];
const BILLPAY_PAYEES = [
  'St. Aldric Regional Medical Center',
  'Norcastle Orthopaedic Associates',
  'Pinebarren Anesthesia Group',
  'Bayfield Radiology Partners',
  'Copperline Pediatrics PA',
  "Hollisford Women's Health",
  'Summit Valley Emergency Physicians',
  'Greywater Pathology Associates',
  'Crestmoor Cardiology PC',
  'Oakwright Family Medicine',
  'Tallow Point Ambulance District',
  'Marrowind Dermatology',
  'Brannock Physical Therapy',
  'Sisters of Hope Hospital',
];

const DT_CHAINS = ['Brightwell Pharmacy', 'Hartline Drug', 'Cornerway Pharmacy', 'Fennick Drug Co', 'Valley Fair Pharmacy', 'Sundry Square Drug', 'Bellamy Drug', 'Maple & Main Pharmacy'];
/** [drug as the label prints it, usual quantities, copay min, max, controlled] */
const DT_RX: readonly (readonly [string, readonly number[], number, number, boolean])[] = [
  ['LOSARTAN POTASSIUM 50MG TAB', [30, 90], 1.5, 14, false],
  ['METOPROLOL SUCC ER 25MG TAB', [30, 90], 2, 16, false],
  ['HYDROCHLOROTHIAZIDE 25MG TAB', [30, 90], 1, 9, false],
  ['PANTOPRAZOLE SOD DR 40MG TAB', [30, 90], 3, 22, false],
  ['ROSUVASTATIN CALCIUM 10MG TAB', [30, 90], 3, 28, false],
  ['TRAZODONE HCL 50MG TAB', [30, 60], 2, 12, false],
  ['CEPHALEXIN 500MG CAP', [20, 28, 40], 4, 18, false],
  ['FLUOXETINE HCL 20MG CAP', [30, 90], 2, 15, false],
  ['TAMSULOSIN HCL 0.4MG CAP', [30, 90], 3, 20, false],
  ['BUPROPION HCL XL 150MG TAB', [30, 90], 5, 35, false],
  ['CLOPIDOGREL 75MG TAB', [30, 90], 2, 18, false],
  ['METHYLPREDNISOLONE 4MG DOSE PACK', [21], 3, 16, false],
  ['ONDANSETRON ODT 4MG TAB', [10, 20, 30], 4, 25, false],
  ['VALACYCLOVIR HCL 1GM TAB', [21, 30], 6, 40, false],
  ['DOXYCYCLINE HYCLATE 100MG CAP', [14, 20, 28], 5, 30, false],
  ['BENZONATATE 100MG CAP', [20, 30], 3, 14, false],
  ['NITROFURANTOIN MONO-MCR 100MG CAP', [10, 14], 4, 24, false],
  ['AMOX-CLAV 875-125MG TAB', [14, 20], 6, 32, false],
  ['INSULIN LISPRO PEN 100U/ML', [15], 25, 95, false],
  ['HYDROCODONE-APAP 5-325MG TAB', [12, 20, 30], 3, 18, true],
  ['ALPRAZOLAM 0.5MG TAB', [30, 60], 2, 14, true],
  ['AMPHETAMINE SALTS 20MG TAB', [30, 60], 10, 55, true],
  ['TRAMADOL HCL 50MG TAB', [20, 30], 3, 16, true],
];
const DT_OTC: readonly ItemDef[] = [
  ['COUGH DROPS HONEY LEMON 30CT', 2, 4.5, true],
  ['SALINE NASAL SPRAY 1.5OZ', 3, 6.5, true],
  ['ADHESIVE BANDAGES 30CT', 3, 7, true],
  ['IBUPROFEN 200MG TAB 50CT', 5, 10, true],
  ['DIGITAL THERMOMETER', 7, 14, true],
  ['PILL ORGANIZER 7 DAY', 3, 8, true],
  ['ELECTROLYTE DRINK 1L', 2, 4, true],
];

const SUPPLY_STORES = ['Nightloft CPAP Supply', 'Quillbrook Home Medical', 'AeroDawn Sleep Supply', 'Stillmere Respiratory Direct', 'Tidewell Medical Supply', 'Parkhaven Home Health Store', 'Lullwater CPAP Outlet'];
/** [product as the store lists it, unit price min, max, most of it one orders] */
const SUPPLY_PRODUCTS: readonly (readonly [string, number, number, number])[] = [
  ['Full Face Mask Cushion, Medium', 28, 49, 2],
  ['Full Face Mask Cushion, Small', 28, 49, 2],
  ['Nasal Pillows Replacement, 3-Pack (S/M/L)', 24, 39, 2],
  ['Nasal Mask Cushion, Wide', 22, 42, 2],
  ['Heated Tubing, 6 ft', 32, 58, 1],
  ['Standard CPAP Tubing, 6 ft', 12, 24, 2],
  ['Ultra-Fine Disposable Filters, 6-Pack', 9, 19, 4],
  ['Reusable Foam Filters, 2-Pack', 6, 14, 2],
  ['Humidifier Water Chamber', 24, 46, 1],
  ['Replacement Mask Headgear with Clips', 19, 38, 1],
  ['Unscented Mask Wipes, 62 ct', 8, 16, 3],
  ['Adjustable Chinstrap', 14, 29, 1],
  ['Insulated Hose Cover, 6 ft', 13, 26, 1],
  ['Complete Nasal Mask System with Headgear', 79, 169, 1],
  ['Full Face Mask System, Fit Pack', 119, 229, 1],
  ['Tube Cleaning Brush', 6, 12, 1],
  ['CPAP Travel Case', 29, 59, 1],
  ['Fingertip Pulse Oximeter', 24, 49, 1],
  ['Distilled Water Bottle Adapter', 7, 15, 1],
];
const SUPPLY_PROMOS = ['SLEEPWELL10', 'FRESHMASK15', 'RESUPPLY20', 'SPRING12'];

const PHONE_PAY_HOSPITALS = ['Wyndham Hills Medical Center', 'Sister Agnes Memorial Hospital', 'Glenholm Health', 'Lorimer County Hospital District', 'Bellwood Falls Regional Health', 'Haldane Valley Medical Center', 'Prospect Bend Community Hospital', 'Ashcroft University Health'];
const PHONE_PAY_OFFICES = ['Patient Financial Services', 'Patient Business Office', 'Central Billing Office', 'Patient Accounts Department'];
/** [service as the letter lists a visit, balance min, max] */
const PHONE_PAY_VISITS: readonly (readonly [string, number, number])[] = [
  ['Emergency Department visit', 80, 1400],
  ['Outpatient surgery', 150, 2200],
  ['Laboratory services', 12, 260],
  ['Diagnostic imaging - CT', 60, 900],
  ['Diagnostic imaging - MRI', 90, 1200],
  ['Inpatient admission', 250, 3000],
  ['Observation stay', 100, 1100],
  ['Outpatient physical therapy', 25, 320],
  ['Labor and delivery', 300, 2600],
  ['Cardiology testing', 40, 650],
  ['Infusion therapy', 60, 800],
];

/** [short name, card name, issuing bank] */
const FIN_CARDS: readonly (readonly [string, string, string])[] = [
  ['CareSpan', 'CareSpan Health Credit Card', 'Granite Harbor Bank, N.A.'],
  ['Wellarc', 'Wellarc Patient Card', 'Third Coast Bank'],
  ['Medivista', 'Medivista Health & Beauty Card', 'Pioneer Plains Bank'],
  ['Lumora', 'Lumora Care Credit Card', 'Northshore Capital Bank'],
  ['Healpoint', 'Healpoint Patient Financing Card', 'Keel Harbor Bank, N.A.'],
];
const FIN_DENTAL_OFFICES = ['Larkhaven Family Dentistry', 'Riverside Smiles Dental Group', 'Crescent Park Dental Arts', 'Easterly Implant & Cosmetic Dentistry', 'Bluebonnet Dental Studio', 'Harbor Lights Periodontics'];
const FIN_SKIN_OFFICES = ['Solenne Dermatology & Aesthetics', 'Avalene Skin & Laser', 'Fairhaven Aesthetic Dermatology', 'Luma Skin Institute', 'Magnolia Dermatology & MedSpa'];
const FIN_DENTAL_WORK: readonly (readonly [string, number, number])[] = [
  ['Implant crown #19', 1400, 3200],
  ['Scaling and root planing, 4 quadrants', 650, 1400],
  ['Clear aligner treatment - initial payment', 1500, 3500],
  ['Porcelain veneers x4', 3200, 6400],
  ['Root canal and crown #30', 1600, 2900],
  ['Extraction and bone graft #14', 700, 1600],
  ['Partial denture, upper', 1100, 2400],
  ['Night guard and whitening trays', 450, 900],
];
const FIN_SKIN_WORK: readonly (readonly [string, number, number])[] = [
  ['Fractional CO2 laser resurfacing', 1500, 4200],
  ['Neurotoxin injections, 40 units', 380, 720],
  ['Dermal filler, 2 syringes', 1100, 1900],
  ['IPL photofacial series (3)', 900, 1650],
  ['Laser hair removal package, 6 sessions', 1200, 2800],
  ['Chemical peel series (4)', 520, 1100],
  ['Microneedling with PRP x3', 1050, 2100],
];

const heldoutFamiliesFresh: FamilyDef[] = [
  // A bank's online bill-pay confirmation page, printed from the browser (letter, Helvetica): the
  // browser's print header (day and time, page title) and footer (address, page of pages); the bank's
  // name, a greeting and sign-off link, the menu and a breadcrumb; a title ("Payment scheduled") and a
  // sentence naming the payee; the payment's details as a list of labels beside values, as one table row
  // with the rest listed under it, or as a grid of labels above values: the payee (a doctor's group or a
  // hospital as the bank's payee list spells it, often in capitals), the account number at the payee,
  // amount, pay-from account, send date, deliver-by date, electronic or paper check, how often, a memo,
  // the confirmation number and when it was submitted; on full documents the payments made to that payee
  // before; the bank's notes on cut-off times and its FDIC or NCUA line. A payment set up ahead of time or
  // on a weekend is sent on a later business day.
  // Truth: merchantName the payee as printed; transactionDate the send date (not the submitted or
  // deliver-by dates); paymentMethod the pay-from account as printed; transactionId the confirmation
  // number; no items: the amount stands for them.
  fam('bank-bill-pay-confirmation', 'heldout', (c) => {
    const { rng } = c;
    const mode = rng.pick(['list', 'list', 'table', 'grid'] as const);
    const f = fmt(rng, mode === 'table' ? ['us-slash', 'us-short', 'abbrev'] : ['us-slash', 'us-slash', 'long', 'abbrev', 'long-weekday'], ['dollar']);
    const bank = rng.pick(BILLPAY_BANKS);
    const cu = bank.includes('Credit Union');
    const payee = rng.pick(BILLPAY_PAYEES);
    const merchant = rng.bool(0.45) ? payee.toUpperCase() : payee;
    const submitted = txnDate(rng);
    const ahead = rng.bool(0.25);
    const iso = onBusinessDay(ahead ? addDays(submitted, rng.int(2, 18)) : submitted);
    const electronic = rng.bool(0.7);
    const deliverBy = plusBusinessDays(iso, electronic ? rng.pick([1, 2, 2, 3]) : rng.pick([5, 5, 7]));
    const monthly = rng.bool(0.15);
    const amount = monthly || rng.bool(0.35) ? rng.pick([25, 40, 50, 75, 100, 125, 150, 200, 250, 300, 500]) : rng.money(18, 2400);
    const t = tally([], { base: amount });
    const holder = personName(rng);
    const patient = rng.bool(0.6) ? holder : `${rng.pick(n.FIRST_NAMES)} ${lastName(holder)}`;
    const last4 = rng.digits(4);
    const accountName = rng.pick(cu ? ['Share Draft', 'Checking', 'Free Checking', 'Dividend Checking'] : ['Everyday Checking', 'Checking', 'Premier Checking', 'Interest Checking', 'Money Market']);
    const method = rng.pick([`${accountName} ...${last4}`, `${accountName.toUpperCase()} x${last4}`, `${accountName} (${last4})`, `${accountName} - ${last4}`]);
    const payeeAccount = rng.digits(rng.pick([7, 8, 10]));
    const confForm = rng.int(0, 3);
    const newConf = () => [`${rng.letters(2)}${rng.digits(8)}`, `${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}`, `BP${rng.digits(10)}`, rng.digits(9)][confForm] ?? rng.digits(9);
    const conf = newConf();
    const memo = rng.bool(0.6)
      ? rng.pick([`Acct ${payeeAccount}`, `Pt ${patient}`, `Stmt dated ${formatDate(addDays(submitted, -rng.int(8, 40)), 'us-2digit')}`, `Guarantor #${payeeAccount}`, `${firstName(patient)} - copay & balance`])
      : '';
    const zone = rng.pick(['ET', 'CT', 'MT', 'PT']);
    // Submitted before the earliest cut-off; the page printed a few minutes later.
    const minute = rng.int(6, 15) * 60 + rng.int(0, 59);
    const hhmm = (m: number) => `${Math.floor(m / 60) % 12 === 0 ? 12 : Math.floor(m / 60) % 12}:${String(m % 60).padStart(2, '0')} ${m < 720 ? 'AM' : 'PM'}`;
    const submittedAt = `${formatDate(submitted, 'us-slash')} ${hhmm(minute)} ${zone}`;
    const L = 54;
    const R = 558;
    const s = new Sheet({ size: 9.5, font: 'regular', top: 46, bottom: 58 });
    s.row([{ text: bank, x: L, size: fitSize(bank, 'bold', 19, 300), font: 'bold' }, { text: `${rng.pick(['Hi', 'Welcome', 'Hello'])}, ${firstName(holder)}  |  Sign off`, x: R, size: 8.5, align: 'right', grey: 0.35 }], 2);
    const menu = rng.pick(['Accounts      Pay & Transfer      Statements      Help & Support', 'Home      Accounts      Bill Pay      Transfers      Documents', 'My Accounts      Move Money      Bill Pay      Profile & Settings']);
    s.row([{ text: menu, x: L, size: 8.5, grey: 0.3 }]);
    s.row([{ text: '_'.repeat(100), x: L, size: 9, grey: 0.75 }], 8);
    s.row([{ text: rng.pick(['Pay & Transfer  >  Bill Pay  >  Confirmation', 'Bill Pay  >  Make a payment  >  Confirmation', 'Move Money  >  Pay bills  >  Done']), x: L, size: 7.5, grey: 0.45 }], 6);
    const title = ahead ? rng.pick(['Payment scheduled', 'Your payment is scheduled', 'Bill payment scheduled']) : rng.pick(['Payment confirmation', 'Payment submitted', 'Thank you - your payment is on its way']);
    s.row([{ text: title, x: L, size: 15, font: 'bold' }], 4);
    const sentence = ahead
      ? `We'll send your payment of ${f.money(amount)} to ${merchant} on ${f.date(iso)}.`
      : `Your payment of ${f.money(amount)} to ${merchant} has been submitted.`;
    for (const l of wrapTo(sentence, R - L, 'regular', 10)) s.row([{ text: l, x: L, size: 10 }]);
    s.row([{ text: rng.pick(['Please keep this confirmation for your records.', 'Print or save this page for your records.', 'A copy of this confirmation is also in your secure inbox.']), x: L, size: 8.5, grey: 0.4 }], 12);
    const payeeLabel = rng.pick(['Pay to', 'Payee', 'Paid to']);
    const sendLabel = rng.pick(['Send on', 'Payment date', 'Process date', 'Send date']);
    const deliverLabel = rng.pick(['Deliver by', 'Estimated arrival', 'Expected delivery']);
    const confLabel = rng.pick(['Confirmation number', 'Confirmation #', 'Reference number']);
    const amountLabel = rng.pick(['Amount', 'Payment amount']);
    const fromLabel = rng.pick(['Pay from', 'From account', 'Funding account']);
    const payeeAcctText = rng.pick([`ending in ${payeeAccount.slice(-4)}`, `...${payeeAccount.slice(-4)}`, payeeAccount]);
    const deliveryText = electronic ? rng.pick(['Electronic', 'Electronic payment']) : rng.pick(['Paper check by mail', 'Check mailed to payee']);
    const frequency = monthly ? rng.pick(['Monthly, until I cancel', 'Every month']) : 'One time';
    if (mode === 'table') {
      const cols = { payee: L, amount: 330, send: 345, deliver: 420, conf: 494 };
      const head = (text: string, x: number, align: 'left' | 'right' = 'left'): Cell => ({ text, x, size: 7.5, font: 'bold', align, grey: 0.25 });
      s.row([head(payeeLabel, cols.payee), head('Amount', cols.amount, 'right'), head(rng.pick(['Send on', 'Send date']), cols.send), head(rng.pick(['Deliver by', 'Arrives by']), cols.deliver), head(rng.pick(['Confirmation #', 'Reference #']), cols.conf)]);
      s.row([{ text: '_'.repeat(100), x: L, size: 8, grey: 0.7 }], 1);
      s.row([
        { text: merchant, x: cols.payee, size: fitSize(merchant, 'regular', 9, 205) },
        { text: f.money(amount), x: cols.amount, size: 9, align: 'right' },
        { text: f.date(iso), x: cols.send, size: 9 },
        { text: f.date(deliverBy), x: cols.deliver, size: 9 },
        { text: conf, x: cols.conf, size: fitSize(conf, 'regular', 9, R + 20 - cols.conf) },
      ]);
      s.row([{ text: '_'.repeat(100), x: L, size: 8, grey: 0.7 }], 10);
      const rest: [string, string][] = [
        [fromLabel, method],
        ['Payee account', payeeAcctText],
        ['Delivery method', deliveryText],
        ['Frequency', frequency],
        ...(memo ? ([['Memo', memo]] as [string, string][]) : []),
        ['Submitted', submittedAt],
      ];
      for (const [label, value] of rest) s.row([{ text: label, x: L, size: 9, grey: 0.4 }, { text: value, x: L + 120, size: 9 }], 2);
    } else if (mode === 'grid') {
      s.row([{ text: payeeLabel, x: L, size: 7.5, grey: 0.4 }]);
      s.row([{ text: merchant, x: L, size: fitSize(merchant, 'bold', 12, R - L), font: 'bold' }], 8);
      const grid: [string, string][] = [
        [amountLabel, f.money(amount)],
        [fromLabel, method],
        ['Payee account', payeeAcctText],
        [sendLabel, f.date(iso)],
        [deliverLabel, f.date(deliverBy)],
        ['Delivery method', deliveryText],
        [confLabel, conf],
        ['Frequency', frequency],
        ['Submitted', submittedAt],
      ];
      for (let i = 0; i < grid.length; i += 3) {
        const chunk = grid.slice(i, i + 3);
        s.row(chunk.map(([label], j): Cell => ({ text: label, x: L + j * 170, size: 7.5, grey: 0.4 })));
        s.row(chunk.map(([, value], j): Cell => ({ text: value, x: L + j * 170, size: fitSize(value, 'bold', 10, 160), font: 'bold' })), 9);
      }
      if (memo) s.row([{ text: `Memo: ${memo}`, x: L, size: 9 }], 6);
    } else {
      const pairs: [string, string][] = [
        [payeeLabel, merchant],
        ['Payee account', payeeAcctText],
        [amountLabel, f.money(amount)],
        [fromLabel, method],
        [sendLabel, f.date(iso)],
        [deliverLabel, f.date(deliverBy)],
        ['Delivery method', deliveryText],
        ['Frequency', frequency],
        ...(memo ? ([['Memo', memo]] as [string, string][]) : []),
        [confLabel, conf],
        ['Submitted', submittedAt],
      ];
      const colonize = rng.bool(0.5);
      for (const [label, value] of pairs) {
        const bold = label === amountLabel || label === confLabel;
        s.row([{ text: colonize ? `${label}:` : label, x: L + 10, size: 9.5, grey: 0.4 }, { text: value, x: L + 170, size: fitSize(value, bold ? 'bold' : 'regular', 9.5, R - L - 170), font: bold ? 'bold' : 'regular' }], 4);
      }
    }
    s.space(10);
    s.row([{ text: rng.pick(['[ Make another payment ]      [ View scheduled payments ]      [ Print ]', '[ Pay another bill ]      [ Payment activity ]']), x: L, size: 8.5, font: 'bold', grey: 0.3 }], 14);
    if (!c.options.onePage) {
      s.row([{ text: rng.pick([`Recent payments to ${merchant}`, 'Payment history for this payee']), x: L, size: 10.5, font: 'bold' }], 4);
      const hx = { date: L, amount: 230, status: 260, conf: 360 };
      s.row([
        { text: sendLabel, x: hx.date, size: 7.5, font: 'bold', grey: 0.3 },
        { text: 'Amount', x: hx.amount, size: 7.5, font: 'bold', align: 'right', grey: 0.3 },
        { text: 'Status', x: hx.status, size: 7.5, font: 'bold', grey: 0.3 },
        { text: 'Confirmation', x: hx.conf, size: 7.5, font: 'bold', grey: 0.3 },
      ]);
      s.row([{ text: formatDate(iso, 'us-slash'), x: hx.date, size: 8.5 }, { text: f.money(amount), x: hx.amount, size: 8.5, align: 'right' }, { text: ahead ? 'Scheduled' : 'In process', x: hx.status, size: 8.5 }, { text: conf, x: hx.conf, size: 8.5 }]);
      let day = submitted;
      const done = rng.pick(['Paid', 'Sent', 'Processed', 'Completed']);
      for (let i = rng.int(2, 11); i > 0; i--) {
        day = onBusinessDay(monthly ? plusMonths(day, -1) : addDays(day, -rng.int(21, 45)));
        const before = monthly ? amount : rng.bool(0.4) ? rng.pick([25, 50, 100, 150]) : rng.money(15, 900);
        s.row([
          { text: formatDate(day, 'us-slash'), x: hx.date, size: 8.5 },
          { text: f.money(before), x: hx.amount, size: 8.5, align: 'right' },
          { text: done, x: hx.status, size: 8.5 },
          { text: newConf(), x: hx.conf, size: 8.5 },
        ]);
      }
      s.space(12);
    }
    const cutoff = rng.pick(['8:00 p.m. ET', '10:00 p.m. ET', '9:00 p.m. CT', '4:00 p.m. PT']);
    const notes = [
      `Payments submitted before ${cutoff} on a business day are sent that day; later or on weekends and holidays, the next business day. ${electronic ? 'Electronic payments usually reach the payee within 1 to 3 business days.' : 'A paper check is mailed to the payee and can take 5 to 7 business days to arrive; the money leaves your account when the check is cashed.'}`,
      `To change or cancel this payment, go to Bill Pay > Scheduled payments before ${cutoff} on the send date. Questions? Call ${phone(rng)}.`,
    ];
    for (const para of notes) {
      for (const l of wrapTo(para, R - L, 'regular', 7.5)) s.row([{ text: l, x: L, size: 7.5, grey: 0.4 }]);
      s.space(4);
    }
    s.row([{ text: `${cu ? 'Federally insured by NCUA. Equal Housing Opportunity.' : 'Member FDIC. Equal Housing Lender.'}   (c) ${submitted.slice(0, 4)} ${bank}`, x: L, size: 7, grey: 0.45 }]);
    const printedAt = `${formatDate(submitted, 'us-2digit')}, ${hhmm(minute + rng.int(1, 9))}`;
    const pageTitle = `${bank} - Bill Pay`;
    const url = `https://online.${slugOf(bank).slice(0, 18)}.example/billpay/confirmation?pmt=${rng.digits(9)}`;
    everyPage(s.pages, (page, total) => [
      { text: printedAt, x: 28, y: 16, size: 7.5, grey: 0.3 },
      { text: pageTitle, x: 306 - textWidth(pageTitle, 'regular', 7.5) / 2, y: 16, size: 7.5, grey: 0.3 },
      { text: url, x: 28, y: 768, size: 7, grey: 0.35 },
      { text: `${page}/${total}`, x: 584, y: 768, size: 7.5, align: 'right', grey: 0.35 },
    ]);
    return { truth: truthOf(merchant, iso, t, method, conf, []), doc: s.spec, parts: partsOf(t) };
  }),

  // A chain pharmacy's register slip from the drive-thru window (3 in roll, Courier, every line fixed
  // width): the chain and store number, address, store and pharmacy phones, a drive-thru banner, register,
  // transaction and clerk; each prescription either as an RX# line with the price and the drug, quantity
  // and fill day under it, or as the drug cut to the width with the price and the RX# under it, the
  // insurance savings under some, the patient's name when two people's bags go out together; now and then
  // a front-store item passed through the drawer (taxed, "T"); subtotal, tax, total; the card line (brand,
  // credit or debit, HSA/FSA, masked number) and its chip/auth lines, or cash and change; a pickup section
  // per bag (bag n of m, will-call bin, patient, DOB check, count of prescriptions), who picked up, the ID
  // check for a controlled drug, counselling offered, the signature note; the next refill day, a barcode,
  // the transaction number and the day and time at the top or the bottom.
  // Truth: merchantName the chain without its store number; transactionDate the sale day (not the fill
  // or refill days); items the prescriptions (the drug as printed, cut where the slip cuts it) at the
  // price paid, and the front-store items; paymentMethod the card line or CASH; transactionId the
  // transaction number.
  fam('pharmacy-drive-thru-receipt', 'heldout', (c) => {
    const { rng } = c;
    const f = fmt(rng, ['us-2digit', 'us-2digit', 'us-slash'], ['plain', 'plain', 'dollar']);
    const W = 216;
    const X = 20;
    const COLS = 39;
    const chain = rng.pick(DT_CHAINS);
    const merchant = chain.toUpperCase();
    const storeNo = String(rng.int(101, 19999)).padStart(5, '0');
    const iso = txnDate(rng);
    const p = place(rng);
    const main = personName(rng);
    const byName = (name: string) => `${lastName(name).toUpperCase()}, ${firstName(name).toUpperCase()}`;
    const rxFirst = rng.bool(0.55);
    type DtLine = Line & { rx: string; qty: number; filled: string; saved: number; who: number; controlled: boolean };
    const drugs = pickDistinct(rng, DT_RX, count(c, [1, 3], [1, 5]));
    const second = !c.options.onePage && drugs.length > 1 && rng.bool(0.35) ? `${rng.pick(n.FIRST_NAMES)} ${lastName(main)}` : '';
    const people = second ? [main, second] : [main];
    const rxLines: DtLine[] = drugs.map(([drug, qtys, lo, hi, controlled], i) => {
      const amount = rng.bool(0.3) ? rng.pick([1.25, 3, 5, 7.5, 10, 12.5, 15, 20, 25, 35, 47]) : rng.money(lo, hi);
      const description = rxFirst ? drug : drug.slice(0, COLS - 10).trimEnd();
      const saved = rng.bool(0.6) ? rng.money(4, 160) : 0;
      return { description, amount, taxable: false, rx: `${rng.digits(7)}-${rng.pick(['00', '01', '02', '03', '05'])}`, qty: rng.pick(qtys), filled: addDays(iso, -rng.int(0, 5)), saved, who: second && i % 2 === 1 ? 1 : 0, controlled };
    });
    const otc = rng.bool(0.2) ? linesFrom(rng, DT_OTC, rng.int(1, 2)) : [];
    const rate = rng.pick([0.0625, 0.07, 0.0825, 0.06, 0.0725, 0.055]);
    const t = tally([...rxLines, ...otc], { taxRate: rate });
    const s = slip(W, 7.5, 'mono', 22);
    const line = (text: string, o: Partial<Cell> = {}) => s.row([{ text, x: X, ...o }]);
    const centre = (text: string, size = 7.5, font: FontName = 'mono', gap = 0) => s.row([centred(text, W, fitSize(text, font, size, W - 40), font)], gap);
    const kv = (left: string, right: string, font: FontName = 'mono') => line(pad(left, right, COLS), { font });
    centre(merchant, 10, 'mono-bold');
    centre(`STORE #${storeNo}`);
    centre(p.street.toUpperCase());
    centre(p.city.toUpperCase());
    centre(`STORE ${phone(rng)}`);
    centre(`PHARMACY ${phone(rng)}`, 7.5, 'mono', 6);
    centre(rng.pick(['*** PHARMACY DRIVE-THRU ***', '** DRIVE THRU WINDOW **', 'RX DRIVE-UP WINDOW', '- PHARMACY DRIVE THRU -']), 8.5, 'mono-bold', 4);
    const reg = String(rng.int(80, 99));
    const trn = rng.digits(4);
    const clerk = rng.pick(n.FIRST_NAMES).toUpperCase();
    const when = `${f.date(iso)} ${clock(rng, rng.pick(['12z', '24'] as const), [8, 21])}`;
    const dateOnTop = rng.bool(0.5);
    line(`REG ${reg}  TRN ${trn}  ${rng.pick(['CSHR', 'EMP', 'CLK'])} ${clerk}`.slice(0, COLS));
    if (dateOnTop) line(when);
    line('-'.repeat(COLS));
    for (const l of rxLines) {
      if (rxFirst) {
        kv(`RX#${l.rx}`, f.money(l.amount));
        line(` ${l.description}`);
        line(` QTY ${l.qty}   FILLED ${f.date(l.filled)}`);
      } else {
        kv(l.description, f.money(l.amount));
        line(`  RX ${l.rx.slice(0, 7)}  QTY ${l.qty}  FILL ${formatDate(l.filled, 'us-2digit').slice(0, 5)}`);
      }
      if (second) line(`  PT: ${byName(people[l.who] ?? main)}`.slice(0, COLS));
      if (l.saved > 0) kv(rxFirst ? ' INSURANCE SAVED YOU' : '  INS SAVINGS', f.money(l.saved));
    }
    for (const l of otc) kv(l.description, `${f.money(l.amount)} T`);
    line('-'.repeat(COLS));
    kv(rng.pick(['SUBTOTAL', 'SUB-TOTAL']), f.money(t.subtotal));
    kv(otc.length > 0 ? `TAX T ${rateText(rate)}` : 'TAX', f.money(t.tax));
    kv('TOTAL', f.money(t.total), 'mono-bold');
    const kind = rng.pick(['credit', 'credit', 'debit', 'hsa', 'cash'] as const);
    const cd = card(rng, kind === 'credit' ? BRANDS : ['Visa', 'Mastercard']);
    const brand = shortBrand(cd.brand);
    const tender = kind === 'credit' ? `${brand} CREDIT` : kind === 'debit' ? rng.pick(['US DEBIT', `${brand} DEBIT`]) : kind === 'hsa' ? `HSA/FSA ${brand}` : 'CASH';
    const masked = tender.length + 18 + f.money(t.total).length <= COLS ? mask(cd, 'stars12') : mask(cd, 'stars4');
    const method = kind === 'cash' ? 'CASH' : `${tender} ${masked}`;
    let change = 0;
    if (kind === 'cash') {
      const fed = rng.pick([Math.ceil(t.total), Math.ceil(t.total / 5) * 5, Math.ceil(t.total / 20) * 20, Math.ceil(t.total / 10) * 10 + 10]);
      change = roundCents(fed - t.total);
      kv('CASH', f.money(fed));
    } else {
      kv(method, f.money(t.total));
      line(`  ${rng.pick(['CHIP', 'CONTACTLESS', 'SWIPED', 'CHIP'])}  AUTH ${rng.digits(6)}  REF ${rng.digits(4)}`);
      if (kind === 'debit') line('  PIN VERIFIED');
      if (kind === 'hsa') kv('  HEALTHCARE ELIGIBLE AMT', f.money(roundCents(rxLines.reduce((sum, l) => sum + l.amount, 0))));
    }
    kv('CHANGE', f.money(change));
    s.space(4);
    const saved = roundCents(rxLines.reduce((sum, l) => sum + l.saved, 0));
    if (saved > 0) {
      for (const l of wrap(`YOUR PRESCRIPTION COVERAGE SAVED YOU ${f.money(saved)} TODAY`, COLS)) centre(l);
      s.space(4);
    }
    centre(rng.pick(['======= PICKUP =======', '--- BAG / PICKUP ---', '** PICKUP DETAIL **']), 8, 'mono-bold', 2);
    people.forEach((person, b) => {
      const mine = rxLines.filter((l) => l.who === b);
      kv(`BAG ${b + 1} OF ${people.length}`, `BIN ${rng.pick(['A', 'B', 'C', 'D', 'W'])}-${String(rng.int(1, 40)).padStart(2, '0')}`);
      line(`PATIENT: ${byName(person)}`.slice(0, COLS));
      line(rng.pick([`DOB CONFIRMED **/**/${rng.int(1938, 2012)}`, 'DOB VERIFIED: Y', 'NAME+DOB CONFIRMED AT WINDOW']));
      line(`RX IN BAG: ${mine.length}`);
      s.space(3);
    });
    const rel = rng.pick(['SELF', 'SELF', 'SPOUSE', 'PARENT', 'CAREGIVER']);
    line(`PICKED UP BY: ${rel}`);
    if (rxLines.some((l) => l.controlled)) line(`ID: ${rng.pick(['DL', 'STATE ID'])} ****${rng.digits(4)} ${/, ([A-Z]{2}) /.exec(p.city)?.[1] ?? 'TX'}`);
    else line('ID CHECK: NOT REQUIRED');
    line(rng.pick(['COUNSELING: OFFERED - DECLINED', 'COUNSEL OFFERED: Y  ACCEPTED: N', `COUNSELING: ACCEPTED - RPH ${rng.letters(2)}`]));
    line(rng.pick(['SIGNATURE CAPTURED ON PIN PAD', 'E-SIGNATURE ON FILE', 'SIGNATURE CAPTURED']));
    s.space(4);
    const upkeep = rxLines.find((l) => l.qty >= 30 && !l.controlled);
    if (upkeep && rng.bool(0.6)) line(`NEXT REFILL DUE ${f.date(addDays(upkeep.filled, upkeep.qty - rng.int(5, 8)))}`);
    for (const l of wrap('FOR YOUR SAFETY, PRESCRIPTIONS CANNOT BE RETURNED OR EXCHANGED ONCE THEY LEAVE THE PHARMACY.', COLS)) line(l, { size: 7 });
    for (const l of wrap(rng.pick(['REFILL BY TEXT, APP OR PHONE - READY IN ABOUT 1 HOUR', 'ASK ABOUT SYNCING YOUR REFILLS TO ONE PICKUP DAY', 'FLU AND COVID SHOTS AVAILABLE - NO APPOINTMENT NEEDED']), COLS)) line(l, { size: 7 });
    s.space(4);
    s.row([centred(bars(rng, 32), W, 9, 'mono')]);
    const txn = `${storeNo}-${reg}-${trn}-${iso.slice(5, 7)}${iso.slice(8)}`;
    centre(`TRANS# ${txn}`, 7.5, 'mono', 2);
    if (!dateOnTop) line(when);
    return { truth: truthOf(merchant, iso, t, method, txn, [...rxLines, ...otc]), doc: cut(s), parts: partsOf(t) };
  }),

  // An online medical-supply store's order confirmation for CPAP and sleep-therapy supplies, printed
  // either from the e-mail (the mail client's From / Sent / To / Subject block) or from the checkout page
  // (browser header and footer); letter, Helvetica. The store's name and tagline, a thank-you line, the
  // order number and day (with the estimated delivery), the products as a table (item and SKU, quantity,
  // unit price and line total in one of two column orders), a summary (subtotal, promo code as -$x.xx,
  // shipping or FREE, estimated tax, order total), then shipping address and payment side by side, the
  // prescription on file, care and return notes and the legal footer; long orders run onto a second page.
  // Truth: merchantName the store; transactionDate the order day (not the sent, delivery or prescription
  // days); items the product lines at their line totals; discount the promo; shipping and tax on top as
  // tax; paymentMethod the payment line as printed; transactionId the order number.
  fam('medical-supply-order-confirmation', 'heldout', (c) => {
    const { rng } = c;
    const f = fmt(rng, ['long', 'abbrev', 'us-slash', 'long-weekday'], ['dollar']);
    const store = rng.pick(SUPPLY_STORES);
    const slug = slugOf(store).slice(0, 20);
    const iso = txnDate(rng);
    const buyer = personName(rng);
    const ship = place(rng);
    const billing = rng.bool(0.7) ? ship : place(rng);
    type OrderLine = Line & { qty: number; unit: number; sku: string };
    const lines: OrderLine[] = pickDistinct(rng, SUPPLY_PRODUCTS, count(c, [1, 4], [2, 9])).map(([description, lo, hi, most]) => {
      const qty = rng.int(1, most);
      const unit = roundCents(Math.floor(rng.money(lo, hi)) + rng.pick([0.99, 0.95, 0.49, 0]));
      return { description, qty, unit, amount: roundCents(qty * unit), taxable: true, sku: `${rng.letters(2)}-${rng.digits(5)}` };
    });
    const sub = roundCents(lines.reduce((sum, l) => sum + l.amount, 0));
    const promo = rng.bool(0.3) ? rng.pick(SUPPLY_PROMOS) : '';
    const discount = promo ? roundCents((sub * Number(promo.replace(/\D/g, ''))) / 100) : 0;
    const expedited = rng.bool(0.2);
    const shipping = expedited ? rng.pick([14.95, 19.95]) : sub - discount >= 49 ? 0 : rng.pick([5.95, 7.95, 8.99]);
    const rate = rng.pick([0, 0, 0.0625, 0.07, 0.0825, 0.06]);
    const tax = roundCents((sub - discount) * rate);
    const t = tally(lines, { discount, tax: roundCents(tax + shipping) });
    const kind = rng.pick(['card', 'card', 'card', 'hsa', 'paypal'] as const);
    const cd = card(rng, kind === 'hsa' ? ['Visa', 'Mastercard'] : BRANDS);
    const method = kind === 'paypal' ? 'PayPal' : rng.pick([`${kind === 'hsa' ? 'HSA ' : ''}${cd.brand} ending in ${cd.last4}`, `${kind === 'hsa' ? 'HSA ' : ''}${cd.brand} •••• ${cd.last4}`]);
    const orderNo = rng.pick([`${rng.digits(9)}`, `NL${rng.digits(7)}`, `W${rng.digits(8)}`, `${rng.digits(3)}-${rng.digits(7)}`]);
    const emailed = rng.bool(0.55);
    const email = `${firstName(buyer).toLowerCase()}.${lastName(buyer).toLowerCase()}@example.com`;
    const arriveFrom = plusBusinessDays(iso, expedited ? 2 : 3);
    const arriveTo = plusBusinessDays(iso, expedited ? 3 : 6);
    const L = 60;
    const R = 552;
    const s = new Sheet({ size: 9.5, font: 'regular', top: emailed ? 40 : 48, bottom: 60 });
    if (emailed) {
      s.row([{ text: rng.pick(['Mail', 'Webmail', 'Inbox']), x: L, size: 8, grey: 0.4 }, { text: `${buyer} <${email}>`, x: R, size: 8, align: 'right', grey: 0.4 }], 2);
      s.row([{ text: '_'.repeat(98), x: L, size: 9, grey: 0.7 }], 6);
      const head: [string, string][] = [
        ['From:', `${store} <orders@${slug}.example>`],
        ['Sent:', `${formatDate(iso, 'long-weekday')} ${clock(rng, '12', [6, 23])}`],
        ['To:', email],
        ['Subject:', rng.pick([`Your ${store} order #${orderNo} is confirmed`, `Order confirmation #${orderNo}`, `We got your order! (#${orderNo})`])],
      ];
      for (const [label, value] of head) s.row([{ text: label, x: L, size: 9, font: 'bold' }, { text: value, x: L + 52, size: fitSize(value, 'regular', 9, R - L - 52) }]);
      s.row([{ text: '_'.repeat(98), x: L, size: 9, grey: 0.7 }], 14);
    }
    s.row([{ text: store, x: L, size: fitSize(store, 'bold', 20, 330), font: 'bold' }, { text: rng.pick(['CPAP & sleep therapy supplies', 'Home medical & respiratory supplies', 'Sleep better. Breathe easier.']), x: R, size: 8, align: 'right', grey: 0.4 }], 10);
    s.row([{ text: rng.pick([`Thanks for your order, ${firstName(buyer)}!`, 'Thank you for your order!', 'Order confirmed']), x: L, size: 14, font: 'bold' }], 3);
    for (const l of wrapTo("We've received your order and are getting it ready. We'll send tracking details as soon as it ships.", R - L, 'regular', 9.5)) s.row([{ text: l, x: L }]);
    s.space(8);
    const info: [string, string][] = [
      ['Order number', `#${orderNo}`],
      ['Order date', f.date(iso)],
      ['Estimated delivery', `${formatDate(arriveFrom, 'abbrev').replace(/, \d{4}$/, '')} - ${formatDate(arriveTo, 'abbrev')}`],
    ];
    if (rng.bool(0.5)) {
      s.row(info.map(([label], j): Cell => ({ text: label.toUpperCase(), x: L + j * 168, size: 7, font: 'bold', grey: 0.45 })));
      s.row(info.map(([, value], j): Cell => ({ text: value, x: L + j * 168, size: fitSize(value, 'regular', 10, 160) })), 12);
    } else {
      for (const [label, value] of info) s.row([{ text: `${label}:`, x: L, size: 9.5, font: 'bold' }, { text: value, x: L + 110, size: 9.5 }]);
      s.space(10);
    }
    const unitFirst = rng.bool(0.5);
    const cx = unitFirst ? { a: 392, b: 452 } : { a: 372, b: 452 };
    const heads = unitFirst ? ['Price', 'Qty', 'Total'] : ['Qty', 'Unit price', 'Subtotal'];
    s.row([
      { text: rng.pick(['Item', 'Product', 'Items in this order']), x: L, size: 8, font: 'bold' },
      { text: heads[0] ?? '', x: cx.a, size: 8, font: 'bold', align: 'right' },
      { text: heads[1] ?? '', x: cx.b, size: 8, font: 'bold', align: 'right' },
      { text: heads[2] ?? '', x: R, size: 8, font: 'bold', align: 'right' },
    ]);
    s.row([{ text: '_'.repeat(98), x: L, size: 8, grey: 0.7 }], 3);
    const eligible = rng.bool(0.5);
    for (const l of lines) {
      const a = unitFirst ? f.money(l.unit) : String(l.qty);
      const b = unitFirst ? String(l.qty) : f.money(l.unit);
      s.row([{ text: l.description, x: L, size: fitSize(l.description, 'bold', 9, cx.a - L - 60), font: 'bold' }, { text: a, x: cx.a, size: 9, align: 'right' }, { text: b, x: cx.b, size: 9, align: 'right' }, { text: f.money(l.amount), x: R, size: 9, align: 'right' }]);
      s.row([{ text: `SKU ${l.sku}${eligible ? '   |   HSA/FSA eligible' : ''}`, x: L + 8, size: 7.5, grey: 0.45 }], 5);
    }
    s.row([{ text: '_'.repeat(98), x: L, size: 8, grey: 0.7 }], 4);
    const SX = 360;
    const sumRow = (label: string, value: string, font: FontName = 'regular', size = 9.5) => s.row([{ text: label, x: SX, size, font }, { text: value, x: R, size, font, align: 'right' }], 1);
    roomFor(s, 110, 60);
    sumRow('Subtotal', f.money(sub));
    if (discount > 0) sumRow(`Promo code ${promo}`, f.credit(discount));
    sumRow(expedited ? 'Shipping (2-day)' : 'Shipping (standard)', shipping > 0 ? f.money(shipping) : 'FREE');
    sumRow(rng.pick(['Estimated tax', 'Sales tax']), f.money(tax));
    sumRow('Order total', f.money(t.total), 'bold', 11);
    s.space(14);
    if (!c.options.onePage) roomFor(s, 120, 60);
    const left = ['Shipping to', buyer, ship.street, ship.city, expedited ? 'UPS 2nd Day Air' : rng.pick(['USPS Priority Mail', 'UPS Ground', 'FedEx Home Delivery'])];
    const right = ['Payment', method, ...(kind === 'paypal' ? [email] : []), `Charged ${f.money(t.total)}`, billing === ship ? 'Billing address same as shipping' : `Billing: ${billing.street}, ${billing.city}`];
    for (let i = 0; i < Math.max(left.length, right.length); i++) {
      const lt = left[i];
      const rt = right[i];
      const cells: Cell[] = [];
      if (lt) cells.push({ text: lt, x: L, size: i === 0 ? 10 : 9, font: i === 0 ? 'bold' : 'regular' });
      if (rt) cells.push({ text: rt, x: 320, size: i === 0 ? 10 : fitSize(rt, 'regular', 9, R - 320), font: i === 0 ? 'bold' : 'regular' });
      s.row(cells, i === 0 ? 2 : 0);
    }
    s.space(12);
    const notes: string[] = [];
    if (rng.bool(0.6) && !c.options.onePage) notes.push(`Prescription on file: ${doctor(rng)}, valid through ${formatDate(addDays(iso, rng.int(60, 340)), 'us-slash')}. Masks and cushions ship only with a current prescription.`);
    notes.push('This order was not billed to insurance. For HSA/FSA reimbursement, download an itemized receipt from Your Account > Orders.');
    if (!c.options.onePage) notes.push('Unopened items may be returned within 30 days. For hygiene reasons, masks, cushions and tubing cannot be returned once opened.');
    notes.push(`Questions? Call ${phone(rng)} (Mon-Fri 8am-7pm, Sat 9am-2pm CT) or ${emailed ? 'reply to this email' : `write to care@${slug}.example`}.`);
    for (const para of notes) {
      for (const l of wrapTo(para, R - L, 'regular', 8.5)) s.row([{ text: l, x: L, size: 8.5, grey: 0.3 }]);
      s.space(4);
    }
    s.space(8);
    const hq = place(rng);
    s.row([{ text: `(c) ${iso.slice(0, 4)} ${store}  |  ${hq.street}, ${hq.city}`, x: L, size: 7, grey: 0.45 }]);
    if (emailed) s.row([{ text: `You received this email because you placed an order at ${slug}.example.  Unsubscribe from offers`, x: L, size: 7, grey: 0.45 }]);
    if (emailed) {
      everyPage(s.pages, (page, total) => [{ text: `Page ${page} of ${total}`, x: R, y: 768, size: 7.5, align: 'right', grey: 0.35 }]);
    } else {
      const stampTime = `${formatDate(iso, 'us-2digit')}, ${clock(rng, '12', [6, 23])}`;
      const title = `Order Confirmation | ${store}`;
      const url = `https://www.${slug}.example/checkout/confirmation/${orderNo}`;
      everyPage(s.pages, (page, total) => [
        { text: stampTime, x: 28, y: 16, size: 7.5, grey: 0.3 },
        { text: title, x: 306 - textWidth(title, 'regular', 7.5) / 2, y: 16, size: 7.5, grey: 0.3 },
        { text: url, x: 28, y: 768, size: 7, grey: 0.35 },
        { text: `${page}/${total}`, x: 584, y: 768, size: 7.5, align: 'right', grey: 0.35 },
      ]);
    }
    return { truth: truthOf(store, iso, t, method, orderNo, lines), doc: s.spec, parts: partsOf(t) };
  }),

  // A hospital billing office's letter confirming a payment a guarantor made by phone (letter, Times or
  // Helvetica): the hospital's letterhead with its billing office, address and phone; the letter's date;
  // the guarantor's address block (for a window envelope, under a mail barcode at times); a RE block
  // (guarantor account, patient); "Dear ...:", a paragraph thanking them for the call on the payment
  // day; the payment's details indented (date, amount, card or checking account, confirmation number,
  // the representative); mostly a table of the visits the payment went to (account, patient, service,
  // date of service, amount applied, balance left) with its total; the balance left or a payment plan
  // (monthly amount and first due day); a closing with the representative's name; on full documents the
  // financial-assistance paragraph, a Spanish line and "not a bill"; a footer with the office's hours
  // and page of pages.
  // Truth: merchantName the hospital; transactionDate the day of the call (not the letter's date, the
  // service dates or the plan's due days); items the visits at the amount applied (none when the letter
  // has no table: the amount stands for them); paymentMethod the card or account as printed in the
  // details; transactionId the confirmation number.
  fam('phone-payment-confirmation-letter', 'heldout', (c) => {
    const { rng } = c;
    const serif = rng.bool(0.55);
    const body: FontName = serif ? 'serif' : 'regular';
    const strong: FontName = 'bold';
    const f = fmt(rng, ['long', 'long', 'us-slash', 'abbrev'], ['dollar', 'dollar', 'dollar-nocomma']);
    const hospital = rng.pick(PHONE_PAY_HOSPITALS);
    const office = rng.pick(PHONE_PAY_OFFICES);
    const hp = place(rng);
    const officePhone = phone(rng);
    const iso = onBusinessDay(txnDate(rng));
    const letterDay = plusBusinessDays(iso, rng.int(1, 6));
    const guarantor = personName(rng);
    const gp = place(rng);
    const guarantorNo = rng.digits(rng.pick([8, 9]));
    const kids = [guarantor, `${rng.pick(n.FIRST_NAMES)} ${lastName(guarantor)}`];
    const withTable = rng.bool(0.7);
    type Applied = Line & { account: string; patient: string; dos: string; left: number };
    const visits: Applied[] = withTable
      ? pickDistinct(rng, PHONE_PAY_VISITS, count(c, [1, 2], [1, 5])).map(([description, lo, hi]) => {
          const amount = rng.bool(0.3) ? rng.pick([25, 50, 75, 100, 150, 200]) : rng.money(lo, hi);
          const left = rng.bool(0.5) ? 0 : rng.money(10, hi);
          return { description, amount, taxable: false, account: rng.digits(rng.pick([8, 10])), patient: rng.bool(0.7) ? (kids[0] ?? guarantor) : (kids[1] ?? guarantor), dos: addDays(iso, -rng.int(20, 200)), left };
        })
      : [];
    const paid = withTable ? roundCents(visits.reduce((sum, v) => sum + v.amount, 0)) : rng.bool(0.4) ? rng.pick([50, 100, 150, 200, 250, 500]) : rng.money(25, 1800);
    const t = withTable ? tally(visits) : tally([], { base: paid });
    const remaining = withTable ? roundCents(visits.reduce((sum, v) => sum + v.left, 0)) : rng.bool(0.5) ? 0 : rng.money(40, 2600);
    const plan = remaining > 150 && rng.bool(0.5);
    const months = plan ? rng.pick([3, 6, 10, 12]) : 0;
    const installment = plan ? roundCents(Math.ceil((remaining / months) * 100) / 100) : 0;
    const kind = rng.pick(['card', 'card', 'debit', 'hsa', 'check'] as const);
    const cd = card(rng, kind === 'card' ? BRANDS : ['Visa', 'Mastercard']);
    const method =
      kind === 'card'
        ? rng.pick([`${cd.brand} ending in ${cd.last4}`, `${cd.brand} ************${cd.last4}`, `${cd.brand} card ending ${cd.last4}`])
        : kind === 'debit'
          ? `${cd.brand} debit card ending in ${cd.last4}`
          : kind === 'hsa'
            ? `HSA card (${cd.brand}) ending in ${cd.last4}`
            : rng.pick([`Checking account ending in ${cd.last4}`, `Electronic check - account ending ${cd.last4}`]);
    const conf = rng.pick([`${rng.digits(4)}-${rng.digits(6)}`, `PH${rng.digits(9)}`, `${rng.letters(1)}${rng.digits(8)}`]);
    const rep = `${rng.pick(n.FIRST_NAMES)} ${rng.pick(n.LAST_NAMES.filter((name) => name !== lastName(guarantor)))}`;
    const L = 72;
    const R = 540;
    const s = new Sheet({ size: 10, font: body, top: 50, bottom: 76 }, (sheet) => {
      sheet.row([{ text: `${guarantor}  -  Account ${guarantorNo}`, x: L, size: 8.5, font: body, grey: 0.35 }, { text: formatDate(letterDay, 'long'), x: R, size: 8.5, font: body, align: 'right', grey: 0.35 }], 14);
    });
    const para = (text: string, gap = 8, size = 10) => {
      for (const l of wrapTo(text, R - L, body, size)) s.row([{ text: l, x: L, size, font: body }]);
      s.space(gap);
    };
    if (rng.bool(0.5)) {
      s.row([centred(serif ? hospital.toUpperCase() : hospital, 612, fitSize(hospital, strong, 16, 440), strong)]);
      s.row([centred(office, 612, 9.5, serif ? 'italic' : 'regular')]);
      s.row([centred(`${hp.street}  |  ${hp.city}  |  ${officePhone}`, 612, 8, body, { grey: 0.3 })], 16);
    } else {
      s.row([{ text: hospital, x: L, size: fitSize(hospital, strong, 16, 300), font: strong }, { text: hp.street, x: R, size: 8, font: body, align: 'right', grey: 0.3 }]);
      s.row([{ text: office, x: L, size: 9.5, font: serif ? 'italic' : 'regular' }, { text: hp.city, x: R, size: 8, font: body, align: 'right', grey: 0.3 }]);
      s.row([{ text: `Phone ${officePhone}`, x: R, size: 8, font: body, align: 'right', grey: 0.3 }], 16);
    }
    s.row([{ text: formatDate(letterDay, 'long'), x: L, font: body }], 16);
    if (rng.bool(0.5)) s.row([{ text: Array.from({ length: 65 }, () => rng.pick(['A', 'D', 'F', 'T'])).join(''), x: L, size: 6, font: 'mono' }], 1);
    for (const l of [guarantor.toUpperCase(), gp.street.toUpperCase(), gp.city.toUpperCase()]) s.row([{ text: l, x: L, font: body }]);
    s.space(18);
    const re: [string, string][] = [
      ['RE:', rng.pick(['Confirmation of telephone payment', 'Payment received by phone', 'Your payment - confirmation'])],
      [rng.pick(['Guarantor account:', 'Account number:', 'Guarantor #:']), guarantorNo],
      ...(!withTable ? ([['Patient:', rng.pick(kids)]] as [string, string][]) : []),
    ];
    for (const [label, value] of re) s.row([{ text: label, x: L, font: strong, size: 9.5 }, { text: value, x: L + 110, font: label === 'RE:' ? strong : body, size: 9.5 }]);
    s.space(12);
    s.row([{ text: `Dear ${guarantor}:`, x: L, font: body }], 8);
    para(
      rng.pick([
        `Thank you for calling our office on ${formatDate(iso, 'long')}. This letter confirms the payment you authorized over the telephone. Please keep it with your records.`,
        `This letter confirms the payment you made when you spoke with a member of our ${office} staff by phone on ${formatDate(iso, 'long')}. We appreciate your prompt attention to your account.`,
      ]),
    );
    const details: [string, string][] = [
      [rng.pick(['Payment date:', 'Date of payment:', 'Date received:']), f.date(iso)],
      [rng.pick(['Amount:', 'Payment amount:', 'Amount received:']), f.money(t.total)],
      [rng.pick(['Paid by:', 'Payment type:', 'Charged to:']), method],
      [rng.pick(['Confirmation number:', 'Confirmation #:', 'Reference number:']), conf],
      [rng.pick(['Taken by:', 'Representative:']), `${firstName(rep)} ${lastName(rep)[0] ?? ''}., ext. ${rng.int(2100, 6899)}`],
    ];
    for (const [label, value] of details) s.row([{ text: label, x: L + 24, font: body, size: 10 }, { text: value, x: L + 170, font: label.startsWith('Amount') || label.startsWith('Payment amount') ? strong : body, size: 10 }], 1);
    s.space(12);
    if (withTable) {
      roomFor(s, 60 + visits.length * 15, 76);
      s.row([{ text: rng.pick(['Your payment was applied as follows:', 'How your payment was applied:']), x: L, font: body }], 6);
      const cx = { acct: L, patient: 130, service: 236, dos: 372, applied: 478, left: R };
      const head = (text: string, x: number, align: 'left' | 'right' = 'left'): Cell => ({ text, x, size: 8, font: strong, align });
      s.row([head('Account', cx.acct), head('Patient', cx.patient), head('Service', cx.service), head('Service date', cx.dos), head('Applied', cx.applied, 'right'), head('Balance', cx.left, 'right')]);
      s.row([{ text: '_'.repeat(94), x: L, size: 8, font: body, grey: 0.6 }], 2);
      for (const v of visits) {
        s.row([
          { text: v.account, x: cx.acct, size: 8.5, font: body },
          { text: v.patient, x: cx.patient, size: fitSize(v.patient, body, 8.5, cx.service - cx.patient - 6), font: body },
          { text: v.description, x: cx.service, size: fitSize(v.description, body, 8.5, cx.dos - cx.service - 6), font: body },
          { text: formatDate(v.dos, 'us-slash'), x: cx.dos, size: 8.5, font: body },
          { text: f.money(v.amount), x: cx.applied, size: 8.5, font: body, align: 'right' },
          { text: f.money(v.left), x: cx.left, size: 8.5, font: body, align: 'right' },
        ]);
      }
      s.row([{ text: '_'.repeat(94), x: L, size: 8, font: body, grey: 0.6 }], 2);
      s.row([{ text: 'Total', x: cx.dos, size: 8.5, font: strong }, { text: f.money(t.total), x: cx.applied, size: 8.5, font: strong, align: 'right' }, { text: f.money(remaining), x: cx.left, size: 8.5, font: strong, align: 'right' }], 12);
    }
    if (plan) {
      const first = plusMonths(iso, 1);
      para(`As we discussed, the remaining balance of ${f.money(remaining)} will be paid in ${months} monthly installments of about ${f.money(installment)}, beginning ${formatDate(first, 'long')}. ${rng.bool(0.5) ? 'Each installment will be charged automatically to the same account.' : 'You will receive a monthly statement before each installment is due.'}`);
    } else if (remaining > 0) {
      para(`After this payment, your remaining balance is ${f.money(remaining)}. ${rng.bool(0.5) ? 'Any amount still being reviewed by your insurance is not included.' : 'You will continue to receive monthly statements for this balance.'}`);
    } else para('This payment brings your balance to zero. Thank you!');
    para(`Please allow up to three business days for the payment to show on your account online. If you have questions, call us at ${officePhone}, Monday through Friday, 8:00 a.m. to 5:00 p.m.`);
    if (!c.options.onePage) {
      para(`${hospital} offers financial assistance to patients who qualify. To learn more or to apply, call ${officePhone} or ask for a plain-language summary at any registration desk.`, 6, 9);
      para(`Si necesita ayuda en español, llame al ${officePhone}.`, 6, 9);
    }
    roomFor(s, 80, 76);
    s.row([{ text: rng.pick(['Sincerely,', 'Thank you,', 'Respectfully,']), x: L, font: body }], 18);
    s.row([{ text: rep, x: L, font: body }]);
    s.row([{ text: rng.pick(['Patient Account Representative', 'Customer Service Representative', 'Patient Financial Counselor']), x: L, font: body }]);
    s.row([{ text: office, x: L, font: body }], 10);
    if (!c.options.onePage) s.row([{ text: 'This letter is for your records. It is not a bill.', x: L, size: 8.5, font: serif ? 'italic' : 'regular' }]);
    const code = `PFS-${rng.pick(['TPC', 'PHPMT', 'CONF'])}-${rng.digits(2)}  ${rng.digits(7)}`;
    everyPage(s.pages, (page, total) => [
      { text: `${hospital}  |  ${office}  |  Mon-Fri 8:00-5:00  |  ${officePhone}`, x: L, y: 742, size: 7.5, font: body, grey: 0.4 },
      { text: code, x: L, y: 754, size: 6.5, font: 'mono', grey: 0.45 },
      { text: `Page ${page} of ${total}`, x: R, y: 742, size: 7.5, font: body, align: 'right', grey: 0.4 },
    ]);
    return { truth: truthOf(hospital, iso, t, method, conf, visits), doc: s.spec, parts: partsOf(t) };
  }),

  // A charge slip of a health-care financing credit card used at a dental or cosmetic-skin practice,
  // in one of two forms: printed from the card company's provider website (letter, Helvetica: the card's
  // wordmark, "Charge Slip" and whose copy it is; provider and cardholder blocks side by side; the
  // transaction: type, day and time, amount, card, promotion with its end date and an estimated monthly
  // payment, authorization and reference numbers, treatment, who entered it; the promotion's terms, the
  // signature lines with a signed name at times, the issuing bank's footer), or printed by the office's
  // card terminal (narrow roll, Courier: the practice, MID/TID, "<CARD> CREDIT SALE", date and time,
  // card and masked number, entry, promo plan and code, invoice, auth and reference numbers, amount,
  // APPROVED, the deferred-interest notice, the signature line and whose copy it is).
  // Truth: merchantName the practice (not the card company); transactionDate the day of the charge (not
  // the promotion's end); paymentMethod the card line as printed; transactionId the reference number;
  // no items: the amount stands for them.
  fam('care-financing-card-charge-slip', 'heldout', (c) => {
    const { rng } = c;
    const dental = rng.bool(0.6);
    const practice = rng.pick(dental ? FIN_DENTAL_OFFICES : FIN_SKIN_OFFICES);
    const [short, cardName, issuer] = rng.pick(FIN_CARDS);
    const [work, lo, hi] = rng.pick(dental ? FIN_DENTAL_WORK : FIN_SKIN_WORK);
    const amount = rng.bool(0.3) ? Math.round(rng.money(lo, hi) / 50) * 50 : rng.money(lo, hi);
    const t = tally([], { base: amount });
    const iso = txnDate(rng);
    const p = place(rng);
    const holder = personName(rng);
    const patient = rng.bool(0.7) ? holder : `${rng.pick(n.FIRST_NAMES)} ${lastName(holder)}`;
    const last4 = rng.digits(4);
    const deferred = rng.bool(0.6);
    const months = deferred ? rng.pick([6, 12, 12, 18, 24]) : rng.pick([24, 36, 48, 60]);
    const apr = deferred ? 0 : rng.pick([14.9, 16.9, 17.9]);
    const monthlyPay = deferred ? Math.ceil((amount / months) * 100) / 100 : roundCents((amount * (apr / 1200)) / (1 - (1 + apr / 1200) ** -months));
    const ends = plusMonths(iso, months);
    const auth = `${rng.digits(2)}${rng.letters(1)}${rng.digits(3)}`;
    const ref = rng.pick([rng.digits(10), `${rng.letters(2)}${rng.digits(8)}`, rng.digits(12)]);
    const terminal = rng.bool(0.35);
    if (terminal) {
      const f = fmt(rng, ['us-2digit', 'us-slash'], ['dollar', 'plain']);
      const W = 220;
      const X = 20;
      const COLS = 40;
      const merchant = practice.toUpperCase();
      const method = `${short.toUpperCase()} ${mask({ brand: short, last4 }, rng.pick(['stars12', 'x12'] as const))}`;
      const s = slip(W, 7.5, 'mono', 22);
      const line = (text: string, o: Partial<Cell> = {}) => s.row([{ text, x: X, ...o }]);
      const kv = (left: string, right: string, font: FontName = 'mono') => line(pad(left, right, COLS), { font });
      for (const l of wrap(merchant, 30)) s.row([centred(l, W, 9, 'mono-bold')]);
      s.row([centred(p.street.toUpperCase(), W, 7.5, 'mono')]);
      s.row([centred(p.city.toUpperCase(), W, 7.5, 'mono')]);
      s.row([centred(phone(rng), W, 7.5, 'mono')], 6);
      kv('MID:', `****${rng.digits(6)}`);
      kv('TID:', `***${rng.digits(4)}`);
      s.space(4);
      s.row([centred(`${short.toUpperCase()} CREDIT SALE`, W, 9, 'mono-bold')], 4);
      kv('DATE:', f.date(iso));
      kv('TIME:', clock(rng, rng.pick(['24s', '12z'] as const), [8, 18]));
      line(method);
      kv('ENTRY:', rng.pick(['SWIPED', 'MANUAL', 'KEYED']));
      kv('PROMO:', deferred ? `${months} MO DEFERRED INT` : `${months} MO ${apr.toFixed(2)}% APR`);
      kv('PLAN CODE:', rng.digits(4));
      kv('INVOICE:', rng.digits(6));
      kv('AUTH CODE:', auth);
      kv('REF #:', ref);
      s.space(6);
      s.row([{ text: 'AMOUNT', x: X, font: 'mono-bold', size: 9 }, { text: f.money(amount), x: X + COLS * 4.5, align: 'right', font: 'mono-bold', size: 9 }], 6);
      s.row([centred('APPROVED', W, 9, 'mono-bold')], 6);
      const notice = deferred
        ? `PROMOTIONAL PURCHASE. INTEREST WILL BE CHARGED FROM THE PURCHASE DATE IF THE PROMO BALANCE IS NOT PAID IN FULL BY ${formatDate(ends, 'us-slash')}. MINIMUM MONTHLY PAYMENTS REQUIRED.`
        : `FIXED MONTHLY PAYMENTS OF ${f.money(monthlyPay)} FOR ${months} MONTHS AT ${apr.toFixed(2)}% APR WHILE YOUR ACCOUNT IS CURRENT.`;
      for (const l of wrap(notice, COLS)) line(l, { size: 7 });
      s.space(4);
      for (const l of wrap('I AGREE TO PAY THE ABOVE AMOUNT ACCORDING TO MY CARDHOLDER AGREEMENT.', COLS)) line(l);
      s.space(10);
      line('X_______________________________________'.slice(0, COLS));
      line(holder.toUpperCase());
      if (patient !== holder) line(`PATIENT: ${patient.toUpperCase()}`);
      s.space(4);
      s.row([centred(rng.pick(['CARDHOLDER COPY', 'CUSTOMER COPY']), W, 7.5, 'mono')]);
      return { truth: truthOf(merchant, iso, t, method, ref, []), doc: cut(s), parts: partsOf(t) };
    }
    const f = fmt(rng, ['us-slash', 'us-slash', 'abbrev', 'us-dash'], ['dollar']);
    const method = rng.pick([`${cardName} ending in ${last4}`, `${short} ************${last4}`, `${cardName} (x${last4})`]);
    const L = 54;
    const R = 558;
    const MID = 320;
    const s = new Sheet({ size: 9.5, font: 'regular', top: 44, bottom: 60 });
    s.row([{ text: short, x: L, size: 24, font: 'bold' }, { text: rng.pick(['Charge Slip', 'Patient Charge Receipt', 'Transaction Receipt']), x: R, size: 13, font: 'bold', align: 'right' }]);
    s.row([{ text: rng.pick(['Health & wellness financing', 'Financing for the care you want', 'Patient financing']), x: L, size: 8.5, grey: 0.4 }, { text: rng.pick(['Cardholder copy', 'Patient copy', 'Customer copy']), x: R, size: 8.5, align: 'right', grey: 0.4 }], 4);
    s.row([{ text: '_'.repeat(100), x: L, size: 9, grey: 0.6 }], 10);
    const left = ['PROVIDER', practice, p.street, p.city, phone(rng), `Provider ID ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)}`];
    const right = ['CARDHOLDER', holder, `Account number XXXX XXXX XXXX ${last4}`, ...(patient !== holder ? [`Patient: ${patient}`] : []), `Phone on file ***-***-${rng.digits(4)}`];
    for (let i = 0; i < Math.max(left.length, right.length); i++) {
      const cells: Cell[] = [];
      const lt = left[i];
      const rt = right[i];
      if (lt) cells.push({ text: lt, x: L, size: i === 0 ? 7.5 : i === 1 ? fitSize(lt, 'bold', 10.5, MID - L - 10) : 9, font: i === 1 ? 'bold' : 'regular', grey: i === 0 ? 0.45 : undefined });
      if (rt) cells.push({ text: rt, x: MID, size: i === 0 ? 7.5 : i === 1 ? fitSize(rt, 'bold', 10.5, R - MID) : 9, font: i === 1 ? 'bold' : 'regular', grey: i === 0 ? 0.45 : undefined });
      s.row(cells, i === 0 ? 2 : 0);
    }
    s.space(14);
    s.row([{ text: rng.pick(['Transaction details', 'TRANSACTION', 'Purchase details']), x: L, size: 11, font: 'bold' }], 4);
    const promoText = deferred ? `No interest if paid in full within ${months} months` : `${months} months at ${apr.toFixed(2)}% APR, fixed monthly payments`;
    const pairs: [string, string][] = [
      ['Transaction type', rng.pick(['Purchase', 'Sale', 'Charge'])],
      ['Transaction date', `${f.date(iso)}  ${clock(rng, '12', [8, 18])}`],
      ['Amount', f.money(amount)],
      [rng.pick(['Card', 'Charged to', 'Paid with']), method],
      ['Promotion', promoText],
      [deferred ? 'Promotion ends' : 'Final payment due', formatDate(ends, 'us-slash')],
      [deferred ? 'Suggested monthly payment' : 'Estimated monthly payment', f.money(monthlyPay)],
      ['Authorization code', auth],
      [rng.pick(['Reference number', 'Transaction ID', 'Reference #']), ref],
      ['Treatment', work],
      ['Entered by', `${rng.pick(n.FIRST_NAMES)} ${rng.pick(n.LAST_NAMES)[0] ?? 'K'}. (${rng.pick(['front desk', 'treatment coordinator', 'office manager'])})`],
    ];
    if (rng.bool(0.5)) {
      for (const [label, value] of pairs) s.row([{ text: label, x: L + 8, size: 9.5, grey: 0.35 }, { text: value, x: L + 190, size: fitSize(value, label === 'Amount' ? 'bold' : 'regular', label === 'Amount' ? 11 : 9.5, R - L - 190), font: label === 'Amount' ? 'bold' : 'regular' }], 3);
    } else {
      for (let i = 0; i < pairs.length; i += 2) {
        const chunk = pairs.slice(i, i + 2);
        s.row(chunk.map(([label], j): Cell => ({ text: label.toUpperCase(), x: L + j * 252, size: 7, font: 'bold', grey: 0.45 })));
        s.row(chunk.map(([label, value], j): Cell => ({ text: value, x: L + j * 252, size: fitSize(value, label === 'Amount' ? 'bold' : 'regular', label === 'Amount' ? 12 : 10, 240), font: label === 'Amount' ? 'bold' : 'regular' })), 7);
      }
    }
    s.space(10);
    const terms = deferred
      ? `Deferred interest: interest is charged to your account from the purchase date if the promotional balance is not paid in full by ${formatDate(ends, 'long')}. Minimum monthly payments are required. Making only the minimum payment may not pay off the balance before the promotion ends.`
      : `Reduced APR: this purchase is billed in ${months} equal monthly payments at ${apr.toFixed(2)}% APR while your account is in good standing. Late payments may end the promotional rate.`;
    for (const l of wrapTo(terms, R - L, 'regular', 8)) s.row([{ text: l, x: L, size: 8, grey: 0.25 }]);
    s.space(6);
    for (const l of wrapTo(`I authorize ${practice} to charge my ${cardName} for the amount above and agree to pay it under the terms of my cardholder agreement.`, R - L, 'regular', 8.5)) s.row([{ text: l, x: L, size: 8.5 }]);
    s.space(16);
    if (rng.bool(0.6)) s.row([{ text: holder, x: L + 20, size: 15, font: 'italic', grey: 0.2 }, { text: formatDate(iso, 'us-2digit'), x: 400, size: 11, font: 'italic', grey: 0.2 }]);
    else s.space(23);
    s.row([{ text: '_'.repeat(52), x: L, size: 9, grey: 0.4 }, { text: '_'.repeat(20), x: 400, size: 9, grey: 0.4 }]);
    s.row([{ text: 'Cardholder signature', x: L, size: 7.5, grey: 0.4 }, { text: 'Date', x: 400, size: 7.5, grey: 0.4 }], 16);
    s.row([{ text: '_'.repeat(52), x: L, size: 9, grey: 0.4 }]);
    s.row([{ text: 'Provider representative', x: L, size: 7.5, grey: 0.4 }], 18);
    const foot = [
      `Provider: keep the signed slip for at least 25 months. Cardholder: keep this copy for your records; the charge will appear on your next ${short} statement.`,
      `${cardName} accounts are issued by ${issuer.replace(/\.$/, '')}. Questions about your account? Call ${phone(rng)} or visit ${short.toLowerCase()}.example.`,
    ];
    for (const para of foot) {
      for (const l of wrapTo(para, R - L, 'regular', 7.5)) s.row([{ text: l, x: L, size: 7.5, grey: 0.45 }]);
      s.space(3);
    }
    everyPage(s.pages, (page, total) => [{ text: `${short} Provider Center  |  Printed ${formatDate(iso, 'us-slash')}  |  Page ${page} of ${total}`, x: L, y: 766, size: 7, grey: 0.45 }]);
    return { truth: truthOf(practice, iso, t, method, ref, []), doc: s.spec, parts: partsOf(t) };
  }),
];

// ---------------------------------------------------------------------------------------------

const definitions: readonly FamilyDef[] = [...devFamilies, ...devFamiliesFresh, ...devFamiliesFresh2, ...devFamiliesFresh3, ...devFamiliesFresh4, ...retired(heldoutFamilies), ...heldoutFamiliesFresh];

function run(def: FamilyDef, rng: Rng, options: LayoutOptions): Made & { labels: LabelPick[] } {
  const w = new Words(def.name, def.split, rng);
  const made = def.make({ rng, options, split: def.split, w });
  return { ...made, labels: w.picks };
}

/** A family's document with what the test checks beside it: the labels it printed and its arithmetic. */
export function traceReceiptFamily(name: string, rng: Rng, options: LayoutOptions): Made & { labels: LabelPick[]; wording: Split } {
  const def = definitions.find((d) => d.name === name);
  if (!def) throw new Error(`no receipt family ${name}`);
  return { ...run(def, rng, options), wording: def.split };
}

/** receipt layout families beyond the original six (see ../layouts.ts for the Layout contract). */
export const receiptFamilies: readonly Layout[] = definitions.map((def) => ({
  type: 'receipt',
  name: def.name,
  split: def.measuredAs ?? def.split,
  build(rng, options) {
    const { truth, doc } = run(def, rng, options);
    return { truth, doc };
  },
}));
