import { billDateOfService, storedBillSchema, storedEobSchema, type DocumentView } from '@fairbill/shared';

/** One row of the EOB/Bill comparisons (bill detail, history, both explanation pages, payment). */
export type ComparisonRow = {
  kind: 'eob' | 'bill';
  /** False when the pair has no such record: the row then shows dashes (Decision 14). */
  present: boolean;
  dateOfService: string | null;
  provider: string | null;
  /** Amounts in cents; null where the record does not state one (a bill states no allowed amount). */
  amountBilled: number | null;
  inNetwork: boolean | null;
  allowedAmount: number | null;
  coInsurance: number | null;
  deductible: number | null;
  insurancePaid: number | null;
  youOwe: number | null;
};

const partialEob = storedEobSchema.partial();
const partialBill = storedBillSchema.partial();

const emptyRow = (kind: ComparisonRow['kind']): ComparisonRow => ({
  kind, present: false, dateOfService: null, provider: null, amountBilled: null, inNetwork: null,
  allowedAmount: null, coInsurance: null, deductible: null, insurancePaid: null, youOwe: null,
});

/** The EOB's row from its extracted (or corrected) data; amounts it does not state stay null. */
export function eobRow(eob: DocumentView | null): ComparisonRow {
  if (!eob) return emptyRow('eob');
  const parsed = partialEob.safeParse(eob.extractedData ?? {});
  const data = parsed.success ? parsed.data : {};
  return {
    kind: 'eob',
    present: true,
    dateOfService: data.serviceDate ?? null,
    provider: data.providerName ?? eob.providerName,
    amountBilled: data.amountBilled ?? null,
    inNetwork: data.isInNetwork ?? null,
    allowedAmount: data.allowedAmount ?? null,
    // EOBs state the member's fixed share as copay; it is what the grid's 'Co. Insurance' column shows.
    coInsurance: data.copay ?? null,
    deductible: data.deductible ?? null,
    insurancePaid: data.planPaid ?? eob.amount,
    youOwe: data.patientResponsibility ?? null,
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
    // A bill states no allowed amount, co-insurance or deductible.
    allowedAmount: null,
    coInsurance: null,
    deductible: null,
    insurancePaid: data.insurancePaid ?? null,
    youOwe: data.amountDue ?? bill.amount,
  };
}
