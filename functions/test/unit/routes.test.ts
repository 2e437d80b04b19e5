import { describe, expect, it } from 'vitest';
import { httpRoutes } from '../../src/handlers/http/routes';

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
