import { canSubmitAddMember, type FamilyMember } from '@fairbill/shared';
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Dialog, DialogActions } from '../../components/dialog';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/api/api-error';
import { useSaveFamilyMember } from '../family';

type MemberFormDialogProps = {
  /** null adds a member; a member edits it. */
  member: FamilyMember | null;
  onClose: () => void;
  onSaved: (member: FamilyMember) => void;
};

/** 'Add Family Member' (First Name, Last Name, Relationship; 'Add Member' disabled until all three are filled), or its edit twin. */
export function MemberFormDialog({ member, onClose, onSaved }: MemberFormDialogProps) {
  const [values, setValues] = useState({ firstName: member?.firstName ?? '', lastName: member?.lastName ?? '', relationship: member?.relationship ?? '' });
  const save = useSaveFamilyMember();
  const editing = member !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitAddMember(values)) return;
    save.mutate(
      { memberId: member?.id ?? null, values },
      {
        onSuccess: (saved) => {
          toast.success(editing ? 'Family member updated' : 'Family member added');
          onSaved(saved);
        },
      },
    );
  };

  const field = (name: keyof typeof values) => ({
    value: values[name],
    required: true,
    maxLength: 100,
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <Dialog open onClose={() => !save.isPending && onClose()} title={editing ? 'Edit Family Member' : 'Add Family Member'}>
      <form className="form" onSubmit={submit} aria-busy={save.isPending || undefined}>
        <TextField label="First Name" autoComplete="off" {...field('firstName')} />
        <TextField label="Last Name" autoComplete="off" {...field('lastName')} />
        <TextField label="Relationship" placeholder="e.g. Spouse, Child, Parent" autoComplete="off" {...field('relationship')} />
        {save.isError && (
          <p role="alert" className="form-error">
            {errorMessage(save.error)}
          </p>
        )}
        <DialogActions onCancel={onClose} busy={save.isPending} confirmLabel={editing ? 'Save Changes' : 'Add Member'} confirmDisabled={!canSubmitAddMember(values)} />
      </form>
    </Dialog>
  );
}
