import { contactRequestSchema } from '@fairbill/shared';
import { sendContactMessage } from '../../domain/contact/contact';
import { getDataDependencies } from './data-runtime';
import { getMailer } from './mail-runtime';
import { httpHandler, idempotencyKey, json, optionalCaller, parseBody } from './middleware';
import { logger } from '../../lib/logger';

/** POST /api/contact (Decision 6): public; the sender is recorded when signed in. */
export const handler = httpHandler(async (event) => {
  const user = optionalCaller(event);
  const input = parseBody(event, contactRequestSchema);
  const { id } = await sendContactMessage({ ...getDataDependencies(), mailer: getMailer() }, user?.userId ?? null, input, idempotencyKey(event, 'contact'));
  logger.info('contact message stored', { contactId: id });
  return json(201, { id, sent: true });
});
