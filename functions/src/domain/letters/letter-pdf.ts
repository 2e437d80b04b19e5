import { unprintableCharacters } from '@fairbill/shared';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { PrintedLetter } from './ports';

// A letter as a PDF (pdf-lib), in the plain block layout of a US business letter on Letter paper:
// the sender, the date, the recipient, the RE line, then the body, every line wrapped to the
// margins and continued on new pages (numbered when there are several). Only the route that saves
// letters imports this module, so only its bundle carries pdf-lib.

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 72;
const FONT_SIZE = 11;
const LINE_HEIGHT = 15;
const FOOTER_SIZE = 9;
const TAB = '    ';
/** A line that starts a list item: its wrapped lines hang under the item's text. */
const LIST_ITEM = /^(\s*(?:[-*•–]|\d{1,2}[.)])\s+)/;

type Line = { text: string; bold?: boolean; indent?: number };

/** The standard fonts print Windows-1252 only: the API refuses anything else, and this never throws on it. */
function printable(text: string): string {
  let result = text.replace(/\t/g, TAB);
  for (const character of unprintableCharacters(result)) result = result.split(character).join('?');
  return result;
}

/** Splits a word wider than the line into pieces that fit (a long URL or reference). */
function splitWord(word: string, font: PDFFont, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece !== '' && font.widthOfTextAtSize(piece + character, FONT_SIZE) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  return [...pieces, piece];
}

/** One line of text as the lines that fit `width`, a list item's continuation lines indented under its text. */
function wrap(text: string, font: PDFFont, width: number, bold = false): Line[] {
  if (text.trim() === '') return [{ text: '' }];
  const hang = LIST_ITEM.exec(text)?.[1];
  const indent = hang ? font.widthOfTextAtSize(hang, FONT_SIZE) : 0;
  const leading = /^\s*/.exec(text)?.[0] ?? '';
  const words = text.slice(leading.length).split(/ +/);
  const lines: Line[] = [];
  let current = leading;
  const available = () => width - (lines.length > 0 ? indent : 0);
  for (const word of words) {
    const candidate = current.trim() === '' ? current + word : `${current} ${word}`;
    if (font.widthOfTextAtSize(candidate, FONT_SIZE) <= available()) {
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
function letterLines(letter: PrintedLetter, fonts: { regular: PDFFont; bold: PDFFont }, width: number): Line[] {
  const blank: Line = { text: '' };
  const parts: Line[][] = [];
  const sender = letter.sender.trim();
  if (sender !== '') parts.push(blockLines(sender).flatMap((line) => wrap(line, fonts.regular, width)));
  parts.push(wrap(printable(letter.date), fonts.regular, width));
  parts.push(blockLines(letter.recipient.trim()).flatMap((line) => wrap(line, fonts.regular, width)));
  parts.push(wrap(`RE: ${printable(letter.subject.trim()).replace(/\n/g, ' ')}`, fonts.bold, width, true));
  parts.push(blockLines(letter.text.replace(/\s+$/, '')).flatMap((line) => wrap(line, fonts.regular, width)));
  return parts.flatMap((part, index) => (index === 0 ? part : [blank, ...part]));
}

/** Renders the letter: US Letter pages, 1-inch margins, Helvetica 11 pt; "Page n of m" under each page of a longer letter. */
export async function renderLetterPdf(letter: PrintedLetter): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(letter.subject.replace(/\n/g, ' ')).slice(0, 200) || 'Letter');
  pdf.setCreator('FairBill');
  pdf.setProducer('FairBill');
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const width = PAGE.width - 2 * MARGIN;
  const pages: PDFPage[] = [];
  let page: PDFPage | undefined;
  let y = 0;
  for (const line of letterLines(letter, fonts, width)) {
    if (!page || y - LINE_HEIGHT < MARGIN) {
      // A blank line is not carried to the top of a new page.
      if (page && line.text === '') continue;
      page = pdf.addPage([PAGE.width, PAGE.height]);
      pages.push(page);
      y = PAGE.height - MARGIN;
    }
    y -= LINE_HEIGHT;
    if (line.text !== '') page.drawText(line.text, { x: MARGIN + (line.indent ?? 0), y, size: FONT_SIZE, font: line.bold ? fonts.bold : fonts.regular });
  }
  if (pages.length > 1) {
    pages.forEach((numbered, index) => {
      const label = `Page ${index + 1} of ${pages.length}`;
      numbered.drawText(label, { x: (PAGE.width - fonts.regular.widthOfTextAtSize(label, FOOTER_SIZE)) / 2, y: MARGIN / 2, size: FOOTER_SIZE, font: fonts.regular });
    });
  }
  return pdf.save();
}
