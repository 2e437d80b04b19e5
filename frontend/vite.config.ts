import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';

// In `npm run dev` the local server proxies this dev server behind its one origin (/api, /cognito,
// /config.json), so the SPA never needs CORS. FAIRBILL_VITE_PORT comes from the local stack.
const vitePort = Number(process.env.FAIRBILL_VITE_PORT ?? 4004);

// react-router's package exports only its development build (dev warnings included); production
// builds use the production files it ships next to them. Saves ~10 KB gzip on every page.
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');

// Every page but the landing page: TanStack Query, the layouts and the session, and what the sign-in
// and registration pages need beyond the first bundle (sonner, the toasts, loads after the page).
const dataModules = [
  /[\\/]node_modules[\\/]@tanstack[\\/]/,
  /[\\/]src[\\/]app[\\/](data|auth)-layout\.tsx$/,
  /[\\/]src[\\/]lib[\\/](toast|query[\\/]query-client|api[\\/]api-error|auth[\\/](session|auth-errors|sign-in))\.tsx?$/,
  /[\\/]src[\\/]features[\\/]auth[\\/](login-page|register-page|auth-panel|login-notice|password-hints|use-text-fields)\.tsx?$/,
  /[\\/]src[\\/]components[\\/]text-field\.tsx$/,
  /[\\/]shared[\\/]src[\\/]schemas[\\/]account-forms\.ts$/,
];

/**
 * Chunks by what loads together, so that a page needs a few requests instead of dozens: left to
 * itself the bundler makes a chunk of every set of modules that the same pages share (44 files for
 * the dashboard, 16 for the sign-in page: each a request and, over HTTP/1.1, often a round trip).
 * Higher priorities pick first; a group takes only the modules it names, not their dependencies.
 * Amplify is left to the bundler: its session part and its account actions split by themselves.
 */
const codeSplitting = {
  includeDependenciesRecursively: false,
  groups: [
    // Everything the first page needs, in the entry chunk itself.
    { name: 'index', tags: ['$initial' as const], priority: 100 },
    { name: 'data', test: (id: string) => dataModules.some((pattern) => pattern.test(id)), priority: 50 },
    { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 40 },
    { name: 'forms', test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 40 },
    // The app's code that two pages or more share (the signed-in pages' API, queries, components);
    // Amplify's wrappers stay with Amplify, or every page calling the API would load it.
    {
      name: 'app',
      test: (id: string) => /[\\/](frontend|shared)[\\/]src[\\/]/.test(id) && !/[\\/]src[\\/]lib[\\/]auth[\\/]amplify(-[a-z]+)?\.ts$/.test(id),
      minShareCount: 2,
      priority: 10,
    },
  ],
};

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
          ]
        : [],
  },
  server: { host: '127.0.0.1', port: vitePort, strictPort: true },
  build: {
    outDir: 'dist',
    // No source maps: dist/ is deployed as is to the public site, and maps would publish the source.
    sourcemap: false,
    // The bench reads it to size the landing page's initial load and each route chunk.
    manifest: true,
    rollupOptions: {
      output: { codeSplitting },
      treeshake: {
        // shared/ is pure by rule (ARCHITECTURE.md: no I/O, no React, no AWS), so a page keeps only
        // the schemas and messages it uses instead of the whole domain package. Feature modules only
        // declare (components, hooks, queries), so a page keeps only what it uses of another
        // feature's index.ts, not the whole feature; stylesheets stay side effects.
        moduleSideEffects: (id: string) => !/[\\/]shared[\\/]src[\\/]|[\\/]src[\\/]features[\\/].*\.tsx?$/.test(id),
      },
    },
  },
}));
