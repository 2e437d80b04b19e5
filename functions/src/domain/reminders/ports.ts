import type { DeadlineLetter } from '@fairbill/shared';

/** The account's preference; `timeZone` is null until the person saved one. */
export type StoredReminderSettings = { emailReminders: boolean; timeZone: string | null };

/** What is kept of one deadline: turned off by the person, and the reminders sent (reminderKey). */
export type DeadlineState = { off: boolean; sent: ReadonlySet<string> };

/** Everything stored of an account's reminders, read with one Query. */
export type ReminderState = { settings: StoredReminderSettings; deadlines: ReadonlyMap<string, DeadlineState> };

/** Port: the person's reminder choices and what was sent, in their own partition. */
export interface ReminderStore {
  state(userId: string): Promise<ReminderState>;
  saveSettings(userId: string, settings: { emailReminders: boolean; timeZone: string }, now: Date): Promise<void>;
  setDeadlineOff(userId: string, deadlineId: string, off: boolean, now: Date): Promise<void>;
  /** Records `key` as sent for the deadline unless it already is: false when another run claimed it first. */
  claimReminder(userId: string, deadlineId: string, key: string, now: Date): Promise<boolean>;
  /** Undoes a claim whose e-mail could not be sent, so the next run sends it. */
  releaseReminder(userId: string, deadlineId: string, key: string): Promise<void>;
  /** The account's letters, the fields a deadline reads. */
  letters(userId: string): Promise<DeadlineLetter[]>;
}

/** An account a reminder can go to: its user id (the token's `sub`) and its e-mail address. */
export type ReminderRecipient = { userId: string; email: string };

/** Port: every account that can receive e-mail (the Cognito user pool: confirmed and enabled users). */
export interface ReminderRecipients {
  list(): AsyncIterable<ReminderRecipient>;
}
