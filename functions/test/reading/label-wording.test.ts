import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocumentType } from '@fairbill/shared';
import { labelsIn } from '../../src/adapters/structurer/rules/labels';
import { CONCEPTS, compileConcepts } from '../../src/adapters/structurer/rules/vocabulary';

// How the label matching holds on wording written blind (label-wording/README.md): the share of
// labels it names the right field for, and how many plain text cells it takes for a label.

type Lists = Record<'medical_bill' | 'eob' | 'receipt', Record<string, string[]>>;
const TYPES = { medical_bill: 'medical_bill', eob: 'insurance_payment', receipt: 'user_payment' } as const satisfies Record<keyof Lists, DocumentType>;
const cell = (text: string) => ({ text, x: 0, y: 0, width: 100, height: 10, page: 1, row: 0, confidence: 1 });

function measure(file: string): { named: number; labels: number; takenAsLabels: number; negatives: number } {
  const lists = JSON.parse(readFileSync(path.join(import.meta.dirname, 'label-wording', file), 'utf8')) as Lists;
  const result = { named: 0, labels: 0, takenAsLabels: 0, negatives: 0 };
  for (const [type, fields] of Object.entries(lists) as [keyof Lists, Record<string, string[]>][]) {
    const concepts = compileConcepts(CONCEPTS[TYPES[type]]);
    for (const [field, texts] of Object.entries(fields)) {
      for (const text of texts) {
        const hits = labelsIn(cell(text), concepts);
        if (field === 'negatives') {
          result.negatives++;
          if (hits.some((h) => h.certainty >= 0.5)) result.takenAsLabels++;
          continue;
        }
        // As a table's heading reads it: the first label, unless it is only a guess and a surer one follows.
        const hit = hits[0] && hits[0].certainty < 0.5 ? (hits.find((h) => h.certainty >= 0.5) ?? hits[0]) : hits[0];
        result.labels++;
        if (hit?.concept.field === field) result.named++;
      }
    }
  }
  return result;
}

describe('label wording written blind', () => {
  it('names the field of the dev list, which the vocabulary was grown from', () => {
    const { named, labels, takenAsLabels, negatives } = measure('dev.json');
    expect(labels).toBe(1050);
    expect(named / labels).toBeGreaterThanOrEqual(0.96);
    expect(takenAsLabels / negatives).toBeLessThanOrEqual(0.08);
  });

  it('names the field of the held-out list, which nobody tuned to', () => {
    const { named, labels, takenAsLabels, negatives } = measure('heldout.json');
    expect(labels).toBe(1050);
    expect(named / labels).toBeGreaterThanOrEqual(0.9);
    expect(takenAsLabels / negatives).toBeLessThanOrEqual(0.16);
  });
});
