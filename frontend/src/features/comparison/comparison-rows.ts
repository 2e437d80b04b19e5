import { billDateOfService, extractedBillSchema, extractedEobSchema, type DocumentView } from '@fairbill/shared';

/** One row of the EOB/Bill comparisons (bill detail, history, both explanation pages, payment). */
export type ComparisonRow = {
  kind: 'eob' | 'bill';
  /** False when the pair has no such record: the row then shows 'null' and $0 amounts. */
  present: boolean;
  dateOfService: string | null;
  provider: string | null;
  amountBilled: number;
  inNetwork: boolean | null;
  allowedAmount: number;
  coInsurance: number;
  deductible: number;
  insurancePaid: number;
  youOwe: number;
};

const partialEob = extractedEobSchema.partial();
const partialBill = extractedBillSchema.partial();

const emptyRow = (kind: ComparisonRow['kind']): ComparisonRow => ({
  kind, present: false, dateOfService: null, provider: null, amountBilled: 0, inNetwork: null,
  allowedAmount: 0, coInsurance: 0, deductible: 0, insurancePaid: 0, youOwe: 0,
});

/** The EOB's row from its extracted (or corrected) data; amounts it does not state count as $0. */
export function eobRow(eob: DocumentView | null): ComparisonRow {
  if (!eob) return emptyRow('eob');
  const parsed = partialEob.safeParse(eob.extractedData ?? {});
  const data = parsed.success ? parsed.data : {};
  return {
    kind: 'eob',
    present: true,
    dateOfService: data.serviceDate ?? null,
    provider: data.providerName ?? eob.providerName,
    amountBilled: data.amountBilled ?? 0,
    inNetwork: data.isInNetwork ?? null,
    allowedAmount: data.allowedAmount ?? 0,
    // EOBs state the member's fixed share as copay; it is what the grid's 'Co. Insurance' column shows.
    coInsurance: data.copay ?? 0,
    deductible: data.deductible ?? 0,
    insurancePaid: data.planPaid ?? eob.amount,
    youOwe: data.patientResponsibility ?? 0,
  };
}

/** The bill's row: billed subtotal, what it says insurance paid and the amount due. */
export function billRow(bill: DocumentView | null): ComparisonRow {
  if (!bill) return emptyRow('bill');
  const parsed = partialBill.safeParse(bill.extractedData ?? {});
  const data = parsed.success ? parsed.data : {};
  return {
    kind: 'bill',
    present: true,
    dateOfService: billDateOfService(data) ?? bill.documentDate,
    provider: data.providerName ?? bill.providerName,
    amountBilled: data.subtotal ?? bill.amount,
    inNetwork: data.isInNetwork ?? null,
    allowedAmount: 0,
    coInsurance: 0,
    deductible: 0,
    insurancePaid: data.insurancePaid ?? 0,
    youOwe: data.amountDue ?? bill.amount,
  };
}
