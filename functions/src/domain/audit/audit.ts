import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  AUDIT_EXPORT_LIMIT,
  validateUpload,
  type AuditAction,
  type AuditExportQuery,
  type AuditRecord,
  type AuditSearchQuery,
  type AuditSearchResponse,
  type AuditSummary,
  type Integrity,
  type Reproduction,
} from '@fairbill/shared';
import type { UseCaseDeps } from '../deps';
import { csvTable } from '../csv';
import { downloadDocument } from '../documents/documents';
import { DocumentReadError, InvalidCursorError, NotFoundError, UnprocessableError, ValidationError } from '../errors';
import type { DocumentRecord } from '../documents/document-record';
import { visitLinkChangeOf } from '../documents/visit-link';
import type { DocumentRevision } from '../ports';
import { checkedExtraction } from '../reading/checked-extraction';
import type { DocumentReader, DocumentStructurer } from '../reading/ports';
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

/** The search's days: the last year unless told, at most five years, never backwards. */
function searchRange(deps: AuditDeps, query: { from?: string | undefined; to?: string | undefined }): { from: string; to: string } {
  const to = query.to ?? deps.now().toISOString().slice(0, 10);
  const from = query.from ?? new Date(Date.parse(to) - DEFAULT_RANGE_DAYS * DAY_MS).toISOString().slice(0, 10);
  if (from > to) throw new ValidationError('from: must not be after to', 'invalid_range');
  if (Date.parse(to) - Date.parse(from) > MAX_RANGE_DAYS * DAY_MS) throw new ValidationError('The date range can cover at most five years.', 'range_too_long');
  return { from, to };
}

export async function searchAuditRecords(deps: AuditDeps, auditor: Auditor, query: AuditSearchQuery): Promise<AuditSearchResponse> {
  const range = searchRange(deps, query);
  await logAccess(deps, auditor, 'search', null);
  try {
    return await deps.auditIndex.search({ ...query, ...range, cursor: query.cursor ?? null });
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

type FieldChange = AuditRecord['revisions'][number]['changes'][number];

/** Every field of the data that changed between two revisions, old -> new. */
function changesOf(previous: Record<string, unknown> | null, next: Record<string, unknown> | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(previous ?? {}), ...Object.keys(next ?? {})])];
  return fields.filter((field) => !isDeepStrictEqual(previous?.[field], next?.[field])).map((field) => ({ field, before: previous?.[field] ?? null, after: next?.[field] ?? null }));
}

/**
 * Every field a revision changed against the one before it (`previous`, none for the first), old ->
 * new, by field name: the data's fields, and a payment's link to a visit (issue 14: `visitLink`,
 * each side a VisitLinkState), which its revision keeps in its audit, not in the data.
 */
export function revisionChanges(previous: DocumentRevision | undefined, revision: DocumentRevision): FieldChange[] {
  const link = visitLinkChangeOf(revision);
  // A link keeps the data as it stood (revisionOf): with no revision before it to compare, it changed none of it.
  const before = previous ? previous.ai_extracted_data : link ? revision.ai_extracted_data : null;
  const changes = changesOf(before, revision.ai_extracted_data);
  if (link) changes.push({ field: 'visitLink', before: link.before, after: link.after });
  return changes.sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
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
      changes: revisionChanges(revisions[index - 1], revision),
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

/** The columns of an export, in order: the list's fields, never a name or an extracted value. */
const EXPORT_COLUMNS = ['documentId', 'user', 'documentType', 'status', 'engine', 'modelId', 'promptVersion', 'reader', 'confidence', 'corrected', 'failedChecks', 'extractedAt'] as const satisfies readonly (keyof AuditSummary)[];

/** Every result the filters match (up to AUDIT_EXPORT_LIMIT), as CSV or JSON Lines for offline review. */
export async function exportAuditRecords(deps: AuditDeps, auditor: Auditor, query: AuditExportQuery): Promise<{ body: string; contentType: string; fileName: string }> {
  const range = searchRange(deps, query);
  await logAccess(deps, auditor, 'export', null);
  const { format, ...filters } = query;
  const rows: AuditSummary[] = [];
  let cursor: string | null = null;
  do {
    const page = await deps.auditIndex.search({ ...filters, ...range, cursor, limit: 100 });
    rows.push(...page.items);
    cursor = page.nextCursor;
    if (rows.length > AUDIT_EXPORT_LIMIT) {
      throw new UnprocessableError(`More than ${AUDIT_EXPORT_LIMIT.toLocaleString('en-US')} results match: narrow the filters to export them.`, 'export_too_large');
    }
  } while (cursor);
  const fileName = `fairbill-audit-${range.from}-to-${range.to}.${format}`;
  if (format === 'jsonl') return { body: rows.map((row) => JSON.stringify(row)).join('\n') + (rows.length > 0 ? '\n' : ''), contentType: 'application/x-ndjson; charset=utf-8', fileName };
  return { body: csvTable(EXPORT_COLUMNS, rows), contentType: 'text/csv; charset=utf-8', fileName };
}

export type ReproduceDeps = AuditDeps & { reader: DocumentReader; structurer: DocumentStructurer };

/** The stored original through the current engine, checked as the pipeline checks; nothing is written. */
async function readAgain(deps: ReproduceDeps, doc: DocumentRecord, bytes: Uint8Array): Promise<{ engine: Reproduction['reproduced']; data: Record<string, unknown> | null }> {
  const engine: Pick<Reproduction['reproduced'], 'reader' | 'modelId' | 'promptVersion'> = { reader: null, modelId: null, promptVersion: null };
  const failed = (error: string, names: Partial<typeof engine> = {}) => ({ engine: { ...engine, ...names, status: 'failed' as const, error }, data: null });
  const upload = validateUpload({ fileName: doc.file_name ?? doc.file_path ?? '', fileSize: bytes.byteLength, bytes });
  if (!upload.ok) return failed(upload.message);
  try {
    const reading = await deps.reader.read({ bytes, contentType: upload.contentType, documentType: doc.document_type });
    const structured = await deps.structurer.structure({ reading, documentType: doc.document_type, ...(deps.structurer.usesOriginal ? { original: bytes } : {}) });
    const names = { reader: reading.engine, modelId: structured.modelId, promptVersion: structured.promptVersion };
    const checked = checkedExtraction(doc.document_type, structured);
    if (!checked.ok) return failed(checked.error, names);
    return { engine: { ...names, status: 'completed', error: null }, data: checked.data as Record<string, unknown> };
  } catch (error) {
    if (error instanceof DocumentReadError) return failed(error.message);
    throw error;
  }
}

export async function reproduceAuditRecord(deps: ReproduceDeps, auditor: Auditor, documentId: string): Promise<Reproduction> {
  const { record: doc, summary } = await auditedRecord(deps, documentId);
  await logAccess(deps, auditor, 'reproduce', documentId);
  const missing = () => new UnprocessableError('The stored original is missing: there is nothing to read again.', 'original_missing');
  if (!doc.storage_bucket || !doc.file_path) throw missing();
  const object = await deps.storage.getObject(doc.storage_bucket, doc.file_path).catch(() => null);
  if (!object) throw missing();
  const { engine, data } = await readAgain(deps, doc, object.bytes);
  const stored = doc.ai_extracted_data ?? {};
  const reproduced = data ?? {};
  // Per-field confidences are the engine's working, not the result: left out of the comparison.
  const names = [...new Set([...Object.keys(stored), ...Object.keys(reproduced)])].filter((field) => field !== 'fieldConfidence').sort();
  const fields = names.map((field) => {
    const [before, after] = [stored[field] ?? null, reproduced[field] ?? null];
    return { field, stored: before, reproduced: after, same: isDeepStrictEqual(before, after) };
  });
  return {
    documentId,
    stored: { reader: summary.reader, modelId: summary.modelId, promptVersion: summary.promptVersion, status: summary.status },
    reproduced: engine,
    fields,
    identical: data !== null && fields.every((field) => field.same),
  };
}
