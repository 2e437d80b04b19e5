import { auditSearchQuerySchema, auditStatusSchema, documentTypeSchema } from '@fairbill/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AnyOfSelect as AnyOf } from '../../components/any-of-select';
import { FilterActions, ListState, setFilters as sent, StaffTable, useUrlFilters } from '../../components/staff-filters';
import { errorMessage } from '../../lib/api/api-error';
import { auditExport, auditQueries } from './api/audit';
import { documentTypeLabels, engineLabels, formatInstant, saveFile, statusLabels } from './audit-labels';
import './audit.css';

/** The filters the form offers, as URL parameters (what was searched is in the URL). */
const FILTERS = ['from', 'to', 'type', 'status', 'engine', 'version', 'confidenceBelow', 'corrected', 'failedCheck'] as const;

const problemOf = (form: Record<(typeof FILTERS)[number], string>): string | null => {
  const check = auditSearchQuerySchema.safeParse(sent(form));
  if (!check.success) return `Check the filters: ${check.error.issues[0]?.path.join('.') ?? ''}`;
  return form.from && form.to && form.from > form.to ? 'The start date must not be after the end date.' : null;
};

const YES_NO: readonly (readonly [string, string])[] = [
  ['true', 'Yes'],
  ['false', 'No'],
];

/** /audit: every user's stored extraction results, newest first, with the auditors' filters (issue 13). */
export function AuditSearchPage() {
  const { applied, form, set, submit: apply, clear, error: formError } = useUrlFilters(FILTERS, problemOf);
  const results = useInfiniteQuery(auditQueries.records(sent(applied)));
  const submit = (event: FormEvent) => {
    if (apply(event) === 'unchanged') void results.refetch();
  };
  const items = results.data?.pages.flatMap((page) => page.items) ?? [];

  const [exporting, setExporting] = useState<{ format: 'csv' | 'jsonl' | null; error: string | null }>({ format: null, error: null });
  const exportAs = async (format: 'csv' | 'jsonl') => {
    setExporting({ format, error: null });
    try {
      saveFile(await auditExport(sent(applied), format), `fairbill-audit.${format}`);
      setExporting({ format: null, error: null });
    } catch (error) {
      setExporting({ format: null, error: errorMessage(error) });
    }
  };

  const busy = results.isFetching && !results.isFetchingNextPage;
  return (
    <section className="section">
      <h1>Extraction results</h1>
      <p className="muted">Every user&apos;s stored results, newest first. Users are shown by a pseudonym; opening a result is logged.</p>
      <form className="form audit-form" onSubmit={submit} aria-label="Filter extraction results">
        <div className="field">
          <label htmlFor="audit-from">From</label>
          <input id="audit-from" type="date" value={form.from} onChange={set('from')} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">To</label>
          <input id="audit-to" type="date" value={form.to} onChange={set('to')} />
        </div>
        <AnyOf id="audit-type" label="Document type" value={form.type} onChange={set('type')} options={documentTypeSchema.options.map((type) => [type, documentTypeLabels[type]])} />
        <AnyOf id="audit-status" label="Status" value={form.status} onChange={set('status')} options={auditStatusSchema.options.map((status) => [status, statusLabels[status]])} />
        <AnyOf id="audit-engine" label="Engine" value={form.engine} onChange={set('engine')} options={Object.entries(engineLabels)} />
        <div className="field">
          <label htmlFor="audit-version">Model or rules version</label>
          <input id="audit-version" value={form.version} onChange={set('version')} placeholder="e.g. rules-2026.11" />
        </div>
        <div className="field">
          <label htmlFor="audit-confidence">Confidence below</label>
          <input id="audit-confidence" type="number" min="0" max="1" step="0.01" value={form.confidenceBelow} onChange={set('confidenceBelow')} />
        </div>
        <AnyOf id="audit-corrected" label="Corrected by the user" value={form.corrected} onChange={set('corrected')} options={YES_NO} />
        <AnyOf id="audit-failed-check" label="Failed arithmetic check" value={form.failedCheck} onChange={set('failedCheck')} options={YES_NO} />
        <FilterActions busy={busy} label="Search" busyLabel="Searching..." onClear={clear} error={formError} />
      </form>

      <ListState query={results} loading="Searching..." empty="No extraction results match these filters." isEmpty={items.length === 0}>
        <>
          <StaffTable
            label="Extraction results"
            caption={items.length === 1 ? '1 result' : `${items.length} results`}
            columns={['Extracted', 'Type', 'Status', 'Engine', 'Version', 'Confidence', 'Corrected', 'Failed checks', 'User']}
          >
            {items.map((item) => (
              <tr key={item.documentId}>
                <td>
                  <Link to={`/audit/records/${encodeURIComponent(item.documentId)}`}>{formatInstant(item.extractedAt)}</Link>
                </td>
                <td>{documentTypeLabels[item.documentType]}</td>
                <td>{statusLabels[item.status]}</td>
                <td>{item.engine ? engineLabels[item.engine] : '—'}</td>
                <td>{item.promptVersion ?? '—'}</td>
                <td>{item.confidence === null ? '—' : item.confidence.toFixed(2)}</td>
                <td>{item.corrected ? 'Yes' : 'No'}</td>
                <td>{item.failedChecks.length === 0 ? 'None' : item.failedChecks.join(', ')}</td>
                <td>
                  <code>{item.user}</code>
                </td>
              </tr>
            ))}
          </StaffTable>
          <div className="button-row">
            {results.hasNextPage && (
              <button type="button" className="button button--secondary" onClick={() => void results.fetchNextPage()} disabled={results.isFetchingNextPage}>
                {results.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </button>
            )}
            <button type="button" className="button button--secondary" onClick={() => void exportAs('csv')} disabled={exporting.format !== null}>
              {exporting.format === 'csv' ? 'Exporting...' : 'Export CSV'}
            </button>
            <button type="button" className="button button--secondary" onClick={() => void exportAs('jsonl')} disabled={exporting.format !== null}>
              {exporting.format === 'jsonl' ? 'Exporting...' : 'Export JSON Lines'}
            </button>
          </div>
          {exporting.error && (
            <p role="alert" className="form-error">
              {exporting.error}
            </p>
          )}
        </>
      </ListState>
    </section>
  );
}
