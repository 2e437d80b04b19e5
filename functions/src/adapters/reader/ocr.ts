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

type WorkerKind = 'eng' | 'osd';

async function startWorker(kind: WorkerKind): Promise<Tesseract.Worker> {
  const { createWorker, OEM } = await import('tesseract.js');
  const creating =
    kind === 'eng'
      ? createWorker('eng', OEM.LSTM_ONLY, { langPath: traineddataFolder('@tesseract.js-data/eng'), gzip: true, cacheMethod: 'none' })
      : // Orientation detection exists only in the legacy engine.
        createWorker('osd', OEM.TESSERACT_ONLY, { langPath: traineddataFolder('@tesseract.js-data/osd'), gzip: true, cacheMethod: 'none', legacyCore: true, legacyLang: true });
  // If creation hangs, terminate the worker once it appears so its thread does not leak.
  const worker = await withTimeout(creating, WORKER_START_TIMEOUT_MS, 'The text recognition engine could not be started.', () => {
    void creating.then((w) => w.terminate()).catch(() => undefined);
  });
  // Wide spaces keep table cells apart; a fixed dpi silences tesseract's guess on images without one.
  await worker.setParameters({ preserve_interword_spaces: '1', user_defined_dpi: '144' });
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
    const boxes: TextBox[] = [];
    for (const block of data.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) {
          const heights = line.words.map((w) => w.bbox.y1 - w.bbox.y0).sort((a, b) => a - b);
          const fontSize = heights[Math.floor(heights.length / 2)] ?? line.bbox.y1 - line.bbox.y0;
          for (const word of line.words) {
            if (word.text.trim() === '') continue;
            boxes.push({
              text: word.text,
              x: word.bbox.x0,
              // Word boxes vary with ascenders; the line's box keeps a row's words aligned.
              y: line.bbox.y0,
              width: word.bbox.x1 - word.bbox.x0,
              height: Math.max(1, line.bbox.y1 - line.bbox.y0),
              confidence: word.confidence / 100,
              fontSize,
            });
          }
        }
      }
    }
    return { page: pageNumber, width, height, lines: boxesToLines(boxes, { gapFactor: 2.2, boxesAreWords: true }) };
  }

  /** Stops the workers (after a timeout one may be stuck mid-page); the next call starts fresh ones. */
  async terminate(): Promise<void> {
    const workers = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(workers.map((w) => w.then((worker) => worker.terminate()).catch(() => undefined)));
  }
}

export function ocrUnavailable(cause: unknown): DocumentReadError {
  return cause instanceof DocumentReadError ? cause : new DocumentReadError('The text in this document could not be recognised.', { cause });
}
