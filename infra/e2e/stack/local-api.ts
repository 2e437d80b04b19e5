import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AdminAddUserToGroupCommand, AdminConfirmSignUpCommand, CognitoIdentityProviderClient, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { UserGroup } from '@fairbill/shared';
import { createApiGateway } from '@fairbill/infra/local/api-gateway';
import { createJwtAuthorizer } from '@fairbill/infra/local/jwt-authorizer';
import { httpRoutes } from '@fairbill/functions/routes';
import type { HttpHandler } from '@fairbill/functions/src/handlers/http/middleware';

const userPoolId = process.env.FAIRBILL_USER_POOL_ID ?? '';
const clientId = process.env.FAIRBILL_USER_POOL_CLIENT_ID ?? '';
const issuer = process.env.FAIRBILL_COGNITO_ISSUER ?? '';

/** The local API server (the routes table, the real handlers, tokens verified against cognito-local) on a free port. */
export async function startLocalApi(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const api = createApiGateway({
    routes: httpRoutes,
    authorizer: await createJwtAuthorizer({ issuer, audience: clientId }),
    loadHandler: async (name) => ((await import(`@fairbill/functions/src/handlers/http/${name}`)) as { handler: HttpHandler }).handler,
  });
  const server = createServer((request, response) => void api(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A new confirmed cognito-local user, signed in with a password: their e-mail and tokens. */
export async function signedInUser(cognito = new CognitoIdentityProviderClient({})): Promise<{ email: string; idToken: string; accessToken: string }> {
  const email = `${randomUUID()}@example.test`;
  await cognito.send(new SignUpCommand({ ClientId: clientId, Username: email, Password: 'secret-123', UserAttributes: [{ Name: 'email', Value: email }] }));
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: email }));
  const auth = await cognito.send(new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret-123' } }));
  return { email, idToken: auth.AuthenticationResult?.IdToken ?? '', accessToken: auth.AuthenticationResult?.AccessToken ?? '' };
}

/** A signed-in member of a staff group (issue 13): signed up, put in the group, then signed in for a token that names it. */
export async function signedInStaff(group: UserGroup, cognito = new CognitoIdentityProviderClient({})): Promise<{ email: string; sub: string; idToken: string }> {
  const { email } = await signedInUser(cognito);
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: group }));
  const auth = await cognito.send(new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret-123' } }));
  const idToken = auth.AuthenticationResult?.IdToken ?? '';
  return { email, sub: tokenSub(idToken), idToken };
}

/** The `sub` claim of a token. */
export const tokenSub = (token: string): string => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

/** A JSON request to the local API with a bearer token: its status and parsed body. */
export async function requestAs(baseUrl: string, token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}
