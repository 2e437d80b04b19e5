import { accountExportMessages as messages, formatDisplayDate, formatFileSizeMb, type AccountExport } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { errorMessage } from '../../lib/api/api-error';
import { accountExportQueries, isExportInFlight, useStartAccountExport } from './api/account-export';

/** '320 KB' under a megabyte (a small family's export), else '12.34 MB'. */
const formatSize = (bytes: number): string => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : formatFileSizeMb(bytes));

/** What the status line says about the latest export (announced as it changes). */
function statusText(job: AccountExport | null | undefined): string {
  switch (job?.status) {
    case 'queued':
      return messages.queued;
    case 'building':
      return messages.building(job.filesDone, job.filesTotal);
    case 'ready':
      return messages.ready(formatDisplayDate(job.expiresAt));
    case 'failed':
      return job.failureReason ?? messages.failed;
    case 'expired':
      return messages.expired;
    default:
      return '';
  }
}

/**
 * "Download all my data" (issue 16): start an export, follow its progress (read again with
 * backoff while it is built), then download the ZIP through a fresh short-lived link.
 */
export function DataExportSection() {
  const latest = useQuery(accountExportQueries.latest());
  const start = useStartAccountExport();
  const job = latest.data;
  const inFlight = isExportInFlight(job);
  const download = job?.status === 'ready' ? job.download : null;

  return (
    <section className="form card" aria-labelledby="data-export-heading">
      <h2 id="data-export-heading">{messages.title}</h2>
      <p>{messages.explanation}</p>
      {/* Always on the page, so a screen reader announces each change of the export's state. */}
      <p role="status" className={job?.status === 'failed' ? 'form-error' : undefined}>
        {statusText(job)}
      </p>
      {job?.status === 'building' && job.filesTotal !== null && job.filesTotal > 0 && (
        <progress className="export-progress" max={job.filesTotal} value={job.filesDone} aria-label={messages.progressLabel} />
      )}
      {latest.isError && job === undefined && <LoadError onRetry={() => void latest.refetch()}>{messages.loadFailed}</LoadError>}
      {download && job && (
        <a className="button" href={download.url}>
          {messages.downloadLink(formatSize(job.sizeBytes ?? 0))}
        </a>
      )}
      {start.isError && (
        <p role="alert" className="form-error">
          {errorMessage(start.error)}
        </p>
      )}
      {!inFlight && (
        <button type="button" className={download ? 'button button--secondary' : 'button'} disabled={start.isPending} onClick={() => start.mutate()}>
          {start.isPending ? messages.starting : job ? messages.startAgainButton : messages.startButton}
        </button>
      )}
    </section>
  );
}
