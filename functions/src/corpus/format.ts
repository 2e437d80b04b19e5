import type { Rng } from './random';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle = 'us-slash' | 'us-short' | 'long' | 'abbrev' | 'iso' | 'us-dash' | 'us-2digit' | 'upper-abbrev' | 'day-month-abbrev' | 'us-dot' | 'long-weekday' | 'day-first-slash' | 'day-first-2digit' | 'day-first-dash-2digit';
export type MoneyStyle = 'dollar' | 'plain' | 'usd' | 'dollar-nocomma' | 'rm' | 'gbp' | 'sgd' | 'idr';

export function formatDate(iso: string, style: DateStyle): string {
  const [y = '', m = '', d = ''] = iso.split('-');
  const month = MONTHS[Number(m) - 1] ?? '';
  switch (style) {
    case 'us-slash':
      return `${m}/${d}/${y}`;
    case 'us-short':
      return `${Number(m)}/${Number(d)}/${y}`;
    case 'long':
      return `${month} ${Number(d)}, ${y}`;
    case 'abbrev':
      return `${month.slice(0, 3)} ${d}, ${y}`;
    case 'iso':
      return iso;
    case 'us-dash':
      return `${m}-${d}-${y}`;
    case 'us-2digit':
      return `${m}/${d}/${y.slice(2)}`;
    case 'upper-abbrev':
      return `${month.slice(0, 3).toUpperCase()} ${d} ${y}`;
    case 'day-month-abbrev':
      return `${d}-${month.slice(0, 3)}-${y}`;
    case 'us-dot':
      return `${m}.${d}.${y}`;
    case 'long-weekday': {
      const weekday = new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
      return `${weekday}, ${month} ${Number(d)}, ${y}`;
    }
    // Day first, as printed outside the US (UK, Malaysia, Singapore): 14/03/2025, 14/03/25, 14-03-25.
    case 'day-first-slash':
      return `${d}/${m}/${y}`;
    case 'day-first-2digit':
      return `${d}/${m}/${y.slice(2)}`;
    case 'day-first-dash-2digit':
      return `${d}-${m}-${y.slice(2)}`;
  }
}

export function formatMoney(value: number, style: MoneyStyle): string {
  const negative = value < 0;
  const abs = Math.abs(value);
  const grouped = abs.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // Currencies of receipts from abroad: ringgit 'RM 12.50', pounds '£12.50', Singapore dollars 'S$12.50'.
  const foreign: Partial<Record<MoneyStyle, string>> = { rm: `RM ${grouped}`, gbp: `£${grouped}`, sgd: `S$${grouped}` };
  // Indonesian rupiah: whole rupiah, '.' between thousands, no cents ('Rp 174.600' is 174600).
  if (style === 'idr') foreign.idr = `Rp ${rupiah(abs)}`;
  const body = foreign[style] ?? (style === 'dollar' ? `$${grouped}` : style === 'plain' ? grouped : style === 'usd' ? `USD ${grouped}` : `$${abs.toFixed(2)}`);
  return negative ? `-${body}` : body;
}

/** Whole rupiah with '.' thousands separators and no cents: 174600 -> '174.600'. */
export function rupiah(value: number): string {
  return String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** How a document prints a credit (a payment or adjustment taken off the balance). */
export type CreditStyle = 'minus' | 'parens' | 'cr' | 'trailing-minus' | 'positive';

export function formatCredit(value: number, moneyStyle: MoneyStyle, creditStyle: CreditStyle): string {
  const body = formatMoney(Math.abs(value), moneyStyle);
  if (value === 0) return body;
  switch (creditStyle) {
    case 'minus':
      return `-${body}`;
    case 'parens':
      return `(${body})`;
    case 'cr':
      return `${body} CR`;
    case 'trailing-minus':
      return `${body}-`;
    case 'positive':
      return body;
  }
}

export type Formats = { date: (iso: string) => string; money: (value: number) => string; dateStyle: DateStyle; moneyStyle: MoneyStyle };

export function pickFormats(rng: Rng, dateStyles: readonly DateStyle[], moneyStyles: readonly MoneyStyle[]): Formats {
  const dateStyle = rng.pick(dateStyles);
  const moneyStyle = rng.pick(moneyStyles);
  return { date: (iso) => formatDate(iso, dateStyle), money: (v) => formatMoney(v, moneyStyle), dateStyle, moneyStyle };
}
