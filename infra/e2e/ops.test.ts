import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { faultsFile } from '@fairbill/infra/local/config';
import { registerConfirmedUser, signedInUser, uploadAndWait } from '@fairbill/infra/local/testing/local-client';
import { runLocalCli } from '@fairbill/infra/local/testing/stack-process';
import { chromiumForFile, expectNoAxeViolations, openPage, signInThroughUi, testEmail } from './browser';
import { sampleBillPdf } from './fixtures';

// Issue 13: a newcomer makes themselves an operator with the one command the README gives, signs
// in and lands on /ops, sees a family's run that failed at a step (a Bedrock quota error,
// rehearsed with the local stack's fault file), redrives it with a reason, and sees it complete.
// Axe-clean, at desktop and 360 px.

const { appUrl, outboxUrl, settings } = inject('fairbillStack');
const password = 'operator-pass-1';

describe.sequential('an operator in Chromium', () => {
  const operatorEmail = testEmail('operator');
  const browser = chromiumForFile();
  let page: Page;
  let billId = '';

  afterAll(() => writeFile(faultsFile(settings.dataDir), '{}'));

  it('becomes an operator with `npm run admin -- add-operator <email>`, after a family\'s run failed at a step', async () => {
    const family = await signedInUser({ appUrl, outboxUrl }, testEmail('ops-family'), password);
    // The structurer's next call fails as Bedrock does when its quota is used up (no retry for that).
    await writeFile(faultsFile(settings.dataDir), JSON.stringify({ StructureData: { error: 'ServiceQuotaExceededException', times: 1 } }));
    const bill = await uploadAndWait(appUrl, family.token, family.memberId, 'medical_bill', await sampleBillPdf());
    expect(bill.extractionStatus).toBe('failed');
    billId = bill.id;

    await registerConfirmedUser({ appUrl, outboxUrl }, operatorEmail, password);
    expect(await runLocalCli(settings, 'admin.ts', ['add-operator', operatorEmail])).toContain(`${operatorEmail} is now in the operators group.`);
  }, 200_000);

  it('signs in on /ops, sees the failed run with its cause, redrives it with a reason and sees it complete', async () => {
    page = await openPage(browser(), appUrl);
    try {
      await signInThroughUi(page, operatorEmail, password, 'Pipeline runs');
      expect(new URL(page.url()).pathname).toBe('/ops');
      // An operator never sees the family screens.
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Pipeline runs' }).waitFor();
      await page.getByText('Runs per minute').waitFor();

      const row = page.getByRole('region', { name: 'Pipeline runs' }).getByRole('row').filter({ hasText: billId });
      await row.getByText('Failed at Structure: ServiceQuotaExceededException (execution failed)').waitFor({ timeout: 15_000 });
      await expectNoAxeViolations(page);

      // Keyboard only: the redrive button, the reason, the submit.
      await row.getByRole('button', { name: `Redrive document ${billId}` }).focus();
      await page.keyboard.press('Enter');
      const form = page.getByRole('form', { name: `Redrive document ${billId}` });
      await form.getByLabel('Why (kept with the run)').fill('Bedrock quota raised by support ticket');
      await expectNoAxeViolations(page);
      await form.getByRole('button', { name: 'Redrive from Structure' }).press('Enter');
      await page.getByRole('status').filter({ hasText: `Redrive started for document ${billId}: it restarts at Structure.` }).waitFor();
      // The list follows running runs until they end.
      await row.getByText('Completed').first().waitFor({ timeout: 60_000 });
      await expectNoAxeViolations(page);

      // 360 px: the tables scroll inside their own regions, the page does not.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/ops');
      await page.getByRole('region', { name: 'Pipeline runs' }).getByRole('row').filter({ hasText: billId }).waitFor();
      expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
      await expectNoAxeViolations(page);
    } finally {
      await page.context().close();
    }
  }, 150_000);
});
