import { familyMemberLabel, uploadMessages, validateReceiptSelection, type FamilyMember } from '@fairbill/shared';
import { useCallback, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Dialog } from '../../components/dialog';
import type { WaitOptions } from '../documents/documents-api';
import { FilePicker } from '../documents/file-picker';
import { busyLabel } from './upload-documents-dialog';
import { chosenFileProblem, UploadProgressList } from './upload-progress-list';
import { useDocumentUploads } from './use-document-uploads';

type UploadReceiptDialogProps = {
  open: boolean;
  onClose: () => void;
  member: FamilyMember | null;
  userId: string | null;
  waitOptions?: WaitOptions;
};

const progressLabels = { user_payment: 'Receipt' } as const;

/** 'Upload New Receipt': one file; 'Upload successful!' right after upload, then the AI's own toast. */
export function UploadReceiptDialog({ open, onClose, member, userId, waitOptions }: UploadReceiptDialogProps) {
  const [receipt, setReceipt] = useState<File | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const { phase, progress, upload, reset } = useDocumentUploads(waitOptions);
  const busy = phase !== 'idle';
  const problem = chosenFileProblem(receipt);

  const clearAndClose = useCallback(() => {
    if (busy) return;
    setReceipt(null);
    setPickerKey((key) => key + 1);
    reset();
    onClose();
  }, [busy, onClose, reset]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = validateReceiptSelection({ hasFile: receipt !== null, familyMemberId: member?.id, userId });
    if (missing || !member || !receipt) {
      toast.error(uploadMessages.failedTitle, { description: missing ?? uploadMessages.missingReceipt });
      return;
    }
    const failed = await upload([{ documentType: 'user_payment', file: receipt }], member.id);
    if (failed.length > 0) return; // keep the chosen file for another try
    setReceipt(null);
    setPickerKey((key) => key + 1);
    reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={clearAndClose} title="Upload New Receipt" description={member ? `For ${familyMemberLabel(member)}` : 'No family member selected'}>
      <form className="form" onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
        <div key={pickerKey} className="form">
          <FilePicker label="Receipt" file={receipt} onChange={setReceipt} disabled={busy} problem={problem} />
        </div>
        <UploadProgressList progress={progress} labels={progressLabels} />
        <div className="button-row" style={{ justifyContent: 'flex-end' }}>
          <button type="button" className="button button--secondary" onClick={clearAndClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={busy || receipt === null || problem !== null}>
            {busy ? busyLabel[phase] : 'Upload Receipt'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
