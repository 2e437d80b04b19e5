import './polyfills';
import { randomUUID } from 'node:crypto';
import { StateMachine } from 'aws-local-stepfunctions';
import type { StateMachineDefinition } from 'aws-local-stepfunctions';
import type { LocalWorkflowDefinition } from '../lib/workflow/document-workflow';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from './config';
import { loadHandler } from './handler-modules';
import { log } from './log';
import type { ObjectCreated } from './s3-local';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The EventBridge "Object Created" event S3 sends in AWS: the state machine's input. */
export function objectCreatedEvent(object: ObjectCreated): Record<string, unknown> {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Object Created',
    source: 'aws.s3',
    account: LOCAL_ACCOUNT_ID,
    time: new Date().toISOString(),
    region: LOCAL_REGION,
    resources: [`arn:aws:s3:::${object.bucket}`],
    detail: {
      version: '0',
      bucket: { name: object.bucket },
      object: {
        key: object.key,
        size: object.size,
        ...(object.etag ? { etag: object.etag } : {}),
        ...(object.sequencer ? { sequencer: object.sequencer } : {}),
      },
      'request-id': randomUUID(),
      requester: LOCAL_ACCOUNT_ID,
      reason: 'PutObject',
    },
  };
}

export interface LocalPipeline {
  /** Queues an execution for an uploaded object; resolves when that execution has finished. */
  start(object: ObjectCreated): Promise<ExecutionOutcome>;
  /** Waits for queued and running executions (used on shutdown). */
  drain(): Promise<void>;
}

export interface ExecutionOutcome {
  executionId: string;
  status: 'SUCCEEDED' | 'FAILED';
  durationMs: number;
}

/**
 * Runs the CDK-generated state machine with aws-local-stepfunctions, each Task state mapped to the
 * pipeline handler that runs as its Lambda in AWS. Executions run with a small concurrency: the
 * local reader (OCR) is CPU-heavy. Logs carry execution ids, statuses and timings only.
 */
export type TaskHandler = (input: JsonValue) => Promise<unknown>;

const loadPipelineHandler = async (handlerName: string): Promise<TaskHandler> => {
  const handler = await loadHandler<JsonValue, unknown>('pipeline', handlerName);
  return (input) => handler(input, undefined as never);
};

export function createLocalPipeline(
  workflow: LocalWorkflowDefinition,
  options: {
    concurrency?: number;
    retryIntervalMs?: number;
    /** Resolves a pipeline handler file name to its function (default: functions/src/handlers/pipeline). */
    loadTask?: (handlerName: string) => Promise<TaskHandler>;
  } = {},
): LocalPipeline {
  const stateMachine = new StateMachine(workflow.definition as unknown as StateMachineDefinition);
  const loadTask = options.loadTask ?? loadPipelineHandler;
  const taskResourceLocalHandlers = Object.fromEntries(
    Object.entries(workflow.taskHandlerByState).map(([stateName, handlerName]) => [
      stateName,
      async (input: JsonValue): Promise<JsonValue> => {
        const handler = await loadTask(handlerName);
        // JSON round trip: Step Functions passes JSON between states, never object identity.
        return JSON.parse(JSON.stringify((await handler(input)) ?? null)) as JsonValue;
      },
    ]),
  );
  const retryIntervalOverrides =
    options.retryIntervalMs === undefined
      ? undefined
      : Object.fromEntries(Object.keys(workflow.taskHandlerByState).map((name) => [name, options.retryIntervalMs ?? 0]));

  const concurrency = options.concurrency ?? 2;
  let running = 0;
  const queue: (() => void)[] = [];
  const inFlight = new Set<Promise<unknown>>();

  const runOne = async (object: ObjectCreated): Promise<ExecutionOutcome> => {
    const input = objectCreatedEvent(object);
    const executionId = String(input['id']);
    const startedAt = Date.now();
    try {
      const execution = stateMachine.run(input as JsonValue, {
        overrides: { taskResourceLocalHandlers, ...(retryIntervalOverrides ? { retryIntervalOverrides } : {}) },
      });
      await execution.result;
      const outcome = { executionId, status: 'SUCCEEDED' as const, durationMs: Date.now() - startedAt };
      log(`pipeline execution ${executionId} ${outcome.status} in ${outcome.durationMs} ms`);
      return outcome;
    } catch (error) {
      // Only the error's class: messages may quote document content.
      const name = error instanceof Error ? error.name : 'UnknownError';
      const outcome = { executionId, status: 'FAILED' as const, durationMs: Date.now() - startedAt };
      log(`pipeline execution ${executionId} FAILED (${name}) in ${outcome.durationMs} ms`);
      return outcome;
    }
  };

  const acquire = (): Promise<void> => {
    if (running < concurrency) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) =>
      queue.push(() => {
        running += 1;
        resolve();
      }),
    );
  };
  const release = (): void => {
    running -= 1;
    queue.shift()?.();
  };

  return {
    start(object) {
      const execution = acquire()
        .then(() => runOne(object))
        .finally(release);
      inFlight.add(execution);
      void execution.finally(() => inFlight.delete(execution));
      return execution;
    },
    async drain() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
