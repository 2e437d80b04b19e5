import { dueReminder, formatDisplayDate, localDay, reminderMessages, SELF_RELATIONSHIP, type Deadline, type DueReminder, type StoredFamilyMember } from '@fairbill/shared';
import type { Mail, Mailer } from '../mailer';
import type { ReminderRecipient, ReminderRecipients } from './ports';
import { accountDeadlines, timeZoneOf, type ReminderDeps } from './reminders';

// Issue 14: the daily reminder sweep (an EventBridge Scheduler schedule in AWS, the local stack's
// timer locally: the same handler). It needs to know who has a reminder today without a Scan:
// it lists the accounts from the user directory (Cognito's ListUsers, which also gives the address
// to write to), then reads each account with Queries of its own partition and member index, and
// works the deadlines out from the documents, as every read of them does. Nothing is kept per day,
// so no index can miss a deadline that a correction, a payment or a letter moved: the trade is one
// pass over the accounts a day (README "Reminders" has the figures and when to fan out).

export type ReminderSweepDeps = ReminderDeps & {
  recipients: ReminderRecipients;
  mailer: Mailer;
  /** The SPA's origin: the e-mail links to the dashboard and the account page. */
  appOrigin: string;
  log: { warn(message: string, attributes?: Record<string, unknown>): void };
};

export type ReminderSweepResult = {
  /** Accounts read. */
  accounts: number;
  /** Reminders sent (one e-mail may carry several). */
  reminders: number;
  emails: number;
  /** Accounts whose reminders could not be read or e-mailed: the next run sends them. */
  failed: number;
};

/** Accounts read at once: the table and the mailer see a few requests at a time, not a burst. */
const CONCURRENCY = 4;

type Due = { deadline: Deadline; reminder: DueReminder };

/** The member's first name only; the default member's placeholder name is no name. */
function firstNameOf(member: StoredFamilyMember | undefined): string | null {
  if (!member || member.first_name.trim() === '') return null;
  return member.relationship === SELF_RELATIONSHIP && member.first_name === SELF_RELATIONSHIP ? null : member.first_name.trim();
}

function reminderMail(to: string, due: readonly Due[], members: readonly StoredFamilyMember[], appOrigin: string): Mail {
  const byId = new Map(members.map((member) => [member.id, member]));
  const lines = due.map(({ deadline, reminder }) => {
    const member = byId.get(deadline.memberId);
    // The sample member is the person's own demo: its deadlines are e-mailed too, each saying so.
    return reminderMessages.mailLine({ kind: deadline.kind, firstName: firstNameOf(member), day: formatDisplayDate(deadline.date), daysLeft: reminder.daysLeft, estimated: deadline.estimated, sample: member?.sample === true });
  });
  return {
    to,
    subject: reminderMessages.mailSubject(due.map(({ deadline, reminder }) => ({ kind: deadline.kind, daysLeft: reminder.daysLeft }))),
    text: reminderMessages.mailText(lines, new URL('/dashboard', appOrigin).href, new URL('/account', appOrigin).href),
  };
}

type AccountOutcome = { reminders: number; emails: number; failed: number };
const NOTHING: AccountOutcome = { reminders: 0, emails: 0, failed: 0 };

/**
 * One account: what is due today in its time zone, not turned off and not sent yet, in one e-mail.
 * Each reminder is claimed (recorded as sent, conditionally) before the e-mail goes, so two runs at
 * once send it once; a failed e-mail gives its claims back for the next run.
 */
async function remindAccount(deps: ReminderSweepDeps, recipient: ReminderRecipient, at: Date): Promise<AccountOutcome> {
  const { userId } = recipient;
  const state = await deps.reminders.state(userId);
  if (!state.settings.emailReminders) return NOTHING;
  const members = await deps.members.list(userId);
  const today = localDay(at, timeZoneOf(state));
  const due: Due[] = [];
  for (const deadline of await accountDeadlines(deps, userId, members)) {
    const stored = state.deadlines.get(deadline.id);
    const reminder = dueReminder(deadline.date, today);
    if (reminder && !stored?.off && !stored?.sent.has(reminder.key)) due.push({ deadline, reminder });
  }
  const claimed: Due[] = [];
  for (const entry of due) {
    if (await deps.reminders.claimReminder(userId, entry.deadline.id, entry.reminder.key, at)) claimed.push(entry);
  }
  if (claimed.length === 0) return NOTHING;
  try {
    await deps.mailer.send(reminderMail(recipient.email, claimed, members, deps.appOrigin));
    return { reminders: claimed.length, emails: 1, failed: 0 };
  } catch (error) {
    await Promise.all(claimed.map((entry) => deps.reminders.releaseReminder(userId, entry.deadline.id, entry.reminder.key)));
    // Ids and the error's class only: never the address or what the e-mail says.
    deps.log.warn('reminder e-mail not sent', { userId, reminders: claimed.length, errorName: error instanceof Error ? error.name : typeof error });
    return { reminders: 0, emails: 0, failed: 1 };
  }
}

/** Sends every account the reminders due at `at` (default: now); safe to run again, or twice at once. */
export async function sendDueReminders(deps: ReminderSweepDeps, at: Date = deps.now()): Promise<ReminderSweepResult> {
  const result: ReminderSweepResult = { accounts: 0, reminders: 0, emails: 0, failed: 0 };
  const recipients = deps.recipients.list()[Symbol.asyncIterator]();
  const worker = async () => {
    for (let next = await recipients.next(); !next.done; next = await recipients.next()) {
      const recipient = next.value;
      result.accounts += 1;
      const outcome = await remindAccount(deps, recipient, at).catch((error: unknown) => {
        // One account that cannot be read does not stop the others; its reminders wait for the next run.
        deps.log.warn('reminders of an account not sent', { userId: recipient.userId, errorName: error instanceof Error ? error.name : typeof error });
        return { reminders: 0, emails: 0, failed: 1 };
      });
      result.reminders += outcome.reminders;
      result.emails += outcome.emails;
      result.failed += outcome.failed;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return result;
}
