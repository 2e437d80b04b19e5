import { join } from 'node:path';
import { displayFallbacks, documentMessages, dollarsToCents, formatUsDate, searchMessages } from '@fairbill/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '@fairbill/infra/local/config';
import { api, registerConfirmedUser, signedInUser, uploadAndWait } from '@fairbill/infra/local/testing/local-client';
import { expectNoAxeViolations, launchBrowser, openPage, testEmail, signInThroughUi } from './browser';
import { mismatchedVisitPdfs, sampleReceiptPdf, shownDollars } from './fixtures';

// Issue 8: a second user sees none of the first user's data, in the browser. User A has a bill, its
// EOB (corpus documents) and a receipt of this year, all through the real pipeline. User B signs in
// in a fresh browser context: zero totals (this year and the year of A's bill), no search results,
// and A's bill detail, document views, explanation pages and history show their not-found states,
// never A's provider, patient or amounts. Axe on every page.

const { appUrl, outboxUrl } = inject('fairbillStack');
const password = 'isolation-pass-1';
const year = new Date().getFullYear();

type Totals = { billed: number; insurancePaid: number; youPaid: number };

describe.sequential('user isolation in Chromium', () => {
  const emailB = testEmail('isolation-b');
  let browser: Browser;
  let page: Page;
  let memberA = '';
  let ids = { billId: '', eobId: '', receiptId: '' };
  let billYear = year;
  /** Texts of A's documents that B must never see. */
  let secrets: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("API: user A's bill, EOB and receipt go through the pipeline and count in A's totals", async () => {
    const a = await signedInUser({ appUrl, outboxUrl }, testEmail('isolation-a'), password);
    memberA = a.memberId;
    const visit = await mismatchedVisitPdfs({ inNetwork: true });
    const bill = await uploadAndWait(appUrl, a.token, memberA, 'medical_bill', visit.bill.bytes);
    const eob = await uploadAndWait(appUrl, a.token, memberA, 'insurance_payment', visit.eob.bytes);
    const receipt = await uploadAndWait(appUrl, a.token, memberA, 'user_payment', await sampleReceiptPdf(year));
    expect([bill.extractionStatus, eob.extractionStatus, receipt.extractionStatus]).toEqual(['completed', 'completed', 'completed']);
    ids = { billId: bill.id, eobId: eob.id, receiptId: receipt.id };
    billYear = Number(visit.bill.truth.invoiceDate.slice(0, 4));
    secrets = [
      visit.bill.truth.providerName,
      visit.bill.truth.patientName,
      visit.eob.truth.insuranceCompany,
      shownDollars(visit.bill.truth.subtotal),
      shownDollars(visit.bill.truth.amountDue ?? 0),
      shownDollars(visit.eob.truth.patientResponsibility),
      formatUsDate(visit.bill.truth.serviceDate ?? ''),
      'Riverside Pharmacy',
      '$24.80',
    ];
    // A's totals are not zero in the years B will look at, so B's zeros mean something.
    const thisYear = await api<Totals>(appUrl, `/api/totals?memberId=family&year=${year}`, { token: a.token });
    const ofBill = await api<Totals>(appUrl, `/api/totals?memberId=family&year=${billYear}`, { token: a.token });
    // Cents (Decision 13): $24.80, and the bill's subtotal.
    expect(thisYear.body.youPaid).toBe(2480);
    expect(ofBill.body.billed).toBe(dollarsToCents(visit.bill.truth.subtotal));
  }, 200_000);

  it("browser: user B, in a fresh context, sees zero totals, no results and not-found states for A's links", async () => {
    await registerConfirmedUser({ appUrl, outboxUrl }, emailB, password);
    page = await openPage(browser, appUrl);
    /** Nothing of A's on the page, whatever state it is in. */
    const expectNothingOfA = async () => {
      const text = await page.locator('body').innerText();
      for (const secret of secrets) expect(text, `user B sees "${secret}" on ${page.url()}`).not.toContain(secret);
    };
    try {
      await signInThroughUi(page, emailB, password);

      // Dashboard: B's own member only, and $0.00 everywhere, this year and the year of A's bill.
      const memberSelect = page.getByRole('combobox', { name: 'Family member', exact: true });
      expect(await memberSelect.locator('option').allTextContents()).toEqual(['Family View', 'Jane Doe (Self)']);
      expect(await memberSelect.locator(`option[value="${memberA}"]`).count()).toBe(0);
      for (const shownYear of [year, billYear]) {
        await page.getByRole('combobox', { name: 'Year' }).selectOption(String(shownYear));
        for (const card of ['Medical Billings', 'Insurance payments', 'You Paid']) {
          const article = page.getByRole('article', { name: card });
          await article.getByText(`Total ${shownYear}`).waitFor();
          await article.locator('.total-card__amount:not([aria-busy])').getByText('$0.00', { exact: true }).waitFor({ timeout: 20_000 });
        }
        await expectNothingOfA();
      }
      await expectNoAxeViolations(page);

      // Search: nothing, for the family and for A's member id put in the URL.
      for (const memberId of ['family', memberA]) {
        await page.goto(`/search?bills=true&eobs=true&receipts=true&memberId=${memberId}`);
        await page.getByRole('heading', { name: searchMessages.foundResults(0) }).waitFor({ timeout: 20_000 });
        expect(await page.locator('.result-card').count()).toBe(0);
        await expectNothingOfA();
        await expectNoAxeViolations(page);
      }

      // A's bill detail.
      await page.goto(`/bill-detail?billId=${ids.billId}`);
      await page.getByRole('heading', { level: 1, name: displayFallbacks.billNotFound }).waitFor({ timeout: 20_000 });
      expect(await page.getByRole('link', { name: 'Back to Search' }).getAttribute('href')).toBe('/search');
      await expectNothingOfA();
      await expectNoAxeViolations(page);

      // A's documents (the EOB, the receipt and the bill) in the document view.
      for (const id of [ids.eobId, ids.receiptId, ids.billId]) {
        await page.goto(`/documents/${id}`);
        await page.getByRole('heading', { level: 1, name: documentMessages.notFound }).waitFor({ timeout: 20_000 });
        await expectNothingOfA();
      }
      await expectNoAxeViolations(page);

      // Both explanation pages: the API's 'Bill not found.', both rows dashes (Decision 14), no EOB to download.
      for (const path of ['/explanations', '/in-network-explanations']) {
        await page.goto(`${path}?familyMemberId=${memberA}&billId=${ids.billId}&eobId=${ids.eobId}`);
        await page.getByRole('alert').getByText(displayFallbacks.billNotFound).waitFor({ timeout: 20_000 });
        for (const kind of ['EOB', 'Bill']) {
          const cells = await page
            .getByRole('row')
            .filter({ has: page.getByRole('rowheader', { name: kind, exact: true }) })
            .getByRole('cell')
            .allTextContents();
          expect(cells).toEqual(['—', '—', '—', '—', '—', '—', '—', '—']);
        }
        expect(await page.getByText(/Click here to download copy of EOB|on this in-network bill/).count()).toBe(0);
        await expectNothingOfA();
        await expectNoAxeViolations(page);
      }

      // History, for A's member id and for B's family.
      for (const member of [memberA, 'family']) {
        await page.goto(`/patient-history?member=${member}`);
        await page.getByText('No bills yet. Upload a bill and its EOB from the dashboard to see them here.').waitFor({ timeout: 20_000 });
        expect(await page.getByRole('article').count()).toBe(0);
        await expectNothingOfA();
      }
      await expectNoAxeViolations(page);
    } catch (error) {
      await page.screenshot({ path: join(repoRoot, 'test-results', `isolation-${Date.now()}.png`), fullPage: true }).catch(() => undefined);
      throw error;
    } finally {
      await page.context().close();
    }
  }, 150_000);
});
