import type { DocumentType } from '@fairbill/shared';
import type { ReaderKeyValue } from '../../../domain/reading/ports';
import { findDates, findMoney } from '../../../domain/reading/values';
import { parseValue, type ParseContext } from './fields';
import { labelsIn, type Candidate } from './labels';
import { cents } from './select';
import type { Item } from './tables';
import type { CompiledConcept } from './vocabulary';

// Key/value pairs an engine found itself (Textract AnalyzeExpense summary fields, AnalyzeDocument
// forms and query answers) join the rules' own candidates: the same parsing, arithmetic and
// calibration then decide, so an engine's pair is evidence, not the answer.

/** AnalyzeExpense's normalised field types, per document type. */
const EXPENSE_TYPES: Record<DocumentType, Record<string, string>> = {
  medical_bill: { VENDOR_NAME: 'providerName', INVOICE_RECEIPT_ID: 'invoiceNumber', INVOICE_RECEIPT_DATE: 'invoiceDate', SUBTOTAL: 'subtotal', AMOUNT_DUE: 'amountDue', TOTAL: 'subtotal', DISCOUNT: 'insuranceDiscount', AMOUNT_PAID: 'patientPayments', RECEIVER_NAME: 'patientName', VENDOR_PHONE: 'phoneNumber' },
  insurance_payment: {},
  user_payment: { VENDOR_NAME: 'merchantName', INVOICE_RECEIPT_ID: 'transactionId', INVOICE_RECEIPT_DATE: 'transactionDate', TOTAL: 'totalAmount', AMOUNT_PAID: 'totalAmount', SUBTOTAL: 'subtotal', TAX: 'tax', GRATUITY: 'tip', DISCOUNT: 'discount' },
};

const ENGINE_WEIGHT = 0.9;

export function keyValueCandidates(keyValues: readonly ReaderKeyValue[] | undefined, documentType: DocumentType, concepts: readonly CompiledConcept[], context: ParseContext): Candidate[] {
  const candidates: Candidate[] = [];
  const byField = new Map(concepts.map((c) => [c.field, c]));
  for (const kv of keyValues ?? []) {
    if (kv.key.startsWith('LINE_ITEM.')) continue;
    // A query alias or an expense type names the field; otherwise the key is a label like any other.
    const named = byField.get(kv.key) ?? byField.get(EXPENSE_TYPES[documentType][kv.key] ?? '');
    const concept = named ?? labelsIn({ text: kv.key, x: 0, y: 0, width: 0, height: 0, page: 0, row: 0, confidence: 1 }, concepts).find((h) => h.rest === '')?.concept;
    if (!concept) continue;
    const value = concept.field === 'merchantName' || concept.field === 'providerName' ? kv.value.trim() : parseValue(concept.kind, kv.value, context);
    if (value === undefined || value === '') continue;
    candidates.push({ field: concept.field, kind: concept.kind, value, how: 'engine', confidence: ENGINE_WEIGHT * Math.max(0, Math.min(1, kv.confidence)) });
  }
  return candidates;
}

// ---- Line items (AnalyzeExpense LineItemGroups) ----

/** `LINE_ITEM.<row>.<type>[.<printed label>]`, as the Textract reader numbers them. */
const LINE_ITEM_KEY = /^LINE_ITEM\.(\d+)\.([A-Z_]+)(?:\.(.+))?$/;
const CODE_LABEL = /\b(cpt|hcpcs|code|rev|revenue|ndc|cdt|proc)\b/i;
const DATE_LABEL = /\b(date|dos)\b/i;
const CODE_VALUE = /^(?:[A-Z]\d{4}|\d{4,5}|\d{4}[A-Z]|[A-Z]\d{3}[A-Z]|0\d{3})$/;
const isCredit = (field: string) => /^(insurancePaid|insuranceDiscount|patientPayments|discount|planPaid)$/.test(field);

type Detection = { value: string; confidence: number };

/** An amount Textract typed as a price: money as printed, or a bare number ("25", "12.5"). */
function price(text: string, context: ParseContext): number | undefined {
  const money = findMoney(text, context.money)[0]?.value;
  if (money !== undefined) return money;
  const plain = /^\$?\s*(\d{1,7}(?:\.\d{1,2})?)$/.exec(text.replace(/,/g, '').trim());
  return plain?.[1] ? Number(plain[1]) : undefined;
}

/**
 * The line items an engine grouped itself (Textract AnalyzeExpense: ITEM, PRICE, UNIT_PRICE,
 * QUANTITY, PRODUCT_CODE, EXPENSE_ROW and labelled OTHER columns), every group and page in reading
 * order. An item's confidence is that of the least certain detection it rests on. Rows that are a
 * credit or a summary figure (a payment, a discount, "Total") are not items.
 */
export function engineLineItems(keyValues: readonly ReaderKeyValue[] | undefined, concepts: readonly CompiledConcept[], context: ParseContext): Item[] {
  const rows = new Map<number, Map<string, Detection>>();
  for (const kv of keyValues ?? []) {
    const m = LINE_ITEM_KEY.exec(kv.key);
    if (!m) continue;
    const row = rows.get(Number(m[1])) ?? new Map<string, Detection>();
    const name = m[3] ? `${m[2]}.${m[3]}` : (m[2] ?? '');
    if (!row.has(name)) row.set(name, { value: kv.value.trim(), confidence: Math.max(0, Math.min(1, kv.confidence)) });
    rows.set(Number(m[1]), row);
  }
  const items: Item[] = [];
  for (const [, row] of [...rows].sort((a, b) => a[0] - b[0])) {
    const other = [...row].filter(([name]) => name.startsWith('OTHER.')).map(([name, d]) => ({ label: name.slice(6), ...d }));
    const expenseRow = row.get('EXPENSE_ROW');
    // The amount: the line's price, else its unit price times its quantity.
    const priced = row.get('PRICE');
    const unit = row.get('UNIT_PRICE');
    const quantity = row.get('QUANTITY');
    let amount = priced ? price(priced.value, context) : undefined;
    const used: Detection[] = priced && amount !== undefined ? [priced] : [];
    if (amount === undefined && unit) {
      const each = price(unit.value, context);
      const count = quantity ? Number(quantity.value.replace(/[^\d.]/g, '')) : 1;
      if (each !== undefined && Number.isFinite(count) && count > 0) {
        amount = Math.round(each * count * 100) / 100;
        used.push(unit, ...(quantity ? [quantity] : []));
      }
    }
    if (amount === undefined && expenseRow) {
      const last = findMoney(expenseRow.value, context.money).at(-1);
      if (last) {
        amount = last.value;
        used.push(expenseRow);
      }
    }
    if (amount === undefined || amount < 0) continue;
    // The description: the item's text, else the row's words without its date, code and amounts.
    const named = row.get('ITEM');
    let description = named?.value ?? '';
    if (!description && expenseRow) {
      description = expenseRow.value;
      for (const money of findMoney(description, context.money)) description = description.replace(money.text, ' ');
      for (const date of findDates(description, { order: context.dateOrder })) description = description.replace(date.text, ' ');
      description = description
        .split(/\s+/)
        .filter((w) => !CODE_VALUE.test(w) && !/^[\d.,x#-]+$/i.test(w))
        .join(' ');
    }
    description = description.replace(/\s+/g, ' ').trim();
    if (!/[a-z]{3}/i.test(description)) continue;
    const described = named ?? expenseRow;
    if (described) used.push(described);
    // "Insurance payment", "Contractual adjustment", "Total charges": figures of the bill, not services.
    const hits = labelsIn({ text: description, x: 0, y: 0, width: 0, height: 0, page: 0, row: 0, confidence: 1 }, concepts).filter((h) => h.concept.kind === 'money');
    if (hits.some((h) => isCredit(h.concept.field) || h.rest === '')) continue;
    const item: Item = { description, amount, confidence: Math.min(...used.map((d) => d.confidence)) };
    const code = row.get('PRODUCT_CODE')?.value ?? other.find((o) => CODE_LABEL.test(o.label))?.value ?? expenseRow?.value.split(/\s+/).find((w) => CODE_VALUE.test(w));
    if (code && CODE_VALUE.test(code.trim())) item.code = code.trim();
    const dated = other.find((o) => DATE_LABEL.test(o.label))?.value ?? expenseRow?.value;
    const date = dated ? findDates(dated, { order: context.dateOrder })[0]?.iso : undefined;
    if (date) item.date = date;
    items.push(item);
  }
  return items;
}

/**
 * The rules' own line items, or the engine's where the rules found fewer. The arithmetic decides
 * first: of two readings, the one whose items add up to a printed total (the charges, a receipt's
 * subtotal or total less tax) is kept; the checks on the chosen items then run as for any other.
 */
export function withEngineLineItems(found: Item[], keyValues: readonly ReaderKeyValue[] | undefined, documentType: DocumentType, concepts: readonly CompiledConcept[], context: ParseContext, candidates: readonly Candidate[]): Item[] {
  if (documentType === 'insurance_payment') return found;
  const engine = engineLineItems(keyValues, concepts, context);
  if (engine.length === 0) return found;
  const amounts = (field: string) => candidates.filter((c) => c.field === field && typeof c.value === 'number').map((c) => Math.abs(c.value as number));
  const totals =
    documentType === 'medical_bill'
      ? amounts('subtotal')
      : [...amounts('subtotal'), ...amounts('totalAmount'), ...amounts('totalAmount').flatMap((t) => amounts('tax').map((tax) => t - tax))];
  const addsUp = (items: readonly Item[]) => items.length > 0 && totals.some((t) => cents(t) === items.reduce((s, i) => s + cents(i.amount), 0));
  if (addsUp(found) !== addsUp(engine)) return addsUp(found) ? found : engine;
  return engine.length > found.length ? engine : found;
}
