import { DEFAULT_REMINDER_TIME_ZONE, reminderMessages as messages } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { deviceTimeZone, reminderQueries, useSaveReminderSettings } from './api/reminders';
import './reminders.css';

/**
 * Issue 14, on the account page: every reminder e-mail on or off, and the time zone whose calendar
 * the reminder days follow (the default zone until the person saves one; this device's on a click).
 */
export function ReminderSettingsSection() {
  const settings = useQuery(reminderQueries.settings());
  const save = useSaveReminderSettings();
  const device = deviceTimeZone();
  const current = settings.data;
  const zone = current?.timeZone ?? DEFAULT_REMINDER_TIME_ZONE;
  return (
    <section className="form card" aria-labelledby="reminder-settings-heading">
      <h2 id="reminder-settings-heading">{messages.settingsTitle}</h2>
      <p>{messages.settingsExplanation}</p>
      {settings.isError && <LoadError onRetry={() => void settings.refetch()}>{messages.settingsLoadFailed}</LoadError>}
      {current && (
        <>
          <label className="reminder-settings__toggle">
            <input
              type="checkbox"
              checked={current.emailReminders}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ emailReminders: event.currentTarget.checked, timeZone: current.timeZone ?? device })}
            />
            {messages.settingsToggle}
          </label>
          <p>{messages.timeZone(zone)}</p>
          {zone !== device && (
            <button type="button" className="button button--secondary" disabled={save.isPending} onClick={() => save.mutate({ emailReminders: current.emailReminders, timeZone: device })}>
              {messages.useDeviceTimeZone(device)}
            </button>
          )}
        </>
      )}
      {/* Always on the page, so a screen reader announces the save. */}
      <p role="status">{save.isSuccess ? messages.settingsSaved : ''}</p>
      {save.isError && (
        <p role="alert" className="form-error">
          {messages.saveFailed}
        </p>
      )}
    </section>
  );
}
