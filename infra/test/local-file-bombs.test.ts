import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '@fairbill/functions/src/adapters/dynamodb/client';
import { DynamoDocumentRepository } from '@fairbill/functions/src/adapters/dynamodb/document-repository';
import { appTableDefinition, idempotencyTableDefinition } from '@fairbill/functions/table-definition';
import { nextVersion } from '@fairbill/functions/src/domain/documents/document-record';
import { interruptedReadingReason } from '@fairbill/functions/src/domain/documents/interrupted-documents';
import { mutateDocument } from '@fairbill/functions/src/domain/documents/mutate-document';
import { hugeImagePdf, hugePagePdf, hugePng, inflationBombDocx, manyParagraphsDocx, textPdf } from '@fairbill/functions/testing/file-bombs';
import { emulatorDynamoDbClient } from '@fairbill/emulators/emulator-clients';
import { isPortFree } from '@fairbill/emulators/ports';
import { api, pollUntil, signedInUser } from '../local/testing/local-client';
import { isAlive } from '../local/testing/processes';
import { startStackOnFreePorts, startStackProcess, stopStackProcess } from '../local/testing/stack-process';
import type { StackProcess, StackSettings } from '../local/testing/stack-process';

// Issue 18 on the stack `npm start` runs: each file bomb fails its own document with a reason a
// user can read, while the same process keeps answering; then the stack is killed outright
// (SIGKILL, like a fatal out-of-memory abort) with a document left in 'reading', and starts again
// on the same ports and data folder, with that document failed.

let workDir = '';
let settings: StackSettings;
let stack: StackProcess;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'fairbill-bombs-'));
  ({ stack, settings } = await startStackOnFreePorts(join(workDir, 'data'), join(workDir, 'stack-1.log')));
}, 240_000);

afterAll(async () => {
  if (stack) await stopStackProcess(stack.pid);
  await rm(workDir, { recursive: true, force: true });
}, 60_000);

type DocumentView = { id: string; extractionStatus: string; pipelineStage: string; failureReason: string | null };

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const bombs = [
  { fileName: 'three-million-paragraphs.docx', contentType: DOCX, bytes: () => manyParagraphsDocx(3), reason: /Word document is too large to read once unpacked/ },
  { fileName: 'inflates-to-200-mb.docx', contentType: DOCX, bytes: () => inflationBombDocx(200), reason: /Word document is too large to read once unpacked/ },
  { fileName: 'two-thousand-pages.pdf', contentType: 'application/pdf', bytes: () => textPdf(2_000), reason: /2000 pages; documents of up to 50 pages/ },
  { fileName: 'page-of-200-inches.pdf', contentType: 'application/pdf', bytes: () => hugePagePdf(14_400), reason: /page too large to read \(200 × 200 inches\)/ },
  { fileName: 'huge-image.pdf', contentType: 'application/pdf', bytes: () => hugeImagePdf(20_000, 20_000), reason: /image too large to read \(20,000 × 20,000 pixels\)/ },
  { fileName: 'huge.png', contentType: 'image/png', bytes: async () => hugePng(20_000, 20_000), reason: /image is too large to read/ },
];

/** Resident memory of a process in MB (Linux /proc). */
function residentMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) / 1024;
}

async function upload(token: string, memberId: string, file: { fileName: string; contentType: string; bytes: Uint8Array }): Promise<string> {
  const created = await api<{ document: DocumentView; upload: { url: string; headers: Record<string, string> } }>(stack.appUrl, '/api/documents', {
    method: 'POST',
    token,
    body: { documentType: 'medical_bill', familyMemberId: memberId, fileName: file.fileName, fileSize: file.bytes.byteLength, contentType: file.contentType },
  });
  expect(created.status).toBe(201);
  const put = await fetch(created.body.upload.url, { method: 'PUT', headers: created.body.upload.headers, body: file.bytes });
  expect(put.status).toBe(200);
  return created.body.document.id;
}

const documentOf = async (token: string, id: string) => (await api<{ document: DocumentView }>(stack.appUrl, `/api/documents/${id}`, { token })).body.document;

describe('file bombs on the local stack', { timeout: 300_000 }, () => {
  let token = '';
  let memberId = '';

  it('fail their own documents with a readable reason while the API keeps answering', async () => {
    ({ token, memberId } = await signedInUser(stack, 'bombs@example.com', 'secret-1'));

    // /config.json took up to 12.4 s while a PDF bomb was read in the API's own process.
    const latencies: number[] = [];
    const failures: string[] = [];
    let peakMb = 0;
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const started = performance.now();
        const status = await fetch(new URL('/config.json', stack.appUrl)).then(
          (response) => response.status,
          (error: unknown) => String(error),
        );
        latencies.push(performance.now() - started);
        if (status !== 200) failures.push(String(status));
        peakMb = Math.max(peakMb, residentMb(stack.pid));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    const uploaded: { id: string; reason: RegExp }[] = [];
    for (const bomb of bombs) uploaded.push({ id: await upload(token, memberId, { ...bomb, bytes: await bomb.bytes() }), reason: bomb.reason });
    for (const { id, reason } of uploaded) {
      const document = await pollUntil(
        () => documentOf(token, id),
        (view) => view.extractionStatus === 'failed' || view.extractionStatus === 'completed',
        120_000,
      );
      expect(document).toMatchObject({ extractionStatus: 'failed', pipelineStage: 'done' });
      expect(document.failureReason).toMatch(reason);
    }
    polling = false;
    await poller;

    expect(isAlive(stack.pid)).toBe(true);
    expect(failures).toEqual([]);
    expect(latencies.length).toBeGreaterThan(10);
    expect(Math.max(...latencies)).toBeLessThan(3_000);
    // The reading happened elsewhere: the API's process never held a bomb's gigabytes.
    expect(peakMb).toBeLessThan(1_500);
    expect((await api(stack.appUrl, '/api/family-members', { token })).status).toBe(200);
  });

  it('after a SIGKILL, starts again on the same ports, with the document left in reading failed', async () => {
    const id = await upload(token, memberId, { fileName: 'bill.pdf', contentType: 'application/pdf', bytes: await textPdf(1) });
    // Until the pipeline is done with it (an upload is briefly 'pending' before it is 'processing').
    await pollUntil(() => documentOf(token, id), (view) => view.extractionStatus === 'completed' || view.extractionStatus === 'failed', 60_000);
    // Put it back where a process that dies mid-read leaves it: 'processing', stage 'reading'.
    const userId = String(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sub);
    const client = emulatorDynamoDbClient(`http://127.0.0.1:${settings.ports.dynamodb}`);
    try {
      const documents = new DynamoDocumentRepository(createDocumentClient(client), appTableDefinition.localName, idempotencyTableDefinition.localName);
      await mutateDocument(documents, userId, id, (current) => ({
        after: nextVersion(current, { extraction_status: 'processing', pipeline_stage: 'reading', failure_reason: null }, new Date()),
      }));
    } finally {
      client.destroy();
    }
    expect(await documentOf(token, id)).toMatchObject({ extractionStatus: 'processing', pipelineStage: 'reading' });

    // No exit handler runs: the emulators' supervisors must free the ports, or the restart refuses them.
    process.kill(stack.pid, 'SIGKILL');
    const ports = Object.values(settings.ports);
    const freed = await pollUntil(async () => (await Promise.all(ports.map((port) => isPortFree(port)))).every(Boolean), Boolean, 30_000, 250);
    expect(freed).toBe(true);
    stack = await startStackProcess(settings, join(workDir, 'stack-2.log'), 180_000);
    expect(await documentOf(token, id)).toMatchObject({ extractionStatus: 'failed', pipelineStage: 'done', failureReason: interruptedReadingReason });
  });
});
