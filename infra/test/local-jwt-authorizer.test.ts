import { createPrivateKey, createSign } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CreateUserPoolClientCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AuthenticationResultType } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoLocalPrivateKeyFile, startCognitoLocal } from '@fairbill/emulators/cognito-local';
import type { CognitoLocal } from '@fairbill/emulators/cognito-local';
import { emulatorCognitoClient } from '@fairbill/emulators/emulator-clients';
import { findFreePorts } from '@fairbill/emulators/ports';
import { createJwtAuthorizer } from '../local/jwt-authorizer';
import type { JwtAuthorizer } from '../local/jwt-authorizer';

// API Gateway's JWT authorizer (infra/lib/constructs/http-api.ts: HttpUserPoolAuthorizer with the
// web client as its only audience) checks the signature, iss, exp and nbf, and `aud` against the
// audience list, or `client_id` when the token has no `aud`. So both Cognito tokens of the web
// client pass in AWS: the local authorizer must accept and refuse exactly the same tokens.

let workDir = '';
let cognito: CognitoLocal;
let authorizer: JwtAuthorizer;
let ours: AuthenticationResultType = {};
let otherClients: AuthenticationResultType = {};

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const claimsOf = (token: string | undefined) => JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** The token's claims changed as given, signed again with cognito-local's own key (a token Cognito could issue). */
async function resigned(token: string | undefined, change: (claims: Record<string, unknown>) => Record<string, unknown>): Promise<string> {
  const [header = ''] = (token ?? '').split('.');
  const body = b64url(JSON.stringify(change(claimsOf(token))));
  const { pem } = JSON.parse(await readFile(cognitoLocalPrivateKeyFile(), 'utf8')) as { pem: string };
  const signature = createSign('RSA-SHA256').update(`${header}.${body}`).sign(createPrivateKey(pem));
  return `${header}.${body}.${b64url(signature)}`;
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'fairbill-jwt-authorizer-'));
  const [port = 0] = await findFreePorts(1);
  cognito = await startCognitoLocal({ port, workDir, logFile: join(workDir, 'cognito.log') });
  const { userPoolId, userPoolClientId } = cognito.ids;
  const client = emulatorCognitoClient(cognito.endpoint);
  const email = 'tokens@example.com';
  await client.send(new AdminCreateUserCommand({ UserPoolId: userPoolId, Username: email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }] }));
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: 'secret-1', Permanent: true }));
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({ UserPoolId: userPoolId, ClientName: 'another-app', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'] }),
  );
  const signIn = async (ClientId: string | undefined) =>
    (await client.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret-1' } })))
      .AuthenticationResult ?? {};
  ours = await signIn(userPoolClientId);
  otherClients = await signIn(UserPoolClient?.ClientId);
  client.destroy();
  authorizer = await createJwtAuthorizer({ issuer: cognito.issuer, audience: userPoolClientId });
}, 60_000);

afterAll(async () => {
  await cognito?.stop();
  await rm(workDir, { recursive: true, force: true });
}, 30_000);

const authorize = (token: string | undefined) => authorizer.authorize(`Bearer ${token}`);

describe('the local JWT authorizer, like API Gateway\'s', { timeout: 30_000 }, () => {
  it('accepts the web client\'s ID token (aud is the client)', async () => {
    expect(claimsOf(ours.IdToken)).toMatchObject({ token_use: 'id', aud: cognito.ids.userPoolClientId });
    expect(await authorize(ours.IdToken)).toMatchObject({ sub: expect.any(String), token_use: 'id' });
  });

  it('accepts the web client\'s access token (no aud: client_id is the client)', async () => {
    const claims = claimsOf(ours.AccessToken);
    expect(claims).toMatchObject({ token_use: 'access', client_id: cognito.ids.userPoolClientId });
    expect(claims).not.toHaveProperty('aud');
    expect(await authorize(ours.AccessToken)).toMatchObject({ sub: claims['sub'], token_use: 'access' });
  });

  it('refuses both tokens of another app client of the same pool', async () => {
    expect(await authorize(otherClients.IdToken)).toBeUndefined();
    expect(await authorize(otherClients.AccessToken)).toBeUndefined();
  });

  it('judges aud, not client_id, when a token has both', async () => {
    const wrongAud = await resigned(ours.AccessToken, (claims) => ({ ...claims, aud: 'another-client' }));
    expect(await authorize(wrongAud)).toBeUndefined();
    const rightAud = await resigned(otherClients.AccessToken, (claims) => ({ ...claims, aud: cognito.ids.userPoolClientId }));
    expect(await authorize(rightAud)).toMatchObject({ aud: cognito.ids.userPoolClientId });
  });

  it('refuses a token with neither aud nor client_id, an expired one, one without exp or issued later, and a foreign issuer', async () => {
    expect(await authorize(await resigned(ours.AccessToken, ({ client_id: _clientId, ...claims }) => claims))).toBeUndefined();
    expect(await authorize(await resigned(ours.AccessToken, (claims) => ({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })))).toBeUndefined();
    expect(await authorize(await resigned(ours.IdToken, (claims) => ({ ...claims, iss: 'http://127.0.0.1:1/elsewhere' })))).toBeUndefined();
    // API Gateway wants exp present and iat not in the future; aws-jwt-verify checks neither.
    expect(await authorize(await resigned(ours.IdToken, ({ exp: _exp, ...claims }) => claims))).toBeUndefined();
    expect(await authorize(await resigned(ours.IdToken, (claims) => ({ ...claims, iat: Math.floor(Date.now() / 1000) + 3600 })))).toBeUndefined();
    // The re-signing itself is sound: an unchanged copy passes.
    expect(await authorize(await resigned(ours.AccessToken, (claims) => claims))).toBeDefined();
  });
});
