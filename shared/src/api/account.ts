import { z } from 'zod';

/** DELETE /api/account: the person types their account's e-mail address to confirm (issue 16). */
export const deleteAccountRequestSchema = z.object({ confirmation: z.string().max(320) });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
