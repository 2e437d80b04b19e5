import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

type FrameProps = { label: string; error?: string; hint?: ReactNode; id?: string };

/** Label, hint and error tied to the control for screen readers. */
function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ');
  return {
    fieldId,
    controlProps: { id: fieldId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
  };
}

function FieldFrame({ label, error, hint, fieldId, children }: FrameProps & { fieldId: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      {children}
      {hint && (
        <div id={`${fieldId}-hint`} className="field__hint" aria-live="polite">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, error, hint, id, ...inputProps }: FrameProps & ComponentPropsWithRef<'input'>) {
  const { fieldId, controlProps } = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} error={error} hint={hint} fieldId={fieldId}>
      <input {...inputProps} {...controlProps} />
    </FieldFrame>
  );
}

export function TextAreaField({ label, error, hint, id, ...props }: FrameProps & ComponentPropsWithRef<'textarea'>) {
  const { fieldId, controlProps } = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} error={error} hint={hint} fieldId={fieldId}>
      <textarea {...props} {...controlProps} />
    </FieldFrame>
  );
}
