import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { LOCAL_ONLY_MODULES, bundleSizeBudget, lambdaEsbuildOptions } from '../lib/constructs/lambda-bundling';
import { lambdaFunctions } from '../lib/lambda-functions';
import { handlerEntry, repoRoot } from '../lib/paths';

// `npm run bench:lambda`: bundles every FairBill Lambda exactly as the CDK construct does
// (lambdaEsbuildOptions), prints each bundle's minified size, what weighs most in it (by package or
// source folder) and its cold import time, then one table of every function. Powertools (logger,
// metrics, tracer with the X-Ray SDK) is bundled like any other dependency, so both figures count
// it. It fails a bundle over its size budget, a cold import over its time budget, a bundle that
// statically imports a local-only reader module, and one that imports an AWS SDK package instead of
// requiring it.

const KIB = 1024;
const IMPORT_BUDGET_MS = 150;
// Odd, for a median; each run is a fresh `node` process, so the machine's other work shows in
// single runs (the wall-clock time is the budget; the CPU time beside it moves less with load).
const IMPORT_RUNS = 5;

/** Just enough environment for a handler module to load (functions/src/lib/env.ts). */
const importEnv = {
  TABLE_NAME: 'bench',
  IDEMPOTENCY_TABLE_NAME: 'bench',
  MEDICAL_DOCUMENTS_BUCKET: 'bench',
  INSURANCE_DOCUMENTS_BUCKET: 'bench',
  ARTIFACTS_BUCKET: 'bench',
  EXPORTS_BUCKET: 'bench',
  AWS_REGION: 'us-east-1',
  APP_ORIGIN: 'https://bench.invalid',
  MAIL_TRANSPORT: 'ses',
  READER: 'textract',
  STRUCTURER: 'bedrock',
  BEDROCK_MODEL_ID: 'bench',
  POWERTOOLS_SERVICE_NAME: 'fairbill-bench',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  // The Lambda runtime's own variables, so that the tracer starts as it does in AWS (tracing on, the
  // X-Ray SDK in its Lambda mode) instead of switching itself off.
  AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
  AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
  LAMBDA_TASK_ROOT: '/var/task',
  _X_AMZN_TRACE_ID: 'Root=1-00000000-000000000000000000000000;Parent=0000000000000000;Sampled=1',
};

interface Row {
  readonly label: string;
  readonly size: number;
  readonly budget: number;
  readonly timing: ColdImport | undefined;
}

interface ColdImport {
  readonly importMs: number;
  readonly cpuMs: number;
  readonly processMs: number;
}

const kib = (bytes: number): string => `${(bytes / KIB).toFixed(1)} KiB`;
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function coldImport(file: string): ColdImport {
  const script =
    `const c = process.cpuUsage(); const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)});` +
    `const u = process.cpuUsage(c); process.stdout.write(JSON.stringify([performance.now() - t, (u.user + u.system) / 1000]));`;
  const samples = { importMs: [] as number[], cpuMs: [] as number[], processMs: [] as number[] };
  for (let run = 0; run < IMPORT_RUNS; run += 1) {
    const started = performance.now();
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env['PATH'] ?? '', ...importEnv },
      encoding: 'utf8',
    });
    const [importMs, cpuMs] = JSON.parse(output) as [number, number];
    samples.importMs.push(importMs);
    samples.cpuMs.push(cpuMs);
    samples.processMs.push(performance.now() - started);
  }
  return { importMs: median(samples.importMs), cpuMs: median(samples.cpuMs), processMs: median(samples.processMs) };
}

const externalImports = (metafile: Metafile) =>
  Object.values(metafile.outputs).flatMap((output) => output.imports.filter((imported) => imported.external));

function staticLocalOnlyImports(metafile: Metafile): string[] {
  return externalImports(metafile)
    .filter((imported) => imported.kind === 'import-statement')
    .map((imported) => imported.path)
    .filter((path) => LOCAL_ONLY_MODULES.some((name) => path === name || path.startsWith(`${name}/`)));
}

/** SDK packages the bundle imports as ESM: each should load through its require() shim (lambda-bundling.ts). */
function importedSdkPackages(metafile: Metafile): string[] {
  return [...new Set(externalImports(metafile).filter((imported) => imported.kind !== 'require-call' && imported.path.startsWith('@aws-sdk/')).map((imported) => imported.path))];
}

/** What an input counts toward: its npm package, or the source folder it sits in. */
function owner(input: string): string {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (dependency) return dependency[1]!;
  const source = /^(shared|functions)\/src\/((?:[^/]+\/)*)[^/]+$/.exec(input);
  if (source) return `${source[1]}/${source[2]!.split('/').slice(0, 2).filter(Boolean).join('/') || '.'}`;
  return input;
}

function largestOwners(inputs: Metafile['outputs'][string]['inputs'], count: number): [string, number][] {
  const bytes = new Map<string, number>();
  for (const [input, info] of Object.entries(inputs)) bytes.set(owner(input), (bytes.get(owner(input)) ?? 0) + info.bytesInOutput);
  return [...bytes].sort(([, a], [, b]) => b - a).slice(0, count);
}

async function main(): Promise<void> {
  // Inside the repo (git-ignored) so that the bundles resolve the installed AWS SDK v3, as they
  // resolve the runtime's SDK in Lambda (it is not bundled: see lambda-bundling.ts).
  const benchRoot = join(repoRoot, 'infra', '.cdk-tmp');
  mkdirSync(benchRoot, { recursive: true });
  const outRoot = mkdtempSync(join(benchRoot, 'bench-'));
  const problems: string[] = [];
  const rows: Row[] = [];
  try {
    for (const entry of lambdaFunctions) {
      const label = `${entry.kind}/${entry.name}`;
      const outdir = join(outRoot, entry.kind, entry.name);
      const result = await build({
        ...lambdaEsbuildOptions,
        mainFields: [...lambdaEsbuildOptions.mainFields],
        external: [...lambdaEsbuildOptions.external],
        entryPoints: { index: handlerEntry(entry.kind, entry.name) },
        outdir,
        metafile: true,
        logLevel: 'error',
        absWorkingDir: repoRoot,
      });
      const file = join(outdir, 'index.mjs');
      const size = statSync(file).size;
      const budget = bundleSizeBudget(entry.kind, entry.name);
      const output = Object.entries(result.metafile.outputs).find(([path]) => path.endsWith('index.mjs'))?.[1];
      const localOnly = staticLocalOnlyImports(result.metafile);
      const sdkImports = importedSdkPackages(result.metafile);
      const timing = localOnly.length === 0 ? coldImport(file) : undefined;
      rows.push({ label, size, budget, timing });
      const over = size > budget || (timing !== undefined && timing.importMs > IMPORT_BUDGET_MS);
      console.log(
        `\n${over ? 'OVER BUDGET ' : ''}${label}: ${kib(size)} minified (budget ${kib(budget)})` +
          (timing ? `, cold import ${timing.importMs.toFixed(0)} ms (CPU ${timing.cpuMs.toFixed(0)} ms; fresh node process ${timing.processMs.toFixed(0)} ms)` : ''),
      );
      // Metafile paths are relative to absWorkingDir (the repo root).
      for (const [name, bytes] of largestOwners(output?.inputs ?? {}, 5)) console.log(`  ${kib(bytes).padStart(11)}  ${name}`);
      if (size > budget) problems.push(`${label} is ${kib(size)} (budget ${kib(budget)})`);
      if (timing && timing.importMs > IMPORT_BUDGET_MS) problems.push(`${label} takes ${timing.importMs.toFixed(0)} ms to import cold (budget ${IMPORT_BUDGET_MS} ms)`);
      if (localOnly.length > 0) problems.push(`${label} statically imports local-only ${localOnly.join(', ')} (it would crash at cold start)`);
      if (sdkImports.length > 0) problems.push(`${label} imports ${sdkImports.join(', ')} as ESM: add it to AWS_SDK_PACKAGES in lambda-bundling.ts`);
    }
  } finally {
    rmSync(outRoot, { recursive: true, force: true });
  }
  const width = Math.max(...rows.map((row) => row.label.length));
  console.log(`\n${'function'.padEnd(width)}  ${'minified'.padStart(10)}  ${'budget'.padStart(10)}  ${'cold import'.padStart(11)}  ${'CPU'.padStart(6)}`);
  for (const { label, size, budget, timing } of rows) {
    const ms = (value: number | undefined, pad: number) => (value === undefined ? '-' : `${value.toFixed(0)} ms`).padStart(pad);
    console.log(`${label.padEnd(width)}  ${kib(size).padStart(10)}  ${kib(budget).padStart(10)}  ${ms(timing?.importMs, 11)}  ${ms(timing?.cpuMs, 6)}`);
  }
  const sizes = rows.map((row) => row.size);
  const imports = rows.flatMap((row) => (row.timing ? [row.timing.importMs] : []));
  console.log(
    `\n${rows.length} functions bundled: ${kib(Math.min(...sizes))} to ${kib(Math.max(...sizes))} minified, cold import ${Math.min(...imports).toFixed(0)} to ${Math.max(...imports).toFixed(0)} ms ` +
      `(median of ${IMPORT_RUNS} fresh processes). Budgets: each row's size budget (bundleSizeBudget in lambda-bundling.ts), cold import ${IMPORT_BUDGET_MS} ms.`,
  );
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
  }
}

await main();
