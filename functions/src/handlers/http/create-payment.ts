import { createPaymentRequestSchema } from '@fairbill/shared';
import { toDocumentView } from '../../domain/documents/document-view';
import { createPayment } from '../../domain/payments/payments';
import { getDataDependencies } from './data-runtime';
import { caller, httpHandler, idempotencyKey, json, parseBody } from './middleware';
import { logger } from '../../lib/logger';

/** POST /api/payments (Decision 5). */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const input = parseBody(event, createPaymentRequestSchema);
  const payment = await createPayment(getDataDependencies(), userId, input, idempotencyKey(event, 'create-payment'));
  logger.info('payment recorded', { documentId: payment.id, billId: input.billId });
  return json(201, { payment: toDocumentView(payment) });
});
