import { z } from 'zod';
import { apiIdSchema } from './common';
import { documentViewSchema } from './documents';

/**
 * POST /api/payments (Decision 5): records a payment against a bill as a user payment with the
 * method "Card ending NNNN". Only the last four digits ever leave the browser.
 */
export const createPaymentRequestSchema = z.object({
  billId: apiIdSchema,
  amount: z
    .number()
    .positive('The payment amount must be more than $0')
    .max(10_000_000)
    .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, 'The payment amount must be in whole cents'),
  cardLastFour: z.string().regex(/^\d{4}$/, 'cardLastFour must be 4 digits'),
  paymentDate: z.iso.date().optional(),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

/** 201. */
export const createPaymentResponseSchema = z.object({ payment: documentViewSchema });
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;
