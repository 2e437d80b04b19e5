import { displayFallbacks } from '../messages';
import { clientDocumentStatus } from './document-lifecycle';
import { documentKindByType, type StoredDocument } from '../schemas/document';
import type { SearchResult } from '../schemas/views';

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The day a document is filed under: its document date, else the (UTC) day it was created. */
export function documentDay(document: Pick<StoredDocument, 'document_date' | 'created_at'>): string {
  return document.document_date ?? document.created_at.slice(0, 10);
}

/** The text a bill, EOB or receipt is listed by, with the spec's 'Unknown ...' fallbacks. */
export function documentDescription(document: Pick<StoredDocument, 'document_type' | 'description' | 'provider_name' | 'insurance_company' | 'payment_method'>): string {
  switch (document.document_type) {
    case 'medical_bill':
      return [document.description, document.provider_name].find(present) ?? displayFallbacks.unknownProvider;
    case 'insurance_payment':
      return present(document.insurance_company) ? document.insurance_company : displayFallbacks.unknownInsurance;
    case 'user_payment':
      return present(document.payment_method) ? document.payment_method : displayFallbacks.unknownMethod;
  }
}

/** The EOB's patient responsibility from its extracted data, else 0. */
export function patientResponsibilityOf(document: Pick<StoredDocument, 'ai_extracted_data'>): number {
  const value = document.ai_extracted_data?.patientResponsibility;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** One document as a combined search result. */
export function toSearchResult(document: StoredDocument): SearchResult {
  const base = {
    id: document.id,
    amount: document.amount,
    date: documentDay(document),
    description: documentDescription(document),
    familyMemberId: document.family_member_id,
    filePath: document.file_path,
    status: clientDocumentStatus(document.document_type, document.status),
    extractionStatus: document.extraction_status,
    requiresManualReview: document.requires_manual_review,
    failureReason: document.failure_reason,
  };
  switch (documentKindByType[document.document_type]) {
    case 'bill':
      return { ...base, type: 'bill', providerName: document.provider_name, billNumber: document.bill_number };
    case 'eob':
      return {
        ...base,
        type: 'eob',
        insuranceCompany: document.insurance_company,
        providerName: document.provider_name,
        claimNumber: document.claim_number,
        patientResponsibility: patientResponsibilityOf(document),
      };
    case 'receipt':
      return { ...base, type: 'receipt', paymentMethod: base.description, transactionId: document.transaction_id, billId: document.bill_id };
  }
}
