import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, normalizePhoneNumber, registrationFormSchema, type RegistrationForm } from '@fairbill/shared';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { TextField } from '../../components/text-field';
import { authErrorMessage } from '../../lib/auth/auth-errors';
import { loadAuth, warmUpAuth } from '../../lib/auth/auth-client';
import { AuthPanel } from './auth-panel';
import { NewPasswordFields } from './password-hints';

type RegistrationInput = z.input<typeof registrationFormSchema>;
const emptyForm: RegistrationInput = { email: '', firstName: '', lastName: '', phone: '', password: '', confirmPassword: '' };

/** Decision 9: names are kept as Cognito attributes, the phone only when it is a valid number. */
function signUpAttributes(form: RegistrationForm): Record<string, string> {
  const phone = normalizePhoneNumber(form.phone);
  return {
    email: form.email,
    ...(form.firstName ? { given_name: form.firstName } : {}),
    ...(form.lastName ? { family_name: form.lastName } : {}),
    ...(phone ? { phone_number: phone } : {}),
  };
}

export function RegisterPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput, unknown, RegistrationForm>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: emptyForm,
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });

  const onSubmit = async (form: RegistrationForm) => {
    try {
      const { auth } = await loadAuth();
      await auth.signUp({ username: form.email, password: form.password, options: { userAttributes: signUpAttributes(form) } });
      toast.success(authMessages.accountCreated);
      navigate('/signup-success');
    } catch (error) {
      toast.error(authMessages.registrationFailedTitle, { description: authErrorMessage(error) });
    }
  };

  return (
    <AuthPanel title="Create your account" lead="Start checking your family's medical bills in minutes.">
      <form className="form" noValidate onFocus={warmUpAuth} onSubmit={handleSubmit(onSubmit)}>
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <div className="form-row">
          <TextField label="First Name" autoComplete="given-name" {...register('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...register('lastName')} />
        </div>
        <TextField label="Phone" type="tel" autoComplete="tel" {...register('phone')} />
        <NewPasswordFields
          labels={{ password: 'Password', confirm: 'Confirm Password' }}
          values={{ password: password, confirm: confirmPassword }}
          errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
          fields={{ password: register('password'), confirm: register('confirmPassword') }}
        />
        <button type="submit" className="button button--block" disabled={isSubmitting}>
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </button>
      </form>
      <div className="panel__links">
        <p style={{ margin: 0 }}>
          Already have an account? <Link to="/login">Sign in here</Link>
        </p>
        <Link to="/">Back to Homepage</Link>
      </div>
    </AuthPanel>
  );
}
