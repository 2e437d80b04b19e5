import { readFile } from 'node:fs/promises';
import { dollarsToCents, formatCents } from '@fairbill/shared';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';

// Made-up documents for the journeys, as text PDFs whose lines the local structurer reads, and the
// PDFs the app makes, read back.

/** An amount of a document's truth (dollars, as printed) as the app shows it, e.g. '$1,234.50'. */
export const shownDollars = (dollars: number): string => formatCents(dollarsToCents(dollars));

/** A one-page text PDF with one line of text per entry. */
export async function textPdf(lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, index) => page.drawText(line, { x: 56, y: 720 - index * 22, size: 12, font }));
  return pdf.save();
}

/** A small medical bill for Jane Doe, for a visit on March 1 of `year`. */
export const sampleBillPdf = (year = 2025): Promise<Uint8Array> =>
  textPdf([
    'Riverside Medical Group',
    `Statement Date: 03/15/${year}`,
    'Patient Name: Jane Doe',
    'Account Number: 100200',
    `Date of Service: 03/01/${year}`,
    'Office visit 99213                 $180.00',
    'Total Charges: $180.00',
    'Insurance Paid: $120.00',
    'Amount Due: $60.00',
  ]);

/** The EOB of the sample bill: same provider, patient, date of service and amounts (a perfect match). */
export const sampleEobPdf = (insurer = 'Acme Health Insurance', claimNumber = 'CLM-55501', year = 2025): Promise<Uint8Array> =>
  textPdf([
    insurer,
    'Explanation of Benefits',
    `Statement Date: 03/20/${year}`,
    'Member Name: Jane Doe',
    `Claim Number: ${claimNumber}`,
    'Provider Name: Riverside Medical Group',
    `Date of Service: 03/01/${year}`,
    'Network Status: In Network',
    'Amount Billed: $180.00',
    'Allowed Amount: $180.00',
    'Plan Paid: $120.00',
    'Patient Responsibility: $60.00',
  ]);

/** A pharmacy receipt dated January 15 of `year`, paid $24.80. */
export const sampleReceiptPdf = (year: number): Promise<Uint8Array> =>
  textPdf([
    'Riverside Pharmacy',
    'Payment Receipt',
    `Transaction Date: 01/15/${year}`,
    'Payment Method: Visa ending 4242',
    'Transaction ID: TX-100200',
    'Prescription refill                 $24.80',
    'Total Paid: $24.80',
  ]);

/** A file that starts like a PDF (so the upload is accepted) but cannot be read. */
export const corruptPdf = (): Uint8Array => new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >>\nthis is not a readable document\n');

/** What the journeys need to know about a corpus document: its ground truth and its bytes. */
export type { RenderedDocument } from '@fairbill/functions/src/corpus/visit-pair';
export type { BillTruth, EobTruth } from '@fairbill/functions/src/corpus/truth';

/**
 * A bill and its EOB for the same visit (same provider, patient, date of service and billed total,
 * so they pair per Decision 12) drawn by the pipeline's corpus layouts, whose figures do NOT match:
 * - in network: the plan paid what the bill says insurance paid, but the EOB leaves the patient
 *   only a $25 copay and a $50 deductible while the bill asks for its whole remaining balance;
 * - out of network: the plan allowed 60 % of the charges, the patient owes a $100 deductible and
 *   20 % co-insurance of the rest, and the plan paid the remainder (not what the bill shows).
 * The seeds and layouts were picked so that the local reader and rule-based structurer read every
 * figure back exactly (the journeys check that through the API first).
 */
export async function mismatchedVisitPdfs({ inNetwork }: { inNetwork: boolean }) {
  const { visitPairPdfs } = await import('@fairbill/functions/src/corpus/visit-pair');
  const { roundCents } = await import('@fairbill/functions/src/corpus/random');
  return visitPairPdfs(
    inNetwork
      ? {
          seed: 8101,
          billLayout: 'physician-office',
          eobLayout: 'two-column',
          eobFigures: (bill) => {
            const planPaid = bill.insurancePaid ?? 0;
            const [copay, deductible] = [25, 50];
            return { isInNetwork: true, planPaid, copay, deductible, patientResponsibility: copay + deductible, allowedAmount: roundCents(planPaid + copay + deductible) };
          },
        }
      : {
          seed: 8102,
          billLayout: 'urgent-care',
          eobLayout: 'summary-boxes',
          eobFigures: (bill) => {
            const allowedAmount = roundCents(bill.subtotal * 0.6);
            const deductible = 100;
            const coinsurance = roundCents((allowedAmount - deductible) * 0.2);
            const patientResponsibility = roundCents(deductible + coinsurance);
            return { isInNetwork: false, allowedAmount, copay: 0, deductible, patientResponsibility, planPaid: roundCents(allowedAmount - patientResponsibility) };
          },
        },
  );
}

/**
 * Downloads the PDF behind `link` as a person does (a click, the browser's download) and reads it
 * back with the local reader's pdf.js: its suggested file name, its bytes, and its text with the
 * lines joined by spaces (a sentence wrapped over two lines reads whole).
 */
export async function downloadPdf(page: Page, link: Locator): Promise<{ fileName: string; bytes: Uint8Array; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = new Uint8Array(await readFile(await download.path()));
  // Imported here: the journeys that read no PDF do not load pdf.js.
  const { pdfText } = await import('@fairbill/functions/testing/letter-pdf-text');
  return { fileName: download.suggestedFilename(), bytes, text: await pdfText(bytes) };
}
