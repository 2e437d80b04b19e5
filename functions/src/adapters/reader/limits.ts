import { DocumentReadError } from '../../domain/errors';

/** Bounds that keep one document from exhausting time or memory. */
export type ReadLimits = {
  maxBytes: number;
  maxPages: number;
  /** Pages without a text layer are OCR'd, about 1-2 s each. */
  maxOcrPages: number;
  /** Decoded image size; a 20 MB PNG can expand to gigabytes. */
  maxImagePixels: number;
  timeoutMs: number;
};

export const defaultReadLimits: ReadLimits = {
  maxBytes: 20 * 1024 * 1024,
  maxPages: 50,
  maxOcrPages: 10,
  maxImagePixels: 40_000_000,
  timeoutMs: 120_000,
};

/**
 * Bounds on what a Word file unpacks to, checked before its XML is parsed or word-extractor sees
 * it: a 200 KB DOCX can inflate to gigabytes, and a parsed XML element costs about 1 KB of heap.
 */
export type OfficeLimits = {
  /** Files inside a DOCX (zip), or directory entries of a DOC (OLE compound file). */
  maxEntries: number;
  /** Inflated size of any one file inside a DOCX. */
  maxEntryBytes: number;
  /** Inflated size of all files inside a DOCX together. */
  maxInflatedBytes: number;
  /** XML elements (start tags) in all parts of a DOCX together: about 1 KB of heap each once parsed. */
  maxXmlElements: number;
  /** Lines of text a Word document may yield (a 50-page bill has about 3,000). */
  maxLines: number;
};

export const defaultOfficeLimits: OfficeLimits = {
  maxEntries: 1_000,
  maxEntryBytes: 32 * 1024 * 1024,
  maxInflatedBytes: 64 * 1024 * 1024,
  maxXmlElements: 250_000,
  maxLines: 10_000,
};

/**
 * Memory of the worker process the local pipeline reads in (adapters/reader/isolated-reader.ts):
 * a file that needs more fails its own document, never the API beside it.
 */
export type WorkerMemoryLimits = {
  /** V8 heap (--max-old-space-size), MB. */
  maxHeapMb: number;
  /** Resident memory including native buffers (pdf.js images, canvas, sharp, tesseract), MB; Linux only. */
  maxRssMb: number;
};

export const defaultWorkerMemoryLimits: WorkerMemoryLimits = { maxHeapMb: 1_024, maxRssMb: 2_048 };

/** Rejects with DocumentReadError(message) when the promise does not settle in time; onTimeout frees what is stuck. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, message: string, onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new DocumentReadError(message));
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
