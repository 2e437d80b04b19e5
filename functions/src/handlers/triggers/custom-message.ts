import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { getTriggerEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { triggerHandler } from './trigger';

// Cognito's CustomMessage trigger: the confirmation e-mail carries a link to the SPA's /confirm
// page (Decision 8) and the reset e-mail carries the code. Cognito (or cognito-local) sends it.
export function buildCustomMessage(
  event: CustomMessageTriggerEvent,
  appOrigin: string,
): CustomMessageTriggerEvent {
  const code = event.request.codeParameter;
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode': {
      const link = `${appOrigin}/confirm?username=${encodeURIComponent(event.userName)}&code=${code}`;
      event.response.emailSubject = 'Confirm your FairBill account';
      event.response.emailMessage =
        `<p>Welcome to FairBill.</p><p>Please confirm your e-mail address by opening this link:</p>` +
        `<p><a href="${link}">${link}</a></p>` +
        `<p>If you did not create an account, you can ignore this e-mail.</p>`;
      break;
    }
    case 'CustomMessage_ForgotPassword':
      event.response.emailSubject = 'Your FairBill password reset code';
      event.response.emailMessage =
        `<p>Your password reset code is <strong>${code}</strong>.</p>` +
        `<p>Enter it on the FairBill sign-in page to choose a new password. If you did not ask for it, ignore this e-mail.</p>`;
      break;
    default:
      // Other messages (attribute verification, admin invitations) keep Cognito's defaults.
      break;
  }
  return event;
}

export const handler = triggerHandler(async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  logger.info('custom message', { triggerSource: event.triggerSource });
  return buildCustomMessage(event, getTriggerEnv().APP_ORIGIN);
});
