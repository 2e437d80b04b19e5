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
 * Spawns a long-running helper in its own process group so that stopping it also stops whatever
 * it started, and a Ctrl-C in the terminal reaches only our process, which then stops it in order.
 */
export async function spawnManaged(options: SpawnManagedOptions): Promise<ManagedProcess> {
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  await new Promise<void>((resolve, reject) => {
    log.once('open', () => resolve());
    log.once('error', reject);
  });
  const spawnOptions: SpawnOptions = {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', log, log],
  };
  const child = spawn(options.command, options.args, spawnOptions);
  const started = await new Promise<ChildProcess>((resolve, reject) => {
    child.once('spawn', () => resolve(child));
    child.once('error', (error: NodeJS.ErrnoException) => {
      log.end();
      if (error.code === 'ENOENT') {
        reject(new Error(`${options.name}: '${options.command}' was not found. ${options.missingCommandHint ?? ''}`.trim()));
      } else {
        reject(error);
      }
    });
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
