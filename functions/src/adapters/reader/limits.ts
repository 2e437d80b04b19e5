import { DocumentReadError } from '../../domain/reading/ports';

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
