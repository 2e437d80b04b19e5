import { textWidth, writePdf, type StandardFont } from '../adapters/pdf/text-pdf';
import type { DocSpec, FontName } from './sheet';

// A DocSpec as a text PDF: apart from render.ts (images through pdf.js and sharp, DOCX) so that a
// Lambda that renders PDFs (the samples, sample-documents.ts) carries none of those.

const PDF_FONTS: Record<FontName, StandardFont> = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  mono: 'Courier',
  serif: 'Times-Roman',
  italic: 'Times-Italic',
  'mono-bold': 'Courier-Bold',
};

/** How wide a cell's text prints, in points (for wrapping and fitting columns). */
export const cellWidth = (text: string, size: number, font: FontName): number => textWidth(text, size, PDF_FONTS[font]);

/** Cells are placed by their top-left corner (sheet.ts); a right-aligned cell ends at its x. */
export function renderPdf(doc: DocSpec): Promise<Uint8Array> {
  const pages = doc.pages.map((cells) => ({
    width: doc.width,
    height: doc.height,
    texts: cells.map((cell) => {
      const font = PDF_FONTS[cell.font];
      return {
        text: cell.text,
        x: cell.align === 'right' ? cell.x - cellWidth(cell.text, cell.size, cell.font) : cell.x,
        y: doc.height - cell.y - cell.size,
        size: cell.size,
        font,
        grey: cell.grey ?? 0.1,
        ...(cell.rotate ? { rotate: cell.rotate } : {}),
      };
    }),
  }));
  // A fixed date keeps the output byte-identical for a seed.
  return Promise.resolve(writePdf(pages, { date: new Date('2025-01-01T00:00:00Z') }));
}
