import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateCorpus, type CorpusOptions, type CorpusSample } from '../../src/corpus/generate';

export type LoadedSample = CorpusSample & { bytes: Uint8Array };

/** Generates just the samples a test needs in a temp folder; returns them with their bytes. */
export async function generateSamples(options: Omit<CorpusOptions, 'outDir' | 'seed'> & { seed?: number }): Promise<LoadedSample[]> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'fairbill-corpus-'));
  try {
    const samples = await generateCorpus({ seed: 7, ...options, outDir });
    return await Promise.all(samples.map(async (s) => ({ ...s, bytes: new Uint8Array(await readFile(path.join(outDir, s.file))) })));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
