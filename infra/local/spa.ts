import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { extname, join, normalize, sep } from 'node:path';
import { securityHeaderFields, securityHeaders } from '../lib/security-headers';
import { LOCAL_HOST } from './config';
import { decodeUrlPath } from './url-path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

async function fileIfExists(path: string): Promise<boolean> {
  return stat(path)
    .then((info) => info.isFile())
    .catch(() => false);
}

/**
 * The header fields CloudFront's response-headers policy adds in AWS (one definition:
 * infra/lib/security-headers.ts), with s3rver as the document storage; Cognito is proxied on the
 * SPA's own origin locally, hence no Cognito origin. HSTS is sent as in AWS although browsers
 * ignore it over plain http (and never pin localhost).
 */
export function localSecurityHeaders(documentStorageOrigin?: string): Record<string, string> {
  return securityHeaderFields(securityHeaders({ documentStorage: documentStorageOrigin ? [documentStorageOrigin] : [], cognito: [] }));
}

export interface StaticSpaOptions {
  /** s3rver's origin (presigned upload and download URLs), which the CSP lets the SPA reach. */
  documentStorageOrigin?: string;
}

/**
 * Serves the built SPA (frontend/dist); client routes (no file extension) fall back to
 * index.html so that a deep link or a reload of /dashboard works. Every response, errors
 * included, carries the security headers CloudFront sends in AWS.
 */
export function createStaticSpa(distDir: string, options: StaticSpaOptions = {}) {
  const security = localSecurityHeaders(options.documentStorageOrigin);
  return async function serveSpa(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', ...security }).end();
      return;
    }
    const pathname = decodeUrlPath(new URL(request.url ?? '/', 'http://local').pathname);
    if (pathname === undefined) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', ...security }).end('Bad Request');
      return;
    }
    const candidate = normalize(join(distDir, pathname));
    const inside = candidate === distDir || candidate.startsWith(distDir + sep);
    let file = inside && (await fileIfExists(candidate)) ? candidate : undefined;
    if (!file && extname(pathname) === '') file = join(distDir, 'index.html');
    if (!file || !(await fileIfExists(file))) {
      const missingBuild = !(await fileIfExists(join(distDir, 'index.html')));
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...security });
      response.end(missingBuild ? 'The SPA is not built: run `npm run build` (npm start does it for you).' : 'Not Found');
      return;
    }
    const hashedAsset = pathname.startsWith('/assets/');
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...security,
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file).pipe(response);
  };
}

/** Dev mode: everything that is not ours goes to Vite's dev server (same origin for the browser). */
export function createViteProxy(vitePort: number) {
  const proxyRequest = (request: IncomingMessage, response: ServerResponse): void => {
    const upstream = httpRequest(
      { host: LOCAL_HOST, port: vitePort, method: request.method, path: request.url, headers: request.headers },
      (upstreamResponse) => {
        response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
        upstreamResponse.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('Vite dev server is not reachable');
    });
    request.pipe(upstream);
  };
  /** The HMR websocket: a raw TCP pipe after replaying the upgrade request. */
  const proxyUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const upstream = connect(vitePort, LOCAL_HOST, () => {
      const lines = [`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/${request.httpVersion}`];
      for (let index = 0; index < request.rawHeaders.length; index += 2) {
        lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const close = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
  };
  return { proxyRequest, proxyUpgrade };
}
