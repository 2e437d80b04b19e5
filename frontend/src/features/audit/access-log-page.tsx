import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { errorMessage } from '../../lib/api/api-error';
import { auditQueries } from './api/audit';
import { accessLogLabels, formatInstant } from './audit-labels';
import './audit.css';

const actionLabels = { search: 'Searched', view: 'Opened', download: 'Downloaded', reproduce: 'Reproduced', export: 'Exported', 'read-log': 'Read the log' } as const;

/** /audit/access-log: the auditors' own access log, read-only; reading it is an entry too (issue 13). */
export function AccessLogPage() {
  const log = useQuery(auditQueries.accessLog());
  return (
    <section className="section">
      <h1>Access log</h1>
      <p className="muted">Every auditor request, newest first. No one can change or remove an entry through FairBill.</p>
      {log.isPending ? (
        <p role="status">Loading the log...</p>
      ) : log.isError ? (
        <LoadError onRetry={() => void log.refetch()}>{errorMessage(log.error)}</LoadError>
      ) : (
        <>
          <p role={log.data.intact ? 'status' : 'alert'} className={log.data.intact ? 'audit-integrity--intact' : 'audit-integrity--changed'}>
            {log.data.intact ? accessLogLabels.intact : accessLogLabels.broken}
          </p>
          <div className="table-scroll" role="region" aria-label="Access log" tabIndex={0}>
            <table className="audit-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Auditor</th>
                  <th scope="col">Action</th>
                  <th scope="col">Document</th>
                </tr>
              </thead>
              <tbody>
                {log.data.entries.map((entry, index) => (
                  <tr key={`${entry.at}-${index}`}>
                    <td>{formatInstant(entry.at)}</td>
                    <td>{entry.auditor}</td>
                    <td>{actionLabels[entry.action]}</td>
                    <td>{entry.documentId ? <code>{entry.documentId}</code> : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
