// `npm run bench:web`: builds the SPA, prints the landing page's initial JS and CSS (gzip) and each
// route chunk, then Lighthouse (mobile) scores for /, /login and /register against the build served
// locally, when Lighthouse is installed. Exits non-zero when a budget is missed.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const frontendDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(frontendDir, 'dist');
const KB = 1024;
const budgets = { landingJsGzipKb: 100, performance: 95, accessibility: 100, bestPractices: 95 };
const lighthousePaths = ['/', '/login', '/register'];
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const failures: string[] = [];
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

async function gzipSize(file: string): Promise<number> {
  return gzipSync(await readFile(join(distDir, file)), { level: 9 }).length;
}

/** A chunk and everything it imports statically (what the browser must load before it runs). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

async function sizeOf(manifest: Manifest, keys: Iterable<string>): Promise<{ js: number; css: number }> {
  let js = 0;
  let css = 0;
  const cssFiles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js += await gzipSize(chunk.file);
    for (const file of chunk.css ?? []) cssFiles.add(file);
  }
  for (const file of cssFiles) css += await gzipSize(file);
  return { js, css };
}

async function reportBundles(): Promise<void> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build has no entry chunk');
  const initial = staticClosure(manifest, entryKey);
  const landing = await sizeOf(manifest, initial);
  console.log('\nLanding page (/) initial load, gzip:');
  console.log(`  JS  ${kb(landing.js)} in ${initial.size} file(s)  (budget ${budgets.landingJsGzipKb} KB)`);
  console.log(`  CSS ${kb(landing.css)}`);
  if (landing.js > budgets.landingJsGzipKb * KB) failures.push(`landing initial JS ${kb(landing.js)} > ${budgets.landingJsGzipKb} KB`);

  console.log('\nRoute chunks (own file / plus what it loads beyond the initial load), gzip:');
  const rows: [string, number, number][] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const extra = [...staticClosure(manifest, key)].filter((dependency) => !initial.has(dependency));
    rows.push([chunk.src ?? key, await gzipSize(chunk.file), (await sizeOf(manifest, extra)).js]);
  }
  rows.sort((a, b) => a[0].localeCompare(b[0]));
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, own, total] of rows) console.log(`  ${name.padEnd(width)}  ${kb(own).padStart(9)} / ${kb(total).padStart(9)}`);
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** The build served like production: gzip, long-cached hashed assets, SPA fallback, a /config.json. */
async function serveDist(): Promise<Server> {
  const config = JSON.stringify({
    stage: 'bench',
    region: 'us-east-1',
    userPoolId: 'us-east-1_bench',
    userPoolClientId: 'benchclient',
    authFlowType: 'USER_SRP_AUTH',
    apiUrl: '/api',
  });
  const server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      let body: Buffer;
      let type: string;
      if (pathname === '/config.json') {
        body = Buffer.from(config);
        type = contentTypes['.json'] ?? '';
      } else {
        const file = normalize(join(distDir, pathname));
        const isFile = file.startsWith(distDir) && extname(file) !== '' && existsSync(file);
        body = await readFile(isFile ? file : join(distDir, 'index.html'));
        type = contentTypes[isFile ? extname(file) : '.html'] ?? 'application/octet-stream';
      }
      const headers: Record<string, string> = {
        'Content-Type': type,
        'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        body = gzipSync(body);
        headers['Content-Encoding'] = 'gzip';
      }
      response.writeHead(200, headers).end(body);
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

async function runLighthouse(): Promise<void> {
  const [lighthouseModule, launcher] = await Promise.all([import('lighthouse').catch(() => null), import('chrome-launcher').catch(() => null)]);
  if (!lighthouseModule || !launcher) {
    console.log('\nLighthouse: not installed (needs lighthouse 12.x, which runs on Node 20); scores skipped.');
    return;
  }
  if (!existsSync(chromiumPath)) {
    console.log(`\nLighthouse: no Chromium at ${chromiumPath}; scores skipped.`);
    return;
  }
  const server = await serveDist();
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const chrome = await launcher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    console.log('\nLighthouse (mobile), scores 0-100:');
    for (const path of lighthousePaths) {
      const result = await lighthouseModule.default(`${origin}${path}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const categories = result?.lhr.categories;
      const score = (id: string) => Math.round((categories?.[id]?.score ?? 0) * 100);
      const scores = { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') };
      const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? '?';
      console.log(
        `  ${path.padEnd(10)} performance ${scores.performance}  accessibility ${scores.accessibility}  best practices ${scores.bestPractices}  seo ${scores.seo}` +
          `  (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})`,
      );
      if (scores.performance < budgets.performance) failures.push(`${path}: performance ${scores.performance} < ${budgets.performance}`);
      if (scores.accessibility < budgets.accessibility) failures.push(`${path}: accessibility ${scores.accessibility} < ${budgets.accessibility}`);
      if (scores.bestPractices < budgets.bestPractices) failures.push(`${path}: best practices ${scores.bestPractices} < ${budgets.bestPractices}`);
    }
  } finally {
    chrome.kill();
    server.close();
  }
}

async function main(): Promise<void> {
  console.log('Building the SPA...');
  await build({ root: frontendDir, configFile: join(frontendDir, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  await reportBundles();
  await runLighthouse();
  if (failures.length > 0) {
    console.log(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll budgets met.');
  }
}

await main();
