import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpRoute } from '@fairbill/functions/routes';
import { compileRoute, createApiGateway, matchRoute } from '../local/api-gateway';
import { claimsAsApiGatewayDoes } from '../local/jwt-authorizer';
import type { JwtAuthorizer } from '../local/jwt-authorizer';

const routes: HttpRoute[] = [
  { method: 'GET', path: '/api/documents', handler: 'search' },
  { method: 'GET', path: '/api/documents/{documentId}', handler: 'get' },
  { method: 'POST', path: '/api/documents', handler: 'create' },
  { method: 'GET', path: '/api/files/{proxy+}', handler: 'files' },
  { method: 'POST', path: '/api/contact', handler: 'contact', public: true },
  { method: 'GET', path: '/api/boom', handler: 'boom' },
];

describe('route matching', () => {
  const compiled = routes.map(compileRoute);

  it('matches API Gateway path templates and decodes parameters', () => {
    expect(matchRoute(compiled, 'GET', '/api/documents/abc%20def')?.pathParameters).toEqual({ documentId: 'abc def' });
    expect(matchRoute(compiled, 'GET', '/api/documents')?.compiled.routeKey).toBe('GET /api/documents');
    expect(matchRoute(compiled, 'GET', '/api/files/a/b/c')?.pathParameters).toEqual({ proxy: 'a/b/c' });
  });

  it('does not match other methods, extra segments or prefixes', () => {
    expect(matchRoute(compiled, 'DELETE', '/api/documents/abc')).toBeUndefined();
    expect(matchRoute(compiled, 'GET', '/api/documents/abc/extra')).toBeUndefined();
    expect(matchRoute(compiled, 'GET', '/api/documentsX')).toBeUndefined();
  });
});

describe('claims', () => {
  it('are strings, as API Gateway HTTP APIs pass them', () => {
    expect(claimsAsApiGatewayDoes({ sub: 'u1', exp: 123, email_verified: false, 'cognito:groups': ['a', 'b'] })).toEqual({
      sub: 'u1',
      exp: '123',
      email_verified: 'false',
      'cognito:groups': '[a b]',
    });
  });
});

describe('the local API Gateway', () => {
  const events: APIGatewayProxyEventV2WithJWTAuthorizer[] = [];
  let server: Server;
  let base = '';

  const authorizer: JwtAuthorizer = {
    authorize: async (header) => (header === 'Bearer good' ? { sub: 'user-1', email: 'a@example.com', exp: 99, token_use: 'id' } : undefined),
  };
  const handlers: Record<string, (event: APIGatewayProxyEventV2WithJWTAuthorizer) => Promise<APIGatewayProxyResultV2>> = {
    get: async (event) => {
      events.push(event);
      return { statusCode: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id: event.pathParameters?.['documentId'] }) };
    },
    create: async (event) => {
      events.push(event);
      return { statusCode: 201, body: JSON.stringify({ ok: true }), cookies: ['a=1'] };
    },
    search: async (event) => {
      events.push(event);
      return { statusCode: 204 };
    },
    contact: async (event) => {
      events.push(event);
      return { ok: true } as unknown as APIGatewayProxyResultV2;
    },
    boom: async () => {
      throw new Error('secret detail');
    },
  };

  beforeAll(async () => {
    const gateway = createApiGateway({
      routes,
      authorizer,
      loadHandler: async (name) => {
        const handler = handlers[name];
        if (!handler) throw new Error(`no handler ${name}`);
        return handler;
      },
    });
    server = createServer((request, response) => {
      // As the app server does: a request handler that throws answers 500.
      gateway(request, response).catch(() => response.writeHead(500).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers 401 {"message":"Unauthorized"} without a valid bearer token', async () => {
    for (const authorization of [undefined, 'Bearer bad', 'good']) {
      const response = await fetch(`${base}/api/documents/d1`, authorization ? { headers: { authorization } } : {});
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('answers 404 {"message":"Not Found"} for unknown routes, before checking the token', async () => {
    const response = await fetch(`${base}/api/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('builds an API Gateway v2 event with the route, path and query parameters and string claims', async () => {
    events.length = 0;
    const response = await fetch(`${base}/api/documents/d1?x=1&x=2&y=z`, { headers: { authorization: 'Bearer good', cookie: 'c1=a; c2=b' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'd1' });
    const event = events[0];
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/documents/{documentId}',
      rawPath: '/api/documents/d1',
      rawQueryString: 'x=1&x=2&y=z',
      queryStringParameters: { x: '1,2', y: 'z' },
      pathParameters: { documentId: 'd1' },
      cookies: ['c1=a', 'c2=b'],
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'GET', path: '/api/documents/d1' },
        routeKey: 'GET /api/documents/{documentId}',
        stage: '$default',
        authorizer: { jwt: { claims: { sub: 'user-1', email: 'a@example.com', exp: '99' } } },
      },
    });
    expect(event?.headers['authorization']).toBe('Bearer good');
  });

  it('passes JSON bodies as text and binary bodies as base64, and writes status, headers and cookies back', async () => {
    events.length = 0;
    const created = await fetch(`${base}/api/documents`, {
      method: 'POST',
      headers: { authorization: 'Bearer good', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toBe('application/json');
    expect(created.headers.get('set-cookie')).toBe('a=1');
    await fetch(`${base}/api/documents`, {
      method: 'POST',
      headers: { authorization: 'Bearer good', 'content-type': 'application/octet-stream' },
      body: new Uint8Array([0, 1, 2]),
    });
    expect(events[0]).toMatchObject({ body: '{"a":1}', isBase64Encoded: false });
    expect(events[1]).toMatchObject({ body: Buffer.from([0, 1, 2]).toString('base64'), isBase64Encoded: true });
  });

  it('calls public routes without a token and without an authorizer block, and wraps plain results like API Gateway', async () => {
    events.length = 0;
    const response = await fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(events[0]?.requestContext).not.toHaveProperty('authorizer');
  });

  it('answers 500 without details when the handler throws', async () => {
    const response = await fetch(`${base}/api/boom`, { headers: { authorization: 'Bearer good' } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Internal Server Error' });
    expect(text).not.toContain('secret');
  });

  it.each(['/api/documents/%E0%A4%A', '/api/documents/%', '/api/files/a/%zz/b', '/api/nothing/%'])(
    'answers 400 in the API\'s error shape for the malformed escape in %s, and stays up',
    async (path) => {
      events.length = 0;
      const response = await fetch(`${base}${path}`, { headers: { authorization: 'Bearer good' } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'bad_request', message: 'The request address is not valid.' } });
      expect(events).toEqual([]);
      expect((await fetch(`${base}/api/documents/d1`, { headers: { authorization: 'Bearer good' } })).status).toBe(200);
    },
  );

  it('answers 204 with no body', async () => {
    const response = await fetch(`${base}/api/documents`, { headers: { authorization: 'Bearer good' } });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });
});
