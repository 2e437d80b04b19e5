import type { DocumentType } from '@fairbill/shared';
import { billLayouts, eobLayouts, receiptLayouts } from './dev-layouts';
import { formatDate } from './format';
import type { Layout, LayoutOptions } from './layouts';
import * as n from './names';
import { addDays, roundCents, Rng } from './random';
import { renderPdf } from './render-pdf';
import type { DocSpec } from './sheet';
import type { BillTruth, EobTruth, ReceiptTruth } from './truth';

// "Try it with sample documents" (issue 14): the documents a new user's sample member gets, drawn by
// the corpus layouts and rendered as text PDFs at the moment they are asked for (nothing is stored
// in the repository). Three visits, so that once the pipeline has read them the dashboard shows each
// outcome a newcomer should see:
// - settled: the bill agrees with its EOB (a perfect match) and a receipt pays exactly what the EOB
//   says the patient owes -> "Paid in full";
// - refund: the bill came before insurance processed the claim (no insurance payment, the whole
//   charge due), the patient paid it, then the EOB said they owe less -> "Refund due";
// - mismatch: the bill shows the plan's payment but asks for the whole remaining balance, while the
//   EOB leaves only a copay and a deductible -> the bill does not match its EOB (partial match), and
//   its printed due date is 10 days away, so a reminder exists.
// The layouts, labels and formats are seeded (the same documents every time); the dates follow
// today, so the visits fall in the current year, and the names and figures are set so that the
// ledger's rules (visit-ledger.ts) reach those outcomes.

/** The sample member, and the patient every sample document names. */
export const SAMPLE_PATIENT = { firstName: 'Alex', lastName: 'Rivera' } as const;

export type SampleVisit = 'settled' | 'refund' | 'mismatch';

export type SampleDocument = {
  visit: SampleVisit;
  documentType: DocumentType;
  fileName: string;
  contentType: 'application/pdf';
  bytes: Uint8Array;
  /** What the document prints, amounts in dollars as printed. */
  truth: BillTruth | EobTruth | ReceiptTruth;
};

const SEED = 14_2026;
const patientName = `${SAMPLE_PATIENT.firstName} ${SAMPLE_PATIENT.lastName}`;

type VisitPlan = {
  visit: SampleVisit;
  seed: number;
  billLayout: string;
  eobLayout: string;
  receiptLayout?: string;
  /** Days after the first visit's date of service. */
  days: { service: number; bill: number; eob: number; receipt?: number };
  /** The bill's own figures, from its charges. */
  billFigures: (subtotal: number) => { insurancePaid: number; insuranceDiscount: number };
  /** The EOB's figures for the bill. */
  eobFigures: (bill: BillTruth) => Pick<EobTruth, 'allowedAmount' | 'copay' | 'deductible' | 'planPaid' | 'patientResponsibility' | 'isInNetwork'>;
  /** What the receipt pays. */
  paid?: (bill: BillTruth, eob: EobTruth) => number;
};

const PLANS: readonly VisitPlan[] = [
  {
    visit: 'settled',
    seed: SEED + 1,
    billLayout: 'physician-office',
    eobLayout: 'two-column',
    receiptLayout: 'online-payment',
    days: { service: 0, eob: 9, bill: 12, receipt: 20 },
    billFigures: (subtotal) => ({ insurancePaid: roundCents(subtotal * 0.6), insuranceDiscount: roundCents(subtotal * 0.2) }),
    eobFigures: (bill) => {
      const owed = bill.amountDue ?? 0;
      return { isInNetwork: true, allowedAmount: roundCents(bill.subtotal - (bill.insuranceDiscount ?? 0)), copay: 0, deductible: owed, planPaid: bill.insurancePaid ?? 0, patientResponsibility: owed };
    },
    paid: (_bill, eob) => eob.patientResponsibility,
  },
  {
    visit: 'refund',
    seed: SEED + 2,
    billLayout: 'urgent-care',
    eobLayout: 'summary-boxes',
    receiptLayout: 'front-desk',
    days: { service: 8, bill: 14, receipt: 18, eob: 30 },
    billFigures: () => ({ insurancePaid: 0, insuranceDiscount: 0 }),
    eobFigures: (bill) => {
      const allowedAmount = roundCents(bill.subtotal * 0.7);
      const copay = 30;
      const owed = roundCents(copay + (allowedAmount - copay) * 0.2);
      return { isInNetwork: true, allowedAmount, copay, deductible: 0, planPaid: roundCents(allowedAmount - owed), patientResponsibility: owed };
    },
    // The whole bill, paid before the EOB came.
    paid: (bill) => bill.amountDue ?? bill.subtotal,
  },
  {
    visit: 'mismatch',
    seed: SEED + 3,
    billLayout: 'lab',
    eobLayout: 'claim-table',
    days: { service: 27, eob: 41, bill: 45 },
    billFigures: (subtotal) => ({ insurancePaid: roundCents(subtotal * 0.6), insuranceDiscount: 0 }),
    eobFigures: (bill) => {
      const planPaid = bill.insurancePaid ?? 0;
      const [copay, deductible] = [25, 50];
      return { isInNetwork: true, allowedAmount: roundCents(planPaid + copay + deductible), copay, deductible, planPaid, patientResponsibility: copay + deductible };
    },
  },
];

/** How many documents the samples are: a bill and an EOB per visit, and the receipts. */
export const SAMPLE_DOCUMENT_COUNT = PLANS.reduce((count, plan) => count + (plan.receiptLayout ? 3 : 2), 0);

function layoutNamed(list: readonly Layout[], name: string): Layout {
  const layout = list.find((candidate) => candidate.name === name);
  if (!layout) throw new Error(`No layout named ${name}`);
  return layout;
}

/** The layout's document for the seed, its truth replaced by `options` (labels and formats stay seeded). */
const build = (layout: Layout, seed: number, options: Omit<LayoutOptions, 'onePage'> = {}) => layout.build(new Rng(seed), { onePage: true, ...options });

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The days the sample visits spread over: the 60 before today, fewer early in January. */
const SPREAD_DAYS = 60;

/**
 * A plan's day (days after the first visit's date of service) as a date: the visits spread over
 * the 60 days before today, or early in the year over the days since January 1 (closer together),
 * so that they are all in this year and no document is dated after today.
 */
export function sampleCalendar(today: string): (days: number) => string {
  const span = Math.min(SPREAD_DAYS, daysBetween(`${today.slice(0, 4)}-01-01`, today));
  const first = addDays(today, -span);
  return (days) => addDays(first, Math.floor((days * span) / SPREAD_DAYS));
}

/** A line under the document's last one, in its first column. */
function withLine(doc: DocSpec, text: string): DocSpec {
  const last = doc.pages.at(-1) ?? [];
  const bottom = Math.max(0, ...last.map((cell) => cell.y + cell.size * 1.55));
  const line = { text, x: 50, y: bottom + 8, size: 10, font: 'bold' as const, align: 'left' as const };
  return { ...doc, pages: [...doc.pages.slice(0, -1), [...last, line]] };
}

function sampleBill(plan: VisitPlan, serviceDate: string, invoiceDate: string): { truth: BillTruth; doc: DocSpec } {
  const layout = layoutNamed(billLayouts, plan.billLayout);
  // Drawn once as the layout draws it; then its names, dates and figures are set and it is drawn
  // again from the same seed, so labels and formats are the layout's own.
  const drawn = build(layout, plan.seed).truth as BillTruth;
  const { insurancePaid, insuranceDiscount } = plan.billFigures(drawn.subtotal);
  const truth: BillTruth = {
    ...drawn,
    patientName,
    serviceDate,
    invoiceDate,
    // One visit: every charge on its day.
    lineItems: drawn.lineItems.map((item) => (item.date ? { ...item, date: serviceDate } : item)),
    insurancePaid,
    insuranceDiscount,
    amountDue: roundCents(drawn.subtotal - insurancePaid - insuranceDiscount),
  };
  const built = build(layout, plan.seed, { bill: truth });
  return { truth: built.truth as BillTruth, doc: built.doc };
}

/** The sample documents, dated from `today` (YYYY-MM-DD): a bill and its EOB per visit, and two receipts. */
export async function renderSampleDocuments(today: string): Promise<SampleDocument[]> {
  const on = sampleCalendar(today);
  const insuranceCompany = new Rng(SEED).pick(n.INSURERS);
  const documents: SampleDocument[] = [];
  const add = async (visit: SampleVisit, documentType: DocumentType, kind: string, built: { truth: SampleDocument['truth']; doc: DocSpec }) => {
    documents.push({ visit, documentType, fileName: `sample-${visit}-${kind}.pdf`, contentType: 'application/pdf', bytes: await renderPdf(built.doc), truth: built.truth });
  };
  for (const plan of PLANS) {
    const serviceDate = on(plan.days.service);
    const bill = sampleBill(plan, serviceDate, on(plan.days.bill));
    // Statements ask to be paid within 30 days; the mismatching bill's day is 10 days from today, so a reminder is due.
    const dueDate = plan.visit === 'mismatch' ? addDays(today, 10) : addDays(bill.truth.invoiceDate, 30);
    await add(plan.visit, 'medical_bill', 'bill', { truth: { ...bill.truth, dueDate }, doc: withLine(bill.doc, `Payment Due Date: ${formatDate(dueDate, 'us-slash')}`) });

    const eob = build(layoutNamed(eobLayouts, plan.eobLayout), plan.seed + 1, {
      eob: {
        insuranceCompany,
        memberName: patientName,
        providerName: bill.truth.providerName,
        serviceDate,
        statementDate: on(plan.days.eob),
        amountBilled: bill.truth.subtotal,
        ...plan.eobFigures(bill.truth),
      },
    });
    await add(plan.visit, 'insurance_payment', 'eob', eob);

    if (plan.receiptLayout && plan.paid && plan.days.receipt !== undefined) {
      const amount = plan.paid(bill.truth, eob.truth as EobTruth);
      const receipt = build(layoutNamed(receiptLayouts, plan.receiptLayout), plan.seed + 2, {
        receipt: { merchantName: bill.truth.providerName, transactionDate: on(plan.days.receipt), totalAmount: amount, items: [{ description: 'Patient payment', amount }] },
      });
      await add(plan.visit, 'user_payment', 'receipt', receipt);
    }
  }
  return documents;
}
