import type { DocumentType } from '@fairbill/shared';
import type { ReaderKeyValue } from '../../../domain/reading/ports';
import { parseValue, type ParseContext } from './fields';
import { labelsIn, type Candidate } from './labels';
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
