import { apiPaths, createPaymentResponseSchema, type CreatePaymentRequest, type DocumentView } from '@fairbill/shared';
import { authedApi } from '../../../lib/auth/authed-api';

/**
 * POST /api/payments (Decision 5): only the card's last four digits are ever sent. `idempotencyKey`
 * names the attempt: sent again with the same key, the payment is recorded (and charged) once.
 */
export async function recordPayment(request: CreatePaymentRequest, idempotencyKey: string): Promise<DocumentView> {
  const { payment } = await authedApi(apiPaths.payments(), { method: 'POST', body: request, schema: createPaymentResponseSchema, idempotencyKey });
  return payment;
}
