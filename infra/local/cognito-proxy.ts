import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { CognitoLocal } from './cognito-local';
import { readCognitoUser } from './cognito-local';
import type { CognitoMailSource } from './cognito-mail';
import { sendCognitoMail } from './cognito-mail';
import { readBody } from './http-util';
import { log } from './log';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

const refreshRequestSchema = z.object({ RefreshToken: z.string().min(1), ClientId: z.string().min(1) });
const usernameRequestSchema = z.object({ Username: z.string().min(1) });
const signUpResponseSchema = z.object({ UserSub: z.string().min(1) });

/** Operations after which Cognito would send an e-mail through the CustomMessage trigger. */
const MAIL_BY_TARGET: Record<string, CognitoMailSource> = {
  SignUp: 'CustomMessage_SignUp',
  ResendConfirmationCode: 'CustomMessage_ResendCode',
  ForgotPassword: 'CustomMessage_ForgotPassword',
};

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

/**
 * Cognito on the SPA's own origin (`/cognito`): forwards the JSON API to cognito-local, maps
 * GetTokensFromRefreshToken (which cognito-local lacks) to InitiateAuth REFRESH_TOKEN_AUTH, and
 * delivers the e-mails Cognito would send (to the outbox).
 */
export function createCognitoProxy(cognito: CognitoLocal, outboxDir: string) {
  return async function handleCognitoRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const rawTarget = String(request.headers['x-amz-target'] ?? '');
    const operation = rawTarget.startsWith(TARGET_PREFIX) ? rawTarget.slice(TARGET_PREFIX.length) : rawTarget;
    let body = (await readBody(request)).toString('utf8');
    let target = rawTarget;
    const isRefresh = operation === 'GetTokensFromRefreshToken';
    if (isRefresh) {
      const parsed = refreshRequestSchema.safeParse(JSON.parse(body || '{}'));
      if (!parsed.success) {
        response.writeHead(400, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': 'InvalidParameterException' });
        response.end(JSON.stringify({ __type: 'InvalidParameterException', message: 'RefreshToken and ClientId are required' }));
        return;
      }
      target = `${TARGET_PREFIX}InitiateAuth`;
      body = JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: parsed.data.ClientId,
        AuthParameters: { REFRESH_TOKEN: parsed.data.RefreshToken },
      });
    }
    const upstream = await fetch(cognito.endpoint, {
      method: 'POST',
      headers: { 'content-type': String(request.headers['content-type'] ?? 'application/x-amz-json-1.1'), 'x-amz-target': target },
      body,
    });
    let responseBody = await upstream.text();
    if (isRefresh && upstream.ok) {
      // GetTokensFromRefreshToken answers with the tokens only (no challenge fields).
      const { AuthenticationResult } = JSON.parse(responseBody) as { AuthenticationResult?: unknown };
      responseBody = JSON.stringify({ AuthenticationResult });
    }
    const mailSource = MAIL_BY_TARGET[operation];
    if (upstream.ok && mailSource) await deliverMail(cognito, outboxDir, mailSource, body, responseBody);

    const headers: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name.toLowerCase())) headers[name] = value;
    });
    response.writeHead(upstream.status, headers);
    response.end(responseBody);
  };
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
