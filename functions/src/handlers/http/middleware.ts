import { timingSafeEqual } from 'node:crypto';
import { cleanupMiddlewares } from '@aws-lambda-powertools/commons';
import middy from '@middy/core';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { groupsOfClaim, MAX_REQUEST_BODY_BYTES, type UserGroup } from '@fairbill/shared';
import * as z from 'zod';
import type { TokenUser } from '../../domain/account/active-users';
import { ForbiddenError, PayloadTooLargeError, RequestError, UnauthorizedError, ValidationError, type ErrorKind } from '../../domain/errors';
import { getOriginEnv } from '../../lib/env';
import { invocationMiddlewares } from '../../lib/invocation';
import { logger } from '../../lib/logger';
import { tracer } from '../../lib/tracer';
import { httpRoutes, ORIGIN_VERIFY_HEADER } from './routes';
import { getUserDirectory } from './user-directory';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;
export type HttpHandler = (event: HttpEvent, context: Context) => Promise<HttpResult>;

/** The signed-in user, from the JWT authorizer's claims (the SPA sends the Cognito ID token). */
export type Caller = { userId: string; email: string | null; givenName: string | null; familyName: string | null; groups: UserGroup[] };

// No Referer leaves a page opened from an API response (issue 18: URLs must not carry PHI anywhere).
const commonHeaders = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', ...commonHeaders };

export function json(statusCode: number, body: unknown): HttpResult {
  return { statusCode, headers: jsonHeaders, body: JSON.stringify(body) };
}

/** A file to save (an auditors' export): its type and name, never cached. */
export function attachment(file: { body: string; contentType: string; fileName: string }): HttpResult {
  return { statusCode: 200, headers: { ...commonHeaders, 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.fileName}"` }, body: file.body };
}

export function noContent(): HttpResult {
  return { statusCode: 204, headers: commonHeaders };
}

const claimString = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

// The authorizer is absent on public routes; claims are typed loosely by API Gateway.
const claimsOf = (event: HttpEvent) => (event.requestContext as Partial<HttpEvent['requestContext']>).authorizer?.jwt?.claims ?? {};

export function optionalCaller(event: HttpEvent): Caller | null {
  const claims = claimsOf(event);
  const userId = claimString(claims.sub);
  if (!userId) return null;
  return {
    userId,
    email: claimString(claims.email),
    givenName: claimString(claims.given_name),
    familyName: claimString(claims.family_name),
    groups: groupsOfClaim(claims['cognito:groups']),
  };
}

/** The caller's user in the directory (Cognito's pool and username), for acting on the account itself. */
export function callerTokenUser(event: HttpEvent): TokenUser {
  const user = tokenUserOf(claimsOf(event));
  if (!user) throw new UnauthorizedError();
  return user;
}

export function caller(event: HttpEvent): Caller {
  const found = optionalCaller(event);
  if (!found) throw new UnauthorizedError();
  return found;
}

/** A readable message from the first zod issue, e.g. "fileSize: Too big". */
function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, code = 'validation_failed'): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(describeIssues(result.error), code);
  return result.data;
}

export function parseBody<S extends z.ZodType>(event: HttpEvent, schema: S): z.infer<S> {
  const text = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  // Refused before parsing: no request of the API is this large, and no stored item could hold it.
  if (Buffer.byteLength(text, 'utf8') > MAX_REQUEST_BODY_BYTES) {
    throw new PayloadTooLargeError(`The request is too large (at most ${MAX_REQUEST_BODY_BYTES / 1024} KB).`, 'body_too_large');
  }
  let raw: unknown;
  try {
    raw = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ValidationError('The request body is not valid JSON.', 'invalid_json');
  }
  if (raw === undefined) throw new ValidationError('The request body is missing.', 'missing_body');
  return parseWith(schema, raw);
}

export function parseQuery<S extends z.ZodType>(event: HttpEvent, schema: S): z.infer<S> {
  return parseWith(schema, event.queryStringParameters ?? {});
}

const idSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);

/** A path id; a malformed one cannot name anything the user has, so it is simply not found. */
export function pathId(event: HttpEvent, name: string): string | null {
  const value = event.pathParameters?.[name];
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);

/** The optional `Idempotency-Key` header of a create: a retried request gets the first result. */
export function idempotencyKey(event: HttpEvent, scope: string): { scope: string; key: string } | undefined {
  const value = event.headers?.['idempotency-key'] ?? event.headers?.['Idempotency-Key'];
  if (value === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw new ValidationError('Idempotency-Key must be 8 to 128 letters, digits, "-" or "_".', 'invalid_idempotency_key');
  return { scope, key: parsed.data };
}

/** The one place a refusal becomes an HTTP status. */
const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  unprocessable: 422,
};

/** Maps every error to its response once: refusals to their status, anything else to 500. */
const errorResponses = (): MiddlewareObj<HttpEvent, HttpResult> => ({
  onError: async (request) => {
    const error = request.error;
    const response =
      error instanceof RequestError
        ? json(STATUS[error.kind], { error: { code: error.code, message: error.message } })
        : json(500, { error: { code: 'internal_error', message: 'An unexpected error occurred. Please try again.' } });
    if (error instanceof RequestError) logger.info('request refused', { status: STATUS[error.kind], code: error.code });
    else {
      logger.error('request failed', { errorName: error instanceof Error ? error.name : typeof error });
      // The trace marks the invocation failed; it keeps no error message (tracer.ts).
      tracer.addErrorAsMetadata(error instanceof Error ? error : new Error(typeof error));
    }
    // Returning the response ends the error chain before Powertools' own middlewares clean up: the
    // invocation's subsegment is closed and the log keys reset here.
    await cleanupMiddlewares(request);
    return response;
  },
});

/** The request's ids beside the Lambda context Powertools adds; its keys are reset after each request. */
const requestLog = (): MiddlewareObj<HttpEvent, HttpResult> => ({
  before: (request) => {
    logger.appendKeys({ requestId: request.event.requestContext?.requestId, routeKey: request.event.routeKey });
    // A document's id is its correlation id from upload to final state (issue 13): its routes log it too.
    const documentId = pathId(request.event, 'documentId');
    if (documentId) logger.appendKeys({ correlationId: documentId });
  },
  after: (request) => {
    logger.info('request done', { status: request.response?.statusCode });
  },
});

const sameSecret = (sent: string, expected: string): boolean => {
  const [a, b] = [Buffer.from(sent), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * In AWS only requests through CloudFront, which adds the origin secret, are served: the API's
 * execute-api endpoint cannot be turned off without a custom domain (issue 18). Locally no secret
 * is set; the local API server is the only way in.
 */
const throughCloudFrontOnly = (): MiddlewareObj<HttpEvent, HttpResult> => ({
  before: (request) => {
    const expected = getOriginEnv().ORIGIN_VERIFY_SECRET;
    if (expected === undefined) return;
    if (!sameSecret(request.event.headers?.[ORIGIN_VERIFY_HEADER] ?? '', expected)) {
      throw new ForbiddenError('FairBill\'s API answers through the FairBill site only.');
    }
  },
});

/** The user a Cognito token names: the pool from its (verified) issuer, the username of an ID or access token. */
function tokenUserOf(claims: ReturnType<typeof claimsOf>): TokenUser | null {
  const userPoolId = claimString(claims.iss)?.split('/').pop();
  const username = claimString(claims['cognito:username']) ?? claimString(claims.username);
  return userPoolId && /^[\w-]+_[0-9A-Za-z]+$/.test(userPoolId) && username ? { userPoolId, username } : null;
}

/**
 * Refuses any token but an ID token, and the token of a user deleted or disabled since it was
 * issued. The JWT authorizer (API Gateway's, and the local one) checks signature, issuer, audience
 * and expiry only, so such a token would work for the rest of its hour; Cognito has no trigger on
 * deletion, so it is asked here, in the one chain both paths run (answers cached a minute, see
 * getUserDirectory). Requests without claims (public routes) are not checked.
 */
const activeUsersOnly = (): MiddlewareObj<HttpEvent, HttpResult> => ({
  before: async (request) => {
    const claims = claimsOf(request.event);
    if (!claimString(claims.sub)) return;
    // The API takes the ID token the SPA sends: an access token of the same client also passes the
    // JWT authorizer (API Gateway does not tell them apart) but names no e-mail or names.
    if (claims.token_use !== 'id') throw new UnauthorizedError();
    const user = tokenUserOf(claims);
    if (!user || !(await getUserDirectory().isActive(user))) throw new UnauthorizedError();
  },
});

const routesByKey = new Map(httpRoutes.map((route) => [`${route.method} ${route.path}`, route]));

/**
 * Each kind of user on their own routes only (issue 13): a staff route needs its group in the
 * verified token, and a staff account has no family data, so family routes refuse it. Public
 * routes are anyone's.
 */
const ownRoutesOnly = (): MiddlewareObj<HttpEvent, HttpResult> => ({
  before: (request) => {
    const claims = claimsOf(request.event);
    const route = routesByKey.get(request.event.routeKey);
    if (!claimString(claims.sub) || route?.public) return;
    const groups = groupsOfClaim(claims['cognito:groups']);
    if (route?.group && !groups.includes(route.group)) throw new ForbiddenError(`This part of FairBill is for its ${route.group} only.`, 'staff_only');
    if (!route?.group && groups.length > 0) throw new ForbiddenError('A FairBill staff account has no family documents.', 'staff_account');
  },
});

/** The one Middy chain of every HTTP route: the X-Ray subsegment, the Lambda context and request ids in the logs, the error mapping, the origin check, live accounts only, each on its own routes. */
export function httpHandler(run: (event: HttpEvent) => Promise<HttpResult>): HttpHandler {
  const wrapped = middy<HttpEvent, HttpResult>()
    .use(invocationMiddlewares<HttpEvent, HttpResult>())
    .use(requestLog())
    .use(errorResponses())
    .use(throughCloudFrontOnly())
    .use(activeUsersOnly())
    .use(ownRoutesOnly())
    .handler(run);
  return (event, context) => wrapped(event, context);
}
