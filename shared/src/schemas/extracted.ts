import { z } from 'zod';
import { parseLooseDate } from '../lib/dates';

// Model and OCR output is loose: amounts arrive as '$1,234.56', dates as '01/15/2024'. These
// preprocessors accept exactly those spellings and nothing vaguer, so the checked data is typed.

const AMOUNT_TEXT = /^-?\$?\s*\d{1,3}(,\d{3})*(\.\d+)?$|^-?\$?\s*\d+(\.\d+)?$/;

/** A dollar amount: a finite number, or a plain money string ('$1,234.56'). */
export const moneySchema = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return AMOUNT_TEXT.test(trimmed) ? Number(trimmed.replace(/[$,\s]/g, '')) : value;
}, z.number().finite());

/** A calendar day as 'YYYY-MM-DD' (printed forms such as '01/05/2024' or 'Jan 5, 2024' are converted). */
export const extractedDateSchema = z.preprocess((value) => (typeof value === 'string' ? (parseLooseDate(value) ?? value) : value), z.iso.date());

/** Confidence per extracted field (0 to 1), keyed by the field's name. */
export const fieldConfidenceSchema = z.record(z.string(), z.number().min(0).max(1));

/** Document confidence; a reply without one counts as 0 (so it goes to manual review). */
const confidenceSchema = z.number().min(0).max(1).default(0);

export const billLineItemSchema = z.object({
  description: z.string(),
  code: z.string().optional(),
  amount: moneySchema,
  date: extractedDateSchema.optional(),
});
export type BillLineItem = z.infer<typeof billLineItemSchema>;

/** Spec section 3, "Extracted bill data" (plus isInNetwork, read on the comparison screen). */
export const extractedBillSchema = z.object({
  providerName: z.string(),
  patientName: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: extractedDateSchema,
  serviceDate: extractedDateSchema.optional(),
  subtotal: moneySchema,
  insuranceDiscount: moneySchema.optional(),
  insurancePaid: moneySchema.optional(),
  amountDue: moneySchema.optional(),
  isInNetwork: z.boolean().optional(),
  payOnlineLink: z.string().optional(),
  providerAddress: z.string().optional(),
  patientAddress: z.string().optional(),
  phoneNumber: z.string().optional(),
  lineItems: z.array(billLineItemSchema).default([]),
  confidence: confidenceSchema,
  fieldConfidence: fieldConfidenceSchema.optional(),
});
export type ExtractedBill = z.infer<typeof extractedBillSchema>;

/** Spec section 3, "Extracted EOB data" (plus allowedAmount, copay and deductible read on the comparison screen). */
export const extractedEobSchema = z.object({
  insuranceCompany: z.string(),
  statementDate: extractedDateSchema.optional(),
  claimNumber: z.string(),
  memberName: z.string(),
  serviceDate: extractedDateSchema.optional(),
  providerName: z.string(),
  service: z.string().optional(),
  amountBilled: moneySchema,
  allowedAmount: moneySchema.optional(),
  copay: moneySchema.optional(),
  deductible: moneySchema.optional(),
  planPaid: moneySchema.optional(),
  patientResponsibility: moneySchema,
  isInNetwork: z.boolean().optional(),
  notes: z.string().optional(),
  confidence: confidenceSchema,
  fieldConfidence: fieldConfidenceSchema.optional(),
});
export type ExtractedEob = z.infer<typeof extractedEobSchema>;

export const receiptItemSchema = z.object({ description: z.string(), amount: moneySchema });

/** Spec section 3, "Extracted receipt data". */
export const extractedReceiptSchema = z.object({
  merchantName: z.string(),
  transactionDate: extractedDateSchema.optional(),
  totalAmount: moneySchema,
  paymentMethod: z.string().optional(),
  transactionId: z.string().optional(),
  items: z.array(receiptItemSchema).default([]),
  confidence: confidenceSchema,
  fieldConfidence: fieldConfidenceSchema.optional(),
});
export type ExtractedReceipt = z.infer<typeof extractedReceiptSchema>;

/** The extracted-data schema of each document type. */
export const extractedSchemaByType = {
  medical_bill: extractedBillSchema,
  insurance_payment: extractedEobSchema,
  user_payment: extractedReceiptSchema,
} as const;

export type ExtractedDataByType = {
  medical_bill: ExtractedBill;
  insurance_payment: ExtractedEob;
  user_payment: ExtractedReceipt;
};
export type ExtractedData = ExtractedBill | ExtractedEob | ExtractedReceipt;
