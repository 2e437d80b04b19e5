import type { LinePart, ReaderLine } from './ports';

/** A positioned piece of text as an engine reports it (a pdf.js text item, an OCR word). */
export type TextBox = {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  confidence?: number;
  /** Glyph size when the box height is not (an OCR line box grows with skew); used to judge gaps. */
  fontSize?: number;
};

/**
 * Groups boxes into lines: boxes whose vertical centres lie within half a line height form a row,
 * and a row is split where the horizontal gap is wide (a table column or a value set apart from
 * its label), so each returned line is one visual cell. Sorted top to bottom, left to right.
 */
export function boxesToLines(boxes: readonly TextBox[], options: { gapFactor?: number; boxesAreWords?: boolean } = {}): ReaderLine[] {
  const { gapFactor = 1.6, boxesAreWords = false } = options;
  const sorted = boxes
    .filter((b) => b.text.trim() !== '' && b.height > 0)
    .sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2));
  const rows: TextBox[][] = [];
  for (const box of sorted) {
    const centre = box.y + box.height / 2;
    const row = rows.find((r) => {
      const first = r[0];
      if (!first) return false;
      const rowCentre = first.y + first.height / 2;
      return Math.abs(rowCentre - centre) < Math.min(first.height, box.height) / 2;
    });
    if (row) row.push(box);
    else rows.push([box]);
  }
  const lines: ReaderLine[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let cell: TextBox[] = [];
    const flush = () => {
      if (cell.length > 0) lines.push(mergeCell(cell, boxesAreWords));
      cell = [];
    };
    for (const box of row) {
      const previous = cell.at(-1);
      const height = Math.max(box.fontSize ?? box.height, previous?.fontSize ?? previous?.height ?? 0);
      if (previous && box.x - (previous.x + previous.width) > gapFactor * height) flush();
      cell.push(box);
    }
    flush();
  }
  return lines.sort((a, b) => a.y - b.y || a.x - b.x);
}

function mergeCell(cell: TextBox[], boxesAreWords: boolean): ReaderLine {
  const x = Math.min(...cell.map((b) => b.x));
  const y = Math.min(...cell.map((b) => b.y));
  const right = Math.max(...cell.map((b) => b.x + b.width));
  const bottom = Math.max(...cell.map((b) => b.y + b.height));
  let text = '';
  let end = -Infinity;
  for (const box of cell) {
    // pdf.js items are split mid-word at kerning changes: join without a space when they touch.
    const gap = box.x - end;
    text += text === '' || (!boxesAreWords && gap < box.height * 0.15) ? box.text : ` ${box.text}`;
    end = box.x + box.width;
  }
  const confidences = cell.map((b) => b.confidence).filter((c): c is number => c !== undefined);
  const line: ReaderLine = { text: text.replace(/\s+/g, ' ').trim(), x, y, width: right - x, height: bottom - y };
  const parts = lineParts(cell, boxesAreWords);
  if (parts.length > 1) line.parts = parts;
  if (confidences.length > 0) line.confidence = Math.min(...confidences);
  return line;
}

/**
 * Runs of boxes separated by more than a word space: about 0.3 em between a PDF's text items
 * (a word space inside one item is not a gap at all), and a full line height between OCR words,
 * whose boxes leave a little room around every word.
 */
function lineParts(cell: readonly TextBox[], boxesAreWords: boolean): LinePart[] {
  const parts: LinePart[] = [];
  let end = -Infinity;
  for (const box of cell) {
    const gap = box.x - end;
    const last = parts.at(-1);
    if (last && gap <= (boxesAreWords ? 1 : 0.3) * (box.fontSize ?? box.height)) {
      last.text = `${last.text}${gap < box.height * 0.15 && !boxesAreWords ? '' : ' '}${box.text}`.replace(/\s+/g, ' ');
      last.width = box.x + box.width - last.x;
    } else {
      parts.push({ text: box.text.trim(), x: box.x, width: box.width });
    }
    end = box.x + box.width;
  }
  return parts.map((p) => ({ ...p, text: p.text.trim() })).filter((p) => p.text !== '');
}

/** Lines of plain text (DOCX, DOC) laid out as if on a page: one row per line, cells split on tabs. */
export function textRowsToLines(rows: readonly (readonly string[])[]): ReaderLine[] {
  const lineHeight = 12;
  const cellWidth = 200;
  const lines: ReaderLine[] = [];
  rows.forEach((cells, rowIndex) => {
    cells.forEach((cell, cellIndex) => {
      const text = cell.replace(/\s+/g, ' ').trim();
      if (text === '') return;
      lines.push({ text, x: cellIndex * cellWidth, y: rowIndex * lineHeight * 1.5, width: Math.min(text.length * 6, cellWidth - 10), height: lineHeight });
    });
  });
  return lines;
}
