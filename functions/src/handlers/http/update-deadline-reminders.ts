import { deadlineIdSchema, deadlineRemindersRequestSchema } from '@fairbill/shared';
import { NotFoundError } from '../../domain/errors';
import { setDeadlineReminders } from '../../domain/reminders/reminders';
import { caller, httpHandler, json, parseBody } from './middleware';
import { getReminderDependencies } from './reminders-runtime';

/** PUT /api/reminders/{deadlineId} (issue 14): one deadline's e-mail reminders on or off. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  // A malformed id cannot name a deadline of the caller's: not found, as any other.
  const deadlineId = deadlineIdSchema.safeParse(event.pathParameters?.deadlineId);
  if (!deadlineId.success) throw new NotFoundError('Deadline not found', 'deadline_not_found');
  const { remindersOn } = parseBody(event, deadlineRemindersRequestSchema);
  return json(200, { deadline: await setDeadlineReminders(getReminderDependencies(), userId, deadlineId.data, remindersOn) });
});
