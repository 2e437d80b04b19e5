import { isValidEmail, MIN_PASSWORD_LENGTH, registrationMessages } from '@fairbill/shared';
import { z } from 'zod';

// The reset flow's forms reuse the registration rules and messages (Decision 11: one minimum).
export const RESET_CODE_REQUIRED = 'Please enter the code from your email';

export const resetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, registrationMessages.missingRequired)
    .refine(isValidEmail, registrationMessages.invalidEmail),
});
export type ResetRequestForm = z.infer<typeof resetRequestSchema>;

export const resetConfirmSchema = z
  .object({
    code: z.string().trim().min(1, RESET_CODE_REQUIRED),
    newPassword: z.string().min(1, registrationMessages.missingRequired),
    confirmPassword: z.string().min(1, registrationMessages.missingRequired),
  })
  .superRefine((form, ctx) => {
    if (form.newPassword === '' || form.confirmPassword === '') return;
    if (form.newPassword !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: registrationMessages.passwordsDoNotMatch });
    } else if (form.newPassword.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: registrationMessages.passwordTooShort });
    }
  });
export type ResetConfirmForm = z.infer<typeof resetConfirmSchema>;
