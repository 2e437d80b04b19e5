import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../lib/api/api-error';
import { LoadError } from './load-error';

// The staff screens' filtered lists (/audit, /ops): the filters live in the URL (what was listed
// is in the address bar), the form edits a copy, and the list says loading, empty or failed.

type Values<N extends string> = Record<N, string>;

/** Only the filters that are set. */
export const setFilters = (values: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));

/**
 * The applied filters (from the URL) and the form's copy. `submit` runs `problem` on the form
 * (a message, or null when it is fine) and applies it; it says 'unchanged' when the URL already
 * held these filters, so the caller lists again.
 */
export function useUrlFilters<N extends string>(names: readonly N[], problem: (values: Values<N>) => string | null) {
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Values<N>;
  const [form, setForm] = useState<Values<N>>(applied);
  const [error, setError] = useState<string | null>(null);
  const set = (name: N) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent): 'invalid' | 'unchanged' | 'applied' => {
    event.preventDefault();
    const found = problem(form);
    setError(found);
    if (found) return 'invalid';
    const next = new URLSearchParams(setFilters(form));
    if (next.toString() === params.toString()) return 'unchanged';
    setParams(next);
    return 'applied';
  };
  const clear = () => setForm(Object.fromEntries(names.map((name) => [name, ''])) as Values<N>);
  return { applied, form, set, submit, clear, error };
}

/** The form's submit and clear buttons, and what is wrong with the filters. */
export function FilterActions({ busy, label, busyLabel, onClear, error }: { busy: boolean; label: string; busyLabel: string; onClear: () => void; error: string | null }) {
  return (
    <>
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? busyLabel : label}
        </button>
        <button type="button" className="button button--secondary" onClick={onClear}>
          Clear
        </button>
      </div>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </>
  );
}

/** A list's states in one live region: failed (with a retry), loading, empty, or its content. */
export function ListState({ query, loading, empty, isEmpty, children }: { query: { isError: boolean; isPending: boolean; error: unknown; refetch: () => unknown }; loading: string; empty: string; isEmpty: boolean; children: ReactNode }) {
  return (
    <div aria-live="polite">
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()}>{errorMessage(query.error)}</LoadError>
      ) : query.isPending ? (
        <p role="status">{loading}</p>
      ) : isEmpty ? (
        <p>{empty}</p>
      ) : (
        children
      )}
    </div>
  );
}

/** A dense table in its own sideways-scrolling region (a 360 px screen does not scroll). */
export function StaffTable({ label, caption, columns, children }: { label: string; caption?: ReactNode; columns: readonly ReactNode[]; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="audit-table">
        {caption !== undefined && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
