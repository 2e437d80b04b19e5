import { formatDisplayDate, letterMessages, updateLetterRequestSchema, type Letter } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadError } from '../../components/load-error';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/api/api-error';
import { letterQueries, useRecordSent } from './api/letters';
import { localToday } from './dates';

/** "Billing dispute of Mar 05, 2025": which letter a control is about, for screen readers. */
const letterName = (letter: Letter) => `${letterMessages.kinds[letter.kind].label} of ${formatDisplayDate(letter.letterDate)}`;

/** A fresh short-lived link that saves the PDF; while it is being made, the words without a link. */
function DownloadLink({ letter }: { letter: Letter }) {
  const download = useQuery(letterQueries.download(letter.id));
  if (download.isError) {
    return (
      <LoadError onRetry={() => void download.refetch()}>{errorMessage(download.error, letterMessages.downloadFailed)}</LoadError>
    );
  }
  if (!download.data) return <span className="muted">{letterMessages.download}</span>;
  return (
    <a className="button button--secondary" href={download.data.url} aria-label={`${letterMessages.download}: ${letterName(letter)}`}>
      {letterMessages.download}
    </a>
  );
}

/** When the letter was sent (not after today) and, if the person wants, when to follow up. */
function SentForm({ letter, ledgerId }: { letter: Letter; ledgerId: string }) {
  const [sentOn, setSentOn] = useState(letter.sentOn ?? localToday());
  const [followUpOn, setFollowUpOn] = useState(letter.followUpOn ?? '');
  const [error, setError] = useState<string | null>(null);
  const record = useRecordSent(ledgerId, letter.id);
  const today = localToday();

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (sentOn > today) {
      setError(letterMessages.sentOnInFuture);
      return;
    }
    const parsed = updateLetterRequestSchema.safeParse({ sentOn: sentOn === '' ? null : sentOn, followUpOn: followUpOn === '' ? null : followUpOn });
    if (!parsed.success || parsed.data.sentOn === null) {
      setError(parsed.error?.issues[0]?.message ?? letterMessages.required(letterMessages.sentOnLabel));
      return;
    }
    setError(null);
    record.mutate(parsed.data);
  };

  return (
    <form className="letter-sent" noValidate onSubmit={submit} aria-label={`${letterMessages.recordSent}: ${letterName(letter)}`}>
      <div className="form-row">
        <TextField
          type="date"
          label={letterMessages.sentOnLabel}
          value={sentOn}
          max={today}
          required
          onChange={(event) => {
            setSentOn(event.target.value);
            record.reset();
          }}
        />
        <TextField
          type="date"
          label={letterMessages.followUpLabel}
          value={followUpOn}
          min={sentOn || undefined}
          onChange={(event) => {
            setFollowUpOn(event.target.value);
            record.reset();
          }}
        />
      </div>
      {(error ?? record.error) && (
        <p role="alert" className="form-error">
          {error ?? errorMessage(record.error)}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button--secondary" disabled={record.isPending}>
          {letter.sentOn ? letterMessages.updateSent : letterMessages.recordSent}
        </button>
        <span role="status">{record.isSuccess ? letterMessages.sentSaved : ''}</span>
      </div>
    </form>
  );
}

function LetterItem({ letter, ledgerId }: { letter: Letter; ledgerId: string }) {
  const recipient = letter.recipient.split('\n').filter((line) => line.trim() !== '').join(', ');
  return (
    <li className="letter-item">
      <h3>{letterMessages.kinds[letter.kind].label}</h3>
      <p className="muted">
        {letterMessages.written(formatDisplayDate(letter.letterDate))}
        {recipient ? ` · ${recipient}` : ''}
      </p>
      <p className="letter-item__status">
        {letter.sentOn ? letterMessages.sentOn(formatDisplayDate(letter.sentOn)) : letterMessages.notSent}
        {letter.sentOn && letter.followUpOn ? ` · ${letterMessages.followUpOn(formatDisplayDate(letter.followUpOn))}` : ''}
      </p>
      <p>
        <DownloadLink letter={letter} />
      </p>
      <SentForm letter={letter} ledgerId={ledgerId} />
    </li>
  );
}

/** The visit's letters, newest first: each one's PDF, and when it was sent. */
export function LetterList({ ledgerId }: { ledgerId: string }) {
  const letters = useQuery(letterQueries.list(ledgerId));
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId} aria-busy={letters.isPending || undefined}>
      <h2 id={headingId}>{letterMessages.lettersTitle}</h2>
      {letters.isError && <LoadError onRetry={() => void letters.refetch()}>{letterMessages.lettersLoadFailed}</LoadError>}
      {letters.data &&
        (letters.data.length === 0 ? (
          <p className="muted">{letterMessages.noLetters}</p>
        ) : (
          <ul className="letter-list">
            {letters.data.map((letter) => (
              <LetterItem key={letter.id} letter={letter} ledgerId={ledgerId} />
            ))}
          </ul>
        ))}
    </section>
  );
}
