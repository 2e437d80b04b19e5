import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authMock, cognitoError, signedOut } from './amplify-auth-mock';
import { mockFetch } from './fetch-mock';
import { renderApp } from './render-app';
import { resetQueryClientForTests } from '../src/lib/query/query-client';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

async function openLogin(state?: unknown) {
  const view = renderApp('/login', state);
  const submit = await screen.findByRole('button', { name: 'Sign In' }, { timeout: 10_000 });
  return { ...view, submit };
}

describe('Login (/login)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    signedOut();
    mockFetch();
    resetQueryClientForTests();
  });

  it('keeps Sign In disabled until both email and password are filled', async () => {
    const user = userEvent.setup();
    const { submit } = await openLogin();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret1');
    expect(submit).toBeEnabled();
    await user.clear(screen.getByLabelText('Email'));
    expect(submit).toBeDisabled();
  });

  it('signs in with the configured auth flow, shows Signing In..., toasts and goes to /dashboard', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => undefined;
    authMock.signIn.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { submit, location } = await openLogin();
    await user.type(screen.getByLabelText('Email'), ' jane@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(submit);

    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    // The button says so before the auth module has been loaded and called.
    await waitFor(() =>
      expect(authMock.signIn).toHaveBeenCalledWith({
        username: 'jane@example.com',
        password: 'secret1',
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      }),
    );
    authMock.getCurrentUser.mockResolvedValue({ userId: 'u1', username: 'jane@example.com' });
    finish({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/dashboard'), { timeout: 5_000 });
  });

  it("shows 'Sign in failed' with the provider's message and stays on /login", async () => {
    const user = userEvent.setup();
    authMock.signIn.mockRejectedValue(cognitoError('NotAuthorizedException', 'Incorrect username or password.'));
    const { submit, location } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(submit);

    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(screen.getByText('Incorrect username or password.')).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('explains an unconfirmed account', async () => {
    const user = userEvent.setup();
    authMock.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    const { submit } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(submit);
    expect(await screen.findByText('Email not yet confirmed. Please check your email and click the confirmation link.')).toBeInTheDocument();
  });

  it('returns to the page the guard came from and shows a notice passed in', async () => {
    const user = userEvent.setup();
    authMock.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const { submit, location } = await openLogin({ notice: 'Your email is confirmed. Please sign in to continue.', from: '/dashboard?x=1' });
    expect(screen.getByRole('status')).toHaveTextContent('Your email is confirmed. Please sign in to continue.');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(submit);
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/dashboard?x=1'));
  });

  it('links to registration, the homepage and both recovery flows', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'Create one here' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Forgot Email' })).toHaveAttribute('href', '/forgot-email');
  });
});
