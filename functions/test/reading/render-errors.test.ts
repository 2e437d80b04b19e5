import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aiMessages, readerMessages } from '@fairbill/shared';
import { LocalReader } from '../../src/adapters/reader/local-reader';
import * as pdf from '../../src/adapters/reader/pdf';
import { failureReason } from '../../src/domain/pipeline/steps';
import { DocumentReadError } from '../../src/domain/errors';

// pdf.js can fail on a page of a file it opened (a broken image or content stream, a canvas it
// cannot create). Such a failure is the file's, so the user must get a reason and what to do,
// never the spec's "Failed to process document with AI" for a pipeline fault.
vi.mock('../../src/adapters/reader/pdf', async (importOriginal) => {
  const actual = await importOriginal<typeof pdf>();
  return { ...actual, renderPdfPage: vi.fn(actual.renderPdfPage), readPdfPageText: vi.fn(actual.readPdfPageText) };
});

const reader = new LocalReader();
afterAll(() => reader.close());
beforeEach(() => vi.clearAllMocks());

/** A one-page PDF: with a text layer, or a blank (scanned-like) page that has to be rendered for OCR. */
async function onePagePdf(withText: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  if (withText) page.drawText('Statement of charges for services rendered', { x: 50, y: 700, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  else page.drawRectangle({ x: 50, y: 50, width: 10, height: 10 });
  return doc.save();
}

/** What the pipeline shows the user for this read error (ReadDocument's Cause, as the state machine passes it on). */
async function reasonShown(read: Promise<unknown>): Promise<string> {
  const error = await read.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof Error)) throw new Error('the read did not fail');
  const { name, message } = error;
  return failureReason('medical_bill', { Error: name, Cause: JSON.stringify({ errorType: name, errorMessage: message }) }, 'application/pdf');
}

const read = async (withText: boolean) => reader.read({ bytes: await onePagePdf(withText), contentType: 'application/pdf', documentType: 'medical_bill' });

describe('a page pdf.js cannot render or read', () => {
  it('fails the document with a reason that says what to do', async () => {
    vi.mocked(pdf.renderPdfPage).mockRejectedValueOnce(new Error('Invalid canvas size'));
    const reason = await reasonShown(read(false));
    expect(reason).toBe(readerMessages.pageUnreadable);
    expect(reason).not.toBe(aiMessages.billFailedFallback);
    expect(pdf.renderPdfPage).toHaveBeenCalledTimes(1);
  });

  it('does so for a text layer pdf.js fails on, too', async () => {
    vi.mocked(pdf.readPdfPageText).mockRejectedValueOnce(new TypeError("Cannot read properties of undefined (reading 'transform')"));
    expect(await reasonShown(read(true))).toBe(readerMessages.pageUnreadable);
  });

  it('keeps our own, more precise reasons as they are', async () => {
    vi.mocked(pdf.renderPdfPage).mockRejectedValueOnce(new DocumentReadError('This PDF has a page too large to read (200 × 200 inches). Please upload a copy with letter-size pages.'));
    expect(await reasonShown(read(false))).toMatch(/page too large to read/);
  });
});
