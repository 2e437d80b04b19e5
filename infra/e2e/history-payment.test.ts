import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '@fairbill/infra/local/config';
import { api, signedInUser, uploadAndWait } from '@fairbill/infra/local/testing/local-client';
import { expectNoAxeViolations, launchBrowser, openPage, testEmail, signInThroughUi } from './browser';
import { sampleBillPdf, sampleEobPdf } from './fixtures';

// Issue 8 (history and payment, Decisions 2 and 5) against the stack `npm start` runs: a bill and
// its EOB uploaded as text PDFs -> the pipeline pairs them -> /patient-history shows the matching
// pair -> /payment records 'Card ending 4242' -> /api/totals 'You Paid' goes up. Axe on each page.

const { appUrl, outboxUrl } = inject('fairbillStack');
const password = 'history-pass-1';

type DocumentView = { id: string; extractionStatus: string; matchState: string | null; paymentMethod: string | null; amount: number };
type HistoryPair = { bill: DocumentView; eob: DocumentView | null; matchState: string };

describe.sequential('history, explanations and payment in Chromium', () => {
  const email = testEmail('history');
  let browser: Browser;
  let token = '';
  let memberId = '';
  let bill: DocumentView;
  let eob: DocumentView;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ token, memberId } = await signedInUser({ appUrl, outboxUrl }, email, password));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('API: a bill and its EOB uploaded as text PDFs come back from /api/history as a matching pair', async () => {
    bill = (await uploadAndWait(appUrl, token, memberId, 'medical_bill', await sampleBillPdf())) as DocumentView;
    eob = (await uploadAndWait(appUrl, token, memberId, 'insurance_payment', await sampleEobPdf())) as DocumentView;
    const history = await api<{ pairs: HistoryPair[] }>(appUrl, `/api/history?memberId=${memberId}`, { token });
    expect(history.status).toBe(200);
    expect(history.body.pairs.map((pair) => [pair.bill.id, pair.eob?.id, pair.matchState])).toEqual([[bill.id, eob.id, 'perfect']]);
  }, 200_000);

  it('browser: history shows the pair, payment records "Card ending 4242" and You Paid goes up', async () => {
    const before = await api<{ youPaid: number }>(appUrl, `/api/totals?memberId=${memberId}`, { token });
    expect(before.status).toBe(200);
    page = await openPage(browser, appUrl, { width: 360, height: 740 });
    try {
      await signInThroughUi(page, email, password);

      await page.goto(`/patient-history?member=${memberId}`);
      const pair = page.getByRole('article', { name: 'Riverside Medical Group - 3/1/2025' });
      await pair.waitFor({ timeout: 20_000 });
      await pair.getByRole('img', { name: 'Matches' }).waitFor();
      await expectNoAxeViolations(page);

      // Issue 18: ids only in the URL, and no Referer on any API call.
      const referers: string[] = [];
      page.on('request', (request) => {
        const referer = request.headers()['referer'];
        if (request.url().includes('/api/') && referer) referers.push(referer);
      });
      await pair.getByRole('link', { name: 'Your EOB and bill match. Click HERE to pay your bill' }).click();
      await page.waitForURL('**/payment?**');
      expect(new URL(page.url()).search).toBe(`?familyMemberId=${memberId}&billId=${bill.id}`);
      await page.getByRole('heading', { name: 'FairBill Payment Portal' }).waitFor();
      // The amount due comes from the API, not from the URL.
      await page.getByRole('button', { name: 'Pay $60.00' }).waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);

      const year = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
      await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry Date').fill(`09/${year}`);
      await page.getByLabel('CVV').fill('321');
      await page.getByLabel('Name on Card').fill('Jane Doe');
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.postData() ?? ''));
      await page.getByRole('button', { name: 'Pay $60.00' }).click();
      await page.getByText('$60.00 paid with Card ending 4242').waitFor({ timeout: 20_000 });
      // Only the last four digits leave the browser.
      expect(requests.join('\n')).not.toMatch(/4242 4242|4242424242424242|"321"/);
      await expectNoAxeViolations(page);

      expect(referers).toEqual([]);

      const after = await api<{ youPaid: number }>(appUrl, `/api/totals?memberId=${memberId}`, { token });
      // $60.00, in cents like every amount of the API.
      expect(after.body.youPaid).toBe(before.body.youPaid + 6000);
      const payments = await api<{ results?: unknown[] }>(appUrl, `/api/documents?receipts=true&memberId=${memberId}`, { token });
      expect(JSON.stringify(payments.body)).toContain('Card ending 4242');
    } catch (error) {
      await page.screenshot({ path: join(repoRoot, 'test-results', `history-payment-${Date.now()}.png`), fullPage: true }).catch(() => undefined);
      throw error;
    }
  }, 120_000);

  it('browser: the explanation pages and the patient-actions explainer are axe-clean', async () => {
    const query = `familyMemberId=${memberId}&billId=${bill.id}&eobId=${eob.id}`;
    await page.goto(`/explanations?${query}`);
    await page.getByRole('cell', { name: 'Riverside Medical Group' }).first().waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page);

    await page.goto(`/in-network-explanations?${query}`);
    await page.getByText(/Your EOB details indicate you owe \$60\.00 on this in-network bill/).waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    // The link is a presigned GET of the EOB's original file.
    const href = await page.getByRole('link', { name: 'Click here to download copy of EOB' }).getAttribute('href', { timeout: 20_000 });
    const original = await fetch(href ?? '');
    expect(original.status).toBe(200);
    expect(new Uint8Array(await original.arrayBuffer()).slice(0, 5)).toEqual(new TextEncoder().encode('%PDF-'));

    await page.goto('/patient-actions');
    await page.getByText('Out of network reasons will be different from in network!').waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page);
  }, 90_000);
});
