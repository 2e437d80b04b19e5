import { requiredExtractedFields, type DocumentType } from '@fairbill/shared';
import type { DocumentStructurer, StructureInput, StructurerResult } from '../../domain/reading/ports';
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

/** The model's data with confidences from the cross-check; data it did not return stays out. */
export function crossCheck(model: StructurerResult, rules: RuleResult, documentType: DocumentType): StructurerResult {
  const record = model.data && typeof model.data === 'object' && !Array.isArray(model.data) ? (model.data as Record<string, unknown>) : {};
  const fieldConfidence: Record<string, number> = {};
  for (const [field, value] of Object.entries(record)) {
    if (field === 'confidence' || field === 'fieldConfidence' || value === null || value === undefined || typeof value === 'object') continue;
    const stated = clamp01(model.fieldConfidence[field] ?? model.confidence);
    const ruled = rules.data[field];
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
    return crossCheck(result, structureByRules(input.reading, input.documentType), input.documentType);
  }
}
