import { requiredExtractedFields, type DocumentType } from '@fairbill/shared';
import type { DocumentStructurer, ReaderOutput, StructureInput, StructurerResult } from '../../domain/reading/ports';
import { normalizeText } from '../../domain/reading/values';
import { LOCAL_RULES_VERSION } from './local-structurer';
import { structureByRules, type RuleResult } from './rules/structure';

// A model's own confidence does not say whether a field is right (Decision 15). Its answer is
// checked against the rules' reading of the same text: two readers that agree are rarely both
// wrong; a field only the model saw, or one they disagree on, is shown as doubtful. The arithmetic
// checks and the manual-review rule then apply to the result as to any other.

/** How much of its own stated confidence a model's uncorroborated field keeps: never enough to pass as certain. */
const UNCORROBORATED = 0.85;
const DISAGREEING = 0.5;

const round2 = (n: number): number => Math.round(n * 100) / 100;
const clamp01 = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.min(1, n)) : 0);

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' || typeof b === 'number') return typeof a === 'number' && typeof b === 'number' && Math.round(a * 100) === Math.round(b * 100);
  if (typeof a === 'string' && typeof b === 'string') return normalizeText(a) === normalizeText(b);
  return a === b;
}

/** Identifiers are copied, not inferred: one that appears nowhere in the text of the page was made up. */
const IDENTIFIERS = new Set(['invoiceNumber', 'claimNumber', 'transactionId']);
const LISTS = new Set(['lineItems', 'items']);
const letters = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Everything the reader saw, as one run of letters and digits (lines and the engine's key/values). */
function readingLetters(reading: ReaderOutput | undefined): string | undefined {
  const texts = [...(reading?.pages ?? []).flatMap((p) => p.lines.map((l) => l.text)), ...(reading?.keyValues ?? []).map((kv) => kv.value)];
  return texts.length > 0 ? letters(texts.join(' ')) : undefined;
}

/** Two lists of items agree when they hold the same amounts in the same order. */
function sameAmounts(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  const amount = (item: unknown) => (item && typeof item === 'object' ? (item as { amount?: unknown }).amount : undefined);
  return a.every((item, i) => sameValue(amount(item), amount(b[i])) && typeof amount(item) === 'number');
}

/**
 * The model's data with confidences from the cross-check; data it did not return stays out, and so
 * does an identifier that is nowhere on the page (validation then reports it missing).
 */
export function crossCheck(model: StructurerResult, rules: RuleResult, documentType: DocumentType, reading?: ReaderOutput): StructurerResult {
  const given = model.data && typeof model.data === 'object' && !Array.isArray(model.data) ? (model.data as Record<string, unknown>) : {};
  const seen = readingLetters(reading);
  const record = Object.fromEntries(
    Object.entries(given).filter(([field, value]) => !(seen !== undefined && IDENTIFIERS.has(field) && typeof value === 'string' && letters(value) !== '' && !seen.includes(letters(value)))),
  );
  const fieldConfidence: Record<string, number> = {};
  for (const [field, value] of Object.entries(record)) {
    if (field === 'confidence' || field === 'fieldConfidence' || value === null || value === undefined) continue;
    const stated = clamp01(model.fieldConfidence[field] ?? model.confidence);
    const ruled = rules.data[field];
    if (LISTS.has(field)) {
      // A list is checked by its amounts: the rules read the same items (the engine's line items among them) or they do not.
      if (!Array.isArray(value) || value.length === 0) continue;
      if (!Array.isArray(ruled) || ruled.length === 0) fieldConfidence[field] = round2(stated * UNCORROBORATED);
      else if (sameAmounts(value, ruled)) fieldConfidence[field] = round2(1 - (1 - stated * UNCORROBORATED) * (1 - (rules.fieldConfidence[field] ?? 0)));
      else fieldConfidence[field] = round2(Math.min(stated, DISAGREEING));
      continue;
    }
    if (typeof value === 'object') continue;
    if (ruled === undefined) fieldConfidence[field] = round2(stated * UNCORROBORATED);
    else if (sameValue(value, ruled)) fieldConfidence[field] = round2(1 - (1 - stated * UNCORROBORATED) * (1 - (rules.fieldConfidence[field] ?? 0)));
    else fieldConfidence[field] = round2(Math.min(stated, DISAGREEING));
  }
  const confidence = round2(requiredExtractedFields[documentType].reduce((p, name) => p * (fieldConfidence[name] ?? 0), 1));
  return {
    ...model,
    data: { ...record, confidence, fieldConfidence },
    confidence,
    fieldConfidence,
    promptVersion: `${model.promptVersion}+cross-check-${LOCAL_RULES_VERSION}`,
  };
}

/** Wraps a model structurer (Bedrock) so that its result is cross-checked with the rules. */
export class CrossCheckedStructurer implements DocumentStructurer {
  constructor(private readonly inner: DocumentStructurer) {}

  get usesOriginal(): boolean {
    return this.inner.usesOriginal;
  }

  async structure(input: StructureInput): Promise<StructurerResult> {
    const result = await this.inner.structure(input);
    return crossCheck(result, structureByRules(input.reading, input.documentType), input.documentType, input.reading);
  }
}
