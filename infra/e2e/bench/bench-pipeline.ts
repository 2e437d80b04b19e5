// npm run bench:pipeline — upload -> extraction completed through the local stack `npm start` runs
// (started on free ports with a temporary data folder): for each kind of document (a one-page text
// PDF bill, a one-page text PDF EOB, a receipt photo as JPEG, all from the synthetic corpus), the
// document is created through POST /api/documents, the file is PUT to the presigned URL, s3rver's
// object event starts the state machine, and the clock stops when GET /api/documents/{id} says
// completed or failed. Documents go one after another (the latency a user sees); a small parallel
// run follows for information. Per-step timings come from the extraction's audit record.
// Budget: one-page text PDF p95 <= 1.5 s, receipt photo p95 <= 6 s. Exits 1 when one is missed.
// A document that ends 'failed' is listed with its reason (what it read is bench:extract's
// matter); its latency counts, as the user waited for it too. Settings: BENCH_DOCUMENTS (per kind, default 20),
// BENCH_PARALLEL (default 5, 0 skips), BENCH_COMPLETION=poll (GET every 25 ms instead of following
// the stack's log), BENCH_SEED (the corpus seed).
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { StackProcess } from '@fairbill/infra/local/testing/stack-process';
import { api, signedInUser } from '@fairbill/infra/local/testing/local-client';
import { descendantPids } from '@fairbill/infra/local/testing/processes';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '@fairbill/emulators/config';
import { createDocumentClient } from '@fairbill/functions/src/adapters/dynamodb/client';
import { DynamoDocumentRepository } from '@fairbill/functions/src/adapters/dynamodb/document-repository';
import { appTableDefinition, idempotencyTableDefinition } from '@fairbill/functions/table-definition';
import { benchCleanups, benchWorkDir, startBenchStack } from './bench-stack';
import { prepareBenchDocuments, type BenchDocument, type BenchKind } from './pipeline-corpus';
import { completionWatcher, type CompletionWatcher } from './pipeline-log';
import { formatMs, percentiles, STEP_NAMES, treeCpuMs, type StepName } from './pipeline-stats';

const PER_KIND = Math.max(1, Number(process.env.BENCH_DOCUMENTS ?? 20));
const PARALLEL = Math.max(0, Number(process.env.BENCH_PARALLEL ?? 5));
/** 'log' (default): the stack's own "pipeline execution ... SUCCEEDED" line, then one GET; 'poll': GET every 25 ms. */
const COMPLETION = process.env.BENCH_COMPLETION === 'poll' ? 'poll' : 'log';
const POLL_MS = 25;
const TIMEOUT_MS = 120_000;
const SEED = Number(process.env.BENCH_SEED ?? 20251);

const budgets: Record<BenchKind, number> = { bill: 1_500, eob: 1_500, receipt: 6_000 };
const kindLabels: Record<BenchKind, string> = { bill: 'bill, 1-page text PDF', eob: 'EOB, 1-page text PDF', receipt: 'receipt photo, JPEG' };
const kinds: BenchKind[] = ['bill', 'eob', 'receipt'];

type DocumentView = { id: string; extractionStatus: string; failureReason: string | null };
type Sample = {
  kind: BenchKind;
  file: string;
  documentId: string;
  status: string;
  failureReason: string | null;
  /** Upload click -> completed/failed seen by the client (ms). */
  totalMs: number;
  /** POST /api/documents (record + presigned URL). */
  createMs: number;
  /** PUT to the presigned URL. */
  putMs: number;
  /** Wall-clock (epoch ms) moments, for the timeline against the audit record. */
  putDoneAt: number;
  seenAt: number;
  /** CPU time the stack's processes used meanwhile (ms). */
  stackCpuMs: number;
  steps?: Partial<Record<StepName | 'total', number>>;
  /** Persist time of the audit revision (epoch ms). */
  persistedAt?: number;
};

const cleanups = benchCleanups();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Session = { stack: StackProcess; token: string; memberId: string; watcher: CompletionWatcher };

async function getDocument(session: Session, id: string): Promise<DocumentView> {
  const result = await api<{ document?: DocumentView }>(session.stack.appUrl, `/api/documents/${id}`, { token: session.token });
  if (result.status !== 200 || !result.body.document) throw new Error(`GET /api/documents/${id} -> ${result.status}`);
  return result.body.document;
}

const isDone = (document: DocumentView) => document.extractionStatus === 'completed' || document.extractionStatus === 'failed';

/** Polls the document route until extraction is completed or failed. */
async function pollUntilDone(session: Session, id: string, intervalMs: number): Promise<DocumentView> {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const document = await getDocument(session, id);
    if (isDone(document)) return document;
    if (Date.now() > deadline) throw new Error(`Document ${id} still ${document.extractionStatus} after ${TIMEOUT_MS} ms`);
    await sleep(intervalMs);
  }
}

/** Creates the record, PUTs the file; returns the ids and the upload timings. */
async function upload(session: Session, document: BenchDocument) {
  const start = performance.now();
  const created = await api<{ document: DocumentView; upload: { url: string; headers: Record<string, string> } }>(session.stack.appUrl, '/api/documents', {
    method: 'POST',
    token: session.token,
    body: { documentType: document.documentType, familyMemberId: session.memberId, fileName: document.fileName, fileSize: document.bytes.length, contentType: document.contentType },
  });
  if (created.status !== 201) throw new Error(`POST /api/documents -> ${created.status}`);
  const createdAt = performance.now();
  const uploadUrl = new URL(created.body.upload.url);
  if (uploadUrl.hostname !== '127.0.0.1' && uploadUrl.hostname !== 'localhost') throw new Error(`Refusing to upload to ${uploadUrl.host}`);
  const put = await fetch(uploadUrl, { method: 'PUT', headers: { ...created.body.upload.headers, origin: new URL(session.stack.appUrl).origin }, body: document.bytes });
  await put.arrayBuffer();
  if (put.status !== 200) throw new Error(`PUT to the presigned URL -> ${put.status}`);
  const putAt = performance.now();
  return { id: created.body.document.id, start, createMs: createdAt - start, putMs: putAt - createdAt, putDoneAt: Date.now() };
}

/** One document, alone: upload, then wait for the pipeline. */
async function runSequential(session: Session, document: BenchDocument): Promise<Sample> {
  const mark = await session.watcher.mark();
  const stackPids = () => [session.stack.pid, ...descendantPids(session.stack.pid)];
  const cpuBefore = treeCpuMs(stackPids());
  const uploaded = await upload(session, document);
  let finished: DocumentView;
  if (COMPLETION === 'log') {
    // The stack logs each execution's end: wait for it (no load on the stack meanwhile), then read
    // the document once; should the line not come (a changed log format), polling takes over.
    await session.watcher.nextExecutionEnd(mark, TIMEOUT_MS);
    const document = await getDocument(session, uploaded.id);
    finished = isDone(document) ? document : await pollUntilDone(session, uploaded.id, POLL_MS);
  } else {
    finished = await pollUntilDone(session, uploaded.id, POLL_MS);
  }
  const seen = performance.now();
  return {
    kind: document.kind,
    file: document.fileName,
    documentId: uploaded.id,
    status: finished.extractionStatus,
    failureReason: finished.failureReason,
    totalMs: seen - uploaded.start,
    createMs: uploaded.createMs,
    putMs: uploaded.putMs,
    putDoneAt: uploaded.putDoneAt,
    seenAt: Date.now(),
    stackCpuMs: treeCpuMs(stackPids()) - cpuBefore,
  };
}

/** `count` documents uploaded at once; each polled every 50 ms. Wall time and per-document latency. */
async function runParallel(session: Session, documents: BenchDocument[]): Promise<{ wallMs: number; latencies: number[]; statuses: string[] }> {
  const start = performance.now();
  const results = await Promise.all(
    documents.map(async (document) => {
      const uploaded = await upload(session, document);
      const finished = await pollUntilDone(session, uploaded.id, 50);
      return { ms: performance.now() - uploaded.start, status: finished.extractionStatus };
    }),
  );
  return { wallMs: performance.now() - start, latencies: results.map((result) => result.ms), statuses: results.map((result) => result.status) };
}

/** The per-step timings the pipeline wrote into the extraction's audit revision (read from DynamoDB Local). */
async function attachAudit(samples: Sample[], sub: string, dynamodbEndpoint: string): Promise<void> {
  // The SDK's Node 20 notice, as in the stack's own environment (infra/emulators/src/handler-env.ts).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = createDocumentClient(new DynamoDBClient({ endpoint: dynamodbEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  const repository = new DynamoDocumentRepository(client, appTableDefinition.localName, idempotencyTableDefinition.localName);
  for (const sample of samples) {
    const revisions = await repository.listRevisions(sub, sample.documentId);
    const extraction = revisions.filter((revision) => revision.source === 'extraction').at(-1);
    const timings = (extraction?.audit as { timings?: Record<string, number> } | null | undefined)?.timings;
    if (!extraction || !timings) continue;
    sample.steps = Object.fromEntries(Object.entries(timings).filter(([, value]) => typeof value === 'number'));
    sample.persistedAt = Date.parse(extraction.created_at);
  }
  client.destroy();
}

function printKind(kind: BenchKind, samples: Sample[], first: Sample | undefined): boolean {
  const totals = samples.map((sample) => sample.totalMs);
  const stats = percentiles(totals);
  const budget = budgets[kind];
  const ok = stats.p95 <= budget;
  const failed = samples.filter((sample) => sample.status !== 'completed').length;
  process.stdout.write(
    `\n${kindLabels[kind]}: ${samples.length} documents, one at a time` +
      `${failed > 0 ? `, ${failed} ended failed` : ''}\n`,
  );
  const row = (name: string, values: number[]) => {
    if (values.length === 0) return;
    const s = percentiles(values);
    process.stdout.write(`  ${name.padEnd(40)}${formatMs(s.p50)}${formatMs(s.p95)}${formatMs(s.max)}\n`);
  };
  process.stdout.write(`  ${''.padEnd(40)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'max'.padStart(10)}\n`);
  row('upload -> completed (user sees)', totals);
  row('  CPU time of the stack meanwhile', samples.map((sample) => sample.stackCpuMs));
  row('  POST /api/documents', samples.map((sample) => sample.createMs));
  row('  PUT presigned', samples.map((sample) => sample.putMs));
  const audited = samples.filter((sample) => sample.steps && sample.persistedAt !== undefined);
  // startedAt (end of ResolveDocument) = persist time - audit total, on the same machine's clock.
  row('  PUT done -> resolved (event+resolve)', audited.map((sample) => (sample.persistedAt ?? 0) - (sample.steps?.total ?? 0) - sample.putDoneAt));
  for (const step of STEP_NAMES) row(`  step ${step}`, audited.flatMap((sample) => (sample.steps?.[step] === undefined ? [] : [sample.steps[step]])));
  // The audit's clock stops inside PersistResults, before its transaction is written.
  row('  persist write -> seen by client', audited.map((sample) => sample.seenAt - (sample.persistedAt ?? 0)));
  if (first) {
    const steps = first.steps ? `; ${STEP_NAMES.map((step) => `${step} ${Math.round(first.steps?.[step] ?? 0)}`).join(', ')} ms` : '';
    process.stdout.write(`  the first of its kind since the start (not counted): ${Math.round(first.totalMs)} ms, ${first.status}${steps}\n`);
  }
  const reasons = new Map<string, string[]>();
  for (const sample of samples.filter((candidate) => candidate.status !== 'completed')) {
    const reason = `${sample.status} (${sample.failureReason ?? 'no reason given'})`;
    reasons.set(reason, [...(reasons.get(reason) ?? []), sample.file]);
  }
  // Latency is measured to the end state either way; why a document failed is a reading matter.
  for (const [reason, files] of reasons) process.stdout.write(`  ended ${reason} x${files.length}: ${files.join(', ')} (a reading matter: npm run bench:extract)\n`);
  process.stdout.write(`  budget p95 <= ${formatMs(budget).trim()}: ${ok ? 'ok' : `MISSED (p95 ${formatMs(stats.p95).trim()})`}\n`);
  return ok;
}

async function main(): Promise<void> {
  const workDir = await benchWorkDir(cleanups, 'bench-pipeline');
  process.stdout.write(`Starting the local stack and writing the corpus (in ${workDir})...\n`);
  const t0 = performance.now();
  // The stack starts (Java, cognito-local) while the corpus renders: both take tens of seconds.
  const { logFile, starting } = startBenchStack(cleanups, workDir);
  // Both settle before going on (a failure of one must not leave the other writing into a folder being deleted).
  const [prepared, started] = await Promise.allSettled([prepareBenchDocuments(join(workDir, 'corpus'), SEED, PER_KIND + 1), starting]);
  if (prepared.status === 'rejected') throw prepared.reason;
  if (started.status === 'rejected') throw started.reason;
  const documents = prepared.value;
  const { stack, settings } = started.value;
  process.stdout.write(
    `Ready in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${kinds.map((kind) => `${documents[kind].length} ${kind}`).join(', ')}; app ${stack.appUrl}; load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}\n`,
  );

  const email = `bench.${Date.now().toString(36)}@example.com`;
  const { token, memberId } = await signedInUser(stack, email, 'bench-pass-1');
  const sub = String((JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub);
  const watcher = completionWatcher(logFile);
  cleanups.push(async () => watcher.close());
  const session: Session = { stack, token, memberId, watcher };

  const samples: Record<BenchKind, Sample[]> = { bill: [], eob: [], receipt: [] };
  const firsts: Partial<Record<BenchKind, Sample>> = {};
  for (const kind of kinds) {
    const [first, ...rest] = documents[kind];
    // The first document of each kind is the first use of its code path since the stack started
    // (module loading, the OCR worker): reported, not counted.
    if (first) firsts[kind] = await runSequential(session, first);
    for (const document of rest.slice(0, PER_KIND)) samples[kind].push(await runSequential(session, document));
  }
  await attachAudit([...Object.values(firsts), ...kinds.flatMap((kind) => samples[kind])], sub, `http://127.0.0.1:${settings.ports.dynamodb}`);

  let withinBudget = true;
  for (const kind of kinds) withinBudget = printKind(kind, samples[kind], firsts[kind]) && withinBudget;

  if (PARALLEL > 1) {
    process.stdout.write(`\nParallel, for information: ${PARALLEL} documents of a kind uploaded at once (the local pipeline runs 2 executions at a time)\n`);
    process.stdout.write(`  ${''.padEnd(40)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'max'.padStart(10)}${'all done'.padStart(10)}\n`);
    for (const kind of kinds) {
      const batch = documents[kind].slice(0, PARALLEL);
      const result = await runParallel(session, batch);
      const s = percentiles(result.latencies);
      const notCompleted = result.statuses.filter((status) => status !== 'completed').length;
      process.stdout.write(
        `  ${`${kindLabels[kind]} x${batch.length}`.padEnd(40)}${formatMs(s.p50)}${formatMs(s.p95)}${formatMs(s.max)}${formatMs(result.wallMs)}${notCompleted ? `  ${notCompleted} ended failed` : ''}\n`,
      );
    }
  }
  const stackLog = await readFile(logFile, 'utf8').catch(() => '');
  const warmUp = /pipeline warm(?:ed up|-up stopped)[^\n]*/.exec(stackLog)?.[0];
  process.stdout.write(
    `\nStack: ${warmUp ?? 'no warm-up logged'}; load average at the end ${loadavg().map((load) => load.toFixed(2)).join(' ')} (${cpus().length} cores).\n`,
  );
  process.stdout.write(
    "CPU time: user + system of all the stack's processes (Node, the reader worker, Java, cognito-local) while the document ran; it moves much less with the machine's load than the latency does.\n",
  );
  process.stdout.write(
    `Completion seen through ${COMPLETION === 'log' ? "the stack's execution log line, then one GET" : `GET /api/documents/{id} every ${POLL_MS} ms`}; step timings from the audit record.\n`,
  );
  process.stdout.write(withinBudget ? 'Within budget.\n' : 'Budget missed.\n');
  process.exitCode = withinBudget ? 0 : 1;
}

try {
  await main();
} catch (error) {
  // After Ctrl-C the stack goes away under the running requests: that is no failure to report.
  if (!cleanups.interrupted) process.stderr.write(`bench:pipeline failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await cleanups.run();
}
