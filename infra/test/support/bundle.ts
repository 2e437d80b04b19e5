import { join } from 'node:path';
import { build, type BuildResult } from 'esbuild';
import { lambdaEsbuildOptions } from '../../lib/constructs/lambda-bundling';
import { handlerEntry, repoRoot, type FunctionKind } from '../../lib/paths';

/** One function bundled in memory exactly as the deploy bundles it (lambdaEsbuildOptions), with its metafile. */
export async function bundleHandler(kind: FunctionKind, name: string): Promise<BuildResult<{ write: false; metafile: true }>> {
  return build({
    ...lambdaEsbuildOptions,
    mainFields: [...lambdaEsbuildOptions.mainFields],
    external: [...lambdaEsbuildOptions.external],
    entryPoints: { index: handlerEntry(kind, name) },
    outdir: join(repoRoot, 'infra/.cdk-tmp', `bundle-test-${kind}-${name}`),
    write: false,
    metafile: true,
    logLevel: 'error',
    absWorkingDir: repoRoot,
  });
}

/** The modules a bundle leaves to the runtime (its external imports). */
export const externalImportsOf = (result: { metafile: { outputs: Record<string, { imports: { path: string; external?: boolean }[] }> } }): string[] =>
  Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((imported) => imported.external).map((imported) => imported.path));
