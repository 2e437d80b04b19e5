import { rm } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { loadLocalConfig, repoRoot } from './config';
import { log } from './log';
import { startLocalStack } from './stack';
import type { LocalStack } from './stack';

// `npm start` / `npm run dev` / `npm run reset`: the whole product on local emulators.
// Flags: --dev (SPA from Vite with hot reload), --reset (clear the data folder, then start),
// --reset-only (clear the data folder and exit).

async function clearDataFolder(dataDir: string): Promise<void> {
  const fromRoot = relative(resolve(dataDir), repoRoot);
  // Refuse to delete the repository or one of its parents through a mistyped FAIRBILL_DATA_DIR.
  if (fromRoot === '' || !fromRoot.startsWith('..') || resolve(dataDir) === resolve('/')) {
    throw new Error(`Refusing to clear ${dataDir}: it contains the repository`);
  }
  await rm(dataDir, { recursive: true, force: true });
  log(`cleared ${dataDir}`);
}

async function main(): Promise<void> {
  const flags = new Set(process.argv.slice(2));
  const config = loadLocalConfig();
  if (flags.has('--reset') || flags.has('--reset-only')) await clearDataFolder(config.dataDir);
  if (flags.has('--reset-only')) return;

  const running: { stack?: LocalStack } = {};
  let signalled = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    // Listeners stay installed: a second Ctrl-C must not kill us before the children are gone.
    if (signalled) return;
    signalled = true;
    log(`${signal}: stopping`);
    if (running.stack) void running.stack.stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // The terminal closed: stop in order too (the default would end us without stopping anything).
  process.on('SIGHUP', shutdown);

  const stack = await startLocalStack({ config, dev: flags.has('--dev') });
  running.stack = stack;
  // Java and cognito-local run in their own process groups: never leave them behind, even on a crash.
  // Deaths that run no handler at all (SIGKILL, a fatal out-of-memory abort) are covered by their
  // supervisors (child-process.ts), which stop them when our IPC channel closes.
  process.on('exit', () => stack.killChildren());
  const crash = (error: unknown): void => {
    process.stderr.write(`FairBill stopped after an unexpected error: ${error instanceof Error ? error.name : 'unknown'}\n`);
    void stack.stop().finally(() => process.exit(1));
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  if (signalled) {
    // The signal arrived while starting: stop what has started now.
    await stack.stop();
    process.exit(0);
  }
  process.stdout.write(`FairBill is running: open ${stack.appUrl}\n`);
  process.stdout.write(`E-mails sent locally: ${stack.outboxUrl}\n`);
}

main().catch((error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  process.stderr.write(`FairBill could not start: ${error instanceof Error ? error.message : String(error)}${cause}\n`);
  process.exit(1);
});
