import * as z from 'zod';
import { documentTypeSchema } from '../schemas/document';

// The audit index's summary of one stored extraction result, apart from the rest of the auditors'
// API (audit.ts): every document write stores one, so every function that writes documents builds
// these schemas, and only these, at cold start.

/** Where a document's extraction ended: completed, completed but sent to manual review, or failed. */
export const auditStatusSchema = z.enum(['completed', 'manual_review', 'failed']);
export type AuditStatus = z.infer<typeof auditStatusSchema>;

/** The embedded engine (local reader and rules) or AWS's (Textract, Bedrock). */
export const auditEngineSchema = z.enum(['local', 'aws']);
export type AuditEngine = z.infer<typeof auditEngineSchema>;

/** One stored extraction result in a list: the user as a stable pseudonym, never by name. */
export const auditSummarySchema = z.object({
  documentId: z.string(),
  user: z.string(),
  documentType: documentTypeSchema,
  status: auditStatusSchema,
  engine: auditEngineSchema.nullable(),
  modelId: z.string().nullable(),
  promptVersion: z.string().nullable(),
  reader: z.string().nullable(),
  confidence: z.number().nullable(),
  corrected: z.boolean(),
  failedChecks: z.array(z.string()),
  extractedAt: z.string(),
});
export type AuditSummary = z.infer<typeof auditSummarySchema>;
