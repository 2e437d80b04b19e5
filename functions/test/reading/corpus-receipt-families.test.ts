import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateExtractedData } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { MERCHANT_STEMS, RECEIPT_WORDS } from '../../src/corpus/families/receipt-wording';
import { extraDate, receiptFamilies, traceReceiptFamily } from '../../src/corpus/families/receipts';
import { rupiah } from '../../src/corpus/format';
import { layouts, type Layout } from '../../src/corpus/layouts';
import { Rng } from '../../src/corpus/random';
import { DOCUMENT_TYPES } from '../../scripts/extract/run';
import { CORPUS_DIR, expectFamilyCounts, expectHeldOutShare, expectHeldOutWordingApart, expectKebabNames, expectLayoutsFit, layoutProblems, missingAmounts, missingDates, missingValues, readPdfText, squash, useFamilyFixtures } from './corpus-family-checks';

const SEED = 5151;
const DOCS_PER_FAMILY = 3;
const ORIGINAL_SIX = ['pharmacy', 'card-terminal', 'online-payment', 'front-desk', 'hospital-portal', 'copay'];

const rngFor = (layout: Layout, k: number) => new Rng(SEED * 1000 + receiptFamilies.indexOf(layout) * 10 + k);
const trace = (layout: Layout, k: number, onePage = false) => traceReceiptFamily(layout.name, rngFor(layout, k), { onePage });

const cents = (v: number) => Math.round(v * 100);
/** Rupiah print whole units with '.' between thousands: 174600 as '174.600'. */
const wholeRupiah = (v: number) => (Number.isInteger(v) && v >= 1000 ? [rupiah(v)] : []);

const { fonts, reader } = useFamilyFixtures();

describe('receipt layout families', () => {
  it('adds at least 26 families, at least 5 of them held out, beside the original six dev layouts', () => {
    const receipts = layouts.filter((l) => l.type === 'receipt');
    expectFamilyCounts(receipts, receiptFamilies, ORIGINAL_SIX);
    expect(receiptFamilies.every((l) => l.type === 'receipt')).toBe(true);
    expectKebabNames(receipts);
  });

  it('keeps the held-out wording out of the dev pools, the original layouts and the shared names', () => {
    expectHeldOutWordingApart(
      Object.values(RECEIPT_WORDS).flatMap((p) => p.dev),
      Object.values(RECEIPT_WORDS).flatMap((p) => p.heldout),
    );
    for (const file of ['names.ts', 'families/bill-wording.ts']) {
      const text = readFileSync(path.join(CORPUS_DIR, file), 'utf8');
      expect(MERCHANT_STEMS.heldout.filter((stem) => text.includes(stem)), file).toEqual([]);
    }
    expect(MERCHANT_STEMS.heldout.filter((stem) => MERCHANT_STEMS.dev.includes(stem))).toEqual([]);
  });

  it('draws held-out labels only from families with held-out wording, at least 40 % of their labels, unless they write their own', () => {
    for (const layout of receiptFamilies) {
      const traced = Array.from({ length: DOCS_PER_FAMILY }, (_, k) => trace(layout, k));
      expectHeldOutShare(layout, traced[0]!.wording, traced.flatMap((t) => t.labels));
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
      // Turned cells (stamps, handwriting) must still start on the page.
      expectLayoutsFit((k, onePage) => trace(layout, k, onePage).doc, DOCS_PER_FAMILY, (doc) => layoutProblems(fonts(), doc, { turnedOnPage: true }));
    });

    it('prints every truth amount, the date, the names and ids in its PDF text layer', async () => {
      for (let k = 0; k < DOCS_PER_FAMILY; k++) {
        const { truth, doc } = trace(layout, k);
        const text = await readPdfText(reader, doc, DOCUMENT_TYPES.receipt, squash);
        const missing = [
          ...missingAmounts(text, [truth.totalAmount, ...truth.items.map((i) => i.amount)], wholeRupiah),
          // (A card's brand and its masked number may be printed apart: each is on the page.)
          ...missingValues(text, [truth.merchantName, ...(truth.paymentMethod?.split(/ (?=[*X]{4,})/) ?? []), truth.transactionId, ...truth.items.map((i) => i.description)], squash),
          ...missingDates(text, [truth.transactionDate ?? ''], squash, (date) => [extraDate(date, 'ddmonyy'), extraDate(date, 'ymd-slash')]),
        ];
        expect(missing, `${layout.name} document ${k + 1}`).toEqual([]);
      }
    });
  });
});
