import { letterFieldsSchema, letterMessages, LETTER_LIMITS, type CreateLetterRequest, type LetterDraftResponse, type LetterFields, type LetterKind } from '@fairbill/shared';
import { useId, useRef, useState } from 'react';
import { TextAreaField, TextField } from '../../components/text-field';
import { newIdempotencyKey } from '../../lib/api/api-client';
import { errorMessage } from '../../lib/api/api-error';
import { useSaveLetter } from './api/letters';
import { localToday } from './dates';

type FieldName = keyof LetterFields;
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_ORDER: readonly FieldName[] = ['sender', 'recipient', 'subject', 'text'];

const fieldsOf = (draft: LetterDraftResponse): LetterFields => ({ sender: draft.sender, recipient: draft.recipient, subject: draft.subject, text: draft.text });

/** The first message of each field the shared schema refuses (the API checks the same). */
function fieldErrors(fields: LetterFields): FieldErrors {
  const result = letterFieldsSchema.safeParse(fields);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const name = issue.path[0] as FieldName;
    errors[name] ??= issue.message;
  }
  return errors;
}

/** One `Idempotency-Key` per attempt: the same letter saved again keeps its key, so it is stored once. */
function useAttemptKey(): (request: CreateLetterRequest) => string {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  return (request) => {
    const sent = JSON.stringify(request);
    if (attempt.current?.request !== sent) attempt.current = { request: sent, key: newIdempotencyKey() };
    return attempt.current.key;
  };
}

/**
 * The kinds of letter that fit the visit, and the chosen one's four parts to edit. Each kind keeps
 * its own edits while the person looks at another. Saving stores the letter and makes its PDF.
 */
export function LetterForm({ ledgerId, drafts }: { ledgerId: string; drafts: readonly LetterDraftResponse[] }) {
  const [kind, setKind] = useState<LetterKind>(drafts[0]?.kind ?? 'billing_dispute');
  const [edits, setEdits] = useState<Partial<Record<LetterKind, LetterFields>>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const save = useSaveLetter(ledgerId);
  const attemptKey = useAttemptKey();
  const inFlight = useRef(false);
  const controls = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const legendId = useId();

  const draft = drafts.find((candidate) => candidate.kind === kind) ?? drafts[0];
  if (!draft) return null;
  const fields = edits[kind] ?? fieldsOf(draft);

  const change = (name: FieldName) => (event: { target: { value: string } }) => {
    const next = { ...fields, [name]: event.target.value };
    setEdits({ ...edits, [kind]: next });
    // Once a save was refused, each field says at once whether it is right now.
    if (checked) setErrors(fieldErrors(next));
    save.reset();
  };

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found = fieldErrors(fields);
    setErrors(found);
    setChecked(true);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      controls.current[first]?.focus();
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    const request: CreateLetterRequest = { kind, ...fields, letterDate: localToday() };
    save.mutate({ request, idempotencyKey: attemptKey(request) }, { onSettled: () => (inFlight.current = false) });
  };

  return (
    <section className="card" aria-labelledby={legendId}>
      <form className="form letter-form" noValidate onSubmit={submit}>
        <fieldset className="letter-kinds">
          <legend id={legendId}>
            <h2>{letterMessages.kindLegend}</h2>
          </legend>
          {drafts.map((option) => {
            const { label, description } = letterMessages.kinds[option.kind];
            return (
              <label key={option.kind} className="letter-kind">
                <input type="radio" name={`letter-kind-${ledgerId}`} value={option.kind} checked={option.kind === kind} onChange={() => setKind(option.kind)} />
                <span>
                  <strong>{label}</strong>
                  <span className="letter-kind__description">{description}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <p className="notice">
          {letterMessages.editHint}
        </p>
        <TextAreaField
          label={letterMessages.senderLabel}
          hint={letterMessages.senderHint}
          rows={3}
          maxLength={LETTER_LIMITS.sender}
          value={fields.sender}
          onChange={change('sender')}
          error={errors.sender}
          ref={(element) => {
            controls.current.sender = element;
          }}
        />
        <TextAreaField
          label={letterMessages.recipientLabel}
          rows={4}
          maxLength={LETTER_LIMITS.recipient}
          value={fields.recipient}
          onChange={change('recipient')}
          error={errors.recipient}
          ref={(element) => {
            controls.current.recipient = element;
          }}
        />
        <TextField
          label={letterMessages.subjectLabel}
          maxLength={LETTER_LIMITS.subject}
          value={fields.subject}
          onChange={change('subject')}
          error={errors.subject}
          ref={(element) => {
            controls.current.subject = element;
          }}
        />
        <TextAreaField
          label={letterMessages.textLabel}
          className="letter-form__text"
          rows={20}
          maxLength={LETTER_LIMITS.text}
          value={fields.text}
          onChange={change('text')}
          error={errors.text}
          ref={(element) => {
            controls.current.text = element;
          }}
        />
        {save.isError && (
          <p role="alert" className="form-error">
            {errorMessage(save.error)}
          </p>
        )}
        <p role="status" className={save.isSuccess ? 'notice notice--success' : undefined}>
          {save.isSuccess ? letterMessages.saved : ''}
        </p>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? letterMessages.saving : letterMessages.save}
        </button>
      </form>
    </section>
  );
}
