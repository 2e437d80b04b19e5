import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dollarsToCents, formatUsDate, matchMessages, type BillComparisonResponse, type HistoryResponse } from '@fairbill/shared';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '@fairbill/infra/local/config';
import { api, pollUntil, signedInUser, uploadAndWait } from '@fairbill/infra/local/testing/local-client';
import { expectNoAxeViolations, launchBrowser, openPage, testEmail, signInThroughUi } from './browser';
import { mismatchedVisitPdfs, shownDollars, type BillTruth, type EobTruth } from './fixtures';

// Issue 8: the two mismatch journeys on the stack `npm start` runs. Each uses a bill and the EOB of
// the same visit drawn by the pipeline's corpus layouts (so they pair per Decision 12) whose
// figures disagree. In network (uploaded through the API): bill detail's banner -> the in-network
// explanation with the real figures and the EOB's own file to download. Out of network (uploaded
// through the dashboard's dialog): search -> bill detail -> /explanations with the real figures
// and the three advice boxes -> patient history shows both pairs flagged. Axe on every page.

const { appUrl, outboxUrl } = inject('fairbillStack');
const password = 'explain-pass-1';

type Visit = Awaited<ReturnType<typeof mismatchedVisitPdfs>>;

/** The cells (row header excluded) of the table row in `scope` whose row header matches `header`. */
function rowCells(scope: Locator | Page, header: RegExp): Promise<string[]> {
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: header }) })
    .getByRole('cell')
    .allTextContents();
}

/** An amount as the grids show it: dollars, or a dash where the document states none (Decision 14). */
const stated = (amount: number | undefined) => (amount === undefined ? '—' : shownDollars(amount));

/** What the explanation pages' grid shows for a pair (DOS, Provider, Amount Billed, In/Out Network, Allowed, Co. Insurance, Deductible, You Owe). */
function explanationRows(bill: BillTruth, eob: EobTruth) {
  return {
    eob: [
      formatUsDate(eob.serviceDate ?? ''),
      eob.providerName,
      shownDollars(eob.amountBilled),
      eob.isInNetwork ? 'In Network' : 'Out of Network',
      stated(eob.allowedAmount),
      stated(eob.copay),
      stated(eob.deductible),
      shownDollars(eob.patientResponsibility),
    ],
    // A bill states no network, allowed amount, co-insurance or deductible: dashes (Decision 14).
    bill: [formatUsDate(bill.serviceDate ?? ''), bill.providerName, shownDollars(bill.subtotal), '—', '—', '—', '—', shownDollars(bill.amountDue ?? 0)],
  };
}

/** The fields the pairing and the grids use, exactly as the corpus wrote them (the API answers in cents). */
function expectReadBack(comparison: BillComparisonResponse, visit: Visit): void {
  const { bill, eob } = visit;
  const cents = (dollars: number | undefined) => (dollars === undefined ? undefined : dollarsToCents(dollars));
  expect(comparison.bill.extractedData).toMatchObject({
    providerName: bill.truth.providerName,
    patientName: bill.truth.patientName,
    serviceDate: bill.truth.serviceDate,
    subtotal: cents(bill.truth.subtotal),
    insurancePaid: cents(bill.truth.insurancePaid),
    amountDue: cents(bill.truth.amountDue),
  });
  expect(comparison.eob?.extractedData).toMatchObject({
    providerName: eob.truth.providerName,
    memberName: eob.truth.memberName,
    serviceDate: eob.truth.serviceDate,
    amountBilled: cents(eob.truth.amountBilled),
    allowedAmount: cents(eob.truth.allowedAmount),
    copay: cents(eob.truth.copay),
    deductible: cents(eob.truth.deductible),
    planPaid: cents(eob.truth.planPaid),
    patientResponsibility: cents(eob.truth.patientResponsibility),
    isInNetwork: eob.truth.isInNetwork,
  });
}

const explanationQuery = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe.sequential('mismatch explanations in Chromium', () => {
  const email = testEmail('explain');
  let browser: Browser;
  let page: Page;
  let token = '';
  let memberId = '';
  let inNetwork: Visit;
  let outOfNetwork: Visit;
  let inNetworkIds = { billId: '', eobId: '' };

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ token, memberId } = await signedInUser({ appUrl, outboxUrl }, email, password));
    [inNetwork, outOfNetwork] = await Promise.all([mismatchedVisitPdfs({ inNetwork: true }), mismatchedVisitPdfs({ inNetwork: false })]);
    page = await openPage(browser, appUrl);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  const screenshotOnFailure = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      await page.screenshot({ path: join(repoRoot, 'test-results', `explanations-${name}-${Date.now()}.png`), fullPage: true }).catch(() => undefined);
      throw error;
    }
  };

  it('API: the in-network bill and EOB read back exactly and pair as a partial match', async () => {
    const bill = await uploadAndWait(appUrl, token, memberId, 'medical_bill', inNetwork.bill.bytes);
    const eob = await uploadAndWait(appUrl, token, memberId, 'insurance_payment', inNetwork.eob.bytes);
    expect([bill.extractionStatus, eob.extractionStatus]).toEqual(['completed', 'completed']);
    inNetworkIds = { billId: bill.id, eobId: eob.id };
    const comparison = await api<BillComparisonResponse>(appUrl, `/api/bills/${bill.id}/comparison`, { token });
    expect(comparison.status).toBe(200);
    expectReadBack(comparison.body, inNetwork);
    expect(comparison.body.eob?.id).toBe(eob.id);
    expect(comparison.body.matchState).toBe('partial');
    // The figures really disagree: the plan paid what the bill says, the patient's share does not.
    expect(inNetwork.eob.truth.planPaid).toBe(inNetwork.bill.truth.insurancePaid);
    expect(inNetwork.eob.truth.patientResponsibility).not.toBe(inNetwork.bill.truth.amountDue);
  }, 200_000);

  it('in network: the bill-detail banner leads to the in-network explanation with the real figures, and the EOB downloads', async () => {
    const { bill, eob } = inNetwork;
    await screenshotOnFailure('in-network', async () => {
      await signInThroughUi(page, email, password);
      await page.goto(`/bill-detail?billId=${inNetworkIds.billId}`);
      const banner = page.getByRole('link', { name: matchMessages.partial });
      await banner.waitFor({ timeout: 20_000 });
      await page.getByText(`Detailed view for ${bill.truth.providerName} - ${formatUsDate(bill.truth.serviceDate ?? '')}`).waitFor();
      // The collapsed table: DOS, Provider, Amount Billed, network, Insurance Paid, You Owe, Match.
      const dos = formatUsDate(bill.truth.serviceDate ?? '');
      expect(await rowCells(page, /^EOB/)).toEqual([
        dos,
        bill.truth.providerName,
        shownDollars(bill.truth.subtotal),
        'In-network',
        shownDollars(eob.truth.planPaid ?? 0),
        shownDollars(eob.truth.patientResponsibility),
        'Does not match',
      ]);
      expect(await rowCells(page, /^Bill/)).toEqual([dos, bill.truth.providerName, shownDollars(bill.truth.subtotal), '—', shownDollars(bill.truth.insurancePaid ?? 0), shownDollars(bill.truth.amountDue ?? 0), 'Does not match']);
      await expectNoAxeViolations(page);

      await banner.click();
      await page.waitForURL('**/in-network-explanations?**');
      expect(explanationQuery(page.url())).toEqual({ familyMemberId: memberId, ...inNetworkIds });
      await page.getByRole('heading', { level: 1, name: 'In-Network Bill and EOB Mismatch' }).waitFor();
      await page.getByText("Your provider is in-network - here's what to do").waitFor();
      const advice = page.getByText(matchMessages.inNetworkOwe(shownDollars(eob.truth.patientResponsibility)), { exact: true });
      await advice.waitFor({ timeout: 20_000 });
      expect(await advice.getAttribute('class')).toContain('notice--success');
      const rows = explanationRows(bill.truth, eob.truth);
      expect(await rowCells(page, /^EOB$/)).toEqual(rows.eob);
      expect(await rowCells(page, /^Bill$/)).toEqual(rows.bill);
      const download = page.getByRole('link', { name: 'Click here to download copy of EOB' });
      await download.waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);

      // The link opens a new tab that downloads the EOB's original file, byte for byte.
      const downloaded = new Promise<Download>((resolve) => {
        page.once('download', resolve);
        page.context().once('page', (popup) => popup.once('download', resolve));
      });
      await download.click();
      const file = await downloaded;
      expect(file.suggestedFilename()).toBe('insurance_payment.pdf');
      expect(new Uint8Array(await readFile(await file.path()))).toEqual(eob.bytes);
    });
  }, 120_000);

  it('out of network: uploaded through the dashboard, found by search, explained on /explanations and flagged in history', async () => {
    const { bill, eob } = outOfNetwork;
    await screenshotOnFailure('out-of-network', async () => {
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Welcome Jane' }).waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);
      // The bill and its EOB in one go ('Upload Both'): both pipelines run at the same time, and the
      // dialog closes once both are done.
      await page.getByRole('button', { name: 'Upload a new bill & EOB' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Medical Documents' });
      await dialog.getByLabel('Medical Bill', { exact: true }).setInputFiles({ name: 'urgent-care-bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from(bill.bytes) });
      await dialog.getByLabel('EOB', { exact: true }).setInputFiles({ name: 'urgent-care-eob.pdf', mimeType: 'application/pdf', buffer: Buffer.from(eob.bytes) });
      await dialog.getByRole('button', { name: 'Upload Both' }).click();
      await dialog.waitFor({ state: 'hidden', timeout: 120_000 });

      const history = await pollUntil(
        () => api<HistoryResponse>(appUrl, `/api/history?memberId=${memberId}`, { token }),
        (result) => result.body.pairs?.some((pair) => pair.bill.providerName === bill.truth.providerName && pair.eob !== null) ?? false,
        20_000,
      );
      const pair = history.body.pairs.find((candidate) => candidate.bill.providerName === bill.truth.providerName);
      if (!pair?.eob) throw new Error('The out-of-network bill was not paired with its EOB');
      expect(pair.matchState).toBe('partial');
      expectReadBack(pair, outOfNetwork);
      const ids = { billId: pair.bill.id, eobId: pair.eob.id };

      await page.goto(`/search?bills=true&memberId=${memberId}`);
      await page.getByRole('heading', { name: 'Found 2 result(s) for Jane' }).waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);
      await page.locator(`a[href="/bill-detail?billId=${ids.billId}"]`).click();
      await page.waitForURL('**/bill-detail?billId=*');
      const banner = page.getByRole('link', { name: matchMessages.partial });
      await banner.waitFor({ timeout: 20_000 });
      await page.getByText(`Detailed view for ${bill.truth.providerName} - ${formatUsDate(bill.truth.serviceDate ?? '')}`).waitFor();
      expect((await rowCells(page, /^EOB/))[3]).toBe('Out of network');
      await expectNoAxeViolations(page);

      await banner.click();
      await page.waitForURL('**/explanations?**');
      expect(new URL(page.url()).pathname).toBe('/explanations');
      expect(explanationQuery(page.url())).toEqual({ familyMemberId: memberId, ...ids });
      await page.getByRole('heading', { level: 1, name: 'Bill and EOB Mismatch Explanations' }).waitFor();
      await page.getByText('Common reasons why your EOB and bill amounts may not match').waitFor();
      const card = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Out of Network Provider' }) });
      const rows = explanationRows(bill.truth, eob.truth);
      await card.getByRole('cell', { name: eob.truth.providerName }).first().waitFor({ timeout: 20_000 });
      expect(await rowCells(card, /^EOB$/)).toEqual(rows.eob);
      expect(await rowCells(card, /^Bill$/)).toEqual(rows.bill);
      const advice = card.getByRole('list', { name: 'What you can do' }).getByRole('listitem');
      expect(await advice.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Balance billing', 'Payments already made', 'Secondary insurance']);
      expect(await advice.locator('p').allTextContents()).toEqual([
        'Check whether you signed a balance-billing policy with this provider. Do not pay until the difference is resolved.',
        'Check whether your receipts already add up to the amount billed. You may have paid this bill already.',
        'If you have secondary insurance, send them the superbill and this EOB. Do not pay until both insurers have paid.',
      ]);
      // Out of network: no in-network advice and no EOB download.
      expect(await page.getByText(/on this in-network bill/).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Click here to download copy of EOB' }).count()).toBe(0);
      await expectNoAxeViolations(page);

      // History shows both pairs, each flagged on the row that asks for more, each linking to its explanation.
      await page.getByRole('link', { name: 'View Patient History' }).click();
      await page.waitForURL(`**/patient-history?member=${memberId}`);
      for (const [visit, path, pairIds] of [
        [outOfNetwork, '/explanations', ids],
        [inNetwork, '/in-network-explanations', inNetworkIds],
      ] as const) {
        const article = page.getByRole('article', { name: `${visit.bill.truth.providerName} - ${formatUsDate(visit.bill.truth.serviceDate ?? '')}` });
        await article.waitFor({ timeout: 20_000 });
        const billRow = article.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Bill', exact: true }) });
        await billRow.getByRole('img', { name: 'Does not match' }).waitFor();
        expect(await article.getByRole('img', { name: 'Matches' }).count()).toBe(0);
        const link = article.getByRole('link', { name: matchMessages.historyMismatch });
        const href = new URL((await link.getAttribute('href')) ?? '', appUrl);
        expect([href.pathname, Object.fromEntries(href.searchParams)]).toEqual([path, { familyMemberId: memberId, ...pairIds }]);
      }
      await expectNoAxeViolations(page);
    });
  }, 240_000);
});
