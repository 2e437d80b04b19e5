import type { ContactRequest } from '@fairbill/shared';
import { ulid } from 'ulid';
import type { UseCaseDeps } from '../deps';
import type { IdempotencyKey } from '../ports';
import { IdempotentReplayError } from '../errors';

/** Decision 6: the message is stored, then e-mailed to support (a retried request sends nothing twice). */
export async function sendContactMessage(
  deps: Pick<UseCaseDeps, 'contacts' | 'mailer' | 'now' | 'supportEmail'>,
  userId: string | null,
  input: ContactRequest,
  idempotency?: IdempotencyKey,
): Promise<{ id: string }> {
  const message = {
    id: ulid(),
    user_id: userId,
    name: input.fullName,
    email: input.email,
    subject: input.subject,
    message: input.message,
    created_at: deps.now().toISOString(),
  };
  try {
    await deps.contacts.save(message, idempotency);
  } catch (error) {
    if (error instanceof IdempotentReplayError) return { id: error.resultId };
    throw error;
  }
  await deps.mailer.send({
    to: deps.supportEmail,
    subject: `[FairBill contact] ${input.subject}`,
    text: `From: ${input.fullName} <${input.email}>\nMessage id: ${message.id}\n\n${input.message}\n`,
  });
  return { id: message.id };
}
