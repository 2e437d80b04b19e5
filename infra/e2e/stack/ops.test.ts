import { batchRedriveResponseSchema, pipelineFiguresSchema, pipelineRunDetailSchema, runListResponseSchema, type PipelineRun } from '@fairbill/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildWorkflowDefinition } from '@fairbill/infra/workflow';
import { createLocalPipeline, memoryExecutionStore, type LocalPipeline } from '@fairbill/infra/local/pipeline';
import { startStatesEndpoint } from '@fairbill/infra/local/states-endpoint';
import { httpRoutes } from '@fairbill/functions/routes';
import { getDependencies } from '@fairbill/functions/src/handlers/http/runtime';
import { getStructurer } from '@fairbill/functions/src/handlers/pipeline/structurer-runtime';
import { generateSamples } from '@fairbill/functions/testing/reading-helpers';
import { defaultMemberId, uploadDocument } from '@fairbill/functions/testing/fixtures';
import { newUser, type TestUser } from '@fairbill/functions/testing/http-events';
import { capturedLogs, forbidInLogs } from '@fairbill/functions/testing/log-guard';
import { requestAs, signedInStaff, signedInUser, startLocalApi } from './local-api';

// Issue 13, operators: every run recorded by the pipeline's own tasks, the figures, and redrives
// (single, batch, a step throttled past its retries) through the local gateway, the real handlers,
// the state machine CDK deploys run by the local runner, and the real SFN client pointed at the
// runner's RedriveExecution endpoint.

let baseUrl = '';
let closeApi: () => Promise<void> = async () => {};
let closeStates: () => Promise<void> = async () => {};
let pipeline: LocalPipeline;
let familyToken = '';
let auditor = { email: '', sub: '', idToken: '' };
let operator = { email: '', sub: '', idToken: '' };
let billPdf: Uint8Array = new Uint8Array();
const testStart = new Date().toISOString();
const reason = 'Bedrock throttled for ten minutes; quota raised, retrying';

beforeAll(async () => {
  pipeline = createLocalPipeline(buildWorkflowDefinition(), { retryIntervalMs: 0, executions: memoryExecutionStore() });
  const states = await startStatesEndpoint(pipeline);
  closeStates = states.close;
  // Read by the redrive route's SFN client when it is first built.
  process.env.AWS_ENDPOINT_URL_SFN = states.endpoint;
  ({ baseUrl, close: closeApi } = await startLocalApi());
  ({ idToken: familyToken } = await signedInUser());
  [auditor, operator] = await Promise.all([signedInStaff('auditors'), signedInStaff('operators')]);
  const [sample] = await generateSamples({ pdfsPerLayout: 1, imagesPerLayout: 0, docxPerLayout: 0, only: (layout) => layout.name === 'physician-office' });
  if (!sample) throw new Error('no bill sample');
  const truth = sample.truth as { providerName: string; patientName: string; invoiceNumber: string; subtotal: number };
  forbidInLogs(truth.providerName, truth.patientName, truth.invoiceNumber, truth.subtotal.toFixed(2), 'ops-bill.pdf', reason, operator.email);
  billPdf = sample.bytes;
}, 120_000);

afterAll(async () => {
  await pipeline.drain();
  await closeApi();
  await closeStates();
});

const request = (token: string, path: string, init: { method?: string; body?: unknown } = {}) => requestAs(baseUrl, token, path, init);

const asOperator = (path: string, init?: { method?: string; body?: unknown }) => request(operator.idToken, path, init);

/** Uploads the bill for a new family and runs its execution; the run's id and the document's. */
async function uploadAndRun(user: TestUser = newUser(), bytes = billPdf) {
  const created = await uploadDocument(user, { documentType: 'medical_bill', familyMemberId: await defaultMemberId(user), fileName: 'ops-bill.pdf', bytes });
  const object = { bucket: new URL(created.upload.url).pathname.split('/')[1] ?? '', key: created.document.filePath, size: bytes.byteLength };
  const outcome = await pipeline.start(object);
  return { user, documentId: created.document.id, outcome };
}

async function runOf(executionId: string) {
  const reply = await asOperator(`/api/ops/runs/${executionId}`);
  expect(reply.status).toBe(200);
  return pipelineRunDetailSchema.parse(reply.body?.run);
}

const throttle = () => Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });

/** The structurer throttles its next `times` calls, as Bedrock does, then works. */
function throttleStructurer(times: number) {
  const structurer = getStructurer();
  const original = structurer.structure.bind(structurer);
  let left = times;
  return vi.spyOn(structurer, 'structure').mockImplementation(async (input) => {
    if (left > 0) {
      left -= 1;
      throw throttle();
    }
    return original(input);
  });
}

const opsRoutes = httpRoutes.filter((route) => route.group === 'operators');
const concretePath = (path: string) => path.replace(/\{\w+\}/g, '01JSOMEID000000000000000000');

describe('roles: the operators group only', () => {
  it('has the five operator routes', () => {
    expect(opsRoutes.map((route) => route.handler).sort()).toEqual(['get-pipeline-figures', 'get-pipeline-run', 'list-pipeline-runs', 'redrive-pipeline-run', 'redrive-pipeline-runs']);
  });

  it.each(opsRoutes.map((route) => [route.method, route.path] as const))('%s %s: 403 for a family user and an auditor, served for an operator', async (method, path) => {
    const body = method === 'POST' ? { reason: 'role matrix check', ...(path.endsWith('/redrive') && !path.includes('{') ? { filter: { from: new Date().toISOString() } } : {}) } : undefined;
    for (const token of [familyToken, auditor.idToken]) {
      expect(await request(token, concretePath(path), { method, body })).toMatchObject({ status: 403, body: { error: { code: 'staff_only', message: 'This part of FairBill is for its operators only.' } } });
    }
    const served = await request(operator.idToken, concretePath(path), { method, body });
    // A made-up run id is not found; everything else answers.
    expect([200, 202, 404]).toContain(served.status);
  });
});

describe('run records, written by the pipeline tasks', () => {
  it('records a completed run: each step in order with its state, attempts and duration, the engine, no user and no content', async () => {
    const { documentId, outcome } = await uploadAndRun();
    expect(outcome.status).toBe('SUCCEEDED');
    const run = await runOf(outcome.executionId);
    expect(run).toMatchObject({ documentId, documentType: 'medical_bill', engine: 'local', state: 'completed', executionStatus: 'SUCCEEDED', atStep: 'PersistResults', retries: 0, throttles: 0, failure: null, redrivable: false, redrives: [] });
    expect(run.steps.map((step) => step.step)).toEqual(['ResolveDocument', 'ReadDocument', 'StructureData', 'ValidateData', 'AnalyzeDocument', 'PersistResults']);
    for (const step of run.steps) expect(step).toMatchObject({ state: 'succeeded', attempts: 1, durationsMs: [expect.any(Number)], error: null });
    expect(run.durationMs).toBeGreaterThanOrEqual(0);
    expect(run.executionArn).toMatch(new RegExp(`:execution:fairbill-local:${outcome.executionId}$`));

    const listed = runListResponseSchema.parse((await asOperator(`/api/ops/runs?from=${encodeURIComponent(testStart)}&state=completed&type=medical_bill&limit=100`)).body);
    const item = listed.items.find((candidate) => candidate.executionId === outcome.executionId);
    expect(item).toMatchObject({ documentId, state: 'completed' });
    const text = JSON.stringify(listed);
    expect(text).not.toContain('ops-bill.pdf');
    expect(text).not.toMatch(/userId|user_id/);
    // Every step's log lines carry the document's id as the correlation id.
    const steps = capturedLogs().filter((line) => line.includes(`"correlationId":"${documentId}"`));
    expect(steps.some((line) => line.includes('"step":"PersistResults"'))).toBe(true);
  }, 60_000);

  it("records a document error (MarkFailed, the execution succeeds) as failed with its step and error, and refuses to redrive it", async () => {
    const { outcome } = await uploadAndRun(newUser(), new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage'));
    const run = await runOf(outcome.executionId);
    expect(run).toMatchObject({ state: 'failed', executionStatus: 'SUCCEEDED', atStep: 'ReadDocument', manualReview: true, failure: { step: 'ReadDocument', error: 'DocumentReadError' }, redrivable: false });
    expect(run.steps.map((step) => [step.step, step.state])).toContainEqual(['MarkFailed', 'succeeded']);
    expect(await asOperator(`/api/ops/runs/${outcome.executionId}/redrive`, { method: 'POST', body: { reason } })).toMatchObject({ status: 409, body: { error: { code: 'document_error' } } });
  }, 60_000);
});

describe('redrive', () => {
  it('completes a document whose step was throttled past its retries, from that step, logged with who and why', async () => {
    const spy = throttleStructurer(5);
    const { user, documentId, outcome } = await uploadAndRun();
    spy.mockRestore();
    expect(outcome.status).toBe('FAILED');
    // The execution-ended trigger marked the document failed for review, and the run redrivable.
    expect(await getDependencies().documents.get(user.sub, documentId)).toMatchObject({ extraction_status: 'failed', requires_manual_review: true });
    const failed = await runOf(outcome.executionId);
    expect(failed).toMatchObject({ state: 'failed', executionStatus: 'FAILED', atStep: 'StructureData', throttles: 5, retries: 4, failure: { step: 'StructureData', error: 'ThrottlingException' }, redrivable: true });
    expect(failed.steps.find((step) => step.step === 'StructureData')).toMatchObject({ state: 'failed', attempts: 5, error: 'ThrottlingException' });

    // A reason is required.
    expect(await asOperator(`/api/ops/runs/${outcome.executionId}/redrive`, { method: 'POST', body: { reason: ' ' } })).toMatchObject({ status: 400 });
    expect(await asOperator(`/api/ops/runs/${outcome.executionId}/redrive`, { method: 'POST', body: {} })).toMatchObject({ status: 400 });

    const redriven = await asOperator(`/api/ops/runs/${outcome.executionId}/redrive`, { method: 'POST', body: { reason } });
    expect(redriven).toMatchObject({ status: 202, body: { run: { state: 'running', redriveCount: 1 } } });
    await pipeline.drain();

    const done = await runOf(outcome.executionId);
    expect(done).toMatchObject({ state: 'completed', executionStatus: 'SUCCEEDED', redriveCount: 1, failure: null });
    expect(done.redrives).toEqual([{ at: expect.any(String), operator: operator.email, reason, fromStep: 'StructureData' }]);
    // The steps before the failed one ran once; the failed one once more.
    expect(done.steps.find((step) => step.step === 'ReadDocument')?.attempts).toBe(1);
    expect(done.steps.find((step) => step.step === 'StructureData')).toMatchObject({ state: 'succeeded', attempts: 6 });
    expect(await getDependencies().documents.get(user.sub, documentId)).toMatchObject({ extraction_status: 'completed', pipeline_stage: 'done', failure_reason: null });
    // Nothing left to redrive.
    expect(await asOperator(`/api/ops/runs/${outcome.executionId}/redrive`, { method: 'POST', body: { reason } })).toMatchObject({ status: 409, body: { error: { code: 'not_failed' } } });
  }, 90_000);

  it('redrives a batch chosen by a filter, at most 100, each logged', async () => {
    const from = new Date().toISOString();
    const spy = throttleStructurer(10);
    const first = await uploadAndRun();
    const second = await uploadAndRun();
    spy.mockRestore();
    const listed = runListResponseSchema.parse((await asOperator(`/api/ops/runs?from=${encodeURIComponent(from)}&redrivable=true&step=StructureData`)).body);
    expect(listed.items.map((run: PipelineRun) => run.executionId).sort()).toEqual([first.outcome.executionId, second.outcome.executionId].sort());

    expect(await asOperator('/api/ops/redrive', { method: 'POST', body: { filter: { from }, reason, limit: 101 } })).toMatchObject({ status: 400 });
    expect(await asOperator('/api/ops/redrive', { method: 'POST', body: { filter: { from }, limit: 5 } })).toMatchObject({ status: 400 });
    const reply = await asOperator('/api/ops/redrive', { method: 'POST', body: { filter: { from, step: 'StructureData', type: 'medical_bill' }, reason } });
    expect(reply.status).toBe(202);
    const result = batchRedriveResponseSchema.parse(reply.body);
    expect(result.redriven.sort()).toEqual([first.outcome.executionId, second.outcome.executionId].sort());
    expect(result.refused).toEqual([]);
    await pipeline.drain();
    for (const { outcome } of [first, second]) {
      const run = await runOf(outcome.executionId);
      expect(run).toMatchObject({ state: 'completed', redriveCount: 1, redrives: [{ operator: operator.email, reason, fromStep: 'StructureData' }] });
    }
  }, 120_000);
});

describe('figures', () => {
  it('computes runs per minute, p50/p95 per step, failure, manual-review and throttle figures from the run records', async () => {
    const reply = await asOperator('/api/ops/figures?window=1h');
    expect(reply.status).toBe(200);
    const figures = pipelineFiguresSchema.parse(reply.body?.figures);
    expect(figures.runs).toBeGreaterThanOrEqual(5);
    expect(figures.runsPerMinute).toBeCloseTo(figures.runs / 60, 2);
    expect(figures.throttles).toBeGreaterThanOrEqual(15);
    expect(figures.failureRate).toBeGreaterThan(0);
    const read = figures.steps.find((step) => step.step === 'ReadDocument');
    expect(read?.samples).toBeGreaterThanOrEqual(5);
    expect(read?.p95Ms).toBeGreaterThanOrEqual(read?.p50Ms ?? 0);
    expect(await asOperator('/api/ops/figures?window=2y')).toMatchObject({ status: 400 });
    expect(await asOperator('/api/ops/runs?limit=500')).toMatchObject({ status: 400 });
    expect(await asOperator('/api/ops/runs?cursor=nonsense')).toMatchObject({ status: 400, body: { error: { code: 'invalid_cursor' } } });
  });
});
