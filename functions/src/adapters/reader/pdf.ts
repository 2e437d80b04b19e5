import { createRequire } from 'node:module';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import path from 'node:path';
import { boxesToLines, type TextBox } from '../../domain/reading/layout';
import { DocumentReadError, type ReaderPage } from '../../domain/reading/ports';

type PdfJs = typeof PdfJsModule;
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

let pdfjsPromise: Promise<PdfJs> | undefined;
// Loaded on first use only, so Lambda bundles of the AWS adapters never include pdf.js.
const loadPdfJs = (): Promise<PdfJs> => (pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

const standardFontDataUrl = (): string => {
  const require = createRequire(import.meta.url);
  return `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
};

export type OpenedPdf = { doc: PdfDocument; numPages: number };

export async function openPdf(bytes: Uint8Array): Promise<OpenedPdf> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given: pass a copy.
    data: new Uint8Array(bytes),
    standardFontDataUrl: standardFontDataUrl(),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    return { doc, numPages: doc.numPages };
  } catch (error) {
    await task.destroy();
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') {
      throw new DocumentReadError('This PDF is password-protected. Please upload a copy without a password.', { cause: error });
    }
    throw new DocumentReadError('This PDF could not be opened: the file is damaged or not a valid PDF.', { cause: error });
  }
}

/** The text layer of one page as positioned lines (top-left origin, points). */
export async function readPdfPageText(doc: PdfDocument, pageNumber: number): Promise<ReaderPage> {
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const boxes: TextBox[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const [, , , d = 0, e = 0, f = 0] = item.transform as number[];
    const height = item.height || Math.abs(d) || 10;
    boxes.push({ text: item.str, x: e, y: viewport.height - f - height, width: item.width, height });
  }
  page.cleanup();
  return { page: pageNumber, width: viewport.width, height: viewport.height, lines: boxesToLines(boxes) };
}

type CanvasEntry = {
  canvas: { width: number; height: number; toBuffer(mime: 'image/png'): Buffer };
  context: { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void };
};
type CanvasFactory = { create(width: number, height: number): CanvasEntry; destroy(entry: CanvasEntry): void };

/** Renders one page to a PNG (white background) for OCR. */
export async function renderPdfPage(doc: PdfDocument, pageNumber: number, scale: number): Promise<Buffer> {
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale });
  // pdf.js's own canvas factory: its Path2D must come from the same @napi-rs/canvas build as the context.
  const factory = doc.canvasFactory as CanvasFactory;
  const entry = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  try {
    entry.context.fillStyle = '#ffffff';
    entry.context.fillRect(0, 0, entry.canvas.width, entry.canvas.height);
    const params = { canvas: entry.canvas, canvasContext: entry.context, viewport } as unknown as Parameters<typeof page.render>[0];
    await page.render(params).promise;
    return entry.canvas.toBuffer('image/png');
  } finally {
    page.cleanup();
    factory.destroy(entry);
  }
}
