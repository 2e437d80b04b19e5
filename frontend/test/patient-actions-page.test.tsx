import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { json, mockFetch } from './fetch-mock';
import { jane } from './history-fixtures';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

describe('Patient actions (/patient-actions)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    resetQueryClientForTests();
    signedInAs();
  });

  it('explains an out-of-network mismatch with callouts, the yellow note and an in-network example', async () => {
    const fetchMock = mockFetch({ 'GET /api/family-members': () => json({ members: [jane] }) });
    renderApp('/patient-actions');
    const demo = await screen.findByRole('region', { name: 'Example: an out-of-network provider' }, { timeout: 10_000 });
    const table = within(demo).getByRole('table');
    // The figures the callouts talk about, in the grid's dollars.
    expect(within(table).getAllByText('$1,200.00')).toHaveLength(2);
    expect(within(table).getByText('$600.00')).toBeInTheDocument();
    expect(within(table).getByText('$880.00')).toBeInTheDocument();
    expect(within(demo).getAllByRole('listitem')).toHaveLength(3);
    expect(within(demo).getByText('Out of network reasons will be different from in network!')).toHaveClass('note--yellow');
    const inNetwork = screen.getByRole('region', { name: 'Example: an in-network provider' });
    expect(within(inNetwork).getByText(/EOB shows nothing owed/)).toBeInTheDocument();
    expect(within(inNetwork).getByText(/you owe \$0\.00 on this in-network bill/)).toBeInTheDocument();
    // A static page: it asks the API for nothing about the user's documents.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/') && url !== '/api/family-members')).toEqual([]);
  });
});
