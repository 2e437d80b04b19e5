import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateExtractedData } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { EOB_WORDS, INSURER_STEMS, NETWORK_VALUES, PROVIDER_STEMS } from '../../src/corpus/families/eob-wording';
import { eobFamilies, traceEobFamily } from '../../src/corpus/families/eobs';
import { layouts, type Layout } from '../../src/corpus/layouts';
import { Rng } from '../../src/corpus/random';
import type { EobTruth } from '../../src/corpus/truth';
import { DOCUMENT_TYPES } from '../../scripts/extract/run';
import { CORPUS_DIR, expectFamilyCounts, expectHeldOutShare, expectHeldOutWordingApart, expectKebabNames, expectLayoutsFit, layoutProblems, missingAmounts, missingDates, missingValues, readPdfText, squash as squashMoney, useFamilyFixtures } from './corpus-family-checks';

const SEED = 5150;
const DOCS_PER_FAMILY = 3;
const ORIGINAL_SIX = ['claim-table', 'summary-boxes', 'inline-notice', 'two-column', 'member-letter', 'header-grid'];

const rngFor = (layout: Layout, k: number) => new Rng(SEED * 1000 + eobFamilies.indexOf(layout) * 10 + k);
const build = (layout: Layout, k: number, onePage = false) => {
  const { truth, doc } = layout.build(rngFor(layout, k), { onePage });
  return { truth: truth as EobTruth, doc };
};

/** Text as the test compares it: no '$', ',' or spaces, lower case. */
const squash = (text: string) => squashMoney(text).toLowerCase();

const AMOUNT_FIELDS = ['amountBilled', 'allowedAmount', 'copay', 'deductible', 'planPaid', 'patientResponsibility'] as const;
const money = (t: EobTruth): number[] => AMOUNT_FIELDS.map((k) => t[k]).filter((v): v is number => v !== undefined);
const cents = (v: number | undefined) => Math.round((v ?? 0) * 100);

const { fonts, reader } = useFamilyFixtures();

describe('EOB layout families', () => {
  it('adds at least 26 families, at least 5 of them held out, beside the original six dev layouts', () => {
    const eobs = layouts.filter((l) => l.type === 'eob');
    expectFamilyCounts(eobs, eobFamilies, ORIGINAL_SIX);
    for (const layout of eobFamilies) expect(layout.type).toBe('eob');
    expectKebabNames(eobs);
  });

  it('keeps the held-out wording out of the dev pools, the original layouts and the shared names', () => {
    expectHeldOutWordingApart(
      [...Object.values(EOB_WORDS).flatMap((p) => p.dev), ...NETWORK_VALUES.dev.flat()],
      [...Object.values(EOB_WORDS).flatMap((p) => p.heldout), ...NETWORK_VALUES.heldout.flat()],
    );
    const names = readFileSync(path.join(CORPUS_DIR, 'names.ts'), 'utf8');
    expect([...INSURER_STEMS.heldout, ...PROVIDER_STEMS.heldout].filter((stem) => names.includes(stem))).toEqual([]);
  });

  it('draws held-out labels only from families with held-out wording, at least 40 % of their labels, unless they write their own', () => {
    for (const layout of eobFamilies) {
      const traced = Array.from({ length: DOCS_PER_FAMILY }, (_, k) => traceEobFamily(layout.name, rngFor(layout, k), { onePage: false }));
      expectHeldOutShare(layout, traced[0]!.wording, traced.flatMap((t) => t.labels));
    }
  });

  it('names organisations from the stems of the pools its wording comes from (a family that writes its own wording, its own names)', () => {
    for (const layout of eobFamilies) {
      const traced = Array.from({ length: DOCS_PER_FAMILY }, (_, k) => traceEobFamily(layout.name, rngFor(layout, k), { onePage: false }));
      if (traced.every((t) => t.labels.length === 0)) continue;
      const stems = traced[0]!.wording === 'heldout' ? INSURER_STEMS.heldout : INSURER_STEMS.dev;
      // (A self-funded plan is named after its employer, no insurer: "Cascade Tool & Die Employee Benefit Plan".)
      const employerPlan = (name: string) => /\b(?:Employee|Group Health|Health & Welfare)\b.*\bPlan$/.test(name);
      for (const { truth: t } of traced) expect(stems.some((stem) => t.insuranceCompany.toLowerCase().startsWith(stem.toLowerCase())) || employerPlan(t.insuranceCompany), `${layout.name}: ${t.insuranceCompany}`).toBe(true);
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
      expectLayoutsFit((k, onePage) => build(layout, k, onePage).doc, DOCS_PER_FAMILY, (doc) => layoutProblems(fonts(), doc));
    });

    it('prints every truth amount, date, name and id in its PDF text layer', async () => {
      for (let k = 0; k < DOCS_PER_FAMILY; k++) {
        const { truth, doc } = build(layout, k);
        const text = await readPdfText(reader, doc, DOCUMENT_TYPES.eob, squash);
        const missing = [
          ...missingAmounts(text, money(truth)),
          ...missingValues(text, [truth.insuranceCompany, truth.memberName, truth.providerName, truth.claimNumber, truth.service], squash),
          ...missingDates(text, [truth.statementDate, truth.serviceDate], squash),
        ];
        expect(missing, `${layout.name} document ${k + 1}`).toEqual([]);
      }
    });
  });
});
