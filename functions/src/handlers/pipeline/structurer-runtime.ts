import { createStructurer } from '../../adapters/structurer-dependencies';
import type { DocumentStructurer } from '../../domain/reading/ports';
import { getEnv } from '../../lib/env';

// The structurer, built once per Lambda container: only the functions that structure bundle it.

let structurer: DocumentStructurer | undefined;

export function getStructurer(): DocumentStructurer {
  structurer ??= createStructurer(getEnv());
  return structurer;
}
