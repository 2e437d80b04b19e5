import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfirmAttemptsForTests } from '../src/features/auth/confirm-email';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { authMock, cognitoError, signedInAs, signedOut } from './amplify-auth-mock';
import { json, mockFetch } from './fetch-mock';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

const link = '/confirm?username=jane%40example.com&code=123456';

describe('Confirm (/confirm?username&code)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    resetConfirmAttemptsForTests();
    resetQueryClientForTests();
    mockFetch({ 'GET /api/family-members': () => json({ members: [{ id: 'm1', firstName: 'Jane', lastName: 'Doe', relationship: 'Self' }] }) });
  });

  it('shows verifying, confirms once after the 1 s wait, then succeeds and sends a signed-out user to sign in', async () => {
    signedOut();
    authMock.confirmSignUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    const { location } = renderApp(link);
    expect(await screen.findByText('Verifying your email address, please wait...', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(authMock.confirmSignUp).not.toHaveBeenCalled();

    expect(await screen.findByRole('heading', { name: 'Email verified!' }, { timeout: 3_000 })).toBeInTheDocument();
    expect(authMock.confirmSignUp).toHaveBeenCalledTimes(1);
    expect(authMock.confirmSignUp).toHaveBeenCalledWith({ username: 'jane@example.com', confirmationCode: '123456' });
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeEnabled();
    expect(screen.getByText(/Please sign in to continue/)).toBeInTheDocument();

    await waitFor(() => expect(location().pathname).toBe('/login'), { timeout: 4_500 });
    expect(await screen.findByText('Your email is confirmed. Please sign in to continue.')).toBeInTheDocument();
  }, 15_000);

  it('auto-redirects a signed-in user to /dashboard after 3 seconds', async () => {
    signedInAs();
    authMock.confirmSignUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    const { location } = renderApp(link);
    expect(await screen.findByText('Taking you to your dashboard in 3 seconds...', {}, { timeout: 12_000 })).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/dashboard'), { timeout: 4_500 });
    expect(await screen.findByRole('heading', { name: 'Welcome Jane' }, { timeout: 5_000 })).toBeInTheDocument();
  }, 20_000);

  it("'Go to Dashboard' opens the dashboard at once", async () => {
    signedInAs();
    authMock.confirmSignUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    const user = userEvent.setup();
    const { location } = renderApp(link);
    await user.click(await screen.findByRole('button', { name: 'Go to Dashboard' }, { timeout: 12_000 }));
    expect(location().pathname).toBe('/dashboard');
  }, 15_000);

  it('treats an already confirmed account as success', async () => {
    signedOut();
    authMock.confirmSignUp.mockRejectedValue(cognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'));
    renderApp(link);
    expect(await screen.findByRole('heading', { name: 'Email verified!' }, { timeout: 12_000 })).toBeInTheDocument();
  }, 15_000);

  it.each([
    ['UserNotFoundException', 'No user found. Please check your email and try the confirmation link again.'],
    ['CodeMismatchException', 'Email not yet confirmed. Please check your email and click the confirmation link.'],
    ['ExpiredCodeException', 'Email not yet confirmed. Please check your email and click the confirmation link.'],
    ['NetworkError', 'An unexpected error occurred. Please try again.'],
  ])('shows the error state for %s with Back to Login', async (name, message) => {
    signedOut();
    authMock.confirmSignUp.mockRejectedValue(cognitoError(name, 'provider text'));
    const user = userEvent.setup();
    const { location } = renderApp(link);
    expect(await screen.findByRole('alert', {}, { timeout: 12_000 })).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    await waitFor(() => expect(location().pathname).toBe('/login'), { timeout: 5_000 });
  }, 15_000);

  it('reports a link without a username or code as no user, without calling Cognito', async () => {
    signedOut();
    renderApp('/confirm?code=123456');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'No user found. Please check your email and try the confirmation link again.',
    );
    expect(authMock.confirmSignUp).not.toHaveBeenCalled();
  });
});
