import type { DOCUMENT_BUCKETS } from '../constants';
import { utcDateOnly } from '../lib/dates';
import { documentKindByType, type DocumentKind, type DocumentType } from '../schemas/document';

/** The logical bucket (spec section 3); deployments map it to the real name via env. */
export type DocumentBucket = (typeof DOCUMENT_BUCKETS)[number];

/** Bills and receipts go to medical-documents, EOBs to insurance-documents. */
export function storageBucketFor(documentType: DocumentType): DocumentBucket {
  return documentType === 'insurance_payment' ? 'insurance-documents' : 'medical-documents';
}

const MAX_SANITIZED_NAME_LENGTH = 200;

/**
 * Letters, digits, dot and hyphen are kept; every other character becomes '_'. So a name can hold
 * no '/' and cannot climb out of the user's prefix. Long names keep their end (the extension).
 */
export function sanitizeFileName(fileName: string): string {
  const sanitized = fileName.replace(/[^A-Za-z0-9.-]/g, '_');
  if (sanitized === '') return 'file';
  return sanitized.length > MAX_SANITIZED_NAME_LENGTH ? sanitized.slice(-MAX_SANITIZED_NAME_LENGTH) : sanitized;
}

/** User ids are Cognito `sub`s (UUIDs); anything that could carry a path is refused. */
const USER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export function isSafeUserId(userId: string): boolean {
  return USER_ID_PATTERN.test(userId);
}

/** `{userId}/{kind}-{YYYY-MM-DD}-{timestamp}-{sanitized name}`; the date is the UTC day of `now`. */
export function buildStorageKey(input: { userId: string; documentType: DocumentType; fileName: string; now: Date }): string {
  const { userId, documentType, fileName, now } = input;
  if (!isSafeUserId(userId)) throw new Error('Invalid user id for a storage key');
  if (Number.isNaN(now.getTime())) throw new Error('Invalid date for a storage key');
  const kind = documentKindByType[documentType];
  return `${userId}/${kind}-${utcDateOnly(now)}-${now.getTime()}-${sanitizeFileName(fileName)}`;
}

export type ParsedStorageKey = { userId: string; kind: DocumentKind; date: string; timestamp: number; fileName: string };

const KEY_PATTERN = /^([A-Za-z0-9][A-Za-z0-9_-]{0,127})\/(bill|eob|receipt)-(\d{4}-\d{2}-\d{2})-(\d{1,16})-([A-Za-z0-9._-]+)$/;

/** The parts of a key built by buildStorageKey, or null for any other key. */
export function parseStorageKey(key: string): ParsedStorageKey | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, userId, kind, date, timestamp, fileName] = match as unknown as [string, string, DocumentKind, string, string, string];
  return { userId, kind, date, timestamp: Number(timestamp), fileName };
}

/** True when the key lies directly under this user's prefix (the pipeline checks every S3 event). */
export function isStorageKeyOwnedBy(key: string, userId: string): boolean {
  return parseStorageKey(key)?.userId === userId;
}
