import { AlignmentType, Document, Packer, Paragraph, TabStopType, TextRun } from 'docx';
import { openPdf, renderPdfPage } from '../adapters/reader/pdf';
import type { Rng } from './random';
import type { DocSpec, PlacedCell } from './sheet';

export { renderPdf } from './render-pdf';

export type ImageOptions = { format: 'png' | 'jpeg'; rotateDegrees: number; blur: number; noise: number; scale: number };

export function randomImageOptions(rng: Rng, format: 'png' | 'jpeg'): ImageOptions {
  return {
    format,
    rotateDegrees: Math.round((rng.next() * 3 - 1.5) * 10) / 10,
    blur: rng.bool(0.5) ? 0.5 + rng.next() * 0.4 : 0,
    noise: rng.int(6, 18),
    scale: rng.pick([2, 2.5]),
  };
}

/** First page of a PDF as a photo-like image: slightly turned, blurred and noisy. */
export async function renderImage(pdfBytes: Uint8Array, options: ImageOptions, rng: Rng): Promise<Uint8Array> {
  const { default: sharp } = await import('sharp');
  const { doc } = await openPdf(pdfBytes);
  const png = await renderPdfPage(doc, 1, options.scale).finally(() => doc.destroy());
  let image = sharp(png).greyscale().rotate(options.rotateDegrees, { background: '#ffffff' });
  if (options.blur > 0.3) image = image.blur(options.blur);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i++) {
    const value = (data[i] ?? 0) + (rng.next() - 0.5) * 2 * options.noise;
    data[i] = Math.max(0, Math.min(255, Math.round(value)));
  }
  const out = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return options.format === 'png' ? out.png().toBuffer() : out.jpeg({ quality: 82 }).toBuffer();
}

/** One paragraph per visual row; cells separated by tabs at their x positions. */
export async function renderDocx(doc: DocSpec): Promise<Uint8Array> {
  const rows: PlacedCell[][] = [];
  for (const cells of doc.pages) {
    for (const cell of [...cells].sort((a, b) => a.y - b.y || a.x - b.x)) {
      const row = rows.at(-1);
      if (row?.[0] && Math.abs(row[0].y - cell.y) < 1) row.push(cell);
      else rows.push([cell]);
    }
  }
  const paragraphs = rows.map((row) => {
    const stops = row.slice(1).map((c) => ({ type: c.align === 'right' ? TabStopType.RIGHT : TabStopType.LEFT, position: Math.round((c.x - 50) * 20) }));
    const runs = row.flatMap((c, i) => [...(i > 0 ? [new TextRun({ text: '\t' })] : []), new TextRun({ text: c.text, bold: c.font === 'bold' || c.font === 'mono-bold', italics: c.font === 'italic', size: Math.round(c.size * 2) })]);
    return new Paragraph({ children: runs, tabStops: stops, alignment: AlignmentType.LEFT });
  });
  const document = new Document({ sections: [{ children: paragraphs }] });
  return new Uint8Array(await Packer.toBuffer(document));
}
