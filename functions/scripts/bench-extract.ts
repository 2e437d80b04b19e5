// npm run bench:extract [-- --corpus DIR]: field accuracy, fully-right share, manual-review rate and throughput of the local pipeline.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { requiresManualReview } from '@fairbill/shared';
import { LocalReader } from '../src/adapters/reader/local-reader';
import { LocalStructurer } from '../src/adapters/structurer/local-structurer';
import type { CorpusSample } from './corpus/generate';
import { REQUIRED_FIELDS, scoreDocument } from './extract/compare';
import { DOCUMENT_TYPES, runExtraction } from './extract/run';

const { values } = parseArgs({ options: { corpus: { type: 'string', default: path.resolve(import.meta.dirname, '..', '.corpus') }, verbose: { type: 'boolean', default: false } } });
const manifest = JSON.parse(await readFile(path.join(values.corpus, 'manifest.json'), 'utf8')) as Omit<CorpusSample, 'truth'>[];
const reader = new LocalReader();
const structurer = new LocalStructurer();

type Group = 'text' | 'image';
const groupOf = (format: string): Group => (format === 'png' || format === 'jpeg' ? 'image' : 'text');
const fieldStats = new Map<string, { right: number; total: number }>();
const newGroup = () => ({ right: 0, total: 0, docs: 0, fullyRight: 0, allRight: 0, seconds: [] as number[] });
const groupStats = { text: newGroup(), image: newGroup() };
let manualReview = 0;
let failures = 0;
const started = performance.now();

for (const entry of manifest) {
  const sample = JSON.parse(await readFile(path.join(values.corpus, `${entry.id}.json`), 'utf8')) as CorpusSample;
  const bytes = await readFile(path.join(values.corpus, sample.file));
  const group = groupStats[groupOf(sample.format)];
  const t0 = performance.now();
  let run;
  try {
    run = await runExtraction(reader, structurer, bytes, sample.contentType, DOCUMENT_TYPES[sample.type]);
  } catch (error) {
    failures++;
    console.error(`${sample.id}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const seconds = (performance.now() - t0) / 1000;
  group.seconds.push(seconds);
  if (values.verbose) console.log(`${sample.id}: ${seconds.toFixed(2)} s, confidence ${run?.confidence ?? 'n/a'}`);
  group.docs++;
  const scores = scoreDocument(sample.type, sample.truth as Record<string, unknown>, run?.fields ?? undefined);
  for (const { field, right } of scores) {
    const key = `${sample.type}.${field} (${groupOf(sample.format)})`;
    const s = fieldStats.get(key) ?? { right: 0, total: 0 };
    s.right += right ? 1 : 0;
    s.total++;
    fieldStats.set(key, s);
    group.right += right ? 1 : 0;
    group.total++;
    if (!right && values.verbose) {
      console.log(`  ${sample.id} ${field}: expected ${JSON.stringify((sample.truth as Record<string, unknown>)[field])} got ${JSON.stringify(run?.fields?.[field])}`);
    }
  }
  if (scores.filter((s) => REQUIRED_FIELDS[sample.type].includes(s.field)).every((s) => s.right) && run?.validation.ok) group.fullyRight++;
  if (scores.every((s) => s.right) && run?.validation.ok) group.allRight++;
  if (!run || !run.validation.ok || requiresManualReview(DOCUMENT_TYPES[sample.type], run.confidence)) manualReview++;
}
await reader.close();

const pct = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(3));
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0);
};
console.log('\nField accuracy (exact after normalisation):');
for (const [key, s] of [...fieldStats].sort(([a], [b]) => a.localeCompare(b))) console.log(`  ${key.padEnd(44)} ${pct(s.right, s.total)}  (${s.right}/${s.total})`);
const totalSeconds = (performance.now() - started) / 1000;
console.log(`\nDocuments: ${manifest.length} (${failures} failed to read) on ${os.availableParallelism()} cores in ${totalSeconds.toFixed(1)} s`);
for (const g of ['text', 'image'] as const) {
  const s = groupStats[g];
  const busy = s.seconds.reduce((a, b) => a + b, 0);
  console.log(
    `  ${g.padEnd(6)} field accuracy ${pct(s.right, s.total)} | docs with all required fields right ${pct(s.fullyRight, s.docs)}, all fields right ${pct(s.allRight, s.docs)} | ${(busy > 0 ? (s.docs / busy) * 60 : 0).toFixed(0)} docs/min | p50 ${quantile(s.seconds, 0.5).toFixed(2)} s p95 ${quantile(s.seconds, 0.95).toFixed(2)} s`,
  );
}
console.log(`  manual-review rate ${pct(manualReview, manifest.length)}`);
const budget = { text: 0.98, image: 0.93 };
const textRate = groupStats.text.docs / Math.max(1e-9, groupStats.text.seconds.reduce((a, b) => a + b, 0)) * 60;
const met = groupStats.text.right / Math.max(1, groupStats.text.total) >= budget.text && groupStats.image.right / Math.max(1, groupStats.image.total) >= budget.image && textRate >= 60;
console.log(`Budget (text >= ${budget.text}, image >= ${budget.image}, >= 60 text docs/min): ${met ? 'met' : 'NOT met'}`);
process.exitCode = met ? 0 : 1;
