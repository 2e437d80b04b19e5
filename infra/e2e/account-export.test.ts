import { readFile } from 'node:fs/promises';
import { accountExportMessages as messages } from '@fairbill/shared';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, inject, it } from 'vitest';
import { api, mailTo, signedInUser, uploadAndWait, waitForMail } from '@fairbill/infra/local/testing/local-client';
import { chromiumForFile, expectNoAxeViolations, openPage, signInThroughUi, testEmail } from './browser';
import { sampleBillPdf, sampleEobPdf } from './fixtures';

// Issue 16, "the family's data is theirs": a family asks for all of its data on /account, sees the
// export's state announced until it is ready, downloads the ZIP (its file and records inside),
// and gets an e-mail pointing to the account page; another family's data is not in it.

const { appUrl, outboxUrl } = inject('fairbillStack');
const password = 'export-me-pass-1';

describe.sequential('downloading all my data in Chromium', () => {
  const browser = chromiumForFile();

  it('prepares the export, shows its progress until it is ready, and downloads a ZIP of the family\'s files and records only', async () => {
    const email = testEmail('export-me');
    const mine = await signedInUser({ appUrl, outboxUrl }, email, password);
    const billBytes = await sampleBillPdf();
    const bill = await uploadAndWait(appUrl, mine.token, mine.memberId, 'medical_bill', billBytes);
    const other = await signedInUser({ appUrl, outboxUrl }, testEmail('not-mine'), password);
    const theirs = await uploadAndWait(appUrl, other.token, other.memberId, 'insurance_payment', await sampleEobPdf('Brightwater Mutual', 'CLM-90210'));

    const page = await openPage(browser(), appUrl);
    try {
      await signInThroughUi(page, email, password);
      await page.getByRole('link', { name: 'Your account' }).click();
      await page.getByRole('heading', { name: messages.title }).waitFor();
      await expectNoAxeViolations(page);

      // Every state the status line announces, as a screen reader would hear them.
      const status = page.getByRole('region', { name: messages.title }).getByRole('status');
      await status.evaluate((element) => {
        // In the page (infra's TypeScript has no DOM types): record each text the live region shows.
        const browserWindow = globalThis as unknown as { exportStates: string[]; MutationObserver: new (callback: () => void) => { observe: (target: unknown, options: object) => void } };
        browserWindow.exportStates = [];
        new browserWindow.MutationObserver(() => browserWindow.exportStates.push(element.textContent ?? '')).observe(element, { childList: true, characterData: true, subtree: true });
      });
      await page.getByRole('button', { name: messages.startButton }).focus();
      await page.keyboard.press('Enter');
      const link = page.getByRole('link', { name: /^Download my data \(ZIP, / });
      await link.waitFor({ timeout: 60_000 });
      const announced = await page.evaluate(() => (globalThis as unknown as { exportStates: string[] }).exportStates);
      expect(announced[0]).toMatch(/^(Your download will be prepared in a moment|Preparing your download)/);
      expect(announced.at(-1)).toMatch(/^Your download is ready\. You can download it until \w{3} \d{2}, \d{4}\.$/);
      await expectNoAxeViolations(page);

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^fairbill-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
      const files = Object.keys(entries).filter((name) => name.startsWith('files/'));
      expect(files).toEqual([expect.stringMatching(/^files\/Jane Doe\/\d{4}-\d{2}-\d{2} Bill medical_bill\.pdf$/)]);
      expect(entries[files[0] ?? '']).toEqual(billBytes);
      const records = JSON.parse(strFromU8(entries['records.json']!)) as { documents: { id: string; extractedData: Record<string, unknown> | null }[] };
      expect(records.documents.map((doc) => doc.id)).toEqual([bill.id]);
      expect(records.documents[0]?.extractedData).toMatchObject({ providerName: 'Riverside Medical Group' });
      expect(strFromU8(entries['records.csv']!)).toContain(bill.id);
      const everything = Object.values(entries).map((bytes) => Buffer.from(bytes).toString('latin1')).join('\n');
      expect(everything).not.toContain(theirs.id);
      expect(everything).not.toContain('Brightwater');
      // The page is still the account page: the ZIP was saved, not opened.
      expect(new URL(page.url()).pathname).toBe('/account');
    } finally {
      await page.context().close();
    }

    const mail = await waitForMail(outboxUrl, mailTo(email, /ready to download/));
    expect(mail.subject).toBe(messages.mailSubject);
    expect(mail.text).toContain(`${new URL(appUrl).origin}/account`);
    expect(mail.text).not.toMatch(/X-Amz|Riverside|\$/);
    // The other family never asked for one, and sees none.
    expect((await api(appUrl, '/api/account/export', { token: other.token })).status).toBe(404);
  }, 200_000);
});
