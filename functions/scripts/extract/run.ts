import { analyzeBill, requiresManualReview, validateExtractedData, validateExtractedDataInCents, type DocumentType } from '@fairbill/shared';
import type { DocumentReader, DocumentStructurer } from '../../src/domain/reading/ports';

export const DOCUMENT_TYPES = { bill: 'medical_bill', eob: 'insurance_payment', receipt: 'user_payment' } as const satisfies Record<string, DocumentType>;

export type ExtractionRun = {
  documentType: DocumentType;
  engine: string;
  fields: Record<string, unknown> | null;
  confidence: number;
  fieldConfidence: Record<string, number>;
  validation: { ok: boolean; error?: string };
  analysis: unknown;
  manualReview: boolean;
  timings: { readMs: number; structureMs: number; totalMs: number };
};

/**
 * Whether the app would send this reading to manual review: the checks and the bill analysis run on
 * the amounts in cents, as the pipeline stores them (checkedExtraction); the fields scored stay the
 * dollars the document prints.
 */
export function reviewOf(documentType: DocumentType, confidence: number, structured: unknown): { analysis: ReturnType<typeof analyzeBill> | null; manualReview: boolean } {
  const checked = validateExtractedDataInCents(documentType, structured);
  if (!checked.ok) return { analysis: null, manualReview: true };
  const analysis = documentType === 'medical_bill' ? analyzeBill(checked.data as Parameters<typeof analyzeBill>[0]) : null;
  return { analysis, manualReview: requiresManualReview(documentType, confidence, analysis, checked.data as Record<string, unknown>) };
}

/** Read, structure, validate and (bills) analyse one file with the given adapters. */
export async function runExtraction(reader: DocumentReader, structurer: DocumentStructurer, bytes: Uint8Array, contentType: string, documentType: DocumentType): Promise<ExtractionRun> {
  const started = performance.now();
  const reading = await reader.read({ bytes, contentType, documentType });
  const read = performance.now();
  const result = await structurer.structure({ reading, documentType });
  const structured = performance.now();
  const validation = validateExtractedData(documentType, result.data);
  const { analysis, manualReview } = reviewOf(documentType, result.confidence, result.data);
  return {
    documentType,
    engine: reading.engine,
    fields: validation.ok ? (validation.data as Record<string, unknown>) : (result.data as Record<string, unknown>),
    confidence: result.confidence,
    fieldConfidence: result.fieldConfidence,
    validation: validation.ok ? { ok: true } : { ok: false, error: validation.error },
    analysis,
    manualReview,
    timings: { readMs: Math.round(read - started), structureMs: Math.round(structured - read), totalMs: Math.round(structured - started) },
  };
}
