// npm run corpus [-- --seed N --out DIR]: writes the synthetic extraction corpus (git-ignored).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateCorpus } from '../src/corpus/generate';

export const defaultCorpusDir = path.resolve(import.meta.dirname, '..', '.corpus');

const { values } = parseArgs({ options: { seed: { type: 'string', default: '20251' }, out: { type: 'string', default: defaultCorpusDir } } });
const started = performance.now();
const samples = await generateCorpus({ seed: Number(values.seed), outDir: values.out, pdfsPerLayout: 4, imagesPerLayout: 2, docxPerLayout: 1 });
const byFormat = new Map<string, number>();
for (const s of samples) byFormat.set(s.format, (byFormat.get(s.format) ?? 0) + 1);
console.log(
  `Wrote ${samples.length} documents to ${values.out} in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
  [...byFormat].map(([format, count]) => `${count} ${format}`).join(', '),
);
