import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { authMock, cognitoError, signedOut } from './amplify-auth-mock';
import { json, mockFetch } from './fetch-mock';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

async function requestCode(user: ReturnType<typeof userEvent.setup>) {
  const view = renderApp('/forgot-password');
  await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), 'jane@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
  await screen.findByLabelText('Reset Code');
  return view;
}

describe('Forgot Password (/forgot-password, Decision 7)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    signedOut();
    resetQueryClientForTests();
    mockFetch({ 'GET /api/family-members': () => json({ members: [{ id: 'm1', firstName: 'Jane', lastName: '', relationship: 'Self' }] }) });
    authMock.resetPassword.mockResolvedValue({
      isPasswordReset: false,
      nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDeliveryDetails: { destination: 'j***@e***' } },
    });
  });

  it('validates the email before asking Cognito', async () => {
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send Reset Code' }, { timeout: 10_000 }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(authMock.resetPassword).not.toHaveBeenCalled();
  });

  it('requests a code, then resets the password, signs in and opens the dashboard', async () => {
    const user = userEvent.setup();
    authMock.confirmResetPassword.mockResolvedValue(undefined);
    authMock.signIn.mockImplementation(async () => {
      authMock.getCurrentUser.mockResolvedValue({ userId: 'u1', username: 'jane@example.com' });
      authMock.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { toString: () => 'token' } } });
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    const { location } = await requestCode(user);
    expect(authMock.resetPassword).toHaveBeenCalledWith({ username: 'jane@example.com' });
    expect(screen.getByRole('status')).toHaveTextContent('We sent a reset code to j***@e***');

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please enter the code from your email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reset Code'), '654321');
    await user.type(screen.getByLabelText('New Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm New Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 6 characters long', { selector: '.field__error' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('New Password'), 'defgh');
    await user.type(screen.getByLabelText('Confirm New Password'), 'defgh');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(authMock.confirmResetPassword).toHaveBeenCalledWith({ username: 'jane@example.com', confirmationCode: '654321', newPassword: 'abcdefgh' }),
    );
    expect(authMock.signIn).toHaveBeenCalledWith({ username: 'jane@example.com', password: 'abcdefgh', options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    await waitFor(() => expect(location().pathname).toBe('/dashboard'), { timeout: 5_000 });
    expect(await screen.findByText('Password reset successfully')).toBeInTheDocument();
  });

  it('shows the provider message when the code is wrong and stays on the form', async () => {
    const user = userEvent.setup();
    authMock.confirmResetPassword.mockRejectedValue(cognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.'));
    const { location } = await requestCode(user);
    await user.type(screen.getByLabelText('Reset Code'), '000000');
    await user.type(screen.getByLabelText('New Password'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm New Password'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid verification code provided, please try again.')).toBeInTheDocument();
    expect(location().pathname).toBe('/forgot-password');
    expect(authMock.signIn).not.toHaveBeenCalled();
  });

  it('shows the provider message when no code can be sent', async () => {
    const user = userEvent.setup();
    authMock.resetPassword.mockRejectedValue(cognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'));
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByText('Attempt limit exceeded, please try after some time.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Reset Code')).not.toBeInTheDocument();
  });
});

describe('Forgot Email (/forgot-email)', () => {
  it('explains recovery and links to the contact page', async () => {
    mockFetch();
    renderApp('/forgot-email');
    expect(await screen.findByRole('heading', { name: 'Forgot your email?' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });
});
