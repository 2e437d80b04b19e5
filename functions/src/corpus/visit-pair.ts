import { layouts } from './layouts';
import { Rng } from './random';
import { renderPdf } from './render';
import type { BillTruth, EobTruth } from './truth';

export type RenderedDocument<T> = { layout: string; truth: T; bytes: Uint8Array };

export type VisitPairOptions = {
  seed: number;
  /** Corpus layout names, e.g. 'physician-office' and 'two-column'. */
  billLayout: string;
  eobLayout: string;
  /** The EOB's figures for this bill; the pairing keys (provider, patient, date of service, billed total) are the bill's. */
  eobFigures: (bill: BillTruth) => Partial<EobTruth>;
};

function layoutNamed(type: 'bill' | 'eob', name: string) {
  const index = layouts.findIndex((layout) => layout.type === type && layout.name === name);
  const layout = layouts[index];
  if (!layout) throw new Error(`No ${type} layout named ${name}`);
  return { layout, index };
}

/**
 * A bill and the EOB of the same visit as one-page text PDFs, drawn by corpus layouts: the EOB
 * carries the bill's provider, patient, date of service and billed total (Decision 12's pairing
 * keys) plus the figures `eobFigures` gives; labels, formats and the rest stay seeded, so the same
 * options give the same bytes.
 */
export async function visitPairPdfs(options: VisitPairOptions): Promise<{ bill: RenderedDocument<BillTruth>; eob: RenderedDocument<EobTruth> }> {
  const bill = layoutNamed('bill', options.billLayout);
  const eob = layoutNamed('eob', options.eobLayout);
  const billBuilt = bill.layout.build(new Rng(options.seed * 1000 + bill.index), { onePage: true });
  const billTruth = billBuilt.truth as BillTruth;
  const serviceDate = billTruth.serviceDate ?? billTruth.invoiceDate;
  const keys: Partial<EobTruth> = {
    providerName: billTruth.providerName,
    memberName: billTruth.patientName,
    serviceDate,
    statementDate: billTruth.invoiceDate > serviceDate ? billTruth.invoiceDate : serviceDate,
    amountBilled: billTruth.subtotal,
  };
  const eobBuilt = eob.layout.build(new Rng(options.seed * 1000 + eob.index), { onePage: true, eob: { ...keys, ...options.eobFigures(billTruth) } });
  return {
    bill: { layout: options.billLayout, truth: billTruth, bytes: await renderPdf(billBuilt.doc) },
    eob: { layout: options.eobLayout, truth: eobBuilt.truth as EobTruth, bytes: await renderPdf(eobBuilt.doc) },
  };
}
