import { addDays, daysBetween, parseDateOnly } from '../lib/dates';
import type { ExtractedBill, ExtractedEob } from '../schemas/extracted';
import { buildVisitLedgers, type LedgerDocument, type VisitLedger } from './visit-ledger';
import { documentDay } from './views';

// Issue 14: the deadlines a family's documents and letters set, and the days FairBill e-mails a
// reminder of each, in the family's time zone. Built at every read, like the ledgers, so a
// deadline cannot drift from its documents.
//
// What counts (decided here, README "Visit ledger"):
// - A bill's due date: the date the latest statement of an unsettled visit prints, else 30 days from
//   its statement date, shown as an estimate. Only while something may still be owed on it (the
//   ledger says "You still owe" or "Billed before insurance processed"): a visit paid in full, paid
//   more than asked ("Refund due") or paid twice has nothing left to pay by that day.
// - The appeal window of the latest EOB of an unsettled visit that leaves the member something to
//   pay: the last day the EOB prints, else 180 days from its date (the ACA's minimum for an internal
//   appeal), an estimate. A settled visit, or an EOB that leaves nothing to pay, has nothing to appeal.
// - The follow-up day the person set on a letter, unless the letter's visit is settled since.

/** Days from a statement's date to its estimated due date, when it prints none. */
export const BILL_DUE_ESTIMATE_DAYS = 30;
/** Days from an EOB's date to the end of its appeal window, when it prints none: the ACA's minimum for internal appeals. */
export const APPEAL_WINDOW_DAYS = 180;
/** The e-mails of each deadline: 14 days before, 3 days before, and on the day. */
export const REMINDER_DAYS_BEFORE = [14, 3, 0] as const;
/** The calendar reminders follow until the person sets theirs: FairBill is for US families. */
export const DEFAULT_REMINDER_TIME_ZONE = 'America/New_York';

export const DEADLINE_KINDS = ['bill_due', 'appeal', 'follow_up'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

// Ids travel in a URL path (PUT /api/reminders/{deadlineId}): a kind, a dot and the source's id.
const ID_PREFIX: Record<DeadlineKind, string> = { bill_due: 'bill-due', appeal: 'appeal', follow_up: 'follow-up' };

/** `bill-due.<billId>`, `appeal.<eobId>`, `follow-up.<letterId>`: stable while the source stays. */
export const deadlineId = (kind: DeadlineKind, sourceId: string): string => `${ID_PREFIX[kind]}.${sourceId}`;

/** The letter fields a deadline reads (letters are written from a visit's ledger). */
export type DeadlineLetter = { id: string; memberId: string; ledgerId: string | null; followUpOn: string | null };

export type Deadline = {
  id: string;
  kind: DeadlineKind;
  memberId: string;
  /** The visit it belongs to (its ledger's id); null for a letter whose visit is gone. */
  ledgerId: string | null;
  /** The bill (due date) or EOB (appeal) it comes from. */
  documentId: string | null;
  letterId: string | null;
  /** The visit's provider as printed, for the person's own screen (never in an e-mail). */
  providerName: string | null;
  date: string;
  /** True when no document states the day: it is counted from the statement's or the EOB's date. */
  estimated: boolean;
};

/** The days a deadline's reminders go out, earliest first. */
export function reminderDays(date: string): { daysBefore: number; day: string }[] {
  return REMINDER_DAYS_BEFORE.map((daysBefore) => ({ daysBefore, day: addDays(date, -daysBefore) }));
}

/** What one sent reminder is recorded as: a new date (a corrected statement) gets reminders of its own. */
export const reminderKey = (date: string, daysBefore: number): string => `${date}#${daysBefore}`;

export type DueReminder = { daysBefore: number; daysLeft: number; key: string };

/**
 * The reminder of a deadline due on `today`: the latest of its reminder days that is not after
 * today, while the deadline has not passed. A day the sweep missed (or a deadline learned late) is
 * caught up by that one reminder, never by the earlier ones it stands for; null when none is due.
 */
export function dueReminder(date: string, today: string): DueReminder | null {
  const daysLeft = daysBetween(today, date);
  if (daysLeft < 0) return null;
  const passed = REMINDER_DAYS_BEFORE.filter((daysBefore) => daysBefore >= daysLeft);
  const daysBefore = passed.at(-1);
  return daysBefore === undefined ? null : { daysBefore, daysLeft, key: reminderKey(date, daysBefore) };
}

const validDay = (value: string | null | undefined): value is string => typeof value === 'string' && parseDateOnly(value) !== null;

/** Something may still be owed on the visit's bill: its due date matters. */
const billStillOwed = (ledger: VisitLedger) => ledger.result.kind === 'owe' || ledger.result.kind === 'billed_before_insurance';

function billDeadline(ledger: VisitLedger, doc: LedgerDocument): Deadline | null {
  const data = doc.ai_extracted_data as Partial<ExtractedBill>;
  const printed = validDay(data.dueDate) ? data.dueDate : null;
  const date = printed ?? (validDay(data.invoiceDate) ? addDays(data.invoiceDate, BILL_DUE_ESTIMATE_DAYS) : null);
  if (date === null) return null;
  return { id: deadlineId('bill_due', doc.id), kind: 'bill_due', memberId: ledger.memberId, ledgerId: ledger.id, documentId: doc.id, letterId: null, providerName: ledger.providerName, date, estimated: printed === null };
}

function appealDeadline(ledger: VisitLedger, doc: LedgerDocument): Deadline | null {
  const data = doc.ai_extracted_data as Partial<ExtractedEob>;
  const printed = validDay(data.appealDeadline) ? data.appealDeadline : null;
  // The EOB's date: its statement date, else the day it is filed under.
  const eobDay = validDay(data.statementDate) ? data.statementDate : documentDay(doc);
  const date = printed ?? (validDay(eobDay) ? addDays(eobDay, APPEAL_WINDOW_DAYS) : null);
  if (date === null) return null;
  return { id: deadlineId('appeal', doc.id), kind: 'appeal', memberId: ledger.memberId, ledgerId: ledger.id, documentId: doc.id, letterId: null, providerName: ledger.providerName, date, estimated: printed === null };
}

/** Soonest first; on one day, by id, so the order is stable. */
const byDate = (a: Deadline, b: Deadline) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id);

/**
 * Every deadline of the given documents (one member's, or several members' kept apart as
 * buildVisitLedgers does) and letters, past ones included, soonest first.
 */
export function buildDeadlines(documents: readonly LedgerDocument[], letters: readonly DeadlineLetter[]): Deadline[] {
  const { ledgers } = buildVisitLedgers(documents);
  const byId = new Map(documents.map((doc) => [doc.id, doc]));
  const deadlines: Deadline[] = [];
  for (const ledger of ledgers) {
    const bill = ledger.billId === null ? undefined : byId.get(ledger.billId);
    if (bill && billStillOwed(ledger)) {
      const deadline = billDeadline(ledger, bill);
      if (deadline) deadlines.push(deadline);
    }
    const eob = ledger.eobId === null ? undefined : byId.get(ledger.eobId);
    if (eob && !ledger.settled && Number(ledger.insurerSaysYouOwe) > 0) {
      const deadline = appealDeadline(ledger, eob);
      if (deadline) deadlines.push(deadline);
    }
  }
  const ledgerById = new Map(ledgers.map((ledger) => [ledger.id, ledger]));
  for (const letter of letters) {
    if (!validDay(letter.followUpOn)) continue;
    const ledger = letter.ledgerId === null ? undefined : ledgerById.get(letter.ledgerId);
    if (ledger?.settled) continue;
    deadlines.push({
      id: deadlineId('follow_up', letter.id),
      kind: 'follow_up',
      memberId: letter.memberId,
      ledgerId: ledger ? ledger.id : letter.ledgerId,
      documentId: null,
      letterId: letter.id,
      providerName: ledger?.providerName ?? null,
      date: letter.followUpOn,
      estimated: false,
    });
  }
  return deadlines.sort(byDate);
}
