import { VERIFICATION_WAIT_MS, verificationMessages } from '@fairbill/shared';
import { loadAuth } from '../../lib/auth/auth-client';
import { authErrorName } from '../../lib/auth/auth-errors';

export type ConfirmOutcome = { ok: true } | { ok: false; message: string };

// One attempt per link, even when React runs effects twice (StrictMode) or the page re-renders.
const attempts = new Map<string, Promise<ConfirmOutcome>>();

export function confirmEmailOnce(username: string, code: string): Promise<ConfirmOutcome> {
  const key = `${username}\n${code}`;
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = confirmEmail(username, code);
    attempts.set(key, attempt);
  }
  return attempt;
}

async function confirmEmail(username: string, code: string): Promise<ConfirmOutcome> {
  await new Promise((resolve) => setTimeout(resolve, VERIFICATION_WAIT_MS));
  try {
    const { auth } = await loadAuth();
    await auth.confirmSignUp({ username, confirmationCode: code });
    return { ok: true };
  } catch (error) {
    return classify(error);
  }
}

function classify(error: unknown): ConfirmOutcome {
  const name = authErrorName(error);
  const message = error instanceof Error ? error.message : '';
  // A second click on the same link: the account is already confirmed, which is what the user wants.
  if (name === 'NotAuthorizedException' && /CONFIRMED/i.test(message)) return { ok: true };
  if (name === 'UserNotFoundException') return { ok: false, message: verificationMessages.noUser };
  if (name === 'CodeMismatchException' || name === 'ExpiredCodeException') {
    return { ok: false, message: verificationMessages.notConfirmed };
  }
  return { ok: false, message: verificationMessages.unexpected };
}

/** Tests only. */
export function resetConfirmAttemptsForTests(): void {
  attempts.clear();
}
