import { isValidEmail, MIN_PASSWORD_LENGTH, registrationMessages } from '@fairbill/shared';
import * as z from 'zod/mini';

// The reset flow's forms reuse the registration rules and messages (Decision 11: one minimum).
export const RESET_CODE_REQUIRED = 'Please enter the code from your email';

// zod/mini, like the other account forms: these pages load no classic zod.
export const resetRequestSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, registrationMessages.missingRequired), z.refine(isValidEmail, registrationMessages.invalidEmail)),
});
export type ResetRequestForm = z.infer<typeof resetRequestSchema>;

export const resetConfirmSchema = z
  .object({
    code: z.string().check(z.trim(), z.minLength(1, RESET_CODE_REQUIRED)),
    newPassword: z.string().check(z.minLength(1, registrationMessages.missingRequired)),
    confirmPassword: z.string().check(z.minLength(1, registrationMessages.missingRequired)),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.newPassword === '' || form.confirmPassword === '') return;
      if (form.newPassword !== form.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: registrationMessages.passwordsDoNotMatch, input: form });
      } else if (form.newPassword.length < MIN_PASSWORD_LENGTH) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: registrationMessages.passwordTooShort, input: form });
      }
    }),
  );
export type ResetConfirmForm = z.infer<typeof resetConfirmSchema>;
