import { SAMPLE_MEMBER_ID, toFamilyMemberView } from '@fairbill/shared';
import type { SampleDocumentView, SamplesResponse, StoredFamilyMember } from '@fairbill/shared';
import type { UseCaseDeps } from '../deps';
import type { DocumentRecord } from '../documents/document-record';

// "Try it with sample documents" (issue 14): what the dashboard shows of the samples.

/** Oldest first: ULIDs sort by creation time. */
export function sampleDocumentViews(documents: readonly DocumentRecord[]): SampleDocumentView[] {
  return [...documents]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((doc) => ({ id: doc.id, documentType: doc.document_type, extractionStatus: doc.extraction_status, matchState: doc.match_state }));
}

export function samplesResponse(member: StoredFamilyMember | null, documents: readonly DocumentRecord[], offered: boolean): SamplesResponse {
  return { offered, member: member && toFamilyMemberView(member), documents: member ? sampleDocumentViews(documents) : [] };
}

/** Whether the account has any document at all: one item of the family's date index is enough. */
export async function accountHasDocuments(deps: Pick<UseCaseDeps, 'documents'>, userId: string): Promise<boolean> {
  const page = await deps.documents.search(userId, { memberId: null, types: ['medical_bill', 'insurance_payment', 'user_payment'], startDate: null, endDate: null, cursor: null, limit: 1 });
  return page.items.length > 0;
}

/** GET /api/samples: the sample member and its documents; offered on an account with neither a sample member nor any document. */
export async function getSamples(deps: Pick<UseCaseDeps, 'members' | 'documents'>, userId: string): Promise<SamplesResponse> {
  const member = await deps.members.get(userId, SAMPLE_MEMBER_ID);
  if (member) return samplesResponse(member, await deps.documents.listForMember(userId, member.id), false);
  return samplesResponse(null, [], !(await accountHasDocuments(deps, userId)));
}
