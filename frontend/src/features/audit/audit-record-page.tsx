import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { errorMessage } from '../../lib/api/api-error';
import type { Reproduction } from '@fairbill/shared';
import { auditDownload, auditQueries, auditReproduce } from './api/audit';
import { documentTypeLabels, engineLabels, formatInstant, integrityLabels, revisionLabel, showField, statusLabels } from './audit-labels';
import './audit.css';

type ReaderPage = { page: number; lines: { text: string; x: number; y: number }[] };
const readerPages = (reading: unknown): ReaderPage[] => {
  const pages = (reading as { pages?: unknown } | null)?.pages;
  return Array.isArray(pages) ? (pages as ReaderPage[]) : [];
};

/** /audit/records/:documentId: one stored extraction, its original verified now, every revision (issue 13). */
export function AuditRecordPage() {
  const { documentId = '' } = useParams();
  const record = useQuery(auditQueries.record(documentId));
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const [reproduction, setReproduction] = useState<{ busy: boolean; result: Reproduction | null; error: string | null }>({ busy: false, result: null, error: null });

  const reproduce = async () => {
    setReproduction({ busy: true, result: null, error: null });
    try {
      setReproduction({ busy: false, result: await auditReproduce(documentId), error: null });
    } catch (error) {
      setReproduction({ busy: false, result: null, error: errorMessage(error) });
    }
  };

  const openOriginal = async () => {
    setDownload({ busy: true, error: null });
    try {
      const { url } = await auditDownload(documentId);
      window.location.assign(url);
      setDownload({ busy: false, error: null });
    } catch (error) {
      setDownload({ busy: false, error: errorMessage(error) });
    }
  };

  if (record.isPending) return <p role="status">Loading the result...</p>;
  if (record.isError) {
    return (
      <section className="section">
        <h1>Extraction result</h1>
        <LoadError onRetry={() => void record.refetch()}>{errorMessage(record.error)}</LoadError>
        <p>
          <Link to="/audit">Back to the results</Link>
        </p>
      </section>
    );
  }
  const data = record.data;
  const { summary, integrity } = data;
  return (
    <section className="section">
      <p>
        <Link to="/audit">Back to the results</Link>
      </p>
      <h1>
        {documentTypeLabels[summary.documentType]}: {statusLabels[summary.status]}
      </h1>
      <dl className="audit-summary">
        <dt>Document id</dt>
        <dd>
          <code>{summary.documentId}</code>
        </dd>
        <dt>User</dt>
        <dd>
          <code>{summary.user}</code> (user id <code>{data.userId}</code>)
        </dd>
        <dt>File</dt>
        <dd>{[data.fileName, data.contentType, data.fileSize === null ? null : `${data.fileSize.toLocaleString('en-US')} bytes`].filter(Boolean).join(', ') || '—'}</dd>
        <dt>Stored original</dt>
        <dd className={`audit-integrity--${integrity.state}`}>
          {integrityLabels[integrity.state]} (checked {formatInstant(integrity.checkedAt)})
        </dd>
        <dt>Extracted</dt>
        <dd>{formatInstant(summary.extractedAt)}</dd>
        <dt>Engine</dt>
        <dd>{summary.engine === null ? '—' : `${engineLabels[summary.engine]}: reader ${summary.reader ?? '—'}, model ${summary.modelId ?? '—'}, version ${summary.promptVersion ?? '—'}`}</dd>
        <dt>Confidence</dt>
        <dd>{summary.confidence === null ? '—' : summary.confidence.toFixed(2)}</dd>
        <dt>Pipeline run</dt>
        <dd>{data.runId ? <code>{data.runId}</code> : '—'}</dd>
        <dt>Step timings</dt>
        <dd>{Object.keys(data.timings).length === 0 ? '—' : Object.entries(data.timings).map(([step, ms]) => `${step} ${ms} ms`).join(', ')}</dd>
        <dt>Failed checks</dt>
        <dd>{summary.failedChecks.length === 0 ? 'None' : summary.failedChecks.join(', ')}</dd>
        {data.failureReason && (
          <>
            <dt>Failure</dt>
            <dd>{data.failureReason}</dd>
          </>
        )}
      </dl>
      <div className="button-row">
        <button type="button" className="button" onClick={() => void openOriginal()} disabled={download.busy || integrity.state === 'missing'}>
          {download.busy ? 'Opening...' : 'Download the original'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void reproduce()} disabled={reproduction.busy || integrity.state === 'missing'}>
          {reproduction.busy ? 'Reading the original again...' : 'Reproduce with the current engine'}
        </button>
      </div>
      {download.error && (
        <p role="alert" className="form-error">
          {download.error}
        </p>
      )}
      {reproduction.error && (
        <p role="alert" className="form-error">
          {reproduction.error}
        </p>
      )}
      {reproduction.result && <ReproductionView reproduction={reproduction.result} />}

      <h2>Fields</h2>
      {data.fields === null ? (
        <p>No fields were extracted.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Fields" tabIndex={0}>
          <table className="audit-table">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Value</th>
                <th scope="col">Confidence</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(data.fields)
                .filter(([field]) => field !== 'fieldConfidence')
                .map(([field, value]) => (
                  <tr key={field}>
                    <th scope="row">{field}</th>
                    <td className="audit-value">{showField(field, value)}</td>
                    <td>{data.fieldConfidence[field]?.toFixed(2) ?? '—'}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>Revisions</h2>
      <ol>
        {data.revisions.map((revision) => (
          <li key={revision.revision}>
            <p>
              Revision {revision.revision}: {revisionLabel(revision)}, {formatInstant(revision.createdAt)}
            </p>
            {revision.changes.length === 0 ? (
              <p className="muted">No field changed.</p>
            ) : (
              <div className="table-scroll" role="region" aria-label={`Changes of revision ${revision.revision}`} tabIndex={0}>
                <table className="audit-table">
                  <thead>
                    <tr>
                      <th scope="col">Field</th>
                      <th scope="col">Before</th>
                      <th scope="col">After</th>
                    </tr>
                  </thead>
                  <tbody>
                    {revision.changes.map((change) => (
                      <tr key={change.field}>
                        <th scope="row">{change.field}</th>
                        <td className="audit-value">{showField(change.field, change.before)}</td>
                        <td className="audit-value">{showField(change.field, change.after)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </li>
        ))}
      </ol>

      <h2>What the engine saw</h2>
      <details>
        <summary>Reader output ({readerPages(data.reading).reduce((sum, page) => sum + page.lines.length, 0)} lines)</summary>
        <pre className="audit-pre" tabIndex={0}>
          {readerPages(data.reading)
            .flatMap((page) => page.lines.map((line) => `p${page.page} (${Math.round(line.x)}, ${Math.round(line.y)})  ${line.text}`))
            .join('\n') || 'Not kept.'}
        </pre>
      </details>
      <details>
        <summary>Structurer raw output</summary>
        <pre className="audit-pre" tabIndex={0}>
          {data.structurerRaw ?? 'Not kept.'}
        </pre>
      </details>
    </section>
  );
}

const versionOf = (engine: { modelId: string | null; promptVersion: string | null }) => [engine.modelId, engine.promptVersion].filter(Boolean).join(' ') || 'unknown';

/** The stored result beside what the current engine reads today, field by field. */
function ReproductionView({ reproduction }: { reproduction: Reproduction }) {
  const differing = reproduction.fields.filter((field) => !field.same).length;
  const { stored, reproduced } = reproduction;
  return (
    <section aria-labelledby="reproduction-heading">
      <h2 id="reproduction-heading">Reproduction</h2>
      <p role="status">
        {reproduced.status === 'failed'
          ? `The current engine could not read it: ${reproduced.error ?? 'no reason given'}.`
          : reproduction.identical
            ? 'The current engine reads the same result.'
            : differing === 1
              ? '1 field differs.'
              : `${differing} fields differ.`}
      </p>
      <p>
        Stored: {versionOf(stored)} ({statusLabels[stored.status]}). Current engine: {versionOf(reproduced)}.
      </p>
      <div className="table-scroll" role="region" aria-label="Stored and reproduced fields" tabIndex={0}>
        <table className="audit-table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Stored</th>
              <th scope="col">Current engine</th>
              <th scope="col">Same</th>
            </tr>
          </thead>
          <tbody>
            {reproduction.fields.map((field) => (
              <tr key={field.field}>
                <th scope="row">{field.field}</th>
                <td className="audit-value">{showField(field.field, field.stored)}</td>
                <td className="audit-value">{showField(field.field, field.reproduced)}</td>
                <td>{field.same ? 'Same' : 'Different'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
