import { z } from 'zod';

const money = z.number().finite();
const isoDate = z.iso.date();
/** Confidence per extracted field (0 to 1), keyed by the field's name. */
export const fieldConfidenceSchema = z.record(z.string(), z.number().min(0).max(1));

export const billLineItemSchema = z.object({
  description: z.string(),
  code: z.string().optional(),
  amount: money,
  date: isoDate.optional(),
});

/** Spec section 3, "Extracted bill data" (plus isInNetwork, read on the comparison screen). */
export const extractedBillSchema = z.object({
  providerName: z.string(),
  patientName: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: isoDate,
  serviceDate: isoDate.optional(),
  subtotal: money,
  insuranceDiscount: money.optional(),
  insurancePaid: money.optional(),
  amountDue: money.optional(),
  isInNetwork: z.boolean().optional(),
  payOnlineLink: z.string().optional(),
  providerAddress: z.string().optional(),
  patientAddress: z.string().optional(),
  phoneNumber: z.string().optional(),
  lineItems: z.array(billLineItemSchema).default([]),
  confidence: z.number().min(0).max(1),
  fieldConfidence: fieldConfidenceSchema.optional(),
});
export type ExtractedBill = z.infer<typeof extractedBillSchema>;

/** Spec section 3, "Extracted EOB data" (plus allowedAmount, copay and deductible read on the comparison screen). */
export const extractedEobSchema = z.object({
  insuranceCompany: z.string(),
  statementDate: isoDate.optional(),
  claimNumber: z.string(),
  memberName: z.string(),
  serviceDate: isoDate.optional(),
  providerName: z.string(),
  service: z.string().optional(),
  amountBilled: money,
  allowedAmount: money.optional(),
  copay: money.optional(),
  deductible: money.optional(),
  planPaid: money.optional(),
  patientResponsibility: money,
  isInNetwork: z.boolean().optional(),
  notes: z.string().optional(),
  confidence: z.number().min(0).max(1),
  fieldConfidence: fieldConfidenceSchema.optional(),
});
export type ExtractedEob = z.infer<typeof extractedEobSchema>;

/** Spec section 3, "Extracted receipt data". */
export const extractedReceiptSchema = z.object({
  merchantName: z.string(),
  transactionDate: isoDate.optional(),
  totalAmount: money,
  paymentMethod: z.string().optional(),
  transactionId: z.string().optional(),
  items: z.array(z.object({ description: z.string(), amount: money })).default([]),
  confidence: z.number().min(0).max(1),
  fieldConfidence: fieldConfidenceSchema.optional(),
});
export type ExtractedReceipt = z.infer<typeof extractedReceiptSchema>;
