import { useCallback, useState } from 'react';
import type { WaitOptions } from '../documents';
import { useDocumentUploads, type UploadPhase } from './use-document-uploads';

const busyLabel: Record<Exclude<UploadPhase, 'idle'>, string> = { uploading: 'Uploading...', analyzing: 'Analyzing...' };

/**
 * What both upload dialogs share: the upload flow, and clearing the chosen files together with the
 * pickers (remounting a file input is the only way to clear its selection) before closing.
 * `clearFiles` must be stable (state setters are).
 */
export function useUploadDialog(onClose: () => void, clearFiles: () => void, waitOptions?: WaitOptions) {
  const uploads = useDocumentUploads(waitOptions);
  const [pickerKey, setPickerKey] = useState(0);
  const { phase, reset } = uploads;
  /** 'Uploading...' then 'Analyzing...' while busy, else null. */
  const busyText = phase === 'idle' ? null : busyLabel[phase];
  const busy = busyText !== null;

  const finish = useCallback(() => {
    clearFiles();
    setPickerKey((key) => key + 1);
    reset();
    onClose();
  }, [clearFiles, reset, onClose]);
  // While busy the dialog stays open: it closes by itself once every analysis has ended.
  const cancel = useCallback(() => {
    if (!busy) finish();
  }, [busy, finish]);

  return { ...uploads, busy, busyText, pickerKey, finish, cancel };
}
