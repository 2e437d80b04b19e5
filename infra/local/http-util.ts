import type { IncomingMessage, ServerResponse } from 'node:http';

export function readBody(request: IncomingMessage, limitBytes = 25 * 1024 * 1024): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        reject(new Error('Request body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * fetch() that retries connection-level failures (a refused or dropped connection, e.g. a pooled
 * keep-alive socket the emulator closed as idle while the machine was busy). An HTTP answer, even
 * an error status, is returned as it is. Only for calls that are safe to repeat.
 */
export async function fetchRetryingConnection(url: string, init?: RequestInit, attempts = 5): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= attempts) throw new Error(`${init?.method ?? 'GET'} ${url} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}
