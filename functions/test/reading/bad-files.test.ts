import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalReader } from '../../src/adapters/reader/local-reader';
import { hugePng } from './file-bombs';
import { DocumentReadError } from '../../src/domain/errors';

const reader = new LocalReader();
afterAll(() => reader.close());

const read = (bytes: Uint8Array, contentType = 'application/pdf') => reader.read({ bytes, contentType, documentType: 'medical_bill' });

async function textPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) pdf.addPage([612, 792]).drawText(`Page ${i + 1} of a long statement`, { x: 50, y: 700, size: 12, font });
  return pdf.save({ useObjectStreams: false });
}

/** A PDF whose trailer declares standard encryption with a user password we do not know. */
async function encryptedPdf(): Promise<Uint8Array> {
  const text = new TextDecoder('latin1').decode(await textPdf(1));
  const hex = (seed: number) => Array.from({ length: 32 }, (_, i) => ((i * 37 + seed) % 256).toString(16).padStart(2, '0')).join('');
  const encrypted = text.replace('trailer\n<<', `trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /O <${hex(1)}> /U <${hex(2)}> /P -44 >>\n/ID [<${hex(3).slice(0, 32)}> <${hex(3).slice(0, 32)}>]`);
  expect(encrypted).not.toBe(text);
  return Uint8Array.from(encrypted, (c) => c.charCodeAt(0));
}

const expectReadError = async (promise: Promise<unknown>, message: RegExp) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocumentReadError);
  expect((error as Error).message).toMatch(message);
};

describe('bad files end in a clear DocumentReadError, in bounded time', () => {
  it('zero bytes', async () => {
    await expectReadError(read(new Uint8Array()), /empty/);
  });

  it('a corrupt PDF', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\nthis is not a pdf body\n%%EOF');
    await expectReadError(read(bytes), /damaged or not a valid PDF/);
  });

  it('a truncated PDF', async () => {
    const bytes = await textPdf(2);
    await expectReadError(read(bytes.subarray(0, 200)), /damaged or not a valid PDF|No text/);
  });

  it('an encrypted PDF', async () => {
    await expectReadError(read(await encryptedPdf()), /password-protected/);
  });

  it('a ".png" that is not one', async () => {
    await expectReadError(read(new TextEncoder().encode('I am a text file named bill.png'), 'image/png'), /not a PDF, JPG, PNG, DOC or DOCX/);
  });

  it('a PNG signature followed by garbage', async () => {
    const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage garbage garbage')]);
    await expectReadError(read(bytes, 'image/png'), /could not be opened/);
  });

  it('a damaged Word 97 document', async () => {
    const bytes = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600, 7)]);
    await expectReadError(read(bytes, 'application/msword'), /Word document could not be opened/);
  });

  it('a damaged DOCX (a zip that is not a Word document)', async () => {
    const bytes = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(300, 1)]);
    await expectReadError(read(bytes, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), /not a PDF, JPG, PNG, DOC or DOCX/);
  });

  it('a 60-page PDF', async () => {
    const started = performance.now();
    await expectReadError(read(await textPdf(60)), /60 pages/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('a huge image is refused before it is decoded', async () => {
    const before = process.memoryUsage().rss;
    await expectReadError(read(hugePng(30_000, 30_000), 'image/png'), /too large/);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('a file over the size limit', async () => {
    const small = new LocalReader({ maxBytes: 1024 });
    await expectReadError(small.read({ bytes: await textPdf(3), contentType: 'application/pdf', documentType: 'medical_bill' }), /too large/);
  });

  it('a read that takes too long is stopped', async () => {
    const slow = new LocalReader({ timeoutMs: 1 });
    const png = Buffer.from(
      await (await import('sharp')).default({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } }).png().toBuffer(),
    );
    await expectReadError(slow.read({ bytes: png, contentType: 'image/png', documentType: 'medical_bill' }), /took too long/);
    await slow.close();
  });
});
