import { DOUBTFUL_FIELD_CONFIDENCE } from '../constants';
import { formatCents } from '../format';
import { readingCheckMessages } from '../messages';
import type { DocumentType } from '../schemas/document';

// Whether the figures read from a document add up the way such a document's figures must. Every
// engine's result (the local rules, Textract, Bedrock) goes through the same checks; a failed check
// is shown to the user in plain words and sends the document to manual review (Decision 15).
// Amounts are integer cents (Decision 13).

export type ReadingCheck = { id: string; message: string };

type Data = Record<string, unknown>;
const money = (data: Data, field: string): number | undefined => (typeof data[field] === 'number' ? (data[field] as number) : undefined);
const listSum = (data: Data, field: string): number | undefined => {
  const list = data[field];
  if (!Array.isArray(list) || list.length === 0) return undefined;
  let sum = 0;
  for (const item of list) {
    const amount = (item as { amount?: unknown }).amount;
    if (typeof amount !== 'number') return undefined;
    sum += amount;
  }
  return sum;
};
const shown = formatCents;

/** The arithmetic checks that fail on a document's extracted data, amounts in cents (an empty list when all hold or none apply). */
export function failedReadingChecks(documentType: DocumentType, data: Data): ReadingCheck[] {
  const failed: ReadingCheck[] = [];
  if (documentType === 'medical_bill') {
    const subtotal = money(data, 'subtotal');
    const items = listSum(data, 'lineItems');
    if (subtotal !== undefined && items !== undefined && items !== subtotal) {
      failed.push({ id: 'bill-line-items', message: readingCheckMessages.lineItems(shown(items), shown(subtotal)) });
    }
    const due = money(data, 'amountDue');
    if (subtotal !== undefined && due !== undefined) {
      // Payments the patient made lower the balance further, so only a balance above what is left is impossible.
      const left = subtotal - (money(data, 'insurancePaid') ?? 0) - (money(data, 'insuranceDiscount') ?? 0);
      if (due > left) failed.push({ id: 'bill-balance', message: readingCheckMessages.billBalance(shown(due), shown(left)) });
    }
  }
  if (documentType === 'insurance_payment') {
    const billed = money(data, 'amountBilled');
    const allowed = money(data, 'allowedAmount');
    const paid = money(data, 'planPaid');
    const owed = money(data, 'patientResponsibility');
    if (billed !== undefined && allowed !== undefined && allowed > billed) {
      failed.push({ id: 'eob-allowed', message: readingCheckMessages.allowedOverBilled(shown(allowed), shown(billed)) });
    }
    // Amounts the plan does not cover are in what you owe but not in the allowed amount, so only a shortfall is impossible.
    if (allowed !== undefined && paid !== undefined && owed !== undefined && paid + owed < allowed) {
      failed.push({ id: 'eob-paid', message: readingCheckMessages.paidAndOwed(shown(paid), shown(owed), shown(allowed)) });
    }
    const shares = (money(data, 'copay') ?? 0) + (money(data, 'deductible') ?? 0);
    if (owed !== undefined && shares > owed) {
      failed.push({ id: 'eob-responsibility', message: readingCheckMessages.sharesOverOwed(shown(shares), shown(owed)) });
    }
  }
  return failed;
}

/** Fields whose confidence is too low to rely on without a look: the user is asked to check them. */
export function doubtfulFields(fieldConfidence: Readonly<Record<string, number>> | undefined): string[] {
  return Object.entries(fieldConfidence ?? {})
    .filter(([, confidence]) => confidence < DOUBTFUL_FIELD_CONFIDENCE)
    .map(([field]) => field);
}
