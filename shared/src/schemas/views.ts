import { z } from 'zod';
import { documentStatusSchema, extractionStatusSchema, isoDateSchema } from './document';

const extractedRecord = z.record(z.string(), z.unknown()).nullable();

/** Spec section 3, "Client medical bill". */
export const clientBillSchema = z.object({
  id: z.string(),
  patientId: z.string(),
  amount: z.number(),
  /** Shown as the bill's title. */
  description: z.string(),
  diagnosis: z.string(),
  date: isoDateSchema,
  status: documentStatusSchema,
  ai_extracted_data: extractedRecord,
  provider_name: z.string().nullable(),
  document_date: isoDateSchema.nullable(),
  bill_number: z.string().nullable(),
  family_member_id: z.string(),
  file_path: z.string().nullable(),
});
export type ClientBill = z.infer<typeof clientBillSchema>;

/** Spec section 3, "Client insurance payment (EOB)". */
export const clientEobSchema = z.object({
  id: z.string(),
  patientId: z.string(),
  /** Always empty: EOBs are paired with bills by matching, not by a stored link. */
  billId: z.literal(''),
  insurancePayment: z.number(),
  patientResponsibility: z.number(),
  date: isoDateSchema,
  status: z.literal('processed'),
  insurance_company: z.string().nullable(),
  provider_name: z.string().nullable(),
  claim_number: z.string().nullable(),
});
export type ClientEob = z.infer<typeof clientEobSchema>;

/** Spec section 3, "Client user payment (receipt)". */
export const clientReceiptSchema = z.object({
  id: z.string(),
  patientId: z.string(),
  billId: z.string().nullable(),
  amount: z.number(),
  date: isoDateSchema,
  paymentMethod: z.string(),
  transaction_id: z.string().nullable(),
  status: z.literal('completed'),
});
export type ClientReceipt = z.infer<typeof clientReceiptSchema>;

export const searchResultTypeSchema = z.enum(['bill', 'eob', 'receipt']);
export type SearchResultType = z.infer<typeof searchResultTypeSchema>;

const searchResultBase = {
  id: z.string(),
  amount: z.number(),
  date: isoDateSchema,
  description: z.string(),
  familyMemberId: z.string(),
  filePath: z.string().nullable(),
  status: documentStatusSchema,
  // Beyond the spec: search shows and filters documents that failed extraction or need review.
  extractionStatus: extractionStatusSchema,
  requiresManualReview: z.boolean(),
  failureReason: z.string().nullable(),
};

/** Spec section 3, "Combined search result": the common fields plus each type's own. */
export const searchResultSchema = z.discriminatedUnion('type', [
  z.object({ ...searchResultBase, type: z.literal('bill'), providerName: z.string().nullable(), billNumber: z.string().nullable() }),
  z.object({
    ...searchResultBase,
    type: z.literal('eob'),
    insuranceCompany: z.string().nullable(),
    providerName: z.string().nullable(),
    claimNumber: z.string().nullable(),
    patientResponsibility: z.number(),
  }),
  z.object({ ...searchResultBase, type: z.literal('receipt'), paymentMethod: z.string(), transactionId: z.string().nullable(), billId: z.string().nullable() }),
]);
export type SearchResult = z.infer<typeof searchResultSchema>;
