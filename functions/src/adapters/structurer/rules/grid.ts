import type { LinePart, ReaderOutput } from '../../../domain/reading/ports';

/** A reader line placed in reading order, with the visual row it belongs to. */
export type Cell = { text: string; x: number; y: number; width: number; height: number; page: number; row: number; confidence: number; parts?: LinePart[] };

export type Grid = { cells: Cell[]; rows: Cell[][]; pageHeights: Map<number, number> };

/** Sorts all lines into rows (same page, vertical centres within half a line height), top to bottom, left to right. */
export function buildGrid(reading: ReaderOutput): Grid {
  const rows: Cell[][] = [];
  const pageHeights = new Map<number, number>();
  for (const page of [...reading.pages].sort((a, b) => a.page - b.page)) {
    pageHeights.set(page.page, page.height);
    const lines = [...page.lines].filter((l) => l.text.trim() !== '').sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2));
    const pageRows: Cell[][] = [];
    for (const line of lines) {
      const centre = line.y + line.height / 2;
      const last = pageRows.at(-1);
      const head = last?.[0];
      const cells = splitWideSpaces({ ...line, text: line.text.trim(), page: page.page, row: 0, confidence: line.confidence ?? 1 });
      if (last && head && Math.abs(head.y + head.height / 2 - centre) < Math.min(head.height, line.height) / 2) last.push(...cells);
      else pageRows.push(cells);
    }
    for (const row of pageRows) rows.push(joinSpacedLetters(row.sort((a, b) => a.x - b.x)));
  }
  rows.forEach((row, index) => row.forEach((cell) => (cell.row = index)));
  return { cells: rows.flat(), rows, pageHeights };
}

/** A word set in spaced capitals, as a logo or a heading is ("B L U E"). */
const SPACED_LETTERS = /^\p{Lu}(?: \p{Lu}){2,}$/u;

/** "B L U E   H E R O N": a row of words set in spaced capitals is one cell of those words ("BLUE HERON"). */
function joinSpacedLetters(row: Cell[]): Cell[] {
  const spaced = row.flatMap((cell) => cell.text.trim().split(/\s{2,}/));
  if (row.length === 0 || !spaced.every((word) => SPACED_LETTERS.test(word))) return row;
  const [first, last] = [row[0]!, row.at(-1)!];
  return [{ ...first, text: spaced.map((word) => word.replace(/ /g, '')).join(' '), width: last.x + last.width - first.x, parts: undefined, confidence: Math.min(...row.map((c) => c.confidence)) }];
}

/**
 * A fixed-width printout (or OCR with preserved spacing) puts a whole table row in one line with
 * runs of two or more spaces between its columns: split those runs into cells, placing each by its characters.
 */
function splitWideSpaces(cell: Cell): Cell[] {
  // Figures read as separate pieces ("$347.20 ($69.34) $277.86" in OCR words) split at their own places.
  if (cell.parts && cell.parts.length > 1 && FIGURES_RUN.test(cell.text) && cell.parts.every((p) => FIGURES_RUN.test(`${p.text} 0.00`))) {
    return cell.parts.map((part) => ({ ...cell, text: part.text, x: part.x, width: part.width, parts: undefined }));
  }
  const figures = (text: string) => !cell.parts && FIGURES_RUN.test(text);
  if (!/\S\s{2,}\S/.test(cell.text) && !figures(cell.text)) return [cell];
  const charWidth = cell.width / Math.max(1, cell.text.length);
  const parts: Cell[] = [];
  for (const m of cell.text.matchAll(/\S+(?: \S+)*/g)) {
    // "2790.00 1110.00": columns of wide figures a single space apart are columns all the same.
    const pieces = figures(m[0]) ? [...m[0].matchAll(/\S+/g)].map((p) => ({ text: p[0], at: m.index + p.index })) : [{ text: m[0], at: m.index }];
    for (const { text, at } of pieces) parts.push({ ...cell, text, x: cell.x + at * charWidth, width: text.length * charWidth, parts: undefined });
  }
  return parts;
}

/** Two or more amounts with cents and nothing else, a space apart. */
const FIGURES_RUN = /^(?:[-(]?\$?\d[\d,]*\.\d{2}\)?-?(?:\s+|$)){2,}$/;

/** True when two cells share some horizontal extent (a value under its column header). */
export const overlapsHorizontally = (a: Cell, b: Cell, tolerance = 4): boolean =>
  Math.max(a.x, b.x) < Math.min(a.x + a.width, b.x + b.width) + tolerance;

/** The height of the body text: the median cell's (most of a page is body text). */
export function bodyTextHeight(grid: Grid): number {
  const heights = grid.cells.map((c) => c.height).sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] || 10;
}
