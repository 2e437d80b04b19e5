import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForMail } from '@fairbill/infra/local/testing/local-client';
import { axeViolations, launchBrowser, openPage } from './browser';

// Browser journeys of the public pages (issue 7) against the stack `npm start` runs.
const { appUrl, outboxUrl } = inject('fairbillStack');

const publicPages = [
  { path: '/', heading: 'Stop Overpaying Your Medical Bills' },
  { path: '/about', heading: 'About FairBill' },
  { path: '/coming-soon', heading: 'Coming Soon' },
  { path: '/contact-us', heading: 'Do you have questions about FairBill?' },
  { path: '/login', heading: 'Welcome back' },
  { path: '/register', heading: 'Create your account' },
  { path: '/signup-success', heading: 'Account created!' },
  { path: '/confirm', heading: 'Verification failed' },
  { path: '/forgot-password', heading: 'Reset your password' },
  { path: '/forgot-email', heading: 'Forgot your email?' },
  { path: '/no-such-page', heading: '404' },
] as const;

describe.sequential('public pages in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(publicPages)('$path renders and has no WCAG 2 A/AA violations (desktop and 360 px)', async ({ path, heading }) => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
      page = await openPage(browser, appUrl, viewport);
      await page.goto(path);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 15_000 });
      expect(await axeViolations(page)).toEqual([]);
      // Nothing wider than a phone screen.
      // (a string: infra type-checks without the DOM library)
      expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
      await page.context().close();
    }
  });

  it('the landing page loads no Amplify, no /config.json and no API call', async () => {
    page = await openPage(browser, appUrl);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path === '/config.json' || path.startsWith('/api') || path.startsWith('/cognito'))).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
    await page.waitForURL(/#how-it-works$/);
    await page.getByRole('link', { name: 'Check My Bills', exact: true }).click();
    await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();
    await page.context().close();
  });

  it('the help dialog opens, switches to Coming Soon, closes with Escape and gives focus back', async () => {
    page = await openPage(browser, appUrl);
    await page.goto('/about');
    const help = page.getByRole('button', { name: 'Help' });
    await help.click();
    const dialog = page.getByRole('dialog', { name: 'How can we help you?' });
    await dialog.waitFor();
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Chat with Help' }).click();
    await page.getByRole('dialog', { name: 'Coming Soon' }).getByText('Our help features are coming soon!').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' }).catch(() => undefined);
    expect(await page.getByRole('dialog').isVisible()).toBe(false);
    expect(await page.evaluate("document.activeElement?.getAttribute('aria-label')")).toBe('Help');
    await page.context().close();
  });

  it('404 shows the page and logs only the bad path', async () => {
    page = await openPage(browser, appUrl);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.goto('/no/such/page?email=jane@example.com');
    await page.getByText('Oops! Page not found').waitFor();
    expect(logs.some((line) => line.includes('/no/such/page'))).toBe(true);
    expect(logs.join('\n')).not.toContain('jane@example.com');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('heading', { name: 'Stop Overpaying Your Medical Bills' }).waitFor();
    await page.context().close();
  });

  it('the contact form stores the message (read back from the outbox), toasts and clears', async () => {
    page = await openPage(browser, appUrl);
    const marker = `e2e-${Date.now().toString(36)}`;
    await page.goto('/contact-us');
    await page.getByLabel('Full Name').fill('Jane Doe');
    await page.getByLabel('Email Address').fill('jane.contact@example.com');
    await page.getByLabel('Subject').fill(`Question ${marker}`);
    await page.getByLabel('Message').fill(`How do I upload an EOB? ${marker}`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent!').waitFor({ timeout: 15_000 });
    await page.getByText('Your message has been sent to our team. FairBill will get back to you soon.').waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    const mail = await waitForMail(outboxUrl, (candidate) => candidate.subject.includes(marker));
    expect(mail.text).toContain(`How do I upload an EOB? ${marker}`);
    expect(mail.text).toContain('jane.contact@example.com');
    await page.context().close();
  });
});
