import { detectFileType, readerMessages, uploadMessages } from '@fairbill/shared';
import { type DocumentReader, type ReaderOutput, type ReaderPage, type ReadInput } from '../../domain/reading/ports';
import { prepareImageForOcr, rotateImage } from './image';
import { defaultReadLimits, withTimeout, type ReadLimits } from './limits';
import { OcrEngine, ocrUnavailable } from './ocr';
import { readDoc, readDocx } from './office';
import { openPdf, readPdfPageText, renderPdfPage } from './pdf';
import { DocumentReadError } from '../../domain/errors';

/** Pages rendered for OCR at 2x (144 dpi): ~1 s per page with good accuracy on printed text. */
const RENDER_SCALE = 2;
/** A page whose text layer has fewer characters than this is treated as scanned. */
const MIN_TEXT_CHARS = 20;

/**
 * Mean OCR confidence per character. Upright printed pages read at ~0.9; the same page turned
 * 90 or 180 degrees reads at ~0.05-0.25 (measured on the corpus).
 */
const GOOD_READ = 0.5;
function readQuality(page: ReaderPage): number {
  const chars = page.lines.reduce((sum, l) => sum + l.text.length, 0);
  return chars === 0 ? 0 : page.lines.reduce((sum, l) => sum + (l.confidence ?? 0) * l.text.length, 0) / chars;
}

/**
 * pdf.js failing on a page of a PDF it opened (a broken content or image stream, a canvas it cannot
 * create) is the file's problem: a reason the user can act on, not the spec's AI fallback.
 */
function pageUnreadable(error: unknown): never {
  throw error instanceof DocumentReadError ? error : new DocumentReadError(readerMessages.pageUnreadable, { cause: error });
}

/**
 * The offline reader: the PDF text layer with positions, OCR for images and scanned pages,
 * DOCX and DOC as text. Heavy libraries load on first use.
 */
export class LocalReader implements DocumentReader {
  readonly engine = 'local';
  private readonly ocr = new OcrEngine();
  private readonly limits: ReadLimits;

  constructor(limits: Partial<ReadLimits> = {}) {
    this.limits = { ...defaultReadLimits, ...limits };
  }

  async read(input: ReadInput): Promise<ReaderOutput> {
    const { bytes } = input;
    if (bytes.byteLength === 0) throw new DocumentReadError('The file is empty.');
    if (bytes.byteLength > this.limits.maxBytes) throw new DocumentReadError('The file is too large to read.');
    const format = detectFileType(bytes);
    // Set when the read timed out: work still running in the background stops at its next step.
    const abandoned = new AbortController();
    const reading = async (): Promise<ReaderPage[]> => {
      switch (format) {
        case 'pdf':
          return this.readPdf(bytes, abandoned.signal);
        case 'png':
        case 'jpeg':
          return [await this.readImage(bytes, 1, abandoned.signal)];
        case 'docx':
          return [readDocx(bytes)];
        case 'doc':
          return [await readDoc(bytes)];
        default:
          throw new DocumentReadError(uploadMessages.contentNotSupported);
      }
    };
    const pages = await withTimeout(reading(), this.limits.timeoutMs, 'Reading this document took too long. Please try a smaller or clearer file.', () => {
      abandoned.abort();
      void this.ocr.terminate();
    });
    if (pages.every((p) => p.lines.length === 0)) throw new DocumentReadError('No text could be found in this document.');
    return { engine: format === 'pdf' || format === 'docx' || format === 'doc' ? `local-${format}` : 'local-ocr', pages };
  }

  private async readPdf(bytes: Uint8Array, signal: AbortSignal): Promise<ReaderPage[]> {
    const { doc, numPages } = await openPdf(bytes);
    try {
      if (numPages > this.limits.maxPages) {
        throw new DocumentReadError(`This PDF has ${numPages} pages; documents of up to ${this.limits.maxPages} pages can be read.`);
      }
      const pages: ReaderPage[] = [];
      let ocrPages = 0;
      for (let n = 1; n <= numPages; n++) {
        signal.throwIfAborted();
        const page = await readPdfPageText(doc, n).catch(pageUnreadable);
        const chars = page.lines.reduce((sum, l) => sum + l.text.length, 0);
        if (chars >= MIN_TEXT_CHARS) {
          pages.push(page);
          continue;
        }
        if (++ocrPages > this.limits.maxOcrPages) {
          throw new DocumentReadError(`This scanned PDF has too many pages to read (more than ${this.limits.maxOcrPages}).`);
        }
        const png = await renderPdfPage(doc, n, RENDER_SCALE).catch(pageUnreadable);
        const ocrPage = await this.readImage(png, n, signal);
        pages.push(ocrPage);
      }
      return pages;
    } finally {
      await doc.destroy();
    }
  }

  private async readImage(bytes: Uint8Array, pageNumber: number, signal: AbortSignal): Promise<ReaderPage> {
    const image = await prepareImageForOcr(bytes, this.limits.maxImagePixels);
    // Never start an OCR worker for a read that was already given up.
    signal.throwIfAborted();
    try {
      const page = await this.ocr.recognize(image.png, pageNumber, image.width, image.height);
      if (readQuality(page) >= GOOD_READ) return page;
      // A poor read may be a page photographed sideways or upside down: detect, turn, read again.
      const rotation = await this.ocr.uprightRotation(image.png);
      if (rotation === 0 || signal.aborted) return page;
      const upright = await rotateImage(image, rotation);
      const second = await this.ocr.recognize(upright.png, pageNumber, upright.width, upright.height);
      return readQuality(second) > readQuality(page) ? second : page;
    } catch (error) {
      throw ocrUnavailable(error);
    }
  }

  /** Frees the OCR worker (tests, CLI and benchmark call this when done). */
  async close(): Promise<void> {
    await this.ocr.terminate();
  }
}
