import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { httpRoutes } from '@fairbill/functions/routes';
import { LOCAL_ONLY_MODULES, lambdaEsbuildOptions } from '../lib/constructs/lambda-bundling';
import { handlerEntry, repoRoot, triggerHandlers, type FunctionKind } from '../lib/paths';
import { pipelineTasks } from '../lib/workflow/document-workflow';

// `npm run bench:lambda`: bundles every FairBill Lambda exactly as the CDK construct does
// (lambdaEsbuildOptions), prints each bundle's minified size and its five largest inputs, fails
// a bundle over the 1 MB budget or one that statically imports a local-only reader module, and
// measures each bundle's cold import time in a fresh `node` process.

const BUDGET_BYTES = 1024 * 1024;
const IMPORT_RUNS = 3;

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
};

interface Entry {
  readonly kind: FunctionKind;
  readonly name: string;
}

const entries: Entry[] = [
  ...[...new Set(httpRoutes.map((route) => route.handler))].map((name) => ({ kind: 'http' as const, name })),
  ...Object.values(pipelineTasks).map((name) => ({ kind: 'pipeline' as const, name })),
  ...triggerHandlers.map((name) => ({ kind: 'triggers' as const, name })),
];

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

function coldImportMs(file: string): { importMs: number; processMs: number } {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  const samples: { importMs: number; processMs: number }[] = [];
  for (let run = 0; run < IMPORT_RUNS; run += 1) {
    const started = performance.now();
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env['PATH'] ?? '', ...importEnv },
      encoding: 'utf8',
    });
    samples.push({ importMs: Number(output), processMs: performance.now() - started });
  }
  samples.sort((a, b) => a.importMs - b.importMs);
  return samples[Math.floor(samples.length / 2)]!;
}

function staticLocalOnlyImports(metafile: Metafile): string[] {
  return Object.values(metafile.outputs).flatMap((output) =>
    output.imports
      .filter((imported) => imported.external && imported.kind === 'import-statement')
      .map((imported) => imported.path)
      .filter((path) => LOCAL_ONLY_MODULES.some((name) => path === name || path.startsWith(`${name}/`))),
  );
}

async function main(): Promise<void> {
  // Inside the repo (git-ignored) so that the bundles resolve the installed AWS SDK v3, as they
  // resolve the runtime's SDK in Lambda (it is not bundled: see lambda-bundling.ts).
  const benchRoot = join(repoRoot, 'infra', '.cdk-tmp');
  mkdirSync(benchRoot, { recursive: true });
  const outRoot = mkdtempSync(join(benchRoot, 'bench-'));
  const problems: string[] = [];
  try {
    for (const entry of entries) {
      const source = handlerEntry(entry.kind, entry.name);
      const outdir = join(outRoot, entry.kind, entry.name);
      const result = await build({
        ...lambdaEsbuildOptions,
        mainFields: [...lambdaEsbuildOptions.mainFields],
        external: [...lambdaEsbuildOptions.external],
        entryPoints: { index: source },
        outdir,
        metafile: true,
        logLevel: 'error',
        absWorkingDir: repoRoot,
      });
      const file = join(outdir, 'index.mjs');
      const size = statSync(file).size;
      const output = Object.entries(result.metafile.outputs).find(([path]) => path.endsWith('index.mjs'))?.[1];
      const largest = Object.entries(output?.inputs ?? {})
        .sort(([, a], [, b]) => b.bytesInOutput - a.bytesInOutput)
        .slice(0, 5);
      const localOnly = staticLocalOnlyImports(result.metafile);
      const timing = localOnly.length === 0 ? coldImportMs(file) : undefined;
      const over = size > BUDGET_BYTES;
      const label = `${entry.kind}/${entry.name}`;
      console.log(
        `\n${over ? 'OVER BUDGET ' : ''}${label}: ${kib(size)} minified` +
          (timing ? `, cold import ${timing.importMs.toFixed(0)} ms (fresh node process ${timing.processMs.toFixed(0)} ms)` : ''),
      );
      // Metafile paths are relative to absWorkingDir (the repo root).
      for (const [input, info] of largest) console.log(`  ${kib(info.bytesInOutput).padStart(11)}  ${input}`);
      if (over) problems.push(`${label} is ${kib(size)} (budget ${kib(BUDGET_BYTES)})`);
      if (localOnly.length > 0) problems.push(`${label} statically imports local-only ${localOnly.join(', ')} (it would crash at cold start)`);
    }
  } finally {
    rmSync(outRoot, { recursive: true, force: true });
  }
  console.log(`\n${entries.length} functions bundled; budget ${kib(BUDGET_BYTES)} each.`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
  }
}

await main();
