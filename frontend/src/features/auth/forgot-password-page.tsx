import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@fairbill/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { TextField } from '../../components/text-field';
import { loadAuth, warmUpAuth } from '../../lib/auth/auth-client';
import { authErrorMessage } from '../../lib/auth/auth-errors';
import { useSessionRefresh } from '../../lib/auth/session';
import { signInWithPassword } from '../../lib/auth/sign-in';
import { AuthPanel } from './auth-panel';
import { resetConfirmSchema, resetRequestSchema, type ResetConfirmForm, type ResetRequestForm } from './forgot-password-schemas';
import type { LoginState } from './login-notice';
import { NewPasswordFields } from './password-hints';

const RESET_FAILED_TITLE = 'Password reset failed';
const PASSWORD_RESET_TITLE = 'Password reset successfully';
const SIGN_IN_WITH_NEW_PASSWORD = 'Your password was reset. Please sign in with your new password.';

/** Decision 7: Cognito's reset flow. Request a code by e-mail, set a new password, then sign in. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState<string | null>(null);
  const [destination, setDestination] = useState<string | null>(null);

  if (email === null) {
    return (
      <RequestCodeStep
        onSent={(sentTo, maskedDestination) => {
          setEmail(sentTo);
          setDestination(maskedDestination);
        }}
      />
    );
  }
  return <NewPasswordStep email={email} destination={destination} onRestart={() => setEmail(null)} />;
}

function RequestCodeStep({ onSent }: { onSent: (email: string, destination: string | null) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestForm>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: '' } });

  const onSubmit = async ({ email }: ResetRequestForm) => {
    try {
      const { auth } = await loadAuth();
      const result = await auth.resetPassword({ username: email });
      onSent(email, result.nextStep.codeDeliveryDetails?.destination ?? null);
    } catch (error) {
      toast.error(RESET_FAILED_TITLE, { description: authErrorMessage(error) });
    }
  };

  return (
    <AuthPanel title="Reset your password" lead="Enter the email you signed up with and we will send you a reset code.">
      <form className="form" noValidate onFocus={warmUpAuth} onSubmit={handleSubmit(onSubmit)}>
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <button type="submit" className="button button--block" disabled={isSubmitting}>
          {isSubmitting ? 'Sending Code...' : 'Send Reset Code'}
        </button>
      </form>
      <div className="panel__links">
        <Link to="/login">Back to Sign In</Link>
      </div>
    </AuthPanel>
  );
}

function NewPasswordStep({ email, destination, onRestart }: { email: string; destination: string | null; onRestart: () => void }) {
  const navigate = useNavigate();
  const refresh = useSessionRefresh();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetConfirmForm>({
    resolver: zodResolver(resetConfirmSchema),
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });
  const [newPassword, confirmPassword] = useWatch({ control, name: ['newPassword', 'confirmPassword'] });

  const onSubmit = async (form: ResetConfirmForm) => {
    try {
      const { auth } = await loadAuth();
      await auth.confirmResetPassword({ username: email, confirmationCode: form.code, newPassword: form.newPassword });
    } catch (error) {
      toast.error(RESET_FAILED_TITLE, { description: authErrorMessage(error) });
      return;
    }
    toast.success(PASSWORD_RESET_TITLE);
    try {
      const result = await signInWithPassword(email, form.newPassword);
      if (result.isSignedIn) {
        await refresh();
        toast.success(authMessages.signedIn);
        navigate('/dashboard', { replace: true });
        return;
      }
    } catch {
      // The password is reset either way; the login page takes it from here.
    }
    navigate('/login', { replace: true, state: { notice: SIGN_IN_WITH_NEW_PASSWORD } satisfies LoginState });
  };

  return (
    <AuthPanel title="Choose a new password">
      <p className="notice" role="status">
        We sent a reset code to {destination ?? 'your email'}. Enter it below with your new password.
      </p>
      <form className="form" noValidate onFocus={warmUpAuth} onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label="Reset Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          error={errors.code?.message}
          {...register('code')}
        />
        <NewPasswordFields
          labels={{ password: 'New Password', confirm: 'Confirm New Password' }}
          values={{ password: newPassword, confirm: confirmPassword }}
          errors={{ password: errors.newPassword?.message, confirm: errors.confirmPassword?.message }}
          fields={{ password: register('newPassword'), confirm: register('confirmPassword') }}
        />
        <button type="submit" className="button button--block" disabled={isSubmitting}>
          {isSubmitting ? 'Resetting Password...' : 'Reset Password'}
        </button>
      </form>
      <div className="panel__links">
        <button type="button" className="link-button" onClick={onRestart}>
          Send a new code
        </button>
        <Link to="/login">Back to Sign In</Link>
      </div>
    </AuthPanel>
  );
}
