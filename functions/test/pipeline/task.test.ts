import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { capturedLogs } from '../support/log-guard';

// The local stack turns metrics off (POWERTOOLS_METRICS_DISABLED); here they are on, as in AWS,
// in modules of their own.
process.env.POWERTOOLS_METRICS_DISABLED = 'false';
vi.resetModules();
const { pipelineTask } = await import('../../src/handlers/pipeline/task');
const { logger } = await import('../../src/lib/logger');

const context = (awsRequestId: string): Context =>
  ({ functionName: 'fairbill-pipeline-test', functionVersion: '$LATEST', invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:test', memoryLimitInMB: '512', awsRequestId, logGroupName: '/aws/lambda/test', logStreamName: 'local', getRemainingTimeInMillis: () => 1_000 }) as Context;

/** The JSON lines written since `from`: Powertools' log lines and its metrics (CloudWatch EMF). */
const linesSince = (from: number) =>
  capturedLogs()
    .slice(from)
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('pipelineTask (the Powertools middlewares of every pipeline handler)', () => {
  it("logs with the Lambda context and publishes the step's duration and flags once, when it returns", async () => {
    const from = capturedLogs().length;
    const handler = pipelineTask('TestStep', async () => {
      logger.appendKeys({ documentId: 'doc-1' });
      logger.info('step ran');
      return { requiresManualReview: true };
    }, (result) => ({ flaggedForReview: result.requiresManualReview }));
    expect(await handler({}, context('req-1'))).toEqual({ requiresManualReview: true });
    const lines = linesSince(from);
    expect(lines.find((line) => line.message === 'step ran')).toMatchObject({ function_request_id: 'req-1', function_name: 'fairbill-pipeline-test', documentId: 'doc-1' });
    const published = lines.filter((line) => '_aws' in line);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ DocumentsFlaggedForManualReview: 1 });
    expect(published[0]?.TestStepDuration).toEqual(expect.any(Number));

    // The next invocation starts without the keys the last one added.
    await pipelineTask('TestStep', async () => logger.info('next ran'))({}, context('req-2'));
    expect(linesSince(from).find((line) => line.message === 'next ran')).not.toHaveProperty('documentId');
  });

  it("publishes the step's duration when it throws too", async () => {
    const from = capturedLogs().length;
    const handler = pipelineTask('FailingStep', async () => {
      throw new Error('boom');
    });
    await expect(handler({}, context('req-3'))).rejects.toThrow('boom');
    expect(linesSince(from).filter((line) => '_aws' in line)[0]?.FailingStepDuration).toEqual(expect.any(Number));
  });
});
