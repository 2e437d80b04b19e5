import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyResultV2,
  APIGatewayProxyStructuredResultV2,
} from 'aws-lambda';
import type { ApiError } from '@fairbill/shared';
import { TOO_MANY_REQUESTS_BODY, type HttpRoute } from '@fairbill/functions/routes';
import { LOCAL_ACCOUNT_ID } from './config';
import { readBody, sendJson } from './http-util';
import { claimsAsApiGatewayDoes } from './jwt-authorizer';
import type { JwtAuthorizer } from './jwt-authorizer';
import { lambdaContext } from './lambda-context';
import { log } from './log';
import { clientRateLimit, routeThrottle } from './route-throttle';
import { decodeUrlPath } from './url-path';

type HttpHandler = (
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  context: ReturnType<typeof lambdaContext>,
) => Promise<APIGatewayProxyResultV2>;

interface CompiledRoute {
  route: HttpRoute;
  routeKey: string;
  pattern: RegExp;
  parameterNames: string[];
}

/** '/api/documents/{documentId}' -> a regex with one capture per path parameter ({proxy+} is greedy). */
export function compileRoute(route: HttpRoute): CompiledRoute {
  const parameterNames: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const parameter = /^\{([A-Za-z0-9_]+)(\+?)\}$/.exec(segment);
      if (!parameter?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      parameterNames.push(parameter[1]);
      return parameter[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { route, routeKey: `${route.method} ${route.path}`, pattern: new RegExp(`^${source}$`), parameterNames };
}

export function matchRoute(
  routes: readonly CompiledRoute[],
  method: string,
  path: string,
): { compiled: CompiledRoute; pathParameters: Record<string, string> } | undefined {
  for (const compiled of routes) {
    if (compiled.route.method !== method) continue;
    const match = compiled.pattern.exec(path);
    if (!match) continue;
    const pathParameters = Object.fromEntries(
      compiled.parameterNames.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
    );
    return { compiled, pathParameters };
  }
  return undefined;
}

const TEXT_CONTENT = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

const malformedPathBody: ApiError = { error: { code: 'bad_request', message: 'The request address is not valid.' } };

const throttledBody: ApiError = TOO_MANY_REQUESTS_BODY;

/** API Gateway's payload quota for HTTP APIs (10 MB): a larger request gets its 413 and reaches no route. */
export const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
const tooLargeBody = { message: 'Request Too Large' };

export interface ApiGatewayOptions {
  routes: readonly HttpRoute[];
  authorizer: JwtAuthorizer;
  loadHandler: (name: string) => Promise<HttpHandler>;
}

/**
 * The local stand-in for the HTTP API: route match (404 like API Gateway), JWT authorizer (401),
 * an API Gateway v2 event for the same handler module the Lambda runs, and its result written back.
 */
export function createApiGateway(options: ApiGatewayOptions) {
  const compiled = options.routes.map(compileRoute);
  // The route table's per-route limits, as the deployed stage's route settings apply them.
  const throttles = new Map(compiled.flatMap((entry) => (entry.route.throttle ? [[entry.routeKey, routeThrottle(entry.route.throttle)] as const] : [])));
  // And the per-client limits CloudFront's web ACL applies before a request reaches the API.
  const clientLimits = new Map(compiled.flatMap((entry) => (entry.route.clientRateLimit ? [[entry.routeKey, clientRateLimit(entry.route.clientRateLimit)] as const] : [])));
  return async function handleApiRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://local');
    const method = (request.method ?? 'GET').toUpperCase();
    // Path parameters reach handlers decoded: a path that cannot be decoded is refused first.
    if (decodeUrlPath(url.pathname) === undefined) {
      sendJson(response, 400, malformedPathBody);
      return;
    }
    if (Number(request.headers['content-length'] ?? 0) > MAX_PAYLOAD_BYTES) {
      sendJson(response, 413, tooLargeBody);
      return;
    }
    const matched = matchRoute(compiled, method, url.pathname);
    if (!matched) {
      sendJson(response, 404, { message: 'Not Found' });
      return;
    }
    const { compiled: route, pathParameters } = matched;
    if (clientLimits.get(route.routeKey)?.tryTake(request.socket.remoteAddress ?? 'unknown') === false || throttles.get(route.routeKey)?.tryTake() === false) {
      sendJson(response, 429, throttledBody);
      return;
    }
    const payload = route.route.public ? undefined : await options.authorizer.authorize(request.headers.authorization);
    if (!route.route.public && !payload) {
      sendJson(response, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(request, MAX_PAYLOAD_BYTES);
    } catch {
      // A chunked body past the quota: readBody has dropped the connection; answer if it still can.
      if (!response.headersSent) sendJson(response, 413, tooLargeBody);
      return;
    }
    const event = buildEvent({ request, url, method, routeKey: route.routeKey, pathParameters, body, claims: payload ? claimsAsApiGatewayDoes(payload) : undefined });
    const context = lambdaContext(`fairbill-http-${route.route.handler}`);
    let result: APIGatewayProxyResultV2;
    try {
      const handler = await options.loadHandler(route.route.handler);
      result = await handler(event, context);
    } catch (error) {
      // Like API Gateway when the Lambda throws: no details to the client, the request id in the log.
      log(`handler ${route.route.handler} threw ${error instanceof Error ? error.name : 'an error'} (request ${context.awsRequestId})`);
      sendJson(response, 500, { message: 'Internal Server Error' });
      return;
    }
    writeResult(response, result);
  };
}

function buildEvent(input: {
  request: IncomingMessage;
  url: URL;
  method: string;
  routeKey: string;
  pathParameters: Record<string, string>;
  body: Buffer;
  claims: Record<string, string> | undefined;
}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [name, value] of Object.entries(input.request.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie') {
      cookies.push(...String(value).split(/;\s*/).filter(Boolean));
      continue;
    }
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const queryStringParameters: Record<string, string> = {};
  for (const [name, value] of input.url.searchParams) {
    queryStringParameters[name] = queryStringParameters[name] === undefined ? value : `${queryStringParameters[name]},${value}`;
  }
  const contentType = headers['content-type'] ?? '';
  const isText = input.body.length === 0 || TEXT_CONTENT.test(contentType);
  const now = new Date();
  const event = {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath: input.url.pathname,
    rawQueryString: input.url.search.replace(/^\?/, ''),
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(Object.keys(queryStringParameters).length > 0 ? { queryStringParameters } : {}),
    ...(Object.keys(input.pathParameters).length > 0 ? { pathParameters: input.pathParameters } : {}),
    ...(input.body.length > 0 ? { body: isText ? input.body.toString('utf8') : input.body.toString('base64') } : {}),
    isBase64Encoded: !isText,
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: 'local',
      domainName: headers['host'] ?? 'localhost',
      domainPrefix: (headers['host'] ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: input.method,
        path: input.url.pathname,
        protocol: `HTTP/${input.request.httpVersion}`,
        sourceIp: input.request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: input.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      // Public routes have no authorizer in API Gateway, hence no authorizer block.
      ...(input.claims
        ? { authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: input.claims, scopes: [] } } }
        : {}),
    },
  };
  return event as APIGatewayProxyEventV2WithJWTAuthorizer;
}

/** Writes a Lambda result the way API Gateway's payload format 2.0 interprets it. */
function writeResult(response: ServerResponse, result: APIGatewayProxyResultV2): void {
  const structured: APIGatewayProxyStructuredResultV2 =
    typeof result === 'object' && result !== null && 'statusCode' in result
      ? (result as APIGatewayProxyStructuredResultV2)
      : { statusCode: 200, headers: { 'content-type': 'application/json' }, body: typeof result === 'string' ? result : JSON.stringify(result) };
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  if (!headers['content-type'] && structured.body !== undefined) headers['content-type'] = 'application/json';
  response.writeHead(structured.statusCode ?? 200, headers);
  if (structured.body === undefined) response.end();
  else response.end(structured.isBase64Encoded ? Buffer.from(structured.body, 'base64') : structured.body);
}
