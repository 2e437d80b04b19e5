import { aiMessages, uploadMessages, validateUpload, type DocumentView, type PipelineStage } from '@fairbill/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api/api-error';
import { showAnalysisError, showAnalysisOutcome } from '../documents/analysis-toasts';
import { createDocument, documentsQueryKey, ExtractionTimeoutError, waitForExtraction, type WaitOptions } from '../documents/documents-api';
import { putWithProgress } from './put-with-progress';
import { totalsQueryKey } from './totals-api';

export type UploadKind = 'medical_bill' | 'insurance_payment' | 'user_payment';
export type UploadPhase = 'idle' | 'uploading' | 'analyzing';
/** One file's progress: the share sent while uploading, then the pipeline's stage. */
export type FileProgress = { fileName: string; sent: number; stage: PipelineStage | null; state: 'uploading' | 'analyzing' | 'finished' | 'failed' };
export type UploadSlot = { documentType: UploadKind; file: File };

const uploadFailed: Record<UploadKind, (message: string) => string> = {
  medical_bill: uploadMessages.billUploadFailed,
  insurance_payment: uploadMessages.eobUploadFailed,
  user_payment: uploadMessages.receiptUploadFailed,
};

/** The AI toasts for a receipt (spec section 8); bills and EOBs use the shared analysis toasts. */
function showOutcome(documentType: UploadKind, document: DocumentView): void {
  if (documentType !== 'user_payment') return showAnalysisOutcome(documentType, document);
  if (document.extractionStatus === 'failed') {
    toast.error(aiMessages.receiptFailedTitle, { description: document.failureReason ?? aiMessages.receiptFailedFallback });
  } else if (document.requiresManualReview) {
    toast.warning(aiMessages.receiptCompleteTitle, { description: aiMessages.lowConfidenceDescription });
  } else {
    toast.success(aiMessages.receiptCompleteTitle, { description: 'Your receipt was read.' });
  }
}

function showError(documentType: UploadKind, error: unknown): void {
  if (documentType !== 'user_payment') return showAnalysisError(documentType, error);
  if (error instanceof ExtractionTimeoutError) toast.info(error.message);
  else toast.error(aiMessages.receiptFailedTitle, { description: errorMessage(error, aiMessages.receiptFailedFallback) });
}

/**
 * The dashboard's upload flow for bills, EOBs and receipts: each file is checked (type, 20 MB),
 * its record created, its bytes PUT with progress; then each pipeline is followed to its toast.
 * Resolves with the slots that failed to upload (the dialog keeps those files chosen).
 */
export function useDocumentUploads(waitOptions?: WaitOptions) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState<Partial<Record<UploadKind, FileProgress>>>({});

  const update = useCallback((kind: UploadKind, change: Partial<FileProgress>) => {
    setProgress((current) => {
      const previous = current[kind];
      return previous ? { ...current, [kind]: { ...previous, ...change } } : current;
    });
  }, []);

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: totalsQueryKey }),
      ]),
    [queryClient],
  );

  const upload = useCallback(
    async (slots: readonly UploadSlot[], familyMemberId: string): Promise<UploadSlot[]> => {
      setProgress(Object.fromEntries(slots.map((slot) => [slot.documentType, { fileName: slot.file.name, sent: 0, stage: null, state: 'uploading' } satisfies FileProgress])));
      setPhase('uploading');
      const results = await Promise.all(
        slots.map(async (slot) => {
          try {
            const check = validateUpload({ fileName: slot.file.name, fileSize: slot.file.size });
            if (!check.ok) throw new Error(check.message);
            const created = await createDocument({
              documentType: slot.documentType,
              familyMemberId,
              fileName: slot.file.name,
              fileSize: slot.file.size,
              contentType: check.contentType,
            });
            await putWithProgress(created.upload, slot.file, (sent) => update(slot.documentType, { sent }));
            update(slot.documentType, { state: 'analyzing', stage: 'uploaded' });
            return { slot, documentId: created.document.id };
          } catch (error) {
            update(slot.documentType, { state: 'failed' });
            toast.error(uploadFailed[slot.documentType](errorMessage(error)));
            return { slot, documentId: null };
          }
        }),
      );
      const failed = results.filter((result) => result.documentId === null).map((result) => result.slot);
      const started = results.flatMap((result) => (result.documentId === null ? [] : [{ slot: result.slot, documentId: result.documentId }]));
      if (started.length === 0) {
        setPhase('idle');
        return failed;
      }
      void refresh();
      toast.success(uploadMessages.successTitle, { description: 'We are extracting the data from your documents now.' });

      setPhase('analyzing');
      await Promise.all(
        started.map(async ({ slot, documentId }) => {
          try {
            const document = await waitForExtraction(documentId, { ...waitOptions, onStage: (stage) => update(slot.documentType, { stage }) });
            update(slot.documentType, { state: 'finished' });
            showOutcome(slot.documentType, document);
          } catch (error) {
            update(slot.documentType, { state: 'failed' });
            showError(slot.documentType, error);
          }
        }),
      );
      await refresh();
      setPhase('idle');
      return failed;
    },
    [refresh, update, waitOptions],
  );

  const reset = useCallback(() => setProgress({}), []);
  return { phase, progress, upload, reset };
}
