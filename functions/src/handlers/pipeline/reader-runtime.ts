import { createReader } from '../../adapters/reader-dependencies';
import type { DocumentReader } from '../../domain/reading/ports';
import { getEnv } from '../../lib/env';

// The reader, built once per Lambda container: only the functions that read bundle it.

let reader: DocumentReader | undefined;

export function getReader(): DocumentReader {
  reader ??= createReader(getEnv());
  return reader;
}
