import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { buildCustomMessage, handler } from '../../src/handlers/triggers/custom-message';
import { context } from '../support/http-events';

const event = (triggerSource: CustomMessageTriggerEvent['triggerSource'], userName = 'jane+test@example.test'): CustomMessageTriggerEvent =>
  ({
    version: '1',
    region: 'us-east-1',
    userPoolId: 'pool',
    userName,
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    triggerSource,
    request: { userAttributes: {}, codeParameter: '{####}', usernameParameter: null, linkParameter: '{##Click##}' },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  }) as unknown as CustomMessageTriggerEvent;

describe('custom-message trigger', () => {
  it.each(['CustomMessage_SignUp', 'CustomMessage_ResendCode'] as const)('%s sends the /confirm link with the user name and code', (source) => {
    const result = buildCustomMessage(event(source), 'http://localhost:4000');
    const link = 'http://localhost:4000/confirm?username=jane%2Btest%40example.test&code={####}';
    expect(result.response.emailMessage).toContain(`href="${link}"`);
    expect(result.response.emailSubject).toBe('Confirm your FairBill account');
  });

  it('ForgotPassword sends the reset code', () => {
    const result = buildCustomMessage(event('CustomMessage_ForgotPassword'), 'http://localhost:4000');
    expect(result.response.emailMessage).toContain('{####}');
    expect(result.response.emailSubject).toBe('Your FairBill password reset code');
  });

  it('leaves other messages to Cognito', () => {
    const result = buildCustomMessage(event('CustomMessage_AdminCreateUser'), 'http://localhost:4000');
    expect(result.response.emailMessage).toBeNull();
  });

  it('reads APP_ORIGIN from the environment', async () => {
    const result = await handler(event('CustomMessage_SignUp', 'u1'), context);
    expect(result.response.emailMessage).toContain(`${process.env.APP_ORIGIN}/confirm?username=u1&code={####}`);
  });
});
