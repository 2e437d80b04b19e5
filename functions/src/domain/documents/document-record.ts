import { storedDocumentSchema } from '@fairbill/shared';
import * as z from 'zod';

/** Which reader and structurer produced an extraction, and whether they were AWS's or the embedded ones. */
export const extractedBySchema = z.object({
  engine: z.enum(['local', 'aws']),
  reader: z.string(),
  model_id: z.string(),
  prompt_version: z.string(),
});
export type ExtractedBy = z.infer<typeof extractedBySchema>;

/**
 * A document as the API stores it: the spec's medical_documents row (storedDocumentSchema, with
 * file facts, pipeline stage and failure reason) plus what only the backend keeps: the bucket
 * of the file, the optimistic-lock version, the revision of the extracted data, the match state and
 * the pipeline runs whose artifacts belong to it.
 */
export const documentRecordSchema = storedDocumentSchema.extend({
  /** The bucket of the file whose key is `file_path` (the spec's field); null for a recorded payment. */
  storage_bucket: z.string().nullable(),
  version: z.number().int().positive(),
  /** Latest revision of the extracted data (0 before the first extraction). */
  revision: z.number().int().nonnegative(),
  /** The S3 object version (or ETag) the pipeline is working on or has extracted. */
  object_version: z.string().nullable(),
  /** Bills only: the match against the member's EOBs, kept up to date by the pipeline. */
  match_state: z.enum(['perfect', 'partial', 'none']).nullable(),
  matched_eob_id: z.string().nullable(),
  /** Every pipeline run that may have written artifacts (see artifacts.ts): they go with the record. */
  artifact_runs: z.array(z.string()).default([]),
  /** The engine of the last extraction that completed (the audit index, issue 13). */
  extracted_by: extractedBySchema.nullable().default(null),
  /** When the pipeline last finished with the document, completed or failed. */
  extracted_at: z.iso.datetime().nullable().default(null),
  /** When the person last corrected the extracted data. */
  corrected_at: z.iso.datetime().nullable().default(null),
  /**
   * When the pipeline run that owns the document claimed it; set only while 'processing'. The
   * stale-document sweep keys on it (the byProcessingStart index), not on `updated_at`, which every
   * stage change moves.
   */
  processing_started_at: z.iso.datetime().nullable().default(null),
  updated_at: z.iso.datetime(),
});
export type DocumentRecord = z.infer<typeof documentRecordSchema>;

/**
 * The next state of a record: same identity, one version up, stamped. Its processing start is kept
 * in one place: set on entering 'processing' (unless the change names it: a new run's claim),
 * kept while processing, cleared on leaving, so no writer can leave the index entry behind.
 */
export function nextVersion(before: DocumentRecord, changes: Partial<DocumentRecord>, now: Date): DocumentRecord {
  const next = { ...before, ...changes, version: before.version + 1, updated_at: now.toISOString() };
  const wasProcessing = before.extraction_status === 'processing' ? before.processing_started_at : null;
  next.processing_started_at = next.extraction_status === 'processing' ? (changes.processing_started_at ?? wasProcessing ?? now.toISOString()) : null;
  return next;
}
