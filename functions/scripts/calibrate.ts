// npm run calibrate: fits the field-confidence model and writes
// src/adapters/structurer/rules/calibration.json. It reads documents of every layout family, the
// held-out ones included (their error rates are the ones real documents have), made with a seed of
// its own: bench:extract scores other documents. Reproducible: a fixed seed.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalReader } from '../src/adapters/reader/local-reader';
import { FIELD_GROUP, features, fitLogistic } from '../src/adapters/structurer/rules/calibration';
import { generateCorpus } from '../src/corpus/generate';
import { evaluateCorpus } from './extract/evaluate';

const SEED = 90210;
const outDir = await mkdtemp(path.join(os.tmpdir(), 'fairbill-calibration-'));
const reader = new LocalReader();
try {
  const started = performance.now();
  await generateCorpus({ seed: SEED, outDir, pdfsPerLayout: 2, imagesPerLayout: 1, docxPerLayout: 1 });
  const results = await evaluateCorpus(outDir, reader);
  const rows = new Map<string, { x: number[]; y: 0 | 1 }[]>();
  for (const e of results) {
    for (const s of e.scores) {
      const evidence = e.evidence[s.field];
      const group = FIELD_GROUP[s.field];
      // A field the rules did not find has no evidence: its confidence is 0 by construction.
      if (!evidence || !group) continue;
      rows.set(group, [...(rows.get(group) ?? []), { x: features(evidence), y: s.right ? 1 : 0 }]);
    }
  }
  const groups: Record<string, number[]> = {};
  for (const [group, list] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    groups[group] = fitLogistic(list);
    const wrong = list.filter((r) => r.y === 0).length;
    console.log(`  ${group.padEnd(13)} ${String(list.length).padStart(5)} fields, ${wrong} wrong`);
  }
  const model = { version: `all-families-seed-${SEED}-${results.length}-docs`, groups };
  await writeFile(path.resolve(import.meta.dirname, '..', 'src/adapters/structurer/rules/calibration.json'), `${JSON.stringify(model, null, 2)}\n`);
  console.log(`Calibrated on ${results.length} documents of every layout family in ${((performance.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await reader.close();
  await rm(outDir, { recursive: true, force: true });
}
