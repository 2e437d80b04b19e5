import { analyzeBill, matchBillToEob, requiresManualReview } from '@fairbill/shared';
import type { BillAnalysis, ExtractedBill, ExtractedEob } from '@fairbill/shared';
import * as z from 'zod';
import type { DocumentChange, DocumentRepository } from '../ports';
import type { DocumentRecord } from './document-record';
import { nextVersion } from './document-record';

// The checks that run after every extraction and every correction: the bill analysis and the
// bill <-> EOB matching, both ways (a new EOB re-matches the member's bills).

export type WithId<T> = T & { id: string };
export type MatchState = 'perfect' | 'partial' | 'none';

/** The extracted data of a completed document, with its id (null while it has none). */
export function completedData<T>(doc: DocumentRecord): WithId<T> | null {
  return doc.extraction_status === 'completed' && doc.ai_extracted_data ? { ...(doc.ai_extracted_data as T), id: doc.id } : null;
}

export function completedEobs(docs: readonly DocumentRecord[]): WithId<ExtractedEob>[] {
  return docs
    .filter((doc) => doc.document_type === 'insurance_payment')
    .map((doc) => completedData<ExtractedEob>(doc))
    .filter((eob): eob is WithId<ExtractedEob> => eob !== null);
}

/** A bill against the member's EOBs: the match and the analysis with the matched EOB. */
export function checkBill(bill: ExtractedBill, eobs: readonly WithId<ExtractedEob>[]) {
  const match = matchBillToEob(bill, eobs);
  return { match, matchState: match.state as MatchState, matchedEobId: match.eob?.id ?? null, analysis: analyzeBill(bill, match.eob ?? null) };
}

export const checksResultSchema = z.object({
  analysis: z.record(z.string(), z.unknown()).nullable(),
  matchState: z.enum(['perfect', 'partial', 'none']).nullable(),
  matchedEobId: z.string().nullable(),
  /** EOBs: the member's bills re-matched with this EOB among their candidates. */
  rematchedBills: z.array(
    z.object({
      billId: z.string(),
      matchState: z.enum(['perfect', 'partial', 'none']),
      matchedEobId: z.string().nullable(),
      analysis: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type ChecksResult = z.infer<typeof checksResultSchema>;

const counterpartType = { medical_bill: 'insurance_payment', insurance_payment: 'medical_bill' } as const;
const isInFlight = (doc: DocumentRecord) => doc.extraction_status === 'pending' || doc.extraction_status === 'processing';

/**
 * Runs the checks for a document whose (new) data is `data`. `inFlight` lists the member's documents
 * of the other kind still being extracted, read again from the table (the member index lags): a
 * write of these checks must find them unchanged, else one finished meanwhile and the checks must
 * run again (a bill and its EOB uploaded together would otherwise never see each other).
 */
export async function runChecks(
  documents: DocumentRepository,
  doc: Pick<DocumentRecord, 'id' | 'user_id' | 'family_member_id' | 'document_type'>,
  data: unknown,
): Promise<{ checks: ChecksResult; inFlight: DocumentRecord[] }> {
  const checks: ChecksResult = { analysis: null, matchState: null, matchedEobId: null, rematchedBills: [] };
  if (doc.document_type === 'user_payment') return { checks, inFlight: [] };
  const otherKind = counterpartType[doc.document_type];
  const listed = await documents.listForMember(doc.user_id, doc.family_member_id);
  const counterparts = listed.filter((other) => other.document_type === otherKind && other.id !== doc.id);
  const fresh = new Map<string, DocumentRecord | null>();
  for (const other of counterparts.filter(isInFlight)) fresh.set(other.id, await documents.get(doc.user_id, other.id));
  const current = counterparts.flatMap((other) => {
    const latest = fresh.has(other.id) ? fresh.get(other.id) : other;
    return latest ? [latest] : [];
  });
  const inFlight = current.filter((other) => fresh.has(other.id) && isInFlight(other));

  if (doc.document_type === 'medical_bill') {
    const checked = checkBill(data as ExtractedBill, completedEobs(current));
    return { checks: { ...checks, analysis: checked.analysis as BillAnalysis, matchState: checked.matchState, matchedEobId: checked.matchedEobId }, inFlight };
  }
  const eobs = completedEobs(listed.filter((other) => other.id !== doc.id));
  eobs.push({ ...(data as ExtractedEob), id: doc.id });
  for (const other of current) {
    const bill = completedData<ExtractedBill>(other);
    if (!bill) continue;
    const checked = checkBill(bill, eobs);
    checks.rematchedBills.push({ billId: other.id, matchState: checked.matchState, matchedEobId: checked.matchedEobId, analysis: checked.analysis });
  }
  return { checks, inFlight };
}

/** The bill records whose match changed, as changes to write with the EOB (same transaction). */
export async function rematchedBillChanges(
  documents: DocumentRepository,
  userId: string,
  checks: ChecksResult,
  now: Date,
): Promise<DocumentChange[]> {
  const changes: DocumentChange[] = [];
  for (const rematch of checks.rematchedBills) {
    const bill = await documents.get(userId, rematch.billId);
    if (!bill || bill.extraction_status !== 'completed') continue;
    if (bill.match_state === rematch.matchState && bill.matched_eob_id === rematch.matchedEobId) continue;
    changes.push({
      before: bill,
      after: nextVersion(
        bill,
        {
          match_state: rematch.matchState,
          matched_eob_id: rematch.matchedEobId,
          ai_analysis: rematch.analysis,
          requires_manual_review: requiresManualReview('medical_bill', bill.ai_confidence ?? 0, rematch.analysis as BillAnalysis, bill.ai_extracted_data),
        },
        now,
      ),
    });
  }
  return changes;
}

