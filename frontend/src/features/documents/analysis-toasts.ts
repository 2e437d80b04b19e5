import { aiMessages, documentMessages, formatCents, type DocumentType, type DocumentView } from '@fairbill/shared';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api/api-error';
import { ExtractionTimeoutError } from './api/wait-for-extraction';

type Copy = {
  failedTitle: string;
  failedFallback: string;
  completeTitle: string;
  /** What the finished pipeline added to the user's records. */
  added: (document: DocumentView) => string;
  /** Needs review: the bill's analysis found problems, or values were hard to read. */
  reviewTitle: string;
  reviewDescription: string;
};

const copy: Record<DocumentType, Copy> = {
  medical_bill: {
    failedTitle: aiMessages.billFailedTitle,
    failedFallback: aiMessages.billFailedFallback,
    completeTitle: aiMessages.billCompleteTitle,
    added: () => documentMessages.billAdded,
    reviewTitle: aiMessages.billReviewTitle,
    reviewDescription: aiMessages.billReviewDescription,
  },
  insurance_payment: {
    failedTitle: aiMessages.eobFailedTitle,
    failedFallback: aiMessages.eobFailedFallback,
    completeTitle: aiMessages.eobCompleteTitle,
    // An EOB's amount is what the plan paid (spec: "the amount is shown").
    added: (document) => `${documentMessages.insurancePaymentAdded} Insurance paid: ${formatCents(document.amount)}.`,
    reviewTitle: aiMessages.eobCompleteTitle,
    reviewDescription: aiMessages.lowConfidenceDescription,
  },
  user_payment: {
    failedTitle: aiMessages.receiptFailedTitle,
    failedFallback: aiMessages.receiptFailedFallback,
    completeTitle: aiMessages.receiptCompleteTitle,
    added: (document) => `Your payment of ${formatCents(document.amount)} now counts in You Paid.`,
    reviewTitle: aiMessages.receiptCompleteTitle,
    reviewDescription: aiMessages.lowConfidenceDescription,
  },
};

/** The spec's toast for a finished analysis (section 8, "Upload and AI toasts"). */
export function showAnalysisOutcome(document: DocumentView): void {
  const text = copy[document.documentType];
  if (document.extractionStatus === 'failed') {
    toast.error(text.failedTitle, { description: document.failureReason ?? text.failedFallback });
  } else if (document.requiresManualReview) {
    toast.warning(text.reviewTitle, { description: text.reviewDescription });
  } else {
    toast.success(text.completeTitle, { description: text.added(document) });
  }
}

/** Following the pipeline itself failed (network, timeout): the document may still finish later. */
export function showAnalysisError(documentType: DocumentType, error: unknown): void {
  if (error instanceof ExtractionTimeoutError) toast.info(error.message);
  else toast.error(copy[documentType].failedTitle, { description: errorMessage(error, copy[documentType].failedFallback) });
}
