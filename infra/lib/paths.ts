import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Where the CDK app finds the code it deploys. One home for these paths: stacks, tests and the
// bench script all resolve function entries here.

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const lockFile = join(repoRoot, 'package-lock.json');
const handlersDir = join(repoRoot, 'functions/src/handlers');

export type FunctionKind = 'http' | 'pipeline' | 'triggers';

/** Every trigger the app stack deploys (Cognito's CustomMessage, the hourly sweep, ended executions, the stale-document sweep, the data export builder, the daily reminder sweep). */
export const triggerHandlers = ['custom-message', 'sweep-orphan-objects', 'execution-ended', 'fail-stale-documents', 'build-account-export', 'send-reminders'] as const;

/** Absolute path of `functions/src/handlers/<kind>/<name>.ts`. */
export function handlerEntry(kind: FunctionKind, name: string): string {
  return join(handlersDir, kind, `${name}.ts`);
}

/** The built SPA (`npm run build`), uploaded by the web construct when present. */
export const siteDir = join(repoRoot, 'frontend/dist');

export function siteIsBuilt(dir: string = siteDir): boolean {
  return existsSync(join(dir, 'index.html'));
}
