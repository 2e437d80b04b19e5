import { amountsMatch } from '../lib/money';
import { buildPath } from '../lib/paths';
import type { StoredDocument } from '../schemas/document';
import type { ExtractedBill, ExtractedEob, ExtractedReceipt } from '../schemas/extracted';
import { billDateOfService } from './date-of-service';
import { isSettled, ledgerResult, type LedgerResult } from './ledger-result';
import { isSameEncounter, sameProvider, type MatchableBill, type MatchableEob } from './matching';
import { documentDay } from './views';

// Issue 14: one ledger per visit (a provider and date of service for one member), built from the
// member's documents, amounts in integer cents (Decision 13).
//
// Joining. Bills and EOBs join by the matching rules' own test of one encounter (isSameEncounter,
// Decision 12: provider, person, date of service, billed amount), so a ledger holds what the bill
// detail page would match: statements of one claim sent again, and an EOB reprocessed. Of several,
// the latest of each counts (by its date, then by when it was uploaded).
//
// Payments. The person's hand link comes first (`visit_link`, PUT /api/documents/{id}/visit-link):
// 'none' keeps the payment out of every visit; a link names a bill or EOB, and the payment joins
// whichever visit holds that document now, so the link survives the visit's id changing. A link
// whose document is gone (deleted, not read yet, or not this member's) is as if there were none.
// Then a payment recorded on a bill (`bill_id`) belongs to that bill's visit. Else an uploaded
// receipt joins the visit of the same provider (Decision 12's normalization) whose date of service
// is on or before the receipt's date and one of whose figures (a bill's amount due, an EOB's
// patient responsibility) it equals to the cent; of several such visits, the latest before the
// receipt. Any other receipt stays unlinked (never guessed into a visit's figures, Decision 15)
// until the person links it.

export type LedgerDocument = Pick<
  StoredDocument,
  'id' | 'family_member_id' | 'document_type' | 'amount' | 'document_date' | 'created_at' | 'bill_id' | 'provider_name' | 'extraction_status' | 'ai_extracted_data' | 'visit_link'
>;

/** How a payment came into its visit: recorded on its bill, linked by the person, or matched by the rule above. */
export type PaymentJoin = 'bill' | 'hand' | 'match';

/** A payment of a visit, as the dashboard lists it to unlink or move it. */
export type LedgerPayment = { id: string; date: string; amount: number; providerName: string | null; joinedBy: PaymentJoin };

export type VisitLedger = {
  /** The visit's first document: stable while its documents stay. */
  id: string;
  memberId: string;
  /** As the visit's first document prints it. */
  providerName: string;
  dateOfService: string | null;
  /** The day the visit is filed under: its date of service, else the date of its one document. */
  date: string;
  /** The latest bill (the one to open) and the latest EOB (the one that counts). */
  billId: string | null;
  eobId: string | null;
  billIds: string[];
  eobIds: string[];
  paymentIds: string[];
  /** The same payments, oldest first, with how each joined. */
  payments: LedgerPayment[];
  insurerSaysYouOwe: number | null;
  providerBilledYou: number | null;
  youPaid: number;
  result: LedgerResult;
  settled: boolean;
};

/** A payment of no visit; `unlinkedByHand` when the person took it out (else nothing matched it). */
export type UnlinkedPayment = { id: string; memberId: string; date: string; amount: number; providerName: string | null; unlinkedByHand: boolean };
export type MemberLedgers = { ledgers: VisitLedger[]; unlinkedPayments: UnlinkedPayment[] };

type Dated<T> = { doc: LedgerDocument; data: T; day: string };
/**
 * A visit is named by the document that started it: its id, its provider as printed and its date of
 * service, which all of the visit's documents share (one encounter). A visit without a date of
 * service holds that one document only, and is filed under its date.
 */
type Visit = {
  id: string;
  providerName: string;
  dateOfService: string | null;
  firstDay: string;
  bills: Dated<ExtractedBill>[];
  eobs: Dated<ExtractedEob>[];
  payments: Joined[];
};
type Joined = { doc: LedgerDocument; by: PaymentJoin };

const visitOfBill = (bill: Dated<ExtractedBill>): Visit => ({
  id: bill.doc.id,
  providerName: bill.data.providerName,
  dateOfService: billDateOfService(bill.data),
  firstDay: bill.day,
  bills: [bill],
  eobs: [],
  payments: [],
});
const visitOfEob = (eob: Dated<ExtractedEob>): Visit => ({
  id: eob.doc.id,
  providerName: eob.data.providerName,
  dateOfService: eob.data.serviceDate ?? null,
  firstDay: eob.day,
  bills: [],
  eobs: [eob],
  payments: [],
});

const isCompleted = (doc: LedgerDocument) => doc.extraction_status === 'completed';
const isBeingRead = (doc: LedgerDocument) => doc.extraction_status === 'pending' || doc.extraction_status === 'processing';

/** Oldest first: by day, then upload time, then id; the last one is the latest. */
const byDate = (a: { day: string; doc: LedgerDocument }, b: { day: string; doc: LedgerDocument }) =>
  a.day.localeCompare(b.day) || a.doc.created_at.localeCompare(b.doc.created_at) || a.doc.id.localeCompare(b.doc.id);

function dated<T>(docs: readonly LedgerDocument[], type: LedgerDocument['document_type'], dayOf: (doc: LedgerDocument, data: T) => string): Dated<T>[] {
  return docs
    .filter((doc) => doc.document_type === type && isCompleted(doc) && doc.ai_extracted_data !== null)
    .map((doc) => {
      const data = doc.ai_extracted_data as T;
      return { doc, data, day: dayOf(doc, data) };
    })
    .sort(byDate);
}

// A bill seen as the EOB of its own encounter, and an EOB as a bill, so that two bills (or two EOBs)
// are compared by the same matching rule that pairs a bill with an EOB.
const billAsEob = (bill: ExtractedBill): MatchableEob => ({
  providerName: bill.providerName,
  memberName: bill.patientName,
  amountBilled: bill.subtotal,
  serviceDate: billDateOfService(bill) ?? undefined,
  patientResponsibility: bill.amountDue ?? 0,
});
const eobAsBill = (eob: ExtractedEob): MatchableBill => ({ providerName: eob.providerName, patientName: eob.memberName, subtotal: eob.amountBilled, serviceDate: eob.serviceDate });

/** The visit of the same encounter: by its bills, or by its EOBs when it has none. */
function visitOf(visits: readonly Visit[], encounter: MatchableEob): Visit | undefined {
  return visits.find((visit) => {
    const bills = visit.bills.length > 0 ? visit.bills.map((bill) => bill.data) : visit.eobs.map((eob) => eobAsBill(eob.data));
    return bills.some((bill) => isSameEncounter(bill, encounter));
  });
}

const latest = <T>(items: readonly T[]): T | undefined => items[items.length - 1];

/** The figures a receipt may pay: every bill's amount due and every EOB's responsibility (an EOB corrected later included). */
function payableFigures(visit: Visit): number[] {
  const due = visit.bills.map((bill) => bill.data.amountDue).filter((amount) => amount !== undefined);
  return [...due, ...visit.eobs.map((eob) => eob.data.patientResponsibility)];
}

/** The visit that holds the document: of this member's, read ones (documents being read are in no visit yet). */
const visitHolding = (visits: readonly Visit[], documentId: string): Visit | undefined =>
  visits.find((visit) => visit.bills.some((bill) => bill.doc.id === documentId) || visit.eobs.some((eob) => eob.doc.id === documentId));

/** The name a payment prints: a receipt's merchant, else the provider of the bill it was recorded on. */
const paymentProvider = (payment: LedgerDocument): string | null =>
  (payment.ai_extracted_data as Partial<ExtractedReceipt> | null)?.merchantName?.trim() || payment.provider_name?.trim() || null;

/** The visit the automatic rule gives a payment: its bill's, else the one a receipt's provider, date and amount point to. */
function matchedVisit(visits: readonly Visit[], payment: LedgerDocument): { visit: Visit; by: PaymentJoin } | undefined {
  const onBill = payment.bill_id === null ? undefined : visits.find((visit) => visit.bills.some((bill) => bill.doc.id === payment.bill_id));
  if (onBill) return { visit: onBill, by: 'bill' };
  const provider = paymentProvider(payment);
  if (!provider) return undefined;
  const day = documentDay(payment);
  let found: { visit: Visit; date: string } | undefined;
  for (const visit of visits) {
    const date = visit.dateOfService;
    if (date === null || date > day || !sameProvider(visit.providerName, provider)) continue;
    if (!payableFigures(visit).some((figure) => amountsMatch(figure, payment.amount))) continue;
    if (!found || date > found.date) found = { visit, date };
  }
  return found && { visit: found.visit, by: 'match' };
}

/** Where a payment counts: the person's hand link first, then the automatic rule; 'none' when the person took it out. */
function joinOf(visits: readonly Visit[], payment: LedgerDocument): { visit: Visit; by: PaymentJoin } | 'unlinked_by_hand' | undefined {
  const link = payment.visit_link;
  if (link === 'none') return 'unlinked_by_hand';
  const linked = link ? visitHolding(visits, link.document_id) : undefined;
  return linked ? { visit: linked, by: 'hand' } : matchedVisit(visits, payment);
}

/** The cents paid again: each payment of the same amount on the same day as an earlier one. */
function paidAgain(payments: readonly LedgerDocument[]): number {
  const seen = new Set<string>();
  let again = 0;
  for (const payment of payments) {
    const key = `${payment.amount}|${documentDay(payment)}`;
    if (seen.has(key)) again += payment.amount;
    seen.add(key);
  }
  return again;
}

const sum = (payments: readonly LedgerDocument[]) => payments.reduce((total, payment) => total + payment.amount, 0);

/**
 * The bill came ahead of the insurer: it disagrees with the EOB (its amount due, plus what was paid
 * before it, is not the EOB's responsibility) and is dated before the EOB or shows no insurance
 * payment where the EOB shows one. A bill that agrees is right whenever it came. Without an EOB: the
 * bill shows no insurance payment while one of the member's EOBs is still being read.
 */
function billedBeforeInsurance(bill: Dated<ExtractedBill> | undefined, eob: Dated<ExtractedEob> | undefined, paidBeforeBill: number, eobBeingRead: boolean): boolean {
  if (!bill) return false;
  const noInsurancePayment = (bill.data.insurancePaid ?? 0) === 0;
  if (!eob) return eobBeingRead && noInsurancePayment;
  const due = bill.data.amountDue;
  if (due !== undefined && amountsMatch(due + paidBeforeBill, eob.data.patientResponsibility)) return false;
  return bill.day < eob.day || (noInsurancePayment && (eob.data.planPaid ?? 0) > 0);
}

function toLedger(memberId: string, visit: Visit, eobBeingRead: boolean): VisitLedger {
  const bill = latest(visit.bills);
  const eob = latest(visit.eobs);
  // However a payment joined (its bill, the person's link, the rule), it counts the same.
  const payments = visit.payments.map((joined) => joined.doc);
  const paidBeforeBill = bill ? sum(payments.filter((payment) => documentDay(payment) < bill.day)) : 0;
  const figures = {
    insurerSaysYouOwe: eob?.data.patientResponsibility ?? null,
    providerBilledYou: bill?.data.amountDue ?? null,
    youPaid: sum(payments),
  };
  const result = ledgerResult({
    ...figures,
    paidBeforeBill,
    paidAgain: paidAgain(payments),
    billedBeforeInsurance: billedBeforeInsurance(bill, eob, paidBeforeBill, eobBeingRead),
  });
  return {
    id: visit.id,
    memberId,
    providerName: visit.providerName,
    dateOfService: visit.dateOfService,
    date: visit.dateOfService ?? visit.firstDay,
    billId: bill?.doc.id ?? null,
    eobId: eob?.doc.id ?? null,
    billIds: visit.bills.map((entry) => entry.doc.id),
    eobIds: visit.eobs.map((entry) => entry.doc.id),
    paymentIds: payments.map((payment) => payment.id),
    payments: visit.payments.map(({ doc, by }) => ({ id: doc.id, date: documentDay(doc), amount: doc.amount, providerName: paymentProvider(doc), joinedBy: by })),
    ...figures,
    result,
    settled: isSettled(result),
  };
}

/** One member's visits, and the payments that belong to none. */
function memberLedgers(memberId: string, docs: readonly LedgerDocument[]): MemberLedgers {
  const visits: Visit[] = [];
  for (const bill of dated<ExtractedBill>(docs, 'medical_bill', (_, data) => data.invoiceDate)) {
    const visit = visitOf(visits, billAsEob(bill.data));
    if (visit) visit.bills.push(bill);
    else visits.push(visitOfBill(bill));
  }
  for (const eob of dated<ExtractedEob>(docs, 'insurance_payment', (doc, data) => data.statementDate ?? documentDay(doc))) {
    const visit = visitOf(visits, eob.data);
    if (visit) visit.eobs.push(eob);
    else visits.push(visitOfEob(eob));
  }
  const unlinkedPayments: UnlinkedPayment[] = [];
  const payments = docs.filter((doc) => doc.document_type === 'user_payment' && isCompleted(doc) && doc.amount > 0);
  for (const payment of [...payments].sort((a, b) => byDate({ day: documentDay(a), doc: a }, { day: documentDay(b), doc: b }))) {
    const joined = joinOf(visits, payment);
    if (joined && joined !== 'unlinked_by_hand') joined.visit.payments.push({ doc: payment, by: joined.by });
    else {
      const unlinkedByHand = joined === 'unlinked_by_hand';
      unlinkedPayments.push({ id: payment.id, memberId, date: documentDay(payment), amount: payment.amount, providerName: paymentProvider(payment), unlinkedByHand });
    }
  }
  const eobBeingRead = docs.some((doc) => doc.document_type === 'insurance_payment' && isBeingRead(doc));
  return { ledgers: visits.map((visit) => toLedger(memberId, visit, eobBeingRead)), unlinkedPayments };
}

/**
 * The visit ledgers of the given documents (one member's, or several members' kept apart), newest
 * visit first, with the payments that belong to no visit.
 */
export function buildVisitLedgers(documents: readonly LedgerDocument[]): MemberLedgers {
  const byMember = new Map<string, LedgerDocument[]>();
  for (const doc of documents) {
    const docs = byMember.get(doc.family_member_id);
    if (docs) docs.push(doc);
    else byMember.set(doc.family_member_id, [doc]);
  }
  const built = [...byMember].map(([memberId, docs]) => memberLedgers(memberId, docs));
  return {
    ledgers: built.flatMap((entry) => entry.ledgers).sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id)),
    unlinkedPayments: built.flatMap((entry) => entry.unlinkedPayments),
  };
}

/** Where a ledger leads: its latest bill's detail (/bill-detail?billId=), else its EOB's page. */
export function ledgerLink(ledger: Pick<VisitLedger, 'billId' | 'eobId'>): string | null {
  if (ledger.billId !== null) return buildPath('/bill-detail', { billId: ledger.billId });
  return ledger.eobId === null ? null : `/documents/${encodeURIComponent(ledger.eobId)}`;
}
