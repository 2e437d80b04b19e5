import { familyMemberLabel, uploadMessages, validateReceiptSelection, type FamilyMember } from '@fairbill/shared';
import { useCallback, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Dialog, DialogActions } from '../../components/dialog';
import { FilePicker, type WaitOptions } from '../documents';
import { chosenFileProblem, UploadProgressList } from './upload-progress-list';
import { useUploadDialog } from './use-upload-dialog';

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
  const clearFiles = useCallback(() => setReceipt(null), []);
  const { progress, upload, busy, busyText, pickerKey, finish, cancel } = useUploadDialog(onClose, clearFiles, waitOptions);
  const problem = chosenFileProblem(receipt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = validateReceiptSelection({ hasFile: receipt !== null, familyMemberId: member?.id, userId });
    if (missing || !member || !receipt) {
      toast.error(uploadMessages.failedTitle, { description: missing ?? uploadMessages.missingReceipt });
      return;
    }
    const failed = await upload([{ documentType: 'user_payment', file: receipt }], member.id);
    if (failed.length === 0) finish(); // else keep the chosen file for another try
  };

  return (
    <Dialog open={open} onClose={cancel} title="Upload New Receipt" description={member ? `For ${familyMemberLabel(member)}` : 'No family member selected'}>
      <form className="form" onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
        <div key={pickerKey} className="form">
          <FilePicker label="Receipt" file={receipt} onChange={setReceipt} disabled={busy} problem={problem} />
        </div>
        <UploadProgressList progress={progress} labels={progressLabels} />
        <DialogActions onCancel={cancel} busy={busy} confirmLabel={busyText ?? 'Upload Receipt'} confirmDisabled={receipt === null || problem !== null} />
      </form>
    </Dialog>
  );
}
