import { remindersQuerySchema } from '@fairbill/shared';
import { listReminders } from '../../domain/reminders/reminders';
import { caller, httpHandler, json, parseQuery } from './middleware';
import { memberScope } from './query-scope';
import { getReminderDependencies } from './reminders-runtime';

/** GET /api/reminders?memberId=<id|family> (issue 14): the caller's upcoming deadlines, soonest first. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const query = parseQuery(event, remindersQuerySchema);
  return json(200, await listReminders(getReminderDependencies(), userId, memberScope(query.memberId)));
});
