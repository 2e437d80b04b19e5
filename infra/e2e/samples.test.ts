import { join } from 'node:path';
import { ledgerMessages, matchMessages, sampleMessages } from '@fairbill/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../local/config';
import { chromiumForFile, expectNoAxeViolations, openPage, signInThroughUi, testEmail } from './browser';
import { registerConfirmedUser } from './local-client';

// Issue 14's first run, on the stack `npm start` runs: a new user clicks "Try it with sample
// documents"; the sample documents go through the real pipeline (s3rver's object events, the state
// machine, the local reader); within a minute the dashboard shows a settled visit, a visit with a
// refund due and a visit whose bill does not match its EOB, whose explanation opens. Then the
// samples are removed with their member. Axe on every page on the way, and the card fits 360 px.

const stack = inject('fairbillStack');
const password = 'samples-pass-1';
const PHONE = { width: 360, height: 740 };

/** No part of the page reaches past the screen's right edge (run in the page, as narrow-screens.test.ts does). */
const fitsWidth = (page: Page) => page.evaluate<boolean>('document.scrollingElement.scrollWidth <= document.scrollingElement.clientWidth + 1');

describe.sequential('sample documents', () => {
  const browser = chromiumForFile();

  it('lets a new user see a settled visit, a refund due and a mismatch within a minute, explained, then removes them', async () => {
    const email = testEmail('samples');
    await registerConfirmedUser(stack, email, password);
    const page = await openPage(browser(), stack.appUrl);
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
      expect(await page.getByRole('combobox', { name: 'Family member', exact: true }).locator('option:checked').textContent()).toBe('Sample: Alex Rivera (Other)');
      const visits = card.getByRole('list', { name: sampleMessages.visitsTitle });
      await visits.waitFor({ timeout: 60_000 });
      const item = (text: string | RegExp) => visits.getByRole('listitem').filter({ hasText: text });
      await item(ledgerMessages.paidInFull).filter({ hasText: sampleMessages.billMatches }).waitFor({ timeout: 10_000 });
      await item(/Refund due: \$\d/).waitFor({ timeout: 10_000 });
      const mismatch = item(/You still owe \$\d/).filter({ hasText: sampleMessages.billDoesNotMatch });
      await mismatch.waitFor({ timeout: 10_000 });
      const seconds = (Date.now() - clicked) / 1000;
      expect(seconds).toBeLessThan(60);
      expect(await visits.getByRole('listitem').count()).toBe(3);

      // The rest of the dashboard filled in from the same documents.
      expect(await page.getByRole('article', { name: ledgerMessages.refundsDueTitle }).getByText(/^\$\d/).textContent()).not.toBe('$0.00');
      expect(await page.getByRole('article', { name: 'Medical Billings' }).getByText(/^\$\d/).textContent()).not.toBe('$0.00');
      await page.getByRole('region', { name: ledgerMessages.needsActionTitle }).getByText(/Refund due: \$\d/).waitFor();
      await expectNoAxeViolations(page);

      // On a phone the card fits the screen.
      await page.setViewportSize(PHONE);
      await card.getByRole('button', { name: sampleMessages.remove }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await page.setViewportSize({ width: 1280, height: 800 });

      // The mismatching visit's bill says it is a sample and does not match; its explanation opens.
      await mismatch.getByRole('link').click();
      await page.waitForURL('**/bill-detail?**');
      await page.getByText(sampleMessages.documentNote).waitFor({ timeout: 20_000 });
      const banner = page.getByRole('link', { name: matchMessages.partial });
      await banner.waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);
      await banner.click();
      await page.waitForURL('**/in-network-explanations?**');
      await page.getByRole('heading', { level: 1, name: 'In-Network Bill and EOB Mismatch' }).waitFor({ timeout: 20_000 });
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
  }, 240_000);
});
