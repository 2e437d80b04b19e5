import type { DocumentRecord } from './document-record';
import type { DocumentChange, DocumentRepository, DocumentRevision } from '../ports';
import { StaleRecordError } from '../errors';

export type Mutation =
  | {
      after: DocumentRecord;
      related?: DocumentChange[];
      revisions?: DocumentRevision[];
      /** Records that must still be at the version read (else: read again and recompute). */
      unchanged?: DocumentRecord[];
    }
  | { skip: true };

/**
 * Optimistic locking as a loop: read the record, compute its next state, write it on the
 * condition that nobody wrote in between; on a lost race read again and recompute. The result is
 * null when the record does not exist (or the mutation chose to do nothing).
 */
export async function mutateDocument(
  documents: DocumentRepository,
  userId: string,
  documentId: string,
  mutate: (current: DocumentRecord) => Promise<Mutation> | Mutation,
  attempts = 8,
): Promise<DocumentRecord | null> {
  for (let attempt = 1; ; attempt += 1) {
    const current = await documents.get(userId, documentId);
    if (!current) return null;
    const mutation = await mutate(current);
    if ('skip' in mutation) return null;
    try {
      await documents.write([{ before: current, after: mutation.after }, ...(mutation.related ?? [])], {
        revisions: mutation.revisions,
        unchanged: mutation.unchanged,
      });
      return mutation.after;
    } catch (error) {
      if (!(error instanceof StaleRecordError) || attempt >= attempts) throw error;
    }
  }
}
