import { HIGH_AMOUNT_DUE_CENTS, MANUAL_REVIEW_CONFIDENCE } from '../constants';
import { formatCents } from '../format';
import { amountsMatch } from '../lib/money';
import { analysisMessages } from '../messages';
import type { BillAnalysis } from '../schemas/analysis';
import type { BillLineItem, ExtractedBill, ExtractedEob } from '../schemas/extracted';
import { billDateOfService } from './date-of-service';

export type AnalyzableBill = Pick<ExtractedBill, 'subtotal' | 'confidence'> &
  Partial<Pick<ExtractedBill, 'amountDue' | 'invoiceNumber' | 'serviceDate'>> & { lineItems?: readonly Pick<BillLineItem, 'description' | 'date'>[] };
export type AnalyzableEob = Pick<ExtractedEob, 'amountBilled'> & Partial<Pick<ExtractedEob, 'planPaid'>>;

const normalizeDescription = (description: string) => description.trim().replace(/\s+/g, ' ').toLowerCase();

function hasDuplicateLineItems(lineItems: AnalyzableBill['lineItems']): boolean {
  const seen = new Set<string>();
  for (const item of lineItems ?? []) {
    const key = normalizeDescription(item.description);
    if (key === '') continue;
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/** Spec section 5, "Bill analysis rules": errors, warnings and recommendations for one bill (amounts in cents). */
export function analyzeBill(bill: AnalyzableBill, eob?: AnalyzableEob | null): BillAnalysis {
  const errors: string[] = [];
  const warnings: string[] = [];
  const recommendations: string[] = [];

  if (hasDuplicateLineItems(bill.lineItems)) errors.push(analysisMessages.duplicateLineItems);
  if (eob && !amountsMatch(bill.subtotal, eob.amountBilled)) {
    errors.push(analysisMessages.subtotalMismatch(formatCents(bill.subtotal), formatCents(eob.amountBilled)));
  }

  if (bill.confidence < MANUAL_REVIEW_CONFIDENCE) warnings.push(analysisMessages.lowConfidence);
  if (bill.amountDue !== undefined && bill.amountDue > HIGH_AMOUNT_DUE_CENTS) warnings.push(analysisMessages.highAmountDue);
  if (eob?.planPaid !== undefined && eob.planPaid > 0 && bill.amountDue !== undefined) {
    const expected = bill.subtotal - eob.planPaid;
    if (!amountsMatch(bill.amountDue, expected)) {
      warnings.push(analysisMessages.amountDueMismatch(formatCents(bill.amountDue), formatCents(expected)));
      recommendations.push(analysisMessages.clarifyAmountOwed);
    }
  }
  if (billDateOfService(bill) === null) warnings.push(analysisMessages.noServiceDate);
  if (!bill.invoiceNumber || bill.invoiceNumber.trim() === '') warnings.push(analysisMessages.noInvoiceNumber);

  return { hasErrors: errors.length > 0, errors, warnings, recommendations };
}
