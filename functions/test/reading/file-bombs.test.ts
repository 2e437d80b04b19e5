import { readFile } from 'node:fs/promises';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalReader } from '../../src/adapters/reader/local-reader';
import { readDocxArchive } from '../../src/adapters/reader/office-containers';
import { largestPdfImage } from '../../src/adapters/reader/pdf';
import {
  docxWithBody,
  hugeImagePdf,
  hugePagePdf,
  hugePng,
  inflationBombDocx,
  loopingDoc,
  manyParagraphsDocx,
  paragraph,
  textPdf,
  zipArchive,
} from './file-bombs';
import { DocumentReadError } from '../../src/domain/errors';

// Issue 18: small files that unpack or render to gigabytes. Each must end in a DocumentReadError
// a user can read, in bounded time, without the memory it would take to open it.

const reader = new LocalReader();
afterAll(() => reader.close());

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const read = (bytes: Uint8Array, contentType: string) => reader.read({ bytes, contentType, documentType: 'medical_bill' });

/** The read fails with a DocumentReadError matching `message`, fast, and the process grows little. */
async function expectRefused(reading: () => Promise<unknown>, message: RegExp, limits = { ms: 10_000, mb: 250 }) {
  const rss = process.memoryUsage().rss;
  const started = performance.now();
  const error = await reading().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocumentReadError);
  expect((error as Error).message).toMatch(message);
  expect(performance.now() - started).toBeLessThan(limits.ms);
  expect((process.memoryUsage().rss - rss) / 1024 / 1024).toBeLessThan(limits.mb);
}

// pdf.js and its canvas load once (a few hundred MB of native memory): not a bomb's doing.
beforeAll(async () => {
  await read(await textPdf(1), 'application/pdf');
}, 60_000);

describe('Word documents that unpack to gigabytes', () => {
  it('a DOCX of three million paragraphs is refused before its XML is parsed', async () => {
    const bytes = manyParagraphsDocx(3);
    expect(bytes.byteLength).toBeLessThan(100 * 1024);
    await expectRefused(() => read(bytes, DOCX), /Word document is too large to read once unpacked/);
  });

  it('a DOCX whose document.xml inflates to 200 MB is refused while inflating', async () => {
    const bytes = inflationBombDocx(200);
    expect(bytes.byteLength).toBeLessThan(1024 * 1024);
    await expectRefused(() => read(bytes, DOCX), /Word document is too large to read once unpacked/);
  });

  it('a DOCX of more files than a Word document has is refused', () => {
    const entries = Array.from({ length: 1_001 }, (_, i) => ({ name: `word/part-${i}.xml`, content: '<x/>' }));
    expect(() => readDocxArchive(zipArchive(entries))).toThrow(/too large to read once unpacked/);
  });

  it('a DOCX whose XML declares entities is refused (no entity expansion)', async () => {
    const billionLaughs = '<!DOCTYPE w:document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>';
    const bytes = docxWithBody(paragraph('Amount Due: &b;'), billionLaughs);
    await expectRefused(() => read(bytes, DOCX), /Word document could not be opened: the file is damaged/);
  });

  it('a DOCX with more lines than a bill has is refused with the limit', async () => {
    const bytes = docxWithBody({ data: Buffer.from(paragraph('Office visit 99213 $120.00').repeat(1_000)), times: 11 });
    await expectRefused(() => read(bytes, DOCX), /too much text to read \(more than 10,000 lines\)/, { ms: 20_000, mb: 500 });
  });

  it('a DOCX within the limits still reads', async () => {
    const output = await read(docxWithBody(paragraph('Lakeside Clinic') + paragraph('Amount Due: $120.00')), DOCX);
    expect(output.pages[0]?.lines.map((line) => line.text)).toEqual(['Lakeside Clinic', 'Amount Due: $120.00']);
  });

  it('a DOC whose sector chain loops is refused before word-extractor follows it forever', async () => {
    const doc = new Uint8Array(await readFile(new URL('./fixtures/physician-office-bill.doc', import.meta.url)));
    await expectRefused(() => read(loopingDoc(doc), 'application/msword'), /Word document could not be opened: the file is damaged/);
    // The untouched file still reads.
    expect((await read(doc, 'application/msword')).engine).toBe('local-doc');
  });
});

describe('PDFs and images that render to gigabytes', () => {
  it('a 14,400-point page is refused before its canvas is allocated', async () => {
    await expectRefused(async () => read(await hugePagePdf(14_400), 'application/pdf'), /PDF has a page too large to read \(200 × 200 inches\)/);
  });

  it('a 20,000 x 20,000 image inside a PDF is refused before it is decoded', async () => {
    const bytes = await hugeImagePdf(20_000, 20_000);
    expect(bytes.byteLength).toBeLessThan(2 * 1024 * 1024);
    await expectRefused(() => read(bytes, 'application/pdf'), /PDF holds an image too large to read \(20,000 × 20,000 pixels\)/);
  });

  it('a 2,000-page PDF is refused by its page count', async () => {
    await expectRefused(async () => read(await textPdf(2_000), 'application/pdf'), /2000 pages; documents of up to 50 pages/, { ms: 30_000, mb: 250 });
  });

  it('a 20,000 x 20,000 PNG is refused before it is decoded', async () => {
    await expectRefused(() => read(hugePng(20_000, 20_000), 'image/png'), /too large/);
  });

  it('an oversized image the size check cannot see (its width by reference) is left out by pdf.js, not decoded', async () => {
    const pdf = await PDFDocument.load(await hugeImagePdf(20_000, 20_000));
    const image = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .find((object): object is PDFRawStream => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    image?.dict.set(PDFName.of('Width'), pdf.context.register(pdf.context.obj(20_000)));
    const bytes = await pdf.save();
    expect(largestPdfImage(bytes)?.width ?? 0).toBe(0);
    // A blank page is left to OCR, which finds nothing there (how it says so is the OCR's business).
    await expectRefused(() => read(bytes, 'application/pdf'), /No text could be found|could not be recognised/, { ms: 30_000, mb: 400 });
  });
});

describe('largestPdfImage', () => {
  const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

  it('reads each image dictionary, nested dictionaries and all', () => {
    const pdf = latin1(
      '%PDF-1.7\n4 0 obj\n<< /Type /XObject /DecodeParms << /Columns 5 >> /Subtype /Image /Width 300 /Height 200 /BitsPerComponent 8 >>\nstream\n...\nendstream\nendobj\n' +
        '5 0 obj\n<</Subtype/Image/Width 9000/Height 8000/Length 3>>stream\n...\nendstream\nendobj\n',
    );
    expect(largestPdfImage(pdf)).toEqual({ width: 9000, height: 8000 });
  });

  it('ignores sizes given by reference and files without images', () => {
    expect(largestPdfImage(latin1('<< /Subtype /Image /Width 12 0 R /Height 7 >>'))).toEqual({ width: 0, height: 7 });
    expect(largestPdfImage(latin1('%PDF-1.7 << /Type /Page >>'))).toBeUndefined();
  });
});
