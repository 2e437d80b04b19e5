import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { aslFromTemplate, buildWorkflowDefinition, DocumentWorkflow, pipelineTasks } from '../lib/workflow/document-workflow';
import type { AslDefinition, LocalWorkflowDefinition, PipelineTaskName } from '../lib/workflow/document-workflow';
import { createLocalPipeline } from '../local/pipeline';
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
      expect(state).not.toHaveProperty('Parameters');
    }
  });

  it('is plain JSONPath: no JSONata, no Assign', () => {
    const text = JSON.stringify(local.definition);
    expect(text).not.toContain('JSONata');
    expect(text).not.toContain('"Assign"');
  });

  it('routes every step failure to MarkFailed with the error under $.error, and retries only transient errors', () => {
    const states = local.definition.States;
    for (const name of taskNames.filter((task) => task !== 'MarkFailed')) {
      expect(states[name]?.['Catch']).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'MarkFailed' }]);
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

  function recordingTasks(overrides: Partial<Record<string, TaskHandler>> = {}) {
    const calls: { handler: string; input: JsonValue }[] = [];
    const loadTask = async (handlerName: string): Promise<TaskHandler> => async (input) => {
      calls.push({ handler: handlerName, input });
      const override = overrides[handlerName];
      if (override) return override(input);
      return { ...(input as Record<string, JsonValue>), [handlerName]: true };
    };
    return { calls, loadTask };
  }
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

  it('fails the execution only when mark-failed itself fails', async () => {
    const { loadTask } = recordingTasks({
      'resolve-document': async () => {
        throw new Error('no table');
      },
      'mark-failed': async () => {
        throw new Error('still no table');
      },
    });
    const ended: ExecutionEndedEvent[] = [];
    const outcome = await createLocalPipeline(local, { loadTask, retryIntervalMs: 0, onExecutionFailed: async (event) => void ended.push(event) }).start(upload);
    expect(outcome.status).toBe('FAILED');
    // As EventBridge does in AWS: the execution-ended trigger gets the execution's input, the S3 event.
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ source: 'aws.states', 'detail-type': 'Step Functions Execution Status Change', detail: { status: 'FAILED' } });
    expect(JSON.parse(ended[0]?.detail.input ?? '{}')).toMatchObject({ detail: { bucket: { name: 'medical-documents' }, object: { key: 'user-1/bill.pdf' } } });
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
