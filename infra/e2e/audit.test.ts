import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registerConfirmedUser, signedInUser, uploadAndWait } from '@fairbill/infra/local/testing/local-client';
import { runLocalCli } from '@fairbill/infra/local/testing/stack-process';
import { chromiumForFile, expectNoAxeViolations, openPage, signInThroughUi, testEmail } from './browser';
import { sampleBillPdf } from './fixtures';

// Issue 13: a newcomer makes themselves an auditor with the one command the README gives, signs in
// and lands on /audit, finds a family's extracted bill, exports the results, opens it (its original
// verified intact), reproduces it with the current engine, and reads the access log that recorded
// all of it. Axe-clean, at desktop and 360 px. The CLI reproduces the same document.

const { appUrl, outboxUrl, settings } = inject('fairbillStack');
const password = 'auditor-pass-1';

describe.sequential('an auditor in Chromium', () => {
  const auditorEmail = testEmail('auditor');
  const browser = chromiumForFile();
  let page: Page;
  let billId = '';

  it('becomes an auditor with `npm run admin -- add-auditor <email>`', async () => {
    const family = await signedInUser({ appUrl, outboxUrl }, testEmail('audited-family'), password);
    const bill = await uploadAndWait(appUrl, family.token, family.memberId, 'medical_bill', await sampleBillPdf());
    expect(bill.extractionStatus).toBe('completed');
    billId = bill.id;

    await registerConfirmedUser({ appUrl, outboxUrl }, auditorEmail, password);
    expect(await runLocalCli(settings, 'admin.ts', ['add-auditor', auditorEmail])).toContain(`${auditorEmail} is now in the auditors group.`);
  }, 200_000);

  it('signs in on /audit, finds the bill, opens it with its original intact, and sees each step in the access log', async () => {
    page = await openPage(browser(), appUrl);
    try {
      await signInThroughUi(page, auditorEmail, password, 'Extraction results');
      expect(new URL(page.url()).pathname).toBe('/audit');
      await expectNoAxeViolations(page);
      // A staff account never sees the family screens.
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Extraction results' }).waitFor();

      await page.getByLabel('Document type').selectOption('medical_bill');
      await page.getByRole('button', { name: 'Search' }).click();
      const link = page.locator(`a[href="/audit/records/${billId}"]`);
      await link.waitFor({ timeout: 15_000 });
      // The filtered results as a file.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      const exported = await readFile((await download.path()) ?? '', 'utf8');
      expect(exported.split('\r\n')[0]).toBe('documentId,user,documentType,status,engine,modelId,promptVersion,reader,confidence,corrected,failedChecks,extractedAt');
      expect(exported).toContain(`${billId},`);

      await link.click();
      await page.getByRole('heading', { name: /^Bill: / }).waitFor();
      await page.getByText('Intact: the stored file is the one that was read').waitFor();
      expect(await page.getByRole('region', { name: 'Fields' }).innerText()).toContain('invoiceNumber');
      // The same engine reads the same original the same way.
      await page.getByRole('button', { name: 'Reproduce with the current engine' }).click();
      await page.getByText('The current engine reads the same result.').waitFor({ timeout: 30_000 });
      await expectNoAxeViolations(page);

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Access log' }).click();
      await page.getByRole('heading', { name: 'Access log' }).waitFor();
      await page.getByText('The log is intact: every entry follows the one before it.').waitFor();
      const rows = await page.getByRole('region', { name: 'Access log' }).getByRole('row').allInnerTexts();
      const mine = rows.filter((row) => row.includes(auditorEmail));
      expect(mine.some((row) => row.includes('Opened') && row.includes(billId))).toBe(true);
      expect(mine.some((row) => row.includes('Searched'))).toBe(true);
      expect(mine.some((row) => row.includes('Exported'))).toBe(true);
      expect(mine.some((row) => row.includes('Reproduced') && row.includes(billId))).toBe(true);
      await expectNoAxeViolations(page);

      // 360 px: the tables scroll inside their own region, the page does not.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/audit/records/${billId}`);
      await page.getByRole('heading', { name: /^Bill: / }).waitFor();
      expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
      await expectNoAxeViolations(page);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('reproduces one document from the command line: `npm run audit -- reproduce <documentId>`', async () => {
    const stdout = await runLocalCli(settings, 'audit-cli.ts', ['reproduce', billId]);
    expect(stdout).toMatch(/^Stored: {9}local-rules rules-[\d.]+ \((completed|manual_review)\)$/m);
    expect(stdout).toContain('The current engine reads the same result.');
  }, 60_000);
});
