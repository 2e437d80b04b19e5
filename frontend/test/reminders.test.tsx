import { addDays, DEFAULT_REMINDER_TIME_ZONE, reminderMessages, type FamilyMember, type ReminderDeadline, type RemindersResponse } from '@fairbill/shared';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidateAfter, queryKeys } from '../src/lib/query/keys';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { json, mockFetch, type Handler } from './fetch-mock';
import { renderApp } from './render-app';
import { totalsResponse } from './totals-fixture';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

// Issue 14: the dashboard's "Reminders" list of deadlines and the account page's reminder settings.

const jane: FamilyMember = { id: 'm1', firstName: 'Jane', lastName: 'Doe', relationship: 'Self' };
const TODAY = '2026-03-08';
const year = new Date().getFullYear();

const deadline = (id: string, changes: Partial<ReminderDeadline>): ReminderDeadline => ({
  id,
  kind: 'bill_due',
  memberId: 'm1',
  ledgerId: 'b1',
  documentId: 'b1',
  letterId: null,
  providerName: 'Lakeside Clinic',
  date: addDays(TODAY, 14),
  estimated: false,
  remindersOn: true,
  ...changes,
});

const deadlines: ReminderDeadline[] = [
  deadline('follow-up.L1', { kind: 'follow_up', documentId: null, letterId: 'L1', date: TODAY }),
  deadline('bill-due.b1', { date: addDays(TODAY, 1), estimated: true }),
  deadline('appeal.e1', { kind: 'appeal', documentId: 'e1', providerName: null, date: addDays(TODAY, 180), estimated: true, remindersOn: false }),
];

function openDashboard(answer: Partial<RemindersResponse> = {}, more: Record<string, Handler> = {}) {
  const calls: string[] = [];
  mockFetch({
    'GET /api/family-members': () => json({ members: [jane] }),
    'GET /api/totals': () => json(totalsResponse({ year, memberId: 'm1' })),
    'GET /api/ledgers': () => json({ year, memberId: 'm1', ledgers: [], refundsDue: 0, unlinkedPayments: [] }),
    'GET /api/reminders': ({ url }) => {
      calls.push(url);
      return json({ memberId: 'm1', today: TODAY, emailReminders: true, deadlines, ...answer } satisfies RemindersResponse);
    },
    ...more,
  });
  return { view: renderApp('/dashboard'), calls };
}

const remindersSection = () => screen.findByRole('region', { name: reminderMessages.title }, { timeout: 10_000 });

describe('Dashboard: Reminders', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    resetQueryClientForTests();
    signedInAs();
  });

  it('lists the upcoming deadlines soonest first: the day, how far off, what for, an estimate where no document states it', async () => {
    const { calls } = openDashboard();
    const section = await remindersSection();
    const items = await within(section).findAllByRole('listitem');
    expect(calls).toEqual(['/api/reminders?memberId=m1']);
    expect(items.map((item) => within(item).getByRole('time').getAttribute('datetime'))).toEqual([TODAY, addDays(TODAY, 1), addDays(TODAY, 180)]);
    const [followUp, bill, appeal] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(followUp).toHaveTextContent('Mar 08, 2026Today');
    expect(followUp).toHaveTextContent('Follow up on your letter');
    expect(within(followUp).getByRole('link', { name: 'Lakeside Clinic' })).toHaveAttribute('href', '/ledgers/b1/letter');
    expect(followUp).not.toHaveTextContent(reminderMessages.estimate);
    expect(bill).toHaveTextContent('Mar 09, 2026Tomorrow');
    expect(within(bill).getByText(reminderMessages.kinds.bill_due)).toBeInTheDocument();
    expect(within(bill).getByText(reminderMessages.estimate)).toBeInTheDocument();
    expect(within(bill).getByText(reminderMessages.estimateReasons.bill_due)).toBeInTheDocument();
    expect(within(bill).getByRole('link', { name: 'Lakeside Clinic' })).toHaveAttribute('href', '/bill-detail?billId=b1');
    expect(bill).toHaveTextContent(reminderMessages.forMember('Jane'));
    expect(appeal).toHaveTextContent('In 180 days');
    expect(within(appeal).getByText(reminderMessages.estimateReasons.appeal)).toBeInTheDocument();
    // No provider printed: the accessible dash (Decision 14), still a link to the EOB.
    expect(within(appeal).getByRole('link', { name: 'Not stated' })).toHaveAttribute('href', '/documents/e1');
    expect(within(bill).getByRole('checkbox', { name: 'E-mail reminders: Bill due, Mar 09, 2026' })).toBeChecked();
    expect(within(appeal).getByRole('checkbox', { name: 'E-mail reminders: Last day to appeal, Sep 04, 2026' })).not.toBeChecked();
    expect(section).not.toHaveTextContent('null');
  });

  it("turns a deadline's e-mails off from the keyboard", async () => {
    const sent: { url: string; body: unknown }[] = [];
    openDashboard({}, {
      'PUT /api/reminders/': ({ url, init }) => {
        const body = JSON.parse(String(init?.body)) as { remindersOn: boolean };
        sent.push({ url, body });
        return json({ deadline: { ...deadlines[1], remindersOn: body.remindersOn } });
      },
    });
    const section = await remindersSection();
    const toggle = await within(section).findByRole('checkbox', { name: 'E-mail reminders: Bill due, Mar 09, 2026' });
    const user = userEvent.setup();
    for (let presses = 0; presses < 60 && document.activeElement !== toggle; presses += 1) await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent).toEqual([{ url: '/api/reminders/bill-due.b1', body: { remindersOn: false } }]);
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when a change could not be saved, and keeps the switch as it was', async () => {
    openDashboard({}, { 'PUT /api/reminders/': () => json({ error: { code: 'boom', message: 'Boom' } }, 500) });
    const section = await remindersSection();
    const toggle = await within(section).findByRole('checkbox', { name: 'E-mail reminders: Bill due, Mar 09, 2026' });
    await userEvent.setup().click(toggle);
    expect(await within(section).findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(reminderMessages.saveFailed);
    expect(toggle).toBeChecked();
  });

  it('says when nothing is coming up, and when e-mail reminders are off for the account', async () => {
    openDashboard({ deadlines: [], emailReminders: false });
    const section = await remindersSection();
    expect(await within(section).findByText(reminderMessages.nothingUpcoming)).toBeInTheDocument();
    expect(section).toHaveTextContent(reminderMessages.accountOff);
    expect(within(section).getByRole('link', { name: reminderMessages.accountOffLink })).toHaveAttribute('href', '/account');
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers to try again when the deadlines cannot be loaded', async () => {
    openDashboard({}, { 'GET /api/reminders': () => json({ error: { code: 'boom', message: 'Boom' } }, 400) });
    const section = await remindersSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent(reminderMessages.loadFailed);
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is read again after every change that makes the visits stale', async () => {
    for (const change of Object.values(invalidateAfter)) {
      const client = new QueryClient();
      client.setQueryData(queryKeys.ledgers.reminders('family'), { cached: true });
      await change(client);
      expect(client.getQueryState(queryKeys.ledgers.reminders('family'))?.isInvalidated).toBe(true);
    }
  });
});

describe('/account: e-mail reminders', () => {
  const device = Intl.DateTimeFormat().resolvedOptions().timeZone;

  beforeEach(() => {
    vi.resetAllMocks();
    resetQueryClientForTests();
    signedInAs();
  });

  function openAccount(settings: { emailReminders: boolean; timeZone: string | null }) {
    const saved: unknown[] = [];
    mockFetch({
      'GET /api/family-members': () => json({ members: [jane] }),
      'GET /api/account/export': () => json({ error: { code: 'export_not_found', message: 'none' } }, 404),
      'GET /api/account/reminders': () => json({ settings }),
      'PUT /api/account/reminders': ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { emailReminders: boolean; timeZone: string };
        saved.push(body);
        return json({ settings: body });
      },
    });
    renderApp('/account');
    return saved;
  }

  it('turns every reminder e-mail off, in the time zone in effect, and says it is saved', async () => {
    const saved = openAccount({ emailReminders: true, timeZone: device });
    const section = await screen.findByRole('region', { name: reminderMessages.settingsTitle }, { timeout: 10_000 });
    const toggle = await within(section).findByRole('checkbox', { name: reminderMessages.settingsToggle });
    expect(section).toHaveTextContent(reminderMessages.settingsExplanation);
    expect(section).toHaveTextContent(reminderMessages.timeZone(device));
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(toggle).toBeChecked();
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(saved).toEqual([{ emailReminders: false, timeZone: device }]);
    expect(within(section).getByRole('status')).toHaveTextContent(reminderMessages.settingsSaved);
  });

  it('shows the default time zone until one is saved', async () => {
    openAccount({ emailReminders: true, timeZone: null });
    const section = await screen.findByRole('region', { name: reminderMessages.settingsTitle }, { timeout: 10_000 });
    expect(await within(section).findByText(reminderMessages.timeZone(DEFAULT_REMINDER_TIME_ZONE))).toBeInTheDocument();
  });

  it("offers this device's time zone when another is in effect", async () => {
    const other = device === 'Pacific/Honolulu' ? 'America/New_York' : 'Pacific/Honolulu';
    const saved = openAccount({ emailReminders: false, timeZone: other });
    const section = await screen.findByRole('region', { name: reminderMessages.settingsTitle }, { timeout: 10_000 });
    expect(await within(section).findByText(reminderMessages.timeZone(other))).toBeInTheDocument();
    expect(within(section).getByRole('checkbox', { name: reminderMessages.settingsToggle })).not.toBeChecked();
    await userEvent.setup().click(within(section).getByRole('button', { name: reminderMessages.useDeviceTimeZone(device) }));
    await waitFor(() => expect(saved).toEqual([{ emailReminders: false, timeZone: device }]));
    expect(await within(section).findByText(reminderMessages.timeZone(device))).toBeInTheDocument();
  });
});
