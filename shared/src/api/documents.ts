import * as z from 'zod';
import { billAnalysisSchema } from '../schemas/analysis';
import { centsSchema, MAX_FIELDS, TEXT_LIMITS } from '../schemas/bounds';
import { documentStatusSchema, documentTypeSchema, extractionStatusSchema, pipelineStageSchema } from '../schemas/document';
import { searchResultSchema } from '../schemas/views';
import { apiIdSchema, memberChoiceSchema, queryFlagSchema } from './common';
import { visitLinkChangeSchema } from './visit-link';

export const matchStateSchema = z.enum(['perfect', 'partial', 'none']);
export type MatchState = z.infer<typeof matchStateSchema>;

/** A document as the SPA sees it (GET /api/documents/{documentId} and every response that returns one). */
export const documentViewSchema = z.object({
  id: z.string(),
  documentType: documentTypeSchema,
  familyMemberId: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  fileSize: z.number().nullable(),
  filePath: z.string().nullable(),
  status: documentStatusSchema,
  extractionStatus: extractionStatusSchema,
  pipelineStage: pipelineStageSchema,
  requiresManualReview: z.boolean(),
  /** Why extraction failed, in words a user can read; null unless extractionStatus is 'failed'. */
  failureReason: z.string().nullable(),
  /** In integer cents, like every amount of the API (Decision 13). */
  amount: centsSchema(),
  documentDate: z.string().nullable(),
  providerName: z.string().nullable(),
  billNumber: z.string().nullable(),
  insuranceCompany: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  claimNumber: z.string().nullable(),
  transactionId: z.string().nullable(),
  billId: z.string().nullable(),
  confidence: z.number().nullable(),
  /** The latest extracted (or corrected) data: ExtractedBill, ExtractedEob or ExtractedReceipt, amounts in cents. */
  extractedData: z.record(z.string(), z.unknown()).nullable(),
  /** Bills: the BillAnalysis (hasErrors, errors, warnings, recommendations). */
  analysis: z.record(z.string(), z.unknown()).nullable(),
  matchState: matchStateSchema.nullable(),
  matchedEobId: z.string().nullable(),
  /** Optimistic-lock version: send it back as expectedVersion when correcting the data. */
  version: z.number().int(),
  revision: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentView = z.infer<typeof documentViewSchema>;

/** POST /api/documents: creates a pending record and returns a presigned PUT for the file. */
export const createDocumentRequestSchema = z.object({
  documentType: documentTypeSchema,
  familyMemberId: apiIdSchema,
  fileName: z.string().trim().min(1).max(255),
  fileSize: z.number().int().nonnegative(),
  contentType: z.string().max(255),
});
export type CreateDocumentRequest = z.infer<typeof createDocumentRequestSchema>;

export const uploadInstructionSchema = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  /** Send exactly these headers with the PUT (the content type is part of the signature). */
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type UploadInstruction = z.infer<typeof uploadInstructionSchema>;

/** 201. */
export const createDocumentResponseSchema = z.object({ document: documentViewSchema, upload: uploadInstructionSchema });
export type CreateDocumentResponse = z.infer<typeof createDocumentResponseSchema>;

/** GET /api/documents/{documentId} and PATCH (200). */
export const documentResponseSchema = z.object({ document: documentViewSchema });
export type DocumentResponse = z.infer<typeof documentResponseSchema>;

/**
 * GET /api/documents?bills=true&eobs=true&receipts=true&memberId=<id|family>&startDate=&endDate=&cursor=&limit=
 * Only the flagged types are searched (no flag: no results, as the search screen); dates are
 * inclusive (YYYY-MM-DD); memberId 'family' or absent means every member; newest first.
 */
export const searchDocumentsQuerySchema = z
  .object({
    bills: queryFlagSchema.optional(),
    eobs: queryFlagSchema.optional(),
    receipts: queryFlagSchema.optional(),
    memberId: memberChoiceSchema.optional(),
    startDate: z.iso.date().optional(),
    endDate: z.iso.date().optional(),
    cursor: z.string().min(1).max(512).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    message: 'The start date must not be after the end date',
    path: ['startDate'],
  });
export type SearchDocumentsQuery = z.input<typeof searchDocumentsQuerySchema>;

export const searchDocumentsResponseSchema = z.object({
  /** Spec section 3, "Combined search result" (shared searchResultSchema). */
  results: z.array(searchResultSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SearchDocumentsResponse = z.infer<typeof searchDocumentsResponseSchema>;

/**
 * PATCH /api/documents/{documentId}: a user's correction of the extracted fields, amounts in integer
 * cents. Stored as a new revision (history kept); the checks run again. 409 `stale_version` when
 * expectedVersion is old.
 */
export const updateDocumentRequestSchema = z.object({
  expectedVersion: z.number().int().positive(),
  // The values are checked with the document type's schema (422); the field names are kept in the
  // revision's audit, so they are bounded here.
  extractedData: z
    .record(z.string().max(TEXT_LIMITS.fieldName), z.unknown())
    .refine((fields) => Object.keys(fields).length <= MAX_FIELDS, `At most ${MAX_FIELDS} fields can be corrected at once`),
});
export type UpdateDocumentRequest = z.infer<typeof updateDocumentRequestSchema>;

/** GET /api/documents/{documentId}/download: a short-lived presigned GET. */
/** `url` saves the file (Content-Disposition: attachment); `previewUrl` shows it in the page (inline). */
export const downloadDocumentResponseSchema = z.object({ url: z.string(), previewUrl: z.string(), expiresAt: z.string() });
export type DownloadDocumentResponse = z.infer<typeof downloadDocumentResponseSchema>;

/** GET /api/documents/{documentId}/revisions: every extraction, correction and link (issue 14), oldest first. */
export const documentRevisionSchema = z.object({
  revision: z.number().int(),
  source: z.enum(['extraction', 'correction']),
  extractedData: z.record(z.string(), z.unknown()).nullable(),
  confidence: z.number().nullable(),
  analysis: billAnalysisSchema.nullable(),
  /** A payment's link to a visit changed by the person (issue 14), old -> new; null for any other revision. */
  visitLink: visitLinkChangeSchema.nullable(),
  createdAt: z.string(),
});
export const documentRevisionsResponseSchema = z.object({ revisions: z.array(documentRevisionSchema) });
export type DocumentRevisionsResponse = z.infer<typeof documentRevisionsResponseSchema>;
