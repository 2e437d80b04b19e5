import { accountMessages } from '@fairbill/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, mailTo, signedInUser, uploadAndWait, waitForMail } from '@fairbill/infra/local/testing/local-client';
import { expectNoAxeViolations, launchBrowser, openPage, signInThroughUi, testEmail } from './browser';
import { sampleBillPdf } from './fixtures';

// Issue 16, "the family's data is theirs": a family deletes its account from /account (typed
// confirmation), lands on the sign-in page with the notice, cannot sign in again, and gets the
// receipt; another family's documents are untouched.

const { appUrl, outboxUrl } = inject('fairbillStack');
const password = 'delete-me-pass-1';

describe.sequential('deleting an account in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('deletes everything of the account after the typed confirmation, and nothing of another', async () => {
    const email = testEmail('delete-me');
    const mine = await signedInUser({ appUrl, outboxUrl }, email, password);
    await uploadAndWait(appUrl, mine.token, mine.memberId, 'medical_bill', await sampleBillPdf());
    const other = await signedInUser({ appUrl, outboxUrl }, testEmail('keep-me'), password);
    const kept = await uploadAndWait(appUrl, other.token, other.memberId, 'medical_bill', await sampleBillPdf());

    const page = await openPage(browser, appUrl);
    try {
      await signInThroughUi(page, email, password);
      await page.getByRole('link', { name: 'Your account' }).click();
      await page.getByRole('heading', { name: accountMessages.deleteTitle }).waitFor();
      await expectNoAxeViolations(page);
      const confirm = page.getByLabel(accountMessages.deleteConfirmLabel);
      await confirm.fill('someone-else@example.com');
      await page.getByRole('button', { name: accountMessages.deleteButton }).click();
      await page.getByText(accountMessages.deleteConfirmationMismatch).waitFor();
      await confirm.fill(email);
      await page.getByRole('button', { name: accountMessages.deleteButton }).click();
      await page.waitForURL('**/login');
      await page.getByText(accountMessages.deletedNotice).waitFor();

      // The account is gone: its password no longer signs in.
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Sign in failed').first().waitFor({ timeout: 15_000 });
    } finally {
      await page.context().close();
    }
    const receipt = await waitForMail(outboxUrl, mailTo(email, /deleted/i));
    expect(receipt.subject).toBe(accountMessages.deletedMailSubject);
    expect((await api(appUrl, `/api/documents/${kept.id}`, { token: other.token })).status).toBe(200);
  }, 200_000);
});
