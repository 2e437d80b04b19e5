import { createRequire } from 'node:module';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import path from 'node:path';
import { boxesToLines, type TextBox } from '../../domain/reading/layout';
import { type ReaderPage } from '../../domain/reading/ports';
import { defaultReadLimits } from './limits';
import { DocumentReadError } from '../../domain/errors';

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

export type ImageSize = { width: number; height: number };

const DICT_SEARCH = 4096;
/** Image dictionaries looked at; past this, pdf.js's own maxImageSize still drops big ones. */
const MAX_IMAGE_DICTS = 2_000;

/** The `<<...>>` around `at`, nesting-aware, or undefined when none is found nearby. */
function enclosingDictionary(text: string, at: number): string | undefined {
  let depth = 0;
  let start = -1;
  for (let i = at; i >= Math.max(0, at - DICT_SEARCH); i--) {
    if (text.startsWith('>>', i)) {
      depth += 1;
      i -= 1;
    } else if (text.startsWith('<<', i)) {
      if (depth === 0) {
        start = i;
        break;
      }
      depth -= 1;
      i -= 1;
    }
  }
  if (start < 0) return undefined;
  depth = 0;
  for (let i = start; i < Math.min(text.length, start + 2 * DICT_SEARCH); i++) {
    if (text.startsWith('<<', i)) {
      depth += 1;
      i += 1;
    } else if (text.startsWith('>>', i)) {
      depth -= 1;
      if (depth === 0) return text.slice(start, i + 2);
      i += 1;
    }
  }
  return undefined;
}

/**
 * The largest image a PDF declares (width x height from each image XObject's dictionary), found
 * without pdf.js: stream dictionaries are never compressed, so they can be read from the raw
 * bytes. pdf.js would decode such an image in full before scaling it to the page.
 */
export function largestPdfImage(bytes: Uint8Array): ImageSize | undefined {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let largest: ImageSize | undefined;
  let seen = 0;
  for (const match of text.matchAll(/\/Subtype\s*\/Image(?![A-Za-z0-9])/g)) {
    if (++seen > MAX_IMAGE_DICTS) break;
    const dict = enclosingDictionary(text, match.index);
    if (!dict) continue;
    const width = Number(/\/Width\s+(\d+)(?![\d.]|\s+\d+\s+R)/.exec(dict)?.[1] ?? 0);
    const height = Number(/\/Height\s+(\d+)(?![\d.]|\s+\d+\s+R)/.exec(dict)?.[1] ?? 0);
    if (!largest || width * height > largest.width * largest.height) largest = { width, height };
  }
  return largest;
}

// What openPdf learnt from the raw bytes, for renderPdfPage (LocalReader hands it the document only).
const oversizedImages = new WeakMap<PdfDocument, ImageSize>();

export async function openPdf(bytes: Uint8Array): Promise<OpenedPdf> {
  const pdfjs = await loadPdfJs();
  const maxImagePixels = defaultReadLimits.maxImagePixels;
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given: pass a copy.
    data: new Uint8Array(bytes),
    standardFontDataUrl: standardFontDataUrl(),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
    // The safety net under the check in renderPdfPage (inline images, sizes given by reference):
    // pdf.js leaves out, undecoded, any image above this many pixels.
    maxImageSize: maxImagePixels,
  });
  try {
    const doc = await task.promise;
    const largest = largestPdfImage(bytes);
    if (largest && largest.width * largest.height > maxImagePixels) oversizedImages.set(doc, largest);
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

const inches = (points: number): string => (points / 72).toLocaleString('en-US', { maximumFractionDigits: 1 });

/**
 * Renders one page to a PNG (white background) for OCR. The canvas and every image drawn on it
 * are sized before anything is decoded: a 1 MB PDF can declare a 200-inch page or a
 * 20,000 x 20,000 image, gigabytes once rendered.
 */
export async function renderPdfPage(doc: PdfDocument, pageNumber: number, scale: number, maxPixels = defaultReadLimits.maxImagePixels): Promise<Buffer> {
  const image = oversizedImages.get(doc);
  if (image) {
    throw new DocumentReadError(
      `This PDF holds an image too large to read (${image.width.toLocaleString('en-US')} × ${image.height.toLocaleString('en-US')} pixels). Please upload a smaller scan, or a photo of each page.`,
    );
  }
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale });
  if (Math.ceil(viewport.width) * Math.ceil(viewport.height) > maxPixels) {
    const size = page.getViewport({ scale: 1 });
    page.cleanup();
    throw new DocumentReadError(
      `This PDF has a page too large to read (${inches(size.width)} × ${inches(size.height)} inches). Please upload a copy with letter-size pages.`,
    );
  }
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
