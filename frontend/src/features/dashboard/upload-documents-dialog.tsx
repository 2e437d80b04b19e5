import { uploadButtonLabel, uploadMessages, validateUploadSelection, type FamilyMember } from '@fairbill/shared';
import { useCallback, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Dialog } from '../../components/dialog';
import { FilePicker } from '../documents/file-picker';
import { useBillAndEobUpload, type UploadPhase } from '../documents/use-bill-and-eob-upload';
import type { WaitOptions } from '../documents/documents-api';

type UploadDocumentsDialogProps = {
  open: boolean;
  onClose: () => void;
  member: FamilyMember | null;
  userId: string | null;
  waitOptions?: WaitOptions;
};

const busyLabel: Record<Exclude<UploadPhase, 'idle'>, string> = { uploading: 'Uploading...', analyzing: 'Analyzing...' };

/** 'Upload Medical Documents': an optional bill and an optional EOB for the selected member. */
export function UploadDocumentsDialog({ open, onClose, member, userId, waitOptions }: UploadDocumentsDialogProps) {
  const [bill, setBill] = useState<File | null>(null);
  const [eob, setEob] = useState<File | null>(null);
  // Remounting the inputs is the only way to clear a file input's selection.
  const [pickerKey, setPickerKey] = useState(0);
  const { phase, upload } = useBillAndEobUpload(waitOptions);
  const busy = phase !== 'idle';

  const clearAndClose = useCallback(() => {
    if (busy) return; // the dialog closes by itself once every analysis has ended
    setBill(null);
    setEob(null);
    setPickerKey((key) => key + 1);
    onClose();
  }, [busy, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateUploadSelection({ hasBill: bill !== null, hasEob: eob !== null, familyMemberId: member?.id, userId });
    if (problem || !member) {
      toast.error(uploadMessages.failedTitle, { description: problem ?? uploadMessages.missingBillOrEob });
      return;
    }
    if (await upload({ bill, eob, familyMemberId: member.id })) {
      setBill(null);
      setEob(null);
      setPickerKey((key) => key + 1);
      onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={clearAndClose}
      title="Upload Medical Documents"
      description={member ? `For ${member.firstName} ${member.lastName}`.trim() + ` (${member.relationship})` : 'No family member selected'}
    >
      <form className="form" onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
        <div key={pickerKey} className="form">
          <FilePicker label="Medical Bill" file={bill} onChange={setBill} disabled={busy} />
          <FilePicker label="EOB" file={eob} onChange={setEob} disabled={busy} />
        </div>
        {busy && (
          <p role="status" className="notice">
            {phase === 'uploading' ? 'Uploading your documents...' : 'Analyzing your documents. This can take a minute.'}
          </p>
        )}
        <div className="button-row" style={{ justifyContent: 'flex-end' }}>
          <button type="button" className="button button--secondary" onClick={clearAndClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={busy || (bill === null && eob === null)}>
            {busy ? busyLabel[phase] : uploadButtonLabel(bill !== null, eob !== null)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
