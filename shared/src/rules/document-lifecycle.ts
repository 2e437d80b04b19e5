import { MANUAL_REVIEW_CONFIDENCE } from '../constants';
import { failedReadingChecks } from './reading-checks';
import { formatCents } from '../format';
import { utcDateOnly } from '../lib/dates';
import { displayFallbacks } from '../messages';
import type { BillAnalysis } from '../schemas/analysis';
import type { DocumentStatus, DocumentType, ExtractionStatus, StoredDocument } from '../schemas/document';
import type { ExtractedDataByType } from '../schemas/extracted';

// ---- Document status (spec section 4) ----

/** A new bill or EOB starts pending, a new user payment completed. */
export function initialDocumentStatus(documentType: DocumentType): DocumentStatus {
  return documentType === 'user_payment' ? 'completed' : 'pending';
}

/** Client views show EOBs as processed and receipts as completed; bills keep their status. */
export function clientDocumentStatus(documentType: DocumentType, stored: DocumentStatus): DocumentStatus {
  if (documentType === 'insurance_payment') return 'processed';
  if (documentType === 'user_payment') return 'completed';
  return stored;
}

// ---- extraction_status ----

/** Whether extraction is over (the SPA stops polling). */
export function isExtractionFinished(status: ExtractionStatus): boolean {
  return status === 'completed' || status === 'failed';
}

// ---- requires_manual_review ----

/**
 * Bills: analysis errors or confidence below 0.7. EOBs and receipts: confidence below 0.7. Any
 * type: figures that do not add up (Decision 15), when the extracted data is given.
 */
export function requiresManualReview(documentType: DocumentType, confidence: number, analysis?: Pick<BillAnalysis, 'hasErrors'> | null, data?: Record<string, unknown> | null): boolean {
  if (!(confidence >= MANUAL_REVIEW_CONFIDENCE)) return true;
  if (data && failedReadingChecks(documentType, data).length > 0) return true;
  return documentType === 'medical_bill' && analysis?.hasErrors === true;
}

// ---- Generated defaults (spec section 9) ----

/** `BILL-{timestamp}-{random}`; `random` returns [0, 1) (injectable for tests). */
export function generateBillNumber(now: Date, random: () => number = Math.random): string {
  const suffix = Math.floor(random() * 36 ** 6)
    .toString(36)
    .toUpperCase()
    .padStart(6, '0');
  return `BILL-${now.getTime()}-${suffix}`;
}

/** 'Medical Bill - $1,234.50' (from 123450 cents). */
export function billTitle(cents: number): string {
  return `Medical Bill - ${formatCents(cents)}`;
}

export type NewDocumentInput = {
  id: string;
  userId: string;
  familyMemberId: string;
  documentType: DocumentType;
  filePath: string;
  fileName: string;
  contentType: string;
  fileSize: number;
  now: Date;
  random?: () => number;
};

/** A new record as the spec creates it: amount 0, its file path, pending extraction, the 'Unknown ...' defaults. */
export function createStoredDocument(input: NewDocumentInput): StoredDocument {
  const { documentType, now } = input;
  return {
    id: input.id,
    user_id: input.userId,
    family_member_id: input.familyMemberId,
    document_type: documentType,
    title: documentType === 'medical_bill' ? billTitle(0) : null,
    description: null,
    amount: 0,
    document_date: utcDateOnly(now),
    provider_name: documentType === 'user_payment' ? null : displayFallbacks.unknownProvider,
    bill_number: documentType === 'medical_bill' ? generateBillNumber(now, input.random) : null,
    insurance_company: documentType === 'insurance_payment' ? displayFallbacks.unknownInsurance : null,
    payment_method: documentType === 'user_payment' ? displayFallbacks.unknownMethod : null,
    status: initialDocumentStatus(documentType),
    file_path: input.filePath,
    ai_extracted_data: null,
    created_at: now.toISOString(),
    bill_id: null,
    claim_number: null,
    transaction_id: null,
    ai_confidence: null,
    ai_analysis: null,
    requires_manual_review: false,
    extraction_status: 'pending',
    file_name: input.fileName,
    content_type: input.contentType,
    file_size: input.fileSize,
    pipeline_stage: 'uploaded',
    failure_reason: null,
  };
}

// ---- Values written back after extraction (spec section 7) ----

export type ExtractionUpdate = Pick<
  StoredDocument,
  | 'amount'
  | 'document_date'
  | 'ai_extracted_data'
  | 'ai_confidence'
  | 'ai_analysis'
  | 'requires_manual_review'
  | 'extraction_status'
  | 'pipeline_stage'
  | 'failure_reason'
> &
  Partial<Pick<StoredDocument, 'title' | 'bill_number' | 'provider_name' | 'insurance_company' | 'claim_number' | 'payment_method' | 'transaction_id'>>;

type WriteBackInput<T extends DocumentType> = {
  documentType: T;
  data: ExtractedDataByType[T];
  analysis?: BillAnalysis | null;
  /** The record's current document date, kept when the document names none. */
  existingDocumentDate: string | null;
};

/**
 * The fields a successful extraction writes: bill amount = subtotal, bill number = invoice number,
 * document date = invoice date; EOB amount = plan paid, date = statement date; receipt amount = total.
 */
export function extractionUpdate<T extends DocumentType>(input: WriteBackInput<T>): ExtractionUpdate {
  const { data, existingDocumentDate } = input;
  const analysis = input.documentType === 'medical_bill' ? (input.analysis ?? null) : null;
  const common = {
    ai_extracted_data: { ...data } as Record<string, unknown>,
    ai_confidence: data.confidence,
    ai_analysis: analysis as Record<string, unknown> | null,
    requires_manual_review: requiresManualReview(input.documentType, data.confidence, analysis, data),
    extraction_status: 'completed' as const,
    pipeline_stage: 'done' as const,
    failure_reason: null,
  };
  if ('invoiceNumber' in data) {
    return {
      ...common,
      amount: data.subtotal,
      title: billTitle(data.subtotal),
      bill_number: data.invoiceNumber,
      provider_name: data.providerName,
      document_date: data.invoiceDate,
    };
  }
  if ('claimNumber' in data) {
    return {
      ...common,
      amount: data.planPaid ?? 0,
      provider_name: data.providerName,
      insurance_company: data.insuranceCompany,
      claim_number: data.claimNumber,
      document_date: data.statementDate ?? existingDocumentDate,
    };
  }
  return {
    ...common,
    amount: data.totalAmount,
    payment_method: data.paymentMethod ?? displayFallbacks.unknownMethod,
    transaction_id: data.transactionId ?? null,
    document_date: data.transactionDate ?? existingDocumentDate,
  };
}

/** Any extraction failure: failed, flagged for manual review, with a reason the user can read. */
export function extractionFailureUpdate(reason: string): Pick<StoredDocument, 'extraction_status' | 'requires_manual_review' | 'pipeline_stage' | 'failure_reason'> {
  return { extraction_status: 'failed', requires_manual_review: true, pipeline_stage: 'done', failure_reason: reason };
}
