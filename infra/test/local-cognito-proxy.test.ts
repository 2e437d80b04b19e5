import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCognitoLocal } from '@fairbill/emulators/cognito-local';
import type { CognitoLocal } from '@fairbill/emulators/cognito-local';
import { emulatorCognitoClient } from '@fairbill/emulators/emulator-clients';
import { findFreePorts } from '@fairbill/emulators/ports';
import { SPA_COGNITO_OPERATIONS, createCognitoProxy } from '../local/cognito-proxy';

// The /cognito proxy against the real cognito-local: it must serve the SPA's Amplify calls only,
// because cognito-local answers any operation, admin ones included, without credentials.

let workDir = '';
let cognito: CognitoLocal;
let server: Server;
let base = '';
const existingUser = 'someone-else@example.com';

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'fairbill-cognito-proxy-'));
  const [port = 0] = await findFreePorts(1);
  cognito = await startCognitoLocal({ port, workDir, logFile: join(workDir, 'cognito.log') });
  const admin = emulatorCognitoClient(cognito.endpoint);
  await admin.send(
    new AdminCreateUserCommand({
      UserPoolId: cognito.ids.userPoolId,
      Username: existingUser,
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: existingUser }],
    }),
  );
  admin.destroy();
  process.env['APP_ORIGIN'] ??= 'http://localhost:4000';
  const proxy = createCognitoProxy(cognito, join(workDir, 'outbox'));
  server = createServer((request, response) => {
    // As the app server does: a handler that throws answers 500.
    proxy(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/cognito`;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await cognito?.stop();
  await rm(workDir, { recursive: true, force: true });
}, 30_000);

const call = async (target: string | undefined, body: unknown) => {
  const response = await fetch(base, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', ...(target === undefined ? {} : { 'x-amz-target': target }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, errorType: response.headers.get('x-amzn-errortype'), text: await response.text() };
};

describe('the local /cognito proxy', { timeout: 30_000 }, () => {
  it.each([
    ['AWSCognitoIdentityProviderService.ListUsers', () => ({ UserPoolId: cognito.ids.userPoolId })],
    ['AWSCognitoIdentityProviderService.AdminGetUser', () => ({ UserPoolId: cognito.ids.userPoolId, Username: existingUser })],
    ['AWSCognitoIdentityProviderService.AdminCreateUser', () => ({ UserPoolId: cognito.ids.userPoolId, Username: 'new@example.com' })],
    ['AWSCognitoIdentityProviderService.AdminSetUserPassword', () => ({ UserPoolId: cognito.ids.userPoolId, Username: existingUser, Password: 'x-123456', Permanent: true })],
    ['AWSCognitoIdentityProviderService.DescribeUserPoolClient', () => ({ UserPoolId: cognito.ids.userPoolId, ClientId: cognito.ids.userPoolClientId })],
    ['AWSCognitoIdentityProviderService.ListUserPools', () => ({ MaxResults: 10 })],
    ['AWSCognitoIdentityProviderService.GlobalSignOut', () => ({ AccessToken: 'x' })],
    ['AWSCognitoIdentityProviderService.RespondToAuthChallenge', () => ({ ClientId: cognito.ids.userPoolClientId, ChallengeName: 'NEW_PASSWORD_REQUIRED', ChallengeResponses: {} })],
    // The operation name alone, without the service prefix real Cognito requires.
    ['ListUsers', () => ({ UserPoolId: cognito.ids.userPoolId })],
    [undefined, () => ({ UserPoolId: cognito.ids.userPoolId })],
  ])('refuses %s with 400 and Cognito\'s error shape, forwarding nothing', async (target, body) => {
    const result = await call(target, body());
    expect(result.status).toBe(400);
    expect(result.errorType).toBe('UnsupportedOperationException');
    expect(JSON.parse(result.text)).toEqual({ __type: 'UnsupportedOperationException', message: 'This operation is not available on this endpoint.' });
    expect(result.text).not.toContain(existingUser);
  });

  it('lists exactly the Cognito operations the SPA\'s Amplify calls make', () => {
    expect([...SPA_COGNITO_OPERATIONS].sort()).toEqual(
      ['ConfirmForgotPassword', 'ConfirmSignUp', 'ForgotPassword', 'GetTokensFromRefreshToken', 'InitiateAuth', 'RevokeToken', 'SignUp'].sort(),
    );
  });

  it('still forwards the SPA\'s own calls (sign-up, sign-in)', async () => {
    const email = 'spa-user@example.com';
    const { userPoolClientId: ClientId } = cognito.ids;
    const signUp = await call('AWSCognitoIdentityProviderService.SignUp', { ClientId, Username: email, Password: 'secret-1', UserAttributes: [{ Name: 'email', Value: email }] });
    expect(signUp.status).toBe(200);
    const signIn = await call('AWSCognitoIdentityProviderService.InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret-1' } });
    // Not confirmed yet: cognito-local's own answer comes back, not the proxy's refusal.
    expect(signIn.status).toBe(400);
    expect(signIn.errorType).not.toBe('UnsupportedOperationException');
  });

  it('answers a malformed refresh body with 400, not 500', async () => {
    const result = await call('AWSCognitoIdentityProviderService.GetTokensFromRefreshToken', '{not json');
    expect(result.status).toBe(400);
    expect(JSON.parse(result.text)).toMatchObject({ __type: 'InvalidParameterException' });
  });
});

describe('a connection to cognito-local dropped before any answer', () => {
  it('is tried once more, so the person signing in never sees it', async () => {
    let requests = 0;
    // The first request's connection is cut before a byte of answer; the second is answered.
    const flaky = createServer((request, response) => {
      requests += 1;
      if (requests === 1) {
        request.socket.destroy();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end('{"Session":"ok"}');
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', () => resolve()));
    const address = flaky.address();
    const endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const proxy = createCognitoProxy({ ...cognito, endpoint }, join(workDir, 'outbox'));
    const front = createServer((request, response) => void proxy(request, response).catch(() => response.writeHead(500).end()));
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', () => resolve()));
    const frontAddress = front.address();
    try {
      const response = await fetch(`http://127.0.0.1:${typeof frontAddress === 'object' && frontAddress ? frontAddress.port : 0}/cognito`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
        body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'x', AuthParameters: { USERNAME: 'a@example.com', PASSWORD: 'p' } }),
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('{"Session":"ok"}');
      expect(requests).toBe(2);
    } finally {
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await new Promise<void>((resolve) => flaky.close(() => resolve()));
    }
  });
});
