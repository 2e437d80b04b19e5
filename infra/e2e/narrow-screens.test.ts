import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { registerConfirmedUser, signedInUser, uploadAndWait } from '@fairbill/infra/local/testing/local-client';
import { runLocalCli } from '@fairbill/infra/local/testing/stack-process';
import { chromiumForFile, expectNoAxeViolations, signInThroughUi, testEmail, watchCspViolations } from './browser';
import { mismatchedVisitPdfs, sampleReceiptPdf } from './fixtures';
import { routerPaths } from './spa-routes';

// Issue 17: every route of the SPA on a 360 px phone (a mobile viewport: Chromium widens the
// layout to fit whatever overflows, as phones do), signed out, signed in with documents (so the
// tables have rows), and as each kind of staff. A page fails if it scrolls sideways: the tables
// scroll inside their own region instead. The route list is the router's own (spa-routes.ts).

const { appUrl, outboxUrl, settings } = inject('fairbillStack');
const password = 'narrow-pass-1';
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

type Data = { memberId: string; billId: string; eobId: string; receiptId: string };
type Who = 'family' | 'auditors' | 'operators';
type RoutePage = {
  /** The address to open, with the ids of the uploaded documents where the route takes them. */
  url: (data: Data) => string;
  /** Whose screen it is: the others are sent elsewhere (to /login, or their own start page). */
  who?: Who;
  /** What shows once the page has its data, beyond its heading. */
  ready?: (page: Page) => Locator;
};

const explanationQuery = (data: Data) => `familyMemberId=${data.memberId}&billId=${data.billId}&eobId=${data.eobId}`;
const firstTable = (page: Page) => page.locator('table').first();

/** Every route of the router, by its path pattern, as this test opens it. */
const routePages: Record<string, RoutePage> = {
  '/': { url: () => '/' },
  '/about': { url: () => '/about' },
  '/coming-soon': { url: () => '/coming-soon' },
  '/contact-us': { url: () => '/contact-us' },
  '/signup-success': { url: () => '/signup-success' },
  '/forgot-email': { url: () => '/forgot-email' },
  '/login': { url: () => '/login' },
  '/register': { url: () => '/register' },
  '/confirm': { url: () => '/confirm?username=nobody%40example.com&code=000000' },
  '/forgot-password': { url: () => '/forgot-password' },
  '/dashboard': { url: () => '/dashboard', who: 'family', ready: (page) => page.getByRole('heading', { name: 'Welcome Jane' }) },
  '/search': {
    url: (data) => `/search?bills=true&eobs=true&receipts=true&memberId=${data.memberId}`,
    who: 'family',
    ready: (page) => page.getByRole('heading', { name: /^Found 3 result/ }),
  },
  '/bill-detail': { url: (data) => `/bill-detail?billId=${data.billId}`, who: 'family', ready: firstTable },
  '/documents/:documentId': { url: (data) => `/documents/${data.eobId}`, who: 'family', ready: (page) => page.getByRole('heading', { name: 'Explanation of benefits' }) },
  '/patient-history': { url: (data) => `/patient-history?member=${data.memberId}`, who: 'family', ready: firstTable },
  '/patient-actions': { url: () => '/patient-actions', who: 'family', ready: firstTable },
  '/explanations': { url: (data) => `/explanations?${explanationQuery(data)}`, who: 'family', ready: (page) => page.getByRole('cell', { name: 'Out of Network' }).or(page.getByRole('cell', { name: 'In Network' })) },
  '/in-network-explanations': { url: (data) => `/in-network-explanations?${explanationQuery(data)}`, who: 'family', ready: (page) => page.getByRole('link', { name: 'Click here to download copy of EOB' }) },
  '/payment': { url: (data) => `/payment?billId=${data.billId}`, who: 'family' },
  '/account': { url: () => '/account', who: 'family' },
  // The bill's visit (its id is the bill's, which was read first): the letter form and the visit's letters.
  '/ledgers/:ledgerId/letter': { url: (data) => `/ledgers/${data.billId}/letter`, who: 'family', ready: (page) => page.getByRole('heading', { name: 'Letters for this visit' }) },
  '/audit': { url: () => '/audit', who: 'auditors', ready: firstTable },
  '/audit/records/:documentId': { url: (data) => `/audit/records/${data.billId}`, who: 'auditors', ready: (page) => page.getByRole('heading', { name: /^Bill: / }) },
  '/audit/access-log': { url: () => '/audit/access-log', who: 'auditors', ready: firstTable },
  '/ops': { url: () => '/ops', who: 'operators', ready: firstTable },
  '*': { url: () => '/no-such-page' },
};

/** The page's outermost elements that reach past the screen's right edge (for the failure message). */
const OVERFLOWING = `(() => {
  const width = document.scrollingElement.clientWidth;
  const name = (el) => el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '');
  const found = [];
  for (const el of document.querySelectorAll('body *')) {
    const right = el.getBoundingClientRect().right;
    const parentRight = el.parentElement ? el.parentElement.getBoundingClientRect().right : 0;
    if (right > width + 1 && parentRight <= width + 1) found.push(name(el) + ' to ' + Math.round(right) + ' px');
  }
  return found.slice(0, 5).join(', ');
})()`;

/** Waits for the page's heading, the end of its loading states and what `ready` names. */
async function settle(page: Page, ready?: (page: Page) => Locator): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await expect.poll(() => page.getByRole('status').filter({ hasText: /^Loading/ }).count(), { timeout: 20_000 }).toBe(0);
  if (ready) await ready(page).first().waitFor({ timeout: 20_000 });
  // Late layout (fonts, images, the document preview) settles.
  await page.waitForTimeout(300);
}

/** `null` when the page does not scroll sideways, else what it measures and what sticks out. */
async function sidewaysScroll(page: Page): Promise<string | null> {
  const { scrollWidth, clientWidth } = await page.evaluate('({ scrollWidth: document.scrollingElement.scrollWidth, clientWidth: document.scrollingElement.clientWidth })') as { scrollWidth: number; clientWidth: number };
  if (scrollWidth <= clientWidth) return null;
  return `${scrollWidth} px wide in ${clientWidth} px (${String(await page.evaluate(OVERFLOWING))})`;
}

/** Runs `use` on a fresh page of a phone-sized context (watched for CSP violations), signed in as `who` when given. */
async function onPhone(browser: Browser, who: { email: string; greeting: string } | undefined, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL: appUrl, ...PHONE });
  try {
    await watchCspViolations(context);
    const page = await context.newPage();
    if (who) await signInThroughUi(page, who.email, password, who.greeting);
    await use(page);
  } finally {
    await context.close();
  }
}

/** Opens each route in turn and lists those that scroll sideways. */
async function visitAll(page: Page, paths: readonly string[], data: Data, signedIn: Who | undefined): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    const route = routePages[path];
    if (!route) continue;
    const url = route.url(data);
    await page.goto(url);
    // Another kind of user's screen sends this one elsewhere: the page it lands on is measured.
    await settle(page, route.who === signedIn ? route.ready : undefined);
    const scroll = await sidewaysScroll(page);
    if (scroll) failures.push(`${path} (${url} -> ${new URL(page.url()).pathname}): ${scroll}`);
  }
  return failures;
}

async function addToStaffGroup(command: 'add-auditor' | 'add-operator', email: string): Promise<void> {
  await registerConfirmedUser({ appUrl, outboxUrl }, email, password);
  await runLocalCli(settings, 'admin.ts', [command, email]);
}

describe.sequential('every route at 360 px, in Chromium', () => {
  const familyEmail = testEmail('narrow');
  const family = { email: familyEmail, greeting: 'Welcome Jane' };
  const staff = { auditors: testEmail('narrow-auditor'), operators: testEmail('narrow-operator') };
  const chromium = chromiumForFile();
  let paths: string[] = [];
  let data: Data;

  beforeAll(async () => {
    paths = await routerPaths();
    const family = await signedInUser({ appUrl, outboxUrl }, familyEmail, password);
    const visit = await mismatchedVisitPdfs({ inNetwork: true });
    const bill = await uploadAndWait(appUrl, family.token, family.memberId, 'medical_bill', visit.bill.bytes);
    const eob = await uploadAndWait(appUrl, family.token, family.memberId, 'insurance_payment', visit.eob.bytes);
    const receipt = await uploadAndWait(appUrl, family.token, family.memberId, 'user_payment', await sampleReceiptPdf(2025));
    expect([bill.extractionStatus, eob.extractionStatus, receipt.extractionStatus]).toEqual(['completed', 'completed', 'completed']);
    data = { memberId: family.memberId, billId: bill.id, eobId: eob.id, receiptId: receipt.id };
    await addToStaffGroup('add-auditor', staff.auditors);
    if (paths.includes('/ops')) await addToStaffGroup('add-operator', staff.operators);
  }, 240_000);

  it("visits every route the router declares (frontend/src/app/routes.tsx)", () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(Object.keys(routePages).filter((path) => path !== '/ops' || paths.includes('/ops')).sort()).toEqual([...paths].sort());
  });

  it('signed out: no route scrolls sideways (the signed-in ones land on /login)', async () => {
    await onPhone(chromium(), undefined, async (page) => {
      expect(await visitAll(page, paths, data, undefined)).toEqual([]);
    });
  }, 180_000);

  it('signed in with a bill, its EOB and a receipt: no route scrolls sideways', async () => {
    await onPhone(chromium(), family, async (page) => {
      expect(await visitAll(page, paths, data, 'family')).toEqual([]);
    });
  }, 180_000);

  it.each(['auditors', 'operators'] as const)('as one of the %s: no route scrolls sideways', async (group) => {
    if (group === 'operators' && !paths.includes('/ops')) return;
    const greeting = group === 'auditors' ? 'Extraction results' : 'Pipeline runs';
    await onPhone(chromium(), { email: staff[group], greeting }, async (page) => {
      expect(await visitAll(page, paths.filter((path) => routePages[path]?.who === group), data, group)).toEqual([]);
    });
  }, 120_000);

  it('the mismatch explanations and bill detail at 360 px: tables scroll in their own region, the column tips open by keyboard without widening the page, axe-clean', async () => {
    await onPhone(chromium(), family, async (page) => {
      for (const path of ['/explanations', '/in-network-explanations']) {
        await page.goto(routePages[path]?.url(data) ?? path);
        await settle(page, routePages[path]?.ready);
        // The table is wider than the screen and scrolls inside its region, which the keyboard reaches.
        const region = page.locator('.comparison-scroll');
        expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
        expect(await region.getAttribute('tabindex')).toBe('0');
        await expectNoAxeViolations(page);
      }

      await page.goto(`/bill-detail?billId=${data.billId}`);
      await settle(page, firstTable);
      await page.getByRole('button', { name: 'Click to expand and see detailed breakdown' }).click();
      await page.getByRole('columnheader', { name: /Allowed Amount/ }).waitFor();
      const tips = page.getByRole('button', { name: /^About / });
      const count = await tips.count();
      expect(count).toBe(9);
      await page.getByRole('button', { name: 'Click to collapse table' }).focus();
      let seen = 0;
      // Tab through the table (a bounded number of presses): each column's tip opens on its button.
      for (let presses = 0; seen < count && presses < 4 * count; presses += 1) {
        await page.keyboard.press('Tab');
        const label = await page.evaluate("document.activeElement?.getAttribute('aria-label') ?? ''");
        if (typeof label !== 'string' || !label.startsWith('About ')) continue;
        seen += 1;
        const tip = page.getByRole('tooltip').filter({ visible: true });
        await tip.waitFor();
        expect(await sidewaysScroll(page), `${label}: its tip is open`).toBeNull();
        // All of it on the screen, inside the table's region (which would clip it otherwise), once the
        // region has scrolled the button into view (a frame or more after the focus).
        await expect
          .poll(async () => {
            const box = await tip.boundingBox();
            return box && { left: Math.round(box.x), right: Math.round(box.x + box.width) };
          }, { timeout: 2000, message: `${label}: its tip on the screen` })
          .toSatisfy((edges: { left: number; right: number } | null) => edges !== null && edges.left >= 0 && edges.right <= PHONE.viewport.width);
        if (seen === 1) await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await tip.waitFor({ state: 'hidden' });
      }
      expect(seen).toBe(count);
      expect(await sidewaysScroll(page)).toBeNull();
      await expectNoAxeViolations(page);
    });
  }, 120_000);
});
