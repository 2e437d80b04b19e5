import { reminderSettingsRequestSchema } from '@fairbill/shared';
import { saveReminderSettings } from '../../domain/reminders/reminders';
import { caller, httpHandler, json, parseBody } from './middleware';
import { getReminderDependencies } from './reminders-runtime';

/** PUT /api/account/reminders (issue 14): every reminder e-mail of the caller's on or off, and the time zone their days follow. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const settings = parseBody(event, reminderSettingsRequestSchema);
  return json(200, { settings: await saveReminderSettings(getReminderDependencies(), userId, settings) });
});
