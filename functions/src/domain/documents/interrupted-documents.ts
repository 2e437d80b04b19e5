import { extractionFailureUpdate } from '@fairbill/shared';
import type { DocumentRepository } from '../ports';
import type { DocumentRecord } from './document-record';
import { nextVersion } from './document-record';
import { mutateDocument } from './mutate-document';

/** Port: documents the pipeline was still working on ('processing'), last written before a moment. */
export interface UnfinishedDocuments {
  listUnfinished(updatedBefore: Date): Promise<DocumentRecord[]>;
}

/** The failure reason of a document whose reading stopped with the process running it. */
export const interruptedReadingReason = 'Reading this document was interrupted before it finished. Please upload it again.';

/**
 * Marks failed, for manual review and with a reason the user can read, every document still
 * 'processing' that was last written before `updatedBefore`: its pipeline run died with the process
 * running it (the local stack runs the pipeline in-process), so nothing else will ever finish it.
 * A record written since it was listed is left alone. Returns the ids marked failed.
 */
export async function failInterruptedDocuments(
  deps: { documents: DocumentRepository & UnfinishedDocuments; now: () => Date },
  updatedBefore: Date,
): Promise<string[]> {
  const failed: string[] = [];
  for (const listed of await deps.documents.listUnfinished(updatedBefore)) {
    const written = await mutateDocument(deps.documents, listed.user_id, listed.id, (current) =>
      current.extraction_status === 'processing' && Date.parse(current.updated_at) < updatedBefore.getTime()
        ? { after: nextVersion(current, extractionFailureUpdate(interruptedReadingReason), deps.now()) }
        : { skip: true },
    );
    if (written) failed.push(written.id);
  }
  return failed;
}
