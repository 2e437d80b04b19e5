import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateExtractedData } from '@fairbill/shared';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_STEMS, RECEIPT_WORDS } from '../../scripts/corpus/families/receipt-wording';
import { extraDate, receiptFamilies, traceReceiptFamily } from '../../scripts/corpus/families/receipts';
import { formatDate, type DateStyle } from '../../scripts/corpus/format';
import { layouts, type Layout } from '../../scripts/corpus/layouts';
import { Rng } from '../../scripts/corpus/random';
import { renderPdf } from '../../scripts/corpus/render';
import type { DocSpec, FontName } from '../../scripts/corpus/sheet';
import { DOCUMENT_TYPES } from '../../scripts/extract/run';
import { LocalReader } from '../../src/adapters/reader/local-reader';

const SEED = 5151;
const DOCS_PER_FAMILY = 3;
const ORIGINAL_SIX = ['pharmacy', 'card-terminal', 'online-payment', 'front-desk', 'hospital-portal', 'copay'];
const ALL_DATE_STYLES: DateStyle[] = ['us-slash', 'us-short', 'long', 'abbrev', 'iso', 'us-dash', 'us-2digit', 'upper-abbrev', 'day-month-abbrev', 'us-dot', 'long-weekday'];

const rngFor = (layout: Layout, k: number) => new Rng(SEED * 1000 + receiptFamilies.indexOf(layout) * 10 + k);
const trace = (layout: Layout, k: number, onePage = false) => traceReceiptFamily(layout.name, rngFor(layout, k), { onePage });

/** Text as the test compares it: no '$', ',' or spaces. */
const squash = (text: string) => text.replace(/[$,\s]/g, '');
const cents = (v: number) => Math.round(v * 100);

let fonts: Record<FontName, PDFFont>;
const reader = new LocalReader();

beforeAll(async () => {
  const pdf = await PDFDocument.create();
  const embed = (f: StandardFonts) => pdf.embedFont(f);
  fonts = {
    regular: await embed(StandardFonts.Helvetica),
    bold: await embed(StandardFonts.HelveticaBold),
    mono: await embed(StandardFonts.Courier),
    'mono-bold': await embed(StandardFonts.CourierBold),
    serif: await embed(StandardFonts.TimesRoman),
    italic: await embed(StandardFonts.TimesRomanItalic),
  };
});

afterAll(async () => {
  await reader.close();
});

/** Cells that leave the page or print over one another (turned stamps and handwriting excepted). */
function layoutProblems(doc: DocSpec): string[] {
  const problems: string[] = [];
  doc.pages.forEach((cells, p) => {
    const boxes = cells
      .filter((c) => !c.rotate && c.text.trim() !== '')
      .map((c) => {
        const width = fonts[c.font].widthOfTextAtSize(c.text, c.size);
        const left = c.align === 'right' ? c.x - width : c.x;
        return { c, left, right: left + width, top: c.y + c.size * 0.3, bottom: c.y + c.size * 1.15 };
      });
    for (const b of boxes) {
      if (b.left < 20 || b.right > doc.width - 20 || b.c.y < 10 || b.c.y + b.c.size > doc.height - 10) problems.push(`page ${p + 1}: "${b.c.text}" leaves the page`);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (!a || !b) continue;
        const vertical = a.top < b.bottom && b.top < a.bottom;
        const horizontal = a.left < b.right + 2 && b.left < a.right + 2;
        if (vertical && horizontal) problems.push(`page ${p + 1}: "${a.c.text}" overlaps "${b.c.text}"`);
      }
    }
    // Turned cells (stamps, handwriting) must still start on the page.
    for (const c of cells.filter((cell) => cell.rotate)) if (c.x < 10 || c.x > doc.width - 10 || c.y < 10 || c.y > doc.height - 10) problems.push(`page ${p + 1}: "${c.text}" starts off the page`);
  });
  return problems;
}

describe('receipt layout families', () => {
  it('adds at least 26 families, at least 12 of them held out, beside the original six dev layouts', () => {
    const receipts = layouts.filter((l) => l.type === 'receipt');
    expect(receipts.slice(0, 6).map((l) => [l.name, l.split])).toEqual(ORIGINAL_SIX.map((name) => [name, 'dev']));
    expect(receiptFamilies.length).toBeGreaterThanOrEqual(26);
    expect(receiptFamilies.filter((l) => l.split === 'heldout').length).toBeGreaterThanOrEqual(12);
    expect(receiptFamilies.filter((l) => l.split === 'dev').length).toBeGreaterThanOrEqual(6);
    expect(receipts.length).toBeGreaterThanOrEqual(32);
    expect(receiptFamilies.every((l) => l.type === 'receipt')).toBe(true);
    const names = receipts.map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps the held-out wording out of the dev pools, the original layouts and the shared names', () => {
    const key = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
    const dev = new Set(Object.values(RECEIPT_WORDS).flatMap((p) => p.dev.map(key)));
    const heldout = Object.values(RECEIPT_WORDS).flatMap((p) => p.heldout);
    expect(heldout.filter((label) => dev.has(key(label)))).toEqual([]);
    const corpusDir = path.resolve(import.meta.dirname, '../../scripts/corpus');
    const original = readFileSync(path.join(corpusDir, 'layouts.ts'), 'utf8').toLowerCase();
    expect(heldout.filter((label) => original.includes(`'${label.toLowerCase()}'`))).toEqual([]);
    for (const file of ['names.ts', 'families/bill-wording.ts']) {
      const text = readFileSync(path.join(corpusDir, file), 'utf8');
      expect(MERCHANT_STEMS.heldout.filter((stem) => text.includes(stem)), file).toEqual([]);
    }
    expect(MERCHANT_STEMS.heldout.filter((stem) => MERCHANT_STEMS.dev.includes(stem))).toEqual([]);
  });

  it('draws held-out labels only in held-out families, at least 40 % of their labels', () => {
    for (const layout of receiptFamilies) {
      const picks = Array.from({ length: DOCS_PER_FAMILY }, (_, k) => trace(layout, k).labels).flat();
      expect(picks.length, layout.name).toBeGreaterThan(0);
      const share = picks.filter((p) => p.pool === 'heldout').length / picks.length;
      if (layout.split === 'dev') expect({ family: layout.name, share }).toEqual({ family: layout.name, share: 0 });
      else expect(share, layout.name).toBeGreaterThanOrEqual(0.4);
    }
  });

  it('builds the same document for the same seed, and layout.build returns what the trace does', () => {
    for (const layout of receiptFamilies) {
      const a = layout.build(rngFor(layout, 0), { onePage: false });
      const b = trace(layout, 0);
      expect(a.truth).toEqual(b.truth);
      expect(a.doc).toEqual(b.doc);
    }
  });

  describe.each(receiptFamilies.map((layout) => ({ layout, name: layout.name, split: layout.split })))('$name ($split)', ({ layout }) => {
    it('builds truth that validates as a user payment and adds up to the cent', () => {
      for (let k = 0; k < DOCS_PER_FAMILY; k++) {
        for (const onePage of [false, true]) {
          const { truth, parts } = trace(layout, k, onePage);
          const check = validateExtractedData(DOCUMENT_TYPES.receipt, truth);
          expect(check.ok, check.ok ? '' : check.error).toBe(true);
          expect(truth.transactionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          const amounts = [truth.totalAmount, ...truth.items.map((i) => i.amount), parts.base, parts.discount, parts.tax, parts.tip];
          for (const amount of amounts) {
            expect(amount).toBeGreaterThanOrEqual(0);
            expect(Math.abs(amount * 100 - Math.round(amount * 100))).toBeLessThan(1e-6);
          }
          expect(truth.totalAmount).toBeGreaterThan(0);
          for (const item of truth.items) expect(item.amount).toBeGreaterThan(0);
          // items - discounts + tax + tip = total; a slip without items prints its base amount instead.
          if (truth.items.length > 0) expect(truth.items.reduce((s, i) => s + cents(i.amount), 0)).toBe(cents(parts.base));
          expect(cents(parts.base) - cents(parts.discount) + cents(parts.tax) + cents(parts.tip)).toBe(cents(truth.totalAmount));
        }
      }
    });

    it('fits its one-page variant on one page and prints no text off the page or over other text', () => {
      for (let k = 0; k < DOCS_PER_FAMILY; k++) {
        const onePage = trace(layout, k, true).doc;
        expect(onePage.pages.length).toBe(1);
        expect(layoutProblems(onePage)).toEqual([]);
        expect(layoutProblems(trace(layout, k).doc)).toEqual([]);
      }
    });

    it('prints every truth amount, the date, the names and ids in its PDF text layer', async () => {
      for (let k = 0; k < DOCS_PER_FAMILY; k++) {
        const { truth, doc } = trace(layout, k);
        const reading = await reader.read({ bytes: await renderPdf(doc), contentType: 'application/pdf', documentType: DOCUMENT_TYPES.receipt });
        expect(reading.pages.length).toBe(doc.pages.length);
        const text = squash(reading.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n'));
        const missing: string[] = [];
        for (const amount of [truth.totalAmount, ...truth.items.map((i) => i.amount)]) if (!text.includes(amount.toFixed(2))) missing.push(amount.toFixed(2));
        for (const value of [truth.merchantName, truth.paymentMethod, truth.transactionId, ...truth.items.map((i) => i.description)]) {
          if (value !== undefined && !text.includes(squash(value))) missing.push(value);
        }
        const date = truth.transactionDate ?? '';
        const forms = [...ALL_DATE_STYLES.map((style) => formatDate(date, style)), extraDate(date, 'ddmonyy'), extraDate(date, 'ymd-slash')];
        if (!forms.some((form) => text.includes(squash(form)))) missing.push(date);
        expect(missing, `${layout.name} document ${k + 1}`).toEqual([]);
      }
    });
  });
});
