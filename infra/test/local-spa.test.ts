import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../local/testing/chromium';
import { createStaticSpa } from '../local/spa';

// The document preview (frontend/src/features/documents/document-preview.tsx) embeds the original
// PDF with <object data="<presigned URL of the document bucket>">: the SPA's CSP must let exactly
// that origin through object-src. Checked in Chromium against the local SPA server's real header.

/** A presigned download URL's path and query, as the preview gets it. */
const PREVIEW_PATH = '/medical-documents/user/bill.pdf?X-Amz-Signature=abc';
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** A server that answers every path with a PDF and remembers which paths were asked for. */
async function pdfServer(): Promise<{ origin: string; requested: string[]; server: Server }> {
  const requested: string[] = [];
  const server = createServer((request, response) => {
    requested.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
  });
  return { origin: await listen(server), requested, server };
}

describe('the local SPA server', () => {
  let distDir = '';
  let storage: Awaited<ReturnType<typeof pdfServer>>;
  let elsewhere: Awaited<ReturnType<typeof pdfServer>>;
  let spa: Server;
  let spaOrigin = '';
  let browser: Browser;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'fairbill-spa-csp-'));
    [storage, elsewhere] = await Promise.all([pdfServer(), pdfServer()]);
    await writeFile(
      join(distDir, 'index.html'),
      `<!doctype html><html lang="en"><head><title>Preview</title></head><body>
        <object data="${storage.origin}${PREVIEW_PATH}" type="application/pdf" aria-label="bill">bill</object>
        <object data="${elsewhere.origin}/elsewhere.pdf" type="application/pdf" aria-label="other">other</object>
      </body></html>`,
    );
    const serve = createStaticSpa(distDir, { documentStorageOrigin: storage.origin });
    spa = createServer((request, response) => {
      // As the app server does: a request handler that throws answers 500.
      serve(request, response).catch(() => response.writeHead(500).end());
    });
    spaOrigin = await listen(spa);
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    for (const server of [spa, storage?.server, elsewhere?.server]) await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await rm(distDir, { recursive: true, force: true });
  });

  it('sends the Content-Security-Policy with the SPA, object-src naming the document storage only', async () => {
    const response = await fetch(`${spaOrigin}/dashboard`);
    const directives = (response.headers.get('content-security-policy') ?? '').split('; ');
    expect(directives).toContain(`object-src ${storage.origin}`);
    expect(directives).toContain("script-src 'self'");
    expect(directives).toContain(`connect-src 'self' ${storage.origin}`);
  });

  it.each(['/%E0%A4%A', '/assets/%zz.js'])('answers 400 for the malformed escape in %s, and stays up', async (path) => {
    expect((await fetch(`${spaOrigin}${path}`)).status).toBe(400);
    expect((await fetch(`${spaOrigin}/dashboard`)).status).toBe(200);
  });

  it('lets Chromium load the preview from the document storage and refuses another origin', { timeout: 30_000 }, async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto(`${spaOrigin}/`);
    await expect.poll(() => storage.requested.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => violations.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // Chromium's PDF viewer shows the allowed document in a frame of its own.
    await expect.poll(() => page.frames().map((frame) => frame.url()), { timeout: 10_000 }).toContain(`${storage.origin}${PREVIEW_PATH}`);
    expect(page.frames().some((frame) => frame.url().startsWith(elsewhere.origin))).toBe(false);
    await page.close();
    expect(storage.requested).toContain(PREVIEW_PATH);
    expect(elsewhere.requested).toEqual([]);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain(`${elsewhere.origin}/elsewhere.pdf`);
    expect(violations[0]).toContain('object-src');
  });
});
