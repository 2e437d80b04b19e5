import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { formatDisplayDate } from '@fairbill/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { renderFirstPage } from '@fairbill/functions/testing/letter-pdf-text';
import { repoRoot } from '@fairbill/infra/local/config';
import { api, signedInUser, uploadAndWait } from '@fairbill/infra/local/testing/local-client';
import { expectNoAxeViolations, launchBrowser, openPage, signInThroughUi, testEmail } from './browser';
import { downloadPdf, sampleEobPdf, textPdf } from './fixtures';

// Issue 14's letters, in the browser on the stack `npm start` runs: a visit whose bill came before
// the insurer's EOB (a mismatch) -> "Write a letter" from "Needs your action" -> pick the billing
// dispute by keyboard, edit a sentence -> save -> download the PDF and read its text back (the
// edited sentence, the visit's figures) -> record when it was sent. Axe-clean, and it fits 360 px.

const stack = inject('fairbillStack');
const password = 'letters-pass-1';
const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Riverside's statement for the sample visit, sent before the insurer paid: it asks for all $180.00. */
const earlyBillPdf = () =>
  textPdf([
    'Riverside Medical Group',
    'Statement Date: 03/05/2025',
    'Patient Name: Jane Doe',
    'Account Number: 100200',
    'Date of Service: 03/01/2025',
    'Office visit 99213                 $180.00',
    'Total Charges: $180.00',
    'Amount Due: $180.00',
  ]);

const fitsTheScreen = (page: Page) => page.evaluate('document.documentElement.scrollWidth <= window.innerWidth');

describe.sequential('a letter about a visit that does not match', () => {
  let browser: Browser;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('writes a billing dispute from the dashboard, edits a sentence, downloads its PDF and records it sent', async () => {
    const email = testEmail('letters');
    const family = await signedInUser(stack, email, password);
    const bill = await uploadAndWait(stack.appUrl, family.token, family.memberId, 'medical_bill', await earlyBillPdf());
    const eob = await uploadAndWait(stack.appUrl, family.token, family.memberId, 'insurance_payment', await sampleEobPdf());
    expect([bill.extractionStatus, eob.extractionStatus]).toEqual(['completed', 'completed']);
    // The visit as the API builds it: its id is the bill's, and it is the mismatch the letter is about.
    const ledgers = await api<{ ledgers: { id: string; result: { kind: string } }[] }>(stack.appUrl, '/api/ledgers?year=2025', { token: family.token });
    expect(ledgers.body.ledgers).toEqual([expect.objectContaining({ id: bill.id, result: { kind: 'billed_before_insurance', amount: 18000 } })]);

    try {
      page = await openPage(browser, stack.appUrl);
      await signInThroughUi(page, email, password);
      await page.getByRole('combobox', { name: 'Year' }).selectOption('2025');
      const needsAction = page.getByRole('region', { name: 'Needs your action' });
      await needsAction.getByText('Billed before insurance processed').waitFor({ timeout: 20_000 });
      await needsAction.getByRole('link', { name: 'Write a letter about Riverside Medical Group, 3/1/2025' }).click();

      await page.getByRole('heading', { name: 'Write a letter', level: 1 }).waitFor({ timeout: 20_000 });
      await page.getByText('Riverside Medical Group, 3/1/2025: Billed before insurance processed').waitFor();
      const rebill = page.getByRole('radio', { name: /^Re-bill after insurance/ });
      expect(await rebill.isChecked()).toBe(true);
      await expectNoAxeViolations(page);

      // The billing dispute, chosen with the arrow keys.
      await rebill.focus();
      await page.keyboard.press('ArrowDown');
      expect(await page.getByRole('radio', { name: /^Billing dispute/ }).isChecked()).toBe(true);
      const letter = page.getByLabel('Letter', { exact: true });
      const draft = await letter.inputValue();
      expect(draft).toContain("I am writing to dispute the bill for Jane Doe's visit on March 1, 2025");
      expect(draft).toContain('- My responsibility on the Explanation of Benefits: $60.00');
      const edited = draft.replace('I am writing to dispute the bill', 'As we discussed by phone on November 2, I am writing to dispute the bill');
      expect(edited).not.toBe(draft);
      await letter.fill(edited);
      await page.getByRole('button', { name: 'Save and make the PDF' }).click();
      await page.getByText('Letter saved. You can download its PDF below.').waitFor({ timeout: 20_000 });

      // The PDF, downloaded through its link, read back with the local reader's pdf.js.
      const letters = page.getByRole('region', { name: 'Letters for this visit' });
      const link = letters.getByRole('link', { name: /^Download PDF: Billing dispute of / });
      await link.waitFor({ timeout: 20_000 });
      const { fileName, bytes, text } = await downloadPdf(page, link);
      expect(fileName).toMatch(/^letter-\d{4}-\d{2}-\d{2}-billing-dispute\.pdf$/);
      for (const part of [
        'Jane Doe',
        'Billing Office Riverside Medical Group',
        'RE: Billing dispute: claim CLM-55501, patient Jane Doe, date of service March 1, 2025',
        "As we discussed by phone on November 2, I am writing to dispute the bill for Jane Doe's visit on March 1, 2025",
        '- Amount billed: $180.00',
        '- Allowed by my plan: $180.00',
        '- Paid by my plan: $120.00',
        '- My responsibility on the Explanation of Benefits: $60.00',
        '- Your statement asks me to pay: $180.00',
        'send me an itemized bill',
        'hold this account from collections',
      ]) {
        expect(text).toContain(part);
      }
      expect(text).not.toContain('Dear Billing Office: I am writing');
      const shots = join(repoRoot, 'test-results');
      await mkdir(shots, { recursive: true });
      await renderFirstPage(bytes, join(shots, 'letters-journey-page-1.png'));

      // Sent today; follow up in 30 days.
      const today = new Date();
      const followUp = new Date(today.getTime() + 30 * 86_400_000);
      const sent = letters.getByRole('form', { name: /^Record sent on: Billing dispute of / });
      await sent.getByLabel('Sent on').fill(dayOf(today));
      await sent.getByLabel('Follow up on (optional)').fill(dayOf(followUp));
      await sent.getByRole('button', { name: 'Record sent on' }).click();
      await letters.getByText(`Sent on ${formatDisplayDate(dayOf(today))} · Follow up on ${formatDisplayDate(dayOf(followUp))}`).waitFor({ timeout: 20_000 });
      const stored = await api<{ letters: { sentOn: string | null; followUpOn: string | null; text: string }[] }>(stack.appUrl, `/api/ledgers/${bill.id}/letters`, { token: family.token });
      expect(stored.body.letters).toEqual([expect.objectContaining({ sentOn: dayOf(today), followUpOn: dayOf(followUp), text: edited })]);
      await expectNoAxeViolations(page);

      // From 360 px up: nothing scrolls sideways, and it stays accessible.
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await fitsTheScreen(page)).toBe(true);
      await expectNoAxeViolations(page);
    } catch (error) {
      await page?.screenshot({ path: join(repoRoot, 'test-results', `letters-${Date.now()}.png`), fullPage: true }).catch(() => undefined);
      throw error;
    }
  }, 300_000);
});
