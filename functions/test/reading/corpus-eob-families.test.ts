import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateExtractedData } from '@fairbill/shared';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EOB_WORDS, INSURER_STEMS, NETWORK_VALUES, PROVIDER_STEMS } from '../../scripts/corpus/families/eob-wording';
import { eobFamilies, traceEobFamily } from '../../scripts/corpus/families/eobs';
import { formatDate, type DateStyle } from '../../scripts/corpus/format';
import { layouts, type Layout } from '../../scripts/corpus/layouts';
import { Rng } from '../../scripts/corpus/random';
import { renderPdf } from '../../scripts/corpus/render';
import type { DocSpec, FontName } from '../../scripts/corpus/sheet';
import type { EobTruth } from '../../scripts/corpus/truth';
import { DOCUMENT_TYPES } from '../../scripts/extract/run';
import { LocalReader } from '../../src/adapters/reader/local-reader';

const SEED = 5150;
const DOCS_PER_FAMILY = 3;
const ORIGINAL_SIX = ['claim-table', 'summary-boxes', 'inline-notice', 'two-column', 'member-letter', 'header-grid'];
const ALL_DATE_STYLES: DateStyle[] = ['us-slash', 'us-short', 'long', 'abbrev', 'iso', 'us-dash', 'us-2digit', 'upper-abbrev', 'day-month-abbrev', 'us-dot', 'long-weekday'];

const rngFor = (layout: Layout, k: number) => new Rng(SEED * 1000 + eobFamilies.indexOf(layout) * 10 + k);
const build = (layout: Layout, k: number, onePage = false) => {
  const { truth, doc } = layout.build(rngFor(layout, k), { onePage });
  return { truth: truth as EobTruth, doc };
};

/** Text as the test compares it: no '$', ',' or spaces, lower case. */
const squash = (text: string) => text.replace(/[$,\s]/g, '').toLowerCase();

const AMOUNT_FIELDS = ['amountBilled', 'allowedAmount', 'copay', 'deductible', 'planPaid', 'patientResponsibility'] as const;
const money = (t: EobTruth): number[] => AMOUNT_FIELDS.map((k) => t[k]).filter((v): v is number => v !== undefined);
const cents = (v: number | undefined) => Math.round((v ?? 0) * 100);

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

describe('EOB layout families', () => {
  it('adds at least 26 families, at least 12 of them held out, beside the original six dev layouts', () => {
    const eobs = layouts.filter((l) => l.type === 'eob');
    expect(eobs.slice(0, 6).map((l) => [l.name, l.split])).toEqual(ORIGINAL_SIX.map((name) => [name, 'dev']));
    expect(eobFamilies.length).toBeGreaterThanOrEqual(26);
    expect(eobFamilies.filter((l) => l.split === 'heldout').length).toBeGreaterThanOrEqual(12);
    expect(eobFamilies.filter((l) => l.split === 'dev').length).toBeGreaterThanOrEqual(6);
    expect(eobs.length).toBeGreaterThanOrEqual(32);
    for (const layout of eobFamilies) expect(layout.type).toBe('eob');
    const names = eobs.map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps the held-out wording out of the dev pools, the original layouts and the shared names', () => {
    const key = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
    const dev = new Set([...Object.values(EOB_WORDS).flatMap((p) => p.dev.map(key)), ...NETWORK_VALUES.dev.flat().map(key)]);
    const heldout = [...Object.values(EOB_WORDS).flatMap((p) => p.heldout), ...NETWORK_VALUES.heldout.flat()];
    expect(heldout.filter((label) => dev.has(key(label)))).toEqual([]);
    const corpusDir = path.resolve(import.meta.dirname, '../../scripts/corpus');
    const original = readFileSync(path.join(corpusDir, 'layouts.ts'), 'utf8').toLowerCase();
    expect(heldout.filter((label) => original.includes(`'${label.toLowerCase()}'`))).toEqual([]);
    const names = readFileSync(path.join(corpusDir, 'names.ts'), 'utf8');
    expect([...INSURER_STEMS.heldout, ...PROVIDER_STEMS.heldout].filter((stem) => names.includes(stem))).toEqual([]);
  });

  it('draws held-out labels only in held-out families, at least 40 % of their labels', () => {
    for (const layout of eobFamilies) {
      const picks = Array.from({ length: DOCS_PER_FAMILY }, (_, k) => traceEobFamily(layout.name, rngFor(layout, k), { onePage: false }).labels).flat();
      const share = picks.filter((p) => p.pool === 'heldout').length / picks.length;
      if (layout.split === 'dev') expect({ family: layout.name, share }).toEqual({ family: layout.name, share: 0 });
      else expect(share, layout.name).toBeGreaterThanOrEqual(0.4);
    }
  });

  it('names held-out organisations only from held-out stems', () => {
    for (const layout of eobFamilies) {
      const truths = Array.from({ length: DOCS_PER_FAMILY }, (_, k) => build(layout, k).truth);
      const stems = layout.split === 'heldout' ? INSURER_STEMS.heldout : INSURER_STEMS.dev;
      for (const t of truths) expect(stems.some((stem) => t.insuranceCompany.toLowerCase().startsWith(stem.toLowerCase())), `${layout.name}: ${t.insuranceCompany}`).toBe(true);
    }
  });

  it('takes the pairing keys of options.eob (names, dates, claim number, billed total)', () => {
    const keys = { insuranceCompany: 'Paired Health Plan', memberName: 'Avery Quill', providerName: 'Maple Ridge Medical Center', claimNumber: 'PAIR-123', serviceDate: '2025-03-04', statementDate: '2025-04-01', amountBilled: 1234.56 };
    for (const layout of eobFamilies) {
      const { truth } = layout.build(new Rng(7), { onePage: true, eob: keys });
      const t = truth as EobTruth;
      const printedCase = (s: string) => s.toLowerCase();
      expect(
        { family: layout.name, member: printedCase(t.memberName), provider: printedCase(t.providerName), insurer: printedCase(t.insuranceCompany), claim: t.claimNumber, date: t.serviceDate, statement: t.statementDate, billed: t.amountBilled },
        layout.name,
      ).toEqual({ family: layout.name, member: 'avery quill', provider: 'maple ridge medical center', insurer: 'paired health plan', claim: 'PAIR-123', date: '2025-03-04', statement: '2025-04-01', billed: 1234.56 });
    }
  });

  describe.each(eobFamilies.map((layout) => ({ layout, name: layout.name, split: layout.split })))('$name ($split)', ({ layout }) => {
    it('builds truth that validates as an insurance payment and adds up to the cent', () => {
      for (let k = 0; k < DOCS_PER_FAMILY; k++) {
        const { truth } = build(layout, k);
        const check = validateExtractedData(DOCUMENT_TYPES.eob, truth);
        expect(check.ok, check.ok ? '' : check.error).toBe(true);
        for (const amount of money(truth)) {
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(Math.abs(amount * 100 - Math.round(amount * 100))).toBeLessThan(1e-6);
        }
        // allowed = planPaid + (patientResponsibility - notCovered), and the patient's share holds
        // the deductible and copay; billed - allowed (discount plus not covered) is never negative.
        const notCoveredAndCoinsurance = cents(truth.patientResponsibility) - cents(truth.deductible) - cents(truth.copay);
        expect(notCoveredAndCoinsurance).toBeGreaterThanOrEqual(0);
        if (truth.allowedAmount !== undefined) {
          expect(cents(truth.allowedAmount)).toBeLessThanOrEqual(cents(truth.amountBilled));
          const notCovered = cents(truth.patientResponsibility) + cents(truth.planPaid) - cents(truth.allowedAmount);
          expect(notCovered).toBeGreaterThanOrEqual(0);
          expect(notCovered).toBeLessThanOrEqual(cents(truth.amountBilled) - cents(truth.allowedAmount));
        }
        expect(cents(truth.planPaid) + cents(truth.patientResponsibility)).toBeLessThanOrEqual(cents(truth.amountBilled));
        if (truth.serviceDate && truth.statementDate) expect(truth.statementDate > truth.serviceDate).toBe(true);
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
        const reading = await reader.read({ bytes: await renderPdf(doc), contentType: 'application/pdf', documentType: DOCUMENT_TYPES.eob });
        expect(reading.pages.length).toBe(doc.pages.length);
        const text = squash(reading.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n'));
        const missing: string[] = [];
        for (const amount of money(truth)) if (!text.includes(amount.toFixed(2))) missing.push(amount.toFixed(2));
        for (const value of [truth.insuranceCompany, truth.memberName, truth.providerName, truth.claimNumber, truth.service]) {
          if (value !== undefined && !text.includes(squash(value))) missing.push(value);
        }
        for (const date of [truth.statementDate, truth.serviceDate]) {
          if (date !== undefined && !ALL_DATE_STYLES.some((style) => text.includes(squash(formatDate(date, style))))) missing.push(date);
        }
        expect(missing, `${layout.name} document ${k + 1}`).toEqual([]);
      }
    });
  });
});
