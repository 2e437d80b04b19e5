import { isExtractionFinished, type DocumentView, type PipelineStage } from '@fairbill/shared';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { documentQueries } from './documents';

export class ExtractionTimeoutError extends Error {
  override readonly name = 'ExtractionTimeoutError';
  constructor() {
    super('The analysis is taking longer than expected. Check back in a few minutes.');
  }
}

export type WaitOptions = { intervalMs?: number; timeoutMs?: number; onStage?: (stage: PipelineStage) => void };

const isFinished = (document: DocumentView | undefined) => document !== undefined && isExtractionFinished(document.extractionStatus);

/**
 * Follows a document until the pipeline has finished with it (successfully or not), reporting the
 * stage of each read: its detail query is read at once, then every `intervalMs` after the last read
 * (react-query's refetchInterval, which stops once the document is finished). Gives up with
 * ExtractionTimeoutError when the next read would come after `timeoutMs`, and on the first failed read.
 */
export function waitForExtraction(queryClient: QueryClient, documentId: string, options: WaitOptions = {}): Promise<DocumentView> {
  const { intervalMs = 1_500, timeoutMs = 5 * 60_000, onStage } = options;
  const deadline = Date.now() + timeoutMs;
  const observer = new QueryObserver(queryClient, {
    ...documentQueries.detail(documentId),
    refetchOnMount: 'always', // the first read now, even if the document is cached
    refetchInterval: (query) => (isFinished(query.state.data) ? false : intervalMs),
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
      } else if (Date.now() + intervalMs > deadline) {
        unsubscribe();
        reject(new ExtractionTimeoutError());
      }
    });
  });
}
