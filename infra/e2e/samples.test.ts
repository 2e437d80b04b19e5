import { join } from 'node:path';
import {
  billComparisonResponseSchema,
  formatCents,
  formatDisplayDate,
  formatUsDate,
  ledgerMessages,
  ledgersResponseSchema,
  letterDateText,
  letterMessages,
  matchMessages,
  reminderMessages,
  remindersResponseSchema,
  SAMPLE_MEMBER_ID,
  sampleMessages,
  addDays,
  type VisitLedgerResponse,
} from '@fairbill/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { repoRoot } from '@fairbill/infra/local/config';
import { api, signedInUser, waitForMail } from '@fairbill/infra/local/testing/local-client';
import { runLocalCli } from '@fairbill/infra/local/testing/stack-process';
import { chromiumForFile, expectNoAxeViolations, openPage, signInThroughUi, testEmail } from './browser';
import { downloadPdf } from './fixtures';

// Issue 14's "Done when" as one journey, on the stack `npm start` runs: a new user clicks "Try it
// with sample documents"; the sample documents go through the real pipeline (s3rver's object
// events, the state machine, the local reader); within a minute the dashboard shows a settled
// visit, a visit with a refund due and a visit whose bill does not match its EOB, whose explanation
// opens. From "Needs your action" the user writes a dispute letter about that visit and downloads
// it: its PDF quotes the visit's figures as the API reads them. The bill is due within 14 days, so
// its reminder is in the outbox by itself (the local stack sweeps a few seconds after documents were
// read); the daily sweep, run as of the day of the bill's 3-day reminder, puts that one in the
// outbox too. Then the samples are removed with
// their member. Axe on every page on the way, at 1280 px and at 360 px, where nothing scrolls sideways.

const stack = inject('fairbillStack');
const password = 'samples-pass-1';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

/** No part of the page reaches past the screen's right edge (run in the page, as narrow-screens.test.ts does). */
const fitsWidth = (page: Page) => page.evaluate<boolean>('document.scrollingElement.scrollWidth <= document.scrollingElement.clientWidth + 1');

/** The page as it is now, on a 360 px phone: nothing scrolls sideways and axe finds nothing; then back to the desktop. */
async function checkOnPhone(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  expect(await fitsWidth(page)).toBe(true);
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
}

/** The sample visit whose ledger has this result (there is one of each). */
function visitWith(ledgers: readonly VisitLedgerResponse[], kind: VisitLedgerResponse['result']['kind']): VisitLedgerResponse {
  const found = ledgers.filter((ledger) => ledger.result.kind === kind);
  expect(found, `one sample visit with ${kind}`).toHaveLength(1);
  return found[0] as VisitLedgerResponse;
}

describe.sequential('sample documents', () => {
  const browser = chromiumForFile();

  it('takes a new user from the sample documents to a refund due, a dispute letter and a reminder in the outbox, then removes them', async () => {
    const email = testEmail('samples');
    // Registered and signed in through the API too: the journey reads the figures the pages show from it.
    const { token } = await signedInUser(stack, email, password);
    const apiGet = async (path: string) => {
      const response = await api(stack.appUrl, path, { token });
      expect(response.status, path).toBe(200);
      return response.body;
    };
    const page = await openPage(browser(), stack.appUrl, DESKTOP);
    try {
      await signInThroughUi(page, email, password);
      const offer = page.getByRole('region', { name: sampleMessages.offerTitle });
      await offer.getByText(sampleMessages.offerExplanation).waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);

      // The click, then the real pipeline: the visits are there within a minute.
      const clicked = Date.now();
      await offer.getByRole('button', { name: sampleMessages.tryIt }).click();
      const card = page.getByRole('region', { name: sampleMessages.title });
      await card.waitFor({ timeout: 20_000 });
      await page.getByRole('heading', { name: 'Welcome Alex' }).waitFor({ timeout: 20_000 });
      const memberSelect = page.getByRole('combobox', { name: 'Family member', exact: true });
      expect(await memberSelect.locator('option:checked').textContent()).toBe('Sample: Alex Rivera (Other)');
      const visits = card.getByRole('list', { name: sampleMessages.visitsTitle });
      await visits.waitFor({ timeout: 60_000 });
      const item = (text: string | RegExp) => visits.getByRole('listitem').filter({ hasText: text });
      await item(ledgerMessages.paidInFull).filter({ hasText: sampleMessages.billMatches }).waitFor({ timeout: 10_000 });
      await item(/Refund due: \$\d/).waitFor({ timeout: 10_000 });
      const mismatchItem = item(/You still owe \$\d/).filter({ hasText: sampleMessages.billDoesNotMatch });
      await mismatchItem.waitFor({ timeout: 10_000 });
      const seconds = (Date.now() - clicked) / 1000;
      expect(seconds).toBeLessThan(60);
      expect(await visits.getByRole('listitem').count()).toBe(3);

      // The figures shown are the visits' own, as the API builds them.
      const year = new Date().toISOString().slice(0, 4);
      const { ledgers } = ledgersResponseSchema.parse(await apiGet(`/api/ledgers?memberId=${SAMPLE_MEMBER_ID}&year=${year}`));
      expect(ledgers).toHaveLength(3);
      visitWith(ledgers, 'paid_in_full');
      const refund = visitWith(ledgers, 'refund_due');
      const mismatch = visitWith(ledgers, 'owe');
      expect(refund.result.amount).toBeGreaterThan(0);
      await item(ledgerMessages.refundDue(formatCents(refund.result.amount ?? 0))).waitFor();
      await mismatchItem.filter({ hasText: ledgerMessages.stillOwe(formatCents(mismatch.result.amount ?? 0)) }).waitFor();

      // The rest of the dashboard filled in from the same documents.
      expect(await page.getByRole('article', { name: ledgerMessages.refundsDueTitle }).getByText(/^\$\d/).textContent()).toBe(formatCents(refund.result.amount ?? 0));
      expect(await page.getByRole('article', { name: 'Medical Billings' }).getByText(/^\$\d/).textContent()).not.toBe('$0.00');
      await page.getByRole('region', { name: ledgerMessages.needsActionTitle }).getByText(ledgerMessages.refundDue(formatCents(refund.result.amount ?? 0))).waitFor();
      await card.getByRole('button', { name: sampleMessages.remove }).waitFor();
      await expectNoAxeViolations(page);
      await checkOnPhone(page);

      // The mismatching visit's bill says it is a sample and does not match; its explanation opens.
      await mismatchItem.getByRole('link').click();
      await page.waitForURL('**/bill-detail?**');
      await page.getByText(sampleMessages.documentNote).waitFor({ timeout: 20_000 });
      const banner = page.getByRole('link', { name: matchMessages.partial });
      await banner.waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);
      await checkOnPhone(page);
      await banner.click();
      await page.waitForURL('**/in-network-explanations?**');
      await page.getByRole('heading', { level: 1, name: 'In-Network Bill and EOB Mismatch' }).waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);
      await checkOnPhone(page);

      // Back on the dashboard, the sample member's "Needs your action" and "Reminders": the mismatch's bill is due soon.
      await page.goto('/dashboard');
      await memberSelect.selectOption(SAMPLE_MEMBER_ID, { timeout: 20_000 });
      const reminders = remindersResponseSchema.parse(await apiGet(`/api/reminders?memberId=${SAMPLE_MEMBER_ID}`));
      const due = reminders.deadlines.find((deadline) => deadline.kind === 'bill_due' && deadline.ledgerId === mismatch.id);
      if (!due) throw new Error('The mismatching sample bill has no due date in the reminders');
      await page
        .getByRole('region', { name: reminderMessages.title })
        .getByRole('listitem')
        .filter({ hasText: reminderMessages.kinds.bill_due })
        .filter({ has: page.locator(`time[datetime="${due.date}"]`) })
        .waitFor({ timeout: 20_000 });
      // Due within 14 days: its reminder is in the outbox by itself, the local stack's sweep having
      // run a few seconds after the samples were read (the e-mail says it is about the samples).
      const soon = await waitForMail(stack.outboxUrl, (candidate) => candidate.to === email && candidate.subject.startsWith('FairBill reminder: a bill is due'));
      expect(soon.text).toContain(`- Alex's bill is due on ${formatDisplayDate(due.date)}`);
      expect(soon.text).toContain('This deadline is from the sample documents');

      // "Write a letter" on the mismatching visit: the billing dispute is the letter it suggests.
      const visitName = `${mismatch.providerName}, ${formatUsDate(mismatch.dateOfService ?? '')}`;
      await page.getByRole('region', { name: ledgerMessages.needsActionTitle }).getByRole('link', { name: letterMessages.writeLetterAbout(visitName) }).click({ timeout: 20_000 });
      await page.getByRole('heading', { name: letterMessages.pageTitle, level: 1 }).waitFor({ timeout: 20_000 });
      const dispute = page.getByRole('radio', { name: new RegExp(`^${letterMessages.kinds.billing_dispute.label}`) });
      await dispute.waitFor({ timeout: 20_000 });
      expect(await dispute.isChecked()).toBe(true);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: letterMessages.save }).click();
      await page.getByText(letterMessages.saved).waitFor({ timeout: 20_000 });

      // Its PDF quotes the visit's real figures: the claim, what was billed, the EOB's responsibility, what the statement asks.
      const comparison = billComparisonResponseSchema.parse(await apiGet(`/api/bills/${mismatch.billId ?? ''}/comparison?eobId=${mismatch.eobId ?? ''}`));
      const claimNumber = String(comparison.eob?.extractedData?.claimNumber ?? '');
      const patient = String(comparison.bill.extractedData?.patientName ?? '');
      const billed = Number(comparison.bill.extractedData?.subtotal);
      const [owed, asked] = [mismatch.insurerSaysYouOwe ?? 0, mismatch.providerBilledYou ?? 0];
      expect(claimNumber).not.toBe('');
      expect(Number.isInteger(billed)).toBe(true);
      expect(asked).not.toBe(owed);
      const link = page.getByRole('region', { name: letterMessages.lettersTitle }).getByRole('link', { name: /^Download PDF: Billing dispute of / });
      await link.waitFor({ timeout: 20_000 });
      const { fileName, text } = await downloadPdf(page, link);
      expect(fileName).toMatch(/^letter-\d{4}-\d{2}-\d{2}-billing-dispute\.pdf$/);
      for (const part of [
        `RE: Billing dispute: claim ${claimNumber}, patient ${patient}, date of service ${letterDateText(mismatch.dateOfService ?? '')}`,
        `- Amount billed: ${formatCents(billed)}`,
        `- My responsibility on the Explanation of Benefits: ${formatCents(owed)}`,
        `- Your statement asks me to pay: ${formatCents(asked)}`,
        `My insurer's Explanation of Benefits shows my responsibility as ${formatCents(owed)}, but your statement asks me to pay ${formatCents(asked)}.`,
      ]) {
        expect(text).toContain(part);
      }
      await expectNoAxeViolations(page);
      await checkOnPhone(page);

      // The daily sweep as of the bill's 3-day reminder day (noon in New York, the account's calendar
      // until the person picks one), the way `npm run reminders -- --at` runs it.
      const threeDaysBefore = new Date(`${addDays(due.date, -3)}T16:00:00Z`);
      await runLocalCli(stack.settings, 'reminders-cli.ts', ['--at', threeDaysBefore.toISOString()]);
      const subject = 'FairBill reminder: a bill is due in 3 days';
      const mail = await waitForMail(stack.outboxUrl, (candidate) => candidate.to === email && candidate.subject === subject);
      expect(mail.text).toContain(`- Alex's bill is due on ${formatDisplayDate(due.date)} (in 3 days). This deadline is from the sample documents, made up to show how FairBill works.`);
      expect(mail.text).toContain(`${new URL(stack.appUrl).origin}/dashboard`);
      // The first name only: no amount, provider, claim or last name.
      for (const secret of [mismatch.providerName, claimNumber, 'Rivera', '$', formatCents(asked).slice(1), formatCents(owed).slice(1)]) expect(mail.text).not.toContain(secret);

      // ...and in the outbox page `npm start` prints the address of.
      await page.goto(stack.outboxUrl);
      await page.getByRole('article').filter({ hasText: email }).filter({ has: page.getByRole('heading', { name: subject }) }).getByText("Alex's bill is due on").waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);

      // Removing the sample member deletes its documents; the offer is back.
      await page.goto('/dashboard');
      await page.getByRole('region', { name: sampleMessages.title }).getByRole('button', { name: sampleMessages.remove }).click({ timeout: 20_000 });
      const dialog = page.getByRole('dialog', { name: 'Remove Family Member' });
      await dialog.getByRole('button', { name: 'Remove member and delete documents' }).click();
      await page.getByText('Sample: Alex Rivera and 8 document(s) removed').waitFor({ timeout: 20_000 });
      await page.getByRole('region', { name: sampleMessages.offerTitle }).waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);
    } catch (error) {
      await page.screenshot({ path: join(repoRoot, 'test-results', `samples-${Date.now()}.png`), fullPage: true }).catch(() => undefined);
      throw error;
    }
  }, 360_000);
});
