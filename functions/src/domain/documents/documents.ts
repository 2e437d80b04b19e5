import {
  buildStorageKey,
  clampExtractedData,
  createStoredDocument,
  documentMessages,
  storageBucketFor,
  toSearchResult,
  validateStoredExtractedData,
  validateUpload,
} from '@fairbill/shared';
import type { CreateDocumentRequest, DocumentType, SearchResult, UploadInstruction } from '@fairbill/shared';
import { ulid } from 'ulid';
import type { UseCaseDeps } from '../deps';
import { idempotencyKeyReused, isOtherRequest, requestFingerprint } from '../idempotency';
import type { DocumentRevision, IdempotencyKey } from '../ports';
import { documentArtifactKeys } from './artifacts';
import type { DocumentRecord } from './document-record';
import { mutateDocument } from './mutate-document';
import { recordExtraction } from './record-extraction';
import { ConflictError, IdempotentReplayError, InvalidCursorError, MissingMemberError, NotFoundError, PayloadTooLargeError, StaleRecordError, UnprocessableError, UnsupportedMediaTypeError, ValidationError } from '../errors';

export const documentNotFound = () => new NotFoundError(documentMessages.notFound, 'document_not_found');

export async function getDocument(deps: Pick<UseCaseDeps, 'documents'>, userId: string, documentId: string): Promise<DocumentRecord> {
  const doc = await deps.documents.get(userId, documentId);
  if (!doc) throw documentNotFound();
  return doc;
}

/** The backend-only fields of a new record. */
export function newRecordFields(now: Date) {
  return {
    version: 1,
    revision: 0,
    object_version: null,
    match_state: null,
    matched_eob_id: null,
    artifact_runs: [] as string[],
    extracted_by: null,
    extracted_at: null,
    corrected_at: null,
    processing_started_at: null,
    updated_at: now.toISOString(),
  };
}

/**
 * A pending record and a presigned PUT for exactly its key, content type and size (at most 20 MB).
 * The key is `{sub}/{kind}-{date}-{timestamp}-{name}` (spec section 3): the caller's own prefix.
 */
export async function createDocument(
  deps: Pick<UseCaseDeps, 'documents' | 'storage' | 'now' | 'bucketNames'>,
  userId: string,
  input: CreateDocumentRequest,
  idempotency?: IdempotencyKey,
): Promise<{ document: DocumentRecord; upload: UploadInstruction }> {
  const check = validateUpload({ fileName: input.fileName, fileSize: input.fileSize });
  if (!check.ok) {
    if (check.code === 'too_large') throw new PayloadTooLargeError(check.message);
    if (check.code === 'unsupported_type') throw new UnsupportedMediaTypeError(check.message);
    throw new ValidationError(check.message, 'empty_file');
  }
  const now = deps.now();
  const id = ulid(now.getTime());
  const bucket = deps.bucketNames[storageBucketFor(input.documentType)];
  const key = buildStorageKey({ userId, documentType: input.documentType, fileName: input.fileName, now });
  const record: DocumentRecord = {
    ...createStoredDocument({
      id,
      userId,
      familyMemberId: input.familyMemberId,
      documentType: input.documentType,
      filePath: key,
      fileName: input.fileName,
      contentType: check.contentType,
      fileSize: input.fileSize,
      now,
    }),
    storage_bucket: bucket,
    ...newRecordFields(now),
  };
  let document = record;
  const requestKey = idempotency && { ...idempotency, fingerprint: requestFingerprint(input) };
  try {
    await deps.documents.write([{ before: null, after: record }], { idempotency: requestKey });
  } catch (error) {
    if (error instanceof MissingMemberError) throw new NotFoundError('Family member not found', 'member_not_found');
    if (!(error instanceof IdempotentReplayError)) throw error;
    // The same key with another file is a new upload the client mislabelled: refused, not merged.
    if (isOtherRequest(error.fingerprint, requestKey?.fingerprint)) throw idempotencyKeyReused();
    document = await getDocument(deps, userId, error.resultId);
  }
  if (!document.storage_bucket || !document.file_path || !document.content_type || document.file_size === null) {
    throw new ConflictError('This request was already used for another kind of record.', 'idempotency_conflict');
  }
  const upload = await deps.storage.presignUpload({
    bucket: document.storage_bucket,
    key: document.file_path,
    contentType: document.content_type,
    size: document.file_size,
  });
  return { document, upload: { url: upload.url, method: 'PUT', headers: upload.headers, expiresAt: upload.expiresAt } };
}

export type SearchInput = {
  types: readonly DocumentType[];
  memberId: string | null;
  startDate: string | null;
  endDate: string | null;
  cursor: string | null;
  limit: number;
};

/** Newest first, one member or the family, inclusive dates, cursor pagination. */
export async function searchDocuments(
  deps: Pick<UseCaseDeps, 'documents'>,
  userId: string,
  input: SearchInput,
): Promise<{ results: SearchResult[]; nextCursor: string | null }> {
  if (input.types.length === 0) return { results: [], nextCursor: null };
  try {
    const page = await deps.documents.search(userId, input);
    return { results: page.items.map(toSearchResult), nextCursor: page.nextCursor };
  } catch (error) {
    if (error instanceof InvalidCursorError) throw new ValidationError('The cursor is not valid. Start the search again.', 'invalid_cursor');
    throw error;
  }
}

const staleVersion = () =>
  new ConflictError('This document was changed in the meantime. Reload it and try again.', 'stale_version');

/**
 * A user's correction: stored as a new revision (the earlier ones stay), the values written back
 * again, the checks re-run (and the member's bills re-matched for an EOB), in one transaction.
 *
 * `expectedVersion` is checked against what the person saw, once. A write that lands after that
 * read (a pipeline save of this document or of a counterpart, the run claiming it for a new file)
 * does not refuse the correction: it is made again on the record as it is now, its fields over the
 * stored values, and each write is conditional on the version read, so both land as consecutive
 * revisions in the order they were written and neither overwrites the other unseen.
 */
export async function correctDocument(
  deps: Pick<UseCaseDeps, 'documents' | 'now'>,
  userId: string,
  documentId: string,
  input: { expectedVersion: number; extractedData: Record<string, unknown> },
): Promise<DocumentRecord> {
  let seen = false;
  const written = await mutateDocument(deps.documents, userId, documentId, async (current) => {
    if (!seen) {
      seen = true;
      if (current.version !== input.expectedVersion) throw staleVersion();
      if (current.extraction_status === 'pending' || current.extraction_status === 'processing') {
        throw new ConflictError('This document is still being analyzed. Try again when the analysis is done.', 'extraction_in_progress');
      }
    }
    // What an extraction stored before the bounds existed is cut like a new extraction, so the document
    // stays correctable; what the person sends is checked as it is.
    const stored = clampExtractedData(current.document_type, current.ai_extracted_data ?? {}).data as Record<string, unknown>;
    // The person has checked these values: the corrected data is no longer a guess.
    const merged = { ...stored, ...input.extractedData, confidence: 1 };
    const checked = validateStoredExtractedData(current.document_type, merged);
    if (!checked.ok) throw new UnprocessableError(checked.error, 'invalid_extracted_data');

    // No guard on counterparts still in flight: their own extraction runs the checks again when it
    // is saved.
    const { after, related, revision } = await recordExtraction(deps.documents, current, {
      data: checked.data,
      source: 'correction',
      now: deps.now(),
      audit: { previousRevision: current.revision, correctedFields: Object.keys(input.extractedData).sort() },
    });
    return { after, related, revisions: [revision] };
  }).catch((error: unknown) => {
    // Still losing after every retry: the person tries again, as with a version they had not seen.
    throw error instanceof StaleRecordError ? staleVersion() : error;
  });
  if (!written) throw documentNotFound();
  return written;
}

/**
 * Record (with its totals and revisions), file and pipeline artifacts; false when it did not exist.
 * The objects go first, with the runs the record lists at that attempt: when a deletion fails the
 * record is still there, so a retry finds everything. (Versioning keeps what is deleted for the
 * retention period either way.) An artifact that a run still in flight writes later is an orphan
 * for sweepOrphanObjects.
 */
export async function deleteDocument(
  deps: Pick<UseCaseDeps, 'documents' | 'storage' | 'artifacts'>,
  userId: string,
  documentId: string,
): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    const current = await deps.documents.get(userId, documentId);
    if (!current) return false;
    if (current.storage_bucket && current.file_path) await deps.storage.deleteObject(current.storage_bucket, current.file_path);
    await deps.artifacts.deleteKeys(documentArtifactKeys(userId, documentId, current.artifact_runs));
    try {
      await deps.documents.write([{ before: current, after: null }]);
    } catch (error) {
      if (error instanceof StaleRecordError && attempt < 8) continue;
      throw error;
    }
    return true;
  }
}

/** Short-lived presigned GETs of the document's own file: one that saves it, one the page can show. */
export async function downloadDocument(
  deps: Pick<UseCaseDeps, 'documents' | 'storage'>,
  userId: string,
  documentId: string,
): Promise<{ url: string; previewUrl: string; expiresAt: string }> {
  const doc = await getDocument(deps, userId, documentId);
  if (!doc.storage_bucket || !doc.file_path) throw new NotFoundError('This document has no file.', 'no_file');
  const object = { bucket: doc.storage_bucket, key: doc.file_path, fileName: doc.file_name };
  const [download, preview] = await Promise.all([deps.storage.presignDownload({ ...object, disposition: 'attachment' }), deps.storage.presignDownload({ ...object, disposition: 'inline' })]);
  return { url: download.url, previewUrl: preview.url, expiresAt: download.expiresAt };
}

export async function listDocumentRevisions(
  deps: Pick<UseCaseDeps, 'documents'>,
  userId: string,
  documentId: string,
): Promise<DocumentRevision[]> {
  await getDocument(deps, userId, documentId);
  return deps.documents.listRevisions(userId, documentId);
}
