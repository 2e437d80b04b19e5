import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { CognitoLocal } from '@fairbill/emulators/cognito-local';
import { readCognitoUser } from '@fairbill/emulators/cognito-local';
import type { CognitoMailSource } from './cognito-mail';
import { sendCognitoMail } from './cognito-mail';
import { readBody } from './http-util';
import { log } from './log';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * The Cognito operations the SPA's Amplify Auth calls send locally (frontend/src: signUp,
 * confirmSignUp, signIn with USER_PASSWORD_AUTH, fetchAuthSession's refresh, resetPassword,
 * confirmResetPassword, and signOut, which revokes the refresh token when the token allows it).
 * The SPA answers no sign-in challenge. cognito-local serves every operation, admin ones
 * included, without credentials: the proxy forwards these and nothing else.
 */
export const SPA_COGNITO_OPERATIONS = [
  'SignUp',
  'ConfirmSignUp',
  'InitiateAuth',
  'GetTokensFromRefreshToken',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'RevokeToken',
] as const;

const targetSchema = z
  .string()
  .transform((target) => (target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : ''))
  .pipe(z.enum(SPA_COGNITO_OPERATIONS));
type SpaOperation = (typeof SPA_COGNITO_OPERATIONS)[number];

const refreshRequestSchema = z.object({ RefreshToken: z.string().min(1), ClientId: z.string().min(1) });
const usernameRequestSchema = z.object({ Username: z.string().min(1) });
const signUpResponseSchema = z.object({ UserSub: z.string().min(1) });

/** Operations after which Cognito would send an e-mail through the CustomMessage trigger. */
const MAIL_BY_OPERATION: Partial<Record<SpaOperation, CognitoMailSource>> = {
  SignUp: 'CustomMessage_SignUp',
  ForgotPassword: 'CustomMessage_ForgotPassword',
};

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

/** An error as Cognito's JSON API sends it: 400, the type in a header and in `__type`. */
function sendCognitoError(response: ServerResponse, type: string, message: string): void {
  response.writeHead(400, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': type });
  response.end(JSON.stringify({ __type: type, message }));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text || '{}');
  } catch {
    return undefined;
  }
}

/**
 * Cognito on the SPA's own origin (`/cognito`): forwards the SPA's operations to cognito-local,
 * maps GetTokensFromRefreshToken (which cognito-local lacks) to InitiateAuth REFRESH_TOKEN_AUTH,
 * and delivers the e-mails Cognito would send (to the outbox).
 */
export function createCognitoProxy(cognito: CognitoLocal, outboxDir: string) {
  return async function handleCognitoRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const parsedTarget = targetSchema.safeParse(String(request.headers['x-amz-target'] ?? ''));
    if (!parsedTarget.success) {
      sendCognitoError(response, 'UnsupportedOperationException', 'This operation is not available on this endpoint.');
      return;
    }
    const operation = parsedTarget.data;
    let body = (await readBody(request)).toString('utf8');
    let target = `${TARGET_PREFIX}${operation}`;
    const isRefresh = operation === 'GetTokensFromRefreshToken';
    if (isRefresh) {
      const parsed = refreshRequestSchema.safeParse(parseJson(body));
      if (!parsed.success) {
        sendCognitoError(response, 'InvalidParameterException', 'RefreshToken and ClientId are required');
        return;
      }
      target = `${TARGET_PREFIX}InitiateAuth`;
      body = JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: parsed.data.ClientId,
        AuthParameters: { REFRESH_TOKEN: parsed.data.RefreshToken },
      });
    }
    const upstream = await forward(cognito.endpoint, { 'content-type': String(request.headers['content-type'] ?? 'application/x-amz-json-1.1'), 'x-amz-target': target }, body);
    let responseBody = await upstream.text();
    if (isRefresh && upstream.ok) {
      // GetTokensFromRefreshToken answers with the tokens only (no challenge fields).
      const { AuthenticationResult } = JSON.parse(responseBody) as { AuthenticationResult?: unknown };
      responseBody = JSON.stringify({ AuthenticationResult });
    }
    const mailSource = MAIL_BY_OPERATION[operation];
    if (upstream.ok && mailSource) await deliverMail(cognito, outboxDir, mailSource, body, responseBody);

    const headers: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name.toLowerCase())) headers[name] = value;
    });
    response.writeHead(upstream.status, headers);
    response.end(responseBody);
  };
}

/**
 * One POST to cognito-local, tried once more when the connection dropped before any answer came
 * (fetch rejects only then: a kept-alive socket cognito-local had closed, or a restart). An answer
 * of any status, errors included, is passed on as it is; a second drop is the caller's error.
 */
async function forward(endpoint: string, headers: Record<string, string>, body: string): Promise<Response> {
  try {
    return await fetch(endpoint, { method: 'POST', headers, body });
  } catch {
    return fetch(endpoint, { method: 'POST', headers, body });
  }
}

async function deliverMail(
  cognito: CognitoLocal,
  outboxDir: string,
  source: CognitoMailSource,
  requestBody: string,
  responseBody: string,
): Promise<void> {
  try {
    const username =
      source === 'CustomMessage_SignUp'
        ? signUpResponseSchema.parse(JSON.parse(responseBody)).UserSub
        : usernameRequestSchema.parse(JSON.parse(requestBody)).Username;
    const user = await readCognitoUser(cognito.workDir, cognito.ids.userPoolId, username);
    if (!user) return;
    const sent = await sendCognitoMail({
      source,
      user,
      userPoolId: cognito.ids.userPoolId,
      clientId: cognito.ids.userPoolClientId,
      outboxDir,
    });
    if (!sent) log(`no ${source} mail for user ${user.Username} (no e-mail or code)`);
  } catch (error) {
    // The Cognito call itself succeeded; a mail failure is logged (by kind only) and not fatal.
    log(`could not deliver ${source} mail: ${error instanceof Error ? error.name : 'unknown error'}`);
  }
}
