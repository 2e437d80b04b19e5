import { isVisitDocument, visitLinkChangeSchema, visitOfDocument, type StoredVisitLink, type VisitLinkChange, type VisitLinkResponse, type VisitLinkState } from '@fairbill/shared';
import type { UseCaseDeps } from '../deps';
import { ConflictError, NotFoundError, StaleRecordError, UnprocessableError } from '../errors';
import type { DocumentRevision } from '../ports';
import { nextVersion, type DocumentRecord } from './document-record';
import { documentNotFound } from './documents';
import { mutateDocument } from './mutate-document';
import { revisionOf } from './record-extraction';

// Issue 14: a payment (an uploaded receipt or a recorded payment) linked to a visit by hand, kept out
// of every visit, or given back to the automatic rule. The link is stored on the payment's record
// (`visit_link`) and read by the ledgers (shared/src/rules/visit-ledger.ts); each change is written
// as the person's corrections are: the record one version up and a new revision in one
// transaction, the revision saying who (source 'correction': the person), when, which field
// (`visitLink`) and old -> new.

/** What the person chose: the visit of a bill or EOB, no visit at all, or the automatic rule again. */
export type VisitLinkChoice = { kind: 'visit'; documentId: string } | { kind: 'unlinked' } | { kind: 'automatic' };

type Deps = Pick<UseCaseDeps, 'documents' | 'now'>;

const visitNotFound = () => new NotFoundError('We could not find that bill or EOB.', 'visit_not_found');

const sameLink = (a: StoredVisitLink | undefined, b: StoredVisitLink | undefined) =>
  typeof a === 'object' && typeof b === 'object' ? a.document_id === b.document_id : a === b;

/**
 * A stored link as a revision (and the data export) tells it: the visit named as its document
 * prints it now, `named` being that document when the caller has it (null: deleted since).
 */
export function visitLinkState(link: StoredVisitLink | undefined, named: Pick<DocumentRecord, 'id' | 'document_type' | 'provider_name' | 'ai_extracted_data'> | null): VisitLinkState {
  if (link === undefined) return { kind: 'automatic' };
  if (link === 'none') return { kind: 'unlinked' };
  // The document was deleted since the link was made: the visit is named by nothing more.
  return named?.id === link.document_id ? visitOfDocument(named) : { kind: 'visit', documentId: link.document_id, providerName: null, dateOfService: null };
}

async function stateOf(deps: Deps, userId: string, link: StoredVisitLink | undefined, known: DocumentRecord | null): Promise<VisitLinkState> {
  if (typeof link !== 'object') return visitLinkState(link, null);
  return visitLinkState(link, known?.id === link.document_id ? known : await deps.documents.get(userId, link.document_id));
}

/**
 * The link change a revision made (its audit's `visitLink`, old -> new), or null for any other
 * revision: the document's history, the auditors' record and the data export all read it here.
 */
export const visitLinkChangeOf = (revision: Pick<DocumentRevision, 'audit'>): VisitLinkChange | null =>
  visitLinkChangeSchema.nullable().catch(null).parse(revision.audit?.visitLink ?? null);

/**
 * Sets a payment's link. 404 for a payment or a bill/EOB the caller does not have; 422 for a
 * document that is no payment, a target that is no bill or EOB, or one of another member. A link
 * already so is no change: nothing is written and `change` is null.
 */
export async function setVisitLink(deps: Deps, userId: string, paymentId: string, choice: VisitLinkChoice): Promise<VisitLinkResponse> {
  const target = choice.kind === 'visit' ? await deps.documents.get(userId, choice.documentId) : null;
  if (choice.kind === 'visit' && !target) throw visitNotFound();
  if (target && !isVisitDocument(target)) throw new UnprocessableError('A payment can be linked to a bill or an EOB only.', 'not_a_visit_document');
  // A link names the bill or EOB, not the visit: the visit's id is its first document's and changes.
  const next: StoredVisitLink | undefined = target ? { document_id: target.id } : choice.kind === 'unlinked' ? 'none' : undefined;

  let result: VisitLinkResponse | null = null;
  await mutateDocument(deps.documents, userId, paymentId, async (current) => {
    if (current.document_type !== 'user_payment') throw new UnprocessableError('Only a receipt or a payment can be linked to a visit.', 'not_a_payment');
    if (target && target.family_member_id !== current.family_member_id) throw new UnprocessableError("That bill or EOB is another family member's.", 'other_member');
    if (sameLink(current.visit_link, next)) {
      result = { documentId: current.id, revision: current.revision, change: null };
      return { skip: true };
    }
    const change = { before: await stateOf(deps, userId, current.visit_link, null), after: await stateOf(deps, userId, next, target) };
    const now = deps.now();
    const after = nextVersion(current, { visit_link: next, revision: current.revision + 1 }, now);
    result = { documentId: after.id, revision: after.revision, change };
    return { after, revisions: [revisionOf(after, 'correction', { previousRevision: current.revision, correctedFields: ['visitLink'], visitLink: change }, now)] };
  }).catch((error: unknown) => {
    // Still losing to other writes after every retry: the person tries again.
    throw error instanceof StaleRecordError ? new ConflictError('This payment was changed in the meantime. Please try again.', 'stale_version') : error;
  });
  if (!result) throw documentNotFound();
  return result;
}
