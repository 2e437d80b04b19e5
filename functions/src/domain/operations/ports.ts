import type { DocumentType, ExecutionStatus, PipelineStep, RunRedrive, RunState, RunStep } from '@fairbill/shared';

// The operators' ports (issue 13): the run records the pipeline writes as it runs, and the
// workflow engine that redrives a failed execution (Step Functions in AWS, the local runner).

/** The document a run works on, as far as the step knows it (ids only). */
export type RunIdentity = { documentId?: string | undefined; userId?: string | undefined; documentType?: DocumentType | undefined; runId?: string | undefined };

/** How a run ended, when a step ends it. */
export type RunEnd = { state: Exclude<RunState, 'running'>; manualReview: boolean; failureError?: string | null; skipReason?: string | null };

/** One step invocation as it finished. */
export type StepOutcome = { ok: boolean; durationMs: number; error: string | null; throttled: boolean };

/** A run record as stored: one per Step Functions execution, redrives included. */
export type StoredRun = {
  executionId: string;
  executionArn: string;
  documentId: string | null;
  userId: string | null;
  documentType: DocumentType | null;
  /** The artifacts' run id on the document (`artifact_runs`), once the run claimed it. */
  runId: string | null;
  engine: 'local' | 'aws' | null;
  state: RunState;
  executionStatus: ExecutionStatus;
  atStep: PipelineStep | null;
  manualReview: boolean;
  startedAt: string;
  endedAt: string | null;
  steps: RunStep[];
  throttles: number;
  failureError: string | null;
  skipReason: string | null;
  redriveCount: number;
};

/** A list of runs: started within [from, to], newest first. */
export type RunSearch = {
  from: string;
  to: string;
  state?: RunState | undefined;
  step?: PipelineStep | undefined;
  type?: DocumentType | undefined;
  cursor: string | null;
  limit: number;
};

/** Port: the run records (DynamoDB items with a GSI by start time; Query only). */
export interface RunRecords {
  stepStarted(executionArn: string, step: PipelineStep, at: Date, identity: RunIdentity, engine: 'local' | 'aws'): Promise<void>;
  stepEnded(executionArn: string, step: PipelineStep, outcome: StepOutcome, identity: RunIdentity, end: RunEnd | null, at: Date): Promise<void>;
  /** Step Functions says the execution ended without success (the execution-ended trigger). */
  executionEnded(executionArn: string, status: Exclude<ExecutionStatus, 'RUNNING' | 'SUCCEEDED'>, at: Date): Promise<void>;
  get(executionId: string): Promise<StoredRun | null>;
  /** Throws InvalidCursorError for a cursor that is not this list's. */
  search(query: RunSearch): Promise<{ items: StoredRun[]; nextCursor: string | null }>;
  /** Every run started within [from, to], newest first, at most `max`. */
  startedBetween(from: string, to: string, max: number): Promise<{ items: StoredRun[]; truncated: boolean }>;
  /** Marks a failed run redriven and appends its redrive entry, only while it is still failed. */
  beginRedrive(executionId: string, redrive: RunRedrive): Promise<boolean>;
  /** The engine refused the redrive: the run is failed again (its redrive entry stays, as history). */
  undoRedrive(executionId: string): Promise<void>;
  redrives(executionId: string): Promise<RunRedrive[]>;
}

/** Port: restarts a failed execution from its failed step, with that step's stored input. */
export interface Redriver {
  /** Throws RedriveRefusedError when the engine cannot redrive the execution. */
  redrive(executionArn: string): Promise<void>;
}
