import { accountMessages } from '@fairbill/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { authMock, signedInAs } from './amplify-auth-mock';
import { json, mockFetch } from './fetch-mock';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

beforeEach(() => {
  resetQueryClientForTests();
  signedInAs();
  authMock.signOut.mockResolvedValue(undefined);
});

describe('/account: delete my account (issue 16)', () => {
  it('is reached from the signed-in pages, and asks for the e-mail address before it can be used', async () => {
    mockFetch({ 'GET /api/family-members': () => json({ members: [] }) });
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: accountMessages.deleteTitle }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(accountMessages.deleteExplanation)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: accountMessages.deleteButton })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
  });

  it('shows the refusal when the address is not the account\'s, and deletes nothing', async () => {
    mockFetch({ 'DELETE /api/account': () => json({ error: { code: 'confirmation_mismatch', message: accountMessages.deleteConfirmationMismatch } }, 400) });
    const user = userEvent.setup();
    const app = renderApp('/account');
    await user.type(await screen.findByLabelText(accountMessages.deleteConfirmLabel, {}, { timeout: 5_000 }), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: accountMessages.deleteButton }));
    expect(await screen.findByText(accountMessages.deleteConfirmationMismatch)).toBeInTheDocument();
    expect(authMock.signOut).not.toHaveBeenCalled();
    expect(app.location().pathname).toBe('/account');
  });

  it('deletes with the typed address, signs out and says so on the sign-in page', async () => {
    const sent: unknown[] = [];
    mockFetch({
      'DELETE /api/account': ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    const app = renderApp('/account');
    await user.type(await screen.findByLabelText(accountMessages.deleteConfirmLabel, {}, { timeout: 5_000 }), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: accountMessages.deleteButton }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(sent).toEqual([{ confirmation: 'jane@example.com' }]);
    // The session ends once the page has left the screen, a moment after the navigation.
    await waitFor(() => expect(authMock.signOut).toHaveBeenCalled());
    expect(await screen.findByRole('status')).toHaveTextContent(accountMessages.deletedNotice);
  });
});
