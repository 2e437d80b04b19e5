import { documentTypeSchema } from '@fairbill/shared';
import * as z from 'zod';

/** The EventBridge "Object Created" event that starts the state machine (the fields we read). */
export const objectCreatedEventSchema = z.object({
  detail: z.object({
    bucket: z.object({ name: z.string().min(1) }),
    object: z.object({
      key: z.string().min(1),
      size: z.number().optional(),
      etag: z.string().optional(),
      'version-id': z.string().optional(),
      sequencer: z.string().optional(),
    }),
  }),
});
export type ObjectCreatedEvent = z.infer<typeof objectCreatedEventSchema>;

/**
 * What travels between the steps: ids and S3 keys only (Step Functions' 256 KB limit; no
 * extracted value ever sits in the execution history). Each stage's state is the one before it
 * plus what that stage added, so a step parses exactly what it needs.
 */
export const resolvedStateSchema = z.object({
  skip: z.literal(false),
  userId: z.string().min(1),
  documentId: z.string().min(1),
  documentType: documentTypeSchema,
  bucket: z.string().min(1),
  key: z.string().min(1),
  objectVersion: z.string().min(1),
  /** Unique per run, and listed on the record: the artifacts of one run sit under one prefix (documents/artifacts.ts). */
  runId: z.string().min(1),
  startedAt: z.iso.datetime(),
  /** Milliseconds per step, for the audit record. */
  timings: z.record(z.string(), z.number()).default({}),
});
export type ResolvedState = z.infer<typeof resolvedStateSchema>;

/** After ReadDocument: the file's checked content type, its SHA-256 and the reader's output. */
export const readStateSchema = resolvedStateSchema.extend({
  contentType: z.string().min(1),
  inputSha256: z.string().min(1),
  readingKey: z.string().min(1),
  /** The reader's engine name (e.g. 'pdf-text', 'textract-expense'), for the audit index. */
  readerEngine: z.string().min(1).default('unknown'),
});
export type ReadState = z.infer<typeof readStateSchema>;

/** After StructureData: the structurer's candidate data. */
export const structuredStateSchema = readStateSchema.extend({ structuredKey: z.string().min(1) });
export type StructuredState = z.infer<typeof structuredStateSchema>;

/** After ValidateData: the data that passed the spec's rules. */
export const validatedStateSchema = structuredStateSchema.extend({ validatedKey: z.string().min(1) });
export type ValidatedState = z.infer<typeof validatedStateSchema>;

/** After AnalyzeDocument: the bill analysis and the matches. */
export const analyzedStateSchema = validatedStateSchema.extend({ analysisKey: z.string().min(1) });
export type AnalyzedState = z.infer<typeof analyzedStateSchema>;

export type ResolveOutput = ResolvedState | { skip: true; reason: 'no-record' | 'already-extracted' | 'already-failed' | 'in-progress' | 'not-owned' };

/** A Catch puts the error under `error` (ResultPath `$.error`): `{ Error, Cause }`. */
export const failedStateSchema = z.object({
  userId: z.string().optional(),
  documentId: z.string().optional(),
  documentType: documentTypeSchema.optional(),
  detail: objectCreatedEventSchema.shape.detail.optional(),
  error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional(),
  Error: z.string().optional(),
  Cause: z.string().optional(),
});
export type FailedState = z.infer<typeof failedStateSchema>;
