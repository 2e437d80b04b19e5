import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePorts, isPortFree } from '@fairbill/emulators/ports';
import { repoRoot } from '../local/config';

// Issue 18: DynamoDB Local (Java) and cognito-local must die with the process that started them,
// however it dies. SIGKILL and a fatal out-of-memory abort run no exit handler; before the fix
// both emulators kept their ports and `npm start` refused to start again.

const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function waitFor(predicate: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await predicate()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return predicate();
}

/** Starts the stand-in parent; resolves once both emulators answer. */
async function startParent(mode: 'wait' | 'oom') {
  const dataDir = await mkdtemp(join(tmpdir(), 'fairbill-parent-death-'));
  dataDirs.push(dataDir);
  const [dynamodb = 0, cognito = 0] = await findFreePorts(2);
  const heap = mode === 'oom' ? ['--max-old-space-size=160'] : [];
  const parent = spawn(process.execPath, [...heap, '--import', 'tsx', join('infra', 'test', 'support', 'emulators-parent.ts'), dataDir, String(dynamodb), String(cognito), mode], {
    cwd: repoRoot,
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  parent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  parent.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => parent.once('exit', (code, signal) => resolve({ code, signal })));
  const ready = await waitFor(async () => output.includes('ready') || parent.exitCode !== null || parent.signalCode !== null, 90_000);
  if (!ready || !output.includes('ready')) throw new Error(`The parent did not start the emulators:\n${output.slice(-2_000)}`);
  return { parent, exited, ports: [dynamodb, cognito], output: () => output };
}

const allFree = async (ports: number[]) => (await Promise.all(ports.map((port) => isPortFree(port)))).every(Boolean);

describe('the emulators die with the process that started them', { timeout: 150_000 }, () => {
  it('when it is killed with SIGKILL', async () => {
    const { parent, exited, ports } = await startParent('wait');
    expect(await allFree(ports)).toBe(false);
    parent.kill('SIGKILL');
    await exited;
    expect(await waitFor(() => allFree(ports), 20_000)).toBe(true);
  });

  it('when it aborts on a full heap', async () => {
    const { exited, ports, output } = await startParent('oom');
    expect(await allFree(ports)).toBe(false);
    const exit = await exited;
    expect(exit.signal ?? exit.code).not.toBe(0);
    expect(output()).toMatch(/heap out of memory|heap limit/i);
    expect(await waitFor(() => allFree(ports), 20_000)).toBe(true);
  });
});
