import * as z from 'zod';
import { letterMessages } from '../messages';
import { describeCharacter, LETTER_KINDS, LETTER_LIMITS, normalizeLetterText, unprintableCharacters } from '../rules/letters';
import { boundedDateSchema } from '../schemas/bounds';
import { isoDateSchema } from '../schemas/document';
import { visitLedgerSchema } from './ledgers';

// Issue 14: letters from a visit's ledger. The ledger id is the visit's id from GET /api/ledgers;
// the server rebuilds the member's ledgers from their documents for every request that names one.
//   GET   /api/ledgers/{ledgerId}/letter-drafts   the kinds that fit and a draft of each (nothing stored)
//   POST  /api/ledgers/{ledgerId}/letters         the person's edited letter: stored, and its PDF made
//   GET   /api/ledgers/{ledgerId}/letters         the visit's letters, newest first
//   GET   /api/letters/{letterId}/download        a short-lived link to the PDF
//   PATCH /api/letters/{letterId}                 when it was sent, and when to follow up

export const letterKindSchema = z.enum(LETTER_KINDS);

const MAX_LISTED_CHARACTERS = 5;
const listed = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/**
 * One part of a letter as the person wrote it: line breaks and accents normalized (as it is stored
 * and printed), within its length, and only characters the PDF can print (the form says which not).
 */
function letterPartSchema(label: string, max: number, { required }: { required: boolean }) {
  return z
    .string()
    .max(max, letterMessages.tooLong(label, max))
    .transform(normalizeLetterText)
    .superRefine((text, context) => {
      if (required && text.trim() === '') {
        context.addIssue({ code: 'custom', message: letterMessages.required(label) });
        return;
      }
      const unprintable = unprintableCharacters(text);
      if (unprintable.length > 0) context.addIssue({ code: 'custom', message: letterMessages.unprintable(listed(unprintable.slice(0, MAX_LISTED_CHARACTERS).map(describeCharacter))) });
    });
}

/** The four parts of a letter, as the form and the API check them. */
export const letterFieldsSchema = z.object({
  sender: letterPartSchema(letterMessages.senderLabel, LETTER_LIMITS.sender, { required: false }),
  recipient: letterPartSchema(letterMessages.recipientLabel, LETTER_LIMITS.recipient, { required: true }),
  subject: letterPartSchema(letterMessages.subjectLabel, LETTER_LIMITS.subject, { required: true }),
  text: letterPartSchema(letterMessages.textLabel, LETTER_LIMITS.text, { required: true }),
});
export type LetterFields = z.input<typeof letterFieldsSchema>;

/** POST /api/ledgers/{ledgerId}/letters. `letterDate`: the person's today (their time zone), within a day of the server's. */
export const createLetterRequestSchema = letterFieldsSchema.extend({
  kind: letterKindSchema,
  letterDate: boundedDateSchema.optional(),
});
export type CreateLetterRequest = z.input<typeof createLetterRequestSchema>;

/** PATCH /api/letters/{letterId}: the day it was sent (null: not sent) and the day to follow up, if any. */
export const updateLetterRequestSchema = z
  .object({
    sentOn: boundedDateSchema.nullable(),
    followUpOn: boundedDateSchema.nullable().optional(),
  })
  .refine((value) => value.sentOn !== null || !value.followUpOn, { message: letterMessages.followUpWithoutSent, path: ['followUpOn'] })
  .refine((value) => !value.sentOn || !value.followUpOn || value.followUpOn >= value.sentOn, { message: letterMessages.followUpBeforeSent, path: ['followUpOn'] });
export type UpdateLetterRequest = z.input<typeof updateLetterRequestSchema>;

/** A first draft (shared draftLetter). */
export const letterDraftSchema = z.object({ kind: letterKindSchema, sender: z.string(), recipient: z.string(), subject: z.string(), text: z.string() });
export type LetterDraftResponse = z.infer<typeof letterDraftSchema>;

/** GET /api/ledgers/{ledgerId}/letter-drafts: the visit, and a draft of each kind that fits it (best first; none once paid in full). */
export const letterDraftsResponseSchema = z.object({ ledger: visitLedgerSchema, drafts: z.array(letterDraftSchema) });
export type LetterDraftsResponse = z.infer<typeof letterDraftsResponseSchema>;

/** A stored letter. */
export const letterSchema = z.object({
  id: z.string(),
  ledgerId: z.string(),
  memberId: z.string(),
  kind: letterKindSchema,
  sender: z.string(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The date printed on the letter. */
  letterDate: isoDateSchema,
  createdAt: z.string(),
  sentOn: isoDateSchema.nullable(),
  followUpOn: isoDateSchema.nullable(),
});
export type Letter = z.infer<typeof letterSchema>;

/** 201 (create) and 200 (PATCH). */
export const letterResponseSchema = z.object({ letter: letterSchema });
export type LetterResponse = z.infer<typeof letterResponseSchema>;

/** GET /api/ledgers/{ledgerId}/letters: newest first. */
export const lettersResponseSchema = z.object({ letters: z.array(letterSchema) });
export type LettersResponse = z.infer<typeof lettersResponseSchema>;

/** GET /api/letters/{letterId}/download: a presigned GET of the PDF, valid minutes. */
export const letterDownloadResponseSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type LetterDownloadResponse = z.infer<typeof letterDownloadResponseSchema>;
