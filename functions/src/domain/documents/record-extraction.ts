import { extractionUpdate, type BillAnalysis, type DocumentType, type ExtractedDataByType } from '@fairbill/shared';
import type { DocumentChange, DocumentRepository, DocumentRevision } from '../ports';
import { rematchedBillChanges, runChecks, type ChecksResult } from './checks';
import { nextVersion, type DocumentRecord, type ExtractedBy } from './document-record';

/** The writes of one extraction, for one transaction, and the checks they rest on. */
export type RecordedExtraction = {
  after: DocumentRecord;
  /** The member's bills whose match this extraction changed. */
  related: DocumentChange[];
  revision: DocumentRevision;
  checks: ChecksResult;
  /** Counterparts still being extracted: the write must find them unchanged (see runChecks). */
  inFlight: DocumentRecord[];
};

/**
 * The one write model of a document's data, whoever produced it (the pipeline, or the person
 * correcting it): the checks run again on the data, the values are written back (spec section 7),
 * a new revision is kept beside the earlier ones, and the member's bills are re-matched. The caller
 * writes the result in one transaction, under its own guard (the pipeline's run, the person's
 * version).
 */
export async function recordExtraction(
  documents: DocumentRepository,
  current: DocumentRecord,
  input: { data: ExtractedDataByType[DocumentType]; audit: Record<string, unknown>; now: Date } & ({ source: 'extraction'; extractedBy: ExtractedBy } | { source: 'correction' }),
): Promise<RecordedExtraction> {
  const { checks, inFlight } = await runChecks(documents, current, input.data);
  const update = extractionUpdate({
    documentType: current.document_type,
    data: input.data,
    // runChecks made it with analyzeBill; its schema only reads the artifact back loosely.
    analysis: checks.analysis as BillAnalysis | null,
    existingDocumentDate: current.document_date,
  });
  const revision = current.revision + 1;
  const at = input.now.toISOString();
  const provenance = input.source === 'extraction' ? { extracted_by: input.extractedBy, extracted_at: at } : { corrected_at: at };
  // A correction that lands while a run (claimed after the person's read) is working on the document
  // leaves the run its state, so the run's own save still lands after it, as the next revision.
  const runState =
    input.source === 'correction' && current.extraction_status === 'processing'
      ? { extraction_status: current.extraction_status, pipeline_stage: current.pipeline_stage, failure_reason: current.failure_reason }
      : {};
  const after = nextVersion(current, { ...update, ...provenance, ...runState, revision, match_state: checks.matchState, matched_eob_id: checks.matchedEobId }, input.now);
  const related = await rematchedBillChanges(documents, current.user_id, checks, input.now);
  return { after, related, checks, inFlight, revision: revisionOf(after, input.source, input.audit, input.now) };
}

/**
 * The revision item of a record's new state: what it holds of the extracted data at that revision,
 * and who changed it and how (`audit`). A change that is not the data's (a payment's link to a
 * visit, issue 14) keeps the data as it is and says what changed in `audit`.
 */
export function revisionOf(after: DocumentRecord, source: DocumentRevision['source'], audit: Record<string, unknown>, now: Date): DocumentRevision {
  return {
    user_id: after.user_id,
    document_id: after.id,
    revision: after.revision,
    source,
    ai_extracted_data: after.ai_extracted_data,
    ai_confidence: after.ai_confidence,
    ai_analysis: after.ai_analysis,
    audit,
    created_at: now.toISOString(),
  };
}
