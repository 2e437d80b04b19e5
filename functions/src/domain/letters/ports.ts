import type { IdempotencyKey } from '../ports';
import type { LetterRecord } from './letter-record';

/** Port: the letters in the user's partition of the app table. */
export interface LetterRepository {
  /** Stores a new letter (with its idempotency key, in one transaction). Throws IdempotentReplayError for a key used before. */
  create(letter: LetterRecord, idempotency?: IdempotencyKey): Promise<void>;
  /** The first result of an idempotency key already used, if any. */
  replayOf(userId: string, idempotency: IdempotencyKey): Promise<{ resultId: string; fingerprint: string | null } | null>;
  get(userId: string, letterId: string): Promise<LetterRecord | null>;
  /** Newest first; one visit's or one member's when asked. */
  list(userId: string, filter?: { ledgerId?: string; memberId?: string }): Promise<LetterRecord[]>;
  /** Sets (or, with null, removes) when it was sent and when to follow up; null when there is no such letter. */
  recordSent(userId: string, letterId: string, sent: { sentOn: string | null; followUpOn: string | null; updatedAt: string }): Promise<LetterRecord | null>;
  delete(userId: string, letterId: string): Promise<void>;
}

/** Port: the letters' PDFs (the artifacts bucket; s3rver locally). */
export interface LetterFiles {
  put(key: string, pdf: Uint8Array): Promise<void>;
  /** A short-lived link that saves the PDF as `fileName`. */
  presignDownload(key: string, fileName: string): Promise<{ url: string; expiresAt: string }>;
  /** Deletes the PDF (an absent one is no error). */
  delete(key: string): Promise<void>;
}

/** What a printed letter shows, top to bottom. */
export type PrintedLetter = { sender: string; date: string; recipient: string; subject: string; text: string };

/** Port: a letter as PDF bytes (adapters/pdf/letter-pdf.ts). */
export type LetterRenderer = (letter: PrintedLetter) => Promise<Uint8Array>;
