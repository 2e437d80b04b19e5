import { findDates, findMoney } from '../../../domain/reading/values';
import type { ParseContext } from './fields';
import type { Cell, Grid } from './grid';
import { labelsIn, type Candidate } from './labels';
import { tokenize } from './text';
import type { CompiledConcept } from './vocabulary';

export type Item = { description: string; code?: string; amount: number; date?: string; confidence: number };

/** A table column: what its header names (a field, 'description', or nothing known) and its horizontal extent. */
type Column = { role: string; x: number; right: number; header: Cell };

const DESCRIPTION_HEADER = /^(description|desc|service|services|procedure|procedures|item|items|test|tests|details|detail|charge description|service description|description of service|description of services|treatment|medication|drug|rx|product|particulars|service provided|services provided|procedure description|item description)$/;
const CODE_HEADER = /^(code|code #|cpt|cpt #|hcpcs|cdt|rev|revenue|rev code|cpt code|hcpcs code|procedure code|cpt hcpcs|ndc|cpt code s|cpt hcpcs code|proc code|svc code|service code|rx|rx #|rx number|rx no|ref|ref #|ref no|item #|item no|sku|upc|dept|cdt code|tooth|ada code)$/;
const DATE_HEADER = /(date|dos|dates)/;
const QTY_HEADER = /^(qty|quantity|units|unit|days|count)$/;
const AMOUNT_HEADER = /^(amount|amt|charges?|fees?|price|billed|total|line total|ext price|extended|extended price|cost|amount charged|your price|unit price|rate)$/;
const moneyRole = (role: string, concepts: readonly CompiledConcept[]): boolean => role === 'amount' || concepts.some((c) => c.field === role && c.kind === 'money');
const TOTAL_ROW = /^(totals?|claim totals?|total for claim|totals for claim|claim total|total charges|grand total|totals this claim|total this claim|sum)\b/i;
const CODE_VALUE = /^(?:[A-Z]\d{4}|\d{4,5}|\d{4}[A-Z]|[A-Z]\d{3}[A-Z]|0\d{3}|\d{3})$/;

const isMoneyCell = (cell: Cell, context: ParseContext): boolean => {
  const m = findMoney(cell.text, context.money);
  return m.length > 0 && cell.text.replace(m[0]?.text ?? '', '').replace(/[^a-z]/gi, '').length <= 3;
};
const hasDigits = (cell: Cell) => /\d/.test(cell.text);

/** What a header cell names: a field of this document type, the description/code/date of a line, or nothing. */
function headerRole(text: string, concepts: readonly CompiledConcept[]): string | undefined {
  const normal = tokenize(text)
    .map((t) => t.token)
    .join(' ');
  if (DESCRIPTION_HEADER.test(normal)) return 'description';
  if (CODE_HEADER.test(normal)) return 'code';
  if (QTY_HEADER.test(normal)) return 'quantity';
  const hit = labelsIn({ ...fakeCell, text }, concepts).find((h) => h.rest === '' || !/\d/.test(h.rest));
  // A date column of a table is a line's date, whatever else its header says.
  if (hit?.concept.kind === 'date') return hit.concept.field === 'serviceDate' ? 'serviceDate' : 'date';
  if (hit) return hit.concept.field;
  if (AMOUNT_HEADER.test(normal)) return 'amount';
  if (DATE_HEADER.test(normal)) return 'date';
  return undefined;
}
const fakeCell: Cell = { text: '', x: 0, y: 0, width: 0, height: 0, page: 0, row: 0, confidence: 1 };

/**
 * Header cells of a row, with words wrapped onto the next row joined in ("Amount" over "Billed").
 * Returns the columns and how many rows the header spans.
 */
function headerAt(grid: Grid, r: number, concepts: readonly CompiledConcept[]): { columns: Column[]; span: number } | undefined {
  const row = grid.rows[r] ?? [];
  if (row.length < 2 || row.some(hasDigits)) return undefined;
  const next = grid.rows[r + 1] ?? [];
  const wraps = next.length > 0 && !next.some(hasDigits) && next[0]?.page === row[0]?.page && (next[0]?.y ?? 0) - (row[0]?.y ?? 0) < (row[0]?.height ?? 10) * 2.2;
  // A two-line header: the line with more cells gives the columns, the other's words join the cells they overlap.
  const [base, other, otherFirst] = wraps && next.length > row.length ? [next, row, true] : [row, wraps ? next : [], false];
  // Each word of the other line joins the one cell it lines up with best (right edges first: amounts are right-aligned).
  const joined = new Map<Cell, string[]>();
  for (const word of other) {
    const target = [...base].sort((a, b) => Math.abs(a.x + a.width - (word.x + word.width)) - Math.abs(b.x + b.width - (word.x + word.width)))[0];
    if (target && word.x < target.x + target.width + 2 && target.x < word.x + word.width + 2) joined.set(target, [...(joined.get(target) ?? []), word.text]);
  }
  const texts = base.map((cell) => {
    const words = joined.get(cell) ?? [];
    return { cell, text: (otherFirst ? [...words, cell.text] : [cell.text, ...words]).join(' ') };
  });
  const columns: Column[] = texts.map(({ cell, text }) => ({ role: headerRole(text, concepts) ?? headerRole(cell.text, concepts) ?? 'unknown', x: cell.x, right: cell.x + cell.width, header: cell }));
  return { columns, span: wraps ? 2 : 1 };
}

/** The column a value cell sits in: the header it overlaps most, else the nearest one to its right edge (amounts are right-aligned). */
function columnOf(cell: Cell, columns: readonly Column[]): Column | undefined {
  let best: Column | undefined;
  let bestOverlap = 0;
  for (const column of columns) {
    const overlap = Math.min(cell.x + cell.width, column.right) - Math.max(cell.x, column.x);
    if (overlap > bestOverlap) {
      bestOverlap = overlap;
      best = column;
    }
  }
  if (best) return best;
  const right = cell.x + cell.width;
  const nearest = [...columns].sort((a, b) => Math.abs(a.right - right) - Math.abs(b.right - right))[0];
  return nearest && Math.abs(nearest.right - right) < Math.max(40, nearest.right - nearest.x) ? nearest : undefined;
}

/** `groupDates`: per data row, the date of the group heading above it ("Visit 04/04/2025"), if any. */
export type Table = { columns: Column[]; rows: Cell[][]; groupDates: (string | undefined)[]; totals?: Cell[]; headerRow: number };

/** Tables whose header names at least `minRoles` known columns; data rows run until a totals row or a row without amounts. */
export function findTables(grid: Grid, concepts: readonly CompiledConcept[], context: ParseContext, minRoles = 2): Table[] {
  const tables: Table[] = [];
  for (let r = 0; r < grid.rows.length; r++) {
    const header = headerAt(grid, r, concepts);
    if (!header) continue;
    const moneyRoles = new Set(header.columns.filter((c) => moneyRole(c.role, concepts)).map((c) => c.role));
    const itemTable = moneyRoles.size >= 1 && header.columns.some((c) => c.role === 'description');
    if (moneyRoles.size < minRoles && !itemTable) continue;
    const table: Table = { columns: header.columns, rows: [], groupDates: [], headerRow: r };
    let gaps = 0;
    let groupDate: string | undefined;
    let end = r + header.span;
    for (let k = r + header.span; k < grid.rows.length; k++) {
      const row = grid.rows[k] ?? [];
      end = k;
      if ((headerAt(grid, k, concepts)?.columns.filter((c) => c.role !== 'unknown').length ?? 0) >= 2) break;
      const money = row.filter((c) => isMoneyCell(c, context));
      if (money.length === 0) {
        // A wrapped description, a remark line or a group heading inside the table; three in a row end it.
        const dated = row.map((c) => findDates(c.text, { order: context.dateOrder })[0]?.iso).find(Boolean);
        if (dated) groupDate = dated;
        if (++gaps > 2) break;
        continue;
      }
      gaps = 0;
      const first = row.find((c) => !isMoneyCell(c, context));
      if (first && TOTAL_ROW.test(first.text.trim())) {
        table.totals = row;
        end = k + 1;
        break;
      }
      // The summary under a table ("Subtotal", "Insurance Paid", "Balance Due") ends it.
      const summary = first ? labelsIn(first, concepts).find((h) => h.concept.kind === 'money') : undefined;
      const description = table.columns.find((c) => c.role === 'description');
      const besideTheLines = !description || (first as Cell).x > description.x + 20 || summary?.rest.replace(/[^a-z]/gi, '') === '';
      if (summary && besideTheLines) {
        if (table.rows.length > 0 && ['subtotal', 'amountBilled', 'totalAmount'].includes(summary.concept.field)) table.totals = row;
        end = k + 1;
        break;
      }
      table.rows.push(row);
      table.groupDates.push(groupDate);
    }
    if (table.rows.length > 0 || table.totals) {
      tables.push(table);
      r = Math.max(r, end - 1);
    }
  }
  return tables;
}

/** The money in each known column of a row. */
export function rowValues(row: readonly Cell[], columns: readonly Column[], context: ParseContext): Map<string, { value: number; cell: Cell }> {
  const values = new Map<string, { value: number; cell: Cell }>();
  for (const cell of row) {
    if (!isMoneyCell(cell, context)) continue;
    const column = columnOf(cell, columns);
    const money = findMoney(cell.text, context.money)[0];
    if (!column || !money || values.has(column.role)) continue;
    values.set(column.role, { value: money.value, cell });
  }
  return values;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * Claim-table candidates: the totals row when there is one, the only row when there is one, else
 * the sum of the rows (a multi-line claim without a totals row). Text columns come from the first row.
 */
export function tableCandidates(tables: readonly Table[], concepts: readonly CompiledConcept[], context: ParseContext): Candidate[] {
  const candidates: Candidate[] = [];
  for (const table of tables) {
    const source = table.totals ? 'totals' : table.rows.length === 1 ? 'single' : 'sum';
    const sums = new Map<string, { value: number; cell: Cell; count: number }>();
    for (const row of table.totals ? [table.totals] : table.rows) {
      for (const [role, { value, cell }] of rowValues(row, table.columns, context)) {
        const previous = sums.get(role);
        sums.set(role, { value: round2((previous?.value ?? 0) + value), cell: previous?.cell ?? cell, count: (previous?.count ?? 0) + 1 });
      }
    }
    const weight = source === 'sum' ? 0.8 : 0.96;
    for (const [role, { value, cell }] of sums) {
      if (!moneyRole(role, concepts)) continue;
      candidates.push({ field: role, kind: 'money', value: Math.abs(value), cell, how: source === 'sum' ? 'table-sum' : 'table', confidence: weight * Math.min(1, cell.confidence + 0.08) });
    }
    const first = table.rows[0];
    if (first) {
      for (const cell of first) {
        if (isMoneyCell(cell, context)) continue;
        const column = columnOf(cell, table.columns);
        const date = findDates(cell.text, { order: context.dateOrder })[0];
        if (date && (column?.role === 'serviceDate' || column?.role === 'date')) candidates.push({ field: 'serviceDate', kind: 'date', value: date.iso, cell, how: 'table', confidence: 0.9 });
        else if (!date && column && (column.role === 'description' || column.role === 'service') && /[a-z]{3}/i.test(cell.text)) {
          candidates.push({ field: 'service', kind: 'text', value: cell.text, cell, how: 'table', confidence: 0.85 });
        }
      }
    }
  }
  return candidates;
}

/**
 * A row that is one line item: an amount in the amount column, a description, optionally a date and
 * a code. With a table's columns, each cell is what its column says; without (receipts), the date
 * and code are peeled off the front of the text.
 */
function rowToItem(row: readonly Cell[], amountCell: Cell | undefined, labelCells: ReadonlySet<Cell>, context: ParseContext, columns?: readonly Column[]): Item | undefined {
  if (!amountCell || row.some((c) => labelCells.has(c))) return undefined;
  const money = findMoney(amountCell.text, context.money)[0];
  if (!money) return undefined;
  const item: Item = { description: '', amount: Math.abs(money.value), confidence: Math.min(...row.map((c) => c.confidence)) };
  const words: string[] = [];
  for (const cell of row) {
    if (cell.x >= amountCell.x || isMoneyCell(cell, context)) continue;
    const role = columns ? columnOf(cell, columns)?.role : undefined;
    let text = cell.text;
    const date = findDates(text, { order: context.dateOrder })[0];
    if (date && date.index === 0 && !item.date) {
      item.date = date.iso;
      text = text.slice(date.text.length).trim();
    }
    if (role === 'code' || role === 'quantity') {
      if (role === 'code' && !item.code && CODE_VALUE.test(text.trim())) item.code = text.trim();
      continue;
    }
    const code = /^(\S+)\s*/.exec(text);
    if (code?.[1] && !item.code && CODE_VALUE.test(code[1])) {
      item.code = code[1];
      text = text.slice(code[0].length);
    }
    // A quantity ("1", "2 x") or a bare number column is not part of the description.
    if (/^[\d\s.,x#-]*$/i.test(text.trim())) text = '';
    if (text.trim() !== '') words.push(text.trim());
  }
  // A leading stock number or item code ("BR-46570 Walker", "4455122 Metformin") is not part of the description.
  item.description = words.join(' ').replace(/^(?:[A-Z]{0,4}-?\d{4,}[A-Z]?\s+)+(?=\S*[A-Za-z]{3})/, '').trim();
  return /[a-z]{3}/i.test(item.description) ? item : undefined;
}

/**
 * Line items. With a header (bills): the rows under a description column and an amount column
 * (the charges, not a balance), across pages, up to the totals. Without one (receipts): every
 * unlabelled row ending in an amount.
 */
const CREDIT_ROLES = new Set(['insurancePaid', 'insuranceDiscount', 'patientPayments', 'discount', 'planPaid']);

export function findLineItems(grid: Grid, tables: readonly Table[], labelCells: ReadonlySet<Cell>, context: ParseContext, chargeRoles: readonly string[], concepts: readonly CompiledConcept[] = []): Item[] {
  // A long itemization repeats its header on every page: each page's part is a table of its own.
  const itemTables = tables.filter((t) => t.columns.some((c) => c.role === 'description') && t.columns.some((c) => chargeRoles.includes(c.role)));
  if (itemTables.length > 0) {
    const items: Item[] = [];
    for (const table of itemTables) {
      const amountColumn = table.columns.find((c) => chargeRoles.includes(c.role));
      table.rows.forEach((row, index) => {
        // Payments and adjustments listed among the charges (an account-activity table) are not items.
        const text = row.filter((c) => !isMoneyCell(c, context)).map((c) => c.text).join(' ');
        if (labelsIn({ ...row[0]!, text }, concepts).some((h) => CREDIT_ROLES.has(h.concept.field))) return;
        const cell = row.find((c) => isMoneyCell(c, context) && columnOf(c, table.columns) === amountColumn);
        const item = rowToItem(row, cell, labelCells, context, table.columns);
        const groupDate = table.groupDates[index];
        if (item && !item.date && groupDate) item.date = groupDate;
        if (item) items.push(item);
      });
    }
    return items;
  }
  return grid.rows
    .map((row) => {
      const last = row.at(-1);
      return row.length >= 2 && last && isMoneyCell(last, context) ? rowToItem(row, last, labelCells, context) : undefined;
    })
    .filter((i): i is Item => i !== undefined);
}
