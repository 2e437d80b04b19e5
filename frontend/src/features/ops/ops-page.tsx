import { batchRedriveRequestSchema, documentTypeSchema, figureWindows, pipelineStepSchema, redriveReasonSchema, runListQuerySchema, runStateSchema, type FigureWindow, type PipelineRun } from '@fairbill/shared';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { AnyOfSelect } from '../../components/any-of-select';
import { LoadError } from '../../components/load-error';
import { FilterActions, ListState, setFilters, StaffTable, useUrlFilters } from '../../components/staff-filters';
import { errorMessage } from '../../lib/api/api-error';
import { queryKeys } from '../../lib/query/keys';
import { documentTypeLabels, engineLabels, formatInstant } from '../audit';
import { opsQueries, redriveBatch, redriveRun } from './api/ops';
import { duration, executionStatusLabels, percent, runStateLabels, stepLabels, stepStateLabels, windowLabels } from './ops-labels';
import '../../styles/staff.css';
import './ops.css';

/** The list's filters as URL parameters (what was listed is in the URL). */
const FILTERS = ['state', 'step', 'type', 'from', 'to', 'redrivable'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** A datetime-local value (the operator's time zone) as the API's instant. */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : '');
const listFilters = (filters: Filters) => setFilters({ ...filters, from: instantOf(filters.from), to: instantOf(filters.to) });

const problemOf = (form: Filters): string | null => {
  const check = runListQuerySchema.safeParse(listFilters(form));
  if (!check.success) return `Check the filters: ${check.error.issues[0]?.path.join('.') ?? ''}`;
  return form.from && form.to && form.from > form.to ? 'The start must not be after the end.' : null;
};

/**
 * A redrive's form state: the reason (required, checked as the API checks it), busy while it is
 * sent, and what came of it announced in the page's live region.
 */
function useRedrive(redrive: (reason: string) => Promise<string>, announce: (message: string) => void, refused: string) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent): Promise<boolean> => {
    event.preventDefault();
    const parsed = redriveReasonSchema.safeParse(reason);
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Say why.'));
    if (!parsed.success) return false;
    setBusy(true);
    try {
      announce(await redrive(parsed.data));
      setReason('');
      return true;
    } catch (failure) {
      announce(`${refused}: ${errorMessage(failure)}`);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { reason, setReason, error, busy, submit };
}

function ReasonField({ id, value, onChange, error }: { id: string; value: string; onChange: (value: string) => void; error: string | null }) {
  return (
    <div className="field">
      <label htmlFor={id}>Why (kept with the run)</label>
      <textarea id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-required="true" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}

function Figures() {
  const [window, setWindow] = useState<FigureWindow>('1h');
  const figures = useQuery(opsQueries.figures(window));
  const data = figures.data;
  return (
    <section aria-labelledby="ops-figures-heading" className="section">
      <h2 id="ops-figures-heading">Figures</h2>
      <div className="field">
        <label htmlFor="ops-window">Window</label>
        <select id="ops-window" value={window} onChange={(event) => setWindow(event.target.value as FigureWindow)}>
          {figureWindows.map((option) => (
            <option key={option} value={option}>
              {windowLabels[option]}
            </option>
          ))}
        </select>
      </div>
      {figures.isError ? (
        <LoadError onRetry={() => void figures.refetch()}>{errorMessage(figures.error)}</LoadError>
      ) : !data ? (
        <p role="status">Loading figures...</p>
      ) : (
        <>
          <dl className="ops-figures">
            {(
              [
                ['Runs per minute', data.runsPerMinute],
                ['Runs', data.runs],
                ['Failure rate', percent(data.failureRate)],
                ['Manual-review rate', percent(data.manualReviewRate)],
                ['Throttles', data.throttles],
                ['Retries', data.retries],
              ] as const
            ).map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {data.truncated && <p className="muted">More runs started in this window than the figures read; they count the newest.</p>}
          <StaffTable label="Duration per step" caption="Duration per step" columns={['Step', 'p50', 'p95', 'Invocations']}>
            {data.steps.map((step) => (
              <tr key={step.step}>
                <th scope="row">{stepLabels[step.step]}</th>
                <td>{duration(step.p50Ms)}</td>
                <td>{duration(step.p95Ms)}</td>
                <td>{step.samples}</td>
              </tr>
            ))}
          </StaffTable>
        </>
      )}
    </section>
  );
}

/** The run's end state in words, with the failure's step and error. */
function outcomeOf(run: PipelineRun): string {
  if (run.state === 'failed' && run.failure) {
    return `Failed at ${run.failure.step ? stepLabels[run.failure.step] : 'an unknown step'}: ${run.failure.error} (${executionStatusLabels[run.executionStatus]})`;
  }
  if (run.state === 'skipped') return `Skipped${run.skipReason ? ` (${run.skipReason})` : ''}`;
  if (run.state === 'completed') return run.manualReview ? 'Completed, manual review' : 'Completed';
  return run.atStep ? `Running: ${stepLabels[run.atStep]}` : 'Running';
}

function RunRow({ run, onRedriven }: { run: PipelineRun; onRedriven: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const document = run.documentId ?? 'no document';
  const redrive = useRedrive(
    async (why) => {
      const redriven = await redriveRun(run.executionId, why);
      return `Redrive started for document ${document}: it restarts at ${redriven.atStep ? stepLabels[redriven.atStep] : 'its failed step'}.`;
    },
    onRedriven,
    `Redrive of document ${document} refused`,
  );
  return (
    <>
      <tr>
        <td>{formatInstant(run.startedAt)}</td>
        <td>
          <code>{run.documentId ?? '—'}</code>
        </td>
        <td>{run.documentType ? documentTypeLabels[run.documentType] : '—'}</td>
        <td>{run.engine ? engineLabels[run.engine] : '—'}</td>
        <td>
          <ul className="ops-steps">
            {run.steps.map((step) => (
              <li key={step.step} className={step.state === 'failed' ? 'ops-step--failed' : undefined}>
                {stepLabels[step.step]}: {stepStateLabels[step.state]}, {duration(step.durationsMs.at(-1))}
                {step.attempts > 1 ? ` (${step.attempts} attempts)` : ''}
              </li>
            ))}
          </ul>
        </td>
        <td>{run.retries}</td>
        <td>{duration(run.durationMs)}</td>
        <td>{runStateLabels[run.state]}</td>
        <td>{outcomeOf(run)}</td>
        <td>
          {run.redrivable && (
            <button type="button" className="button button--secondary" aria-label={`Redrive document ${document}`} aria-expanded={open} aria-controls={`${id}-form`} onClick={() => setOpen((value) => !value)}>
              Redrive
            </button>
          )}
        </td>
      </tr>
      {open && (
        <tr id={`${id}-form`}>
          <td colSpan={10}>
            <form className="ops-redrive" onSubmit={(event) => void redrive.submit(event).then((done) => done && setOpen(false))} aria-label={`Redrive document ${document}`}>
              <ReasonField id={`${id}-reason`} value={redrive.reason} onChange={redrive.setReason} error={redrive.error} />
              <div className="button-row">
                <button type="submit" className="button" disabled={redrive.busy}>
                  {redrive.busy ? 'Redriving...' : `Redrive from ${run.atStep ? stepLabels[run.atStep] : 'the failed step'}`}
                </button>
                <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
                  Cancel
                </button>
              </div>
            </form>
          </td>
        </tr>
      )}
    </>
  );
}

function BatchRedrive({ filters, onDone }: { filters: Filters; onDone: (message: string) => void }) {
  const redrive = useRedrive(
    async (why) => {
      const { step, type, from, to } = listFilters(filters);
      const result = await redriveBatch({ filter: batchRedriveRequestSchema.shape.filter.parse({ step, type, from, to }), reason: why });
      return `${result.redriven.length} run(s) redriven, ${result.refused.length} refused${result.refused[0] ? ` (${result.refused[0].message})` : ''}.`;
    },
    onDone,
    'The batch redrive was refused',
  );
  return (
    <section aria-labelledby="ops-batch-heading" className="section">
      <h2 id="ops-batch-heading">Redrive a batch</h2>
      <p className="muted">Every redrivable failed run that the filters above match (step, type, time), at most 100, each from its failed step.</p>
      <form className="ops-redrive" onSubmit={(event) => void redrive.submit(event)} aria-label="Redrive a batch">
        <ReasonField id="ops-batch-reason" value={redrive.reason} onChange={redrive.setReason} error={redrive.error} />
        <div className="button-row">
          <button type="submit" className="button" disabled={redrive.busy}>
            {redrive.busy ? 'Redriving...' : 'Redrive matching failed runs'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** /ops: the pipeline's runs, their figures, and redrives (operators only, issue 13). */
export function OpsPage() {
  const { applied, form, set, submit: apply, clear, error: formError } = useUrlFilters(FILTERS, problemOf);
  const [announcement, setAnnouncement] = useState('');
  const queryClient = useQueryClient();
  const runs = useInfiniteQuery(opsQueries.runs(listFilters(applied)));
  const items = runs.data?.pages.flatMap((page) => page.items) ?? [];
  const submit = (event: FormEvent) => {
    if (apply(event) === 'unchanged') void runs.refetch();
  };
  const announce = (message: string) => {
    setAnnouncement(message);
    void queryClient.invalidateQueries({ queryKey: queryKeys.ops.all });
  };

  const busy = runs.isFetching && !runs.isFetchingNextPage && !runs.isRefetching;
  return (
    <section className="section">
      <h1>Pipeline runs</h1>
      <p className="muted">Every run of the document pipeline: document ids, states and timings, never a document&apos;s content.</p>
      <p role="status" aria-live="polite" className="ops-announcement">
        {announcement}
      </p>
      <Figures />

      <h2>Runs</h2>
      <form className="form audit-form" onSubmit={submit} aria-label="Filter runs">
        <AnyOfSelect id="ops-state" label="State" value={form.state} onChange={set('state')} options={runStateSchema.options.map((state) => [state, runStateLabels[state]])} />
        <AnyOfSelect id="ops-step" label="At step" value={form.step} onChange={set('step')} options={pipelineStepSchema.options.map((step) => [step, stepLabels[step]])} />
        <AnyOfSelect id="ops-type" label="Document type" value={form.type} onChange={set('type')} options={documentTypeSchema.options.map((type) => [type, documentTypeLabels[type]])} />
        <AnyOfSelect id="ops-redrivable" label="Redrivable" value={form.redrivable} onChange={set('redrivable')} options={[['true', 'Yes'], ['false', 'No']]} />
        <div className="field">
          <label htmlFor="ops-from">Started from</label>
          <input id="ops-from" type="datetime-local" value={form.from} onChange={set('from')} />
        </div>
        <div className="field">
          <label htmlFor="ops-to">Started until</label>
          <input id="ops-to" type="datetime-local" value={form.to} onChange={set('to')} />
        </div>
        <FilterActions busy={busy} label="List runs" busyLabel="Listing..." onClear={clear} error={formError} />
      </form>

      <ListState query={runs} loading="Listing runs..." empty="No runs match these filters." isEmpty={items.length === 0}>
        <>
          <StaffTable
            label="Pipeline runs"
            caption={`${items.length === 1 ? '1 run' : `${items.length} runs`}, newest first`}
            columns={['Started', 'Document', 'Type', 'Engine', 'Steps', 'Retries', 'Duration', 'State', 'Outcome', <span className="visually-hidden">Actions</span>]}
          >
            {items.map((run) => (
              <RunRow key={run.executionId} run={run} onRedriven={announce} />
            ))}
          </StaffTable>
          {runs.hasNextPage && (
            <div className="button-row">
              <button type="button" className="button button--secondary" onClick={() => void runs.fetchNextPage()} disabled={runs.isFetchingNextPage}>
                {runs.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </button>
            </div>
          )}
        </>
      </ListState>
      <BatchRedrive filters={applied} onDone={announce} />
    </section>
  );
}
