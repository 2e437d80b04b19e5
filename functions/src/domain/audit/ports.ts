import type { AccessLogEntry, AuditAction, AuditEngine, AuditStatus, AuditSummary, DocumentType } from '@fairbill/shared';

/** A search of the audit index: a date range of extraction days (inclusive) and optional filters. */
export type AuditSearch = {
  from: string;
  to: string;
  type?: DocumentType | undefined;
  status?: AuditStatus | undefined;
  engine?: AuditEngine | undefined;
  version?: string | undefined;
  confidenceBelow?: number | undefined;
  corrected?: boolean | undefined;
  failedCheck?: boolean | undefined;
  cursor: string | null;
  limit: number;
};

/** Port: the extraction results of every user, newest first, by Query only (issue 13). */
export interface AuditIndex {
  /** Throws InvalidCursorError for a cursor that is not this index's. */
  search(query: AuditSearch): Promise<{ items: AuditSummary[]; nextCursor: string | null }>;
  /** The user a document with an extraction result belongs to; null when the index has none. */
  ownerOf(documentId: string): Promise<string | null>;
}

/** Port: the auditors' append-only access log. It has no way to change or remove an entry. */
export interface AccessLog {
  append(entry: { at: string; auditor: string; action: AuditAction; documentId: string | null }): Promise<void>;
  /** The newest entries first, and whether the whole chain of entries is unbroken. */
  read(limit: number): Promise<{ entries: AccessLogEntry[]; intact: boolean }>;
}
