import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '@fairbill/infra/local/config';
import { registerConfirmedUser } from '@fairbill/infra/local/testing/local-client';
import { axeViolations, expectNoAxeViolations, launchBrowser, openPage, testEmail, signInThroughUi } from './browser';
import { sampleReceiptPdf } from './fixtures';

// The dashboard journey (issue 8) on the shared local stack: add a member, switch between the
// family and one member, upload a receipt through the real pipeline and see 'You Paid' and its
// caption follow the selection.

const stack = inject('fairbillStack');
const password = 'secret-pass-1';
const year = new Date().getFullYear();

describe.sequential('dashboard journey', () => {
  let browser: Browser;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('adds a member, switches views and sees a receipt in You Paid', async () => {
    const email = testEmail('dashboard');
    await registerConfirmedUser(stack, email, password);
    try {
      page = await openPage(browser, stack.appUrl);
      await signInThroughUi(page, email, password);
      const paid = page.getByRole('article', { name: 'You Paid' });
      await paid.getByText('$0.00').waitFor();
      expect(await paid.getByText(`Total ${year}`).count()).toBe(1);
      expect(await paid.getByText('Jane Amount Paid').count()).toBe(1);
      await expectNoAxeViolations(page);

      // Add a member: the dashboard switches to them.
      await page.getByRole('button', { name: 'Add Family Member' }).click();
      const addDialog = page.getByRole('dialog', { name: 'Add Family Member' });
      await addDialog.getByLabel('First Name').fill('Tom');
      await addDialog.getByLabel('Last Name').fill('Doe');
      await addDialog.getByLabel('Relationship').fill('Child');
      expect(await axeViolations(page, 'dialog')).toEqual([]);
      await addDialog.getByRole('button', { name: 'Add Member' }).click();
      await page.getByRole('heading', { name: 'Welcome Tom' }).waitFor();
      await paid.getByText('Tom Amount Paid').waitFor();

      // The family view, then Tom again.
      const select = page.getByRole('combobox', { name: 'Family member', exact: true });
      await select.selectOption('family');
      await page.getByRole('heading', { name: 'Welcome Family' }).waitFor();
      await paid.getByText('All Family Members').waitFor();
      await select.selectOption({ label: 'Tom Doe (Child)' });
      await page.getByRole('heading', { name: 'Welcome Tom' }).waitFor();

      // A receipt for Tom: success right after the upload, then the AI's toast, then the totals.
      await page.getByRole('button', { name: 'Upload a new receipt' }).click();
      const receiptDialog = page.getByRole('dialog', { name: 'Upload New Receipt' });
      await receiptDialog.getByLabel('Receipt').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await sampleReceiptPdf(year)) });
      await receiptDialog.getByRole('button', { name: 'Upload Receipt' }).click();
      await page.getByText('Upload successful!').first().waitFor({ timeout: 30_000 });
      const outcome = page.getByText(/Receipt Analysis Complete|Receipt Processing Failed/).first();
      await outcome.waitFor({ timeout: 90_000 });
      expect(await outcome.textContent()).toBe('Receipt Analysis Complete');
      await paid.getByText('$24.80').waitFor({ timeout: 10_000 });
      expect(await paid.getByText('Tom Amount Paid').count()).toBe(1);
      // The monthly chart reads the same totals: the receipt counts in January, its transaction month.
      const chart = page.getByRole('region', { name: `Month by month, ${year}` });
      await chart.getByRole('button', { name: 'Show as table' }).click();
      const january = chart.getByRole('table', { name: `Amounts per month in ${year} for Tom` }).getByRole('row', { name: /^January/ });
      expect(await january.getByRole('cell').allTextContents()).toEqual(['$0.00', '$0.00', '$24.80']);
      expect(await paid.getByRole('link', { name: 'Click to search' }).getAttribute('href')).toContain('receipts=true');

      // The family includes Tom's receipt; Jane's own total stays at zero.
      await select.selectOption('family');
      await paid.getByText('All Family Members').waitFor();
      await paid.getByText('$24.80').waitFor({ timeout: 10_000 });
      await select.selectOption({ label: 'Jane Doe (Self)' });
      await paid.getByText('Jane Amount Paid').waitFor();
      await paid.getByText('$0.00').waitFor({ timeout: 10_000 });
      await expectNoAxeViolations(page);

      // From 360 px up: nothing scrolls sideways, and it stays accessible.
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
      await expectNoAxeViolations(page);
      // Tom's chart, its table still shown, fits as well.
      await select.selectOption({ label: 'Tom Doe (Child)' });
      await january.waitFor();
      expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
      await expectNoAxeViolations(page);
    } catch (error) {
      await page?.screenshot({ path: join(repoRoot, 'test-results', `dashboard-${Date.now()}.png`), fullPage: true }).catch(() => undefined);
      throw error;
    }
  });
});
