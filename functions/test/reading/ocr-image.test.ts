import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateGlyphHeight, estimateSkew, histogramOf, otsuThreshold } from '../../src/adapters/reader/glyphs';
import { ocrScale, prepareImageForOcr } from '../../src/adapters/reader/image';
import { LocalReader } from '../../src/adapters/reader/local-reader';
import { LocalStructurer } from '../../src/adapters/structurer/local-structurer';
import { generateSamples, type LoadedSample } from './helpers';

/** Ink of an "H"-like glyph, 7 px wide and `height` tall, at (x, y) relative to its corner. */
const glyphInk = (x: number, y: number, height: number) => x >= 0 && x < 7 && y >= 0 && y < height && (x < 2 || x > 4 || Math.abs(y - height / 2) < 1);

describe('measuring the text before OCR', () => {
  it("finds Otsu's threshold between the ink and the paper", () => {
    const histogram = new Array<number>(256).fill(0);
    histogram[40] = 100;
    histogram[200] = 900;
    const t = otsuThreshold(histogram);
    expect(t).toBeGreaterThanOrEqual(40);
    expect(t).toBeLessThan(200);
  });

  it('measures the height of the characters, ignoring rules and specks', () => {
    const width = 200;
    const height = 100;
    const data = new Uint8Array(width * height).fill(255);
    const fill = (x0: number, y0: number, w: number, h: number) => {
      for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) data[y * width + x] = 0;
    };
    // Twelve glyphs 9 px tall, a table rule and a row of specks.
    for (let y = 20; y < 29; y++) for (let x = 10; x < 10 + 12 * 14; x++) if (glyphInk((x - 10) % 14, y - 20, 9)) data[y * width + x] = 0;
    fill(5, 50, 190, 2);
    for (let i = 0; i < 30; i++) fill(5 + i * 6, 80, 1, 2);
    expect(estimateGlyphHeight({ data, width, height }, otsuThreshold(histogramOf(data)))).toMatchObject({ glyphHeight: 9, glyphs: 12 });
  });

  it('finds the slope of text lines from where their glyphs stand, and none on level text', () => {
    // Five lines of 40 glyphs, 30 px apart, sloping by `degrees` (clockwise on screen).
    const lines = (degrees: number) =>
      Array.from({ length: 5 }, (_, line) => Array.from({ length: 40 }, (_, i) => ({ x: 20 + i * 15, y: 40 + line * 30 + (20 + i * 15) * Math.tan((degrees * Math.PI) / 180) }))).flat();
    expect(estimateSkew(lines(0), 10)).toBe(0);
    expect(estimateSkew(lines(3), 10)).toBeCloseTo(3, 0);
    expect(estimateSkew(lines(-6.5), 10)).toBeCloseTo(-6.5, 0);
    expect(estimateSkew([], 10)).toBe(0);
  });

  it('levels a receipt photographed askew before reading it', async () => {
    const { default: sharp } = await import('sharp');
    const rows = Array.from({ length: 14 }, (_, i) => `<text x="30" y="${50 + i * 34}" font-size="18" font-family="sans-serif">COFFEE BEANS 1KG NO ${i}</text><text x="520" y="${50 + i * 34}" font-size="18" font-family="sans-serif">1${i}.50</text>`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="540"><rect width="640" height="540" fill="white"/>${rows.join('')}</svg>`;
    const slope = async (bytes: Buffer) => {
      const { data, info } = await sharp(bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
      const pixels = new Uint8Array(data.buffer, data.byteOffset, data.length);
      const glyphs = estimateGlyphHeight({ data: pixels, width: info.width, height: info.height }, otsuThreshold(histogramOf(pixels)));
      return estimateSkew(glyphs.points, glyphs.glyphHeight);
    };
    const askew = await sharp(Buffer.from(svg)).rotate(4, { background: '#ffffff' }).png().toBuffer();
    expect(await slope(askew)).toBeCloseTo(4, 0);
    const prepared = await prepareImageForOcr(askew, 10_000_000);
    expect(Math.abs(await slope(prepared.png))).toBeLessThan(0.5);
  });

  it('scales small text up to 18 px, large text down, within the enlargement and pixel bounds', () => {
    expect(ocrScale(600, 1600, 9)).toBeCloseTo(2);
    expect(ocrScale(600, 1600, 5)).toBe(2.5);
    expect(ocrScale(3000, 4000, 36)).toBeCloseTo(0.5);
    // A whole page of small print: enlarged only as far as 8 megapixels allow.
    const scale = ocrScale(1600, 2200, 8);
    expect(1600 * 2200 * scale * scale).toBeLessThanOrEqual(8_000_000 + 1);
    expect(scale).toBeGreaterThan(1.5);
    // Nothing text-like found: fitted into 2400 px, never enlarged.
    expect(ocrScale(4800, 3600, undefined)).toBe(0.5);
    expect(ocrScale(800, 600, undefined)).toBe(1);
  });

  it('turns a phone photo upright from its EXIF orientation before measuring and scaling it', async () => {
    const { default: sharp } = await import('sharp');
    // Stored 300 x 200, to be shown turned a quarter (orientation 6): upright it is 200 wide, 300 tall.
    const stored = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const prepared = await prepareImageForOcr(stored, 10_000_000);
    expect(prepared.height).toBeGreaterThan(prepared.width);
    expect(prepared.width / prepared.height).toBeCloseTo(200 / 300, 1);
  });
});

// A receipt scanned on a whole page: small print on grey cardboard, the way flatbed scans of
// receipts come. Read at its own size, tesseract loses the figures.
describe('reading small print on a grey background', () => {
  const reader = new LocalReader();
  const structurer = new LocalStructurer();
  let receipt: LoadedSample | undefined;

  beforeAll(async () => {
    [receipt] = await generateSamples({ seed: 5, pdfsPerLayout: 0, imagesPerLayout: 1, docxPerLayout: 0, only: (l) => l.name === 'online-payment' });
  }, 60_000);
  afterAll(() => reader.close());

  it('enlarges the text and evens the contrast so the total and date are read', async () => {
    if (!receipt) throw new Error('sample missing');
    const { default: sharp } = await import('sharp');
    const { width = 0 } = await sharp(receipt.bytes).metadata();
    const small = await sharp(receipt.bytes).resize(Math.round(width * 0.4)).modulate({ brightness: 0.85 }).png().toBuffer();
    const { width: w = 0, height: h = 0 } = await sharp(small).metadata();
    const page = await sharp({ create: { width: w * 2 + 80, height: h + 80, channels: 3, background: '#9a9186' } })
      .composite([{ input: small, left: w + 40, top: 40 }])
      .jpeg({ quality: 85 })
      .toBuffer();
    const reading = await reader.read({ bytes: page, contentType: 'image/jpeg', documentType: 'user_payment' });
    const result = await structurer.structure({ reading, documentType: 'user_payment' });
    const truth = receipt.truth as { totalAmount: number; transactionDate: string };
    expect(result.data).toMatchObject({ totalAmount: truth.totalAmount, transactionDate: truth.transactionDate });
  }, 60_000);
});
