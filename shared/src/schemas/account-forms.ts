import * as zm from 'zod/mini';
import { GOOD_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { authMessages, passwordHintMessages, registrationMessages } from '../messages';

// The account pages' forms (sign in, registration, password rules) on zod/mini: the public account
// pages load no classic zod, which keeps their first load small (bench:web).

/** The spec's "simple pattern" for e-mail addresses: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

// ---- Sign in (spec section 5) ----

// ---- Registration (spec section 5, Decision 9 and 11) ----

/** One failing rule at a time, in the spec's order, on the field it concerns. */
function firstRegistrationIssue(form: { email: string; password: string; confirmPassword: string }): { path: 'email' | 'password' | 'confirmPassword'; message: string } | null {
  const missing = (['email', 'password', 'confirmPassword'] as const).find((field) => form[field].trim() === '');
  if (missing) return { path: missing, message: registrationMessages.missingRequired };
  if (!isValidEmail(form.email)) return { path: 'email', message: registrationMessages.invalidEmail };
  if (form.password !== form.confirmPassword) return { path: 'confirmPassword', message: registrationMessages.passwordsDoNotMatch };
  if (form.password.length < MIN_PASSWORD_LENGTH) return { path: 'password', message: registrationMessages.passwordTooShort };
  return null;
}

// The annotations let a bundle that uses only the plain functions below (the sign-in and registration
// pages) leave these schemas, and zod, out: method calls are otherwise kept as possible side effects.
const trimmed = /* @__NO_SIDE_EFFECTS__ */ () => zm.string().check(zm.trim());

export const registrationFormSchema = /* @__PURE__ */ zm
  .object({
    email: trimmed(),
    password: zm.string(),
    confirmPassword: zm.string(),
    firstName: zm._default(trimmed(), ''),
    lastName: zm._default(trimmed(), ''),
    phone: zm._default(trimmed(), ''),
  })
  .check(
    zm.superRefine((form, ctx) => {
      const issue = firstRegistrationIssue(form);
      if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message, input: form });
    }),
  );
export type RegistrationForm = zm.infer<typeof registrationFormSchema>;

/**
 * The registration form checked as registrationFormSchema checks it, without zod: the trimmed form,
 * or the first failing rule and the field it concerns. The registration page validates with it, so
 * it loads no zod before it paints (bench:web).
 */
export function checkRegistrationForm(input: { [K in keyof RegistrationForm]: string }): { form: RegistrationForm; issue: null } | { form: null; issue: { path: keyof RegistrationForm; message: string } } {
  const form: RegistrationForm = {
    email: input.email.trim(),
    password: input.password,
    confirmPassword: input.confirmPassword,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phone: input.phone.trim(),
  };
  const issue = firstRegistrationIssue(form);
  return issue ? { form: null, issue } : { form, issue: null };
}

export type PasswordStrength = 'short' | 'weak' | 'good';
export type PasswordHint = {
  strength: { level: PasswordStrength; message: string } | null;
  mismatch: string | null;
};

/** Live hints under the password fields: nothing until something is typed. */
export function passwordHint(password: string, confirmPassword = ''): PasswordHint {
  let strength: PasswordHint['strength'] = null;
  if (password.length > 0) {
    if (password.length < MIN_PASSWORD_LENGTH) strength = { level: 'short', message: passwordHintMessages.tooShort };
    else if (password.length < GOOD_PASSWORD_LENGTH) strength = { level: 'weak', message: passwordHintMessages.weak };
    else strength = { level: 'good', message: passwordHintMessages.good };
  }
  const mismatch = confirmPassword.length > 0 && confirmPassword !== password ? passwordHintMessages.mismatch : null;
  return { strength, mismatch };
}

/**
 * A phone number as Cognito wants it (E.164), or null when it is not a valid number (Decision 9
 * keeps the phone only then). Ten digits are read as a US number.
 */
export function normalizePhoneNumber(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || /[^\d\s().+-]/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0') ? `+${digits}` : null;
  if (digits.length === 10 && /^[2-9]/.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && /^1[2-9]/.test(digits)) return `+${digits}`;
  return null;
}


const filledIn = /* @__NO_SIDE_EFFECTS__ */ (field: zm.ZodMiniString) => field.check(zm.minLength(1, authMessages.missingCredentials));

export const signInFormSchema = /* @__PURE__ */ zm.object({
  email: filledIn(trimmed()),
  password: filledIn(/* @__PURE__ */ zm.string()),
});
export type SignInForm = zm.infer<typeof signInFormSchema>;

/** Submit is enabled only once both fields are filled. */
export function canSubmitSignIn(form: { email: string; password: string }): boolean {
  return form.email.trim() !== '' && form.password !== '';
}

