import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '@fairbill/infra/local/config';
import { signedInUser, uploadAndWait } from '@fairbill/infra/local/testing/local-client';
import { expectNoAxeViolations, launchBrowser, openPage, testEmail, signInThroughUi } from './browser';
import { corruptPdf, sampleBillPdf, sampleEobPdf } from './fixtures';

// Issue 8 (search, bill detail, document view) on the stack `npm start` runs: a bill and its EOB
// (text PDFs the local structurer reads) and a corrupt file go through the real pipeline; search
// finds them with the failed one flagged; the bill's detail shows the perfect-match banner; the
// EOB opens the document view. Axe on every page.

const { appUrl, outboxUrl } = inject('fairbillStack');
const password = 'search-pass-1';

type DocumentView = { id: string; extractionStatus: string; requiresManualReview: boolean };

describe.sequential('search, bill detail and the document view in Chromium', () => {
  const email = testEmail('search');
  let browser: Browser;
  let token = '';
  let memberId = '';
  let bill: DocumentView;
  let eob: DocumentView;
  let corrupt: DocumentView;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ token, memberId } = await signedInUser({ appUrl, outboxUrl }, email, password));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('the pipeline extracts the bill and its EOB and fails the corrupt file', async () => {
    bill = (await uploadAndWait(appUrl, token, memberId, 'medical_bill', await sampleBillPdf())) as DocumentView;
    eob = (await uploadAndWait(appUrl, token, memberId, 'insurance_payment', await sampleEobPdf('Summit Health Plan', 'CLM-77120'))) as DocumentView;
    corrupt = (await uploadAndWait(appUrl, token, memberId, 'insurance_payment', corruptPdf())) as DocumentView;
    expect([bill.extractionStatus, eob.extractionStatus, corrupt.extractionStatus]).toEqual(['completed', 'completed', 'failed']);
  }, 240_000);

  it('search finds both and flags the failed file; bill detail shows the perfect match; the EOB opens its view', async () => {
    const page = await openPage(browser, appUrl, { width: 360, height: 740 });
    try {
      await signInThroughUi(page, email, password);

      await page.goto('/search');
      await page.getByText('Use the search form above to find bills and documents.').waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);
      await page.getByLabel('Family member').selectOption(memberId);
      await page.getByRole('checkbox', { name: 'Bills' }).check();
      await page.getByRole('checkbox', { name: 'EOBs' }).check();
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('heading', { name: 'Found 3 result(s) for Jane' }).waitFor({ timeout: 20_000 });
      expect(new URL(page.url()).search).toBe(`?bills=true&eobs=true&memberId=${memberId}`);
      await page.getByText('Amount billed').waitFor();
      expect(await page.getByText('Insurance payment').count()).toBe(2);
      await page.getByText('Extraction failed').waitFor({ timeout: 20_000 });
      expect(await page.getByText('Extraction failed').count()).toBe(1);
      await expectNoAxeViolations(page);

      await page.getByRole('checkbox', { name: 'Only documents that failed or need review' }).check();
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('heading', { name: 'Found 1 result(s) for Jane' }).waitFor({ timeout: 20_000 });
      await page.getByRole('checkbox', { name: 'Only documents that failed or need review' }).uncheck();
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('heading', { name: 'Found 3 result(s) for Jane' }).waitFor({ timeout: 20_000 });

      await page.locator(`a[href="/bill-detail?billId=${bill.id}"]`).click();
      await page.waitForURL('**/bill-detail?billId=*');
      const banner = page.getByRole('link', { name: /Your EOB and bill match\. CLICK HERE TO PAY NOW/ });
      await banner.waitFor({ timeout: 20_000 });
      await page.getByText('Detailed view for Riverside Medical Group - 3/1/2025').waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Click to expand and see detailed breakdown' }).click();
      await page.getByRole('columnheader', { name: /Allowed Amount/ }).waitFor();
      await expectNoAxeViolations(page);
      expect(await page.getByRole('link', { name: 'Back to Search Results' }).getAttribute('href')).toBe(`/search?bills=true&eobs=true&memberId=${memberId}`);
      await banner.click();
      await page.waitForURL('**/payment?**');
      // Issue 18: the payment link carries ids only.
      expect(new URL(page.url()).search).toBe(`?familyMemberId=${memberId}&billId=${bill.id}`);

      await page.goto(`/search?bills=true&eobs=true&memberId=${memberId}`);
      await page.locator(`a[href="/documents/${eob.id}"]`).click();
      await page.getByRole('heading', { level: 1, name: 'Explanation of benefits' }).waitFor({ timeout: 20_000 });
      await page.getByText('Summit Health Plan').first().waitFor();
      await page.getByRole('link', { name: 'Download insurance_payment.pdf' }).waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);
    } catch (error) {
      await page.screenshot({ path: join(repoRoot, 'test-results', `search-bill-detail-${Date.now()}.png`), fullPage: true }).catch(() => undefined);
      throw error;
    } finally {
      await page.context().close();
    }
  }, 150_000);
});
