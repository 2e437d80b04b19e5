import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont } from 'pdf-lib';
import type { DocSpec, FontName } from './sheet';

// A DocSpec as a text PDF, with pdf-lib only: apart from render.ts (images through pdf.js and sharp,
// DOCX) so that a Lambda that renders PDFs (the samples, sample-documents.ts) carries none of those.

const FONTS: Record<FontName, StandardFonts> = {
  regular: StandardFonts.Helvetica,
  bold: StandardFonts.HelveticaBold,
  mono: StandardFonts.Courier,
  serif: StandardFonts.TimesRoman,
  italic: StandardFonts.TimesRomanItalic,
  'mono-bold': StandardFonts.CourierBold,
};

export async function renderPdf(doc: DocSpec): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // A fixed date keeps the output byte-identical for a seed.
  pdf.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2025-01-01T00:00:00Z'));
  const fonts = new Map<FontName, PDFFont>();
  for (const name of Object.keys(FONTS) as FontName[]) fonts.set(name, await pdf.embedFont(FONTS[name]));
  for (const cells of doc.pages) {
    const page = pdf.addPage([doc.width, doc.height]);
    for (const cell of cells) {
      const font = fonts.get(cell.font);
      if (!font) continue;
      const width = font.widthOfTextAtSize(cell.text, cell.size);
      const x = cell.align === 'right' ? cell.x - width : cell.x;
      const shade = cell.grey ?? 0.1;
      page.drawText(cell.text, { x, y: doc.height - cell.y - cell.size, size: cell.size, font, color: rgb(shade, shade, shade), ...(cell.rotate ? { rotate: degrees(cell.rotate) } : {}) });
    }
  }
  return pdf.save({ useObjectStreams: false });
}
