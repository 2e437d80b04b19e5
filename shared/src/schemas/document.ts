import * as z from 'zod';
import { centsSchema } from './bounds';

export const documentTypeSchema = z.enum(['medical_bill', 'insurance_payment', 'user_payment']);
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** The kind prefix used in storage keys and search results. */
export const documentKindByType = { medical_bill: 'bill', insurance_payment: 'eob', user_payment: 'receipt' } as const;
export type DocumentKind = (typeof documentKindByType)[DocumentType];
export const documentTypeByKind = { bill: 'medical_bill', eob: 'insurance_payment', receipt: 'user_payment' } as const satisfies Record<DocumentKind, DocumentType>;

export const extractionStatusSchema = z.enum(['pending', 'processing', 'completed', 'failed']);
export type ExtractionStatus = z.infer<typeof extractionStatusSchema>;

/** Where the pipeline is, shown to the user while a document is analyzed. */
export const pipelineStageSchema = z.enum(['uploaded', 'reading', 'extracting', 'checking', 'done']);
export type PipelineStage = z.infer<typeof pipelineStageSchema>;

export const documentStatusSchema = z.enum(['pending', 'processed', 'completed']);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

/** YYYY-MM-DD, a date without a time zone. */
export const isoDateSchema = z.iso.date();

/**
 * A payment's hand link to a visit (issue 14): the id of a bill or EOB of the visit it counts in
 * (never the visit's own id, which changes when the visit's first document goes), or 'none': kept
 * out of every visit, the automatic join included.
 */
export const storedVisitLinkSchema = z.union([z.literal('none'), z.object({ document_id: z.string().min(1) })]);
export type StoredVisitLink = z.infer<typeof storedVisitLinkSchema>;

/** As stored (spec section 3, medical_documents, later-added fields included). */
export const storedDocumentSchema = z.object({
  id: z.string().min(1),
  user_id: z.string().min(1),
  family_member_id: z.string().min(1),
  document_type: documentTypeSchema,
  title: z.string().nullable(),
  description: z.string().nullable(),
  /** In integer cents (Decision 13). */
  amount: centsSchema(),
  document_date: isoDateSchema.nullable(),
  provider_name: z.string().nullable(),
  bill_number: z.string().nullable(),
  insurance_company: z.string().nullable(),
  payment_method: z.string().nullable(),
  status: documentStatusSchema,
  file_path: z.string().nullable(),
  ai_extracted_data: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.iso.datetime(),
  bill_id: z.string().nullable(),
  claim_number: z.string().nullable(),
  transaction_id: z.string().nullable(),
  ai_confidence: z.number().min(0).max(1).nullable(),
  ai_analysis: z.record(z.string(), z.unknown()).nullable(),
  requires_manual_review: z.boolean(),
  extraction_status: extractionStatusSchema,
  // Ours (Decision 10 and the progress shown while a document is analyzed); defaulted so older
  // records still parse.
  file_name: z.string().nullable().default(null),
  content_type: z.string().nullable().default(null),
  file_size: z.number().int().nonnegative().nullable().default(null),
  pipeline_stage: pipelineStageSchema.default('uploaded'),
  /** Why extraction failed, in words a user can read; null unless extraction_status is failed. */
  failure_reason: z.string().nullable().default(null),
  /** Payments only (issue 14): the person's hand link to a visit; absent, the automatic rule joins it (visit-ledger.ts). */
  visit_link: storedVisitLinkSchema.optional(),
});
export type StoredDocument = z.infer<typeof storedDocumentSchema>;
