import { clampExtractedData, validateExtractedDataInCents, type DocumentType, type ExtractedDataByType } from '@fairbill/shared';
import type { StructurerResult } from './ports';

/**
 * A structurer's candidate as the pipeline stores it: its confidences merged in, texts and lists cut
 * to their bounds (so it fits one DynamoDB item), then the spec's rules for the document type.
 * The pipeline's ValidateData step and an auditor's reproduction both use it, so a reproduced
 * result is what the pipeline would store today. It is also where the dollars a structurer read
 * become the integer cents that are stored (Decision 13): the one conversion.
 */
export function checkedExtraction(
  documentType: DocumentType,
  structured: Pick<StructurerResult, 'data' | 'confidence' | 'fieldConfidence'>,
): { ok: true; data: ExtractedDataByType[DocumentType]; cutFields: string[] } | { ok: false; error: string } {
  const candidate =
    typeof structured.data === 'object' && structured.data !== null
      ? { confidence: structured.confidence, fieldConfidence: structured.fieldConfidence, ...(structured.data as Record<string, unknown>) }
      : structured.data;
  const { data: clamped, cutFields } = clampExtractedData(documentType, candidate);
  const checked = validateExtractedDataInCents(documentType, clamped);
  return checked.ok ? { ok: true, data: checked.data, cutFields } : { ok: false, error: checked.error };
}
