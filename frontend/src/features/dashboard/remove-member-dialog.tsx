import { memberFullName, type FamilyMember } from '@fairbill/shared';
import { toast } from '../../lib/toast';
import { Dialog } from '../../components/dialog';
import { ApiError, errorMessage } from '../../lib/api/api-error';
import { useRemoveFamilyMember } from '../family';

type RemoveMemberDialogProps = { member: FamilyMember; onClose: () => void; onRemoved: (memberId: string) => void };

/**
 * Removing a member says what happens to their documents: 'Remove member' is refused (409) while
 * they have any; 'Remove member and delete documents' deletes their records and files too.
 */
export function RemoveMemberDialog({ member, onClose, onRemoved }: RemoveMemberDialogProps) {
  const remove = useRemoveFamilyMember();
  const name = memberFullName(member);
  const hasDocuments = remove.error instanceof ApiError && remove.error.status === 409;

  const run = (deleteDocuments: boolean) =>
    remove.mutate(
      { memberId: member.id, deleteDocuments },
      {
        onSuccess: ({ deletedDocuments }) => {
          toast.success(deletedDocuments > 0 ? `${name} and ${deletedDocuments} document(s) removed` : `${name} removed`);
          onRemoved(member.id);
        },
      },
    );

  return (
    <Dialog open onClose={() => !remove.isPending && onClose()} title="Remove Family Member" description={`Remove ${name} (${member.relationship}) from your family?`}>
      <div className="form" aria-busy={remove.isPending || undefined}>
        <p>Choose what happens to {name}&apos;s bills, EOBs and receipts:</p>
        <ul>
          <li>
            <strong>Remove member</strong> works only while {name} has no documents. If there are any, nothing is removed.
          </li>
          <li>
            <strong>Remove member and delete documents</strong> also permanently deletes all of {name}&apos;s documents and their files. This cannot be undone.
          </li>
        </ul>
        {remove.isError && (
          <p role="alert" className="form-error">
            {hasDocuments ? `${name} still has documents, so nothing was removed. To remove ${name}, delete the documents too.` : errorMessage(remove.error)}
          </p>
        )}
        <div className="button-row" style={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </button>
          <button type="button" className="button button--secondary" onClick={() => run(false)} disabled={remove.isPending || hasDocuments}>
            Remove member
          </button>
          <button type="button" className="button button--danger" onClick={() => run(true)} disabled={remove.isPending}>
            Remove member and delete documents
          </button>
        </div>
      </div>
    </Dialog>
  );
}
