import { WINDOWS_1252_80_9F } from '@fairbill/shared';
import { Encodings } from '@pdf-lib/standard-fonts';
import { PDFDocument, PDFName, StandardFontEmbedder, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { STANDARD_FONT_WIDTHS } from '../../src/adapters/pdf/standard-font-widths';
import { textWidth, WIN_ANSI, writePdf, type StandardFont } from '../../src/adapters/pdf/text-pdf';
import { openPdf } from '../../src/adapters/reader/pdf';

// The text-PDF writer, checked against another implementation: pdf-lib (a test dependency only)
// for the encoding, the font metrics and the file's structure, and pdf.js (the local reader's
// parser) for what a reader sees on the page.

const FONTS = Object.keys(STANDARD_FONT_WIDTHS) as StandardFont[];
const PDF_LIB_FONT: Record<StandardFont, StandardFonts> = {
  Helvetica: StandardFonts.Helvetica,
  'Helvetica-Bold': StandardFonts.HelveticaBold,
  Courier: StandardFonts.Courier,
  'Courier-Bold': StandardFonts.CourierBold,
  'Times-Roman': StandardFonts.TimesRoman,
  'Times-Italic': StandardFonts.TimesRomanItalic,
};

/** Every text item pdf.js finds on each page: its string, font size and origin. */
async function pdfJsItems(bytes: Uint8Array) {
  const { doc, numPages } = await openPdf(bytes);
  try {
    const pages = [];
    for (let number = 1; number <= numPages; number += 1) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      const items = content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [{ text: item.str, transform: item.transform.map((value: number) => Math.round(value * 100) / 100) }] : []));
      pages.push({ view: page.view, items });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

describe('WIN_ANSI', () => {
  it('is Windows-1252 as the PDF standard encoding defines it (pdf-lib agrees on all 218 characters)', () => {
    expect([...WINDOWS_1252_80_9F]).toHaveLength(32);
    expect(WIN_ANSI.size).toBe(218);
    for (const [character, code] of WIN_ANSI) expect(Encodings.WinAnsi.encodeUnicodeCodePoint(character.codePointAt(0)!).code, character).toBe(code);
    const printable = (text: string) => [...text].every((character) => WIN_ANSI.has(character));
    expect(printable('Zoë — “São Paulo” ½ € ’')).toBe(true);
    expect(printable('Smile 😀')).toBe(false);
    expect(printable('tab\there')).toBe(false);
  });
});

describe('textWidth', () => {
  it('measures every character of every font as the Adobe metrics do (pdf-lib, kerning aside)', () => {
    for (const font of FONTS) {
      const embedder = StandardFontEmbedder.for(PDF_LIB_FONT[font] as unknown as Parameters<typeof StandardFontEmbedder.for>[0]);
      for (const character of WIN_ANSI.keys()) expect(textWidth(character, 10, font), `${font} ${character}`).toBeCloseTo(embedder.widthOfTextAtSize(character, 10), 6);
    }
    expect(textWidth('$1,234.56', 10, 'Helvetica')).toBeCloseTo(((556 * 7 + 278 * 2) * 10) / 1000, 6);
    expect(textWidth('Courier', 12, 'Courier')).toBeCloseTo(7 * 7.2, 6);
  });

  it('refuses a character no standard font prints, naming it', () => {
    expect(() => textWidth('Smile 😀', 10, 'Helvetica')).toThrow('U+1F600');
  });
});

describe('writePdf', () => {
  const pages = [
    {
      width: 612,
      height: 792,
      texts: [
        { text: 'Amount Due', x: 72, y: 700, size: 11, font: 'Helvetica-Bold' as const },
        { text: '$1,234.56', x: 400.5, y: 700, size: 11, font: 'Helvetica' as const, grey: 0.1 },
        { text: 'Zoë “São” €5 – ½', x: 72, y: 680, size: 9, font: 'Times-Italic' as const },
        { text: 'PAID', x: 300, y: 300, size: 40, font: 'Helvetica-Bold' as const, grey: 0.8, rotate: 90 },
      ],
    },
    { width: 792, height: 612, texts: [{ text: 'CLAIM 0001', x: 50, y: 560, size: 10, font: 'Courier' as const }] },
  ];

  it('writes a file pdf-lib opens: its pages, sizes, standard fonts and information', async () => {
    const bytes = writePdf(pages, { title: 'Réclamation “1”', creator: 'FairBill', producer: 'FairBill', date: new Date('2025-03-04T05:06:07Z') });
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPages().map((page) => [page.getWidth(), page.getHeight()])).toEqual([
      [612, 792],
      [792, 612],
    ]);
    expect(pdf.getTitle()).toBe('Réclamation “1”');
    expect(pdf.getCreator()).toBe('FairBill');
    expect(pdf.getProducer()).toBe('FairBill');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2025-03-04T05:06:07.000Z');
    const fonts = pdf.getPages()[0]!.node.Resources()!.lookup(PDFName.of('Font'));
    expect(String(fonts)).toMatch(/\/F1 \d+ 0 R/);
    expect(Buffer.from(bytes).toString('latin1')).toContain('/BaseFont /Courier /Encoding /WinAnsiEncoding');
  });

  it('puts each text where it says, as pdf.js reads it: string, size, origin and rotation', async () => {
    const read = await pdfJsItems(writePdf(pages));
    expect(read.map((page) => page.view)).toEqual([
      [0, 0, 612, 792],
      [0, 0, 792, 612],
    ]);
    expect(read[0]!.items).toEqual([
      { text: 'Amount Due', transform: [11, 0, 0, 11, 72, 700] },
      { text: '$1,234.56', transform: [11, 0, 0, 11, 400.5, 700] },
      { text: 'Zoë “São” €5 – ½', transform: [9, 0, 0, 9, 72, 680] },
      { text: 'PAID', transform: [0, 40, -40, 0, 300, 300] },
    ]);
    expect(read[1]!.items).toEqual([{ text: 'CLAIM 0001', transform: [10, 0, 0, 10, 50, 560] }]);
  });

  it('gives the same bytes for the same pages, and refuses no pages or an unprintable character', () => {
    expect(Buffer.from(writePdf(pages, { date: new Date(0) })).equals(Buffer.from(writePdf(pages, { date: new Date(0) })))).toBe(true);
    expect(() => writePdf([])).toThrow(RangeError);
    expect(() => writePdf([{ width: 100, height: 100, texts: [{ text: '😀', x: 0, y: 0, size: 10, font: 'Helvetica' }] }])).toThrow('U+1F600');
  });
});
