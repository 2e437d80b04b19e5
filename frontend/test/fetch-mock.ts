import { vi } from 'vitest';

export const testConfig = {
  stage: 'test',
  region: 'us-east-1',
  userPoolId: 'us-east-1_test',
  userPoolClientId: 'client-test',
  userPoolEndpoint: 'http://localhost:4000/cognito',
  authFlowType: 'USER_PASSWORD_AUTH',
  apiUrl: '/api',
} as const;

export type Handler = (request: { url: string; init: RequestInit | undefined }) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces global fetch at the module boundary: '/config.json' answers the test config; other
 * requests go to the first handler whose key ('METHOD url-prefix') matches, else 404.
 */
export function mockFetch(handlers: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (url === '/config.json') return json(testConfig);
    const match = Object.entries(handlers).find(([key]) => {
      const [keyMethod, prefix = ''] = key.split(' ');
      return keyMethod === method && url.startsWith(prefix);
    });
    if (!match) return json({ error: { code: 'not_found', message: `No handler for ${method} ${url}` } }, 404);
    return match[1]({ url, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
