import { createHash } from 'node:crypto';
import { failedReadingChecks, type AuditStatus, type AuditSummary } from '@fairbill/shared';
import type { DocumentRecord } from '../documents/document-record';

/**
 * A stable pseudonym of a user for audit lists: the same user always gets the same one, and it
 * names no one. The auditor learns who it is only by opening a record.
 */
export const userPseudonym = (userId: string): string => `u_${createHash('sha256').update(`fairbill-user:${userId}`).digest('hex').slice(0, 12)}`;

function auditStatus(record: DocumentRecord): AuditStatus | null {
  if (record.extraction_status === 'failed') return 'failed';
  if (record.extraction_status !== 'completed') return null;
  return record.requires_manual_review ? 'manual_review' : 'completed';
}

/**
 * What the audit index keeps of a document, or null while it has no extraction result (pending,
 * processing, or a payment recorded by hand). Derived from the record alone, so the index item is
 * written in the same transaction as the record and cannot disagree with it.
 */
export function auditSummaryOf(record: DocumentRecord): (AuditSummary & { userId: string }) | null {
  const status = auditStatus(record);
  if (!status || record.file_path === null) return null;
  const data = record.ai_extracted_data;
  return {
    documentId: record.id,
    userId: record.user_id,
    user: userPseudonym(record.user_id),
    documentType: record.document_type,
    status,
    engine: record.extracted_by?.engine ?? null,
    modelId: record.extracted_by?.model_id ?? null,
    promptVersion: record.extracted_by?.prompt_version ?? null,
    reader: record.extracted_by?.reader ?? null,
    confidence: record.ai_confidence,
    corrected: record.corrected_at !== null,
    failedChecks: data && status !== 'failed' ? failedReadingChecks(record.document_type, data).map((check) => check.id) : [],
    // Records finished before the index existed carry no extracted_at: their last write stands in.
    extractedAt: record.extracted_at ?? record.updated_at,
  };
}
