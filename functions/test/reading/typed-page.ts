import { boxesToLines, type TextBox } from '../../src/domain/reading/layout';
import type { ReaderOutput } from '../../src/domain/reading/ports';

// Pages written as the text items a PDF gives (pdf.js: one item per printed string), for tests
// that pin down how the rules read a layout.

export const SIZE = 7;
export const CHAR = 3.6;
export type Item = [text: string, x: number, align?: 'right'];

/** One printed string; right-aligned ones end at x. */
export const item = (text: string, x: number, y: number, align?: 'right'): TextBox => {
  const width = text.length * CHAR;
  return { text, x: align === 'right' ? x - width : x, y, width, height: SIZE };
};

/** A one-page reading of rows of printed strings, 11 points apart. */
export function reading(rows: readonly (readonly Item[])[], engine = 'local-pdf'): ReaderOutput {
  const boxes = rows.flatMap((row, r) => row.map(([text, x, align]) => item(text, x, 40 + r * 11, align)));
  return { engine, pages: [{ page: 1, width: 612, height: 792, lines: boxesToLines(boxes) }] } as ReaderOutput;
}

/** A page typed in a fixed-width font: runs of two or more spaces part the printed strings, placed by their column. */
export const typed = (text: string): Item[][] =>
  text
    .replace(/^\n/, '')
    .split('\n')
    .map((line) => [...line.matchAll(/\S+(?: \S+)*/g)].map((m): Item => [m[0], 20 + (m.index ?? 0) * 4.2]));
