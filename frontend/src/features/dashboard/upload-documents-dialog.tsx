import { familyMemberLabel, uploadButtonLabel, uploadMessages, validateUploadSelection, type FamilyMember } from '@fairbill/shared';
import { useCallback, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Dialog, DialogActions } from '../../components/dialog';
import { FilePicker, type WaitOptions } from '../documents';
import { chosenFileProblem, UploadProgressList } from './upload-progress-list';
import type { UploadSlot } from './use-document-uploads';
import { useUploadDialog } from './use-upload-dialog';

type UploadDocumentsDialogProps = {
  open: boolean;
  onClose: () => void;
  member: FamilyMember | null;
  userId: string | null;
  waitOptions?: WaitOptions;
};

const progressLabels = { medical_bill: 'Medical Bill', insurance_payment: 'EOB' } as const;

/** 'Upload Medical Documents': an optional bill and an optional EOB for the selected member. */
export function UploadDocumentsDialog({ open, onClose, member, userId, waitOptions }: UploadDocumentsDialogProps) {
  const [bill, setBill] = useState<File | null>(null);
  const [eob, setEob] = useState<File | null>(null);
  const clearFiles = useCallback(() => {
    setBill(null);
    setEob(null);
  }, []);
  const { progress, upload, busy, busyText, pickerKey, finish, cancel } = useUploadDialog(onClose, clearFiles, waitOptions);
  const billProblem = chosenFileProblem(bill);
  const eobProblem = chosenFileProblem(eob);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateUploadSelection({ hasBill: bill !== null, hasEob: eob !== null, familyMemberId: member?.id, userId });
    if (problem || !member) {
      toast.error(uploadMessages.failedTitle, { description: problem ?? uploadMessages.missingBillOrEob });
      return;
    }
    const slots: UploadSlot[] = [];
    if (bill) slots.push({ documentType: 'medical_bill', file: bill });
    if (eob) slots.push({ documentType: 'insurance_payment', file: eob });
    const failed = await upload(slots, member.id);
    if (failed.length === 0) {
      finish();
      return;
    }
    // A failed upload keeps its file chosen so the user can try again; the uploaded one is done.
    if (!failed.some((slot) => slot.documentType === 'medical_bill')) setBill(null);
    if (!failed.some((slot) => slot.documentType === 'insurance_payment')) setEob(null);
  };

  return (
    <Dialog
      open={open}
      onClose={cancel}
      title="Upload Medical Documents"
      description={member ? `For ${familyMemberLabel(member)}` : 'No family member selected'}
    >
      <form className="form" onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
        <div key={pickerKey} className="form">
          <FilePicker label="Medical Bill" file={bill} onChange={setBill} disabled={busy} problem={billProblem} />
          <FilePicker label="EOB" file={eob} onChange={setEob} disabled={busy} problem={eobProblem} />
        </div>
        <UploadProgressList progress={progress} labels={progressLabels} />
        <DialogActions
          onCancel={cancel}
          busy={busy}
          confirmLabel={busyText ?? uploadButtonLabel(bill !== null, eob !== null)}
          confirmDisabled={(bill === null && eob === null) || billProblem !== null || eobProblem !== null}
        />
      </form>
    </Dialog>
  );
}
