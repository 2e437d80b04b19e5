import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, canSubmitSignIn, signInFormSchema, verificationMessages, type SignInForm } from '@fairbill/shared';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { TextField } from '../../components/text-field';
import { warmUpAuth } from '../../lib/auth/auth-client';
import { authErrorMessage, authErrorName } from '../../lib/auth/auth-errors';
import { homePath, useSessionRefresh } from '../../lib/auth/session';
import { signInWithPassword } from '../../lib/auth/sign-in';
import { AuthPanel } from './auth-panel';
import { readLoginState } from './login-notice';

export function LoginPage() {
  const navigate = useNavigate();
  const { notice, from } = readLoginState(useLocation().state);
  const refresh = useSessionRefresh();
  const {
    register,
    handleSubmit,
    control,
    formState: { isSubmitting },
  } = useForm<SignInForm>({ resolver: zodResolver(signInFormSchema), defaultValues: { email: '', password: '' } });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const canSubmit = canSubmitSignIn({ email, password });

  const onSubmit = async (form: SignInForm) => {
    try {
      const result = await signInWithPassword(form.email, form.password);
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
        onSubmit={handleSubmit(onSubmit, () =>
          toast.error(authMessages.errorTitle, { description: authMessages.missingCredentials }),
        )}
      >
        <TextField label="Email" type="email" autoComplete="email" required {...register('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" required {...register('password')} />
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
