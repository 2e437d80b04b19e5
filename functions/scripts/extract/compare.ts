import { requiredExtractedFields } from '@fairbill/shared';
import { normalizeText } from '../../src/domain/reading/values';
import type { CorpusType } from '../../src/corpus/layouts';

/** Fields scored per type; line items count as one field (all descriptions and amounts right). */
export const SCORED_FIELDS: Record<CorpusType, readonly string[]> = {
  bill: ['providerName', 'patientName', 'invoiceNumber', 'invoiceDate', 'serviceDate', 'subtotal', 'insurancePaid', 'amountDue', 'lineItems'],
  eob: ['insuranceCompany', 'statementDate', 'claimNumber', 'memberName', 'serviceDate', 'providerName', 'service', 'amountBilled', 'allowedAmount', 'planPaid', 'patientResponsibility', 'isInNetwork'],
  receipt: ['merchantName', 'transactionDate', 'totalAmount', 'paymentMethod', 'transactionId', 'items'],
};

export const REQUIRED_FIELDS: Record<CorpusType, readonly string[]> = {
  bill: requiredExtractedFields.medical_bill,
  eob: requiredExtractedFields.insurance_payment,
  receipt: requiredExtractedFields.user_payment,
};

type Listed = { description?: unknown; amount?: unknown }[];

/** Equal after normalisation: text ignoring case/punctuation/spacing, money to the cent, lists item by item. */
export function sameValue(expected: unknown, actual: unknown): boolean {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return false;
    return (expected as Listed).every((e, i) => {
      const a = (actual as Listed)[i];
      return a !== undefined && sameValue(e.description, a.description) && sameValue(e.amount, a.amount);
    });
  }
  if (typeof expected === 'number') return typeof actual === 'number' && Math.abs(expected - actual) < 0.005;
  if (typeof expected === 'string') return typeof actual === 'string' && normalizeText(expected) === normalizeText(actual);
  return expected === actual;
}

export type FieldScore = { field: string; right: boolean };

export function scoreDocument(type: CorpusType, truth: Record<string, unknown>, extracted: Record<string, unknown> | undefined): FieldScore[] {
  return SCORED_FIELDS[type].filter((field) => truth[field] !== undefined).map((field) => ({ field, right: sameValue(truth[field], extracted?.[field]) }));
}
