import { unprintableCharacters } from '@fairbill/shared';
import type { PrintedLetter } from '../../domain/letters/ports';
import { textWidth, writePdf, type PdfText, type StandardFont } from './text-pdf';

// A letter as a PDF, in the plain block layout of a US business letter on Letter paper: the
// sender, the date, the recipient, the RE line, then the body, every line wrapped to the margins
// and continued on new pages (numbered when there are several), in Helvetica.

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 72;
const FONT_SIZE = 11;
const LINE_HEIGHT = 15;
const FOOTER_SIZE = 9;
const TAB = '    ';
/** A line that starts a list item: its wrapped lines hang under the item's text. */
const LIST_ITEM = /^(\s*(?:[-*•–]|\d{1,2}[.)])\s+)/;

type Line = { text: string; bold?: boolean; indent?: number };

const REGULAR: StandardFont = 'Helvetica';
const BOLD: StandardFont = 'Helvetica-Bold';
const widthOf = (text: string, font: StandardFont, size = FONT_SIZE): number => textWidth(text, size, font);

/** The standard fonts print Windows-1252 only: the writer refuses anything else, and this never throws on it. */
function printable(text: string): string {
  let result = text.replace(/\t/g, TAB);
  for (const character of unprintableCharacters(result)) result = result.split(character).join('?');
  return result;
}

/** Splits a word wider than the line into pieces that fit (a long URL or reference). */
function splitWord(word: string, font: StandardFont, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece !== '' && widthOf(piece + character, font) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  return [...pieces, piece];
}

/** One line of text as the lines that fit `width`, a list item's continuation lines indented under its text. */
function wrap(text: string, font: StandardFont, width: number, bold = false): Line[] {
  if (text.trim() === '') return [{ text: '' }];
  const hang = LIST_ITEM.exec(text)?.[1];
  const indent = hang ? widthOf(hang, font) : 0;
  const leading = /^\s*/.exec(text)?.[0] ?? '';
  const words = text.slice(leading.length).split(/ +/);
  const lines: Line[] = [];
  let current = leading;
  const available = () => width - (lines.length > 0 ? indent : 0);
  for (const word of words) {
    const candidate = current.trim() === '' ? current + word : `${current} ${word}`;
    if (widthOf(candidate, font) <= available()) {
      current = candidate;
      continue;
    }
    if (current.trim() !== '') lines.push({ text: current, bold, indent: lines.length > 0 ? indent : 0 });
    const pieces = splitWord(word, font, available());
    for (const piece of pieces.slice(0, -1)) lines.push({ text: piece, bold, indent: lines.length > 0 ? indent : 0 });
    current = pieces[pieces.length - 1] ?? '';
  }
  lines.push({ text: current, bold, indent: lines.length > 0 ? indent : 0 });
  return lines;
}

const blockLines = (block: string): string[] => printable(block).split('\n');

/** The letter's lines top to bottom: sender, date, recipient, RE line, body, a blank line between the parts. */
function letterLines(letter: PrintedLetter, width: number): Line[] {
  const blank: Line = { text: '' };
  const parts: Line[][] = [];
  const sender = letter.sender.trim();
  if (sender !== '') parts.push(blockLines(sender).flatMap((line) => wrap(line, REGULAR, width)));
  parts.push(wrap(printable(letter.date), REGULAR, width));
  parts.push(blockLines(letter.recipient.trim()).flatMap((line) => wrap(line, REGULAR, width)));
  parts.push(wrap(`RE: ${printable(letter.subject.trim()).replace(/\n/g, ' ')}`, BOLD, width, true));
  parts.push(blockLines(letter.text.replace(/\s+$/, '')).flatMap((line) => wrap(line, REGULAR, width)));
  return parts.flatMap((part, index) => (index === 0 ? part : [blank, ...part]));
}

/** Renders the letter: US Letter pages, 1-inch margins, Helvetica 11 pt; "Page n of m" under each page of a longer letter. */
export function renderLetterPdf(letter: PrintedLetter): Promise<Uint8Array> {
  const pages: PdfText[][] = [];
  let page: PdfText[] | undefined;
  let y = 0;
  for (const line of letterLines(letter, PAGE.width - 2 * MARGIN)) {
    if (!page || y - LINE_HEIGHT < MARGIN) {
      // A blank line is not carried to the top of a new page.
      if (page && line.text === '') continue;
      page = [];
      pages.push(page);
      y = PAGE.height - MARGIN;
    }
    y -= LINE_HEIGHT;
    if (line.text !== '') page.push({ text: line.text, x: MARGIN + (line.indent ?? 0), y, size: FONT_SIZE, font: line.bold ? BOLD : REGULAR });
  }
  if (pages.length > 1) {
    pages.forEach((numbered, index) => {
      const label = `Page ${index + 1} of ${pages.length}`;
      numbered.push({ text: label, x: (PAGE.width - widthOf(label, REGULAR, FOOTER_SIZE)) / 2, y: MARGIN / 2, size: FOOTER_SIZE, font: REGULAR });
    });
  }
  const title = printable(letter.subject.replace(/\n/g, ' ')).slice(0, 200) || 'Letter';
  return Promise.resolve(writePdf(pages.map((texts) => ({ ...PAGE, texts })), { title, creator: 'FairBill', producer: 'FairBill', date: new Date() }));
}
