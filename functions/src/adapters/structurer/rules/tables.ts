import { findDates, findMoney } from '../../../domain/reading/values';
import type { Cell, Grid } from './grid';

export type Item = { description: string; code?: string; amount: number; date?: string; confidence: number };

// Matched as words: OCR may merge neighbouring header cells ("Service Date CPT").
const HEADER_DESCRIPTION = /\b(description|service|services|procedure|test|item)\b/i;
const HEADER_AMOUNT = /\b(amount|charges?|fees?|billed|price|paid)\s*$/i;
const CODE = /^(?:[A-Z]\d{4}|\d{4,5}|\d{4}[A-Z]|[A-Z]\d{3}[A-Z])$/;

/** A row that is one line item: an amount at its right, a description, optionally a date and a code. */
function rowToItem(row: readonly Cell[], labelCells: ReadonlySet<Cell>): Item | undefined {
  if (row.some((c) => labelCells.has(c))) return undefined;
  const last = row.at(-1);
  if (!last || row.length < 2) return undefined;
  const money = findMoney(last.text);
  const amount = money.at(-1);
  if (!amount || last.text.replace(amount.text, '').trim() !== '') return undefined;
  const item: Item = { description: '', amount: Math.abs(amount.value), confidence: Math.min(...row.map((c) => c.confidence)) };
  const words: string[] = [];
  for (const cell of row.slice(0, -1)) {
    // OCR may merge the date, code and description columns into one cell: peel them off the front.
    let text = cell.text;
    const date = findDates(text)[0];
    if (date && date.index === 0 && !item.date) {
      item.date = date.iso;
      text = text.slice(date.text.length).trim();
    }
    const code = /^(\S+)\s*/.exec(text);
    if (code?.[1] && !item.code && CODE.test(code[1])) {
      item.code = code[1];
      text = text.slice(code[0].length);
    }
    if (text !== '') words.push(text);
  }
  item.description = words.join(' ').trim();
  return /[a-z]{3}/i.test(item.description) ? item : undefined;
}

/**
 * Line items: the rows after a table header (a description column and an amount column), across
 * pages, up to the first row that is not an item (a totals label). Without a header (receipts),
 * every unlabelled row ending in an amount.
 */
export function findLineItems(grid: Grid, labelCells: ReadonlySet<Cell>, requireHeader: boolean): Item[] {
  const headerIndex = grid.rows.findIndex(
    (row) => row.length >= 2 && row.some((c) => HEADER_DESCRIPTION.test(c.text)) && HEADER_AMOUNT.test(row.at(-1)?.text ?? '') && !row.some((c) => findMoney(c.text).length > 0),
  );
  if (headerIndex < 0) {
    if (requireHeader) return [];
    return grid.rows.map((row) => rowToItem(row, labelCells)).filter((i): i is Item => i !== undefined);
  }
  const items: Item[] = [];
  for (const row of grid.rows.slice(headerIndex + 1)) {
    const item = rowToItem(row, labelCells);
    if (!item) {
      if (items.length > 0) break;
      continue;
    }
    items.push(item);
  }
  return items;
}
