import { documentTypeSchema, pipelineStepSchema, type PipelineRun, type PipelineStep } from '@fairbill/shared';
import * as z from 'zod';
import type { RunEnd, RunIdentity, StoredRun } from './ports';

// What each step's input and result say about its run: the pure half of the run records, used by
// the task wrapper (handlers/pipeline/task.ts) and the operators' views.

/** Service throttling, whichever service or SDK names it (Textract, Bedrock, DynamoDB, Lambda, S3). */
const THROTTLE_ERRORS: ReadonlySet<string> = new Set([
  'ThrottlingException',
  'TooManyRequestsException',
  'Lambda.TooManyRequestsException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'LimitExceededException',
  'ThrottledException',
  'SlowDown',
]);

export const isThrottle = (errorName: string | null): boolean => errorName !== null && THROTTLE_ERRORS.has(errorName);

/** The execution's name: the last part of its ARN (unique per state machine; the run's id). */
export const executionIdOf = (executionArn: string): string => executionArn.split(':').at(-1) ?? executionArn;

export const parsePipelineStep = (step: string): PipelineStep => pipelineStepSchema.parse(step);

const identitySchema = z.object({
  documentId: z.string().min(1).optional(),
  userId: z.string().min(1).optional(),
  documentType: documentTypeSchema.optional(),
  runId: z.string().min(1).optional(),
});

/** The ids a step's input or result carries (states carry ids and keys only). */
export function identityOf(...values: unknown[]): RunIdentity {
  const found: RunIdentity = {};
  for (const value of values) {
    const parsed = identitySchema.safeParse(value);
    if (!parsed.success) continue;
    for (const [key, entry] of Object.entries(parsed.data) as [keyof RunIdentity, string][]) found[key] ??= entry as never;
  }
  return found;
}

const skipSchema = z.object({ skip: z.literal(true), reason: z.string().optional() });
const persistedSchema = z.object({ status: z.enum(['completed', 'skipped']), requiresManualReview: z.boolean() });
const markedSchema = z.object({ status: z.enum(['failed', 'skipped']) });
const caughtSchema = z.object({ error: z.object({ Error: z.string().optional() }).optional(), Error: z.string().optional() });

/** How a step's result ends its run; null when the run goes on. */
export function runEndOf(step: PipelineStep, input: unknown, result: unknown): RunEnd | null {
  if (step === 'ResolveDocument') {
    const skipped = skipSchema.safeParse(result);
    return skipped.success ? { state: 'skipped', manualReview: false, skipReason: skipped.data.reason ?? null } : null;
  }
  if (step === 'PersistResults') {
    const persisted = persistedSchema.safeParse(result);
    if (!persisted.success) return null;
    return persisted.data.status === 'completed' ? { state: 'completed', manualReview: persisted.data.requiresManualReview } : { state: 'skipped', manualReview: false, skipReason: 'superseded' };
  }
  if (step === 'MarkFailed') {
    const caught = caughtSchema.safeParse(input);
    const error = caught.success ? (caught.data.error?.Error ?? caught.data.Error ?? null) : null;
    const marked = markedSchema.safeParse(result);
    return { state: 'failed', manualReview: marked.success && marked.data.status === 'failed', failureError: error ?? 'Unknown' };
  }
  return null;
}

/** The document's stage while a step runs, for a redriven run (the steps set it themselves after). */
export function stageOfStep(step: PipelineStep | null): 'uploaded' | 'reading' | 'extracting' | 'checking' {
  if (step === 'ReadDocument') return 'reading';
  if (step === 'StructureData' || step === 'ValidateData') return 'extracting';
  if (step === 'AnalyzeDocument' || step === 'PersistResults') return 'checking';
  return 'uploaded';
}

/** Step Functions redrives an execution for 14 days after it ended. */
export const REDRIVE_WINDOW_MS = 14 * 86_400_000;

/** Why a run cannot be redriven now; null when it can. */
export function redriveRefusal(run: StoredRun, now: Date): { code: string; message: string } | null {
  if (run.state === 'running') return { code: 'run_in_progress', message: 'This run is still running.' };
  if (run.state !== 'failed') return { code: 'not_failed', message: 'Only a failed run can be redriven.' };
  if (run.executionStatus === 'SUCCEEDED' || run.executionStatus === 'RUNNING') {
    return { code: 'document_error', message: 'This document failed on its own content (the workflow handled it): redriving would fail it again. Ask the family to upload a readable file.' };
  }
  if (!run.documentId || !run.userId) return { code: 'no_document', message: 'This run has no document to redrive.' };
  if (run.endedAt && now.getTime() - Date.parse(run.endedAt) > REDRIVE_WINDOW_MS) return { code: 'redrive_expired', message: 'Step Functions redrives an execution for 14 days after it ended; this one ended earlier.' };
  return null;
}

/** A run as operators see it: no user id, the derived totals and the failure's step. */
export function runView(run: StoredRun, now: Date): PipelineRun {
  const retries = run.steps.reduce((sum, step) => sum + Math.max(0, step.attempts - 1), 0);
  const failureStep = run.atStep ?? null;
  const failedStep = run.steps.find((step) => step.step === failureStep);
  return {
    executionId: run.executionId,
    executionArn: run.executionArn,
    documentId: run.documentId,
    documentType: run.documentType,
    engine: run.engine,
    state: run.state,
    executionStatus: run.executionStatus,
    atStep: run.atStep,
    manualReview: run.manualReview,
    startedAt: run.startedAt,
    endedAt: run.endedAt,
    durationMs: run.endedAt ? Math.max(0, Date.parse(run.endedAt) - Date.parse(run.startedAt)) : null,
    steps: run.steps,
    retries,
    throttles: run.throttles,
    failure: run.state === 'failed' ? { step: failureStep, error: run.failureError ?? failedStep?.error ?? `States.${run.executionStatus}` } : null,
    skipReason: run.skipReason,
    redrivable: redriveRefusal(run, now) === null,
    redriveCount: run.redriveCount,
  };
}
