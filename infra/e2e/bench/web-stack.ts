import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signedInUser, uploadAndWait } from '@fairbill/infra/local/testing/local-client';
import { startStackOnFreePorts, stopStackProcess, type StackProcess } from '@fairbill/infra/local/testing/stack-process';
import { sampleBillPdf, sampleEobPdf, sampleReceiptPdf } from '../fixtures';

// The local stack for the signed-in pages of `npm run bench:web` (frontend/scripts/bench-web.ts
// runs this script): the stack `npm start` runs, started as the e2e tests start it (free ports, a
// temporary data folder), and a confirmed user who has a bill, its EOB and a receipt of this year
// (so the dashboard's totals and chart are not empty) through the real pipeline. Prints one JSON
// line { appUrl, email, password } once ready, then stops the stack and deletes the folder when
// its stdin closes (the bench is done, or gone), on SIGINT/SIGTERM, or after a failure.

const password = 'bench-pass-1';
// This year's documents: the dashboard shows one year, the current one by default.
const year = new Date().getFullYear();

const workDir = await mkdtemp(join(tmpdir(), 'fairbill-bench-web-'));
let started: Promise<StackProcess> | undefined;
let stopping: Promise<void> | undefined;

function stopAndExit(exitCode: number): void {
  stopping ??= (async () => {
    // A stack still starting is stopped once it is up (or has failed), never left behind.
    const stack = await started?.catch(() => undefined);
    if (stack) await stopStackProcess(stack.pid);
    await rm(workDir, { recursive: true, force: true });
  })()
    .catch((error: unknown) => {
      process.stderr.write(`bench-web-stack: cleaning up failed: ${String(error)}\n`);
    })
    .finally(() => process.exit(exitCode));
}

process.on('SIGINT', () => stopAndExit(130));
process.on('SIGTERM', () => stopAndExit(143));
process.stdin.on('end', () => stopAndExit(0)).resume();

try {
  started = startStackOnFreePorts(join(workDir, 'data'), join(workDir, 'stack.log')).then(({ stack }) => stack);
  const stack = await started;
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const { token, memberId } = await signedInUser(stack, email, password);
  const documents = [
    ['bill', await uploadAndWait(stack.appUrl, token, memberId, 'medical_bill', await sampleBillPdf(year))],
    ['EOB', await uploadAndWait(stack.appUrl, token, memberId, 'insurance_payment', await sampleEobPdf(undefined, undefined, year))],
    ['receipt', await uploadAndWait(stack.appUrl, token, memberId, 'user_payment', await sampleReceiptPdf(year))],
  ] as const;
  const notExtracted = documents.filter(([, document]) => document.extractionStatus !== 'completed');
  if (notExtracted.length > 0) {
    throw new Error(`Sample documents were not extracted: ${notExtracted.map(([kind, document]) => `${kind} ${document.extractionStatus}`).join(', ')}`);
  }
  process.stdout.write(`${JSON.stringify({ appUrl: stack.appUrl, email, password })}\n`);
} catch (error) {
  process.stderr.write(`bench-web-stack: ${error instanceof Error ? error.message : String(error)}\n`);
  stopAndExit(1);
}
