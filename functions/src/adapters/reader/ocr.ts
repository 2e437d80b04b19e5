import { createRequire } from 'node:module';
import path from 'node:path';
import type Tesseract from 'tesseract.js';
import { boxesToLines, type TextBox } from '../../domain/reading/layout';
import { type ReaderPage } from '../../domain/reading/ports';
import { withTimeout } from './limits';
import { DocumentReadError } from '../../domain/errors';

const WORKER_START_TIMEOUT_MS = 30_000;

const traineddataFolder = (pkg: string): string => {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), '4.0.0_best_int');
};

/** 'eng' reads pages; 'otsu' reads them again where lines are doubtful; 'osd' finds a page's orientation. */
type WorkerKind = 'eng' | 'otsu' | 'osd';

/**
 * Per kind: the page reader thresholds with Sauvola's local method (2), which keeps faint thermal
 * print and shadowed photos legible; it loses a thin stroke now and then ("10/31/25" read
 * "10/3125"), so where figures are doubtful the page is read again with the global Otsu threshold
 * (0) and each doubtful line takes the surer reading. Dev corpus scans: field accuracy 0.920 with
 * Otsu alone, 0.931 with Sauvola alone, 0.937 with both; real receipt dates 0.78 -> 0.85.
 */
const KIND_PARAMETERS: Record<WorkerKind, Partial<Tesseract.WorkerParams>> = {
  eng: { thresholding_method: '2' },
  otsu: { thresholding_method: '0' },
  osd: {},
};

async function startWorker(kind: WorkerKind): Promise<Tesseract.Worker> {
  const { createWorker, OEM } = await import('tesseract.js');
  const creating =
    kind === 'osd'
      ? // Orientation detection exists only in the legacy engine.
        createWorker('osd', OEM.TESSERACT_ONLY, { langPath: traineddataFolder('@tesseract.js-data/osd'), gzip: true, cacheMethod: 'none', legacyCore: true, legacyLang: true })
      : createWorker('eng', OEM.LSTM_ONLY, { langPath: traineddataFolder('@tesseract.js-data/eng'), gzip: true, cacheMethod: 'none' });
  // If creation hangs, terminate the worker once it appears so its thread does not leak.
  const worker = await withTimeout(creating, WORKER_START_TIMEOUT_MS, 'The text recognition engine could not be started.', () => {
    void creating.then((w) => w.terminate()).catch(() => undefined);
  });
  // Wide spaces keep table cells apart; a fixed dpi silences tesseract's guess on images without one.
  await worker.setParameters({ preserve_interword_spaces: '1', user_defined_dpi: '144', ...KIND_PARAMETERS[kind] });
  return worker;
}

/**
 * tesseract.js workers, created on first use and reused; the traineddata comes from the
 * @tesseract.js-data packages, so nothing is fetched from the network.
 */
export class OcrEngine {
  private readonly workers = new Map<WorkerKind, Promise<Tesseract.Worker>>();

  private worker(kind: WorkerKind): Promise<Tesseract.Worker> {
    const existing = this.workers.get(kind);
    if (existing) return existing;
    const created = startWorker(kind);
    created.catch(() => {
      if (this.workers.get(kind) === created) this.workers.delete(kind);
    });
    this.workers.set(kind, created);
    return created;
  }

  /** Clockwise rotation (0, 90, 180 or 270) that turns the page upright, when the detector is reasonably sure. */
  async uprightRotation(image: Buffer): Promise<0 | 90 | 180 | 270> {
    const worker = await this.worker('osd');
    const { data } = await worker.detect(image);
    const degrees = data.orientation_degrees ?? 0;
    if ((data.orientation_confidence ?? 0) < 2) return 0;
    return degrees === 90 || degrees === 180 || degrees === 270 ? degrees : 0;
  }

  /** OCR of one PNG/JPEG image into positioned lines (pixels). */
  async recognize(image: Buffer, pageNumber: number, width: number, height: number): Promise<ReaderPage> {
    const worker = await this.worker('eng');
    const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
    const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
    const words = await this.rereadDoubtfulLines(image, lines);
    const boxes = lines.flatMap((line, i) => wordBoxes(line, words.get(i) ?? line.words));
    return { page: pageNumber, width, height, lines: boxesToLines(boxes, { gapFactor: 2.2, boxesAreWords: true }) };
  }

  /**
   * Where lines holding figures were read with doubt, a second reading of the page with the other
   * threshold: each doubtful line takes the words of the second reading's line in its place when
   * that one is surer. Keyed by the line's index.
   */
  private async rereadDoubtfulLines(image: Buffer, lines: readonly Tesseract.Line[]): Promise<Map<number, Tesseract.Word[]>> {
    const doubtful = lines.map((line, index) => ({ line, index })).filter(({ line }) => /\d/.test(line.text) && line.words.some((w) => w.confidence < DOUBTFUL_WORD * 100));
    const better = new Map<number, Tesseract.Word[]>();
    if (doubtful.length === 0) return better;
    const worker = await this.worker('otsu');
    const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
    const second = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
    const length = (ws: readonly Tesseract.Word[]) => ws.reduce((sum, w) => sum + w.text.length, 0);
    for (const { line, index } of doubtful) {
      const twin = second.find((other) => sameLine(line.bbox, other.bbox));
      // Surer, and about as much text: a reading that drops or invents part of the line is no better.
      if (!twin || figuresConfidence(twin.words) < figuresConfidence(line.words) + 3 || Math.abs(length(twin.words) - length(line.words)) > length(line.words) * 0.3) continue;
      better.set(index, twin.words);
    }
    return better;
  }

  /** Stops the workers (after a timeout one may be stuck mid-page); the next call starts fresh ones. */
  async terminate(): Promise<void> {
    const workers = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(workers.map((w) => w.then((worker) => worker.terminate()).catch(() => undefined)));
  }
}

/** A word read below this confidence makes its line doubtful. */
const DOUBTFUL_WORD = 0.8;

/** Two readings of a line: their boxes overlap most of the smaller one's height and width. */
function sameLine(a: Tesseract.Bbox, b: Tesseract.Bbox): boolean {
  const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.max(0, Math.min(a1, b1) - Math.max(a0, b0)) / Math.max(1, Math.min(a1 - a0, b1 - b0));
  return overlap(a.y0, a.y1, b.y0, b.y1) > 0.6 && overlap(a.x0, a.x1, b.x0, b.x1) > 0.6;
}

/** How sure a reading is of a line's figures (the words with digits; all its words when it has none). */
function figuresConfidence(words: readonly Tesseract.Word[]): number {
  const figures = words.filter((w) => /\d/.test(w.text));
  const scored = figures.length > 0 ? figures : words;
  return scored.length === 0 ? 0 : scored.reduce((sum, w) => sum + w.confidence, 0) / scored.length;
}

/** A line's words as positioned boxes, all at the line's top and height so a row's words stay aligned. */
function wordBoxes(line: Tesseract.Line, words: readonly Tesseract.Word[]): TextBox[] {
  const heights = words.map((w) => w.bbox.y1 - w.bbox.y0).sort((a, b) => a - b);
  const fontSize = heights[Math.floor(heights.length / 2)] ?? line.bbox.y1 - line.bbox.y0;
  return words
    .filter((word) => word.text.trim() !== '')
    .map((word) => ({
      text: word.text,
      x: word.bbox.x0,
      // Word boxes vary with ascenders; the line's box keeps a row's words aligned.
      y: line.bbox.y0,
      width: word.bbox.x1 - word.bbox.x0,
      height: Math.max(1, line.bbox.y1 - line.bbox.y0),
      confidence: word.confidence / 100,
      fontSize,
    }));
}

export function ocrUnavailable(cause: unknown): DocumentReadError {
  return cause instanceof DocumentReadError ? cause : new DocumentReadError('The text in this document could not be recognised.', { cause });
}
