import type { UseCaseDeps } from '../deps';
import type { DocumentRecord } from './document-record';

/**
 * The documents of one member, or of every member of the family (memberId null), each member's
 * read with one Query of the member index. Another user's member id reads nothing: the index key
 * holds the caller's own id.
 */
export async function documentsByMember(deps: Pick<UseCaseDeps, 'documents' | 'members'>, userId: string, memberId: string | null): Promise<DocumentRecord[][]> {
  const memberIds = memberId === null ? (await deps.members.list(userId)).map((member) => member.id) : [memberId];
  const documents: DocumentRecord[][] = [];
  for (const id of memberIds) documents.push(await deps.documents.listForMember(userId, id));
  return documents;
}
