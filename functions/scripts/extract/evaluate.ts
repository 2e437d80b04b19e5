import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateExtractedData } from '@fairbill/shared';
import type { LocalReader } from '../../src/adapters/reader/local-reader';
import type { Evidence } from '../../src/adapters/structurer/rules/calibration';
import { structureByRules } from '../../src/adapters/structurer/rules/structure';
import type { CorpusSample } from '../../src/corpus/generate';
import { REQUIRED_FIELDS, scoreDocument, type FieldScore } from './compare';
import { DOCUMENT_TYPES, reviewOf } from './run';

export type Group = 'text' | 'image';
export const groupOf = (format: string): Group => (format === 'png' || format === 'jpeg' ? 'image' : 'text');

export type Evaluated = {
  sample: Omit<CorpusSample, 'truth'>;
  group: Group;
  seconds: number;
  error?: string;
  scores: FieldScore[];
  /** What was extracted, for the dev split's failure listing. */
  fields?: Record<string, unknown>;
  truth: Record<string, unknown>;
  fieldConfidence: Record<string, number>;
  evidence: Record<string, Evidence>;
  /** Every required field right and the data valid. */
  requiredRight: boolean;
  manualReview: boolean;
};

/** Reads and structures every document of a corpus folder with the local engine and scores it against its truth. */
export async function evaluateCorpus(dir: string, reader: LocalReader, options: { filter?: (s: Omit<CorpusSample, 'truth'>) => boolean; onDocument?: (e: Evaluated) => void } = {}): Promise<Evaluated[]> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Omit<CorpusSample, 'truth'>[];
  const results: Evaluated[] = [];
  for (const entry of manifest) {
    if (options.filter && !options.filter(entry)) continue;
    const sample = JSON.parse(await readFile(path.join(dir, `${entry.id}.json`), 'utf8')) as CorpusSample;
    const bytes = await readFile(path.join(dir, sample.file));
    const documentType = DOCUMENT_TYPES[sample.type];
    const started = performance.now();
    let result: Evaluated;
    try {
      const reading = await reader.read({ bytes, contentType: sample.contentType, documentType });
      const structured = structureByRules(reading, documentType);
      const validation = validateExtractedData(documentType, structured.data);
      const fields = validation.ok ? (validation.data as Record<string, unknown>) : structured.data;
      const scores = scoreDocument(sample.type, sample.truth as Record<string, unknown>, fields);
      result = {
        sample: entry,
        group: groupOf(sample.format),
        seconds: (performance.now() - started) / 1000,
        scores,
        fields,
        truth: sample.truth as Record<string, unknown>,
        fieldConfidence: structured.fieldConfidence,
        evidence: structured.evidence,
        requiredRight: validation.ok && scores.filter((s) => REQUIRED_FIELDS[sample.type].includes(s.field)).every((s) => s.right),
        manualReview: !validation.ok || reviewOf(documentType, structured.confidence, structured.data).manualReview,
      };
    } catch (error) {
      result = {
        sample: entry,
        group: groupOf(sample.format),
        seconds: (performance.now() - started) / 1000,
        error: error instanceof Error ? error.message : String(error),
        scores: scoreDocument(sample.type, sample.truth as Record<string, unknown>, undefined),
        truth: sample.truth as Record<string, unknown>,
        fieldConfidence: {},
        evidence: {},
        requiredRight: false,
        manualReview: true,
      };
    }
    options.onDocument?.(result);
    results.push(result);
  }
  return results;
}
