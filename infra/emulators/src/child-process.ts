import { spawn } from 'node:child_process';
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface ManagedProcess {
  readonly name: string;
  readonly pid: number;
  readonly child: ChildProcess;
  /** Resolves once the process has exited (for any reason). */
  readonly exited: Promise<number | null>;
  /** Stops the whole process group (the child and anything it started) and waits for the exit. */
  stop(): Promise<void>;
  /** Last resort when our own process is exiting: SIGKILL the group, synchronously. */
  killNow(): void;
  /** The last lines of the process's log, for error messages. */
  logTail(): Promise<string>;
}

export interface SpawnManagedOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** stdout and stderr go to this file (appended), keeping the terminal to the two URL lines. */
  logFile: string;
  /** Shown when the command does not exist (e.g. how to install Java). */
  missingCommandHint?: string;
  stopTimeoutMs?: number;
}

/**
 * The supervisor every helper runs under: a few lines of Node between us and the helper. When our
 * IPC channel closes, whatever the cause (a crash, SIGKILL, a fatal out-of-memory abort: none of
 * them runs an exit handler), it stops the helper's process group: SIGTERM, then SIGKILL.
 * Otherwise it just mirrors the helper: it exits with its code, and reports a command not found.
 */
const SUPERVISOR = `
const { spawn } = require('node:child_process');
const [command, ...args] = process.argv.slice(1);
const env = { ...process.env };
delete env.NODE_CHANNEL_FD;
delete env.NODE_CHANNEL_SERIALIZATION_MODE;
if ('FAIRBILL_HELPER_NODE_OPTIONS' in env) {
  env.NODE_OPTIONS = env.FAIRBILL_HELPER_NODE_OPTIONS;
  delete env.FAIRBILL_HELPER_NODE_OPTIONS;
}
const graceMs = Number(process.env.FAIRBILL_SUPERVISOR_GRACE_MS || 5000);
const group = (signal) => { try { process.kill(-process.pid, signal); } catch {} };
let orphaned = false;
// Our group's SIGTERM (a stop) is meant for the helper: we wait for it to exit, then follow.
process.on('SIGTERM', () => {});
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
child.once('spawn', () => process.send && process.send({ type: 'spawned', pid: child.pid }));
child.once('error', (error) => {
  if (process.connected) process.send({ type: 'error', code: error.code || 'UNKNOWN', message: String(error.message) }, () => process.exit(127));
  else process.exit(127);
});
child.once('exit', (code, signal) => {
  if (orphaned) group('SIGKILL');
  process.exit(code === null ? 128 + (require('node:os').constants.signals[signal] || 0) : code);
});
process.on('disconnect', () => {
  orphaned = true;
  group('SIGTERM');
  setTimeout(() => group('SIGKILL'), graceMs);
});
`;

type SupervisorMessage = { type: 'spawned'; pid: number } | { type: 'error'; code: string; message: string };

/**
 * Spawns a long-running helper in its own process group so that stopping it also stops whatever
 * it started, and a Ctrl-C in the terminal reaches only our process, which then stops it in order.
 * The helper runs under a supervisor (above) that stops the group if our process dies without
 * stopping it: emulators never outlive us holding their ports.
 */
export async function spawnManaged(options: SpawnManagedOptions): Promise<ManagedProcess> {
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  await new Promise<void>((resolve, reject) => {
    log.once('open', () => resolve());
    log.once('error', reject);
  });
  const env = options.env ?? process.env;
  const spawnOptions: SpawnOptions = {
    cwd: options.cwd,
    // The supervisor itself runs without the helper's NODE_OPTIONS (e.g. a loader); it hands them on.
    env: { ...env, NODE_OPTIONS: '', FAIRBILL_HELPER_NODE_OPTIONS: env['NODE_OPTIONS'] ?? '' },
    detached: true,
    stdio: ['ignore', log, log, 'ipc'],
  };
  const child = spawn(process.execPath, ['-e', SUPERVISOR, options.command, ...options.args], spawnOptions);
  // Later errors (a kill or a send that fails once it has exited) are answered by its exit.
  child.on('error', () => undefined);
  const started = await new Promise<ChildProcess>((resolve, reject) => {
    const settle = () => {
      child.off('error', fail);
      child.off('exit', exitedEarly);
      child.off('message', onMessage);
    };
    function fail(error: Error) {
      settle();
      log.end();
      child.kill('SIGKILL');
      reject(error);
    }
    function exitedEarly() {
      fail(new Error(`${options.name} did not start`));
    }
    function onMessage(message: SupervisorMessage) {
      if (message.type === 'spawned') {
        settle();
        resolve(child);
      } else if (message.code === 'ENOENT') {
        fail(new Error(`${options.name}: '${options.command}' was not found. ${options.missingCommandHint ?? ''}`.trim()));
      } else {
        fail(new Error(`${options.name} could not start: ${message.message}`));
      }
    }
    child.once('error', fail);
    child.once('exit', exitedEarly);
    child.on('message', onMessage);
  });
  const pid = started.pid;
  if (pid === undefined) throw new Error(`${options.name} did not start`);

  const exited = new Promise<number | null>((resolve) => {
    if (started.exitCode !== null || started.signalCode !== null) resolve(started.exitCode);
    else started.once('exit', (code) => resolve(code));
  });
  void exited.then(() => log.end());
  let alive = true;
  void exited.then(() => {
    alive = false;
  });

  const signalGroup = (signal: NodeJS.Signals): void => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is already gone.
    }
  };

  return {
    name: options.name,
    pid,
    child: started,
    exited,
    async stop() {
      if (alive) {
        signalGroup('SIGTERM');
        const timeout = setTimeout(() => signalGroup('SIGKILL'), options.stopTimeoutMs ?? 5_000);
        await exited;
        clearTimeout(timeout);
      }
      // A grandchild that ignored SIGTERM must not outlive us either.
      signalGroup('SIGKILL');
    },
    killNow() {
      if (alive) signalGroup('SIGKILL');
    },
    async logTail() {
      const text = await readFile(options.logFile, 'utf8').catch(() => '');
      return text.split('\n').slice(-20).join('\n');
    },
  };
}

/** Polls `probe` until it resolves true; fails early if the process dies, or after the timeout. */
export async function waitUntilReady(
  processHandle: ManagedProcess,
  probe: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = false;
  void processHandle.exited.then(() => {
    exitedEarly = true;
  });
  while (Date.now() < deadline) {
    if (exitedEarly) {
      throw new Error(`${processHandle.name} exited during start-up:\n${await processHandle.logTail()}`);
    }
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${processHandle.name} was not ready after ${timeoutMs} ms:\n${await processHandle.logTail()}`);
}
