import { AxeBuilder } from '@axe-core/playwright';
import { launchBrowser } from '@fairbill/infra/local/testing/chromium';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

// The browser journeys' support: Debian's Chromium (infra's launcher, which infra's own browser
// tests use too), a fresh page per test that fails it on any CSP violation, and axe.

export { launchBrowser };

/** One Chromium for the test file that calls this: launched before its tests, closed after them. */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running (called outside a test?)');
    return browser;
  };
}

/** CSP violations reported by watched pages since the last check. */
const cspViolations: string[] = [];

/** Chromium's console line for a blocked load, script, style, frame or connection (wording varies by version). */
const CSP_CONSOLE_MESSAGE = /Refused to |Content Security Policy/;

const REPORT_BINDING = '__fairbillCspViolation';

/** In every document and frame, before the page's own scripts: report each violation event. */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  void window.${REPORT_BINDING}(event.effectiveDirective + ' blocked ' + event.blockedURI + ' in ' + event.documentURI);
});`;

/** Records the context's CSP violations: the DOM events and Chromium's console refusals. */
export async function watchCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, (_source, report: unknown) => {
    cspViolations.push(`securitypolicyviolation: ${String(report)}`);
  });
  await context.addInitScript(REPORT_VIOLATIONS);
  context.on('console', (message) => {
    if (CSP_CONSOLE_MESSAGE.test(message.text())) cspViolations.push(`console: ${message.text()}`);
  });
}

/** The violations recorded since the last check, left for it. */
export function pendingCspViolations(): readonly string[] {
  return [...cspViolations];
}

/** The violations recorded since the last check (and forgets them). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

// Every test of a file that imports this helper fails on a violation its pages reported (a page
// opened in beforeAll counts towards the test that runs next): the journeys run under the CSP users get.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations in the browser').toEqual([]);
});

/**
 * A fresh, signed-out page (its own context: no shared storage) on a phone-sized or desktop screen.
 * With reduced motion, as some users ask for: toasts appear and go without a fade, so axe never reads
 * a colour mid-transition on a loaded machine.
 */
export async function openPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  await watchCspViolations(context);
  return context.newPage();
}

/** WCAG 2.0/2.1/2.2 A and AA rule ids that fail on the page (empty when it passes). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A unique, valid test address per run. */
export function testEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Asserts axe finds nothing, once toasts and focus rings have settled (axe reads contrast mid-fade). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.waitForTimeout(400);
  expect(await axeViolations(page)).toEqual([]);
}

/** Signs in through the login form and waits for the dashboard's greeting. */
export async function signInThroughUi(page: Page, email: string, password: string, greeting = 'Welcome Jane'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: greeting }).waitFor({ timeout: 30_000 });
}
