import { ACCEPT_ATTRIBUTE, formatFileSizeMb } from '@fairbill/shared';
import { useId } from 'react';

type FilePickerProps = {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** Why the chosen file cannot be uploaded (type, size), announced as soon as it is chosen. */
  problem?: string | null;
};

/** One optional file input showing the chosen file's name and size in MB (2 decimals). */
export function FilePicker({ label, file, onChange, disabled, problem }: FilePickerProps) {
  const id = useId();
  return (
    <div className="field file-picker">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        disabled={disabled}
        aria-describedby={problem ? `${id}-meta ${id}-problem` : `${id}-meta`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      <p id={`${id}-meta`} className="file-picker__meta">
        {file ? `${file.name} (${formatFileSizeMb(file.size)})` : 'No file chosen. PDF, JPG, PNG, DOC or DOCX.'}
      </p>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="field-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
