import { billLayouts, eobLayouts, receiptLayouts } from './dev-layouts';
import { billFamilies } from './families/bills';
import { eobFamilies } from './families/eobs';
import { receiptFamilies } from './families/receipts';
import type { Rng } from './random';
import type { DocSpec } from './sheet';
import type { BillTruth, EobTruth, ReceiptTruth } from './truth';

export type CorpusType = 'bill' | 'eob' | 'receipt';
export type Truth = BillTruth | EobTruth | ReceiptTruth;
export type LayoutOptions = {
  onePage: boolean;
  /** EOB layouts: values that replace the generated ones (e.g. the EOB of a given bill); labels and formats stay seeded. */
  eob?: Partial<EobTruth>;
  /** The bill and receipt layouts of dev-layouts.ts: the same for their truth (the samples' dates, names and figures). */
  bill?: Partial<BillTruth>;
  receipt?: Partial<ReceiptTruth>;
};
/**
 * A layout family. `dev` families are the ones the reading rules may be developed against; `heldout`
 * families are only ever measured (bench:extract reports them apart), never tuned on one by one.
 * Held-out families looked at too often are retired to `dev` (see `retired` in families/kit.ts) and
 * new ones written by engineers who have not seen the rules.
 */
export type Layout = { type: CorpusType; name: string; split: 'dev' | 'heldout'; build: (rng: Rng, options: LayoutOptions) => { truth: Truth; doc: DocSpec } };

export const layouts: readonly Layout[] = [...billLayouts, ...billFamilies, ...eobLayouts, ...eobFamilies, ...receiptLayouts, ...receiptFamilies];
