import { documentMessages, inNetworkAdvice } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api/api-error';
import { eobRow } from '../comparison';
import { documentQueries } from '../documents';
import { ExplanationLinks, MismatchTable, useMismatch } from './mismatch-comparison';

const DOWNLOAD_LABEL = 'Click here to download copy of EOB';

/** The EOB's original file (a short-lived presigned link), to send to the provider. */
function EobDownloadLink({ eobId }: { eobId: string }) {
  const download = useQuery(documentQueries.download(eobId));
  if (download.isError) {
    return (
      <p role="alert" className="form-error">
        {documentMessages.downloadFailed(errorMessage(download.error))}
      </p>
    );
  }
  if (!download.data) return <span className="muted">{DOWNLOAD_LABEL}</span>;
  return (
    <a href={download.data.url} target="_blank" rel="noopener noreferrer">
      {DOWNLOAD_LABEL}
    </a>
  );
}

/** /in-network-explanations: the in-network pair, the advice not to pay yet, and the EOB to send. */
export function InNetworkExplanationsPage() {
  const { params, comparison } = useMismatch();
  const eob = comparison.data?.eob ?? null;

  return (
    <div className="container stack">
      <header className="page-head">
        <h1>In-Network Bill and EOB Mismatch</h1>
        <p>{"Your provider is in-network - here's what to do"}</p>
      </header>
      <section className="card stack" aria-label="Your EOB and bill">
        <MismatchTable comparison={comparison} />
        {comparison.isSuccess && <p className="notice notice--success">{inNetworkAdvice(eobRow(eob).youOwe ?? 0)}</p>}
        {eob && (
          <div>
            <EobDownloadLink eobId={eob.id} />
          </div>
        )}
      </section>
      <ExplanationLinks familyMemberId={params.familyMemberId} />
    </div>
  );
}
