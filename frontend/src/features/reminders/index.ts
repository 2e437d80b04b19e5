// The reminders' public entry (issue 14): the dashboard's list of deadlines and the account page's settings.
export { RemindersList } from './reminders-list';
export { ReminderSettingsSection } from './reminder-settings-section';
