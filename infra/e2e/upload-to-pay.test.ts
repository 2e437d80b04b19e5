import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '@fairbill/infra/local/config';
import { registerConfirmedUser } from '@fairbill/infra/local/testing/local-client';
import { expectNoAxeViolations, launchBrowser, openPage, testEmail, signInThroughUi } from './browser';
import { sampleBillPdf, sampleEobPdf } from './fixtures';

// Issue 8's main journey, all in the browser on the stack `npm start` runs: upload a bill and its
// matching EOB in one dialog -> both pipelines -> the dashboard totals for the bill's year -> 'Click
// to search' -> bill detail says 'Your EOB and bill match. CLICK HERE TO PAY NOW' -> payment ->
// 'You Paid' on the dashboard goes up by what was paid. Axe on every page on the way.

const stack = inject('fairbillStack');
const password = 'upload-pay-1';
// The sample bill's statement date is in 2025; a payment counts in the year it is made.
const billYear = '2025';
const thisYear = String(new Date().getFullYear());

describe.sequential('from upload to pay', () => {
  let browser: Browser;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('uploads a bill and its EOB, finds the bill, sees the match, pays it and sees You Paid go up', async () => {
    const email = testEmail('upload-pay');
    await registerConfirmedUser(stack, email, password);
    try {
      page = await openPage(browser, stack.appUrl);
      await signInThroughUi(page, email, password);

      // One dialog, two files, two pipelines: each ends with its own toast, then the dialog closes.
      await page.getByRole('button', { name: 'Upload a new bill & EOB' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Medical Documents' });
      await dialog.getByLabel('Medical Bill').setInputFiles({ name: 'riverside-bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await sampleBillPdf()) });
      await dialog.getByLabel('EOB').setInputFiles({ name: 'acme-eob.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await sampleEobPdf()) });
      await dialog.getByRole('button', { name: 'Upload Both' }).click();
      await page.getByText('Upload successful!').first().waitFor({ timeout: 30_000 });
      await page.getByText('Medical bill added successfully!').waitFor({ timeout: 120_000 });
      await page.getByText('Insurance payment added successfully! Insurance paid: $120.00.').waitFor({ timeout: 120_000 });
      expect(await page.getByText(/Processing Failed/).count()).toBe(0);
      await dialog.waitFor({ state: 'hidden', timeout: 10_000 });

      // The totals of the bill's year.
      await page.getByRole('combobox', { name: 'Year' }).selectOption(billYear);
      const billed = page.getByRole('article', { name: 'Medical Billings' });
      await billed.getByText('$180.00').waitFor({ timeout: 10_000 });
      await page.getByRole('article', { name: 'Insurance payments' }).getByText('$120.00').waitFor();
      await page.getByRole('article', { name: 'You Paid' }).getByText('$0.00').waitFor();
      await expectNoAxeViolations(page);

      // 'Click to search' carries the member and the year; the bill opens its detail.
      await billed.getByRole('link', { name: 'Click to search' }).click();
      await page.waitForURL('**/search?**');
      expect(new URL(page.url()).searchParams.get('bills')).toBe('true');
      await page.getByRole('heading', { name: 'Found 1 result(s) for Jane' }).waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);
      await page.locator('a[href^="/bill-detail?billId="]').click();
      const banner = page.getByRole('link', { name: 'Your EOB and bill match. CLICK HERE TO PAY NOW' });
      await banner.waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);

      await banner.click();
      await page.getByRole('heading', { name: 'FairBill Payment Portal' }).waitFor({ timeout: 20_000 });
      const pay = page.getByRole('button', { name: 'Pay $60.00' });
      await pay.waitFor();
      await expectNoAxeViolations(page);
      const expiryYear = String((Number(thisYear) + 2) % 100).padStart(2, '0');
      await page.getByLabel('Card Number').fill('5555 5555 5555 4444');
      await page.getByLabel('Expiry Date').fill(`11/${expiryYear}`);
      await page.getByLabel('CVV').fill('123');
      await page.getByLabel('Name on Card').fill('Jane Doe');
      await pay.click();
      await page.getByText('Payment record added successfully!').waitFor({ timeout: 20_000 });
      await page.getByText('$60.00 paid with Card ending 4444').waitFor();

      // Back on the dashboard (this year): You Paid shows the payment.
      await page.getByRole('link', { name: /FairBill/ }).first().click();
      await page.getByRole('heading', { name: 'Welcome Jane' }).waitFor({ timeout: 20_000 });
      expect(await page.getByRole('combobox', { name: 'Year' }).inputValue()).toBe(thisYear);
      await page.getByRole('article', { name: 'You Paid' }).getByText('$60.00').waitFor({ timeout: 10_000 });
      await expectNoAxeViolations(page);
    } catch (error) {
      await page?.screenshot({ path: join(repoRoot, 'test-results', `upload-to-pay-${Date.now()}.png`), fullPage: true }).catch(() => undefined);
      throw error;
    }
  }, 300_000);
});
