import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticSpa } from '@fairbill/infra/local/spa';
import { launchBrowser, openPage, pendingCspViolations, takeCspViolations } from './browser';

// The browser journeys' CSP check (browser.ts: every page from openPage, an afterEach in the
// helper) must really catch a violation: here a page on the local SPA server breaks the CSP.

describe('the browser journeys\' CSP check', () => {
  let distDir = '';
  let spa: Server;
  let origin = '';
  let browser: Browser;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'fairbill-csp-guard-'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>clean</title><script src="/app.js"></script>');
    await writeFile(join(distDir, 'app.js'), "document.title = 'ran';");
    await writeFile(join(distDir, 'inline.html'), "<!doctype html><title>inline</title><script>document.title = 'ran';</script>");
    const serve = createStaticSpa(distDir, { documentStorageOrigin: 'http://127.0.0.1:1' });
    spa = createServer((request, response) => void serve(request, response));
    await new Promise<void>((resolve) => spa.listen(0, '127.0.0.1', () => resolve()));
    const address = spa.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => spa?.close(resolve));
    await rm(distDir, { recursive: true, force: true });
  });

  it('reports an inline script the CSP blocks, as the DOM event and as Chromium\'s console refusal', { timeout: 30_000 }, async () => {
    const page = await openPage(browser, origin);
    await page.goto('/inline.html');
    await expect.poll(() => pendingCspViolations().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await page.title()).toBe('inline');
    await page.context().close();
    const violations = takeCspViolations();
    expect(violations).toContainEqual(expect.stringMatching(/^securitypolicyviolation: script-src-elem blocked inline in http:\/\/127\.0\.0\.1:\d+\/inline\.html$/));
    expect(violations).toContainEqual(expect.stringMatching(/^console: .*inline script.* violates the following Content Security Policy directive.*script-src 'self'/));
  });

  // Expected to fail: the violation is left for the helper's afterEach, which must fail the test.
  it.fails('fails a test whose page broke the CSP, without the test checking anything', { timeout: 30_000 }, async () => {
    const page = await openPage(browser, origin);
    await page.goto('/inline.html');
    await expect.poll(() => pendingCspViolations().length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.context().close();
  });

  it('reports nothing for a page that keeps to the CSP (its own script runs)', { timeout: 30_000 }, async () => {
    expect(pendingCspViolations()).toEqual([]);
    const page = await openPage(browser, origin);
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('ran');
    await page.context().close();
    expect(takeCspViolations()).toEqual([]);
  });
});
