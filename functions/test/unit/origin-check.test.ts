import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '../../src/handlers/http/routes';
import type { HttpEvent } from '../../src/handlers/http/middleware';

// Issue 18, defect 8: the execute-api endpoint cannot be disabled without a custom domain, so in AWS
// every route refuses what did not come through CloudFront (which adds the origin secret).
const secret = 'a'.repeat(48);

async function handlerWith(originSecret: string | undefined) {
  vi.resetModules();
  if (originSecret === undefined) delete process.env['ORIGIN_VERIFY_SECRET'];
  else process.env['ORIGIN_VERIFY_SECRET'] = originSecret;
  const { httpHandler, json } = await import('../../src/handlers/http/middleware');
  const run = vi.fn(async () => json(200, { ok: true }));
  return { handler: httpHandler(run), run };
}

const call = (handler: Awaited<ReturnType<typeof handlerWith>>['handler'], headers: Record<string, string>) =>
  handler({ headers, requestContext: { requestId: 'r1' }, routeKey: 'GET /api/totals' } as unknown as HttpEvent, {} as Context);

describe('the origin check of every API route', () => {
  afterEach(() => {
    delete process.env['ORIGIN_VERIFY_SECRET'];
    vi.resetModules();
  });

  it.each([
    ['without the header', {}],
    ['with another value', { [ORIGIN_VERIFY_HEADER]: 'b'.repeat(48) }],
    ['with a prefix of it', { [ORIGIN_VERIFY_HEADER]: secret.slice(0, 10) }],
  ])('refuses a request %s (403, the API\'s error shape) before the handler runs', async (_, headers) => {
    const { handler, run } = await handlerWith(secret);
    const response = await call(handler, headers);
    expect(response.statusCode).toBe(403);
    expect(JSON.parse(response.body ?? '')).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
    expect(run).not.toHaveBeenCalled();
  });

  it('serves a request that carries CloudFront\'s origin secret', async () => {
    const { handler, run } = await handlerWith(secret);
    expect((await call(handler, { [ORIGIN_VERIFY_HEADER]: secret })).statusCode).toBe(200);
    expect(run).toHaveBeenCalledOnce();
  });

  it('checks nothing where no secret is set (the local stack, whose API server is the only way in)', async () => {
    const { handler, run } = await handlerWith(undefined);
    expect((await call(handler, {})).statusCode).toBe(200);
    expect(run).toHaveBeenCalledOnce();
  });
});
