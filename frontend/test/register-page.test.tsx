import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQueryClientForTests } from '../src/lib/query/query-client';
import { authMock, cognitoError, signedOut } from './amplify-auth-mock';
import { mockFetch } from './fetch-mock';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

async function openRegister() {
  const view = renderApp('/register');
  await screen.findByRole('button', { name: 'Create Account' }, { timeout: 10_000 });
  return view;
}

async function fill(user: UserEvent, values: Partial<Record<'Email' | 'First Name' | 'Last Name' | 'Phone' | 'Password' | 'Confirm Password', string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

const submit = () => screen.getByRole('button', { name: /Create Account|Creating Account/ });

describe('Register (/register)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    signedOut();
    mockFetch();
    resetQueryClientForTests();
  });

  it('has the six labelled fields', async () => {
    await openRegister();
    for (const label of ['Email', 'First Name', 'Last Name', 'Phone', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login');
  });

  it.each([
    [{}, 'Please fill in all required fields'],
    [{ Email: 'jane@example.com', Password: 'secret1' }, 'Please fill in all required fields'],
    [{ Email: 'not-an-email', Password: 'secret1', 'Confirm Password': 'secret1' }, 'Please enter a valid email address'],
    [{ Email: 'jane@example.com', Password: 'secret1', 'Confirm Password': 'secret2' }, 'Passwords do not match'],
    [{ Email: 'jane@example.com', Password: 'abc', 'Confirm Password': 'abc' }, 'Password must be at least 6 characters long'],
  ])('shows the validation message for %j', async (values, message) => {
    const user = userEvent.setup();
    await openRegister();
    await fill(user, values);
    await user.click(submit());
    const error = await screen.findByText(message, { selector: '.field__error' });
    expect(error).toBeInTheDocument();
    expect(authMock.signUp).not.toHaveBeenCalled();
  });

  it('shows live password hints', async () => {
    const user = userEvent.setup();
    await openRegister();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'abc');
    expect(screen.getByText('Password too short')).toBeInTheDocument();
    await user.type(password, 'def');
    expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
    await user.type(password, 'gh');
    expect(screen.getByText('Password strength: Good')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), 'zzz');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('signs up with the names and a valid US phone (Decision 9), then goes to /signup-success', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => undefined;
    authMock.signUp.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { location } = await openRegister();
    await fill(user, {
      Email: 'jane@example.com',
      'First Name': 'Jane',
      'Last Name': 'Doe',
      Phone: '(415) 555-0100',
      Password: 'secret12',
      'Confirm Password': 'secret12',
    });
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(authMock.signUp).toHaveBeenCalledWith({
      username: 'jane@example.com',
      password: 'secret12',
      options: { userAttributes: { email: 'jane@example.com', given_name: 'Jane', family_name: 'Doe', phone_number: '+14155550100' } },
    });
    finish({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
    expect(await screen.findByText('Account created successfully! Please check your email to verify your account.')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/signup-success'), { timeout: 5_000 });
    expect(await screen.findByRole('link', { name: 'Continue to Sign In' })).toHaveAttribute('href', '/login');
  });

  it('leaves out an invalid phone and empty names', async () => {
    const user = userEvent.setup();
    authMock.signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
    await openRegister();
    await fill(user, { Email: 'jane@example.com', Phone: '12345', Password: 'secret12', 'Confirm Password': 'secret12' });
    await user.click(submit());
    await waitFor(() => expect(authMock.signUp).toHaveBeenCalled());
    expect(authMock.signUp.mock.calls[0]?.[0].options.userAttributes).toEqual({ email: 'jane@example.com' });
  });

  it("shows 'Registration failed' with the provider's message", async () => {
    const user = userEvent.setup();
    authMock.signUp.mockRejectedValue(cognitoError('UsernameExistsException', 'User already exists'));
    const { location } = await openRegister();
    await fill(user, { Email: 'jane@example.com', Password: 'secret12', 'Confirm Password': 'secret12' });
    await user.click(submit());
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('User already exists')).toBeInTheDocument();
    expect(location().pathname).toBe('/register');
    expect(submit()).toHaveTextContent('Create Account');
  });
});
