import type { DocumentBucket } from '@fairbill/shared';
import type { Mailer } from './mailer';
import type { ArtifactStore, ContactRepository, DocumentRepository, DocumentStorage, FamilyMemberRepository, IdempotencyStore } from './ports';

/** What the use cases talk to; built from the environment by adapters/create-dependencies. */
export type UseCaseDeps = {
  members: FamilyMemberRepository;
  documents: DocumentRepository;
  contacts: ContactRepository;
  /** Idempotency keys claimed before side effects outside the database (payments). */
  idempotency: IdempotencyStore;
  storage: DocumentStorage;
  artifacts: ArtifactStore;
  mailer: Mailer;
  now: () => Date;
  /** The deployed name of each logical bucket of spec section 3. */
  bucketNames: Record<DocumentBucket, string>;
  supportEmail: string;
};
