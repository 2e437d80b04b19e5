import * as z from 'zod';
import { documentTypeSchema } from '../schemas/document';
import { auditEngineSchema } from './audit-summary';
import { queryFlagSchema } from './common';
import { executionStatusSchema, pipelineStepSchema, runRedriveSchema, runStateSchema } from './run-states';

// The operators' API (issue 13): every pipeline run as its run record (ids, states, timings; never
// a document's content), the figures of a time window, and redrives, each logged with who and why.

export const runStepSchema = z.object({
  step: pipelineStepSchema,
  state: z.enum(['running', 'succeeded', 'failed']),
  /** Invocations of the step in this run: 1 + its retries (and redrives). */
  attempts: z.number().int(),
  /** Each finished invocation's duration, oldest first. */
  durationsMs: z.array(z.number()),
  /** The error class of the last failed invocation (never its message). */
  error: z.string().nullable(),
});
export type RunStep = z.infer<typeof runStepSchema>;

/** One pipeline run (one Step Functions execution, redrives included). */
export const pipelineRunSchema = z.object({
  executionId: z.string(),
  executionArn: z.string(),
  documentId: z.string().nullable(),
  documentType: documentTypeSchema.nullable(),
  engine: auditEngineSchema.nullable(),
  state: runStateSchema,
  executionStatus: executionStatusSchema,
  /** The step the run is at, or ended at (for a failed run: the step that failed). */
  atStep: pipelineStepSchema.nullable(),
  manualReview: z.boolean(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
  steps: z.array(runStepSchema),
  retries: z.number().int(),
  throttles: z.number().int(),
  failure: z.object({ step: pipelineStepSchema.nullable(), error: z.string() }).nullable(),
  skipReason: z.string().nullable(),
  redrivable: z.boolean(),
  redriveCount: z.number().int(),
});
export type PipelineRun = z.infer<typeof pipelineRunSchema>;

export const pipelineRunDetailSchema = pipelineRunSchema.extend({ redrives: z.array(runRedriveSchema) });
export type PipelineRunDetail = z.infer<typeof pipelineRunDetailSchema>;

const instant = z.iso.datetime({ offset: true });

/** The filters shared by the list and the batch redrive; times bound the run's start. */
export const runFilterSchema = z.object({
  state: runStateSchema.optional(),
  step: pipelineStepSchema.optional(),
  type: documentTypeSchema.optional(),
  from: instant.optional(),
  to: instant.optional(),
});
export type RunFilter = z.infer<typeof runFilterSchema>;

/** GET /api/ops/runs: newest first, Query only, one index partition per day. */
export const runListQuerySchema = runFilterSchema
  .extend({
    redrivable: queryFlagSchema.optional(),
    cursor: z.string().max(600).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type RunListQuery = z.infer<typeof runListQuerySchema>;

export const runListResponseSchema = z.object({ items: z.array(pipelineRunSchema), nextCursor: z.string().nullable() });
export type RunListResponse = z.infer<typeof runListResponseSchema>;

export const figureWindows = ['15m', '1h', '6h', '24h', '7d'] as const;
export const figureWindowSchema = z.enum(figureWindows);
export type FigureWindow = z.infer<typeof figureWindowSchema>;

export const figuresQuerySchema = z.object({ window: figureWindowSchema.default('1h') }).strict();

/** GET /api/ops/figures: the dashboard's figures over a window, from the run records. */
export const pipelineFiguresSchema = z.object({
  window: figureWindowSchema,
  from: z.string(),
  to: z.string(),
  runs: z.number().int(),
  ended: z.number().int(),
  runsPerMinute: z.number(),
  /** Share of ended runs that failed (a document error or a failed execution); null without ended runs. */
  failureRate: z.number().nullable(),
  /** Share of ended runs whose document went to manual review (failed ones included, as MarkFailed flags them). */
  manualReviewRate: z.number().nullable(),
  throttles: z.number().int(),
  retries: z.number().int(),
  steps: z.array(z.object({ step: pipelineStepSchema, samples: z.number().int(), p50Ms: z.number().nullable(), p95Ms: z.number().nullable() })),
  /** More runs started in the window than the figures read (the newest are counted). */
  truncated: z.boolean(),
});
export type PipelineFigures = z.infer<typeof pipelineFiguresSchema>;

/** Why an operator redrives: required, shown in the run's history. */
export const redriveReasonSchema = z.string().trim().min(5, 'Say why (at least 5 characters).').max(500);

export const redriveRequestSchema = z.object({ reason: redriveReasonSchema }).strict();
export type RedriveRequest = z.infer<typeof redriveRequestSchema>;

/** A batch redrive redrives at most this many runs. */
export const MAX_BATCH_REDRIVE = 100;

/** POST /api/ops/redrive: every redrivable failed run the filter matches, at most `limit`. */
export const batchRedriveRequestSchema = z
  .object({
    filter: runFilterSchema.omit({ state: true }).strict(),
    reason: redriveReasonSchema,
    limit: z.number().int().min(1).max(MAX_BATCH_REDRIVE).default(MAX_BATCH_REDRIVE),
  })
  .strict();
export type BatchRedriveRequest = z.infer<typeof batchRedriveRequestSchema>;

export const batchRedriveResponseSchema = z.object({
  redriven: z.array(z.string()),
  refused: z.array(z.object({ executionId: z.string(), code: z.string(), message: z.string() })),
});
export type BatchRedriveResponse = z.infer<typeof batchRedriveResponseSchema>;
