import { createHash } from 'node:crypto';
import {
  aiMessages,
  extractionFailureUpdate,
  isStorageKeyOwnedBy,
  parseStorageKey,
  validateStoredExtractedData,
  validateUpload,
} from '@fairbill/shared';
import type { DocumentType } from '@fairbill/shared';
import { ulid } from 'ulid';
import * as z from 'zod';
import { artifactKey } from '../documents/artifacts';
import type { DocumentRecord } from '../documents/document-record';
import { nextVersion } from '../documents/document-record';
import { mutateDocument } from '../documents/mutate-document';
import { runChecks } from '../documents/checks';
import { recordExtraction } from '../documents/record-extraction';
import type { ArtifactStore, DocumentRepository, DocumentStorage } from '../ports';
import type { DocumentReader, DocumentStructurer } from '../reading/ports';
import { checkedExtraction } from '../reading/checked-extraction';
import { engineOf, readerOutputSchema } from '../reading/ports';
import type { AnalyzedState, FailedState, ReadState, ResolveOutput, StructuredState, ValidatedState } from './state';
import { analyzedStateSchema, failedStateSchema, objectCreatedEventSchema, readStateSchema, resolvedStateSchema, structuredStateSchema, validatedStateSchema } from './state';
import { ExtractionValidationError, UploadRejectedError, userReadableErrorNames } from '../errors';

export type PipelineLog = { info(message: string, attributes?: Record<string, unknown>): void; warn(message: string, attributes?: Record<string, unknown>): void };

export type PipelineDeps = {
  documents: DocumentRepository;
  storage: DocumentStorage;
  artifacts: ArtifactStore;
  now: () => Date;
  log: PipelineLog;
};

const elapsedSince = (start: number) => Math.round(performance.now() - start);

/** Moves the record to a pipeline stage, unless the run no longer owns it. */
async function enterStage(deps: PipelineDeps, state: { userId: string; documentId: string; objectVersion: string }, stage: 'reading' | 'extracting' | 'checking') {
  await mutateDocument(deps.documents, state.userId, state.documentId, (current) =>
    current.extraction_status === 'processing' && current.object_version === state.objectVersion
      ? { after: nextVersion(current, { pipeline_stage: stage }, deps.now()) }
      : { skip: true },
  );
}

/**
 * How long a new record may take to show in the storage-key index, which is eventually consistent
 * (in practice well under a second). An object without a record that is younger than this may
 * belong to a record just written: it is left for sweepOrphanObjects, which waits longer.
 */
export const indexLagMarginMs = 60_000;

/**
 * A record is written before its upload URL exists, so an object without one was uploaded after
 * its document was deleted (the URL outlives the record): it is deleted, as a document's file is.
 */
async function deleteOrphanUpload(deps: PipelineDeps, bucket: string, candidates: readonly string[]): Promise<boolean> {
  let deleted = false;
  for (const key of candidates) {
    const createdAt = parseStorageKey(key)?.timestamp;
    if (createdAt === undefined || deps.now().getTime() - createdAt < indexLagMarginMs) continue;
    await deps.storage.deleteObject(bucket, key);
    deleted = true;
  }
  return deleted;
}

/** S3 object -> its record. Versions already extracted are skipped; an object whose record is gone is deleted. */
export async function resolveDocument(input: unknown, deps: PipelineDeps): Promise<ResolveOutput> {
  const event = objectCreatedEventSchema.parse(input);
  const { bucket, object } = event.detail;
  const objectVersion = object['version-id'] ?? object.etag ?? object.sequencer ?? 'unversioned';
  // Our keys never need URL-decoding; a notification that encoded one anyway is decoded once.
  const candidates = object.key.includes('%') || object.key.includes('+')
    ? [object.key, decodeURIComponent(object.key.replace(/\+/g, ' '))]
    : [object.key];
  let found: DocumentRecord | null = null;
  let key = object.key;
  for (const candidate of candidates) {
    found = await deps.documents.findByStorageKey(bucket.name, candidate);
    if (found) {
      key = candidate;
      break;
    }
  }
  if (!found) {
    const deleted = await deleteOrphanUpload(deps, bucket.name, candidates);
    deps.log.warn(deleted ? 'object without a record, deleted' : 'object without a record, skipped', { bucket: bucket.name });
    return { skip: true, reason: 'no-record' };
  }
  if (!isStorageKeyOwnedBy(key, found.user_id)) {
    deps.log.warn('object outside its owner prefix, skipped', { documentId: found.id });
    return { skip: true, reason: 'not-owned' };
  }

  // The same object version again (a duplicate event) does no work twice, whatever its outcome was.
  const duplicateOf = (current: DocumentRecord) => {
    if (current.object_version !== objectVersion) return null;
    if (current.extraction_status === 'completed') return 'already-extracted' as const;
    if (current.extraction_status === 'failed') return 'already-failed' as const;
    if (current.extraction_status === 'processing') return 'in-progress' as const;
    return null;
  };
  // Listed on the record before any artifact is written, so deleting the document finds them all.
  const runId = ulid();
  const claimed = await mutateDocument(deps.documents, found.user_id, found.id, (current) =>
    duplicateOf(current)
      ? { skip: true }
      : {
          after: nextVersion(
            current,
            {
              extraction_status: 'processing',
              pipeline_stage: 'uploaded',
              failure_reason: null,
              object_version: objectVersion,
              artifact_runs: [...current.artifact_runs, runId],
              // A new run, even over one still in flight: the stale sweep times it from here.
              processing_started_at: deps.now().toISOString(),
            },
            deps.now(),
          ),
        },
  );
  if (!claimed) {
    const latest = await deps.documents.get(found.user_id, found.id);
    // Deleted since the index showed it: the object is an orphan like any other.
    if (!latest) await deleteOrphanUpload(deps, bucket.name, [key]);
    const reason = latest ? (duplicateOf(latest) ?? 'in-progress') : 'no-record';
    deps.log.info('duplicate event, skipped', { documentId: found.id, reason });
    return { skip: true, reason };
  }
  deps.log.info('document resolved', { documentId: claimed.id, userId: claimed.user_id });
  return {
    skip: false,
    userId: claimed.user_id,
    documentId: claimed.id,
    documentType: claimed.document_type,
    bucket: bucket.name,
    key,
    objectVersion,
    runId,
    startedAt: deps.now().toISOString(),
    timings: {},
  };
}

/** Reads the file (stage 'reading'); the reader output is kept in the artifacts bucket. */
export async function readDocument(input: unknown, deps: PipelineDeps & { reader: DocumentReader }): Promise<ReadState> {
  const state = resolvedStateSchema.parse(input);
  const start = performance.now();
  await enterStage(deps, state, 'reading');
  const { bytes } = await deps.storage.getObject(state.bucket, state.key);
  // Decision 10: the content decides, whatever the name or the declared type said.
  const record = await deps.documents.get(state.userId, state.documentId);
  const check = validateUpload({ fileName: record?.file_name ?? state.key, fileSize: bytes.byteLength, bytes });
  if (!check.ok) throw new UploadRejectedError(check.message);
  const inputSha256 = createHash('sha256').update(bytes).digest('hex');
  const reading = await deps.reader.read({ bytes, contentType: check.contentType, documentType: state.documentType });
  const readingKey = artifactKey(state, 'reading');
  await deps.artifacts.putJson(readingKey, reading);
  return { ...state, contentType: check.contentType, inputSha256, readingKey, readerEngine: reading.engine, timings: { ...state.timings, read: elapsedSince(start) } };
}

const structuredArtifactSchema = z.object({
  data: z.unknown(),
  confidence: z.number(),
  fieldConfidence: z.record(z.string(), z.number()),
  raw: z.string(),
  modelId: z.string(),
  promptVersion: z.string(),
});

/** The validated artifact (amounts in cents), parsed again by the spec's rules on its way back in. */
async function validatedArtifact(deps: PipelineDeps, state: ValidatedState) {
  const validated = validateStoredExtractedData(state.documentType, await deps.artifacts.getJson(state.validatedKey));
  if (!validated.ok) throw new ExtractionValidationError(validated.error);
  return validated.data;
}

/** Reader output -> candidate data with confidences (stage 'extracting'). */
export async function structureData(input: unknown, deps: PipelineDeps & { structurer: DocumentStructurer }): Promise<StructuredState> {
  const state = readStateSchema.parse(input);
  const start = performance.now();
  await enterStage(deps, state, 'extracting');
  const reading = readerOutputSchema.parse(await deps.artifacts.getJson(state.readingKey));
  // Vision models look at the page itself (an image, or the PDF): fetch it only for them.
  const original = deps.structurer.usesOriginal ? (await deps.storage.getObject(state.bucket, state.key)).bytes : undefined;
  const result = await deps.structurer.structure({ reading, documentType: state.documentType, ...(original ? { original } : {}) });
  const structuredKey = artifactKey(state, 'structured');
  await deps.artifacts.putJson(structuredKey, structuredArtifactSchema.parse(result));
  return { ...state, structuredKey, timings: { ...state.timings, structure: elapsedSince(start) } };
}

/** The spec's rules for the document type (shared validateExtractedData); what is kept has its amounts in cents (checkedExtraction). */
export async function validateData(input: unknown, deps: PipelineDeps): Promise<ValidatedState> {
  const state = structuredStateSchema.parse(input);
  const start = performance.now();
  const structured = structuredArtifactSchema.parse(await deps.artifacts.getJson(state.structuredKey));
  // A document can say anything: texts and lists are cut to the bounds (and flagged) before the
  // checks, so what is stored fits one DynamoDB item; amounts and dates out of range fail the check.
  const checked = checkedExtraction(state.documentType, structured);
  if (!checked.ok) throw new ExtractionValidationError(checked.error);
  if (checked.cutFields.length > 0) deps.log.warn('extracted data cut to its bounds', { documentId: state.documentId, fields: checked.cutFields });
  const validatedKey = artifactKey(state, 'validated');
  await deps.artifacts.putJson(validatedKey, checked.data);
  return { ...state, validatedKey, timings: { ...state.timings, validate: elapsedSince(start) } };
}

/** Bill analysis and matching both ways (stage 'checking'). */
export async function analyzeDocument(input: unknown, deps: PipelineDeps): Promise<AnalyzedState> {
  const state = validatedStateSchema.parse(input);
  const start = performance.now();
  await enterStage(deps, state, 'checking');
  const record = await deps.documents.get(state.userId, state.documentId);
  if (!record) throw new Error('Document not found');
  const { checks } = await runChecks(deps.documents, record, await validatedArtifact(deps, state));
  const analysisKey = artifactKey(state, 'analysis');
  await deps.artifacts.putJson(analysisKey, checks);
  return { ...state, analysisKey, timings: { ...state.timings, analyze: elapsedSince(start) } };
}

/** Spec section 7 "Values written back", the audit revision and the re-matched bills, in one transaction. */
export async function persistResults(
  input: unknown,
  deps: PipelineDeps,
): Promise<{ documentId: string; status: 'completed' | 'skipped'; requiresManualReview: boolean }> {
  const state = analyzedStateSchema.parse(input);
  const start = performance.now();
  const validated = await validatedArtifact(deps, state);
  const structured = structuredArtifactSchema.parse(await deps.artifacts.getJson(state.structuredKey));

  const written = await mutateDocument(deps.documents, state.userId, state.documentId, async (current) => {
    // A duplicate or superseded run writes nothing.
    if (current.extraction_status !== 'processing' || current.object_version !== state.objectVersion) return { skip: true };
    // The checks run again on what is stored now: a counterpart (the EOB of this bill, say) may have
    // finished since the analysis step. The audit keeps what is written.
    const now = deps.now();
    const timings = { ...state.timings, persist: elapsedSince(start), total: now.getTime() - Date.parse(state.startedAt) };
    const recorded = await recordExtraction(deps.documents, current, {
      data: validated,
      source: 'extraction',
      extractedBy: { engine: engineOf(state.readerEngine, structured.modelId), reader: state.readerEngine, model_id: structured.modelId, prompt_version: structured.promptVersion },
      now,
      audit: {
        modelId: structured.modelId,
        promptVersion: structured.promptVersion,
        reader: state.readerEngine,
        inputSha256: state.inputSha256,
        objectVersion: state.objectVersion,
        contentType: state.contentType,
        artifacts: { reading: state.readingKey, structured: state.structuredKey, validated: state.validatedKey, analysis: state.analysisKey },
        timings,
      },
    });
    await deps.artifacts.putJson(state.analysisKey, recorded.checks);
    return { after: recorded.after, related: recorded.related, unchanged: recorded.inFlight, revisions: [recorded.revision] };
  });
  deps.log.info('results persisted', { documentId: state.documentId, status: written ? 'completed' : 'skipped', timings: state.timings });
  return { documentId: state.documentId, status: written ? 'completed' : 'skipped', requiresManualReview: written?.requires_manual_review ?? false };
}

const processingFailed: Record<DocumentType, string> = {
  medical_bill: aiMessages.billFailedFallback,
  insurance_payment: aiMessages.eobFailedFallback,
  user_payment: aiMessages.receiptFailedFallback,
};
const imageExtractionFailed: Record<DocumentType, string> = {
  medical_bill: aiMessages.billExtractFailed,
  insurance_payment: aiMessages.eobExtractFailed,
  user_payment: aiMessages.receiptExtractFailed,
};

/**
 * The user-readable reason of a failure: our own messages as they are, anything else the spec's
 * fallback for the document type ('Failed to extract ... data from image' for a photo or scan).
 */
export function failureReason(documentType: DocumentType, error: { Error?: string; Cause?: string } | undefined, contentType: string | null): string {
  const fallback = contentType?.startsWith('image/') ? imageExtractionFailed[documentType] : processingFailed[documentType];
  if (!error?.Cause) return fallback;
  let name = error.Error;
  let message: string = error.Cause;
  try {
    // A Lambda task's Cause is its error as JSON: { errorType, errorMessage, ... }.
    const parsed = z.object({ errorType: z.string().optional(), errorMessage: z.string() }).parse(JSON.parse(error.Cause));
    name = parsed.errorType ?? name;
    message = parsed.errorMessage;
  } catch {
    // A plain-text Cause (the local runner) is the message itself.
  }
  return name && userReadableErrorNames.has(name) && message.trim() !== '' ? message : fallback;
}

/** Any failure: 'failed', flagged for manual review, with a reason the user can read. */
export async function markFailed(input: unknown, deps: PipelineDeps): Promise<{ documentId: string | null; status: 'failed' | 'skipped' }> {
  const state: FailedState = failedStateSchema.parse(input);
  let userId = state.userId;
  let documentId = state.documentId;
  if ((!userId || !documentId) && state.detail) {
    // Resolving failed: find the record from the event itself.
    const found = await deps.documents.findByStorageKey(state.detail.bucket.name, state.detail.object.key);
    userId = found?.user_id;
    documentId = found?.id;
  }
  if (!userId || !documentId) {
    deps.log.warn('failure without a document');
    return { documentId: null, status: 'skipped' };
  }
  const error = state.error ?? (state.Error || state.Cause ? { Error: state.Error, Cause: state.Cause } : undefined);
  const written = await mutateDocument(deps.documents, userId, documentId, (current) =>
    current.extraction_status === 'completed'
      ? { skip: true }
      : { after: nextVersion(current, { ...extractionFailureUpdate(failureReason(current.document_type, error, current.content_type)), extracted_at: deps.now().toISOString() }, deps.now()) },
  );
  deps.log.warn('document failed', { documentId, errorName: error?.Error ?? null });
  return { documentId, status: written ? 'failed' : 'skipped' };
}

