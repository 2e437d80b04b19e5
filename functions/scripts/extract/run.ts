import { analyzeBill, validateExtractedData, type DocumentType } from '@fairbill/shared';
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
  timings: { readMs: number; structureMs: number; totalMs: number };
};

/** Read, structure, validate and (bills) analyse one file with the given adapters. */
export async function runExtraction(reader: DocumentReader, structurer: DocumentStructurer, bytes: Uint8Array, contentType: string, documentType: DocumentType): Promise<ExtractionRun> {
  const started = performance.now();
  const reading = await reader.read({ bytes, contentType, documentType });
  const read = performance.now();
  const result = await structurer.structure({ reading, documentType });
  const structured = performance.now();
  const validation = validateExtractedData(documentType, result.data);
  const analysis = validation.ok && documentType === 'medical_bill' ? analyzeBill(validation.data as Parameters<typeof analyzeBill>[0]) : null;
  return {
    documentType,
    engine: reading.engine,
    fields: validation.ok ? (validation.data as Record<string, unknown>) : (result.data as Record<string, unknown>),
    confidence: result.confidence,
    fieldConfidence: result.fieldConfidence,
    validation: validation.ok ? { ok: true } : { ok: false, error: validation.error },
    analysis,
    timings: { readMs: Math.round(read - started), structureMs: Math.round(structured - read), totalMs: Math.round(structured - started) },
  };
}
