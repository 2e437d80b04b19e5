import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateExtractedData } from '@fairbill/shared';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_WORDS, ORG_STEMS } from '../../scripts/corpus/families/bill-wording';
import { billFamilies, traceBillFamily } from '../../scripts/corpus/families/bills';
import { formatDate, type DateStyle } from '../../scripts/corpus/format';
import { layouts, type Layout } from '../../scripts/corpus/layouts';
import { Rng } from '../../scripts/corpus/random';
import { renderPdf } from '../../scripts/corpus/render';
import type { DocSpec, FontName } from '../../scripts/corpus/sheet';
import type { BillTruth } from '../../scripts/corpus/truth';
import { DOCUMENT_TYPES } from '../../scripts/extract/run';
import { LocalReader } from '../../src/adapters/reader/local-reader';

const SEED = 4242;
const DOCS_PER_FAMILY = 3;
const ORIGINAL_SIX = ['hospital-statement', 'physician-office', 'lab', 'urgent-care', 'ambulance', 'therapy'];
const ALL_DATE_STYLES: DateStyle[] = ['us-slash', 'us-short', 'long', 'abbrev', 'iso', 'us-dash', 'us-2digit', 'upper-abbrev', 'day-month-abbrev', 'us-dot', 'long-weekday'];

const rngFor = (layout: Layout, k: number) => new Rng(SEED * 1000 + billFamilies.indexOf(layout) * 10 + k);
const build = (layout: Layout, k: number, onePage = false) => {
  const { truth, doc } = layout.build(rngFor(layout, k), { onePage });
  return { truth: truth as BillTruth, doc };
};

/** Text as the test compares it: no '$', ',' or spaces. */
const squash = (text: string) => text.replace(/[$,\s]/g, '');

const money = (t: BillTruth): number[] => [t.subtotal, t.insurancePaid, t.insuranceDiscount, t.amountDue, ...t.lineItems.map((i) => i.amount)].filter((v): v is number => v !== undefined);

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

/** Cells that leave the page or print over one another (turned stamps excepted). */
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
  });
  return problems;
}

describe('bill layout families', () => {
  it('adds at least 26 families, at least 12 of them held out, beside the original six dev layouts', () => {
    const bills = layouts.filter((l) => l.type === 'bill');
    expect(bills.slice(0, 6).map((l) => [l.name, l.split])).toEqual(ORIGINAL_SIX.map((name) => [name, 'dev']));
    expect(billFamilies.length).toBeGreaterThanOrEqual(26);
    expect(billFamilies.filter((l) => l.split === 'heldout').length).toBeGreaterThanOrEqual(12);
    expect(billFamilies.filter((l) => l.split === 'dev').length).toBeGreaterThanOrEqual(6);
    expect(bills.length).toBeGreaterThanOrEqual(32);
    const names = bills.map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps the held-out wording out of the dev pools, the original layouts and the shared names', () => {
    const key = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
    const dev = new Set(Object.values(BILL_WORDS).flatMap((p) => p.dev.map(key)));
    const heldout = Object.values(BILL_WORDS).flatMap((p) => p.heldout);
    expect(heldout.filter((label) => dev.has(key(label)))).toEqual([]);
    const corpusDir = path.resolve(import.meta.dirname, '../../scripts/corpus');
    const original = readFileSync(path.join(corpusDir, 'layouts.ts'), 'utf8').toLowerCase();
    expect(heldout.filter((label) => original.includes(`'${label.toLowerCase()}'`))).toEqual([]);
    const names = readFileSync(path.join(corpusDir, 'names.ts'), 'utf8');
    expect(ORG_STEMS.heldout.filter((stem) => names.includes(stem))).toEqual([]);
  });

  it('draws held-out labels only in held-out families, at least 40 % of their labels', () => {
    for (const layout of billFamilies) {
      const picks = Array.from({ length: DOCS_PER_FAMILY }, (_, k) => traceBillFamily(layout.name, rngFor(layout, k), { onePage: false }).labels).flat();
      const share = picks.filter((p) => p.pool === 'heldout').length / picks.length;
      if (layout.split === 'dev') expect({ family: layout.name, share }).toEqual({ family: layout.name, share: 0 });
      else expect(share, layout.name).toBeGreaterThanOrEqual(0.4);
    }
  });

  describe.each(billFamilies.map((layout) => ({ layout, name: layout.name, split: layout.split })))('$name ($split)', ({ layout }) => {
    it('builds truth that validates as a medical bill and adds up to the cent', () => {
      for (let k = 0; k < DOCS_PER_FAMILY; k++) {
        const { truth } = build(layout, k);
        const check = validateExtractedData(DOCUMENT_TYPES.bill, truth);
        expect(check.ok, check.ok ? '' : check.error).toBe(true);
        for (const amount of money(truth)) {
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(Math.abs(amount * 100 - Math.round(amount * 100))).toBeLessThan(1e-6);
        }
        if (truth.lineItems.length > 0) expect(truth.lineItems.reduce((s, i) => s + i.amount, 0)).toBeCloseTo(truth.subtotal, 2);
        // What the patient paid themselves (no truth field) is what remains: never negative.
        const patientPaid = truth.subtotal - (truth.insurancePaid ?? 0) - (truth.insuranceDiscount ?? 0) - (truth.amountDue ?? 0);
        expect(patientPaid).toBeGreaterThan(-0.005);
        if (truth.serviceDate) expect(truth.invoiceDate >= truth.serviceDate).toBe(true);
      }
    });

    it('fits its one-page variant on one page and prints no text off the page or over other text', () => {
      for (let k = 0; k < DOCS_PER_FAMILY; k++) {
        const onePage = build(layout, k, true).doc;
        expect(onePage.pages.length).toBe(1);
        expect(layoutProblems(onePage)).toEqual([]);
        expect(layoutProblems(build(layout, k).doc)).toEqual([]);
      }
    });

    it('prints every truth amount, date, name and id in its PDF text layer', async () => {
      for (let k = 0; k < DOCS_PER_FAMILY; k++) {
        const { truth, doc } = build(layout, k);
        const reading = await reader.read({ bytes: await renderPdf(doc), contentType: 'application/pdf', documentType: DOCUMENT_TYPES.bill });
        expect(reading.pages.length).toBe(doc.pages.length);
        const text = squash(reading.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n'));
        const missing: string[] = [];
        for (const amount of money(truth)) if (!text.includes(amount.toFixed(2))) missing.push(amount.toFixed(2));
        const patientPaid = Math.round((truth.subtotal - (truth.insurancePaid ?? 0) - (truth.insuranceDiscount ?? 0) - (truth.amountDue ?? 0)) * 100) / 100;
        if (patientPaid > 0 && !text.includes(patientPaid.toFixed(2))) missing.push(`patient payments ${patientPaid.toFixed(2)}`);
        for (const value of [truth.providerName, truth.patientName, truth.invoiceNumber, truth.phoneNumber, truth.payOnlineLink]) {
          if (value !== undefined && !text.includes(squash(value))) missing.push(value);
        }
        for (const value of [truth.providerAddress, truth.patientAddress]) {
          for (const part of value?.split(', ') ?? []) if (!text.includes(squash(part))) missing.push(part);
        }
        const dates = [truth.invoiceDate, truth.serviceDate, ...truth.lineItems.map((i) => i.date)].filter((d): d is string => d !== undefined);
        for (const date of dates) if (!ALL_DATE_STYLES.some((style) => text.includes(squash(formatDate(date, style))))) missing.push(date);
        for (const item of truth.lineItems) if (!text.includes(squash(item.description))) missing.push(item.description);
        expect(missing, `${layout.name} document ${k + 1}`).toEqual([]);
      }
    });
  });
});
