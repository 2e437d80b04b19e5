import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { AuditAction, AuditRecord, AuditSearchQuery, AuditSearchResponse, Integrity } from '@fairbill/shared';
import type { UseCaseDeps } from '../deps';
import { downloadDocument } from '../documents/documents';
import { InvalidCursorError, NotFoundError, ValidationError } from '../errors';
import type { DocumentRevision } from '../ports';
import { auditSummaryOf } from './audit-summary';
import type { AccessLog, AuditIndex } from './ports';

// The auditors' use cases (issue 13): read-only, across all users, and every one of them written
// to the access log before it answers, so no auditor reads anything the log does not show.

export type AuditDeps = Pick<UseCaseDeps, 'documents' | 'storage' | 'artifacts' | 'now'> & { auditIndex: AuditIndex; accessLog: AccessLog };

/** Who is auditing: their e-mail where the token has one, else their user id. */
export type Auditor = { userId: string; email: string | null };

const DAY_MS = 86_400_000;
/** A search looks back a year unless told otherwise, and at most five years at once. */
const DEFAULT_RANGE_DAYS = 365;
const MAX_RANGE_DAYS = 5 * 366;

const recordNotFound = () => new NotFoundError('No extraction result has this id.', 'audit_record_not_found');

async function logAccess(deps: AuditDeps, auditor: Auditor, action: AuditAction, documentId: string | null): Promise<void> {
  await deps.accessLog.append({ at: deps.now().toISOString(), auditor: auditor.email ?? auditor.userId, action, documentId });
}

export async function searchAuditRecords(deps: AuditDeps, auditor: Auditor, query: AuditSearchQuery): Promise<AuditSearchResponse> {
  const to = query.to ?? deps.now().toISOString().slice(0, 10);
  const from = query.from ?? new Date(Date.parse(to) - DEFAULT_RANGE_DAYS * DAY_MS).toISOString().slice(0, 10);
  if (from > to) throw new ValidationError('from: must not be after to', 'invalid_range');
  if (Date.parse(to) - Date.parse(from) > MAX_RANGE_DAYS * DAY_MS) throw new ValidationError('The date range can cover at most five years.', 'range_too_long');
  await logAccess(deps, auditor, 'search', null);
  try {
    return await deps.auditIndex.search({ ...query, from, to, cursor: query.cursor ?? null });
  } catch (error) {
    if (error instanceof InvalidCursorError) throw new ValidationError('The cursor is not valid. Start the search again.', 'invalid_cursor');
    throw error;
  }
}

async function auditedRecord(deps: AuditDeps, documentId: string) {
  const owner = await deps.auditIndex.ownerOf(documentId);
  const record = owner ? await deps.documents.get(owner, documentId) : null;
  const summary = record ? auditSummaryOf(record) : null;
  if (!record || !summary) throw recordNotFound();
  return { record, summary };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The stored original hashed now, against the hash the pipeline recorded when it read it. */
async function checkIntegrity(deps: AuditDeps, object: { bucket: string | null; key: string | null }, recordedSha256: string | null): Promise<Integrity> {
  const checkedAt = deps.now().toISOString();
  if (!object.bucket || !object.key) return { state: 'missing', recordedSha256, currentSha256: null, checkedAt };
  let currentSha256: string;
  try {
    currentSha256 = sha256((await deps.storage.getObject(object.bucket, object.key)).bytes);
  } catch {
    return { state: 'missing', recordedSha256, currentSha256: null, checkedAt };
  }
  if (!recordedSha256) return { state: 'not_recorded', recordedSha256, currentSha256, checkedAt };
  return { state: currentSha256 === recordedSha256 ? 'intact' : 'changed', recordedSha256, currentSha256, checkedAt };
}

/** Every field a revision changed against the one before it, old -> new. */
function changesOf(previous: Record<string, unknown> | null, next: Record<string, unknown> | null) {
  const fields = [...new Set([...Object.keys(previous ?? {}), ...Object.keys(next ?? {})])].sort();
  return fields.filter((field) => !isDeepStrictEqual(previous?.[field], next?.[field])).map((field) => ({ field, before: previous?.[field] ?? null, after: next?.[field] ?? null }));
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

async function artifact(deps: AuditDeps, key: string | null): Promise<unknown> {
  if (!key) return null;
  return deps.artifacts.getJson(key).catch(() => null);
}

export async function openAuditRecord(deps: AuditDeps, auditor: Auditor, documentId: string): Promise<AuditRecord> {
  const { record: doc, summary } = await auditedRecord(deps, documentId);
  await logAccess(deps, auditor, 'view', documentId);
  const revisions: DocumentRevision[] = [...(await deps.documents.listRevisions(doc.user_id, documentId))].sort((a, b) => a.revision - b.revision);
  const extraction = revisions.filter((revision) => revision.source === 'extraction').at(-1);
  const audit = record(extraction?.audit);
  const keys = record(audit.artifacts);
  const readingKey = text(keys.reading);
  const [integrity, reading, structured] = await Promise.all([
    checkIntegrity(deps, { bucket: doc.storage_bucket, key: doc.file_path }, text(audit.inputSha256)),
    artifact(deps, readingKey),
    artifact(deps, text(keys.structured)),
  ]);
  const { userId: _owner, ...listed } = summary;
  const data = doc.ai_extracted_data;
  return {
    summary: listed,
    userId: doc.user_id,
    fileName: doc.file_name,
    contentType: doc.content_type,
    fileSize: doc.file_size,
    failureReason: doc.failure_reason,
    integrity,
    fields: data,
    fieldConfidence: Object.fromEntries(Object.entries(record(data?.fieldConfidence)).filter((entry): entry is [string, number] => typeof entry[1] === 'number')),
    analysis: doc.ai_analysis,
    reading,
    structurerRaw: text(record(structured).raw),
    timings: Object.fromEntries(Object.entries(record(audit.timings)).filter((entry): entry is [string, number] => typeof entry[1] === 'number')),
    // Artifact keys are `<user>/<document>/<run>/<name>.json`.
    runId: readingKey?.split('/')[2] ?? null,
    revisions: revisions.map((revision, index) => ({
      revision: revision.revision,
      source: revision.source,
      createdAt: revision.created_at,
      changes: changesOf(revisions[index - 1]?.ai_extracted_data ?? null, revision.ai_extracted_data),
      audit: revision.audit,
    })),
  };
}

export async function downloadAuditRecord(deps: AuditDeps, auditor: Auditor, documentId: string) {
  const { record: doc } = await auditedRecord(deps, documentId);
  await logAccess(deps, auditor, 'download', documentId);
  return downloadDocument(deps, doc.user_id, documentId);
}

export async function readAccessLog(deps: AuditDeps, auditor: Auditor, limit: number) {
  await logAccess(deps, auditor, 'read-log', null);
  return deps.accessLog.read(limit);
}
