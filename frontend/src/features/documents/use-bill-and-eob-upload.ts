import { uploadMessages, validateUpload, type DocumentType } from '@fairbill/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api/api-error';
import { showAnalysisError, showAnalysisOutcome } from './analysis-toasts';
import { createDocument, documentsQueryKey, putFile, waitForExtraction, type WaitOptions } from './documents-api';

export type UploadPhase = 'idle' | 'uploading' | 'analyzing';
type Slot = { documentType: 'medical_bill' | 'insurance_payment'; file: File };

const uploadFailedMessage: Record<Slot['documentType'], (message: string) => string> = {
  medical_bill: uploadMessages.billUploadFailed,
  insurance_payment: uploadMessages.eobUploadFailed,
};

/** Creates the record, then PUTs the bytes; the S3 event starts the pipeline. Returns the id. */
async function uploadOne(slot: Slot, familyMemberId: string): Promise<string> {
  const check = validateUpload({ fileName: slot.file.name, fileSize: slot.file.size });
  if (!check.ok) throw new Error(check.message);
  const { document, upload } = await createDocument({
    documentType: slot.documentType satisfies DocumentType,
    familyMemberId,
    fileName: slot.file.name,
    fileSize: slot.file.size,
    contentType: check.contentType,
  });
  await putFile(upload, slot.file);
  return document.id;
}

/**
 * The bill & EOB upload flow: upload each file, then wait for each pipeline to finish and show its
 * toast. Resolves true once every analysis has ended (successful or not), false if nothing uploaded.
 */
export function useBillAndEobUpload(waitOptions?: WaitOptions) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>('idle');

  const upload = useCallback(
    async (input: { bill: File | null; eob: File | null; familyMemberId: string }): Promise<boolean> => {
      const slots: Slot[] = [];
      if (input.bill) slots.push({ documentType: 'medical_bill', file: input.bill });
      if (input.eob) slots.push({ documentType: 'insurance_payment', file: input.eob });

      setPhase('uploading');
      const uploaded = await Promise.all(
        slots.map(async (slot) => {
          try {
            return { slot, documentId: await uploadOne(slot, input.familyMemberId) };
          } catch (error) {
            toast.error(uploadFailedMessage[slot.documentType](errorMessage(error)));
            return null;
          }
        }),
      );
      const started = uploaded.filter((entry) => entry !== null);
      if (started.length === 0) {
        setPhase('idle');
        return false;
      }
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
      toast.success(uploadMessages.successTitle, { description: 'We are extracting the data from your documents now.' });

      setPhase('analyzing');
      await Promise.all(
        started.map(async ({ slot, documentId }) => {
          try {
            showAnalysisOutcome(slot.documentType, await waitForExtraction(documentId, waitOptions));
          } catch (error) {
            showAnalysisError(slot.documentType, error);
          }
        }),
      );
      await queryClient.invalidateQueries({ queryKey: documentsQueryKey });
      setPhase('idle');
      return true;
    },
    [queryClient, waitOptions],
  );

  return { phase, upload };
}
