// The real-world evaluation set (issue 12): licensed public receipts, invoices and EOBs under
// functions/test/reading/real-world/<source>/, each with a hand-written truth JSON beside it, and
// the scorer that compares an extraction with that truth. Reported apart from the generated corpus.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { normalizeText } from '../../src/domain/reading/values';
import { sameValue, SCORED_FIELDS } from './compare';
import { DOCUMENT_TYPES } from './run';

export type RealWorldType = keyof typeof DOCUMENT_TYPES;

export const REAL_WORLD_DIR = path.resolve(import.meta.dirname, '..', '..', 'test', 'reading', 'real-world');

/** One document of the set: its bytes and the truth written by hand from the image. */
export type RealWorldDoc = {
  /** `<source>/<file name without extension>`, stable across runs. */
  id: string;
  /** The folder the document came in, one per source and licence (see its SOURCE.md). */
  source: string;
  type: RealWorldType;
  file: string;
  contentType: string;
  bytes: Uint8Array;
  /**
   * Receipts: merchantName, transactionDate (ISO), totalAmount (in the printed currency's units,
   * e.g. 174600 for 174,600 IDR), country?, currency?. Bills and EOBs: the field names of
   * extractedBillSchema / extractedEobSchema. A field the document does not show is absent.
   */
  truth: Record<string, unknown>;
  /** Path of the file in the source repository. */
  origin?: string;
  /** Why a value was chosen where the document allows more than one reading. */
  note?: string;
};

type TruthFile = { type: RealWorldType; file: string; contentType: string; truth: Record<string, unknown>; origin?: string; note?: string };

/** Reads every `<source>/*.json` truth file of the set and the document it names. */
export async function loadRealWorldSet(dir: string = REAL_WORLD_DIR): Promise<RealWorldDoc[]> {
  const docs: RealWorldDoc[] = [];
  const sources = (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  for (const source of sources.sort()) {
    const files = (await readdir(path.join(dir, source))).filter((f) => f.endsWith('.json')).sort();
    for (const name of files) {
      const meta = JSON.parse(await readFile(path.join(dir, source, name), 'utf8')) as TruthFile;
      if (!(meta.type in DOCUMENT_TYPES)) throw new Error(`${source}/${name}: unknown type ${String(meta.type)}`);
      const bytes = new Uint8Array(await readFile(path.join(dir, source, meta.file)));
      docs.push({
        id: `${source}/${name.replace(/\.json$/, '')}`,
        source,
        type: meta.type,
        file: meta.file,
        contentType: meta.contentType,
        bytes,
        truth: meta.truth,
        ...(meta.origin ? { origin: meta.origin } : {}),
        ...(meta.note ? { note: meta.note } : {}),
      });
    }
  }
  return docs;
}

/** Fields scored per type: the receipt's three, and for bills and EOBs the corpus benchmark's. */
export const REAL_WORLD_FIELDS: Record<RealWorldType, readonly string[]> = {
  receipt: ['merchantName', 'transactionDate', 'totalAmount'],
  bill: SCORED_FIELDS.bill,
  eob: SCORED_FIELDS.eob,
};

const DATE_FIELDS = new Set(['transactionDate', 'invoiceDate', 'serviceDate', 'statementDate']);

/** Name fields that also get the looser "close" verdict. */
const NAME_FIELDS = new Set(['merchantName', 'providerName', 'patientName', 'insuranceCompany', 'memberName']);

export type FieldVerdict = {
  field: string;
  expected: unknown;
  actual: unknown;
  /** Money within half a cent (or half a unit for currencies printed without cents), dates as the same ISO day, text equal after normalisation. */
  right: boolean;
  /** Name fields only: see closeName. */
  close?: boolean;
};

// Words that name a company's legal form, not the company: they would make any two German
// "GmbH"s or US "Inc."s look alike.
const LEGAL_FORM_WORDS = new Set(['gmbh', 'co', 'kg', 'ag', 'mbh', 'ohg', 'e', 'k', 'inc', 'llc', 'ltd', 'corp', 'plc', 'sa', 'pt', 'tbk', 'the', 'und', 'and']);

function nameTokens(text: string): Set<string> {
  return new Set(normalizeText(text).split(' ').filter((t) => t.length > 0 && !LEGAL_FORM_WORDS.has(t)));
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * "Close" names: equal after normalizeText (case, punctuation, spacing), or
 * - token overlap: with legal-form words (GmbH, Co, KG, AG, Inc, LLC, Ltd, ...) dropped, at least
 *   half of the shorter name's words appear in the other (|A ∩ B| / min(|A|, |B|) >= 0.5), so
 *   "HORNBACH" is close to "HORNBACH Baumarkt AG" and "Delphin" to "Delphin Apotheke"; or
 * - spelling: the edit distance between the two normalised names with spaces removed is at most
 *   20 % of the expected name's length (rounded down), so "MEDIA MARKT" is close to "MediaMarkt"
 *   and an OCR slip such as "R0SSMANN" to "ROSSMANN".
 * An empty or missing extraction is never close.
 */
export function closeName(expected: string, actual: unknown): boolean {
  if (typeof actual !== 'string' || normalizeText(actual) === '') return false;
  if (normalizeText(expected) === normalizeText(actual)) return true;
  const a = nameTokens(expected);
  const b = nameTokens(actual);
  if (a.size > 0 && b.size > 0) {
    const shared = [...a].filter((t) => b.has(t)).length;
    if (shared / Math.min(a.size, b.size) >= 0.5) return true;
  }
  const compactExpected = normalizeText(expected).replaceAll(' ', '');
  const compactActual = normalizeText(actual).replaceAll(' ', '');
  return editDistance(compactExpected, compactActual) <= Math.floor(0.2 * compactExpected.length);
}

/** Right or wrong for every truth field of the document that its type scores (fields the truth leaves out are not scored). */
export function scoreRealWorld(doc: Pick<RealWorldDoc, 'type' | 'truth'>, extracted: Record<string, unknown> | null | undefined): FieldVerdict[] {
  return REAL_WORLD_FIELDS[doc.type]
    .filter((field) => doc.truth[field] !== undefined)
    .map((field) => {
      const expected = doc.truth[field];
      const actual = extracted?.[field];
      // Dates are compared as the exact ISO string: normalisation would let '2020 03 02' pass.
      const right = DATE_FIELDS.has(field) ? typeof actual === 'string' && actual === expected : sameValue(expected, actual);
      const verdict: FieldVerdict = { field, expected, actual, right };
      if (NAME_FIELDS.has(field) && typeof expected === 'string') verdict.close = verdict.right || closeName(expected, actual);
      return verdict;
    });
}
