import { aiMessages, type DocumentView } from '@fairbill/shared';

export type Attention = { kind: 'failed' | 'review'; label: string; reason: string };

/** Documents that failed extraction or were flagged for review, with the reason in plain words. */
export function documentAttention(
  document: Pick<DocumentView, 'extractionStatus' | 'requiresManualReview' | 'failureReason' | 'documentType'>,
): Attention | null {
  if (document.extractionStatus === 'failed') {
    const fallback = document.documentType === 'medical_bill' ? aiMessages.billFailedFallback : document.documentType === 'insurance_payment' ? aiMessages.eobFailedFallback : aiMessages.receiptFailedFallback;
    return { kind: 'failed', label: 'Extraction failed', reason: document.failureReason ?? fallback };
  }
  if (document.requiresManualReview) {
    return { kind: 'review', label: 'Needs review', reason: aiMessages.billReviewDescription };
  }
  return null;
}

/** The visible badge plus its reason (text, not colour alone). */
export function AttentionBadge({ attention }: { attention: Attention }) {
  return (
    <p className={`attention attention--${attention.kind}`}>
      <span className="attention__badge">{attention.label}</span> <span className="attention__reason">{attention.reason}</span>
    </p>
  );
}
