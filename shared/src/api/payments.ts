import * as z from 'zod';
import { boundedDateSchema, MAX_CENTS } from '../schemas/bounds';
import { apiIdSchema } from './common';
import { documentViewSchema } from './documents';

/**
 * POST /api/payments (Decision 5): records a payment against a bill as a user payment with the
 * method "Card ending NNNN". Only the last four digits ever leave the browser.
 */
export const createPaymentRequestSchema = z.object({
  billId: apiIdSchema,
  /** In integer cents (Decision 13): 123456 is $1,234.56. */
  amount: z.number().int('The payment amount must be in whole cents').positive('The payment amount must be more than $0').max(MAX_CENTS),
  cardLastFour: z.string().regex(/^\d{4}$/, 'cardLastFour must be 4 digits'),
  /** 1900 to a year ahead, like every date FairBill stores. */
  paymentDate: boundedDateSchema.optional(),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

/** 201. */
export const createPaymentResponseSchema = z.object({ payment: documentViewSchema });
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;
