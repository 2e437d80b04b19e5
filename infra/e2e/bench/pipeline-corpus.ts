import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentType } from '@fairbill/shared';
import { PDFDocument } from 'pdf-lib';
import { generateCorpus, type CorpusSample } from '@fairbill/functions/src/corpus/generate';
import { layouts } from '@fairbill/functions/src/corpus/layouts';

export type BenchKind = 'bill' | 'eob' | 'receipt';

export type BenchDocument = {
  kind: BenchKind;
  documentType: DocumentType;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
};

const documentTypes: Record<BenchKind, DocumentType> = { bill: 'medical_bill', eob: 'insurance_payment', receipt: 'user_payment' };

/** Samples taken in turn from each layout, so any prefix of the list mixes the layouts. */
function roundRobin(samples: CorpusSample[]): CorpusSample[] {
  const byLayout = new Map<string, CorpusSample[]>();
  for (const sample of samples) byLayout.set(sample.layout, [...(byLayout.get(sample.layout) ?? []), sample]);
  const queues = [...byLayout.values()];
  const mixed: CorpusSample[] = [];
  for (let i = 0; mixed.length < samples.length; i += 1) for (const queue of queues) if (queue[i]) mixed.push(queue[i] as CorpusSample);
  return mixed;
}

/** How many layouts of a kind, and how many samples of each, give `count` samples spread over as many layouts as possible. */
function spread(kind: BenchKind, count: number): { names: Set<string>; perLayout: number } {
  // The dev families: the layouts the local structurer is written against, so the documents take
  // the whole path (a held-out family the rules cannot read yet ends 'failed' after ValidateData).
  const names = layouts.filter((layout) => layout.type === kind && layout.split === 'dev').map((layout) => layout.name);
  if (names.length === 0) throw new Error(`The corpus has no ${kind} layout`);
  const perLayout = Math.ceil(count / names.length);
  return { names: new Set(names.slice(0, Math.ceil(count / perLayout))), perLayout };
}

async function load(kind: BenchKind, folder: string, sample: CorpusSample): Promise<BenchDocument> {
  return { kind, documentType: documentTypes[kind], fileName: sample.file, contentType: sample.contentType, bytes: new Uint8Array(await readFile(join(folder, sample.file))) };
}

/** One-page text PDFs of a kind; renders that run onto a second page are left out (generating more when needed). */
async function onePagePdfs(kind: 'bill' | 'eob', dir: string, seed: number, count: number): Promise<BenchDocument[]> {
  for (const margin of [1.5, 3, 6]) {
    const { names, perLayout } = spread(kind, Math.ceil(count * margin));
    const folder = join(dir, `${kind}-pdf-${margin}`);
    const samples = await generateCorpus({ seed, outDir: folder, pdfsPerLayout: perLayout, imagesPerLayout: 0, docxPerLayout: 0, only: (layout) => layout.type === kind && names.has(layout.name) });
    const chosen: BenchDocument[] = [];
    for (const sample of roundRobin(samples.filter((candidate) => candidate.format === 'pdf'))) {
      const document = await load(kind, folder, sample);
      if ((await PDFDocument.load(document.bytes)).getPageCount() === 1) chosen.push(document);
      if (chosen.length === count) return chosen;
    }
  }
  throw new Error(`The corpus gave fewer than ${count} one-page ${kind} PDFs`);
}

/** Receipt photos as JPEG (the corpus renders images alternately as PNG and JPEG). */
async function receiptPhotos(dir: string, seed: number, count: number): Promise<BenchDocument[]> {
  const { names, perLayout } = spread('receipt', count);
  const folder = join(dir, 'receipt-photo');
  const samples = await generateCorpus({ seed, outDir: folder, pdfsPerLayout: 0, imagesPerLayout: perLayout * 2, docxPerLayout: 0, only: (layout) => layout.type === 'receipt' && names.has(layout.name) });
  const jpegs = roundRobin(samples.filter((sample) => sample.format === 'jpeg')).slice(0, count);
  if (jpegs.length < count) throw new Error(`The corpus gave ${jpegs.length} receipt photos, ${count} needed`);
  return Promise.all(jpegs.map((sample) => load('receipt', folder, sample)));
}

/**
 * `count` documents of each kind from the synthetic corpus (functions/src/corpus), written
 * under `dir`: one-page text PDF bills and EOBs and receipt photos as JPEG, spread over the dev
 * layouts. The same seed gives the same documents.
 */
export async function prepareBenchDocuments(dir: string, seed: number, count: number): Promise<Record<BenchKind, BenchDocument[]>> {
  const [bill, eob, receipt] = await Promise.all([onePagePdfs('bill', dir, seed, count), onePagePdfs('eob', dir, seed, count), receiptPhotos(dir, seed, count)]);
  return { bill, eob, receipt };
}
