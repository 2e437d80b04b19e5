import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AWS_SDK_ALIASES, AWS_SDK_PACKAGES, BUNDLE_ALIASES, NEVER_RUN_ALIASES, bundleSizeBudget, lambdaBundlingOptions, lambdaEsbuildOptions } from '../lib/constructs/lambda-bundling';
import { lambdaFunctions } from '../lib/lambda-functions';
import { repoRoot } from '../lib/paths';
import { bundleHandler, externalImportsOf } from './support/bundle';

// The functions load the runtime's AWS SDK with require(), through one shim per package (see
// lambda-bundling.ts): an SDK package imported as ESM costs the cold start its lexing again.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Every SDK package functions/src imports as a value (type-only imports are erased). */
function importedSdkPackages(): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(join(repoRoot, 'functions/src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:^import (?!type )[^;]*?from |import\()'(@aws-sdk\/[^'/]+)'/gms)) found.add(match[1]!);
  }
  return found;
}

describe('the AWS SDK in the Lambda bundles', () => {
  it('has a require() shim for every SDK package the functions import', () => {
    const imported = importedSdkPackages();
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((name) => !(AWS_SDK_PACKAGES as readonly string[]).includes(name))).toEqual([]);
    for (const name of AWS_SDK_PACKAGES) {
      const shim = AWS_SDK_ALIASES[name]!;
      expect(existsSync(shim), shim).toBe(true);
      expect(readFileSync(shim, 'utf8')).toContain(`const name = '${name}';`);
    }
  });

  it('gives CDK the same aliases as the bench', () => {
    expect(lambdaEsbuildOptions.alias).toEqual(BUNDLE_ALIASES);
    expect(BUNDLE_ALIASES).toEqual({ ...AWS_SDK_ALIASES, ...NEVER_RUN_ALIASES });
    expect(lambdaBundlingOptions.esbuildArgs).toEqual(Object.fromEntries(Object.entries(BUNDLE_ALIASES).map(([name, shim]) => [`--alias:${name}`, shim])));
  });

  it('bundles a handler that requires the SDK at run time and imports none of it', async () => {
    const result = await bundleHandler('http', 'download-document');
    const bundle = result.outputFiles.find((file) => file.path.endsWith('index.mjs'))!.text;
    const imports = externalImportsOf(result);
    expect(imports.filter((path) => path.startsWith('@aws-sdk/'))).toEqual([]);
    // The handler talks to DynamoDB and S3: both are required by name, from the runtime.
    for (const name of ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', '@aws-sdk/client-s3']) expect(bundle).toContain(`"${name}"`);
    expect(bundle).not.toMatch(/from\s*"@aws-sdk\//);
  });
});

// Powertools (logger, metrics, tracer) and the tracer's X-Ray SDK are bundled into every function,
// not loaded from a Lambda layer: bundled, they cost the cold start less (see the README's Tracing).
describe('Powertools in the Lambda bundles', () => {
  it('is bundled with the X-Ray SDK, and nothing of it is left for the runtime to load', async () => {
    const result = await bundleHandler('pipeline', 'structure-data');
    const packages = new Set(Object.keys(result.metafile.inputs).flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? []));
    for (const name of ['@aws-lambda-powertools/logger', '@aws-lambda-powertools/metrics', '@aws-lambda-powertools/tracer', 'aws-xray-sdk-core']) expect(packages.has(name), name).toBe(true);
    expect(externalImportsOf(result).filter((path) => /^(@aws-lambda-powertools\/|aws-xray-sdk-core)/.test(path))).toEqual([]);
  });
});

// A shim stands in for a package that a dependency requires only on a path FairBill never runs
// (NEVER_RUN_ALIASES in lambda-bundling.ts): it must stay that path alone.
describe('the never-run shims', () => {
  it('are required only by the X-Ray SDK\'s SDK v2 patcher, and throw if it ever ran', async () => {
    const result = await bundleHandler('pipeline', 'structure-data');
    const shims = new Set(Object.values(NEVER_RUN_ALIASES).map((path) => path.slice(repoRoot.length + 1)));
    const requirers = Object.entries(result.metafile.inputs).filter(([, input]) => input.imports.some((imported) => shims.has(imported.path))).map(([path]) => path);
    expect(requirers).toEqual(['node_modules/aws-xray-sdk-core/dist/lib/patchers/aws_p.js']);
    expect(Object.keys(result.metafile.inputs).filter((path) => /node_modules\/(?:.*\/)?semver\//.test(path))).toEqual([]);
    const require = createRequire(import.meta.url);
    expect(() => (require(NEVER_RUN_ALIASES['semver']!) as { gte: (a: string, b: string) => boolean }).gte('2.0.0', '1.0.0')).toThrow(/semver is not bundled/);
  });
});

// Minified size is what a cold start parses; `npm run bench:lambda` prints it with the cold import
// times (which depend on the machine), this holds the sizes, which do not.
describe('every Lambda bundle', () => {
  it('is within its size budget', async () => {
    const sizes: { label: string; bytes: number; budget: number }[] = [];
    for (let i = 0; i < lambdaFunctions.length; i += 4) {
      const batch = lambdaFunctions.slice(i, i + 4);
      const bundles = await Promise.all(batch.map(({ kind, name }) => bundleHandler(kind, name)));
      bundles.forEach((result, j) => {
        const { kind, name } = batch[j]!;
        const bytes = result.outputFiles.find((file) => file.path.endsWith('index.mjs'))!.contents.length;
        sizes.push({ label: `${kind}/${name}`, bytes, budget: bundleSizeBudget(kind, name) });
      });
    }
    expect(sizes.length).toBe(lambdaFunctions.length);
    expect(sizes.length).toBeGreaterThan(50);
    // Compared in bytes, as the bench compares them.
    expect(sizes.filter((size) => size.bytes > size.budget)).toEqual([]);
  }, 120_000);
});
