import * as z from 'zod';
import { centsSchema } from './bounds';
import { documentStatusSchema, extractionStatusSchema, isoDateSchema } from './document';

export const searchResultTypeSchema = z.enum(['bill', 'eob', 'receipt']);
export type SearchResultType = z.infer<typeof searchResultTypeSchema>;

const searchResultBase = {
  id: z.string(),
  /** In integer cents (Decision 13). */
  amount: centsSchema(),
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
    patientResponsibility: centsSchema(),
  }),
  z.object({ ...searchResultBase, type: z.literal('receipt'), paymentMethod: z.string(), transactionId: z.string().nullable(), billId: z.string().nullable() }),
]);
export type SearchResult = z.infer<typeof searchResultSchema>;
