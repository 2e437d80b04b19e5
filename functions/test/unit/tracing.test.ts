import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import xray from 'aws-xray-sdk-core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { HttpEvent } from '../../src/handlers/http/middleware';
import { forbidInLogs } from '../support/log-guard';

// Issue 15: every FairBill Lambda runs Powertools' captureLambdaHandler in its Middy chain. Here
// tracing is on, as the Lambda runtime turns it on (its own variables below), and each invocation runs in
// an X-Ray context holding a segment of the test's own, standing in for Lambda's: nothing is sent
// anywhere, the test reads what the segment recorded. A trace may hold what a log line may hold
// (Decision 1): never an extracted value, a file name or an error's message.

const lambdaEnv = {
  AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
  AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
  _HANDLER: 'index.handler',
  POWERTOOLS_SERVICE_NAME: 'fairbill-trace-test',
};
const saved = Object.fromEntries(Object.keys(lambdaEnv).map((name) => [name, process.env[name]]));
Object.assign(process.env, lambdaEnv);
vi.resetModules();
const { tracer, tracedClient } = await import('../../src/lib/tracer');
const { triggerHandler } = await import('../../src/handlers/triggers/trigger');
const { pipelineTask } = await import('../../src/handlers/pipeline/task');
const { httpHandler, json } = await import('../../src/handlers/http/middleware');

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  vi.resetModules();
});

// What a document and its run carry: none of it may reach a trace (nor a log line).
const FILE_KEY = 'user-1/bill-2026-01-31-1769817600000-Jane-Roe-oncology-invoice.pdf';
const PATIENT = 'Jane Roe';
const AMOUNT = '4321.09';
forbidInLogs(PATIENT, AMOUNT, 'oncology-invoice');

const context = { functionName: 'fairbill-trace-test', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 1_000 } as unknown as Context;

/** An S3 client whose calls never leave the process: every request gets an empty 200. */
function offlineS3(): S3Client {
  return new S3Client({
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    requestHandler: { handle: async () => ({ response: { statusCode: 200, headers: { 'x-amz-request-id': 'REQ123' }, body: new Uint8Array() } }) },
  });
}

type Recorded = { name: string; annotations?: Record<string, unknown>; metadata?: unknown; error?: boolean; fault?: boolean; cause?: unknown; aws?: Record<string, unknown>; subsegments?: Recorded[] };

/** Runs `invoke` as Lambda runs a handler, under a segment of its own; returns what the segment recorded. */
async function traced(invoke: () => Promise<unknown>): Promise<{ outcome: unknown; segment: Recorded; text: string }> {
  const segment = new xray.Segment('fairbill-trace-test');
  const outcome = await xray.getNamespace().runPromise(async () => {
    xray.setSegment(segment);
    return invoke().catch((error: unknown) => error);
  });
  const text = JSON.stringify(segment);
  return { outcome, segment: JSON.parse(text) as Recorded, text };
}

const handlerSubsegment = (segment: Recorded): Recorded => {
  const found = segment.subsegments?.find((sub) => sub.name === '## index.handler');
  expect(found, 'the invocation\'s subsegment').toBeDefined();
  return found!;
};

const expectNoPersonalData = (text: string) => {
  for (const value of [PATIENT, AMOUNT, 'oncology-invoice', FILE_KEY]) expect(text).not.toContain(value);
};

describe('tracing in every FairBill Lambda (Powertools Tracer through Middy)', () => {
  it('annotates the cold start and the service, records the SDK calls by operation only, and keeps no response', async () => {
    const s3 = tracedClient(offlineS3());
    const handler = triggerHandler(async () => {
      await s3.send(new HeadObjectCommand({ Bucket: 'fairbill-documents', Key: FILE_KEY }));
      return { patientName: PATIENT, totalAmount: AMOUNT };
    });
    const first = await traced(() => handler({}, context));
    expect(first.outcome).toEqual({ patientName: PATIENT, totalAmount: AMOUNT });
    const invocation = handlerSubsegment(first.segment);
    expect(invocation.annotations).toEqual({ ColdStart: true, Service: 'fairbill-trace-test' });
    expect(invocation.metadata).toBeUndefined();
    const call = invocation.subsegments?.find((sub) => sub.name === 'S3');
    expect(call?.aws).toMatchObject({ operation: 'HeadObject', region: 'us-east-1', request_id: 'REQ123' });
    expect(Object.keys(call?.aws ?? {}).sort()).toEqual(['operation', 'region', 'request_id', 'retries']);
    expectNoPersonalData(first.text);

    const second = await traced(() => handler({}, context));
    expect(handlerSubsegment(second.segment).annotations).toEqual({ ColdStart: false, Service: 'fairbill-trace-test' });
  });

  it('marks a pipeline task that throws as failed without keeping its error\'s message', async () => {
    const handler = pipelineTask('TraceStep', async () => {
      throw new SyntaxError(`Unexpected token in JSON: "${PATIENT} ${AMOUNT}"`);
    });
    const { outcome, segment, text } = await traced(() => handler({}, context));
    expect(outcome).toBeInstanceOf(SyntaxError);
    const invocation = handlerSubsegment(segment);
    expect(invocation).toMatchObject({ error: true, annotations: { Service: 'fairbill-trace-test' } });
    expect(invocation.cause).toBeUndefined();
    expectNoPersonalData(text);
  });

  it('closes a route\'s subsegment when the error mapping answers, flagging a 500 but not a refusal', async () => {
    const event = (routeKey: string) => ({ headers: {}, requestContext: { requestId: 'r1' }, routeKey }) as unknown as HttpEvent;
    const failing = httpHandler(async () => {
      throw new Error(`${PATIENT} owes ${AMOUNT}`);
    });
    const failed = await traced(() => failing(event('GET /api/totals'), context));
    expect(failed.outcome).toMatchObject({ statusCode: 500 });
    const invocation = handlerSubsegment(failed.segment);
    expect(invocation).toMatchObject({ error: true });
    expect(invocation).not.toHaveProperty('in_progress');
    expect(invocation.cause).toBeUndefined();
    expectNoPersonalData(failed.text);

    const served = await traced(() => httpHandler(async () => json(200, { patientName: PATIENT }))(event('GET /api/totals'), context));
    expect(served.outcome).toMatchObject({ statusCode: 200 });
    expect(handlerSubsegment(served.segment)).not.toHaveProperty('error');
    expectNoPersonalData(served.text);
  });

  it('is the same tracer whatever the environment asks to capture', () => {
    expect(tracer.isTracingEnabled()).toBe(true);
    expect(tracer).toMatchObject({ captureResponse: false, captureError: false, captureHTTPsRequests: false });
  });
});

describe('tracing off the Lambda runtime (the local stack, the other tests)', () => {
  it.each([
    ['without the Lambda runtime', {}],
    ['when POWERTOOLS_TRACE_ENABLED is false', { AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x', POWERTOOLS_TRACE_ENABLED: 'false' }],
  ])('is off %s, and leaves the SDK clients as they are', async (_, env: Record<string, string>) => {
    delete process.env.AWS_EXECUTION_ENV;
    Object.assign(process.env, env);
    try {
      vi.resetModules();
      const local = await import('../../src/lib/tracer');
      expect(local.tracer.isTracingEnabled()).toBe(false);
      const client = offlineS3();
      const before = client.middlewareStack.identify();
      expect(local.tracedClient(client)).toBe(client);
      expect(client.middlewareStack.identify()).toEqual(before);
    } finally {
      for (const name of Object.keys(env)) delete process.env[name];
    }
  });
});
