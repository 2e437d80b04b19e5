import type { PipelineFigures, PipelineRun } from '@fairbill/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { json, mockFetch, type Handler } from './fetch-mock';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

const run = (overrides: Partial<PipelineRun> = {}): PipelineRun => ({
  executionId: 'EXEC1',
  executionArn: 'arn:aws:states:us-east-1:000000000000:execution:fairbill-local:EXEC1',
  documentId: 'DOC1',
  documentType: 'medical_bill',
  engine: 'local',
  state: 'completed',
  executionStatus: 'SUCCEEDED',
  atStep: 'PersistResults',
  manualReview: false,
  startedAt: '2026-11-26T10:00:00.000Z',
  endedAt: '2026-11-26T10:00:02.000Z',
  durationMs: 2000,
  steps: [
    { step: 'ResolveDocument', state: 'succeeded', attempts: 1, durationsMs: [40], error: null },
    { step: 'ReadDocument', state: 'succeeded', attempts: 1, durationsMs: [1200], error: null },
  ],
  retries: 0,
  throttles: 0,
  failure: null,
  skipReason: null,
  redrivable: false,
  redriveCount: 0,
  ...overrides,
});

const failed = run({
  executionId: 'EXEC9',
  documentId: 'DOC9',
  state: 'failed',
  executionStatus: 'FAILED',
  atStep: 'StructureData',
  steps: [{ step: 'StructureData', state: 'failed', attempts: 5, durationsMs: [10, 10, 10, 10, 10], error: 'ThrottlingException' }],
  retries: 4,
  throttles: 5,
  failure: { step: 'StructureData', error: 'ThrottlingException' },
  redrivable: true,
});

const figures: PipelineFigures = {
  window: '1h',
  from: '2026-11-26T09:00:00.000Z',
  to: '2026-11-26T10:00:00.000Z',
  runs: 120,
  ended: 119,
  runsPerMinute: 2,
  failureRate: 0.05,
  manualReviewRate: 0.25,
  throttles: 7,
  retries: 9,
  steps: [{ step: 'ReadDocument', samples: 120, p50Ms: 800, p95Ms: 2400 }],
  truncated: false,
};

function api(extra: Record<string, Handler> = {}) {
  const bodies: { url: string; body: unknown }[] = [];
  const lists: URL[] = [];
  mockFetch({
    'GET /api/ops/figures': () => json({ figures }),
    'GET /api/ops/runs?': ({ url }) => {
      lists.push(new URL(url, 'http://localhost'));
      return json({ items: [failed, run()], nextCursor: null });
    },
    'POST /api/ops/runs/EXEC9/redrive': ({ url, init }) => {
      bodies.push({ url, body: JSON.parse(String(init?.body)) });
      return json({ run: { ...failed, state: 'running', redrivable: false, redriveCount: 1, redrives: [] } }, 202);
    },
    'POST /api/ops/redrive': ({ url, init }) => {
      bodies.push({ url, body: JSON.parse(String(init?.body)) });
      return json({ redriven: ['EXEC9'], refused: [] }, 202);
    },
    ...extra,
  });
  return { bodies, lists };
}

beforeEach(() => {
  resetQueryClientForTests();
});

describe('who sees /ops', () => {
  it('sends an operator from the family screens to /ops, with only their own link', async () => {
    signedInAs('op-1', 'otto@example.com', ['operators']);
    api();
    const app = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Pipeline runs' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/ops');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Pipeline runs' })).toHaveAttribute('href', '/ops');
    expect(within(nav).queryByRole('link', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('sends a family user and an auditor away from /ops', async () => {
    signedInAs();
    mockFetch({ 'GET /api/family-members': () => json({ members: [] }) });
    const family = renderApp('/ops');
    await waitFor(() => expect(family.location().pathname).toBe('/dashboard'), { timeout: 5_000 });
    family.unmount();
    signedInAs('aud-1', 'ann@example.com', ['auditors']);
    mockFetch({ 'GET /api/audit/records?': () => json({ items: [], nextCursor: null }) });
    const auditor = renderApp('/ops');
    await waitFor(() => expect(auditor.location().pathname).toBe('/audit'), { timeout: 5_000 });
  });
});

describe('/ops', () => {
  beforeEach(() => signedInAs('op-1', 'otto@example.com', ['operators']));

  it('shows the figures, and each run with its steps, retries and a failed run\'s cause', async () => {
    api();
    renderApp('/ops');
    const runs = await screen.findByRole('region', { name: 'Pipeline runs' }, { timeout: 5_000 });
    const rows = within(runs).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('DOC9');
    expect(rows[1]).toHaveTextContent('Structure: failed, 10 ms (5 attempts)');
    expect(rows[1]).toHaveTextContent('Failed at Structure: ThrottlingException (execution failed)');
    expect(rows[2]).toHaveTextContent('Read: done, 1.2 s');
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    const tiles = await screen.findByText('Runs per minute');
    expect(tiles.closest('dl')).toHaveTextContent('Failure rate5.0%');
    expect(tiles.closest('dl')).toHaveTextContent('Manual-review rate25.0%');
    expect(tiles.closest('dl')).toHaveTextContent('Throttles7');
    expect(screen.getByRole('region', { name: 'Duration per step' })).toHaveTextContent('Read800 ms2.4 s120');
  });

  it('redrives a failed run with a required reason, and says so in the live region', { timeout: 20_000 }, async () => {
    const { bodies } = api();
    const user = userEvent.setup();
    renderApp('/ops');
    await user.click(await screen.findByRole('button', { name: 'Redrive document DOC9' }, { timeout: 5_000 }));
    const form = screen.getByRole('form', { name: 'Redrive document DOC9' });
    await user.click(within(form).getByRole('button', { name: 'Redrive from Structure' }));
    expect(await within(form).findByText('Say why (at least 5 characters).')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(within(form).getByLabelText('Why (kept with the run)'), 'Bedrock quota raised');
    await user.click(within(form).getByRole('button', { name: 'Redrive from Structure' }));
    expect(await screen.findByText('Redrive started for document DOC9: it restarts at Structure.')).toHaveAttribute('role', 'status');
    expect(bodies).toEqual([{ url: '/api/ops/runs/EXEC9/redrive', body: { reason: 'Bedrock quota raised' } }]);
  });

  it('redrives the batch the applied filters choose', async () => {
    const { bodies, lists } = api();
    const user = userEvent.setup();
    renderApp('/ops?step=StructureData&type=medical_bill');
    await screen.findByRole('region', { name: 'Pipeline runs' }, { timeout: 5_000 });
    expect(Object.fromEntries(lists[0]!.searchParams)).toMatchObject({ step: 'StructureData', type: 'medical_bill', limit: '25' });
    await user.type(screen.getByLabelText('Why (kept with the run)'), 'Textract outage over');
    await user.click(screen.getByRole('button', { name: 'Redrive matching failed runs' }));
    expect(await screen.findByText('1 run(s) redriven, 0 refused.')).toBeInTheDocument();
    expect(bodies).toEqual([{ url: '/api/ops/redrive', body: { filter: { step: 'StructureData', type: 'medical_bill' }, reason: 'Textract outage over' } }]);
  });
});
