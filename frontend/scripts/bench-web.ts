// `npm run bench:web`: builds the SPA, prints the landing page's initial JS and CSS (gzip) and each
// route chunk, then, when Lighthouse is installed, Lighthouse (mobile) scores for /, /login and
// /register against the build served locally, and for the signed-in /dashboard and
// /search?bills=true&eobs=true&receipts=true on the local stack `npm start` runs:
// infra/e2e/bench/web-stack.ts starts it on free ports with a temporary data folder and adds a
// user with a bill, its EOB and a receipt of this year, this script signs that user in through the
// login page in the Chrome Lighthouse drives, and the stack is stopped and its folder deleted at the end (on failure or
// Ctrl-C too); those pages load cold (HTTP cache emptied) through a proxy that compresses text as
// CloudFront does. Prints the failing audits of any page under accessibility 100, and the largest
// paint's element and phases of any page under its performance budget. Exits non-zero when
// a budget is missed: performance >= 97 on the public pages and >= 95 on the signed-in ones,
// accessibility 100 and best practices >= 95 on all of them (issue 17).
import { spawn } from 'node:child_process';
import { pipeline } from 'node:stream/promises';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createGzip, gzipSync } from 'node:zlib';
import type * as ChromeLauncher from 'chrome-launcher';
import type * as Lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const frontendDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(frontendDir, 'dist');
const KB = 1024;
const budgets = { landingJsGzipKb: 100, performance: 97, signedInPerformance: 95, accessibility: 100, bestPractices: 95 };
const lighthousePaths = ['/', '/login', '/register'];
/** Signed-in pages: the search page searches at once when a type flag is in its URL. */
const protectedPaths = ['/dashboard', '/search?bills=true&eobs=true&receipts=true'];
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

  // vite.config.ts groups modules by what loads together (the sign-in and registration pages are in
  // the data chunk, for instance): the chunks that hold no route of their own.
  console.log('\nShared chunks (own file), gzip:');
  const shared: [string, number][] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || chunk.isDynamicEntry || initial.has(key) || !chunk.file.endsWith('.js')) continue;
    shared.push([chunk.file, await gzipSize(chunk.file)]);
  }
  shared.sort((a, b) => b[1] - a[1]);
  for (const [file, size] of shared) console.log(`  ${file.padEnd(width)}  ${kb(size).padStart(9)}`);
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

type LighthouseModule = typeof Lighthouse;
type Lhr = NonNullable<Awaited<ReturnType<LighthouseModule['default']>>>['lhr'];
type Chrome = Awaited<ReturnType<typeof ChromeLauncher.launch>>;
type BenchUser = { appUrl: string; email: string; password: string };

/**
 * Undone on Ctrl-C as well (last registered first): chrome-launcher's own SIGINT handler would
 * exit before the `finally` blocks stop the local stack and delete its temporary folder.
 */
const cleanups: (() => unknown)[] = [];
async function runCleanups(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve().then(cleanup).catch(() => undefined);
}
process.once('SIGINT', () => {
  console.log('\nInterrupted: stopping Chrome and the local stack...');
  void runCleanups().finally(() => process.exit(130));
});
async function withCleanup<T>(cleanup: () => unknown, run: () => Promise<T>): Promise<T> {
  cleanups.push(cleanup);
  try {
    return await run();
  } finally {
    const index = cleanups.lastIndexOf(cleanup);
    if (index >= 0) {
      cleanups.splice(index, 1);
      await cleanup();
    }
  }
}

async function audit(lighthouse: LighthouseModule, chrome: Chrome, url: string, signedIn: boolean): Promise<Lhr> {
  const result = await lighthouse.default(url, {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Keep the session the login page stored (Amplify's tokens in localStorage).
    ...(signedIn ? { disableStorageReset: true } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** The report, or undefined after printing and recording why the page could not be audited. */
async function auditOrFail(lighthouse: LighthouseModule, chrome: Chrome, url: string, path: string, label: string, signedIn: boolean): Promise<Lhr | undefined> {
  try {
    return await audit(lighthouse, chrome, url, signedIn);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`  ${label} not audited: ${message}`);
    failures.push(`${path}: not audited (${message})`);
    return undefined;
  }
}

/** One line of scores and metrics; returns the scores. */
function printScores(label: string, lhr: Lhr) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scores = { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') };
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  console.log(
    `  ${label} performance ${scores.performance}  accessibility ${scores.accessibility}  best practices ${scores.bestPractices}  seo ${scores.seo}` +
      `  (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})`,
  );
  return scores;
}

/**
 * For a page under its performance budget: the element of the largest paint and where its time
 * went (Lighthouse's phases: time to first byte, load delay and time of its resource, render delay).
 */
function printLargestPaint(lhr: Lhr): void {
  type Table = { type?: string; items?: { node?: { selector?: string }; phase?: string; timing?: number }[] };
  const tables = ((lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined)?.items ?? []).filter((table) => table.type === 'table');
  const selector = tables[0]?.items?.[0]?.node?.selector ?? '?';
  const phases = (tables[1]?.items ?? []).map(({ phase, timing }) => `${phase} ${Math.round(timing ?? 0)} ms`).join(', ');
  console.log(`      largest paint: ${selector}${phases ? ` (${phases})` : ''}`);
}

/** The accessibility audits that cost points, each with the selectors of the elements that fail it. */
function printFailingAccessibilityAudits(lhr: Lhr): void {
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const result = lhr.audits[ref.id];
    if (!result || ref.weight === 0 || result.score === null || result.score >= 1) continue;
    console.log(`      failing: ${result.id} (${result.title})`);
    const items = (result.details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? [];
    for (const { node } of items) if (node) console.log(`        ${node.selector ?? '?'}  ${node.snippet ?? ''}`);
  }
}

async function runPublicPages(lighthouse: LighthouseModule, chrome: Chrome): Promise<void> {
  const server = await serveDist();
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  try {
    console.log(`\nLighthouse (mobile), scores 0-100 (performance budget ${budgets.performance}, accessibility ${budgets.accessibility}, best practices ${budgets.bestPractices}):`);
    for (const path of lighthousePaths) {
      const lhr = await auditOrFail(lighthouse, chrome, `${origin}${path}`, path, path.padEnd(10), false);
      if (!lhr) continue;
      const scores = printScores(path.padEnd(10), lhr);
      if (scores.accessibility < budgets.accessibility) printFailingAccessibilityAudits(lhr);
      if (scores.performance < budgets.performance) printLargestPaint(lhr);
      if (scores.performance < budgets.performance) failures.push(`${path}: performance ${scores.performance} < ${budgets.performance}`);
      if (scores.accessibility < budgets.accessibility) failures.push(`${path}: accessibility ${scores.accessibility} < ${budgets.accessibility}`);
      if (scores.bestPractices < budgets.bestPractices) failures.push(`${path}: best practices ${scores.bestPractices} < ${budgets.bestPractices}`);
    }
  } finally {
    server.close();
  }
}

/**
 * Runs infra/e2e/bench/web-stack.ts (the local stack on free ports with a temporary data
 * folder, and a user with a bill, its EOB and a receipt), hands its URL and user to `run`, then
 * closes the script's stdin: it stops the stack and deletes the folder (it does so too if this
 * process dies).
 */
async function withLocalStack(run: (user: BenchUser) => Promise<void>): Promise<void> {
  const script = join('infra', 'e2e', 'bench', 'web-stack.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: join(frontendDir, '..'), stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((done) => {
    child.once('exit', (code) => done(code));
    child.once('error', () => done(null));
  });
  await withCleanup(
    async () => {
      child.stdin.end();
      await exited;
    },
    async () => {
      const ready = new Promise<BenchUser>((done, fail) => {
        const lines = createInterface({ input: child.stdout });
        lines.on('line', (line) => {
          if (!line.startsWith('{')) return;
          lines.close();
          done(JSON.parse(line) as BenchUser);
        });
        void exited.then((code) => fail(new Error(`${script} stopped (exit code ${code}) before the stack and its user were ready`)));
      });
      await run(await ready);
    },
  );
}

/** Signs in through the SPA's login page in the Chrome Lighthouse drives: the session stays in its localStorage. */
async function signInWithin(chrome: Chrome, appUrl: string, email: string, password: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chrome has no default browser context');
    const page = await context.newPage();
    await page.goto(new URL('/login', appUrl).href);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Welcome Jane' }).waitFor({ timeout: 30_000 });
    await page.close();
  } finally {
    // Over CDP this only disconnects: Chrome and its default context stay.
    await browser.close();
  }
}

/**
 * The local stack's origin behind a proxy that compresses text as CloudFront does in AWS (the
 * local server sends it uncompressed, which would triple the bytes of a cold signed-in load).
 * Everything else (the API, /cognito, /config.json) passes through unchanged.
 */
async function compressingProxy(target: string): Promise<Server> {
  const upstream = new URL(target);
  const server = createServer((request, response) => {
    const forwarded = httpRequest(
      // The Host header stays the proxy's: /config.json points Amplify at /cognito on that origin.
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        const headers = { ...answer.headers };
        const compress =
          /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) &&
          !headers['content-encoding'] &&
          /^(text\/|application\/(json|javascript)|image\/svg)/.test(String(headers['content-type'] ?? ''));
        if (compress) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
        }
        response.writeHead(answer.statusCode ?? 502, headers);
        void (compress ? pipeline(answer, createGzip(), response) : pipeline(answer, response)).catch(() => response.destroy());
      },
    );
    forwarded.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
    void pipeline(request, forwarded).catch(() => forwarded.destroy());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

/**
 * Lighthouse keeps the browser's HTTP cache along with the session (disableStorageReset), so a
 * signed-in page would be measured with the login page's chunks cached: emptied before each
 * signed-in audit, which then loads cold like the public pages.
 */
async function clearHttpCache(chrome: Chrome): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chrome has no default browser context');
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

async function runProtectedPages(lighthouse: LighthouseModule, chrome: Chrome): Promise<void> {
  console.log(`\nLighthouse (mobile), signed in on the local stack, scores 0-100 (performance budget ${budgets.signedInPerformance}):`);
  console.log('  starting the local stack and adding a user with a bill, its EOB and a receipt...');
  await withLocalStack(async ({ appUrl: stackUrl, email, password }) => {
    const proxy = await compressingProxy(stackUrl);
    await withCleanup(
      () => {
        proxy.closeAllConnections();
        proxy.close();
      },
      async () => {
        const appUrl = `http://localhost:${(proxy.address() as AddressInfo).port}`;
        await signInWithin(chrome, appUrl, email, password);
        const width = Math.max(...protectedPaths.map((path) => path.length));
        for (const path of protectedPaths) {
          await clearHttpCache(chrome);
          const lhr = await auditOrFail(lighthouse, chrome, new URL(path, appUrl).href, path, path.padEnd(width), true);
          if (!lhr) continue;
          const audited = new URL(lhr.finalDisplayedUrl);
          if (audited.pathname !== new URL(path, appUrl).pathname) {
            failures.push(`${path}: Lighthouse audited ${audited.pathname}${audited.search}, not the signed-in page (the session did not survive)`);
            console.log(`  ${path.padEnd(width)} not audited: the page ended on ${audited.pathname}${audited.search} (not signed in)`);
            continue;
          }
          const scores = printScores(path.padEnd(width), lhr);
          if (scores.accessibility < budgets.accessibility) printFailingAccessibilityAudits(lhr);
          if (scores.performance < budgets.signedInPerformance) printLargestPaint(lhr);
          if (scores.performance < budgets.signedInPerformance) failures.push(`${path}: performance ${scores.performance} < ${budgets.signedInPerformance}`);
          if (scores.accessibility < budgets.accessibility) failures.push(`${path}: accessibility ${scores.accessibility} < ${budgets.accessibility}`);
          if (scores.bestPractices < budgets.bestPractices) failures.push(`${path}: best practices ${scores.bestPractices} < ${budgets.bestPractices}`);
        }
      },
    );
  });
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
  const chrome = await launcher.launch({ chromePath: chromiumPath, chromeFlags, handleSIGINT: false });
  await withCleanup(
    () => chrome.kill(),
    async () => {
      await runPublicPages(lighthouseModule, chrome);
      await runProtectedPages(lighthouseModule, chrome).catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        console.log(`  failed: ${message}`);
        failures.push(`signed-in pages: ${message.split('\n')[0]}`);
      });
    },
  );
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
