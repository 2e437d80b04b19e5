import {
  addDays,
  buildVisitLedgers,
  documentDay,
  draftLetter,
  letterDateText,
  letterFacts,
  letterKinds,
  letterMessages,
  utcDateOnly,
  type CreateLetterRequest,
  type ExtractedBill,
  type ExtractedEob,
  type Letter,
  type LetterDraftsResponse,
  type LetterFacts,
  type UpdateLetterRequest,
  type VisitLedger,
} from '@fairbill/shared';
import { ulid } from 'ulid';
import type { UseCaseDeps } from '../deps';
import { IdempotentReplayError, NotFoundError, UnprocessableError, ValidationError } from '../errors';
import { idempotencyKeyReused, isOtherRequest, requestFingerprint } from '../idempotency';
import type { IdempotencyKey } from '../ports';
import { letterFileName, letterPdfKey, toLetterView, type LetterRecord } from './letter-record';
import type { LetterFiles, LetterRenderer, LetterRepository } from './ports';

// Issue 14: letters written from a visit's ledger. Every request that names a visit rebuilds the
// member's ledgers from their documents (shared buildVisitLedgers), so a letter's figures are the
// server's own and a visit id of someone else's reads as not found. The person's edited text is
// stored as they wrote it, and its PDF is made from exactly that text.

export type LetterStore = { letters: LetterRepository; letterFiles: LetterFiles };
export type LetterDeps = Pick<UseCaseDeps, 'documents' | 'now'> & LetterStore;

/** The signed-in person: their id, and their name from the token (the letter's sender and signature). */
export type LetterWriter = { userId: string; givenName: string | null; familyName: string | null };

export const ledgerNotFound = () => new NotFoundError('Visit not found', 'ledger_not_found');
export const letterNotFound = () => new NotFoundError('Letter not found', 'letter_not_found');

/** Within a day of the server's UTC date either way: the person's today, whatever their time zone. */
const isNotLaterThanToday = (date: string, now: Date) => date <= addDays(utcDateOnly(now), 1);
const isAroundToday = (date: string, now: Date) => date >= addDays(utcDateOnly(now), -1) && isNotLaterThanToday(date, now);

const writerName = (writer: LetterWriter): string | null => [writer.givenName, writer.familyName].filter((part): part is string => Boolean(part?.trim())).join(' ') || null;

/** The visit with this id among its member's ledgers, and the facts its letters may state. */
async function findLedger(deps: Pick<UseCaseDeps, 'documents'>, userId: string, ledgerId: string): Promise<{ ledger: VisitLedger; facts: LetterFacts }> {
  // A visit's id is its first document's: that document names the member whose ledgers to build.
  const first = await deps.documents.get(userId, ledgerId);
  if (!first) throw ledgerNotFound();
  const documents = await deps.documents.listForMember(userId, first.family_member_id);
  const ledger = buildVisitLedgers(documents).ledgers.find((candidate) => candidate.id === ledgerId);
  if (!ledger) throw ledgerNotFound();
  const byId = new Map(documents.map((doc) => [doc.id, doc]));
  const readData = (id: string | null) => (id === null ? null : (byId.get(id)?.ai_extracted_data ?? null));
  const payments = ledger.paymentIds.flatMap((id) => {
    const payment = byId.get(id);
    return payment ? [{ date: documentDay(payment), amount: payment.amount }] : [];
  });
  const facts = letterFacts({ ledger, bill: readData(ledger.billId) as ExtractedBill | null, eob: readData(ledger.eobId) as ExtractedEob | null, payments });
  return { ledger, facts };
}

/** GET .../letter-drafts: a draft of each kind of letter that fits the visit, nothing stored. */
export async function draftLetters(deps: Pick<UseCaseDeps, 'documents'>, writer: LetterWriter, ledgerId: string): Promise<LetterDraftsResponse> {
  const { ledger, facts } = await findLedger(deps, writer.userId, ledgerId);
  return { ledger, drafts: letterKinds(facts).map((kind) => draftLetter(kind, facts, writerName(writer))) };
}

/** The letter a replayed `Idempotency-Key` made first; another request under the same key is refused. */
async function replayed(deps: LetterDeps, userId: string, first: { resultId: string; fingerprint: string | null }, key: IdempotencyKey): Promise<Letter> {
  if (isOtherRequest(first.fingerprint, key.fingerprint)) throw idempotencyKeyReused();
  const letter = await deps.letters.get(userId, first.resultId);
  if (!letter) throw letterNotFound();
  return toLetterView(letter);
}

/**
 * POST .../letters: the person's letter, stored with its PDF. The PDF is stored first: a letter
 * item always has its file, and a file whose item never came (the write failed) is removed by the
 * orphan sweep. A retried request with the same `Idempotency-Key` gets the first letter.
 */
export async function createLetter(
  deps: LetterDeps & { renderLetter: LetterRenderer },
  writer: LetterWriter,
  ledgerId: string,
  input: CreateLetterRequest,
  idempotency?: { scope: string; key: string },
): Promise<Letter> {
  const { ledger, facts } = await findLedger(deps, writer.userId, ledgerId);
  if (!letterKinds(facts).includes(input.kind)) throw new UnprocessableError(letterMessages.kindNotAvailable, 'letter_kind_not_available');
  const now = deps.now();
  const letterDate = input.letterDate ?? utcDateOnly(now);
  if (!isAroundToday(letterDate, now)) throw new ValidationError(letterMessages.letterDateOutOfRange, 'letter_date_out_of_range');
  const key = idempotency && { ...idempotency, fingerprint: requestFingerprint({ ledgerId, ...input }) };
  if (key) {
    const first = await deps.letters.replayOf(writer.userId, key);
    if (first) return replayed(deps, writer.userId, first, key);
  }

  const id = ulid(now.getTime());
  const record: LetterRecord = {
    id,
    user_id: writer.userId,
    ledger_id: ledger.id,
    member_id: ledger.memberId,
    kind: input.kind,
    sender: input.sender,
    recipient: input.recipient,
    subject: input.subject,
    text: input.text,
    letter_date: letterDate,
    pdf_key: letterPdfKey(writer.userId, id),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  const pdf = await deps.renderLetter({ sender: record.sender, date: letterDateText(record.letter_date), recipient: record.recipient, subject: record.subject, text: record.text });
  await deps.letterFiles.put(record.pdf_key, pdf);
  try {
    await deps.letters.create(record, key);
  } catch (error) {
    // A concurrent request with the same key stored its letter first (this PDF is left to the sweep).
    if (key && error instanceof IdempotentReplayError) return replayed(deps, writer.userId, error, key);
    throw error;
  }
  return toLetterView(record);
}

/** GET .../letters: the visit's letters, newest first. */
export async function listLetters(deps: Pick<LetterDeps, 'documents' | 'letters'>, userId: string, ledgerId: string): Promise<Letter[]> {
  await findLedger(deps, userId, ledgerId);
  return (await deps.letters.list(userId, { ledgerId })).map(toLetterView);
}

/** GET /api/letters/{letterId}/download: a short-lived link to the letter's PDF. */
export async function letterDownload(deps: Pick<LetterDeps, 'letters' | 'letterFiles'>, userId: string, letterId: string): Promise<{ url: string; expiresAt: string }> {
  const letter = await deps.letters.get(userId, letterId);
  if (!letter) throw letterNotFound();
  return deps.letterFiles.presignDownload(letter.pdf_key, letterFileName(letter));
}

/** PATCH /api/letters/{letterId}: when it was sent (not after today) and when to follow up; null clears both. */
export async function updateLetter(deps: Pick<LetterDeps, 'letters' | 'now'>, userId: string, letterId: string, input: UpdateLetterRequest): Promise<Letter> {
  const now = deps.now();
  if (input.sentOn && !isNotLaterThanToday(input.sentOn, now)) throw new ValidationError(letterMessages.sentOnInFuture, 'sent_on_in_future');
  const updated = await deps.letters.recordSent(userId, letterId, { sentOn: input.sentOn, followUpOn: input.sentOn === null ? null : (input.followUpOn ?? null), updatedAt: now.toISOString() });
  if (!updated) throw letterNotFound();
  return toLetterView(updated);
}

/**
 * Deletes the letters of a member (or, without one, of the whole account) with their PDFs: each
 * PDF before its item, so a deletion cut short leaves items that the next one finds again.
 */
export async function deleteLetters(deps: LetterStore, userId: string, memberId?: string): Promise<number> {
  const letters = await deps.letters.list(userId, memberId === undefined ? {} : { memberId });
  for (const letter of letters) {
    await deps.letterFiles.delete(letter.pdf_key);
    await deps.letters.delete(userId, letter.id);
  }
  return letters.length;
}
