import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { OutboxMailer } from '@fairbill/functions/src/adapters/mail/outbox-mailer';
import type { StoredCognitoUser } from '@fairbill/emulators/cognito-local';
import { LOCAL_REGION } from './config';
import { loadHandler } from './handler-modules';
import { lambdaContext } from './lambda-context';

/** Cognito's placeholders in trigger messages; Cognito substitutes them after the trigger ran. */
const CODE_PARAMETER = '{####}';
const USERNAME_PARAMETER = '{username}';

export type CognitoMailSource = 'CustomMessage_SignUp' | 'CustomMessage_ResendCode' | 'CustomMessage_ForgotPassword';

/** Plain-text version of the trigger's HTML message (the outbox keeps both). */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_all, href: string, label: string) => (label === href ? href : `${label} (${href})`))
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * What Cognito does with the CustomMessage trigger in AWS, done locally: run the SAME trigger
 * handler, substitute the real code for `{####}`, and "send" the mail (to the outbox).
 */
export async function sendCognitoMail(options: {
  source: CognitoMailSource;
  user: StoredCognitoUser;
  userPoolId: string;
  clientId: string;
  outboxDir: string;
}): Promise<boolean> {
  const { user } = options;
  const attributes = Object.fromEntries(user.Attributes.map((entry) => [entry.Name, entry.Value ?? '']));
  const to = attributes['email'];
  const code = user.ConfirmationCode;
  if (!to || !code) return false;
  const event = {
    version: '1',
    region: LOCAL_REGION,
    userPoolId: options.userPoolId,
    userName: user.Username,
    callerContext: { awsSdkVersion: 'local', clientId: options.clientId },
    triggerSource: options.source,
    request: { userAttributes: attributes, codeParameter: CODE_PARAMETER, usernameParameter: USERNAME_PARAMETER, linkParameter: '' },
    response: { smsMessage: '', emailMessage: '', emailSubject: '' },
  } as CustomMessageTriggerEvent;
  const handler = await loadHandler<CustomMessageTriggerEvent, CustomMessageTriggerEvent>('triggers', 'custom-message');
  const result = await handler(event, lambdaContext('fairbill-trigger-custom-message', 5_000));
  const substitute = (text: string) => text.replaceAll(CODE_PARAMETER, code).replaceAll(USERNAME_PARAMETER, user.Username);
  const html = substitute(result.response.emailMessage ?? '');
  const subject = substitute(result.response.emailSubject ?? '');
  if (!html || !subject) return false;
  await new OutboxMailer(options.outboxDir).send({ to, subject, text: htmlToText(html), html });
  return true;
}
