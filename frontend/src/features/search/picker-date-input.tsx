import { formatPickerDate, parseUsDate } from '@fairbill/shared';
import { useState } from 'react';

/** Digits typed are shown as MM/dd/yyyy: '0105' -> '01/05'. */
export function maskPickerDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('/');
}

type Props = {
  id: string;
  label: string;
  /** 'YYYY-MM-DD' or '' when empty. */
  value: string;
  onChange: (isoDate: string) => void;
};

/** A small accessible date field (no date-picker library): MM/dd/yyyy, placeholder XX/XX/XXXX. */
export function PickerDateInput({ id, label, value, onChange }: Props) {
  const [text, setText] = useState(() => formatPickerDate(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    // The value changed from outside (the URL, back/forward): show it, unless it is what is being typed.
    setShownValue(value);
    if ((parseUsDate(text) ?? '') !== value) setText(formatPickerDate(value));
  }
  const invalid = text !== '' && parseUsDate(text) === null && text.length === 10;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="XX/XX/XXXX"
        maxLength={10}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const masked = maskPickerDate(event.target.value);
          setText(masked);
          onChange(parseUsDate(masked) ?? '');
        }}
      />
      <span className="field__hint" id={`${id}-hint`}>
        {invalid ? 'Not a valid date (MM/DD/YYYY)' : 'MM/DD/YYYY'}
      </span>
    </div>
  );
}
