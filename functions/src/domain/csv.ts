// CSV as the exports write it (the auditors' list, a family's "Download all my data"): RFC 4180
// quoting, CRLF line ends, and cells a spreadsheet never runs as formulas.

/**
 * One cell: quoted when it must be, and text that a spreadsheet would read as a formula (=, +, -,
 * @, tab, CR first) gets a leading apostrophe. Numbers are written as they are: a number is never
 * a formula, and -12.5 must stay a number.
 */
export function csvCell(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = Array.isArray(value) ? value.join(';') : value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header row of `columns`, then one row per item, each cell made safe. */
export function csvTable<Row>(columns: readonly (keyof Row & string)[], rows: readonly Row[]): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
