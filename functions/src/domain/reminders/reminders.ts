import { buildDeadlines, DEFAULT_REMINDER_TIME_ZONE, localDay, type Deadline, type ReminderDeadline, type ReminderSettings, type RemindersResponse, type StoredFamilyMember } from '@fairbill/shared';
import type { UseCaseDeps } from '../deps';
import { NotFoundError } from '../errors';
import type { ReminderState, ReminderStore } from './ports';

// Issue 14: the routes of deadlines and reminders. The deadlines are built from the documents and
// letters at every read (shared buildDeadlines); only the person's choices are stored.

export type ReminderDeps = Pick<UseCaseDeps, 'documents' | 'members' | 'now'> & { reminders: ReminderStore };

/** The calendar the account's reminder days follow. */
export const timeZoneOf = (state: ReminderState): string => state.settings.timeZone ?? DEFAULT_REMINDER_TIME_ZONE;

/**
 * The deadlines of the account's members (one member's when `memberId` is set), each member's
 * documents read with one Query of the member index, the letters with one Query of the partition.
 */
export async function accountDeadlines(deps: ReminderDeps, userId: string, members: readonly StoredFamilyMember[], memberId: string | null = null): Promise<Deadline[]> {
  const chosen = memberId === null ? members : members.filter((member) => member.id === memberId);
  const [documents, letters] = await Promise.all([
    Promise.all(chosen.map((member) => deps.documents.listForMember(userId, member.id))),
    deps.reminders.letters(userId),
  ]);
  // The family's view keeps a letter whose member was removed since: the person set its follow-up.
  return buildDeadlines(documents.flat(), memberId === null ? letters : letters.filter((letter) => letter.memberId === memberId));
}

const withState = (deadline: Deadline, state: ReminderState): ReminderDeadline => ({ ...deadline, remindersOn: !state.deadlines.get(deadline.id)?.off });

/** GET /api/reminders: the deadlines from today on (in the account's time zone), soonest first. */
export async function listReminders(deps: ReminderDeps, userId: string, memberId: string | null): Promise<RemindersResponse> {
  const [members, state] = await Promise.all([deps.members.list(userId), deps.reminders.state(userId)]);
  const today = localDay(deps.now(), timeZoneOf(state));
  const deadlines = await accountDeadlines(deps, userId, members, memberId);
  return {
    memberId,
    today,
    emailReminders: state.settings.emailReminders,
    deadlines: deadlines.filter((deadline) => deadline.date >= today).map((deadline) => withState(deadline, state)),
  };
}

/** PUT /api/reminders/{deadlineId}: one deadline's e-mails on or off. Only a deadline of the caller's own documents or letters. */
export async function setDeadlineReminders(deps: ReminderDeps, userId: string, deadlineId: string, remindersOn: boolean): Promise<ReminderDeadline> {
  const [members, state] = await Promise.all([deps.members.list(userId), deps.reminders.state(userId)]);
  const deadline = (await accountDeadlines(deps, userId, members)).find((candidate) => candidate.id === deadlineId);
  if (!deadline) throw new NotFoundError('Deadline not found', 'deadline_not_found');
  await deps.reminders.setDeadlineOff(userId, deadlineId, !remindersOn, deps.now());
  return { ...withState(deadline, state), remindersOn };
}

/** GET /api/account/reminders. */
export async function getReminderSettings(deps: Pick<ReminderDeps, 'reminders'>, userId: string): Promise<ReminderSettings> {
  return (await deps.reminders.state(userId)).settings;
}

/** PUT /api/account/reminders: every reminder e-mail on or off, and the time zone their days follow. */
export async function saveReminderSettings(deps: Pick<ReminderDeps, 'reminders' | 'now'>, userId: string, settings: { emailReminders: boolean; timeZone: string }): Promise<ReminderSettings> {
  // Stored by its canonical name ('US/Eastern' is 'America/New_York').
  const saved = { emailReminders: settings.emailReminders, timeZone: new Intl.DateTimeFormat('en-US', { timeZone: settings.timeZone }).resolvedOptions().timeZone };
  await deps.reminders.saveSettings(userId, saved, deps.now());
  return saved;
}
