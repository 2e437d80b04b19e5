import { extractionFailureUpdate, type BatchRedriveRequest, type BatchRedriveResponse, type FigureWindow, type PipelineFigures, type PipelineRunDetail, type RunListQuery, type RunListResponse } from '@fairbill/shared';
import { nextVersion } from '../documents/document-record';
import { mutateDocument } from '../documents/mutate-document';
import { ConflictError, InvalidCursorError, NotFoundError, RedriveRefusedError, RequestError, ValidationError } from '../errors';
import type { DocumentRepository } from '../ports';
import type { Redriver, RunRecords, StoredRun } from './ports';
import { pipelineFigures, WINDOW_MS } from './run-figures';
import { redriveRefusal, runView, stageOfStep } from './run-steps';

// The operators' use cases (issue 13): the runs, their figures, and redrives. A redrive puts the
// document back to the stage of the failed step, logs who and why on the run record, then asks the
// workflow engine to restart the execution from that step with its stored input.

export type OpsDeps = { runs: RunRecords; documents: DocumentRepository; redriver: Redriver; now: () => Date };
/** What the read-only views need. */
type ReadDeps = Pick<OpsDeps, 'runs' | 'now'>;

/** Who operates: their e-mail where the token has one, else their user id. */
export type Operator = { userId: string; email: string | null };

const DAY_MS = 86_400_000;
/** The list looks back a week unless told otherwise, and at most 31 days at once. */
const DEFAULT_RANGE_DAYS = 7;
const MAX_RANGE_DAYS = 31;
/** The figures read at most this many runs of their window (the newest). */
const FIGURES_MAX_RUNS = 10_000;

const runNotFound = () => new NotFoundError('No pipeline run has this id.', 'run_not_found');

function listRange(now: Date, query: { from?: string | undefined; to?: string | undefined }): { from: string; to: string } {
  const to = query.to ? new Date(query.to).toISOString() : now.toISOString();
  const from = query.from ? new Date(query.from).toISOString() : new Date(Date.parse(to) - DEFAULT_RANGE_DAYS * DAY_MS).toISOString();
  if (from > to) throw new ValidationError('from: must not be after to', 'invalid_range');
  if (Date.parse(to) - Date.parse(from) > MAX_RANGE_DAYS * DAY_MS) throw new ValidationError('The time range can cover at most 31 days.', 'range_too_long');
  return { from, to };
}

async function searchRuns(deps: ReadDeps, query: RunListQuery): Promise<{ items: StoredRun[]; nextCursor: string | null }> {
  const range = listRange(deps.now(), query);
  const wanted = query.redrivable;
  const results: StoredRun[] = [];
  let cursor = query.cursor ?? null;
  // `redrivable` depends on the time and the document: filtered here, page after page.
  do {
    let page: { items: StoredRun[]; nextCursor: string | null };
    try {
      page = await deps.runs.search({ ...range, state: query.state, step: query.step, type: query.type, cursor, limit: query.limit - results.length });
    } catch (error) {
      if (error instanceof InvalidCursorError) throw new ValidationError('The cursor is not valid. Start the list again.', 'invalid_cursor');
      throw error;
    }
    for (const run of page.items) if (wanted === undefined || (redriveRefusal(run, deps.now()) === null) === wanted) results.push(run);
    cursor = page.nextCursor;
  } while (cursor && results.length < query.limit && wanted !== undefined);
  return { items: results, nextCursor: cursor };
}

export async function listRuns(deps: ReadDeps, query: RunListQuery): Promise<RunListResponse> {
  const { items, nextCursor } = await searchRuns(deps, query);
  return { items: items.map((run) => runView(run, deps.now())), nextCursor };
}

export async function getRun(deps: ReadDeps, executionId: string): Promise<PipelineRunDetail> {
  const run = await deps.runs.get(executionId);
  if (!run) throw runNotFound();
  return { ...runView(run, deps.now()), redrives: await deps.runs.redrives(executionId) };
}

export async function figures(deps: ReadDeps, window: FigureWindow): Promise<PipelineFigures> {
  const to = deps.now();
  const { items, truncated } = await deps.runs.startedBetween(new Date(to.getTime() - WINDOW_MS[window]).toISOString(), to.toISOString(), FIGURES_MAX_RUNS);
  return pipelineFigures(items, window, to, truncated);
}

/** The run's document, checked to be still this run's and failed; its reason, for an undo. */
async function resetDocument(deps: OpsDeps, run: StoredRun): Promise<string | null> {
  const { userId, documentId } = run;
  if (!userId || !documentId) throw new ConflictError('This run has no document to redrive.', 'no_document');
  const current = await deps.documents.get(userId, documentId);
  if (!current) throw new ConflictError('The document of this run was deleted.', 'document_gone');
  if (run.runId && current.artifact_runs.at(-1) !== run.runId) throw new ConflictError('The document was uploaded again since: its newer run is the one that counts.', 'superseded');
  if (current.extraction_status === 'completed') throw new ConflictError('The document was completed since.', 'already_completed');
  let reason: string | null = null;
  await mutateDocument(deps.documents, userId, documentId, (latest) => {
    if (latest.extraction_status === 'completed' || (run.runId && latest.artifact_runs.at(-1) !== run.runId)) return { skip: true };
    reason = latest.failure_reason;
    // A run that failed before claiming its document leaves it for the resolve step to claim again.
    const status = run.atStep === 'ResolveDocument' ? 'pending' : 'processing';
    return { after: nextVersion(latest, { extraction_status: status, pipeline_stage: stageOfStep(run.atStep), failure_reason: null, requires_manual_review: false }, deps.now()) };
  });
  return reason;
}

/** The engine refused: the document is failed again with the reason it had, and so is the run. */
async function undoReset(deps: OpsDeps, run: StoredRun, reason: string | null): Promise<void> {
  if (run.userId && run.documentId) {
    await mutateDocument(deps.documents, run.userId, run.documentId, (latest) =>
      latest.extraction_status === 'completed' ? { skip: true } : { after: nextVersion(latest, extractionFailureUpdate(reason ?? 'The document could not be processed.'), deps.now()) },
    );
  }
  await deps.runs.undoRedrive(run.executionId);
}

export async function redriveRun(deps: OpsDeps, operator: Operator, executionId: string, reason: string): Promise<PipelineRunDetail> {
  const run = await deps.runs.get(executionId);
  if (!run) throw runNotFound();
  const refusal = redriveRefusal(run, deps.now());
  if (refusal) throw new ConflictError(refusal.message, refusal.code);
  const previousReason = await resetDocument(deps, run);
  const claimed = await deps.runs.beginRedrive(executionId, { at: deps.now().toISOString(), operator: operator.email ?? operator.userId, reason, fromStep: run.atStep });
  if (!claimed) {
    await undoReset(deps, run, previousReason);
    throw new ConflictError('This run is being redriven already.', 'redrive_in_progress');
  }
  try {
    await deps.redriver.redrive(run.executionArn);
  } catch (error) {
    await undoReset(deps, run, previousReason);
    if (error instanceof RedriveRefusedError) throw new ConflictError(`Step Functions refused the redrive: ${error.message}`, 'not_redrivable');
    throw error;
  }
  return getRun(deps, executionId);
}

/** Every redrivable failed run the filter matches (at most `limit`), each redriven and logged alone. */
export async function redriveRuns(deps: OpsDeps, operator: Operator, request: BatchRedriveRequest): Promise<BatchRedriveResponse> {
  const result: BatchRedriveResponse = { redriven: [], refused: [] };
  const { items } = await searchRuns(deps, { ...request.filter, state: 'failed', redrivable: true, limit: request.limit });
  for (const run of items) {
    try {
      await redriveRun(deps, operator, run.executionId, request.reason);
      result.redriven.push(run.executionId);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      result.refused.push({ executionId: run.executionId, code: error.code, message: error.message });
    }
  }
  return result;
}
