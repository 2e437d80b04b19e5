import { PDFDocument, StandardFonts } from 'pdf-lib';

// Made-up documents for the journeys, as text PDFs whose lines the local structurer reads.

/** A one-page text PDF with one line of text per entry. */
export async function textPdf(lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, index) => page.drawText(line, { x: 56, y: 720 - index * 22, size: 12, font }));
  return pdf.save();
}

/** A small medical bill for Jane Doe. */
export const sampleBillPdf = (): Promise<Uint8Array> =>
  textPdf([
    'Riverside Medical Group',
    'Statement Date: 03/15/2025',
    'Patient Name: Jane Doe',
    'Account Number: 100200',
    'Date of Service: 03/01/2025',
    'Office visit 99213                 $180.00',
    'Total Charges: $180.00',
    'Insurance Paid: $120.00',
    'Amount Due: $60.00',
  ]);

/** The EOB of the sample bill: same provider, patient, date of service and amounts (a perfect match). */
export const sampleEobPdf = (insurer = 'Acme Health Insurance', claimNumber = 'CLM-55501'): Promise<Uint8Array> =>
  textPdf([
    insurer,
    'Explanation of Benefits',
    'Statement Date: 03/20/2025',
    'Member Name: Jane Doe',
    `Claim Number: ${claimNumber}`,
    'Provider Name: Riverside Medical Group',
    'Date of Service: 03/01/2025',
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
