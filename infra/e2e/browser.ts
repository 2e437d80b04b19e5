import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';

// The browser journeys' support: Debian's Chromium with the launch flags of ARCHITECTURE.md
// (never a downloaded browser), a fresh page per test, and axe.

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A fresh, signed-out page (its own context: no shared storage) on a phone-sized or desktop screen. */
export async function openPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
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
