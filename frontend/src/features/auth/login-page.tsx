import { authMessages, canSubmitSignIn, verificationMessages, type SignInForm } from '@fairbill/shared';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { TextField } from '../../components/text-field';
import { warmUpAuth } from '../../lib/auth/auth-client';
import { authErrorMessage, authErrorName } from '../../lib/auth/auth-errors';
import { homePath, useSessionRefresh } from '../../lib/auth/session';
import { signInWithPassword } from '../../lib/auth/sign-in';
import { AuthPanel } from './auth-panel';
import { readLoginState } from './login-notice';
import { useTextFields } from './use-text-fields';

export function LoginPage() {
  const navigate = useNavigate();
  const { notice, from } = readLoginState(useLocation().state);
  const refresh = useSessionRefresh();
  // The rules are the shared ones (canSubmitSignIn): the form needs no react-hook-form or zod.
  const { values, bind, submit, isSubmitting } = useTextFields<SignInForm>({ email: '', password: '' });
  const canSubmit = canSubmitSignIn(values);

  const onSubmit = async ({ email, password }: SignInForm) => {
    if (!canSubmitSignIn({ email, password })) {
      toast.error(authMessages.errorTitle, { description: authMessages.missingCredentials });
      return;
    }
    try {
      const result = await signInWithPassword(email, password);
      if (result.isSignedIn) {
        const session = await refresh();
        toast.success(authMessages.signedIn);
        navigate(from ?? homePath(session.user), { replace: true });
      } else if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') {
        toast.error(authMessages.signInFailedTitle, { description: verificationMessages.notConfirmed });
      } else {
        toast.error(authMessages.signInFailedTitle, { description: authMessages.unexpectedError });
      }
    } catch (error) {
      if (authErrorName(error) === 'UserAlreadyAuthenticatedException') {
        const session = await refresh();
        navigate(from ?? homePath(session.user), { replace: true });
        return;
      }
      toast.error(authMessages.signInFailedTitle, { description: authErrorMessage(error) });
    }
  };

  return (
    <AuthPanel title="Welcome back" lead="Sign in to check your medical bills.">
      {notice && (
        <p className="notice notice--success" role="status">
          {notice}
        </p>
      )}
      <form
        className="form"
        noValidate
        onFocus={warmUpAuth}
        onSubmit={submit(() => onSubmit(values))}
      >
        <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" required {...bind('password')} />
        <button type="submit" className="button button--block" disabled={!canSubmit || isSubmitting}>
          {isSubmitting ? 'Signing In...' : 'Sign In'}
        </button>
        <div className="button-row" style={{ justifyContent: 'space-between' }}>
          <Link to="/forgot-email" className="button button--ghost">
            Forgot Email
          </Link>
          <Link to="/forgot-password" className="button button--ghost">
            Forgot Password
          </Link>
        </div>
      </form>
      <div className="panel__links">
        <p style={{ margin: 0 }}>
          Don&apos;t have an account? <Link to="/register">Create one here</Link>
        </p>
        <Link to="/">Back to Homepage</Link>
      </div>
    </AuthPanel>
  );
}
