import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { AWS_SDK_ALIASES, AWS_SDK_PACKAGES, lambdaBundlingOptions, lambdaEsbuildOptions } from '../lib/constructs/lambda-bundling';
import { handlerEntry, repoRoot } from '../lib/paths';

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
    expect(lambdaEsbuildOptions.alias).toEqual(AWS_SDK_ALIASES);
    expect(lambdaBundlingOptions.esbuildArgs).toEqual(Object.fromEntries(AWS_SDK_PACKAGES.map((name) => [`--alias:${name}`, AWS_SDK_ALIASES[name]])));
  });

  it('bundles a handler that requires the SDK at run time and imports none of it', async () => {
    const result = await build({
      ...lambdaEsbuildOptions,
      mainFields: [...lambdaEsbuildOptions.mainFields],
      external: [...lambdaEsbuildOptions.external],
      entryPoints: { index: handlerEntry('http', 'download-document') },
      outdir: join(repoRoot, 'infra/.cdk-tmp/lambda-bundling-test'),
      write: false,
      metafile: true,
      logLevel: 'error',
      absWorkingDir: repoRoot,
    });
    const bundle = result.outputFiles.find((file) => file.path.endsWith('index.mjs'))!.text;
    const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((imported) => imported.external).map((imported) => imported.path));
    expect(imports.filter((path) => path.startsWith('@aws-sdk/'))).toEqual([]);
    // The handler talks to DynamoDB and S3: both are required by name, from the runtime.
    for (const name of ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', '@aws-sdk/client-s3']) expect(bundle).toContain(`"${name}"`);
    expect(bundle).not.toMatch(/from\s*"@aws-sdk\//);
  });
});
