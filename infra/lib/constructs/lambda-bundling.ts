import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { OutputFormat, SourceMapMode, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

// How every FairBill Lambda is bundled, in one place: the construct (CDK's esbuild bundling) and
// `npm run bench:lambda` (esbuild's API) both read these values, so the report measures exactly
// what gets deployed.

export const LAMBDA_RUNTIME = lambda.Runtime.NODEJS_22_X;
export const LAMBDA_ESBUILD_TARGET = 'node22';

/** ESM bundles still meet CommonJS dependencies that call `require` (e.g. Powertools' deps). */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __fairbillCreateRequire } from 'node:module';const require = __fairbillCreateRequire(import.meta.url);";

/**
 * Readers that run on a laptop only (OCR, PDF rendering, image processing). In AWS, Textract and
 * Bedrock do this work, so these must never reach a bundle. The AWS code path imports them only
 * dynamically from the local adapters; marking them external is the safety net that keeps them
 * out even then (the bench report fails a bundle that imports one statically, because that
 * import would crash at cold start).
 */
export const LOCAL_ONLY_MODULES = [
  'tesseract.js',
  '@tesseract.js-data/eng',
  '@tesseract.js-data/osd',
  '@napi-rs/canvas',
  'sharp',
  'pdfjs-dist',
] as const;

/**
 * The AWS SDK v3 packages the functions use. The runtime provides them (they are not bundled), and
 * each bundle loads them with require() through a one-line CommonJS shim (`sdk-require/<name>.cjs`,
 * put in place of the package by an esbuild alias) instead of an ESM import: Node imports a
 * CommonJS package into ESM only after lexing its source for export names and detecting its
 * format, which more than doubled the clients' load time at cold start (DynamoDB + Cognito: about
 * 150 ms of CPU imported, 65 ms required, on the bench machine). `npm run bench:lambda` fails a
 * bundle that still imports an SDK package, e.g. one missing from this list.
 */
export const AWS_SDK_PACKAGES = [
  '@aws-sdk/client-bedrock-runtime',
  '@aws-sdk/client-cognito-identity-provider',
  '@aws-sdk/client-dynamodb',
  '@aws-sdk/client-lambda',
  '@aws-sdk/client-s3',
  '@aws-sdk/client-sesv2',
  '@aws-sdk/client-sfn',
  '@aws-sdk/client-textract',
  '@aws-sdk/lib-dynamodb',
  '@aws-sdk/s3-request-presigner',
] as const;

const sdkShimDir = join(dirname(fileURLToPath(import.meta.url)), 'sdk-require');

/** Each SDK package -> its require() shim, for esbuild's `alias`. */
export const AWS_SDK_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  AWS_SDK_PACKAGES.map((name) => [name, join(sdkShimDir, `${name.slice('@aws-sdk/'.length)}.cjs`)]),
);

/**
 * Packages a bundled dependency requires only on a path FairBill never runs, each replaced by a
 * shim that throws if it ever did: semver (28 KiB minified in every function) is required by the
 * X-Ray SDK's SDK v2 patcher alone. `infra/test/lambda-bundling.test.ts` fails when anything else
 * starts requiring one.
 */
export const NEVER_RUN_ALIASES: Readonly<Record<string, string>> = {
  semver: join(dirname(fileURLToPath(import.meta.url)), 'never-run', 'semver.cjs'),
};

/** Every alias of the Lambda bundles: the SDK's require() shims and the never-run shims. */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = { ...AWS_SDK_ALIASES, ...NEVER_RUN_ALIASES };

const KIB = 1024;

/**
 * The functions that read documents carry the reader (Textract's adapter and the DOC/DOCX
 * conversion that Textract cannot do): read-document, and reproduce-audit-record, which reads a
 * stored original again with the same reader and structures it too (issue 13).
 */
const READER_FUNCTIONS = new Set(['pipeline/read-document', 'http/reproduce-audit-record']);
/**
 * structure-data carries the structurer's rules (about 130 KiB), which run in AWS too: they
 * cross-check Bedrock's answer. With the X-Ray SDK bundled for the Tracer it weighs over 400 KiB:
 * a decision recorded in the README.
 */
const STRUCTURER_FUNCTIONS = new Set(['pipeline/structure-data']);

/** A function's minified bundle budget in bytes (issue 17): 350 KiB, 600 KiB with the reader, 450 KiB with the rules. */
export function bundleSizeBudget(kind: string, name: string): number {
  const label = `${kind}/${name}`;
  return (READER_FUNCTIONS.has(label) ? 600 : STRUCTURER_FUNCTIONS.has(label) ? 450 : 350) * KIB;
}

/** Module-first resolution so ESM builds of dependencies are picked (smaller, tree-shakeable). */
export const LAMBDA_MAIN_FIELDS = ['module', 'main'];

/** The same settings in esbuild's own vocabulary, for the bench script. */
export const lambdaEsbuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: LAMBDA_ESBUILD_TARGET,
  minify: true,
  sourcemap: true,
  mainFields: LAMBDA_MAIN_FIELDS,
  banner: { js: ESM_REQUIRE_BANNER },
  external: [...LOCAL_ONLY_MODULES, '@aws-sdk/*'],
  alias: BUNDLE_ALIASES,
  outExtension: { '.js': '.mjs' },
} as const;

/** NodejsFunction bundling: local esbuild only (never Docker). */
export const lambdaBundlingOptions: BundlingOptions = {
  format: OutputFormat.ESM,
  target: LAMBDA_ESBUILD_TARGET,
  minify: true,
  sourceMap: true,
  sourceMapMode: SourceMapMode.DEFAULT,
  mainFields: LAMBDA_MAIN_FIELDS,
  banner: ESM_REQUIRE_BANNER,
  externalModules: [...LOCAL_ONLY_MODULES],
  esbuildArgs: Object.fromEntries(Object.entries(BUNDLE_ALIASES).map(([name, shim]) => [`--alias:${name}`, shim])),
  // CDK's default for Node 18+: the runtime's AWS SDK v3 is used, not bundled. Bundled, the SDK
  // clients plus zod put every handler over the 1 MB budget; we use only long-stable commands.
  bundleAwsSDK: false,
  forceDockerBundling: false,
};
