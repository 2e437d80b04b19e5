import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { httpRoutes } from '../../src/handlers/http/routes';

const contact = httpRoutes.find((route) => route.path === '/api/contact')!;

describe('httpRoutes', () => {
  it.each(httpRoutes.map((route) => [route.method, route.path, route.handler] as const))('%s %s -> %s exports a handler', async (_, __, file) => {
    const module = (await import(`../../src/handlers/http/${file}.ts`)) as { handler?: unknown };
    expect(typeof module.handler).toBe('function');
  });

  it('has one handler per route and no duplicate route', () => {
    const keys = httpRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(httpRoutes.map((route) => route.handler)).size).toBe(httpRoutes.length);
    expect(httpRoutes.every((route) => route.path.startsWith('/api/'))).toBe(true);
  });

  it('leaves only the contact form public', () => {
    expect(httpRoutes.filter((route) => route.public).map((route) => route.path)).toEqual(['/api/contact']);
  });
});

// Issue 18, defect 3: what each route's function may touch is declared here and granted by CDK.
describe('route access declarations', () => {
  it('lets GET routes only read, except the first members read that creates the default member (Decision 9)', () => {
    const gets = httpRoutes.filter((route) => route.method === 'GET');
    expect(gets.filter((route) => route.access.table !== 'read').map((route) => route.handler)).toEqual(['list-family-members']);
    for (const route of gets) {
      expect(Object.values(route.access.buckets ?? {}).every((access) => access === 'read'), route.handler).toBe(true);
      expect(route.access.idempotency, route.handler).toBeUndefined();
    }
  });

  it('lets only the create, download and delete routes and the data export touch a bucket, each with one action, and the auditors read', () => {
    expect(Object.fromEntries(httpRoutes.filter((route) => route.access.buckets).map((route) => [route.handler, route.access.buckets]))).toEqual({
      'delete-family-member': { documents: 'delete', artifacts: 'delete' },
      'create-document': { documents: 'write' },
      // The sample documents (issue 14): each file stored where an upload's PUT would put it.
      'create-samples': { documents: 'write' },
      'delete-document': { documents: 'delete', artifacts: 'delete' },
      'delete-account': { documents: 'delete', artifacts: 'delete', exports: 'delete' },
      // A new export replaces a finished one and deletes its ZIP; reading it gives a link to the ZIP.
      'start-account-export': { exports: 'delete' },
      'get-account-export': { exports: 'read' },
      'download-document': { documents: 'read' },
      // A letter's PDF (issue 14): put when the letter is saved, read through its download link.
      'create-letter': { artifacts: 'write' },
      'download-letter': { artifacts: 'read' },
      'get-audit-record': { documents: 'read', artifacts: 'read' },
      'download-audit-record': { documents: 'read' },
      'reproduce-audit-record': { documents: 'read' },
    });
    // Every auditors' route reads only, and writes its access-log entry; only reproduce reads a file again.
    for (const route of httpRoutes.filter((candidate) => candidate.group === 'auditors')) {
      expect(route.method, route.handler).toBe(route.handler === 'reproduce-audit-record' ? 'POST' : 'GET');
      expect(route.access, route.handler).toMatchObject({ table: 'read', accessLog: true });
    }
    expect(httpRoutes.filter((route) => route.access.reads).map((route) => route.handler)).toEqual(['reproduce-audit-record']);
    expect(httpRoutes.filter((route) => route.access.table === 'delete').map((route) => route.method)).toEqual(['DELETE', 'DELETE', 'DELETE']);
  });

  it('lets only the data export\'s start route invoke the export builder', () => {
    expect(httpRoutes.filter((route) => route.access.startsExport).map((route) => `${route.method} ${route.path}`)).toEqual(['POST /api/account/export']);
  });

  it('declares idempotency records for exactly the routes whose handler reads an Idempotency-Key', () => {
    // Adding the samples (issue 14) keys each sample document's record itself (create-samples.ts in the domain).
    const ownKeys = new Set(['create-samples']);
    for (const route of httpRoutes) {
      const source = readFileSync(new URL(`../../src/handlers/http/${route.handler}.ts`, import.meta.url), 'utf8');
      expect(route.access.idempotency === true, route.handler).toBe(source.includes('idempotencyKey(') || ownKeys.has(route.handler));
    }
  });

  it('keeps the public contact route to adding its own items and mailing support, under a low throttle', () => {
    expect(contact.access).toEqual({ table: 'append', items: 'contact', idempotency: true, mail: true });
    expect(httpRoutes.filter((route) => route.access.mail || route.access.items || route.access.table === 'append')).toEqual([contact]);
    expect(contact.throttle).toEqual({ rateLimit: 1, burstLimit: 5 });
  });
});
