import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { Template } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpRoute } from '@fairbill/functions/routes';
import { WebSite } from '../lib/constructs/web-site';
import { securityHeaderFields, securityHeaders } from '../lib/security-headers';
import { startAppServer } from '../local/app-server';
import { createApiGateway } from '../local/api-gateway';
import { createStaticSpa, createViteProxy, localSecurityHeaders } from '../local/spa';
import type { JwtAuthorizer } from '../local/jwt-authorizer';
import { testApp } from './support/synth';

// Issue 16: the security headers are defined once (lib/security-headers.ts); CloudFront's policy
// and the local servers must both carry exactly that definition.

const REGION = 'us-east-1';
const STORAGE = 'http://127.0.0.1:4569';
const NAMES = ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'x-content-type-options', 'referrer-policy'];

interface SecurityHeadersConfig {
  ContentSecurityPolicy: { ContentSecurityPolicy: string; Override: boolean };
  StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean; Preload: boolean; Override: boolean };
  FrameOptions: { FrameOption: string; Override: boolean };
  ContentTypeOptions: { Override: boolean };
  ReferrerPolicy: { ReferrerPolicy: string; Override: boolean };
}

/** The header fields CloudFront writes from a synthesized policy (its documented formats). */
function cloudFrontFields(config: SecurityHeadersConfig): Record<string, string> {
  const hsts = config.StrictTransportSecurity;
  return {
    'content-security-policy': config.ContentSecurityPolicy.ContentSecurityPolicy,
    'strict-transport-security': [`max-age=${hsts.AccessControlMaxAgeSec}`, ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []), ...(hsts.Preload ? ['preload'] : [])].join('; '),
    'x-frame-options': config.FrameOptions.FrameOption,
    'x-content-type-options': 'nosniff',
    'referrer-policy': config.ReferrerPolicy.ReferrerPolicy,
  };
}

function synthesizedPolicy(): { config: SecurityHeadersConfig; template: Template; cleanup(): void } {
  const test = testApp();
  const stack = new Stack(test.app, 'Web', { env: { region: REGION } });
  new WebSite(stack, 'Web', {
    siteBucket: new s3.Bucket(stack, 'Site'),
    logBucket: new s3.Bucket(stack, 'Logs'),
    webAclArn: 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/test/1',
    api: new apigw.HttpApi(stack, 'Api'),
    apiOriginHeader: { name: 'x-fairbill-origin', value: 'test' },
  });
  const template = Template.fromStack(stack);
  const policies = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
  expect(policies).toHaveLength(1);
  const config = (policies[0]?.['Properties'] as { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: SecurityHeadersConfig } }).ResponseHeadersPolicyConfig.SecurityHeadersConfig;
  return { config, template, cleanup: test.cleanup };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const securityFieldsOf = (response: Response): Record<string, string | null> => Object.fromEntries(NAMES.map((name) => [name, response.headers.get(name)]));

describe('the security headers: one definition for CloudFront and the local servers', () => {
  let distDir = '';
  let spa: Server;
  let spaOrigin = '';
  let synthesized: ReturnType<typeof synthesizedPolicy>;

  beforeAll(async () => {
    synthesized = synthesizedPolicy();
    distDir = await mkdtemp(join(tmpdir(), 'fairbill-headers-'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>FairBill</title>');
    await writeFile(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const serve = createStaticSpa(distDir, { documentStorageOrigin: STORAGE });
    spa = createServer((request, response) => void serve(request, response));
    spaOrigin = await listen(spa);
  }, 60_000);
  afterAll(async () => {
    synthesized?.cleanup();
    await new Promise((resolve) => spa?.close(resolve));
    await rm(distDir, { recursive: true, force: true });
  });

  it('CloudFront\'s policy and the local SPA server send exactly the definition, differing only in the CSP\'s origins', async () => {
    const aws = securityHeaderFields(
      securityHeaders({ documentStorage: [`https://*.s3.${REGION}.amazonaws.com`, 'https://*.s3.amazonaws.com'], cognito: [`https://cognito-idp.${REGION}.amazonaws.com`] }),
    );
    const local = securityHeaderFields(securityHeaders({ documentStorage: [STORAGE], cognito: [] }));
    expect(Object.keys(aws).sort()).toEqual([...NAMES].sort());

    expect(cloudFrontFields(synthesized.config)).toEqual(aws);
    expect(securityFieldsOf(await fetch(`${spaOrigin}/dashboard`))).toEqual(local);
    expect(localSecurityHeaders(STORAGE)).toEqual(local);

    // The same values everywhere but the origins the CSP names.
    const withoutCsp = ({ 'content-security-policy': _csp, ...rest }: Record<string, string>) => rest;
    expect(withoutCsp(local)).toEqual(withoutCsp(aws));
    const directiveNames = (csp: string | undefined) => (csp ?? '').split('; ').map((directive) => directive.split(' ')[0]);
    expect(directiveNames(local['content-security-policy'])).toEqual(directiveNames(aws['content-security-policy']));
    expect(aws['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
  });

  it('CloudFront overrides the origin\'s values, and every behaviour (SPA, /config.json, /api/*) uses the policy', () => {
    const config = synthesized.config;
    for (const header of [config.ContentSecurityPolicy, config.StrictTransportSecurity, config.FrameOptions, config.ContentTypeOptions, config.ReferrerPolicy]) {
      expect(header.Override).toBe(true);
    }
    const policyId = Object.keys(synthesized.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0];
    const distribution = Object.values(synthesized.template.findResources('AWS::CloudFront::Distribution'))[0]?.['Properties'] as {
      DistributionConfig: { DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown }; CacheBehaviors: { PathPattern: string; ResponseHeadersPolicyId: unknown }[] };
    };
    const behaviours = [{ PathPattern: 'default', ...distribution.DistributionConfig.DefaultCacheBehavior }, ...distribution.DistributionConfig.CacheBehaviors];
    expect(behaviours.map((behaviour) => behaviour.PathPattern).sort()).toEqual(['/api/*', '/config.json', 'default']);
    for (const behaviour of behaviours) expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it.each([
    ['GET', '/index.html', 200],
    ['GET', '/dashboard', 200],
    ['GET', '/favicon.svg', 200],
    ['HEAD', '/dashboard', 200],
    ['GET', '/missing.js', 404],
    ['POST', '/dashboard', 405],
    ['GET', '/%E0%A4%A', 400],
  ])('the local SPA server answers %s %s (%i) with all of them', async (method, path, status) => {
    const response = await fetch(`${spaOrigin}${path}`, { method });
    expect(response.status).toBe(status);
    expect(securityFieldsOf(response)).toEqual(localSecurityHeaders(STORAGE));
  });
});

describe('the local app server: the headers where CloudFront sends them in AWS', () => {
  const headers = localSecurityHeaders(STORAGE);
  let outboxDir = '';
  const servers: { close(): Promise<void> }[] = [];
  const origins: { static: string; dev: string } = { static: '', dev: '' };

  beforeAll(async () => {
    outboxDir = await mkdtemp(join(tmpdir(), 'fairbill-headers-outbox-'));
    const authorizer: JwtAuthorizer = { authorize: async () => undefined };
    const routes: HttpRoute[] = [
      { method: 'GET', path: '/api/private', handler: 'private' },
      { method: 'GET', path: '/api/throws', handler: 'throws', public: true },
      { method: 'GET', path: '/api/ok', handler: 'ok', public: true },
    ];
    const api = createApiGateway({
      routes,
      authorizer,
      loadHandler: (name) =>
        Promise.resolve(async () => {
          if (name === 'throws') throw new Error('boom');
          // As the functions' middleware does: an origin value CloudFront's policy overrides anyway.
          return { statusCode: 200, headers: { 'content-type': 'application/json', 'referrer-policy': 'no-referrer' }, body: '{}' };
        }),
    });
    const cognito = async (_request: IncomingMessage, response: ServerResponse) => void response.writeHead(204).end();
    const spaHandler = async (_request: IncomingMessage, response: ServerResponse) => void response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html>');
    const common = { userPoolId: 'local_pool', userPoolClientId: 'client', outboxDir, api, cognito, spa: spaHandler, securityHeaders: headers };
    for (const mode of ['static', 'dev'] as const) {
      const app = await startAppServer({ ...common, port: 0, ...(mode === 'dev' ? { vite: createViteProxy(1) } : {}) });
      servers.push(app);
      const address = app.server.address();
      origins[mode] = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  it.each([
    ['/config.json', 200],
    ['/api/ok', 200],
    ['/api/private', 401],
    ['/api/nowhere', 404],
    ['/api/throws', 500],
    ['/dashboard', 200],
  ])('%s (%i) carries all of them, as through CloudFront', async (path, status) => {
    const response = await fetch(`${origins.static}${path}`);
    expect(response.status).toBe(status);
    expect(securityFieldsOf(response)).toEqual(headers);
  });

  it.each([
    ['static', '/cognito/'],
    ['static', '/outbox'],
    ['static', '/outbox.json'],
    ['dev', '/dashboard'],
  ] as const)('%s mode: %s carries none (Cognito is called directly in AWS; the outbox and Vite\'s dev pages are local only)', async (mode, path) => {
    const response = await fetch(`${origins[mode]}${path}`);
    expect(Object.values(securityFieldsOf(response))).toEqual(NAMES.map(() => null));
  });

  it('dev mode still sends them with the API and /config.json', async () => {
    expect(securityFieldsOf(await fetch(`${origins.dev}/api/ok`))).toEqual(headers);
    expect(securityFieldsOf(await fetch(`${origins.dev}/config.json`))).toEqual(headers);
  });
});
