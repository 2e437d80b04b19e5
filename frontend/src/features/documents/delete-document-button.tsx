import { documentMessages, type DocumentType } from '@fairbill/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { Dialog, DialogActions } from '../../components/dialog';
import { errorMessage } from '../../lib/api/api-error';
import { useDeleteDocument } from './api/documents';

type DeleteDocumentButtonProps = { documentId: string; documentType: DocumentType; name: string };

/** Deletes a document (record and original file) after a confirmation that says so; then back to search. */
export function DeleteDocumentButton({ documentId, documentType, name }: DeleteDocumentButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteDocument();
  const navigate = useNavigate();
  const isBill = documentType === 'medical_bill';

  const confirm = () =>
    remove.mutate(documentId, {
      onSuccess: () => {
        toast.success(isBill ? documentMessages.billRemoved : documentMessages.removed);
        navigate('/search', { replace: true });
      },
      onError: (error) => {
        toast.error(isBill ? documentMessages.removeBillFailed : documentMessages.removeFailed, { description: errorMessage(error) });
      },
    });

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
        Delete document
      </button>
      {confirming && (
        <Dialog open onClose={() => !remove.isPending && setConfirming(false)} title="Delete this document?" description={name}>
          <div className="form" aria-busy={remove.isPending || undefined}>
            <p>The document and its original file are deleted for good, and your totals no longer count it. This cannot be undone.</p>
            <DialogActions onCancel={() => setConfirming(false)} busy={remove.isPending} confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'} onConfirm={confirm} danger />
          </div>
        </Dialog>
      )}
    </>
  );
}
