import { familyMemberLabel, uploadButtonLabel, uploadMessages, validateUploadSelection, type FamilyMember } from '@fairbill/shared';
import { useCallback, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Dialog } from '../../components/dialog';
import type { WaitOptions } from '../documents/documents-api';
import { FilePicker } from '../documents/file-picker';
import { chosenFileProblem, UploadProgressList } from './upload-progress-list';
import { useDocumentUploads, type UploadPhase, type UploadSlot } from './use-document-uploads';

type UploadDocumentsDialogProps = {
  open: boolean;
  onClose: () => void;
  member: FamilyMember | null;
  userId: string | null;
  waitOptions?: WaitOptions;
};

export const busyLabel: Record<Exclude<UploadPhase, 'idle'>, string> = { uploading: 'Uploading...', analyzing: 'Analyzing...' };
const progressLabels = { medical_bill: 'Medical Bill', insurance_payment: 'EOB' } as const;

/** 'Upload Medical Documents': an optional bill and an optional EOB for the selected member. */
export function UploadDocumentsDialog({ open, onClose, member, userId, waitOptions }: UploadDocumentsDialogProps) {
  const [bill, setBill] = useState<File | null>(null);
  const [eob, setEob] = useState<File | null>(null);
  // Remounting the inputs is the only way to clear a file input's selection.
  const [pickerKey, setPickerKey] = useState(0);
  const { phase, progress, upload, reset } = useDocumentUploads(waitOptions);
  const busy = phase !== 'idle';
  const billProblem = chosenFileProblem(bill);
  const eobProblem = chosenFileProblem(eob);

  const clearAndClose = useCallback(() => {
    if (busy) return; // the dialog closes by itself once every analysis has ended
    setBill(null);
    setEob(null);
    setPickerKey((key) => key + 1);
    reset();
    onClose();
  }, [busy, onClose, reset]);

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
      clearAfterSuccess();
      return;
    }
    // A failed upload keeps its file chosen so the user can try again; the uploaded one is done.
    if (!failed.some((slot) => slot.documentType === 'medical_bill')) setBill(null);
    if (!failed.some((slot) => slot.documentType === 'insurance_payment')) setEob(null);
  };

  function clearAfterSuccess() {
    setBill(null);
    setEob(null);
    setPickerKey((key) => key + 1);
    reset();
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={clearAndClose}
      title="Upload Medical Documents"
      description={member ? `For ${familyMemberLabel(member)}` : 'No family member selected'}
    >
      <form className="form" onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
        <div key={pickerKey} className="form">
          <FilePicker label="Medical Bill" file={bill} onChange={setBill} disabled={busy} problem={billProblem} />
          <FilePicker label="EOB" file={eob} onChange={setEob} disabled={busy} problem={eobProblem} />
        </div>
        <UploadProgressList progress={progress} labels={progressLabels} />
        <div className="button-row" style={{ justifyContent: 'flex-end' }}>
          <button type="button" className="button button--secondary" onClick={clearAndClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={busy || (bill === null && eob === null) || billProblem !== null || eobProblem !== null}>
            {busy ? busyLabel[phase] : uploadButtonLabel(bill !== null, eob !== null)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
