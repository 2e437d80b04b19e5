import { extractionFailureUpdate } from '@fairbill/shared';
import type { DocumentRepository } from '../ports';
import type { DocumentRecord } from './document-record';
import { nextVersion } from './document-record';
import { mutateDocument } from './mutate-document';

/** Port: documents the pipeline is still working on ('processing') whose run started before a moment. */
export interface UnfinishedDocuments {
  listUnfinished(startedBefore: Date): Promise<DocumentRecord[]>;
}

/** The failure reason of a document whose reading stopped with the process running it. */
export const interruptedReadingReason = 'Reading this document was interrupted before it finished. Please upload it again.';

/** The failure reason of a document whose run outlived the pipeline's timeout without ending it. */
export const staleReadingReason = 'Reading this document took too long and was stopped. Please upload it again.';

/**
 * The state machine's timeout (infra/lib/workflow/document-workflow.ts; infra/test/app-stack.test.ts
 * checks they agree). A run is claimed after its execution starts, so a document 'processing'
 * longer than this has no live execution.
 */
export const pipelineTimeoutMs = 15 * 60_000;

/**
 * Beyond the timeout: a task Lambda still running when its execution timed out may yet write its
 * step (tasks last at most 5 minutes), and the execution-ended trigger is the first to act.
 */
export const staleMarginMs = 5 * 60_000;

/** When the run that owns a 'processing' document started (a record from before the field: its last write). */
const processingStart = (record: DocumentRecord) => Date.parse(record.processing_started_at ?? record.updated_at);

type SweepDeps = { documents: DocumentRepository & UnfinishedDocuments; now: () => Date };

/**
 * Marks failed, as MarkFailed does (for manual review, with a reason the user can read), every
 * document still 'processing' whose run started before `startedBefore`. Each record is read again
 * and left alone if it has moved on since it was listed (completed, failed, or claimed by a newer
 * run), so running it twice, or beside the pipeline, changes nothing more. Returns the ids marked failed.
 */
export async function failUnfinishedDocuments(deps: SweepDeps, startedBefore: Date, reason: string): Promise<string[]> {
  const failed: string[] = [];
  for (const listed of await deps.documents.listUnfinished(startedBefore)) {
    const written = await mutateDocument(deps.documents, listed.user_id, listed.id, (current) => {
      if (current.extraction_status !== 'processing' || processingStart(current) >= startedBefore.getTime()) return { skip: true };
      const now = deps.now();
      return { after: nextVersion(current, { ...extractionFailureUpdate(reason), extracted_at: now.toISOString() }, now) };
    });
    if (written) failed.push(written.id);
  }
  return failed;
}

/**
 * The local stack's start: its pipeline runs in-process and has not started yet, so every run that
 * started before `startedAt` died with the process running it; nothing else will ever finish it.
 */
export function failInterruptedDocuments(deps: SweepDeps, startedAt: Date): Promise<string[]> {
  return failUnfinishedDocuments(deps, startedAt, interruptedReadingReason);
}

/**
 * The scheduled sweep (AWS and the local stack alike): documents 'processing' for longer than the
 * pipeline's timeout, whose execution ended without anything marking them (an execution-ended
 * event lost, the trigger failing for good, a process that died).
 */
export function failStaleDocuments(deps: SweepDeps): Promise<string[]> {
  return failUnfinishedDocuments(deps, new Date(deps.now().getTime() - pipelineTimeoutMs - staleMarginMs), staleReadingReason);
}
