import { bannerOutcome, displayFallbacks, matchBillToEob } from '@fairbill/shared';
import type { BillComparisonResponse, ExtractedBill, ExtractedEob, HistoryResponse, MatchResult } from '@fairbill/shared';
import type { UseCaseDeps } from '../deps';
import { completedData, completedEobs } from '../documents/checks';
import type { WithId } from '../documents/checks';
import type { DocumentRecord } from '../documents/document-record';
import { toDocumentView } from '../documents/document-view';
import { documentsByMember } from '../documents/member-documents';
import { NotFoundError } from '../errors';

const billNotFound = () => new NotFoundError(displayFallbacks.billNotFound, 'bill_not_found');

/**
 * One bill against EOB candidates: the match (shared rules), the matched EOB and the banner.
 * A bill still being analyzed has no data to match: 'none'.
 */
export function compareBill(bill: DocumentRecord, eobDocs: readonly DocumentRecord[]): BillComparisonResponse {
  const billData = completedData<ExtractedBill>(bill);
  const eobs = completedEobs(eobDocs);
  const match: MatchResult<WithId<ExtractedEob>> = billData ? matchBillToEob(billData, eobs) : { state: 'none' };
  const banner = billData
    ? bannerOutcome({ ...billData, familyMemberId: bill.family_member_id }, match)
    : bannerOutcome({ providerName: '', patientName: '', subtotal: 0, id: bill.id, familyMemberId: bill.family_member_id }, { state: 'none' });
  const matchedId = match.eob?.id;
  const eobDoc = matchedId ? eobDocs.find((doc) => doc.id === matchedId) : undefined;
  return { bill: toDocumentView(bill), eob: eobDoc ? toDocumentView(eobDoc) : null, matchState: match.state, banner };
}

/**
 * /bill-detail and the explanation pages: the bill with its match, or with the EOB they name.
 * The pipeline keeps each bill's match up to date both ways (and on corrections), so this reads the
 * bill and its matched EOB by key; only a bill never matched, or whose EOB is gone, is matched here
 * against all of the member's EOBs.
 */
export async function getBillComparison(
  deps: Pick<UseCaseDeps, 'documents'>,
  userId: string,
  billId: string,
  eobId: string | null,
): Promise<BillComparisonResponse> {
  const bill = await deps.documents.get(userId, billId);
  if (!bill || bill.document_type !== 'medical_bill') throw billNotFound();
  if (eobId !== null) {
    const eob = await deps.documents.get(userId, eobId);
    if (!eob || eob.document_type !== 'insurance_payment') throw new NotFoundError('EOB not found', 'eob_not_found');
    const compared = compareBill(bill, [eob]);
    // The explanation pages show the EOB they were sent for, matched or not.
    return { ...compared, eob: toDocumentView(eob) };
  }
  if (bill.match_state === 'none') return compareBill(bill, []);
  if (bill.match_state !== null && bill.matched_eob_id !== null) {
    const eob = await deps.documents.get(userId, bill.matched_eob_id);
    const compared = eob ? compareBill(bill, [eob]) : null;
    if (compared && compared.matchState === bill.match_state) return compared;
  }
  const eobDocs = await deps.documents.listForMember(userId, bill.family_member_id, 'insurance_payment');
  return compareBill(bill, eobDocs);
}

/** /patient-history (Decision 2): every bill of the member (or the family), newest first, with its EOB. */
export async function getHistory(
  deps: Pick<UseCaseDeps, 'documents' | 'members'>,
  userId: string,
  memberId: string | null,
): Promise<HistoryResponse> {
  const pairs: BillComparisonResponse[] = [];
  for (const docs of await documentsByMember(deps, userId, memberId)) {
    const eobDocs = docs.filter((doc) => doc.document_type === 'insurance_payment');
    for (const doc of docs) if (doc.document_type === 'medical_bill') pairs.push(compareBill(doc, eobDocs));
  }
  pairs.sort((a, b) => (b.bill.documentDate ?? '').localeCompare(a.bill.documentDate ?? '') || b.bill.id.localeCompare(a.bill.id));
  return { pairs };
}
