import * as z from 'zod';
import { isTimeZone } from '../lib/dates';
import { DEADLINE_KINDS } from '../rules/deadlines';
import { isoDateSchema } from '../schemas/document';
import { memberChoiceSchema } from './common';

// Issue 14: deadlines and their e-mail reminders. The deadlines are built from the documents and
// letters at every read (shared/src/rules/deadlines.ts); what is stored is the person's choices.

/** GET /api/reminders?memberId=<id|family>: the upcoming deadlines of one member or the family. */
export const remindersQuerySchema = z.object({ memberId: memberChoiceSchema.optional() });
export type RemindersQuery = z.input<typeof remindersQuerySchema>;

/** A deadline's id in a path: its kind, a dot and its bill's, EOB's or letter's id (deadlineId). */
export const deadlineIdSchema = z.string().regex(/^(bill-due|appeal|follow-up)\.[A-Za-z0-9_-]{1,64}$/, 'Invalid deadline id');

/** An IANA time zone the runtime knows ('America/Chicago'); the calendar the reminder days follow. */
export const timeZoneSchema = z.string().max(64).refine(isTimeZone, 'Unknown time zone');

export const reminderDeadlineSchema = z.object({
  id: deadlineIdSchema,
  kind: z.enum(DEADLINE_KINDS),
  memberId: z.string(),
  /** The visit's ledger; null for a letter whose visit is gone. */
  ledgerId: z.string().nullable(),
  /** The bill (a due date) or the EOB (an appeal window) it comes from. */
  documentId: z.string().nullable(),
  letterId: z.string().nullable(),
  /** The visit's provider as printed (shown on the person's own screen, never e-mailed). */
  providerName: z.string().nullable(),
  date: isoDateSchema,
  /** No document states the day: counted from the statement's (30 days) or the EOB's (180 days) date. */
  estimated: z.boolean(),
  /** False when the person turned this deadline's e-mails off. */
  remindersOn: z.boolean(),
});
export type ReminderDeadline = z.infer<typeof reminderDeadlineSchema>;

export const remindersResponseSchema = z.object({
  /** null for the whole family. */
  memberId: z.string().nullable(),
  /** Today in the account's time zone: deadlines from this day on are listed. */
  today: isoDateSchema,
  /** The account's switch for every reminder e-mail. */
  emailReminders: z.boolean(),
  /** Soonest first. */
  deadlines: z.array(reminderDeadlineSchema),
});
export type RemindersResponse = z.infer<typeof remindersResponseSchema>;

/** PUT /api/reminders/{deadlineId}: this deadline's e-mails on or off. */
export const deadlineRemindersRequestSchema = z.object({ remindersOn: z.boolean() });
export type DeadlineRemindersRequest = z.infer<typeof deadlineRemindersRequestSchema>;
export const deadlineRemindersResponseSchema = z.object({ deadline: reminderDeadlineSchema });

/** GET /api/account/reminders: the account's preference; `timeZone` null until the person saved one. */
export const reminderSettingsSchema = z.object({ emailReminders: z.boolean(), timeZone: z.string().nullable() });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
export const reminderSettingsResponseSchema = z.object({ settings: reminderSettingsSchema });
export type ReminderSettingsResponse = z.infer<typeof reminderSettingsResponseSchema>;

/** PUT /api/account/reminders: every reminder e-mail on or off, and the calendar their days follow. */
export const reminderSettingsRequestSchema = z.object({ emailReminders: z.boolean(), timeZone: timeZoneSchema });
export type ReminderSettingsRequest = z.infer<typeof reminderSettingsRequestSchema>;
