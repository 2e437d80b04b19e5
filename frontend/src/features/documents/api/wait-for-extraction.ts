import { isExtractionFinished, type DocumentView, type PipelineStage } from '@fairbill/shared';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { documentQueries } from './documents';

export class ExtractionTimeoutError extends Error {
  override readonly name = 'ExtractionTimeoutError';
  constructor() {
    super('The analysis is taking longer than expected. Check back in a few minutes.');
  }
}

/** The pause before the next read of a document still in the pipeline, from how long it has been followed. */
export type PollSchedule = (elapsedMs: number) => number;

/**
 * Fast while a document is usually being read (a one-page PDF takes 1-1.5 s, a receipt photo up
 * to 6 s), so its result shows within 300 ms of the pipeline finishing (the pause plus one
 * request); then slower and slower, so a long wait (a cloud reader's queue) costs few requests.
 */
export const extractionPollDelay: PollSchedule = (elapsedMs) => {
  if (elapsedMs < 6_000) return 200;
  if (elapsedMs < 12_000) return 500;
  if (elapsedMs < 30_000) return 1_000;
  return 2_000;
};

export type WaitOptions = { schedule?: PollSchedule; timeoutMs?: number; onStage?: (stage: PipelineStage) => void };

const isFinished = (document: DocumentView | undefined) => document !== undefined && isExtractionFinished(document.extractionStatus);

/**
 * Follows a document until the pipeline has finished with it (successfully or not), reporting the
 * stage of each read: its detail query is read at once, then again `schedule(time since the
 * start)` after each read (react-query's refetchInterval, which stops once the document is
 * finished). Gives up with ExtractionTimeoutError when the next read would come after `timeoutMs`,
 * and on the first failed read.
 */
export function waitForExtraction(queryClient: QueryClient, documentId: string, options: WaitOptions = {}): Promise<DocumentView> {
  const { schedule = extractionPollDelay, timeoutMs = 5 * 60_000, onStage } = options;
  const startedAt = Date.now();
  const deadline = startedAt + timeoutMs;
  const nextDelay = () => schedule(Date.now() - startedAt);
  const observer = new QueryObserver(queryClient, {
    ...documentQueries.detail(documentId),
    refetchOnMount: 'always', // the first read now, even if the document is cached
    // Evaluated after every read: the interval runs from the last answer, never past the deadline.
    refetchInterval: (query) => (isFinished(query.state.data) || Date.now() + nextDelay() > deadline ? false : nextDelay()),
    refetchIntervalInBackground: true, // an upload in a hidden tab still finishes
    retry: false, // a failed read ends the wait (its toast says so)...
    networkMode: 'always', // ...offline too, instead of pausing
  });
  return new Promise((resolve, reject) => {
    const before = observer.getCurrentResult();
    let lastRead = before.dataUpdatedAt;
    const unsubscribe = observer.subscribe((result) => {
      if (result.errorUpdatedAt !== before.errorUpdatedAt) {
        unsubscribe();
        reject(result.error);
        return;
      }
      const document = result.data;
      if (result.dataUpdatedAt === lastRead || document === undefined) return;
      lastRead = result.dataUpdatedAt;
      onStage?.(document.pipelineStage);
      if (isFinished(document)) {
        unsubscribe();
        resolve(document);
      } else if (Date.now() + nextDelay() > deadline) {
        unsubscribe();
        reject(new ExtractionTimeoutError());
      }
    });
  });
}
