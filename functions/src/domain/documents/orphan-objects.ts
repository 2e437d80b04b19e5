import { letterPdfOwner } from '../letters/letter-record';
import type { LetterRepository } from '../letters/ports';
import type { ArtifactStore, DocumentRepository, DocumentStorage, StoredObject } from '../ports';
import { uploadUrlLifetimeSeconds } from '../ports';
import { artifactOwner } from './artifacts';

export type OrphanSweepDeps = {
  documents: Pick<DocumentRepository, 'get' | 'findByStorageKey'>;
  storage: Pick<DocumentStorage, 'listObjects' | 'deleteObject'>;
  artifacts: Pick<ArtifactStore, 'listObjects' | 'deleteKeys'>;
  /** The letters whose PDFs sit in the artifacts bucket (issue 14). */
  letters: Pick<LetterRepository, 'get'>;
  /** The buckets users upload to. */
  documentBuckets: readonly string[];
  now: () => Date;
};

/**
 * Deletes what no document owns any more: an upload whose record is gone (a PUT to a presigned URL
 * after its document was deleted, which the pipeline's resolve step could not yet tell apart from
 * a record still on its way to the index) and the artifacts of a document that is gone (written by
 * a run still in flight when it was deleted), and a letter's PDF whose letter was never stored (the
 * write after the PDF failed). Only objects older than the upload URL's lifetime are judged, so a
 * record has long been visible. `modifiedSince` limits the work to recent objects
 * (the hourly run); without it every object is checked (the local stack's start-up).
 * Deleted like a document's own file: versioning keeps the data for the retention period.
 */
export async function sweepOrphanObjects(
  deps: OrphanSweepDeps,
  options: { modifiedSince?: Date } = {},
): Promise<{ uploads: number; artifacts: number }> {
  const settledBefore = deps.now().getTime() - uploadUrlLifetimeSeconds * 1000;
  const inScope = (object: StoredObject) =>
    object.lastModified.getTime() < settledBefore && (!options.modifiedSince || object.lastModified >= options.modifiedSince);

  let uploads = 0;
  for (const bucket of deps.documentBuckets) {
    for await (const object of deps.storage.listObjects(bucket)) {
      if (!inScope(object) || (await deps.documents.findByStorageKey(bucket, object.key))) continue;
      await deps.storage.deleteObject(bucket, object.key);
      uploads += 1;
    }
  }

  const orphanArtifacts: string[] = [];
  const documentGone = new Map<string, boolean>();
  for await (const object of deps.artifacts.listObjects()) {
    const letter = letterPdfOwner(object.key);
    if (letter) {
      if (inScope(object) && !(await deps.letters.get(letter.userId, letter.letterId))) orphanArtifacts.push(object.key);
      continue;
    }
    const owner = artifactOwner(object.key);
    if (!owner || !inScope(object)) continue;
    const id = `${owner.userId}/${owner.documentId}`;
    let gone = documentGone.get(id);
    if (gone === undefined) {
      gone = !(await deps.documents.get(owner.userId, owner.documentId));
      documentGone.set(id, gone);
    }
    if (gone) orphanArtifacts.push(object.key);
  }
  await deps.artifacts.deleteKeys(orphanArtifacts);
  return { uploads, artifacts: orphanArtifacts.length };
}
