import { addDays, BILL_DUE_ESTIMATE_DAYS, daysBetween, formatDisplayDate, localDay, reminderMessages as messages } from '@fairbill/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, signedInUser, uploadAndWait, waitForMail, type Mail } from '@fairbill/infra/local/testing/local-client';
import { runLocalCli } from '@fairbill/infra/local/testing/stack-process';
import { chromiumForFile, expectNoAxeViolations, signInThroughUi, testEmail, watchCspViolations } from './browser';
import { textPdf } from './fixtures';

// Issue 14: deadlines and reminders end to end, on a 360 px phone in Los Angeles. A bill read 20
// days after its statement date (it prints no due date: due 30 days after it, an estimate) is in the
// dashboard's Reminders list, and its reminder in the outbox by itself (the local stack sweeps a few
// seconds after documents were read), with the member's first name only; the family takes Los
// Angeles' calendar on the account page; the daily sweep (run through `npm run reminders`) sends it
// no second time; turned off, the 3-day reminder stays unsent until it is turned on again.

const { appUrl, outboxUrl, settings } = inject('fairbillStack');
const password = 'remind-me-pass-1';
const TIME_ZONE = 'America/Los_Angeles';
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, timezoneId: TIME_ZONE };

/** US dates as statements print them. */
const printed = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** A bill of Jane Doe's whose statement is dated `statementDay`; it prints no due date. */
const billPdf = (statementDay: string) =>
  textPdf([
    'Riverside Medical Group',
    `Statement Date: ${printed(statementDay)}`,
    'Patient Name: Jane Doe',
    'Account Number: 300400',
    `Date of Service: ${printed(addDays(statementDay, -5))}`,
    'Office visit 99213                 $180.00',
    'Total Charges: $180.00',
    'Insurance Paid: $120.00',
    'Amount Due: $60.00',
  ]);

/** The reminder e-mails `email` got (its confirmation e-mail is in the outbox too). */
async function remindersTo(email: string): Promise<Mail[]> {
  const response = await fetch(`${outboxUrl}.json`);
  return ((await response.json()) as { mails: Mail[] }).mails.filter((mail) => mail.to === email && mail.subject.startsWith('FairBill reminder'));
}

/** The sweep as of `at`, the way the local stack's daily schedule runs it. */
const sweep = (at: Date) => runLocalCli(settings, 'reminders-cli.ts', ['--at', at.toISOString()]);

/** Scrolls sideways? A page that fits a 360 px phone does not. */
const overflows = (page: Page) => page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement.scrollWidth > 360);

describe.sequential('deadlines and reminders in Chromium', () => {
  const browser = chromiumForFile();

  it('lists a bill due within 14 days, e-mails its reminder, and stops when it is turned off', async () => {
    const email = testEmail('remind-me');
    const jane = await signedInUser({ appUrl, outboxUrl }, email, password);
    const now = new Date();
    const statementDay = addDays(localDay(now, TIME_ZONE), -20);
    const due = addDays(statementDay, BILL_DUE_ESTIMATE_DAYS);
    const bill = await uploadAndWait(appUrl, jane.token, jane.memberId, 'medical_bill', await billPdf(statementDay));
    expect(bill.extractionStatus).toBe('completed');
    // Read, and due within 14 days: its reminder is in the outbox by itself (the local stack sweeps a few
    // seconds after documents were read), with the first name only and a link to the app.
    const mail = await waitForMail(outboxUrl, (candidate) => candidate.to === email && candidate.subject.startsWith('FairBill reminder'));
    expect(mail.subject).toMatch(/^FairBill reminder: a bill is due (tomorrow|in \d+ days)$/);
    expect(mail.text).toContain(`Jane's bill is due on ${formatDisplayDate(due)}`);
    expect(mail.text).toContain(`${new URL(appUrl).origin}/dashboard`);
    for (const secret of ['Riverside', 'Doe', '$', '60.00', '180.00', '300400']) expect(mail.text).not.toContain(secret);

    const context = await browser().newContext({ baseURL: appUrl, ...PHONE });
    await watchCspViolations(context);
    const page = await context.newPage();
    try {
      await signInThroughUi(page, email, password);

      // The account's calendar: this phone's time zone, taken on the account page.
      await page.goto('/account');
      const reminderSettings = page.getByRole('region', { name: messages.settingsTitle });
      await reminderSettings.getByRole('checkbox', { name: messages.settingsToggle }).waitFor();
      await expect(reminderSettings.getByRole('checkbox', { name: messages.settingsToggle }).isChecked()).resolves.toBe(true);
      await reminderSettings.getByRole('button', { name: messages.useDeviceTimeZone(TIME_ZONE) }).click();
      await reminderSettings.getByText(messages.timeZone(TIME_ZONE)).waitFor();
      await reminderSettings.getByRole('status').getByText(messages.settingsSaved).waitFor();
      expect(await overflows(page)).toBe(false);
      await expectNoAxeViolations(page);

      // The dashboard's Reminders list: the bill, its day, how far off, an estimate.
      await page.goto('/dashboard');
      const list = page.getByRole('region', { name: messages.title });
      const item = list.getByRole('listitem').filter({ hasText: messages.kinds.bill_due });
      await item.waitFor({ timeout: 30_000 });
      const daysLeft = daysBetween(localDay(new Date(), TIME_ZONE), due);
      expect(daysLeft).toBeLessThanOrEqual(14);
      await expect(item.locator('time').getAttribute('datetime')).resolves.toBe(due);
      await expect(item.textContent()).resolves.toContain(messages.when(daysLeft));
      await item.getByText(messages.estimate, { exact: true }).waitFor();
      await item.getByText(messages.estimateReasons.bill_due).waitFor();
      await item.getByRole('link', { name: 'Riverside Medical Group' }).waitFor();
      const toggle = item.getByRole('checkbox', { name: messages.toggleLabel(messages.kinds.bill_due, formatDisplayDate(due)) });
      await expect(toggle.isChecked()).resolves.toBe(true);
      expect(await overflows(page)).toBe(false);
      await expectNoAxeViolations(page);

      // The daily sweep the same day, in the phone's calendar now: the reminder was sent once, not again.
      await sweep(new Date());
      await sweep(new Date());
      expect(await remindersTo(email)).toHaveLength(1);

      // Turned off from the keyboard, it stays off on the next visit, and its 3-day reminder is not sent.
      await toggle.focus();
      await page.keyboard.press('Space');
      // The switch shows what the server saved: it changes once the answer is in.
      await expect.poll(() => toggle.isChecked()).toBe(false);
      await page.reload();
      await item.waitFor({ timeout: 30_000 });
      await expect(toggle.isChecked()).resolves.toBe(false);
      const threeDaysBefore = new Date(`${addDays(due, -3)}T18:00:00Z`);
      await sweep(threeDaysBefore);
      expect(await remindersTo(email)).toHaveLength(1);

      // On again: the same run sends it.
      await toggle.click();
      await expect.poll(() => toggle.isChecked()).toBe(true);
      await sweep(threeDaysBefore);
      await waitForMail(outboxUrl, (candidate) => candidate.to === email && candidate.subject === 'FairBill reminder: a bill is due in 3 days');
      expect(await remindersTo(email)).toHaveLength(2);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }

    // Another family sees none of it.
    const other = await signedInUser({ appUrl, outboxUrl }, testEmail('not-reminded'), password);
    const theirs = await api<{ deadlines: unknown[] }>(appUrl, '/api/reminders', { token: other.token });
    expect(theirs).toMatchObject({ status: 200, body: { deadlines: [] } });
  });
});
