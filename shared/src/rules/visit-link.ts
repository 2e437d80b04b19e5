import type { VisitLinkChange, VisitLinkState } from '../api/visit-link';
import { formatUsDate } from '../format';
import { visitLinkMessages } from '../messages';
import type { StoredDocument } from '../schemas/document';
import type { ExtractedBill, ExtractedEob } from '../schemas/extracted';
import { billDateOfService } from './date-of-service';

// Issue 14: a payment's hand link to a visit, in the words the dashboard, a document's history and
// the auditors' record use. How a link counts is in visit-ledger.ts.

/** The documents a payment can be linked to: a visit is named by its bills and EOBs. */
export const isVisitDocument = (doc: Pick<StoredDocument, 'document_type'>): boolean => doc.document_type === 'medical_bill' || doc.document_type === 'insurance_payment';

/** A bill's or EOB's visit as the document prints it: its provider and date of service (null where it states none). */
export function visitOfDocument(doc: Pick<StoredDocument, 'id' | 'document_type' | 'provider_name' | 'ai_extracted_data'>): Extract<VisitLinkState, { kind: 'visit' }> {
  const data = (doc.ai_extracted_data ?? {}) as Partial<ExtractedBill> & Partial<ExtractedEob>;
  const dateOfService = doc.document_type === 'medical_bill' ? billDateOfService(data) : (data.serviceDate ?? null);
  const providerName = data.providerName?.trim() || doc.provider_name?.trim() || null;
  return { kind: 'visit', documentId: doc.id, providerName, dateOfService };
}

/** 'the visit at Lakeside Clinic on 3/4/2025', without what the document does not state. */
export function visitPhrase(visit: Pick<Extract<VisitLinkState, { kind: 'visit' }>, 'providerName' | 'dateOfService'>): string {
  return visitLinkMessages.visit(visit.providerName, visit.dateOfService ? formatUsDate(visit.dateOfService) : null);
}

/** A link or an unlink in plain words, as the person made it (a revision of the payment). */
export function visitLinkChangeText({ before, after }: VisitLinkChange): string {
  if (after.kind === 'automatic') return visitLinkMessages.history.automatic;
  if (after.kind === 'unlinked') return before.kind === 'visit' ? visitLinkMessages.history.unlinkedFrom(visitPhrase(before)) : visitLinkMessages.history.unlinked;
  return before.kind === 'visit' ? visitLinkMessages.history.moved(visitPhrase(before), visitPhrase(after)) : visitLinkMessages.history.linked(visitPhrase(after));
}

/** Where a payment stands, in a few words: 'linked to the visit at Lakeside Clinic on 3/4/2025', 'unlinked by hand' or 'automatic match'. */
export function visitLinkStateText(state: VisitLinkState): string {
  if (state.kind === 'automatic') return visitLinkMessages.state.automatic;
  if (state.kind === 'unlinked') return visitLinkMessages.state.unlinked;
  return visitLinkMessages.state.visit(visitPhrase(state));
}
