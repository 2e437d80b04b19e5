import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '@fairbill/infra/local/config';
import { startStackOnFreePorts, stopStackProcess } from '@fairbill/infra/local/testing/stack-process';
import type { StackSettings } from '@fairbill/infra/local/testing/stack-process';
import { logLeaks } from './log-guard';

export interface E2eStackInfo {
  settings: StackSettings;
  appUrl: string;
  outboxUrl: string;
  /** Holds the PID of the running `infra/local/start.ts`; the restart test replaces it. */
  pidFile: string;
  /** Folder for the stack's output logs. */
  workDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    fairbillStack: E2eStackInfo;
  }
}

/**
 * One local stack for the whole e2e run: the SAME entry `npm start` runs, on free ports with a
 * temporary data folder. `npm test` builds the SPA (frontend/dist) before vitest starts.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(join(repoRoot, 'frontend', 'dist', 'index.html'))) {
    throw new Error('frontend/dist is missing: run `npm run build` first (`npm test` does it).');
  }
  const workDir = await mkdtemp(join(tmpdir(), 'fairbill-e2e-'));
  const pidFile = join(workDir, 'stack.pid');
  const { stack, settings } = await startStackOnFreePorts(join(workDir, 'data'), join(workDir, 'stack-1.log')).catch(async (error: unknown) => {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  });
  await writeFile(pidFile, String(stack.pid));
  project.provide('fairbillStack', { settings, appUrl: stack.appUrl, outboxUrl: stack.outboxUrl, pidFile, workDir });
  return async () => {
    const pid = Number(await readFile(pidFile, 'utf8').catch(() => '0'));
    if (pid > 0) await stopStackProcess(pid);
    // Every run of the stack (the restart test starts a second) logged to stack-<n>.log.
    const logs = (await readdir(workDir)).filter((name) => /^stack-\d+\.log$/.test(name));
    const leaks = (await Promise.all(logs.map(async (name) => logLeaks(await readFile(join(workDir, name), 'utf8')).map((leak) => `${name} ${leak}`)))).flat();
    await rm(workDir, { recursive: true, force: true });
    if (leaks.length > 0) throw new Error(`The local stack logged personal or medical data during the browser journeys:\n${leaks.join('\n')}`);
  };
}
