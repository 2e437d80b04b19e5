import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RuntimeConfig } from '@fairbill/shared';
import { runtimeConfigSchema } from '@fairbill/shared';
import { LOCAL_HOST, LOCAL_REGION } from './config';
import { sendHtml, sendJson } from './http-util';
import { log } from './log';
import { listOutbox, renderOutboxPage } from './outbox';
import type { createViteProxy } from './spa';

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export interface AppServerOptions {
  port: number;
  userPoolId: string;
  userPoolClientId: string;
  outboxDir: string;
  api: RequestHandler;
  cognito: RequestHandler;
  /** The built SPA, or (dev mode) the proxy to Vite's dev server. */
  spa: RequestHandler;
  vite?: ReturnType<typeof createViteProxy>;
  /** The header fields CloudFront's response-headers policy adds in AWS (localSecurityHeaders). */
  securityHeaders: Readonly<Record<string, string>>;
}

/** The SPA's runtime settings; Amplify talks to Cognito through this origin's /cognito. */
export function localRuntimeConfig(options: { host: string; userPoolId: string; userPoolClientId: string }): RuntimeConfig {
  return runtimeConfigSchema.parse({
    stage: 'local',
    region: LOCAL_REGION,
    userPoolId: options.userPoolId,
    userPoolClientId: options.userPoolClientId,
    userPoolEndpoint: `http://${options.host}/cognito`,
    authFlowType: 'USER_PASSWORD_AUTH',
    apiUrl: '/api',
  });
}

/** The one origin of the local stack: /config.json, /cognito, /api, /outbox and the SPA. */
export async function startAppServer(options: AppServerOptions): Promise<{ server: Server; close(): Promise<void> }> {
  const route = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const pathname = new URL(request.url ?? '/', 'http://local').pathname;
    const cognito = pathname === '/cognito' || pathname.startsWith('/cognito/');
    const api = pathname === '/api' || pathname.startsWith('/api/');
    const outbox = pathname === '/outbox' || pathname === '/outbox.json';
    const spa = !cognito && !api && !outbox && pathname !== '/config.json';
    // What CloudFront serves in AWS (SPA, /config.json, /api/*) gets its response-headers policy,
    // set first so that errors answered further down (401, 404, 429, 500) carry it too. Not Cognito
    // (called directly in AWS), the local-only outbox, or dev mode's Vite pages (inline scripts).
    if (!cognito && !outbox && !(spa && options.vite)) {
      for (const [name, value] of Object.entries(options.securityHeaders)) response.setHeader(name, value);
    }
    if (pathname === '/config.json') {
      const host = request.headers.host ?? `localhost:${options.port}`;
      sendJson(response, 200, localRuntimeConfig({ host, userPoolId: options.userPoolId, userPoolClientId: options.userPoolClientId }));
      return;
    }
    if (cognito) return options.cognito(request, response);
    if (api) return options.api(request, response);
    if (pathname === '/outbox.json') {
      sendJson(response, 200, { mails: await listOutbox(options.outboxDir) });
      return;
    }
    if (pathname === '/outbox') {
      sendHtml(response, 200, renderOutboxPage(await listOutbox(options.outboxDir)));
      return;
    }
    return options.spa(request, response);
  };

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      log(`request failed: ${error instanceof Error ? error.name : 'unknown error'}`);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
      else response.end();
    });
  });
  if (options.vite) server.on('upgrade', options.vite.proxyUpgrade);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, LOCAL_HOST, () => resolve());
  });
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
