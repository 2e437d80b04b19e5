import { getReminderSettings } from '../../domain/reminders/reminders';
import { caller, httpHandler, json } from './middleware';
import { getReminderDependencies } from './reminders-runtime';

/** GET /api/account/reminders (issue 14): whether the caller's reminder e-mails are on, and their time zone. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  return json(200, { settings: await getReminderSettings(getReminderDependencies(), userId) });
});
