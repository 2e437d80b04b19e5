import { isoDateSchema, isSafeUserId, LETTER_KINDS, type Letter } from '@fairbill/shared';
import * as z from 'zod';

// A letter as stored in the user's partition (SK `LETTER#<letterId>`, adapters/dynamodb/keys.ts).
// `sent_on` and `follow_up_on` are absent until set: the reminders read them (and `ledger_id`,
// `member_id`) with a Query of `begins_with(SK, 'LETTER#')`, so these names are a contract.

export const letterRecordSchema = z.object({
  id: z.string().min(1),
  user_id: z.string().min(1),
  /** The visit's id (its first document's, from GET /api/ledgers) when the letter was written. */
  ledger_id: z.string().min(1),
  member_id: z.string().min(1),
  kind: z.enum(LETTER_KINDS),
  /** The four parts as the person last edited them; the PDF is made from exactly these. */
  sender: z.string(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The date printed on the letter. */
  letter_date: isoDateSchema,
  /** The PDF in the artifacts bucket (letterPdfKey). */
  pdf_key: z.string().min(1),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  sent_on: isoDateSchema.optional(),
  follow_up_on: isoDateSchema.optional(),
});
export type LetterRecord = z.infer<typeof letterRecordSchema>;

export function toLetterView(record: LetterRecord): Letter {
  return {
    id: record.id,
    ledgerId: record.ledger_id,
    memberId: record.member_id,
    kind: record.kind,
    sender: record.sender,
    recipient: record.recipient,
    subject: record.subject,
    text: record.text,
    letterDate: record.letter_date,
    createdAt: record.created_at,
    sentOn: record.sent_on ?? null,
    followUpOn: record.follow_up_on ?? null,
  };
}

/**
 * A letter's PDF beside the pipeline's artifacts, under the user's own prefix:
 * `<userId>/letters/<letterId>.pdf`. No document id is 'letters' (they are ULIDs), so no document's
 * artifact key (`<userId>/<documentId>/<runId>/<name>.json`) can take this shape.
 */
export function letterPdfKey(userId: string, letterId: string): string {
  if (!isSafeUserId(userId) || !/^[A-Za-z0-9_-]{1,64}$/.test(letterId)) throw new Error('Invalid id for a letter key');
  return `${userId}/letters/${letterId}.pdf`;
}

const LETTER_PDF_KEY = /^([A-Za-z0-9][A-Za-z0-9_-]{0,127})\/letters\/([A-Za-z0-9_-]{1,64})\.pdf$/;

/** The letter a PDF key belongs to; null for any other object of the bucket. */
export function letterPdfOwner(key: string): { userId: string; letterId: string } | null {
  const match = LETTER_PDF_KEY.exec(key);
  return match?.[1] && match[2] ? { userId: match[1], letterId: match[2] } : null;
}

/** The name the PDF downloads as: 'letter-2025-03-20-billing-dispute.pdf' (no personal data). */
export const letterFileName = (record: Pick<LetterRecord, 'letter_date' | 'kind'>): string => `letter-${record.letter_date}-${record.kind.replace(/_/g, '-')}.pdf`;
