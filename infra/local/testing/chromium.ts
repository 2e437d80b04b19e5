import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium with the launch flags of ARCHITECTURE.md (never a downloaded browser): for
 * infra's browser tests of the local servers and for the browser journeys (@fairbill/e2e).
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
