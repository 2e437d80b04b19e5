import { defaultFamilyMember, toFamilyMemberView } from '@fairbill/shared';
import type { FamilyMember, FamilyMemberRequest } from '@fairbill/shared';
import { ulid } from 'ulid';
import type { UseCaseDeps } from '../deps';
import { deleteDocument } from '../documents/documents';
import { deleteLetters, type LetterStore } from '../letters/letters';
import type { IdempotencyKey } from '../ports';
import { ConflictError, IdempotentReplayError, NotFoundError } from '../errors';

export const memberNotFound = () => new NotFoundError('Family member not found', 'member_not_found');

/** Decision 9: the first read creates the default member ("Self", with the user's own names), exactly once. */
export async function listFamilyMembers(
  deps: Pick<UseCaseDeps, 'members' | 'now'>,
  user: { userId: string; givenName: string | null; familyName: string | null },
): Promise<FamilyMember[]> {
  const members = await deps.members.list(user.userId);
  if (members.length > 0) return members.map(toFamilyMemberView);
  await deps.members.createDefault({
    id: ulid(),
    user_id: user.userId,
    ...defaultFamilyMember({ givenName: user.givenName, familyName: user.familyName }),
    created_at: deps.now().toISOString(),
  });
  // Whichever concurrent first read won, everyone now sees the same single default member.
  return (await deps.members.list(user.userId)).map(toFamilyMemberView);
}

export async function createFamilyMember(
  deps: Pick<UseCaseDeps, 'members' | 'now'>,
  userId: string,
  input: FamilyMemberRequest,
  idempotency?: IdempotencyKey,
): Promise<FamilyMember> {
  const member = {
    id: ulid(),
    user_id: userId,
    first_name: input.firstName,
    last_name: input.lastName,
    relationship: input.relationship,
    created_at: deps.now().toISOString(),
  };
  try {
    await deps.members.create(member, idempotency);
    return toFamilyMemberView(member);
  } catch (error) {
    if (!(error instanceof IdempotentReplayError)) throw error;
    const first = await deps.members.get(userId, error.resultId);
    if (!first) throw memberNotFound();
    return toFamilyMemberView(first);
  }
}

export async function updateFamilyMember(
  deps: Pick<UseCaseDeps, 'members'>,
  userId: string,
  memberId: string,
  input: FamilyMemberRequest,
): Promise<FamilyMember> {
  const updated = await deps.members.update(userId, memberId, {
    first_name: input.firstName,
    last_name: input.lastName,
    relationship: input.relationship,
  });
  if (!updated) throw memberNotFound();
  return toFamilyMemberView(updated);
}

const hasDocuments = () =>
  new ConflictError(
    'This family member has documents. Delete their documents too (deleteDocuments=true) or keep the member.',
    'member_has_documents',
  );

/**
 * A member with documents is only deleted together with them (records and files); nothing is
 * orphaned. The letters written about the member's visits (issue 14) go with the member.
 */
export async function deleteFamilyMember(
  deps: Pick<UseCaseDeps, 'members' | 'documents' | 'storage' | 'artifacts'> & LetterStore,
  userId: string,
  memberId: string,
  deleteDocuments: boolean,
): Promise<{ deletedDocuments: number }> {
  const first = await deps.members.delete(userId, memberId);
  if (first === 'deleted') {
    await deleteLetters(deps, userId, memberId);
    return { deletedDocuments: 0 };
  }
  if (first === 'not-found') throw memberNotFound();
  if (!deleteDocuments) throw hasDocuments();
  let deletedDocuments = 0;
  for (const doc of await deps.documents.listForMember(userId, memberId)) {
    if (await deleteDocument(deps, userId, doc.id)) deletedDocuments += 1;
  }
  const second = await deps.members.delete(userId, memberId);
  if (second === 'not-found') throw memberNotFound();
  // A document uploaded for the member meanwhile keeps the member: refuse rather than orphan it.
  if (second === 'has-documents') throw hasDocuments();
  await deleteLetters(deps, userId, memberId);
  return { deletedDocuments };
}
