import * as z from 'zod';

// A pipeline run's steps and states, apart from the rest of the operators' API (ops.ts): every
// pipeline task writes its run record with these, so the tasks build these schemas, and only
// these, at cold start.

/** The state-machine tasks, in run order (MarkFailed runs only after a document error). */
export const pipelineStepSchema = z.enum(['ResolveDocument', 'ReadDocument', 'StructureData', 'ValidateData', 'AnalyzeDocument', 'PersistResults', 'MarkFailed']);
export type PipelineStep = z.infer<typeof pipelineStepSchema>;

/** Where a run is: still running, or ended completed, failed or skipped (a duplicate or orphan upload). */
export const runStateSchema = z.enum(['running', 'completed', 'failed', 'skipped']);
export type RunState = z.infer<typeof runStateSchema>;

/** Step Functions' own status of the execution; only FAILED, TIMED_OUT and ABORTED can be redriven. */
export const executionStatusSchema = z.enum(['RUNNING', 'SUCCEEDED', 'FAILED', 'TIMED_OUT', 'ABORTED']);
export type ExecutionStatus = z.infer<typeof executionStatusSchema>;

/** One redrive of a run: who, when, why, and the step it restarted from. */
export const runRedriveSchema = z.object({ at: z.string(), operator: z.string(), reason: z.string(), fromStep: pipelineStepSchema.nullable() });
export type RunRedrive = z.infer<typeof runRedriveSchema>;
