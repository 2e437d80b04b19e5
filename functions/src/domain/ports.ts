import type { DocumentType, StoredFamilyMember } from '@fairbill/shared';
import type { DocumentRecord } from './documents/document-record';

/**
 * A retried create carries the same key (the `Idempotency-Key` header) and gets the first result.
 * `fingerprint`, a digest of the request, is kept with the key: the same key with another request
 * is refused rather than answered with the first result.
 */
export type IdempotencyKey = { scope: string; key: string; fingerprint?: string };

/** Who holds an idempotency key, for a request whose effects lie outside one transaction (a charge). */
export type IdempotencyClaim = {
  /** The id the first request's result has (or will have). */
  resultId: string;
  status: 'in_progress' | 'completed';
  fingerprint: string | null;
  /** When its holder claimed it (epoch ms), and the holder's own token. */
  claimedAt: number;
  token: string;
};

/**
 * Keys claimed before the work they guard, so concurrent requests with one key do that work once:
 * the first claims, the others find its claim (and wait for it, or replay its result).
 */
export interface IdempotencyStore {
  /** Claims a free key for `resultId`; else returns the claim that holds it. */
  claim(userId: string, idempotency: IdempotencyKey, claim: { resultId: string; token: string; now: Date }): Promise<{ claimed: true } | { claimed: false; existing: IdempotencyClaim }>;
  get(userId: string, idempotency: IdempotencyKey): Promise<IdempotencyClaim | null>;
  /** Takes over a claim whose holder stopped (it still holds `seen.token`); false when someone else moved first. */
  takeOver(userId: string, idempotency: IdempotencyKey, seen: IdempotencyClaim, claim: { token: string; now: Date }): Promise<boolean>;
  /** The holder's work is done: later requests with the key replay `resultId`. */
  complete(userId: string, idempotency: IdempotencyKey, token: string): Promise<void>;
  /** The holder did nothing that must not be repeated: the key is free again. */
  release(userId: string, idempotency: IdempotencyKey, token: string): Promise<void>;
}

export interface FamilyMemberRepository {
  /** The user's members, oldest first. */
  list(userId: string): Promise<StoredFamilyMember[]>;
  get(userId: string, memberId: string): Promise<StoredFamilyMember | null>;
  /** Creates the default member unless one was ever created for the user; true when it did. */
  createDefault(member: StoredFamilyMember): Promise<boolean>;
  create(member: StoredFamilyMember, idempotency?: IdempotencyKey): Promise<void>;
  /** Null when the member does not exist. */
  update(
    userId: string,
    memberId: string,
    changes: Pick<StoredFamilyMember, 'first_name' | 'last_name' | 'relationship'>,
  ): Promise<StoredFamilyMember | null>;
  /** Deletes a member that has no documents. */
  delete(userId: string, memberId: string): Promise<'deleted' | 'has-documents' | 'not-found'>;
}

/** One saved state of a document's extracted data: an extraction or a user's correction. */
export type DocumentRevision = {
  user_id: string;
  document_id: string;
  revision: number;
  source: 'extraction' | 'correction';
  ai_extracted_data: Record<string, unknown> | null;
  ai_confidence: number | null;
  ai_analysis: Record<string, unknown> | null;
  /** Extraction audit: engine, model and prompt versions, input SHA-256, step timings, artifact keys. */
  audit: Record<string, unknown> | null;
  created_at: string;
};

/** A document write: `before` null creates, `after` null deletes; both set replaces (version-checked). */
export type DocumentChange = { before: DocumentRecord | null; after: DocumentRecord | null };

export type DocumentSearch = {
  memberId: string | null;
  types: readonly DocumentType[];
  startDate: string | null;
  endDate: string | null;
  cursor: string | null;
  limit: number;
};

/** The three dashboard figures in whole cents. */
export type FiguresCents = { billed: number; insurancePaid: number; youPaid: number };

/** Totals in whole cents (Decision 3): the year's, and each month's (index 0 is January, 12 entries). */
export type TotalsCents = FiguresCents & { months: FiguresCents[] };

export interface DocumentRepository {
  get(userId: string, documentId: string): Promise<DocumentRecord | null>;
  findByStorageKey(bucket: string, key: string): Promise<DocumentRecord | null>;
  /**
   * Writes the changes, the revisions and the totals they imply in one transaction.
   * Throws StaleRecordError, MissingMemberError or IdempotentReplayError.
   */
  write(
    changes: readonly DocumentChange[],
    options?: {
      revisions?: readonly DocumentRevision[];
      idempotency?: IdempotencyKey;
      /** Records that must still be at the version read: ConditionChecks in the same transaction. */
      unchanged?: readonly DocumentRecord[];
    },
  ): Promise<void>;
  /** Newest first. Throws InvalidCursorError for a cursor that is not this search's. */
  search(userId: string, query: DocumentSearch): Promise<{ items: DocumentRecord[]; nextCursor: string | null }>;
  /** All documents of a member (optionally of one type), newest first. */
  listForMember(userId: string, memberId: string, type?: DocumentType): Promise<DocumentRecord[]>;
  listRevisions(userId: string, documentId: string): Promise<DocumentRevision[]>;
  getTotals(userId: string, year: string, memberId: string | null): Promise<TotalsCents>;
}

export type ContactMessage = {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
};

export interface ContactRepository {
  save(message: ContactMessage, idempotency?: IdempotencyKey): Promise<void>;
}

/**
 * How long a presigned upload URL stays valid: an upload can arrive this long after its record was
 * created (and after that record was deleted again).
 */
export const uploadUrlLifetimeSeconds = 15 * 60;

/** An object as a bucket listing shows it (its current version). */
export type StoredObject = { key: string; lastModified: Date };

/** File storage of uploaded documents (the two document buckets) and of pipeline artifacts. */
export interface DocumentStorage {
  /** A presigned PUT for exactly this key, content type and size, valid `uploadUrlLifetimeSeconds`. */
  presignUpload(input: { bucket: string; key: string; contentType: string; size: number }): Promise<{
    url: string;
    headers: Record<string, string>;
    expiresAt: string;
  }>;
  /** A presigned GET: `attachment` saves the file, `inline` lets the page show it (the preview). */
  presignDownload(input: { bucket: string; key: string; fileName: string | null; disposition: 'attachment' | 'inline' }): Promise<{ url: string; expiresAt: string }>;
  /** Stores a file the server made itself where an upload's presigned PUT would (the sample documents). */
  putObject(input: { bucket: string; key: string; contentType: string; bytes: Uint8Array }): Promise<void>;
  getObject(bucket: string, key: string): Promise<{ bytes: Uint8Array; contentType: string | null }>;
  /** The object's current version as a stream, one file at a time in memory at most; null when there is none. */
  readObject(bucket: string, key: string): Promise<AsyncIterable<Uint8Array> | null>;
  deleteObject(bucket: string, key: string): Promise<void>;
  /** Every object of the bucket, page by page (the orphan sweep only). */
  listObjects(bucket: string): AsyncIterable<StoredObject>;
}

/** JSON artifacts of the pipeline (reader output, structurer result, analysis), kept for audit. */
export interface ArtifactStore {
  putJson(key: string, value: unknown): Promise<void>;
  getJson(key: string): Promise<unknown>;
  /** Deletes these keys (absent ones are no error). */
  deleteKeys(keys: readonly string[]): Promise<void>;
  /** Every artifact, page by page (the orphan sweep only). */
  listObjects(): AsyncIterable<StoredObject>;
}
