import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateExtractedData } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { BILL_WORDS, ORG_STEMS } from '../../src/corpus/families/bill-wording';
import { billFamilies, traceBillFamily } from '../../src/corpus/families/bills';
import { layouts, type Layout } from '../../src/corpus/layouts';
import { Rng } from '../../src/corpus/random';
import type { BillTruth } from '../../src/corpus/truth';
import { DOCUMENT_TYPES } from '../../scripts/extract/run';
import { CORPUS_DIR, expectFamilyCounts, expectHeldOutShare, expectHeldOutWordingApart, expectKebabNames, expectLayoutsFit, layoutProblems, missingAmounts, missingDates, missingValues, readPdfText, squash, useFamilyFixtures } from './corpus-family-checks';

const SEED = 4242;
const DOCS_PER_FAMILY = 3;
const ORIGINAL_SIX = ['hospital-statement', 'physician-office', 'lab', 'urgent-care', 'ambulance', 'therapy'];

const rngFor = (layout: Layout, k: number) => new Rng(SEED * 1000 + billFamilies.indexOf(layout) * 10 + k);
const build = (layout: Layout, k: number, onePage = false) => {
  const { truth, doc } = layout.build(rngFor(layout, k), { onePage });
  return { truth: truth as BillTruth, doc };
};

const money = (t: BillTruth): number[] => [t.subtotal, t.insurancePaid, t.insuranceDiscount, t.amountDue, ...t.lineItems.map((i) => i.amount)].filter((v): v is number => v !== undefined);

const { fonts, reader } = useFamilyFixtures();

describe('bill layout families', () => {
  it('adds at least 26 families, at least 5 of them held out, beside the original six dev layouts', () => {
    const bills = layouts.filter((l) => l.type === 'bill');
    expectFamilyCounts(bills, billFamilies, ORIGINAL_SIX);
    expectKebabNames(bills);
  });

  it('keeps the held-out wording out of the dev pools, the original layouts and the shared names', () => {
    expectHeldOutWordingApart(
      Object.values(BILL_WORDS).flatMap((p) => p.dev),
      Object.values(BILL_WORDS).flatMap((p) => p.heldout),
    );
    const names = readFileSync(path.join(CORPUS_DIR, 'names.ts'), 'utf8');
    expect(ORG_STEMS.heldout.filter((stem) => names.includes(stem))).toEqual([]);
  });

  it('draws held-out labels only from families with held-out wording, at least 40 % of their labels, unless they write their own', () => {
    for (const layout of billFamilies) {
      const traced = Array.from({ length: DOCS_PER_FAMILY }, (_, k) => traceBillFamily(layout.name, rngFor(layout, k), { onePage: false }));
      expectHeldOutShare(layout, traced[0]!.wording, traced.flatMap((t) => t.labels));
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
      expectLayoutsFit((k, onePage) => build(layout, k, onePage).doc, DOCS_PER_FAMILY, (doc) => layoutProblems(fonts(), doc));
    });

    it('prints every truth amount, date, name and id in its PDF text layer', async () => {
      for (let k = 0; k < DOCS_PER_FAMILY; k++) {
        const { truth, doc } = build(layout, k);
        const text = await readPdfText(reader, doc, DOCUMENT_TYPES.bill, squash);
        const missing = missingAmounts(text, money(truth));
        const patientPaid = Math.round((truth.subtotal - (truth.insurancePaid ?? 0) - (truth.insuranceDiscount ?? 0) - (truth.amountDue ?? 0)) * 100) / 100;
        if (patientPaid > 0 && !text.includes(patientPaid.toFixed(2))) missing.push(`patient payments ${patientPaid.toFixed(2)}`);
        missing.push(...missingValues(text, [truth.providerName, truth.patientName, truth.invoiceNumber, truth.phoneNumber, truth.payOnlineLink], squash));
        missing.push(...missingValues(text, [truth.providerAddress, truth.patientAddress].flatMap((value) => value?.split(', ') ?? []), squash));
        missing.push(...missingDates(text, [truth.invoiceDate, truth.serviceDate, ...truth.lineItems.map((i) => i.date)], squash));
        missing.push(...missingValues(text, truth.lineItems.map((i) => i.description), squash));
        expect(missing, `${layout.name} document ${k + 1}`).toEqual([]);
      }
    });
  });
});
