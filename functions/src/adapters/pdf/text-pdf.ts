import { deflateSync } from 'node:zlib';
import { WINDOWS_1252_80_9F } from '@fairbill/shared';
import { FIRST_CODE, STANDARD_FONT_WIDTHS } from './standard-font-widths';

// Text PDFs in the standard fonts: the letters a person saves (letter-pdf.ts) and the sample and
// corpus documents (corpus/render-pdf.ts) are positioned lines of text and nothing else, so a
// general PDF library (pdf-lib: about 400 KiB in a Lambda bundle, with its font metrics and
// deflate) is more than they need. Each page is one deflated content stream; the fonts are the
// standard Type 1 fonts every PDF reader has, in Windows-1252 (WinAnsiEncoding), so nothing is
// embedded. Output is deterministic: the same pages and info give the same bytes.

export type StandardFont = keyof typeof STANDARD_FONT_WIDTHS;

/** A line of text: its baseline's left end at (x, y) in points from the page's bottom left. */
export interface PdfText {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly font: StandardFont;
  /** 0 (black) .. 1 (white); default black. */
  readonly grey?: number;
  /** Degrees counter-clockwise about (x, y). */
  readonly rotate?: number;
}

export interface PdfPage {
  readonly width: number;
  readonly height: number;
  readonly texts: readonly PdfText[];
}

export interface PdfInfo {
  readonly title?: string;
  readonly creator?: string;
  readonly producer?: string;
  /** Creation and modification date; none is written without it. */
  readonly date?: Date;
}

/** Windows-1252's printable characters and their codes: printable ASCII, then Latin-1 but where 0x80-0x9F differ. */
export const WIN_ANSI = new Map<string, number>();
for (let code = FIRST_CODE; code <= 255; code += 1) {
  const character = code >= 0x80 && code <= 0x9f ? WINDOWS_1252_80_9F[code - 0x80]! : String.fromCharCode(code);
  const printable = code === 0x20 || (code !== 0x7f && character !== ' ');
  if (printable) WIN_ANSI.set(character, code);
}

/** `text` as Windows-1252 codes; throws on a character the standard fonts cannot print (callers replace those first). */
function encode(text: string): number[] {
  return [...text].map((character) => {
    const code = WIN_ANSI.get(character);
    if (code === undefined) throw new RangeError(`The standard PDF fonts cannot print U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
    return code;
  });
}

/** The width of `text` in points, as a PDF reader lays it out (no kerning: the text is drawn with Tj). */
export function textWidth(text: string, size: number, font: StandardFont): number {
  const widths = STANDARD_FONT_WIDTHS[font];
  return (encode(text).reduce((sum, code) => sum + widths[code - FIRST_CODE]!, 0) * size) / 1000;
}

/** A number as PDF syntax: at most 4 decimals, no exponent, no "-0". */
function num(value: number): string {
  const rounded = Number(value.toFixed(4));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

const hex = (bytes: readonly number[]): string => `<${bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('').toUpperCase()}>`;

/** An info string: UTF-16BE with its byte-order mark, so any character survives. */
function textString(text: string): string {
  const units: number[] = [0xfe, 0xff];
  for (let index = 0; index < text.length; index += 1) units.push(text.charCodeAt(index) >> 8, text.charCodeAt(index) & 0xff);
  return hex(units);
}

const pdfDate = (date: Date): string => `(D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z)`;

function contentStream(texts: readonly PdfText[], fontKey: (font: StandardFont) => string): string {
  return texts
    .map(({ text, x, y, size, font, grey = 0, rotate = 0 }) => {
      const radians = (rotate * Math.PI) / 180;
      const [cos, sin] = rotate === 0 ? [1, 0] : [Math.cos(radians), Math.sin(radians)];
      return `BT\n/${fontKey(font)} ${num(size)} Tf\n${num(grey)} g\n${[cos, sin, -sin, cos, x, y].map(num).join(' ')} Tm\n${hex(encode(text))} Tj\nET`;
    })
    .join('\n');
}

/** The pages as a PDF file. */
export function writePdf(pages: readonly PdfPage[], info: PdfInfo = {}): Uint8Array {
  if (pages.length === 0) throw new RangeError('A PDF needs at least one page');
  const fonts = [...new Set(pages.flatMap((page) => page.texts.map((text) => text.font)))];
  const fontKey = (font: StandardFont) => `F${fonts.indexOf(font) + 1}`;
  // Objects: 1 catalog, 2 page tree, 3 info, then the fonts, then each page and its content.
  const fontObject = (index: number) => 4 + index;
  const pageObject = (index: number) => 4 + fonts.length + 2 * index;
  const objects: (string | Buffer)[] = [];
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pages.map((_, index) => `${pageObject(index)} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  const infoEntries = [
    info.title !== undefined ? `/Title ${textString(info.title)}` : '',
    info.creator !== undefined ? `/Creator ${textString(info.creator)}` : '',
    info.producer !== undefined ? `/Producer ${textString(info.producer)}` : '',
    info.date ? `/CreationDate ${pdfDate(info.date)} /ModDate ${pdfDate(info.date)}` : '',
  ].filter(Boolean);
  objects.push(`<< ${infoEntries.join(' ')} >>`);
  for (const font of fonts) objects.push(`<< /Type /Font /Subtype /Type1 /BaseFont /${font} /Encoding /WinAnsiEncoding >>`);
  const fontResources = `<< ${fonts.map((font, index) => `/${fontKey(font)} ${fontObject(index)} 0 R`).join(' ')} >>`;
  pages.forEach((page, index) => {
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] /Resources << /Font ${fontResources} >> /Contents ${pageObject(index) + 1} 0 R >>`);
    const content = deflateSync(Buffer.from(contentStream(page.texts, fontKey), 'latin1'));
    objects.push(Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream', 'latin1')]));
  });

  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  const append = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    append(Buffer.from(`${index + 1} 0 obj\n`, 'latin1'));
    append(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    append(Buffer.from('\nendobj\n', 'latin1'));
  });
  const xref = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  append(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}
