import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { userReadableErrorNames } from '@fairbill/functions/src/domain/errors';
import { aslFromTemplate, buildWorkflowDefinition, DOCUMENT_ERRORS, DocumentWorkflow, pipelineTasks } from '../lib/workflow/document-workflow';
import type { AslDefinition, LocalWorkflowDefinition, PipelineTaskName } from '../lib/workflow/document-workflow';
import { createLocalPipeline, memoryExecutionStore } from '../local/pipeline';
import type { ExecutionEndedEvent, JsonValue, TaskHandler } from '../local/pipeline';

const taskNames = Object.keys(pipelineTasks) as PipelineTaskName[];

/** Replaces every Task's Resource (an ARN that differs per deployment) by its state name. */
function withoutArns(definition: AslDefinition): AslDefinition {
  const states = Object.fromEntries(
    Object.entries(definition.States).map(([name, state]) => [name, state['Type'] === 'Task' ? { ...state, Resource: `<${name}>` } : state]),
  );
  return { ...definition, States: states };
}

/** The ASL as it is deployed: the construct with real (inline) functions, synthesized by CDK. */
function deployedDefinition(): AslDefinition {
  const app = new App();
  const stack = new Stack(app, 'WorkflowTest', { env: { account: '111111111111', region: 'eu-west-1' } });
  const tasks = {} as Record<PipelineTaskName, lambda.IFunction>;
  for (const name of taskNames) {
    tasks[name] = new lambda.Function(stack, `${name}Fn`, {
      runtime: lambda.Runtime.NODEJS_20_X,
      handler: 'index.handler',
      code: lambda.Code.fromInline('exports.handler = async (event) => event;'),
    });
  }
  new DocumentWorkflow(stack, 'Workflow', { tasks });
  return aslFromTemplate(Template.fromStack(stack).toJSON(), (node) => {
    if ('Fn::GetAtt' in node) return `arn:aws:lambda:eu-west-1:111111111111:function:${String((node['Fn::GetAtt'] as string[])[0])}`;
    throw new Error(`Unexpected intrinsic ${Object.keys(node).join()}`);
  });
}

// Synthesizing costs seconds on a busy machine: once per file.
let local: LocalWorkflowDefinition;
beforeAll(() => {
  local = buildWorkflowDefinition();
}, 60_000);

describe('the document workflow', { timeout: 30_000 }, () => {

  it('runs locally exactly the ASL that CDK deploys (modulo the function ARNs)', () => {
    expect(withoutArns(local.definition)).toEqual(withoutArns(deployedDefinition()));
  }, 60_000);

  it('maps every Task state to its pipeline handler and invokes functions directly (payloadResponseOnly)', () => {
    const tasks = Object.entries(local.definition.States).filter(([, state]) => state['Type'] === 'Task');
    expect(tasks.map(([name]) => name).sort()).toEqual([...taskNames].sort());
    expect(local.taskHandlerByState).toEqual(pipelineTasks);
    for (const [name, state] of tasks) {
      expect(state['Resource']).toBe(`arn:aws:lambda:us-east-1:000000000000:function:fairbill-${pipelineTasks[name as PipelineTaskName]}`);
      // The state under `input`, and the execution's ARN for the step's run record.
      expect(state['Parameters']).toEqual({ 'input.$': '$', 'executionId.$': '$$.Execution.Id' });
    }
  });

  it('is plain JSONPath: no JSONata, no Assign', () => {
    const text = JSON.stringify(local.definition);
    expect(text).not.toContain('JSONata');
    expect(text).not.toContain('"Assign"');
  });

  it('routes a document error to MarkFailed with the error under $.error, and retries only transient errors', () => {
    const states = local.definition.States;
    // Exactly the errors whose message is written for the user: the document itself is the problem.
    expect(new Set(DOCUMENT_ERRORS)).toEqual(userReadableErrorNames);
    for (const name of taskNames.filter((task) => task !== 'MarkFailed')) {
      expect(states[name]?.['Catch']).toEqual([{ ErrorEquals: DOCUMENT_ERRORS, ResultPath: '$.error', Next: 'MarkFailed' }]);
    }
    expect(states['MarkFailed']).not.toHaveProperty('Catch');
    const retries = taskNames.map((name) => JSON.stringify(states[name]?.['Retry']));
    expect(new Set(retries).size).toBe(1);
    expect(retries[0]).toContain('Lambda.TooManyRequestsException');
    expect(retries[0]).toContain('ThrottlingException');
    expect(retries[0]).not.toContain('States.ALL');
    expect(retries[0]).not.toContain('DocumentReadError');
  });
});

describe('the local pipeline runner', { timeout: 30_000 }, () => {

  /** Each task gets the state under `input` and the execution's ARN; `calls` keeps the states. */
  function recordingTasks(overrides: Partial<Record<string, TaskHandler>> = {}) {
    const calls: { handler: string; input: JsonValue; executionId: string }[] = [];
    const loadTask = async (handlerName: string): Promise<TaskHandler> => async (event) => {
      const { input, executionId } = event as { input: JsonValue; executionId: string };
      calls.push({ handler: handlerName, input, executionId });
      const override = overrides[handlerName];
      if (override) return override(input);
      return { ...(input as Record<string, JsonValue>), [handlerName]: true };
    };
    return { calls, loadTask };
  }
  const throttled = () => Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
  const upload = { bucket: 'medical-documents', key: 'user-1/bill.pdf', size: 10, etag: 'abc' };

  it('starts from the EventBridge "Object Created" event and runs the steps in order', async () => {
    const { calls, loadTask } = recordingTasks({ 'resolve-document': async () => ({ documentId: 'doc-1', skip: false }) });
    const outcome = await createLocalPipeline(local, { loadTask }).start(upload);
    expect(outcome.status).toBe('SUCCEEDED');
    expect(calls.map((call) => call.handler)).toEqual([
      'resolve-document',
      'read-document',
      'structure-data',
      'validate-data',
      'analyze-document',
      'persist-results',
    ]);
    expect(calls[0]?.input).toMatchObject({
      'detail-type': 'Object Created',
      source: 'aws.s3',
      detail: { bucket: { name: 'medical-documents' }, object: { key: 'user-1/bill.pdf', size: 10, etag: 'abc' } },
    });
    expect(calls[1]?.input).toEqual({ documentId: 'doc-1', skip: false });
    // One execution ARN for every step, named by the execution's id.
    expect(new Set(calls.map((call) => call.executionId))).toEqual(new Set([`arn:aws:states:us-east-1:000000000000:execution:fairbill-local:${outcome.executionId}`]));
  });

  it('ends as Ignored when resolve-document says skip', async () => {
    const { calls, loadTask } = recordingTasks({ 'resolve-document': async () => ({ skip: true }) });
    const outcome = await createLocalPipeline(local, { loadTask }).start(upload);
    expect(outcome.status).toBe('SUCCEEDED');
    expect(calls.map((call) => call.handler)).toEqual(['resolve-document']);
  });

  it('hands a failing step to mark-failed with the error, and the execution ends as handled', async () => {
    const { calls, loadTask } = recordingTasks({
      'resolve-document': async () => ({ documentId: 'doc-2', skip: false }),
      'structure-data': async () => {
        const error = new Error('unreadable');
        error.name = 'DocumentReadError';
        throw error;
      },
    });
    const outcome = await createLocalPipeline(local, { loadTask, retryIntervalMs: 0 }).start(upload);
    expect(outcome.status).toBe('SUCCEEDED');
    expect(calls.map((call) => call.handler)).toEqual(['resolve-document', 'read-document', 'structure-data', 'mark-failed']);
    expect(calls[3]?.input).toMatchObject({ documentId: 'doc-2', error: { Error: 'DocumentReadError', Cause: expect.stringContaining('unreadable') } });
  });

  it('retries a step that a service throttled, then carries on (no mark-failed)', async () => {
    let readAttempts = 0;
    const { calls, loadTask } = recordingTasks({
      'resolve-document': async () => ({ documentId: 'doc-3', skip: false }),
      'read-document': async (input) => {
        readAttempts += 1;
        if (readAttempts === 1) {
          const error = new Error('Rate exceeded');
          error.name = 'ThrottlingException';
          throw error;
        }
        return input;
      },
    });
    const outcome = await createLocalPipeline(local, { loadTask, retryIntervalMs: 0 }).start(upload);
    expect(outcome.status).toBe('SUCCEEDED');
    expect(readAttempts).toBe(2);
    expect(calls.map((call) => call.handler)).not.toContain('mark-failed');
    expect(calls.at(-1)?.handler).toBe('persist-results');
  });

  it('fails the execution at a step that failed for another reason than its document (no mark-failed), as EventBridge reports it', async () => {
    const { calls, loadTask } = recordingTasks({
      'resolve-document': async () => {
        throw new Error('no table');
      },
    });
    const ended: ExecutionEndedEvent[] = [];
    const outcome = await createLocalPipeline(local, { loadTask, retryIntervalMs: 0, onExecutionFailed: async (event) => void ended.push(event) }).start(upload);
    expect(outcome.status).toBe('FAILED');
    expect(calls.map((call) => call.handler)).toEqual(['resolve-document']);
    // As EventBridge does in AWS: the execution-ended trigger gets the execution's input, the S3 event.
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ source: 'aws.states', 'detail-type': 'Step Functions Execution Status Change', detail: { status: 'FAILED', executionArn: calls[0]?.executionId } });
    expect(JSON.parse(ended[0]?.detail.input ?? '{}')).toMatchObject({ detail: { bucket: { name: 'medical-documents' }, object: { key: 'user-1/bill.pdf' } } });
  });

  it('fails the execution when mark-failed itself fails', async () => {
    const { loadTask } = recordingTasks({
      'resolve-document': async () => {
        throw Object.assign(new Error('unreadable'), { name: 'DocumentReadError' });
      },
      'mark-failed': async () => {
        throw new Error('still no table');
      },
    });
    expect((await createLocalPipeline(local, { loadTask, retryIntervalMs: 0, onExecutionFailed: async () => undefined }).start(upload)).status).toBe('FAILED');
  });

  it('redrives a step throttled past its retries from that step, with its stored input, under the same ARN (as RedriveExecution)', async () => {
    let structureAttempts = 0;
    const { calls, loadTask } = recordingTasks({
      'resolve-document': async () => ({ documentId: 'doc-4', skip: false }),
      'structure-data': async (input) => {
        structureAttempts += 1;
        // 1 + the 4 retries of the service retrier: then the execution fails at StructureData.
        if (structureAttempts <= 5) throw throttled();
        return input;
      },
    });
    const pipeline = createLocalPipeline(local, { loadTask, retryIntervalMs: 0, executions: memoryExecutionStore(), onExecutionFailed: async () => undefined });
    const failed = await pipeline.start(upload);
    expect(failed.status).toBe('FAILED');
    expect(structureAttempts).toBe(5);
    expect(calls.map((call) => call.handler)).not.toContain('mark-failed');
    const arn = calls[0]?.executionId ?? '';
    const before = calls.length;

    const { outcome } = await pipeline.redrive(arn);
    expect(await outcome).toMatchObject({ executionId: failed.executionId, status: 'SUCCEEDED' });
    // From the failed step on, with what it was given the first time; the steps before do not run again.
    expect(calls.slice(before).map((call) => call.handler)).toEqual(['structure-data', 'validate-data', 'analyze-document', 'persist-results']);
    expect(calls[before]?.input).toEqual(calls[before - 1]?.input);
    expect(new Set(calls.slice(before).map((call) => call.executionId))).toEqual(new Set([arn]));
    // Done: nothing left to redrive.
    await expect(pipeline.redrive(arn)).rejects.toMatchObject({ name: 'ExecutionDoesNotExist' });
  });

  it('refuses to redrive an unknown execution or one that is being redriven', async () => {
    let release: () => void = () => undefined;
    const { calls, loadTask } = recordingTasks({
      'resolve-document': async () => ({ documentId: 'doc-5', skip: false }),
      'read-document': async (input) => {
        if (calls.filter((call) => call.handler === 'read-document').length === 1) throw new Error('bug');
        await new Promise<void>((resolve) => (release = resolve));
        return input;
      },
    });
    const pipeline = createLocalPipeline(local, { loadTask, retryIntervalMs: 0, onExecutionFailed: async () => undefined });
    await pipeline.start(upload);
    await expect(pipeline.redrive('arn:aws:states:us-east-1:000000000000:execution:fairbill-local:nope')).rejects.toMatchObject({ name: 'ExecutionDoesNotExist' });
    const arn = calls[0]?.executionId ?? '';
    const { outcome } = await pipeline.redrive(arn);
    await expect(pipeline.redrive(arn)).rejects.toMatchObject({ name: 'ExecutionNotRedrivable' });
    await vi.waitFor(() => expect(calls.filter((call) => call.handler === 'read-document')).toHaveLength(2));
    release();
    expect((await outcome).status).toBe('SUCCEEDED');
  });

  it('runs at most `concurrency` executions at once', async () => {
    let running = 0;
    let peak = 0;
    const { loadTask } = recordingTasks({
      'resolve-document': async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
        return { skip: true };
      },
    });
    const pipeline = createLocalPipeline(local, { loadTask, concurrency: 2 });
    await Promise.all(Array.from({ length: 5 }, () => pipeline.start(upload)));
    await pipeline.drain();
    expect(peak).toBe(2);
  });
});
