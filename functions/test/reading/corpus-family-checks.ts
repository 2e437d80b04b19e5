import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentType } from '@fairbill/shared';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { afterAll, beforeAll, expect } from 'vitest';
import { formatDate, type DateStyle } from '../../src/corpus/format';
import type { Layout } from '../../src/corpus/layouts';
import { renderPdf } from '../../src/corpus/render';
import type { DocSpec, FontName } from '../../src/corpus/sheet';
import { LocalReader } from '../../src/adapters/reader/local-reader';

// Checks the bill, EOB and receipt family tests run alike on every family.

export const ALL_DATE_STYLES: DateStyle[] = ['us-slash', 'us-short', 'long', 'abbrev', 'iso', 'us-dash', 'us-2digit', 'upper-abbrev', 'day-month-abbrev', 'us-dot', 'long-weekday', 'day-first-slash', 'day-first-2digit', 'day-first-dash-2digit'];

export const CORPUS_DIR = path.resolve(import.meta.dirname, '../../src/corpus');

/** Text as the tests compare it: no '$', ',' or spaces. */
export const squash = (text: string) => text.replace(/[$,\s]/g, '');

/** The fonts the renderer embeds (for text widths) and a reader, set up and closed around the test file. */
export function useFamilyFixtures(): { fonts: () => Record<FontName, PDFFont>; reader: LocalReader } {
  let fonts: Record<FontName, PDFFont> | undefined;
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
  return {
    fonts: () => {
      if (!fonts) throw new Error('fonts are embedded in beforeAll');
      return fonts;
    },
    reader,
  };
}

/** Cells that leave the page or print over one another (turned stamps excepted; with `turnedOnPage`, those must still start on the page). */
export function layoutProblems(fonts: Record<FontName, PDFFont>, doc: DocSpec, o: { turnedOnPage?: boolean } = {}): string[] {
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
    if (o.turnedOnPage) {
      for (const c of cells.filter((cell) => cell.rotate)) if (c.x < 10 || c.x > doc.width - 10 || c.y < 10 || c.y > doc.height - 10) problems.push(`page ${p + 1}: "${c.text}" starts off the page`);
    }
  });
  return problems;
}

/** The one-page variant of each document fits one page, and neither variant prints off the page or over other text. */
export function expectLayoutsFit(docOf: (k: number, onePage: boolean) => DocSpec, count: number, problemsOf: (doc: DocSpec) => string[]): void {
  for (let k = 0; k < count; k++) {
    const onePage = docOf(k, true);
    expect(onePage.pages.length).toBe(1);
    expect(problemsOf(onePage)).toEqual([]);
    expect(problemsOf(docOf(k, false))).toEqual([]);
  }
}

/** The family list as the tests expect it: the original six dev layouts first, then at least 26 families (5 held out, 6 dev), kebab-case names. */
export function expectFamilyCounts(all: readonly Layout[], families: readonly Layout[], originalSix: readonly string[]): void {
  expect(all.slice(0, 6).map((l) => [l.name, l.split])).toEqual(originalSix.map((name) => [name, 'dev']));
  expect(families.length).toBeGreaterThanOrEqual(26);
  expect(families.filter((l) => l.split === 'heldout').length).toBeGreaterThanOrEqual(5);
  expect(families.filter((l) => l.split === 'dev').length).toBeGreaterThanOrEqual(6);
  expect(all.length).toBeGreaterThanOrEqual(32);
}

/** Layout names unique and kebab-case. */
export function expectKebabNames(all: readonly Layout[]): void {
  const names = all.map((l) => l.name);
  expect(new Set(names).size).toBe(names.length);
  for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
}

/** No held-out label is a dev label (by its letters and digits) or quoted in the original layouts. */
export function expectHeldOutWordingApart(dev: readonly string[], heldout: readonly string[]): void {
  const key = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  const devKeys = new Set(dev.map(key));
  expect(heldout.filter((label) => devKeys.has(key(label)))).toEqual([]);
  const original = readFileSync(path.join(CORPUS_DIR, 'dev-layouts.ts'), 'utf8').toLowerCase();
  expect(heldout.filter((label) => original.includes(`'${label.toLowerCase()}'`))).toEqual([]);
}

/**
 * Families drawing their wording from the dev pools print no held-out label; those drawing from the held-out pools
 * (the held-out families, and the retired ones measured as dev since) take at least 40 % of their labels from the
 * held-out pool, or write all their wording themselves (the held-out set written on 2026-11-27).
 */
export function expectHeldOutShare(layout: Layout, wording: 'dev' | 'heldout', picks: readonly { pool: string }[]): void {
  const share = picks.length === 0 ? 0 : picks.filter((p) => p.pool === 'heldout').length / picks.length;
  if (wording === 'dev') expect({ family: layout.name, share }).toEqual({ family: layout.name, share: 0 });
  else if (picks.length > 0) expect(share, layout.name).toBeGreaterThanOrEqual(0.4);
}

/** The document's PDF read back: as many pages as drawn, and the text of all its lines, squashed by `squashText`. */
export async function readPdfText(reader: LocalReader, doc: DocSpec, documentType: DocumentType, squashText: (text: string) => string): Promise<string> {
  const reading = await reader.read({ bytes: await renderPdf(doc), contentType: 'application/pdf', documentType });
  expect(reading.pages.length).toBe(doc.pages.length);
  return squashText(reading.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n'));
}

/** Amounts the text does not print: to the cent, or in one of `extraForms` of the amount (whole-unit currencies such as 'Rp 174.600'). */
export const missingAmounts = (text: string, amounts: readonly number[], extraForms: (amount: number) => string[] = () => []): string[] =>
  amounts.filter((a) => ![a.toFixed(2), ...extraForms(a)].some((form) => text.includes(form))).map((a) => a.toFixed(2));

/** Values the text does not print (undefined ones are not asked for). */
export const missingValues = (text: string, values: readonly (string | undefined)[], squashText: (text: string) => string): string[] =>
  values.filter((v): v is string => v !== undefined && !text.includes(squashText(v)));

/** Dates the text prints in none of the date styles (nor in `extraForms` of the date). */
export const missingDates = (text: string, dates: readonly (string | undefined)[], squashText: (text: string) => string, extraForms: (date: string) => string[] = () => []): string[] =>
  dates.filter((d): d is string => d !== undefined && ![...ALL_DATE_STYLES.map((style) => formatDate(d, style)), ...extraForms(d)].some((form) => text.includes(squashText(form))));
