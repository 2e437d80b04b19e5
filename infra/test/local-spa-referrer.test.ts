import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticSpa } from '../local/spa';

// Issue 18: a page's URL must never leave in a Referer (CloudFront sends the same policy in AWS).
describe('the local SPA server: Referrer-Policy', () => {
  let distDir = '';
  let server: Server;
  let origin = '';

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'fairbill-spa-'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>FairBill</title>');
    const serve = createStaticSpa(distDir);
    server = createServer((request, response) => void serve(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(distDir, { recursive: true, force: true });
  });

  it.each(['/payment?familyMemberId=m1&billId=b1', '/index.html', '/dashboard'])('serves %s with Referrer-Policy: no-referrer', async (path) => {
    const response = await fetch(`${origin}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
