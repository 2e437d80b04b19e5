import { UNEXPECTED_ERROR_MESSAGE } from '../api/api-error';

/** Amplify/Cognito errors carry a `name` (the Cognito exception) and a readable message. */
export function authErrorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

/** The provider's message, as the spec's toasts show it. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return UNEXPECTED_ERROR_MESSAGE;
}
