import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mailTo, waitForMail } from '@fairbill/infra/local/testing/local-client';
import { axeViolations, launchBrowser, openPage, testEmail } from './browser';

// The account flow of issue 7 in Chromium against the stack `npm start` runs: register ->
// confirmation link from the outbox -> confirm -> sign in -> dashboard; wrong password; the
// guard; forgot password end to end; sign out.
const { appUrl, outboxUrl } = inject('fairbillStack');
const password = 'first-pass-1';

async function signInThroughForm(page: Page, email: string, secret: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe.sequential('account flow in Chromium', () => {
  let browser: Browser;
  const email = testEmail('account');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the guard sends a signed-out visitor from /dashboard to /login, replacing history', async () => {
    const page = await openPage(browser, appUrl);
    await page.goto('/');
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('register -> confirmation link from the outbox -> confirm -> sign in -> dashboard', async () => {
    const page = await openPage(browser, appUrl, { width: 360, height: 740 });
    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First Name').fill('Jane');
    await page.getByLabel('Last Name').fill('Doe');
    await page.getByLabel('Phone').fill('(415) 555-0100');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/signup-success', { timeout: 20_000 });
    await page.getByText('Account created successfully! Please check your email to verify your account.').waitFor();

    const mail = await waitForMail(outboxUrl, mailTo(email, /confirm/i));
    const link = /https?:\/\/\S+\/confirm\?[^\s)"<]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const confirmUrl = new URL(link ?? '');
    expect(confirmUrl.origin).toBe(new URL(appUrl).origin);

    await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
    await page.getByText('Verifying your email address, please wait...').waitFor();
    await page.getByRole('heading', { name: 'Email verified!' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    // Not signed in yet: the guard sends the user to sign in first.
    await page.waitForURL('**/login');
    await signInThroughForm(page, email, password);
    await page.getByRole('heading', { name: 'Welcome Jane' }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByText('Signed in successfully').waitFor();
    await page.waitForTimeout(500); // let the toast finish its entrance (axe reads contrast mid-fade)
    expect(await axeViolations(page)).toEqual([]);

    // The upload dialog: labelled pickers, the button label rules, keyboard-closable, accessible.
    const opener = page.getByRole('button', { name: 'Upload a new bill & EOB' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Upload Medical Documents' });
    await dialog.getByText('For Jane Doe (Self)').waitFor();
    expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    await dialog.getByLabel('EOB').setInputFiles({ name: 'eob.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') });
    await dialog.getByText('eob.pdf (0.00 MB)').waitFor();
    expect(await dialog.getByRole('button', { name: 'Upload EOB' }).isEnabled()).toBe(true);
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate('document.activeElement?.textContent?.trim()')).toBe('Upload a new bill & EOB');

    // A reload keeps the session (tokens are persisted by Amplify).
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome Jane' }).waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it("a wrong password shows 'Sign in failed' and stays on /login", async () => {
    const page = await openPage(browser, appUrl);
    await page.goto('/login');
    await signInThroughForm(page, email, 'not-the-password');
    await page.getByText('Sign in failed').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true);
    await page.context().close();
  });

  it('forgot password: code by e-mail, new password, signed in on the dashboard; the new password works', async () => {
    const page = await openPage(browser, appUrl);
    const newPassword = 'second-pass-2';
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    // The login page stays until the next page's code has loaded: fill in the right form.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    const requestedAt = new Date().toISOString();
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await page.getByLabel('Reset Code').waitFor({ timeout: 15_000 });

    const mail = await waitForMail(outboxUrl, (candidate) => candidate.to === email && /reset/i.test(candidate.subject) && candidate.sentAt >= requestedAt.slice(0, 19));
    const code = /reset code is\W*(\w+)/i.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    await page.getByLabel('Reset Code').fill(code ?? '');
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Welcome Jane' }).waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/login');
    await signInThroughForm(page, email, newPassword);
    await page.getByRole('heading', { name: 'Welcome Jane' }).waitFor({ timeout: 20_000 });
    await page.context().close();
  });
});
