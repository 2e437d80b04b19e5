import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A small one-page medical bill as a text PDF (made-up data), for the upload journey. */
export async function sampleBillPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = [
    'Riverside Medical Group',
    'Statement Date: 03/15/2025',
    'Patient Name: Jane Doe',
    'Account Number: 100200',
    'Date of Service: 03/01/2025',
    'Office visit 99213                 $180.00',
    'Total Charges: $180.00',
    'Insurance Paid: $120.00',
    'Amount Due: $60.00',
  ];
  lines.forEach((line, index) => page.drawText(line, { x: 56, y: 720 - index * 22, size: 12, font }));
  return pdf.save();
}
