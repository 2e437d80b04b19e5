import * as z from 'zod';
import { CARD_CVV_MAX_LENGTH, CARD_EXPIRY_MAX_LENGTH, CARD_NUMBER_MAX_LENGTH } from '../constants';
import { parseDollarsInput } from '../format';
import { MAX_CENTS } from './bounds';
import { addMemberMessages, contactMessages, paymentMessages } from '../messages';
import { isValidEmail } from './account-forms';

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
        // Typed in dollars, sent in cents: positive, at most what the API records ('$' and thousands
        // separators are stripped, as the spec's page does; a fraction of a cent is no amount).
        const cents = parseDollarsInput(value);
        if (cents === null || cents <= 0 || cents > MAX_CENTS) {
          ctx.addIssue({ code: 'custom', message: paymentMessages.invalidAmount });
          return z.NEVER;
        }
        return cents;
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
