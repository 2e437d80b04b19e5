import { authMessages, checkRegistrationForm, normalizePhoneNumber, type RegistrationForm } from '@fairbill/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { TextField } from '../../components/text-field';
import { authErrorMessage } from '../../lib/auth/auth-errors';
import { loadAuth, warmUpAuth } from '../../lib/auth/auth-client';
import { AuthPanel } from './auth-panel';
import { NewPasswordFields } from './password-hints';
import { useTextFields } from './use-text-fields';

type RegistrationInput = { [K in keyof RegistrationForm]: string };
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
  // The shared rules without zod (checkRegistrationForm): the form needs no react-hook-form or zod.
  const { values, bind, submit, isSubmitting } = useTextFields(emptyForm);
  // Once a submission was refused, the message follows every change (checked again as the user types).
  const [attempted, setAttempted] = useState(false);
  const { issue } = attempted ? checkRegistrationForm(values) : { issue: null };
  const errorOf = (field: keyof RegistrationForm) => (issue?.path === field ? issue.message : undefined);

  const onSubmit = async (formElement: HTMLFormElement) => {
    const checked = checkRegistrationForm(values);
    if (checked.issue) {
      setAttempted(true);
      const control = formElement.elements.namedItem(checked.issue.path);
      if (control instanceof HTMLInputElement) control.focus();
      return;
    }
    try {
      const { auth } = await loadAuth();
      await auth.signUp({ username: checked.form.email, password: checked.form.password, options: { userAttributes: signUpAttributes(checked.form) } });
      toast.success(authMessages.accountCreated);
      navigate('/signup-success');
    } catch (error) {
      toast.error(authMessages.registrationFailedTitle, { description: authErrorMessage(error) });
    }
  };

  return (
    <AuthPanel title="Create your account" lead="Start checking your family's medical bills in minutes.">
      <form className="form" noValidate onFocus={warmUpAuth} onSubmit={submit(onSubmit)}>
        <TextField label="Email" type="email" autoComplete="email" required error={errorOf('email')} {...bind('email')} />
        <div className="form-row">
          <TextField label="First Name" autoComplete="given-name" {...bind('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...bind('lastName')} />
        </div>
        <TextField label="Phone" type="tel" autoComplete="tel" {...bind('phone')} />
        <NewPasswordFields
          labels={{ password: 'Password', confirm: 'Confirm Password' }}
          values={{ password: values.password, confirm: values.confirmPassword }}
          errors={{ password: errorOf('password'), confirm: errorOf('confirmPassword') }}
          fields={{ password: bind('password'), confirm: bind('confirmPassword') }}
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
