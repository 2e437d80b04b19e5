import { doubtfulFields, documentMessages, failedReadingChecks, formatCents, formatCentsPlain, parseDollarsInput, readingCheckMessages, type DocumentType, type DocumentView } from '@fairbill/shared';
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api/api-error';
import { useUpdateDocument } from './api/documents';

// Internal bookkeeping of the structurer, not something a person reads or corrects.
const HIDDEN_FIELDS = new Set(['confidence', 'fieldConfidence']);

/** 'patientResponsibility' -> 'Patient responsibility'. */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MONEY_FIELD = /amount|paid|subtotal|total|due|deductible|copay|discount|responsibility|price/i;

function displayValue(key: string, value: unknown): string {
  if (typeof value === 'number') return MONEY_FIELD.test(key) ? formatCents(value) : String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `${value.length} item(s)`;
  return '';
}

// Every number a person can correct is an amount (confidences are hidden): shown and typed in
// dollars, sent in cents like every amount of the API (Decision 13).
type Scalar = [key: string, value: string | number];
const editableFields = (data: Record<string, unknown>): Scalar[] =>
  Object.entries(data).filter((entry): entry is Scalar => !HIDDEN_FIELDS.has(entry[0]) && (typeof entry[1] === 'string' || typeof entry[1] === 'number'));

/**
 * The extracted (or corrected) fields as a definition list. Figures that do not add up are listed
 * first in plain words, and each value the reader was unsure of is marked for the user to check.
 */
export function ExtractedFields({ data, documentType }: { data: Record<string, unknown> | null; documentType: DocumentType }) {
  if (!data) return <p className="muted">No data could be extracted from this file.</p>;
  const entries = Object.entries(data).filter(([key, value]) => !HIDDEN_FIELDS.has(key) && value !== null && value !== undefined && displayValue(key, value) !== '');
  const failed = failedReadingChecks(documentType, data);
  const doubtful = new Set(doubtfulFields(data.fieldConfidence as Record<string, number> | undefined));
  return (
    <>
      {failed.length > 0 && (
        <div className="reading-checks" role="note" aria-labelledby="reading-checks-title">
          <h3 id="reading-checks-title">{readingCheckMessages.title}</h3>
          <ul>
            {failed.map((check) => (
              <li key={check.id}>{check.message}</li>
            ))}
          </ul>
        </div>
      )}
      <dl className="field-list">
        {entries.map(([key, value]) => (
          <div key={key} className={doubtful.has(key) ? 'field-list__doubtful' : undefined}>
            <dt>{fieldLabel(key)}</dt>
            <dd>
              {displayValue(key, value)}
              {doubtful.has(key) && <span className="doubtful-tag"> ({readingCheckMessages.doubtful})</span>}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * For a document flagged for review: correct the extracted fields. The API stores a new revision
 * and runs the checks again (PATCH /api/documents/{id}).
 */
export function CorrectFieldsForm({ document }: { document: Pick<DocumentView, 'id' | 'documentType' | 'extractedData' | 'version'> }) {
  const update = useUpdateDocument(document.id);
  const fields = editableFields(document.extractedData ?? {});
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map(([key, value]) => [key, typeof value === 'number' ? formatCentsPlain(value) : value])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isBill = document.documentType === 'medical_bill';

  if (!document.extractedData || fields.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const corrected: Record<string, unknown> = { ...document.extractedData };
    const nextErrors: Record<string, string> = {};
    for (const [key, original] of fields) {
      const text = (values[key] ?? '').trim();
      if (typeof original === 'number') {
        const cents = parseDollarsInput(text);
        if (cents === null) nextErrors[key] = 'Please enter a number';
        else corrected[key] = cents;
      } else {
        corrected[key] = text;
      }
    }
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    update.mutate(
      { expectedVersion: document.version, extractedData: corrected },
      {
        onSuccess: () => toast.success(isBill ? documentMessages.billUpdated : documentMessages.updated),
        onError: (error) =>
          toast.error(isBill ? documentMessages.updateBillFailed : documentMessages.updateFailed, {
            description: errorMessage(error),
          }),
      },
    );
  };

  return (
    <form className="form correct-fields" onSubmit={submit} noValidate aria-labelledby={`correct-${document.id}`}>
      <h3 id={`correct-${document.id}`}>Correct the extracted data</h3>
      <p className="muted">Fix any value that was read wrongly; the checks run again when you save.</p>
      {fields.map(([key]) => {
        const id = `field-${document.id}-${key}`;
        const error = errors[key];
        return (
          <div className="field" key={key}>
            <label htmlFor={id}>{fieldLabel(key)}</label>
            <input
              id={id}
              value={values[key] ?? ''}
              inputMode={typeof fields.find(([name]) => name === key)?.[1] === 'number' ? 'decimal' : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
            />
            {error && (
              <p className="field__error" id={`${id}-error`}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className="button" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save corrections'}
      </button>
    </form>
  );
}
