import { accountExportMessages as messages, type AccountExport } from '@fairbill/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exportPollDelay } from '../src/features/account/api/account-export';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { json, mockFetch } from './fetch-mock';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

beforeEach(() => {
  resetQueryClientForTests();
  signedInAs();
});

const job = (overrides: Partial<AccountExport> = {}): AccountExport => ({
  id: '01JEXPORT00000000000000000',
  status: 'queued',
  filesDone: 0,
  filesTotal: null,
  createdAt: new Date().toISOString(),
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  failureReason: null,
  download: null,
  ...overrides,
});

const notFound = () => json({ error: { code: 'export_not_found', message: messages.notFound } }, 404);
const section = async () => within((await screen.findByRole('heading', { name: messages.title }, { timeout: 5_000 })).closest('section')!);

describe('/account: download all my data (issue 16)', () => {
  it('starts an export from the keyboard, announces its progress while it is built, then offers the ZIP', async () => {
    const reads = [job({ status: 'building', filesTotal: 3, filesDone: 1 }), job({ status: 'ready', filesTotal: 3, filesDone: 3, readyAt: '2026-11-26T12:00:00.000Z', expiresAt: '2026-12-03T12:00:00.000Z', sizeBytes: 2_300_000, download: { url: 'https://exports.example.test/zip?sig=1', expiresAt: '2026-11-26T12:05:00.000Z' } })];
    let started = 0;
    mockFetch({
      'POST /api/account/export': () => (started += 1, json({ export: job() }, 202)),
      'GET /api/account/export': () => (started === 0 ? notFound() : json({ export: reads.length > 1 ? reads.shift() : reads[0] })),
    });
    const user = userEvent.setup();
    renderApp('/account');
    const area = await section();
    expect(area.getByText(messages.explanation)).toBeInTheDocument();
    const button = await area.findByRole('button', { name: messages.startButton });
    button.focus();
    await user.keyboard('{Enter}');
    // The page paints while the session loads: the request may wait for it.
    await waitFor(() => expect(started).toBe(1));

    const status = area.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(messages.queued));
    // No second export can be asked for while this one is built.
    expect(area.queryByRole('button', { name: /Prepare/ })).toBeNull();
    await waitFor(() => expect(status).toHaveTextContent(messages.building(1, 3)), { timeout: 5_000 });
    expect(area.getByRole('progressbar', { name: messages.progressLabel })).toHaveAttribute('value', '1');

    await waitFor(() => expect(status).toHaveTextContent(messages.ready('Dec 03, 2026')), { timeout: 5_000 });
    expect(area.getByRole('link', { name: messages.downloadLink('2.19 MB') })).toHaveAttribute('href', 'https://exports.example.test/zip?sig=1');
    expect(area.queryByRole('progressbar')).toBeNull();
    expect(area.getByRole('button', { name: messages.startAgainButton })).toBeEnabled();
  }, 15_000);

  it('says plainly when the export could not be started, and lets the person try again', async () => {
    mockFetch({
      'GET /api/account/export': () => notFound(),
      'POST /api/account/export': () => json({ error: { code: 'internal_error', message: 'An unexpected error occurred. Please try again.' } }, 500),
    });
    const user = userEvent.setup();
    renderApp('/account');
    const area = await section();
    await user.click(await area.findByRole('button', { name: messages.startButton }));
    // A server error is tried once more (the mutations' rule) before it is shown.
    expect(await area.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('An unexpected error occurred. Please try again.');
    expect(area.getByRole('button', { name: messages.startButton })).toBeEnabled();
  });

  it('shows a failed export\'s reason and an expired one\'s notice, each with a way to prepare a new one', async () => {
    let current = job({ status: 'failed', failureReason: messages.stalled });
    mockFetch({ 'GET /api/account/export': () => json({ export: current }) });
    const first = renderApp('/account');
    let area = await section();
    await waitFor(() => expect(area.getByRole('status')).toHaveTextContent(messages.stalled));
    expect(area.getByRole('button', { name: messages.startAgainButton })).toBeEnabled();
    expect(area.queryByRole('link', { name: /Download my data/ })).toBeNull();
    first.unmount();

    resetQueryClientForTests();
    current = job({ status: 'expired', readyAt: '2026-11-01T00:00:00.000Z', expiresAt: '2026-11-08T00:00:00.000Z', sizeBytes: 4_000 });
    renderApp('/account');
    area = await section();
    await waitFor(() => expect(area.getByRole('status')).toHaveTextContent(messages.expired));
    expect(area.queryByRole('link', { name: /Download my data/ })).toBeNull();
    expect(area.getByRole('button', { name: messages.startAgainButton })).toBeEnabled();
  });

  it('reads an export in progress again after a second at first, then less often, at most every 10 s', () => {
    const createdAt = '2026-11-26T12:00:00.000Z';
    const at = (seconds: number) => exportPollDelay({ createdAt }, Date.parse(createdAt) + seconds * 1_000);
    expect([at(0), at(2), at(8), at(20), at(40), at(600)]).toEqual([1_000, 1_000, 2_000, 5_000, 10_000, 10_000]);
    // A clock behind the server's still reads every second.
    expect(at(-30)).toBe(1_000);
  });
});
