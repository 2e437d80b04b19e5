import { randomUUID } from 'node:crypto';
import { AdminCreateUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import type { HttpHandler } from '../../src/handlers/http/middleware';

export type TestUser = { sub: string; email: string; given_name?: string; family_name?: string };

export function newUser(names: { given_name?: string; family_name?: string } = {}): TestUser {
  const sub = randomUUID();
  return { sub, email: `${sub}@example.test`, ...names };
}

type EventInput = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API Gateway form, e.g. '/api/documents/{documentId}'. */
  route: string;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  user?: TestUser | null;
  headers?: Record<string, string>;
};

let cognito: CognitoIdentityProviderClient | undefined;
const cognitoUsernames = new Map<string, Promise<string>>();

/**
 * The test user's username in cognito-local, where it is created on first use: the JWT authorizer
 * passes tokens of real users only, and the handlers ask Cognito whether the user still exists.
 */
export function cognitoUsername(user: TestUser): Promise<string> {
  let username = cognitoUsernames.get(user.sub);
  if (!username) {
    cognito ??= new CognitoIdentityProviderClient({});
    username = cognito
      .send(
        new AdminCreateUserCommand({
          UserPoolId: process.env.FAIRBILL_USER_POOL_ID,
          Username: user.email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [{ Name: 'email', Value: user.email }],
        }),
      )
      .then(({ User }) => User?.Username ?? user.email);
    cognitoUsernames.set(user.sub, username);
  }
  return username;
}

/**
 * An API Gateway v2 event as the JWT authorizer hands it to the handler (claims already verified):
 * the user's claims, with the issuer and username of their cognito-local user when given.
 */
export function httpEvent(input: EventInput, username?: string): APIGatewayProxyEventV2WithJWTAuthorizer {
  const rawPath = input.route.replace(/\{(\w+)\}/g, (_, name: string) => input.pathParameters?.[name] ?? '');
  const issued = username ? { iss: process.env.FAIRBILL_COGNITO_ISSUER, 'cognito:username': username } : {};
  const claims = input.user ? { ...input.user, ...issued, token_use: 'id' } : undefined;
  const requestContext = {
    accountId: 'local',
    apiId: 'local',
    domainName: 'localhost',
    domainPrefix: 'localhost',
    http: { method: input.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
    requestId: randomUUID(),
    routeKey: `${input.method} ${input.route}`,
    stage: '$default',
    time: new Date().toUTCString(),
    timeEpoch: Date.now(),
    ...(claims ? { authorizer: { principalId: '', integrationLatency: 0, jwt: { claims, scopes: [] } } } : {}),
  };
  return {
    version: '2.0',
    routeKey: `${input.method} ${input.route}`,
    rawPath,
    rawQueryString: new URLSearchParams(input.query ?? {}).toString(),
    headers: { 'content-type': 'application/json', ...(input.headers ?? {}) },
    queryStringParameters: input.query,
    pathParameters: input.pathParameters,
    body: input.rawBody ?? (input.body === undefined ? undefined : JSON.stringify(input.body)),
    isBase64Encoded: false,
    // Public routes have no authorizer; the cast keeps one event builder for both.
    requestContext: requestContext as APIGatewayProxyEventV2WithJWTAuthorizer['requestContext'],
  };
}

/** A Lambda context for calling a handler in process. */
export const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;

export type Reply<T = unknown> = { status: number; body: T; headers: Record<string, unknown> };

/** Runs a handler and parses its JSON reply. */
export async function call<T = any>(handler: HttpHandler, input: EventInput): Promise<Reply<T>> { // eslint-disable-line @typescript-eslint/no-explicit-any -- test replies are asserted field by field
  const username = input.user ? await cognitoUsername(input.user) : undefined;
  const result = await handler(httpEvent(input, username), context);
  return {
    status: result.statusCode ?? 200,
    body: (result.body ? JSON.parse(result.body) : undefined) as T,
    headers: (result.headers ?? {}) as Record<string, unknown>,
  };
}
