import {
  apiPaths,
  buildPath,
  deadlineRemindersResponseSchema,
  reminderSettingsResponseSchema,
  remindersResponseSchema,
  type MemberSelection,
  type ReminderDeadline,
  type ReminderSettings,
  type RemindersResponse,
} from '@fairbill/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authedApi } from '../../../lib/auth/authed-api';
import { queryKeys } from '../../../lib/query/keys';

export const reminderQueries = {
  /** GET /api/reminders?memberId= (issue 14): the upcoming deadlines of the member or the family. */
  list: (selection: MemberSelection | null) =>
    queryOptions({
      queryKey: queryKeys.ledgers.reminders(selection),
      queryFn: ({ signal }) => authedApi(buildPath(apiPaths.reminders(), { memberId: selection }), { schema: remindersResponseSchema, signal }),
      enabled: selection !== null,
    }),
  /** GET /api/account/reminders: the account's switch for every reminder e-mail, and its time zone. */
  settings: () =>
    queryOptions({
      queryKey: queryKeys.account.reminders(),
      queryFn: async ({ signal }) => (await authedApi(apiPaths.reminderSettings(), { schema: reminderSettingsResponseSchema, signal })).settings,
    }),
};

/** PUT /api/reminders/{deadlineId}: the answer replaces the deadline in every cached list that holds it. */
export function useDeadlineReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ deadlineId, remindersOn }: { deadlineId: string; remindersOn: boolean }) =>
      (await authedApi(apiPaths.reminder(deadlineId), { method: 'PUT', body: { remindersOn }, schema: deadlineRemindersResponseSchema })).deadline,
    onSuccess: (saved: ReminderDeadline) =>
      queryClient.setQueriesData<RemindersResponse>({ queryKey: queryKeys.ledgers.allReminders }, (list) =>
        list ? { ...list, deadlines: list.deadlines.map((deadline) => (deadline.id === saved.id ? { ...deadline, remindersOn: saved.remindersOn } : deadline)) } : list,
      ),
  });
}

/** PUT /api/account/reminders: the lists say whether e-mails are on, so they are read again. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: { emailReminders: boolean; timeZone: string }) =>
      (await authedApi(apiPaths.reminderSettings(), { method: 'PUT', body: settings, schema: reminderSettingsResponseSchema })).settings,
    onSuccess: async (saved: ReminderSettings) => {
      queryClient.setQueryData(reminderQueries.settings().queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.ledgers.allReminders });
    },
  });
}

/** This device's time zone (an IANA name), the default the settings offer. */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
