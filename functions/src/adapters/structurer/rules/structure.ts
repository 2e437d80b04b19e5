import { requiredExtractedFields, type DocumentType } from '@fairbill/shared';
import type { ReaderOutput } from '../../../domain/reading/ports';
import { parseDate } from '../../../domain/reading/values';
import { billRules, eobRules, receiptRules, type FieldRule } from './fields';
import { buildGrid, type Cell, type Grid } from './grid';
import { headingName } from './header';
import { bestByField, compileRules, findCandidates, type Candidate } from './labels';
import { findLineItems, type Item } from './tables';

export type RuleResult = { data: Record<string, unknown>; fieldConfidence: Record<string, number>; confidence: number };

const ORG_WORDS = /(medical|hospital|clinic|health|care|lab|laborator|therapy|rehab|ambulance|ems|transport|associates|group|center|pharmacy|drug|apothecary|rx|medicine|pediatrics|dermatology|orthopedic|diagnostic|pathology|insurance|plan|assurance|mutual|benefit|partners)/i;
const RULES: Record<DocumentType, readonly FieldRule[]> = { medical_bill: billRules, insurance_payment: eobRules, user_payment: receiptRules };

const near = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;
const sum = (values: readonly number[]): number => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;
const round2 = (n: number): number => Math.round(n * 100) / 100;

class Fields {
  readonly data: Record<string, unknown> = {};
  readonly confidence: Record<string, number> = {};
  set(field: string, value: unknown, confidence: number): void {
    this.data[field] = value;
    this.confidence[field] = round2(Math.max(0, Math.min(1, confidence)));
  }
  money(field: string): number | undefined {
    const v = this.data[field];
    return typeof v === 'number' ? v : undefined;
  }
}

type Best = ReturnType<typeof bestByField>;
type LabelCells = ReadonlySet<Cell>;

function copyFields(best: Best, fields: Fields, names: readonly string[]): void {
  for (const name of names) {
    const c = best.get(name);
    if (c) fields.set(name, c.value, c.confidence);
  }
}

const moneyOptions = (best: Best, field: string): number[] => {
  const c = best.get(field);
  return c ? [...new Set([c, ...c.alternatives].map((a: Candidate) => a.value).filter((v): v is number => typeof v === 'number'))] : [];
};

const itemsData = (items: readonly Item[], withCodes: boolean) =>
  items.map((i) => ({
    description: i.description,
    ...(withCodes && i.code ? { code: i.code } : {}),
    amount: i.amount,
    ...(withCodes && i.date ? { date: i.date } : {}),
  }));

const US_ADDRESS = /^\d+\s+[A-Za-z0-9 .'-]+,\s*[A-Za-z .'-]+,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?$/;

/** The provider's address: a US street address among the first rows of the first page, before any label. */
function providerAddress(grid: Grid): string | undefined {
  for (const row of grid.rows.slice(0, 4)) {
    for (const cell of row) {
      const text = cell.text.replace(/\s+\(\d{3}\).*$/, '').trim();
      if (US_ADDRESS.test(text)) return text;
    }
  }
  return undefined;
}

function structureBill(grid: Grid, best: Best, items: Item[], labelCells: LabelCells): Fields {
  const f = new Fields();
  copyFields(best, f, ['patientName', 'invoiceNumber', 'invoiceDate', 'serviceDate', 'phoneNumber', 'patientAddress', 'payOnlineLink']);
  const provider = best.get('providerName') ?? headingName(grid, labelCells, ORG_WORDS);
  if (provider) f.set('providerName', provider.value, provider.confidence);
  const address = providerAddress(grid);
  if (address) f.set('providerAddress', address, 0.7);
  if (f.data.payOnlineLink !== undefined) {
    const link = /https?:\/\/\S+/.exec(String(f.data.payOnlineLink));
    if (link) f.set('payOnlineLink', link[0], f.confidence.payOnlineLink ?? 0.8);
    else {
      delete f.data.payOnlineLink;
      delete f.confidence.payOnlineLink;
    }
  }
  f.set('lineItems', itemsData(items, true), items.length > 0 ? Math.min(...items.map((i) => i.confidence)) : 0.5);
  const lineSum = sum(items.map((i) => i.amount));

  // Reconciliation: line items add up to the subtotal, and subtotal - insurance paid - discount = amount due.
  const subtotals = moneyOptions(best, 'subtotal');
  const paidOptions = [...moneyOptions(best, 'insurancePaid'), ...(best.has('insurancePaid') ? [] : [0])];
  const discountOptions = [...moneyOptions(best, 'insuranceDiscount'), ...(best.has('insuranceDiscount') ? [] : [0])];
  const dueOptions = moneyOptions(best, 'amountDue');
  let subtotal = subtotals.find((s) => items.length > 0 && near(s, lineSum)) ?? subtotals[0];
  let subtotalConfidence = best.get('subtotal')?.confidence ?? 0;
  if (subtotal === undefined && items.length > 0) {
    subtotal = lineSum;
    subtotalConfidence = 0.7;
  } else if (subtotal !== undefined && items.length > 0) {
    subtotalConfidence = near(subtotal, lineSum) ? Math.max(subtotalConfidence, 0.97) : subtotalConfidence * 0.8;
  }
  if (subtotal !== undefined) f.set('subtotal', subtotal, subtotalConfidence);
  let reconciled = false;
  if (subtotal !== undefined) {
    for (const paid of paidOptions) {
      for (const discount of discountOptions) {
        const due = dueOptions.find((d) => near(round2(subtotal - paid - discount), d));
        if (due !== undefined) {
          f.set('insurancePaid', paid, 0.98);
          f.set('insuranceDiscount', discount, 0.98);
          f.set('amountDue', due, 0.98);
          f.set('subtotal', subtotal, Math.max(subtotalConfidence, 0.95));
          reconciled = true;
          break;
        }
      }
      if (reconciled) break;
    }
  }
  if (!reconciled) {
    for (const name of ['insurancePaid', 'insuranceDiscount', 'amountDue']) {
      const c = best.get(name);
      if (c) f.set(name, c.value, c.confidence * 0.75);
    }
  }
  if (f.data.serviceDate === undefined) {
    const dates = items.map((i) => i.date).filter((d): d is string => d !== undefined).sort();
    if (dates[0]) f.set('serviceDate', dates[0], 0.7);
  }
  return f;
}

function structureEob(grid: Grid, best: Best, labelCells: LabelCells): Fields {
  const f = new Fields();
  copyFields(best, f, ['memberName', 'claimNumber', 'providerName', 'statementDate', 'serviceDate', 'service', 'amountBilled', 'allowedAmount', 'copay', 'deductible', 'planPaid', 'patientResponsibility', 'isInNetwork']);
  const insurer = headingName(grid, labelCells, ORG_WORDS);
  if (insurer) f.set('insuranceCompany', insurer.value, insurer.confidence);
  if (f.data.isInNetwork === undefined) {
    const text = grid.cells.map((c) => c.text).join(' ');
    if (/out[\s-]*of[\s-]*network/i.test(text)) f.set('isInNetwork', false, 0.7);
    else if (/in[\s-]*network/i.test(text)) f.set('isInNetwork', true, 0.7);
  }
  // Reconciliation: allowed = plan paid + patient responsibility, and billed >= allowed.
  const allowed = f.money('allowedAmount');
  const planPaid = f.money('planPaid');
  const owed = f.money('patientResponsibility');
  const billed = f.money('amountBilled');
  if (allowed !== undefined && planPaid !== undefined && owed !== undefined) {
    const ok = near(round2(planPaid + owed), allowed) && (billed === undefined || billed + 0.005 >= allowed);
    for (const name of ['allowedAmount', 'planPaid', 'patientResponsibility', 'amountBilled']) {
      const c = f.confidence[name];
      if (c !== undefined) f.confidence[name] = round2(ok ? Math.max(c, 0.97) : c * 0.75);
    }
  }
  return f;
}

function structureReceipt(grid: Grid, best: Best, items: Item[], labelCells: LabelCells): Fields {
  const f = new Fields();
  copyFields(best, f, ['transactionDate', 'paymentMethod', 'transactionId']);
  const merchant = headingName(grid, labelCells, ORG_WORDS);
  if (merchant) f.set('merchantName', merchant.value, merchant.confidence);
  f.set('items', itemsData(items, false), items.length > 0 ? Math.min(...items.map((i) => i.confidence)) : 0.5);
  const totals = moneyOptions(best, 'totalAmount');
  const itemSum = sum(items.map((i) => i.amount));
  const total = totals.find((t) => near(t, itemSum)) ?? totals[0];
  if (total !== undefined) f.set('totalAmount', total, near(total, itemSum) ? 0.98 : (best.get('totalAmount')?.confidence ?? 0.5) * 0.8);
  else if (items.length > 0) f.set('totalAmount', itemSum, 0.6);
  if (f.data.paymentMethod === undefined) {
    const card = grid.cells.find((c) => /\b(visa|mastercard|discover|amex)\b.*\d{4}/i.test(c.text));
    if (card) f.set('paymentMethod', card.text.replace(/^[^:]*:\s*/, ''), 0.7);
  }
  if (f.data.transactionDate === undefined) {
    const dated = grid.cells.map((c) => parseDate(c.text)).find((d) => d !== undefined);
    if (dated) f.set('transactionDate', dated, 0.6);
  }
  return f;
}

/** Deterministic extraction of a bill, EOB or receipt from positioned text. */
export function structureByRules(reading: ReaderOutput, documentType: DocumentType): RuleResult {
  const grid = buildGrid(reading);
  const { candidates, labelCells } = findCandidates(grid, compileRules(RULES[documentType]));
  const best = bestByField(candidates);
  const fields =
    documentType === 'medical_bill'
      ? structureBill(grid, best, findLineItems(grid, labelCells, true), labelCells)
      : documentType === 'insurance_payment'
        ? structureEob(grid, best, labelCells)
        : structureReceipt(grid, best, findLineItems(grid, labelCells, false), labelCells);
  // The document is as certain as its weakest required field, softened by the average.
  const required = requiredExtractedFields[documentType].map((name) => fields.confidence[name] ?? 0);
  const confidence = round2(0.5 * Math.min(...required) + 0.5 * (required.reduce((s, c) => s + c, 0) / required.length));
  return { data: { ...fields.data, confidence, fieldConfidence: fields.confidence }, fieldConfidence: fields.confidence, confidence };
}
