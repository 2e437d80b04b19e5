import { aiMessages, type DocumentType, type DocumentView } from '@fairbill/shared';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api/api-error';
import { ExtractionTimeoutError } from './documents-api';

type AnalyzedType = Extract<DocumentType, 'medical_bill' | 'insurance_payment'>;

const copy = {
  medical_bill: {
    failedTitle: aiMessages.billFailedTitle,
    failedFallback: aiMessages.billFailedFallback,
    completeTitle: aiMessages.billCompleteTitle,
    completeDescription: 'Your bill was read and checked.',
  },
  insurance_payment: {
    failedTitle: aiMessages.eobFailedTitle,
    failedFallback: aiMessages.eobFailedFallback,
    completeTitle: aiMessages.eobCompleteTitle,
    completeDescription: 'Your EOB was read and checked.',
  },
} as const;

/** The spec's toast for a finished analysis (section 8, "Upload and AI toasts"). */
export function showAnalysisOutcome(documentType: AnalyzedType, document: DocumentView): void {
  const text = copy[documentType];
  if (document.extractionStatus === 'failed') {
    toast.error(text.failedTitle, { description: document.failureReason ?? text.failedFallback });
    return;
  }
  if (!document.requiresManualReview) {
    toast.success(text.completeTitle, { description: text.completeDescription });
  } else if (documentType === 'medical_bill') {
    toast.warning(aiMessages.billReviewTitle, { description: aiMessages.billReviewDescription });
  } else {
    toast.warning(text.completeTitle, { description: aiMessages.lowConfidenceDescription });
  }
}

/** Polling itself failed (network, timeout): the document may still finish later. */
export function showAnalysisError(documentType: AnalyzedType, error: unknown): void {
  const text = copy[documentType];
  if (error instanceof ExtractionTimeoutError) toast.info(error.message);
  else toast.error(text.failedTitle, { description: errorMessage(error, text.failedFallback) });
}
