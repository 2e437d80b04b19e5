import { API_PREFIX, apiPaths, apiPathTemplates, apiRoutes } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { httpRoutes } from '../../src/handlers/http/routes';

// The server's route table and the shared table the SPA builds its requests with must not drift
// (shared cannot import functions, so the comparison lives here).
const camelCase = (kebab: string) => kebab.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('shared API paths', () => {
  it('list exactly the routes the server serves, each named like its handler', () => {
    expect(Object.fromEntries(httpRoutes.map((route) => [camelCase(route.handler), routeKey(route)]))).toEqual(
      Object.fromEntries(Object.entries(apiRoutes).map(([name, route]) => [name, routeKey(route)])),
    );
  });

  it('have a builder for every route path, and a route for every builder', () => {
    const routePaths = new Set(httpRoutes.map((route) => route.path));
    const templatePaths = new Set(Object.values(apiPathTemplates).map((template) => `${API_PREFIX}${template}`));
    expect([...routePaths].sort()).toEqual([...templatePaths].sort());
    expect(Object.keys(apiPaths).sort()).toEqual(Object.keys(apiPathTemplates).sort());
  });

  it('fill each path parameter in order, encoded', () => {
    expect(apiPaths.familyMembers()).toBe('/family-members');
    expect(apiPaths.document('a b/c')).toBe('/documents/a%20b%2Fc');
    expect(apiPaths.documentDownload('d1')).toBe('/documents/d1/download');
    expect(apiPaths.billComparison('bill?1')).toBe('/bills/bill%3F1/comparison');
    // Built with its own `{name}`s as values, each builder gives back its template.
    for (const [name, template] of Object.entries(apiPathTemplates)) {
      const build = apiPaths[name as keyof typeof apiPaths] as (...values: string[]) => string;
      expect(decodeURIComponent(build(...(template.match(/\{\w+\}/g) ?? []))), name).toBe(template);
    }
  });
});
