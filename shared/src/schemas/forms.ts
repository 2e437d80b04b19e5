import { z } from 'zod';
import { CARD_CVV_MAX_LENGTH, CARD_EXPIRY_MAX_LENGTH, CARD_NUMBER_MAX_LENGTH, GOOD_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { parseAmountInput } from '../format';
import { addMemberMessages, authMessages, contactMessages, passwordHintMessages, paymentMessages, registrationMessages } from '../messages';

/** The spec's "simple pattern" for e-mail addresses: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

// ---- Sign in (spec section 5) ----

export const signInFormSchema = z.object({
  email: z.string().trim().min(1, authMessages.missingCredentials),
  password: z.string().min(1, authMessages.missingCredentials),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

/** Submit is enabled only once both fields are filled. */
export function canSubmitSignIn(form: { email: string; password: string }): boolean {
  return form.email.trim() !== '' && form.password !== '';
}

// ---- Registration (spec section 5, Decision 9 and 11) ----

/** One failing rule at a time, in the spec's order, on the field it concerns. */
function firstRegistrationIssue(form: { email: string; password: string; confirmPassword: string }): { path: string; message: string } | null {
  const missing = (['email', 'password', 'confirmPassword'] as const).find((field) => form[field].trim() === '');
  if (missing) return { path: missing, message: registrationMessages.missingRequired };
  if (!isValidEmail(form.email)) return { path: 'email', message: registrationMessages.invalidEmail };
  if (form.password !== form.confirmPassword) return { path: 'confirmPassword', message: registrationMessages.passwordsDoNotMatch };
  if (form.password.length < MIN_PASSWORD_LENGTH) return { path: 'password', message: registrationMessages.passwordTooShort };
  return null;
}

export const registrationFormSchema = z
  .object({
    email: z.string().trim(),
    password: z.string(),
    confirmPassword: z.string(),
    firstName: z.string().trim().default(''),
    lastName: z.string().trim().default(''),
    phone: z.string().trim().default(''),
  })
  .superRefine((form, ctx) => {
    const issue = firstRegistrationIssue(form);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/** The first registration error message (the spec shows one), or null when the form is valid. */
export function registrationError(form: { email: string; password: string; confirmPassword: string }): string | null {
  return firstRegistrationIssue(form)?.message ?? null;
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

// ---- Add family member ----

const requiredMemberField = z.string().trim().min(1, addMemberMessages.missingFields).max(100);

export const addMemberFormSchema = z.object({
  firstName: requiredMemberField,
  lastName: requiredMemberField,
  relationship: requiredMemberField,
});
export type AddMemberForm = z.infer<typeof addMemberFormSchema>;

export function canSubmitAddMember(form: { firstName: string; lastName: string; relationship: string }): boolean {
  return addMemberFormSchema.safeParse(form).success;
}

// ---- Contact (Decision 6: stored and e-mailed to support) ----

const requiredContactField = (max: number) => z.string().trim().min(1, contactMessages.missingFields).max(max, contactMessages.tooLong);

export const contactFormSchema = z.object({
  fullName: requiredContactField(200),
  // An empty e-mail already has its message; the format is checked only once there is text.
  email: requiredContactField(254).refine((value) => value === '' || isValidEmail(value), contactMessages.invalidEmail),
  subject: requiredContactField(200),
  message: requiredContactField(5000),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

// ---- Payment (Decision 5: validated in the browser; only the last four digits leave it) ----

/** The Luhn checksum over a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

export function isValidCardNumber(cardNumber: string): boolean {
  if (cardNumber.length > CARD_NUMBER_MAX_LENGTH || !/^[\d\s-]+$/.test(cardNumber)) return false;
  const digits = cardDigits(cardNumber);
  return digits.length >= 12 && digits.length <= 19 && passesLuhn(digits);
}

export function cardLastFour(cardNumber: string): string {
  return cardDigits(cardNumber).slice(-4);
}

/** 'MM/YY' -> its month and four-digit year, or null. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is valid through the last day of its expiry month (in the payer's local calendar). */
export function isCardExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return expiry.year < currentYear || (expiry.year === currentYear && expiry.month < currentMonth);
}

/** The payment form, checked against the clock `now` returns (injectable for tests). */
export function createPaymentFormSchema(now: () => Date = () => new Date()) {
  return z.object({
    paymentAmount: z
      .string()
      .transform((value, ctx) => {
        const amount = parseAmountInput(value);
        // Positive, at most cents ('$' and thousands separators are stripped, as the spec's page does).
        if (amount === null || amount <= 0 || /\.\d{3,}$/.test(value.trim())) {
          ctx.addIssue({ code: 'custom', message: paymentMessages.invalidAmount });
          return z.NEVER;
        }
        return amount;
      }),
    cardNumber: z.string().max(CARD_NUMBER_MAX_LENGTH, paymentMessages.invalidCardNumber).refine(isValidCardNumber, paymentMessages.invalidCardNumber),
    expiryDate: z
      .string()
      .max(CARD_EXPIRY_MAX_LENGTH, paymentMessages.invalidExpiry)
      .superRefine((value, ctx) => {
        const expiry = parseCardExpiry(value);
        if (!expiry) ctx.addIssue({ code: 'custom', message: paymentMessages.invalidExpiry });
        else if (isCardExpired(expiry, now())) ctx.addIssue({ code: 'custom', message: paymentMessages.expired });
      }),
    cvv: z.string().max(CARD_CVV_MAX_LENGTH, paymentMessages.invalidCvv).regex(/^\d{3,4}$/, paymentMessages.invalidCvv),
    nameOnCard: z.string().trim().min(1, paymentMessages.missingName).max(100),
  });
}

export const paymentFormSchema = createPaymentFormSchema();
export type PaymentFormInput = z.input<typeof paymentFormSchema>;
export type PaymentForm = z.output<typeof paymentFormSchema>;
