import { vi } from 'vitest';

// The only Amplify seam the component tests replace: the functions of 'aws-amplify/auth'.
// Use with: vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);
export const authMock = {
  signIn: vi.fn(),
  signUp: vi.fn(),
  signOut: vi.fn(),
  confirmSignUp: vi.fn(),
  resetPassword: vi.fn(),
  confirmResetPassword: vi.fn(),
  getCurrentUser: vi.fn(),
  fetchAuthSession: vi.fn(),
};

/** A signed-in user; `groups` are the staff groups their ID token names (none for a family). */
export function signedInAs(userId = 'user-1', username = 'jane@example.com', groups: string[] = []): void {
  authMock.getCurrentUser.mockResolvedValue({ userId, username });
  authMock.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { toString: () => 'id-token-123', payload: groups.length > 0 ? { 'cognito:groups': groups } : {} } } });
}

export function signedOut(): void {
  authMock.getCurrentUser.mockRejectedValue(Object.assign(new Error('User needs to be authenticated'), { name: 'UserUnAuthenticatedException' }));
  authMock.fetchAuthSession.mockResolvedValue({ tokens: undefined });
}

/** An Amplify-style error: the Cognito exception name plus its message. */
export function cognitoError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}
