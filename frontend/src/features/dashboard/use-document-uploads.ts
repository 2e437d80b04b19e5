import { documentMessages, uploadMessages, validateUpload, type DocumentType, type PipelineStage } from '@fairbill/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api/api-error';
import { invalidateAfter } from '../../lib/query/keys';
import { createDocument, showAnalysisError, showAnalysisOutcome, waitForExtraction, type WaitOptions } from '../documents';
import { putWithProgress } from './put-with-progress';

export type UploadPhase = 'idle' | 'uploading' | 'analyzing';
/** One file's progress: the share sent while uploading, then the pipeline's stage. */
export type FileProgress = { fileName: string; sent: number; stage: PipelineStage | null; state: 'uploading' | 'analyzing' | 'finished' | 'failed' };
export type UploadSlot = { documentType: DocumentType; file: File };

/** Creating the record failed (spec section 8): a receipt is a plain document until it is read. */
const addFailed: Record<DocumentType, string> = {
  medical_bill: documentMessages.addBillFailed,
  insurance_payment: documentMessages.addInsurancePaymentFailed,
  user_payment: documentMessages.addFailed,
};
/** Sending the file failed. */
const uploadFailed: Record<DocumentType, (message: string) => string> = {
  medical_bill: uploadMessages.billUploadFailed,
  insurance_payment: uploadMessages.eobUploadFailed,
  user_payment: uploadMessages.receiptUploadFailed,
};

/** Which step of one file's upload failed, for the right toast. */
class AddDocumentError extends Error {
  override readonly name = 'AddDocumentError';
}

/**
 * The dashboard's upload flow for bills, EOBs and receipts: each file is checked (type, 20 MB),
 * its record created, its bytes PUT with progress; then each pipeline is followed to its toast.
 * Resolves with the slots that failed to upload (the dialog keeps those files chosen).
 */
export function useDocumentUploads(waitOptions?: WaitOptions) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState<Partial<Record<DocumentType, FileProgress>>>({});

  const update = useCallback((kind: DocumentType, change: Partial<FileProgress>) => {
    setProgress((current) => {
      const previous = current[kind];
      return previous ? { ...current, [kind]: { ...previous, ...change } } : current;
    });
  }, []);

  const refresh = useCallback(() => invalidateAfter.documentAdded(queryClient), [queryClient]);

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
            }).catch((error: unknown) => {
              throw new AddDocumentError(errorMessage(error, documentMessages.unexpectedError));
            });
            await putWithProgress(created.upload, slot.file, (sent) => update(slot.documentType, { sent }));
            update(slot.documentType, { state: 'analyzing', stage: 'uploaded' });
            return { slot, documentId: created.document.id };
          } catch (error) {
            update(slot.documentType, { state: 'failed' });
            if (error instanceof AddDocumentError) toast.error(addFailed[slot.documentType], { description: error.message });
            else toast.error(uploadFailed[slot.documentType](errorMessage(error)));
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
      const receipt = started.length === 1 && started[0]?.slot.documentType === 'user_payment';
      toast.success(uploadMessages.successTitle, {
        description: receipt ? `${documentMessages.added} We are reading your receipt now.` : 'We are extracting the data from your documents now.',
      });

      setPhase('analyzing');
      await Promise.all(
        started.map(async ({ slot, documentId }) => {
          try {
            const document = await waitForExtraction(queryClient, documentId, { ...waitOptions, onStage: (stage) => update(slot.documentType, { stage }) });
            update(slot.documentType, { state: 'finished' });
            showAnalysisOutcome(document);
          } catch (error) {
            update(slot.documentType, { state: 'failed' });
            showAnalysisError(slot.documentType, error);
          }
        }),
      );
      await refresh();
      setPhase('idle');
      return failed;
    },
    [queryClient, refresh, update, waitOptions],
  );

  const reset = useCallback(() => setProgress({}), []);
  return { phase, progress, upload, reset };
}
