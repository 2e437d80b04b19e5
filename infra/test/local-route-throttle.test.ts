import { createServer, type Server } from 'node:http';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes } from '@fairbill/functions/routes';
import { createApiGateway } from '../local/api-gateway';
import type { JwtAuthorizer } from '../local/jwt-authorizer';
import { clientRateLimit, routeThrottle } from '../local/route-throttle';

// Issue 18, defect 8: 100 anonymous contact posts in 0.9 s were all accepted (each an e-mail in AWS).
// The local API applies the route table's per-route limits as the deployed stage does.
const contact = httpRoutes.find((route) => route.path === '/api/contact')!;

describe('per-route throttling in the local API', () => {
  let server: Server;
  let base = '';
  const served: string[] = [];

  beforeAll(async () => {
    const authorizer: JwtAuthorizer = { authorize: async (header) => (header === 'Bearer good' ? { sub: 'user-1', token_use: 'id' } : undefined) };
    const gateway = createApiGateway({
      routes: httpRoutes,
      authorizer,
      // Stand-ins for the handlers: this is about the gateway, not the routes' work.
      loadHandler: async (name) => async (): Promise<APIGatewayProxyResultV2> => {
        served.push(name);
        return { statusCode: 201, body: '{}' };
      },
    });
    server = createServer((request, response) => void gateway(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers most of 100 anonymous contact posts in a second with 429 in the API\'s error shape, before the handler runs', async () => {
    expect(contact.throttle).toEqual({ rateLimit: 1, burstLimit: 5 });
    served.length = 0;
    const start = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })),
    );
    const seconds = (performance.now() - start) / 1000;
    const statuses = responses.map((response) => response.status);
    const accepted = statuses.filter((status) => status === 201).length;
    expect(statuses.filter((status) => status !== 201 && status !== 429)).toEqual([]);
    // The burst, plus what the rate refilled while the posts arrived.
    expect(accepted).toBeGreaterThanOrEqual(contact.throttle!.burstLimit);
    expect(accepted).toBeLessThanOrEqual(contact.throttle!.burstLimit + Math.ceil(seconds * contact.throttle!.rateLimit));
    expect(served).toHaveLength(accepted);
    const refused = responses.find((response) => response.status === 429)!;
    expect(await refused.json()).toEqual({ error: { code: 'too_many_requests', message: 'Too many requests. Please wait a moment and try again.' } });
  });

  it('limits each route on its own: other routes still answer while contact is throttled', async () => {
    const posts = await Promise.all(Array.from({ length: 10 }, () => fetch(`${base}/api/contact`, { method: 'POST', body: '{}' })));
    expect(posts.some((response) => response.status === 429)).toBe(true);
    const totals = await fetch(`${base}/api/totals`, { headers: { authorization: 'Bearer good' } });
    expect(totals.status).toBe(201);
  });
});

describe('routeThrottle (API Gateway\'s token bucket)', () => {
  it('allows the burst at once, then the rate per second', () => {
    let now = 0;
    const bucket = routeThrottle({ rateLimit: 2, burstLimit: 3 }, () => now);
    expect([1, 2, 3, 4].map(() => bucket.tryTake())).toEqual([true, true, true, false]);
    now = 499;
    expect(bucket.tryTake()).toBe(false);
    now = 500;
    expect(bucket.tryTake()).toBe(true);
    expect(bucket.tryTake()).toBe(false);
    // Idle time refills up to the burst, never beyond.
    now = 60_000;
    expect([1, 2, 3, 4].map(() => bucket.tryTake())).toEqual([true, true, true, false]);
  });
});

describe('per-client limit (the WAF rate-based rule, issue 16)', () => {
  it('lets each address send the route\'s limit in its window, then refuses it, while others still get through', () => {
    expect(contact.clientRateLimit).toEqual({ limit: 10, windowSeconds: 300 });
    let clock = 0;
    const limiter = clientRateLimit({ limit: 10, windowSeconds: 300 }, () => clock);
    for (let i = 0; i < 10; i++) {
      expect(limiter.tryTake('198.51.100.7')).toBe(true);
      clock += 1_000;
    }
    expect(limiter.tryTake('198.51.100.7')).toBe(false);
    expect(limiter.tryTake('203.0.113.9')).toBe(true);
    // The window slides: once the first request is 5 minutes old, one more is allowed.
    clock = 300_000;
    expect(limiter.tryTake('198.51.100.7')).toBe(true);
    expect(limiter.tryTake('198.51.100.7')).toBe(false);
  });
});
