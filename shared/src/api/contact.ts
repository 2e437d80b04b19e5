import * as z from 'zod';
import { contactFormSchema } from '../schemas/forms';

/** POST /api/contact (Decision 6): stored, then e-mailed to support. Public; a token is optional. */
export const contactRequestSchema = contactFormSchema;
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** 201. */
export const contactResponseSchema = z.object({ id: z.string(), sent: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
