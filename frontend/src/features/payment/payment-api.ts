import { createPaymentResponseSchema, type CreatePaymentRequest, type DocumentView } from '@fairbill/shared';
import { authedApi } from '../../lib/auth/authed-api';

/** POST /api/payments (Decision 5): only the card's last four digits are ever sent. */
export async function recordPayment(request: CreatePaymentRequest): Promise<DocumentView> {
  const { payment } = await authedApi('/payments', { method: 'POST', body: request, schema: createPaymentResponseSchema });
  return payment;
}
