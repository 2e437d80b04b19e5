import * as z from 'zod';
import { sendDueReminders, type ReminderSweepResult } from '../../domain/reminders/send-reminders';
import { logger } from '../../lib/logger';
import { getReminderSweepDependencies } from './reminder-runtime';
import { triggerHandler } from './trigger';

/**
 * The schedule sends `{}` (EventBridge Scheduler in AWS, the local stack's timer locally). `at` runs
 * the sweep as of another moment: the local CLI and the tests set it, and an operator can replay a
 * day the schedule missed by invoking the function with it.
 */
const inputSchema = z.object({ at: z.iso.datetime({ offset: true }).optional() }).loose();

/**
 * Issue 14: e-mails every account the reminders due today in its time zone (14, 3 and 0 days
 * before each deadline), once each, skipping turned-off deadlines and accounts. In AWS a daily
 * EventBridge Scheduler schedule runs it; the local stack at start and every day.
 */
export const handler = triggerHandler(async (input: unknown): Promise<ReminderSweepResult> => {
  const { at } = inputSchema.parse(input ?? {});
  const deps = getReminderSweepDependencies();
  const result = await sendDueReminders(deps, at === undefined ? deps.now() : new Date(at));
  // Counts only: no address, name or date of anyone's deadline.
  logger.info('reminders swept', { ...result });
  return result;
});
