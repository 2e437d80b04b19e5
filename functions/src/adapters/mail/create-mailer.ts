import type { Mailer } from '../../domain/mailer';
import type { Env } from '../../lib/env';
import { OutboxMailer } from './outbox-mailer';
import { SesMailer } from './ses-mailer';

/** SES in AWS, the outbox locally; only the functions that send mail load the SES client. */
export function createMailer(env: Pick<Env, 'MAIL_TRANSPORT' | 'OUTBOX_DIR' | 'MAIL_FROM'>): Mailer {
  return env.MAIL_TRANSPORT === 'ses' ? new SesMailer(env.MAIL_FROM) : new OutboxMailer(env.OUTBOX_DIR);
}
