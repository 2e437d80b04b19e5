import * as z from 'zod';
import { documentTypeSchema } from '../schemas/document';
import { auditEngineSchema, auditStatusSchema, auditSummarySchema } from './audit-summary';
import { queryFlagSchema } from './common';

// The auditors' API (issue 13): stored extraction results across all users, read-only, every
// request written to the access log.

const isoDay = z.iso.date();

/** GET /api/audit/records: the filters; every one is optional, the range defaults to the last year. */
export const auditSearchQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    type: documentTypeSchema.optional(),
    status: auditStatusSchema.optional(),
    engine: auditEngineSchema.optional(),
    /** The structurer's model id or prompt version, exactly (e.g. 'rules-2026.11'). */
    version: z.string().trim().min(1).max(120).optional(),
    /**
     * Only results whose document confidence is below this; kept to 4 decimals, since DynamoDB
     * cannot compare a number as small as 5e-324.
     */
    confidenceBelow: z.coerce
      .number()
      .min(0)
      .max(1)
      .transform((value) => Math.round(value * 10_000) / 10_000)
      .optional(),
    corrected: queryFlagSchema.optional(),
    failedCheck: queryFlagSchema.optional(),
    cursor: z.string().max(600).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type AuditSearchQuery = z.infer<typeof auditSearchQuerySchema>;

export const auditSearchResponseSchema = z.object({ items: z.array(auditSummarySchema), nextCursor: z.string().nullable() });
export type AuditSearchResponse = z.infer<typeof auditSearchResponseSchema>;

/** The stored original checked against the SHA-256 the pipeline recorded when it read the file. */
export const integritySchema = z.object({
  state: z.enum(['intact', 'changed', 'missing', 'not_recorded']),
  recordedSha256: z.string().nullable(),
  currentSha256: z.string().nullable(),
  checkedAt: z.string(),
});
export type Integrity = z.infer<typeof integritySchema>;

/** One change a revision made: which field, from what, to what. */
export const fieldChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

export const auditRevisionSchema = z.object({
  revision: z.number().int(),
  /** 'extraction' (the pipeline) or 'correction' (the person who owns the document). */
  source: z.enum(['extraction', 'correction']),
  createdAt: z.string(),
  changes: z.array(fieldChangeSchema),
  audit: z.record(z.string(), z.unknown()).nullable(),
});

/** GET /api/audit/records/{documentId}: everything stored about one extraction. */
export const auditRecordSchema = z.object({
  summary: auditSummarySchema,
  userId: z.string(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  fileSize: z.number().nullable(),
  failureReason: z.string().nullable(),
  integrity: integritySchema,
  fields: z.record(z.string(), z.unknown()).nullable(),
  fieldConfidence: z.record(z.string(), z.number()),
  analysis: z.unknown(),
  /** The reader's output (text lines with positions) of the last run, when kept. */
  reading: z.unknown(),
  /** The structurer's raw output of the last run, when kept. */
  structurerRaw: z.string().nullable(),
  timings: z.record(z.string(), z.number()),
  runId: z.string().nullable(),
  revisions: z.array(auditRevisionSchema),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

export const auditActionSchema = z.enum(['search', 'view', 'download', 'reproduce', 'export', 'read-log']);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** One line of the append-only access log. */
export const accessLogEntrySchema = z.object({
  at: z.string(),
  auditor: z.string(),
  action: auditActionSchema,
  documentId: z.string().nullable(),
  /**
   * The SHA-256 of the entry before it, so an entry changed or removed breaks the chain (the local
   * file); null where the store itself refuses changes and deletes (S3 Object Lock in AWS).
   */
  previous: z.string().nullable(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

export const accessLogResponseSchema = z.object({ entries: z.array(accessLogEntrySchema), intact: z.boolean() });
export type AccessLogResponse = z.infer<typeof accessLogResponseSchema>;

/** One field of a reproduction: what is stored beside what the current engine reads today. */
export const reproducedFieldSchema = z.object({ field: z.string(), stored: z.unknown(), reproduced: z.unknown(), same: z.boolean() });

/** Which engine produced a result: its reader, model and prompt or rules version. */
export const engineVersionSchema = z.object({ reader: z.string().nullable(), modelId: z.string().nullable(), promptVersion: z.string().nullable() });

/** POST /api/audit/records/{documentId}/reproduce: the stored original read again; the record is not changed. */
export const reproductionSchema = z.object({
  documentId: z.string(),
  stored: engineVersionSchema.extend({ status: auditStatusSchema }),
  reproduced: engineVersionSchema.extend({
    status: z.enum(['completed', 'failed']),
    /** Why the current engine could not produce a valid result, in words a person can read. */
    error: z.string().nullable(),
  }),
  fields: z.array(reproducedFieldSchema),
  /** Every field the same. */
  identical: z.boolean(),
});
export type Reproduction = z.infer<typeof reproductionSchema>;

/** GET /api/audit/export: the filtered results as a file for offline review. */
export const auditExportQuerySchema = auditSearchQuerySchema.omit({ cursor: true, limit: true }).extend({ format: z.enum(['csv', 'jsonl']) });
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

/** An export holds at most this many results; narrow the filters for more. */
export const AUDIT_EXPORT_LIMIT = 5000;
