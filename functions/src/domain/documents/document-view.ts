import { clientDocumentStatus } from '@fairbill/shared';
import type { DocumentView } from '@fairbill/shared';
import type { DocumentRecord } from './document-record';

/** A stored record as the SPA sees it (shared documentViewSchema). */
export function toDocumentView(doc: DocumentRecord): DocumentView {
  return {
    id: doc.id,
    documentType: doc.document_type,
    familyMemberId: doc.family_member_id,
    title: doc.title,
    description: doc.description,
    fileName: doc.file_name,
    contentType: doc.content_type,
    fileSize: doc.file_size,
    filePath: doc.file_path,
    status: clientDocumentStatus(doc.document_type, doc.status),
    extractionStatus: doc.extraction_status,
    pipelineStage: doc.pipeline_stage,
    requiresManualReview: doc.requires_manual_review,
    failureReason: doc.failure_reason,
    amount: doc.amount,
    documentDate: doc.document_date,
    providerName: doc.provider_name,
    billNumber: doc.bill_number,
    insuranceCompany: doc.insurance_company,
    paymentMethod: doc.payment_method,
    claimNumber: doc.claim_number,
    transactionId: doc.transaction_id,
    billId: doc.bill_id,
    confidence: doc.ai_confidence,
    extractedData: doc.ai_extracted_data,
    analysis: doc.ai_analysis,
    matchState: doc.match_state,
    matchedEobId: doc.matched_eob_id,
    version: doc.version,
    revision: doc.revision,
    createdAt: doc.created_at,
    updatedAt: doc.updated_at,
  };
}
