import { createMailer } from '../../adapters/mail/create-mailer';
import type { Mailer } from '../../domain/mailer';
import { getEnv } from '../../lib/env';

// The mailer alone, for the contact route: it loads the SES client, which no other route needs.

let mailer: Mailer | undefined;

export function getMailer(): Mailer {
  mailer ??= createMailer(getEnv());
  return mailer;
}
