import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalReader } from '../../src/adapters/reader/local-reader';
import { LocalStructurer } from '../../src/adapters/structurer/local-structurer';
import { REQUIRED_FIELDS, scoreDocument } from '../../scripts/extract/compare';
import { DOCUMENT_TYPES } from '../../scripts/extract/run';
import { generateSamples, type LoadedSample } from './helpers';

// OCR costs ~1 s a page: a handful of images, one reader (one tesseract worker) for the file.
const reader = new LocalReader();
const structurer = new LocalStructurer();
let images: LoadedSample[] = [];

beforeAll(async () => {
  images = await generateSamples({ seed: 3, pdfsPerLayout: 0, imagesPerLayout: 1, docxPerLayout: 0, only: (l) => ['physician-office', 'summary-boxes', 'online-payment'].includes(l.name) });
}, 60_000);
afterAll(() => reader.close());

describe('local reader OCR', () => {
  it('reads PNG renders (turned, blurred, noisy) well enough for every required field', async () => {
    expect(images).toHaveLength(3);
    for (const sample of images) {
      const documentType = DOCUMENT_TYPES[sample.type];
      const reading = await reader.read({ bytes: sample.bytes, contentType: sample.contentType, documentType });
      expect(reading.engine).toBe('local-ocr');
      expect(reading.pages[0]?.lines.every((l) => l.confidence !== undefined && l.confidence >= 0 && l.confidence <= 1)).toBe(true);
      const result = await structurer.structure({ reading, documentType });
      const wrong = scoreDocument(sample.type, sample.truth as Record<string, unknown>, result.data as Record<string, unknown>).filter((s) => !s.right && REQUIRED_FIELDS[sample.type].includes(s.field));
      expect(wrong, sample.id).toEqual([]);
    }
  }, 60_000);

  it('turns a page photographed sideways upright before reading it', async () => {
    const sample = images.find((s) => s.type === 'receipt');
    if (!sample) throw new Error('sample missing');
    const { default: sharp } = await import('sharp');
    const sideways = await sharp(sample.bytes).rotate(90).png().toBuffer();
    const reading = await reader.read({ bytes: sideways, contentType: 'image/png', documentType: 'user_payment' });
    const result = await structurer.structure({ reading, documentType: 'user_payment' });
    expect(result.data).toMatchObject({ totalAmount: (sample.truth as { totalAmount: number }).totalAmount });
  }, 60_000);

  it('OCRs the pages of a scanned PDF (no text layer)', async () => {
    const sample = images.find((s) => s.type === 'bill');
    if (!sample) throw new Error('sample missing');
    const pdf = await PDFDocument.create();
    const png = await pdf.embedPng(sample.bytes);
    pdf.addPage([612, 792]).drawImage(png, { x: 0, y: 0, width: 612, height: 792 });
    const reading = await reader.read({ bytes: await pdf.save(), contentType: 'application/pdf', documentType: 'medical_bill' });
    expect(reading.engine).toBe('local-pdf');
    const text = reading.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
    expect(text).toContain((sample.truth as { invoiceNumber: string }).invoiceNumber);
  }, 60_000);
});
