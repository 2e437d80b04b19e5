import { VERIFICATION_REDIRECT_MS, verificationMessages } from '@fairbill/shared';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FullScreenMessage } from '../../components/full-screen-message';
import { AlertIcon, CheckIcon } from '../../components/icons';
import { useSession } from '../../lib/auth/session';
import { AuthPanel } from './auth-panel';
import { confirmEmailOnce, type ConfirmOutcome } from './confirm-email';
import type { LoginState } from './login-notice';

export const CONFIRMED_SIGN_IN_NOTICE = 'Your email is confirmed. Please sign in to continue.';

/** Target of the e-mail link `/confirm?username=...&code=...` (Decision 8). */
export function ConfirmPage() {
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  const code = params.get('code') ?? '';
  const session = useSession();
  const [outcome, setOutcome] = useState<ConfirmOutcome | null>(null);

  const linkComplete = username !== '' && code !== '';
  useEffect(() => {
    if (session.status === 'loading' || !linkComplete) return;
    let active = true;
    void confirmEmailOnce(username, code).then((result) => {
      if (active) setOutcome(result);
    });
    return () => {
      active = false;
    };
  }, [session.status, linkComplete, username, code]);

  if (session.status === 'loading') return <FullScreenMessage busy>Loading...</FullScreenMessage>;
  const result: ConfirmOutcome | null = linkComplete ? outcome : { ok: false, message: verificationMessages.noUser };
  if (!result) {
    return (
      <AuthPanel title="Verifying your email">
        <div role="status" aria-live="polite" style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          <div className="spinner" aria-hidden="true" />
          <p style={{ margin: 0 }}>Verifying your email address, please wait...</p>
        </div>
      </AuthPanel>
    );
  }
  if (!result.ok) return <ConfirmError message={result.message} />;
  return <ConfirmSuccess signedIn={session.status === 'signedIn'} />;
}

function ConfirmSuccess({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      if (signedIn) navigate('/dashboard', { replace: true });
      else navigate('/login', { replace: true, state: { notice: CONFIRMED_SIGN_IN_NOTICE, from: '/dashboard' } satisfies LoginState });
    }, VERIFICATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, signedIn]);

  return (
    <AuthPanel title="Email verified!">
      <span className="status-icon status-icon--success" aria-hidden="true">
        <CheckIcon size={32} />
      </span>
      <div role="status">
        <p>Your email address has been confirmed.</p>
        <p>
          {signedIn
            ? 'Taking you to your dashboard in 3 seconds...'
            : `${CONFIRMED_SIGN_IN_NOTICE} Taking you to sign in in 3 seconds...`}
        </p>
      </div>
      <button type="button" className="button button--block" onClick={() => navigate('/dashboard')}>
        Go to Dashboard
      </button>
    </AuthPanel>
  );
}

function ConfirmError({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <AuthPanel title="Verification failed">
      <span className="status-icon status-icon--error" aria-hidden="true">
        <AlertIcon size={32} />
      </span>
      <p role="alert">{message}</p>
      <button type="button" className="button button--block" onClick={() => navigate('/login')}>
        Back to Login
      </button>
    </AuthPanel>
  );
}
