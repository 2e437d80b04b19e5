import { execFile, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findFreePorts } from '@fairbill/emulators/ports';
import { repoRoot } from '../config';
import { isAlive, waitFor } from './processes';

export interface StackSettings {
  ports: { app: number; dynamodb: number; s3: number; cognito: number; vite: number };
  dataDir: string;
}

export interface StackProcess {
  pid: number;
  appUrl: string;
  outboxUrl: string;
}

/** The environment variables `npm start` reads, for these settings. */
export function stackEnv(settings: StackSettings): Record<string, string> {
  return {
    FAIRBILL_PORT: String(settings.ports.app),
    FAIRBILL_DYNAMODB_PORT: String(settings.ports.dynamodb),
    FAIRBILL_S3_PORT: String(settings.ports.s3),
    FAIRBILL_COGNITO_PORT: String(settings.ports.cognito),
    FAIRBILL_VITE_PORT: String(settings.ports.vite),
    FAIRBILL_DATA_DIR: settings.dataDir,
  };
}

/** Runs one of the local stack's command-line tools (`infra/local/<script>`, as `npm run` does) against these settings; its output. */
export async function runLocalCli(settings: StackSettings, script: 'admin.ts' | 'audit-cli.ts' | 'reminders-cli.ts', args: readonly string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join('infra', 'local', script), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...stackEnv(settings) },
  });
  return stdout;
}

/**
 * Runs `infra/local/start.ts` exactly as `npm start` does and resolves once it has printed the
 * URL to open and the outbox URL. Its output goes to `logFile` (not a pipe), so the stack can
 * outlive the test worker that started it (the restart test hands it over to the next files).
 */
export async function startStackProcess(settings: StackSettings, logFile: string, timeoutMs = 180_000): Promise<StackProcess> {
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', join('infra', 'local', 'start.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...stackEnv(settings) },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  child.unref();
  const pid = child.pid;
  if (pid === undefined) throw new Error('The stack process did not start');
  const readLog = () => readFile(logFile, 'utf8').catch(() => '');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = await readLog();
    const appUrl = /open (http\S+)/.exec(text)?.[1];
    const outboxUrl = /E-mails sent locally: (http\S+)/.exec(text)?.[1];
    if (appUrl && outboxUrl) return { pid, appUrl, outboxUrl };
    if (!isAlive(pid)) throw new Error(`The stack exited before it was ready:\n${text.slice(-4_000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopStackProcess(pid);
  throw new Error(`The stack did not start within ${timeoutMs} ms:\n${(await readLog()).slice(-4_000)}`);
}

/** Ctrl-C: SIGINT, then wait for the exit (SIGKILL after the timeout). Works from any process. */
export async function stopStackProcess(pid: number, timeoutMs = 30_000): Promise<boolean> {
  if (!isAlive(pid)) return true;
  process.kill(pid, 'SIGINT');
  if (await waitFor(() => !isAlive(pid), timeoutMs)) return true;
  process.kill(pid, 'SIGKILL');
  await waitFor(() => !isAlive(pid), 5_000);
  return false;
}

/**
 * Starts the stack on five free ports under `dataDir`. A free port can be taken by another process
 * between the moment we find it and the moment the stack binds it: then it tries again on new ports.
 */
export async function startStackOnFreePorts(dataDir: string, logFile: string, attempts = 3): Promise<{ stack: StackProcess; settings: StackSettings }> {
  for (let attempt = 1; ; attempt += 1) {
    const [app = 0, dynamodb = 0, s3 = 0, cognito = 0, vite = 0] = await findFreePorts(5);
    const settings: StackSettings = { ports: { app, dynamodb, s3, cognito, vite }, dataDir };
    try {
      return { stack: await startStackProcess(settings, logFile), settings };
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}
