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
