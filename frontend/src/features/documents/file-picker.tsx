import { ACCEPT_ATTRIBUTE, formatFileSizeMb } from '@fairbill/shared';
import { useId } from 'react';

type FilePickerProps = {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
};

/** One optional file input showing the chosen file's name and size in MB (2 decimals). */
export function FilePicker({ label, file, onChange, disabled }: FilePickerProps) {
  const id = useId();
  return (
    <div className="field file-picker">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        disabled={disabled}
        aria-describedby={`${id}-meta`}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      <p id={`${id}-meta`} className="file-picker__meta">
        {file ? `${file.name} (${formatFileSizeMb(file.size)})` : 'No file chosen. PDF, JPG, PNG, DOC or DOCX.'}
      </p>
    </div>
  );
}
