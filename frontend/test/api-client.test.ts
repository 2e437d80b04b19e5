import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { createDocument } from '../src/features/documents/api/documents';
import { createApiClient } from '../src/lib/api/api-client';
import { ApiError } from '../src/lib/api/api-error';
import { createQueryClient } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { json, mockFetch } from './fetch-mock';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

const schema = z.object({ ok: z.literal(true) });

describe('API client', () => {
  it('sends the token as Bearer to the configured API base and parses the body with the contract', async () => {
    const fetchMock = mockFetch({ 'GET /api/things': () => json({ ok: true }) });
    const request = createApiClient(async () => 'id-token');
    await expect(request('/things', { schema })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/things', expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer id-token' }) }));
  });

  it('sends no Referer (issue 18), and an Idempotency-Key only when the call has one', async () => {
    const fetchMock = mockFetch({ 'POST /api/things': () => json({ ok: true }), 'GET /api/things': () => json({ ok: true }) });
    const request = createApiClient(async () => 'id-token');
    await request('/things', { method: 'POST', body: {}, schema, idempotencyKey: 'attempt-1' });
    await request('/things', { schema });
    const [post, get] = fetchMock.mock.calls.filter(([url]) => url === '/api/things').map(([, init]) => init);
    expect(post).toMatchObject({ referrerPolicy: 'no-referrer', headers: { 'Idempotency-Key': 'attempt-1' } });
    expect(get).toMatchObject({ referrerPolicy: 'no-referrer' });
    expect(get?.headers).not.toHaveProperty('Idempotency-Key');
  });

  it('gives every document create its own Idempotency-Key', async () => {
    signedInAs();
    const keys: unknown[] = [];
    mockFetch({
      'POST /api/documents': ({ init }) => {
        keys.push((init?.headers as Record<string, string>)['Idempotency-Key']);
        return json({ error: { code: 'stop', message: 'stop here' } }, 400);
      },
    });
    const request = { documentType: 'medical_bill', familyMemberId: 'm1', fileName: 'bill.pdf', fileSize: 10, contentType: 'application/pdf' } as const;
    await Promise.allSettled([createDocument(request), createDocument(request)]);
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('turns { error: { code, message } } into a typed ApiError', async () => {
    mockFetch({ 'POST /api/things': () => json({ error: { code: 'file_too_large', message: 'Too big' } }, 413) });
    const error = await createApiClient()('/things', { method: 'POST', body: {}, schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'file_too_large', message: 'Too big', isClientError: true });
  });

  it('gives a neutral error for a body that is not the error shape, a bad response or no network', async () => {
    mockFetch({ 'GET /api/a': () => new Response('oops', { status: 502 }), 'GET /api/b': () => json({ ok: 'yes' }) });
    const request = createApiClient();
    await expect(request('/a', { schema })).rejects.toMatchObject({ status: 502, code: 'http_502', isClientError: false });
    await expect(request('/b', { schema })).rejects.toMatchObject({ code: 'invalid_response' });
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (url === '/config.json' ? json({ stage: 't', region: 'r', userPoolId: 'p', userPoolClientId: 'c', authFlowType: 'USER_SRP_AUTH', apiUrl: '/api' }) : Promise.reject(new TypeError('Failed to fetch')))));
    await expect(request('/c', { schema })).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('Query cache rules (spec section 7)', () => {
  const client = createQueryClient();
  const { queries, mutations } = client.getDefaultOptions();
  const retry = (policy: unknown, count: number, error: unknown) => (policy as (count: number, error: unknown) => boolean)(count, error);

  it('keeps data fresh 5 minutes and cached 10 minutes', () => {
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.gcTime).toBe(600_000);
  });

  it('retries queries up to 3 times, never on 4xx', () => {
    const serverError = new ApiError(503, 'unavailable', 'x');
    expect([0, 1, 2, 3].map((count) => retry(queries?.retry, count, serverError))).toEqual([true, true, true, false]);
    expect(retry(queries?.retry, 0, new ApiError(404, 'not_found', 'x'))).toBe(false);
    expect(retry(queries?.retry, 0, new TypeError('network'))).toBe(true);
  });

  it('retries mutations once, never on 4xx', () => {
    expect(retry(mutations?.retry, 0, new ApiError(500, 'internal', 'x'))).toBe(true);
    expect(retry(mutations?.retry, 1, new ApiError(500, 'internal', 'x'))).toBe(false);
    expect(retry(mutations?.retry, 0, new ApiError(422, 'invalid', 'x'))).toBe(false);
  });
});
