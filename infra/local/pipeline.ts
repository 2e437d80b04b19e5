import './polyfills';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StateMachine } from 'aws-local-stepfunctions';
import type { StateMachineDefinition } from 'aws-local-stepfunctions';
import type { LocalWorkflowDefinition } from '../lib/workflow/document-workflow';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from './config';
import { loadHandler } from './handler-modules';
import { lambdaContext } from './lambda-context';
import { log } from './log';
import type { ObjectCreated } from '@fairbill/emulators/s3-local';

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
  /**
   * Step Functions' RedriveExecution: the failed execution restarts from its failed state with
   * that state's stored input, under the same ARN. Throws a RedriveRefused when it cannot (the
   * `name` Step Functions gives); else queues it and hands back its outcome.
   */
  redrive(executionArn: string): Promise<{ outcome: Promise<ExecutionOutcome> }>;
  /** Waits for queued and running executions (used on shutdown). */
  drain(): Promise<void>;
  /** Settles once the start-up warm-up is over (at once when there is none); never rejects. */
  warmedUp: Promise<void>;
}

export interface ExecutionOutcome {
  executionId: string;
  status: 'SUCCEEDED' | 'FAILED';
  durationMs: number;
}

/** What the runner keeps of an execution that failed, as Step Functions does, for a redrive. */
export interface FailedExecution {
  executionArn: string;
  executionId: string;
  /** The execution's own input (the S3 event), for the execution-ended event. */
  input: JsonValue;
  failedState: string;
  /** The failed state's raw input: where a redrive starts again. */
  failedStateInput: JsonValue;
  redriveCount: number;
  status: 'FAILED' | 'REDRIVING';
}

/** Where failed executions are kept: memory (tests), or files under the data folder (the stack). */
export interface ExecutionStore {
  get(executionId: string): Promise<FailedExecution | null>;
  put(execution: FailedExecution): Promise<void>;
  delete(executionId: string): Promise<void>;
}

export function memoryExecutionStore(): ExecutionStore {
  const executions = new Map<string, FailedExecution>();
  return {
    get: async (executionId) => executions.get(executionId) ?? null,
    put: async (execution) => void executions.set(execution.executionId, execution),
    delete: async (executionId) => void executions.delete(executionId),
  };
}

/** One JSON file per failed execution: a redrive works across restarts, as in AWS (14 days there). */
export function fileExecutionStore(dir: string): ExecutionStore {
  const file = (executionId: string) => join(dir, `${executionId.replace(/[^A-Za-z0-9_-]/g, '_')}.json`);
  return {
    get: async (executionId) => {
      const text = await readFile(file(executionId), 'utf8').catch(() => null);
      return text === null ? null : (JSON.parse(text) as FailedExecution);
    },
    put: async (execution) => {
      await mkdir(dir, { recursive: true });
      await writeFile(file(execution.executionId), JSON.stringify(execution));
    },
    delete: async (executionId) => rm(file(executionId), { force: true }),
  };
}

/** Step Functions' refusal of a redrive, by its error name. */
export class RedriveRefused extends Error {
  constructor(name: 'ExecutionDoesNotExist' | 'ExecutionNotRedrivable', message: string) {
    super(message);
    this.name = name;
  }
}

const executionArnOf = (executionId: string) => `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:execution:fairbill-local:${executionId}`;

/**
 * Runs the CDK-generated state machine with aws-local-stepfunctions, each Task state mapped to the
 * pipeline handler that runs as its Lambda in AWS. Executions run with a small concurrency: the
 * local reader (OCR) is CPU-heavy. Logs carry execution ids, statuses and timings only.
 */
export type TaskHandler = (input: JsonValue) => Promise<unknown>;

const loadPipelineHandler = async (handlerName: string): Promise<TaskHandler> => {
  const handler = await loadHandler<JsonValue, unknown>('pipeline', handlerName);
  // The context a Lambda gets (Powertools puts it in each log line); locally nothing cuts a task short.
  return (input) => handler(input, lambdaContext(`fairbill-pipeline-${handlerName}`, 900_000));
};

/**
 * A one-page PDF whose text layer (Helvetica, no embedded font) is `text`: enough for the local
 * reader to take its text path, which starts no OCR worker.
 */
export function textLayerPdf(text: string): Uint8Array {
  const escaped = text.replace(/[\\()]/g, (character) => `\\${character}`);
  const content = `BT /F1 12 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

/**
 * Loads what the local reader and structurer load on their first document (the reader module,
 * pdf.js and its worker module, the standard font data, the structurer's rules) by reading and
 * structuring a one-line text PDF through the same factories the task handlers use. Module state
 * is shared, so the first real PDF skips that cost (about 1-2 s on 2 cores). Nothing is written
 * anywhere. OCR workers belong to each reader instance and cannot be started from here.
 */
export async function warmUpLocalReading(env: Record<string, string | undefined> = process.env): Promise<void> {
  // The AWS adapters (Textract, Bedrock) load nothing heavy locally: nothing to warm.
  if ((env['READER'] ?? 'local') !== 'local') return;
  const { createReader, createStructurer } = await import('@fairbill/functions/src/adapters/create-dependencies');
  const reading = await createReader({ READER: 'local', STRUCTURER: 'local' }).read({
    bytes: textLayerPdf('FairBill local pipeline warm-up. Amount Due: $0.00'),
    contentType: 'application/pdf',
    documentType: 'medical_bill',
  });
  if ((env['STRUCTURER'] ?? 'local') !== 'local') return;
  await createStructurer({ READER: 'local', STRUCTURER: 'local' }).structure({ reading, documentType: 'medical_bill' });
}

export function createLocalPipeline(
  workflow: LocalWorkflowDefinition,
  options: {
    concurrency?: number;
    retryIntervalMs?: number;
    /** Resolves a pipeline handler file name to its function (default: functions/src/handlers/pipeline). */
    loadTask?: (handlerName: string) => Promise<TaskHandler>;
    /**
     * Right after creation, in the background: load every task handler (`loadTask`), then run
     * `warmUpReading`, so the first upload after a start does not pay for module loading. Default:
     * on with the real handlers, off when `loadTask` is given. Executions never wait for it.
     */
    warmUp?: boolean;
    /** The warm-up's second part (default: warmUpLocalReading). */
    warmUpReading?: () => Promise<void>;
    /**
     * After the warm-up, in the background: the orphan sweep AWS runs every hour, over every object
     * (uploads and artifacts whose document is gone). Default: on with the real handlers.
     */
    sweepOrphans?: boolean;
    /**
     * An execution that failed (not a document that failed: those end in MarkFailed): what the
     * EventBridge rule on the state machine does in AWS. Default: the execution-ended trigger with
     * the real handlers, nothing when `loadTask` is given.
     */
    onExecutionFailed?: (event: ExecutionEndedEvent) => Promise<void>;
    /** An execution that succeeded: a document was read (the local stack sweeps the reminders soon after). */
    onExecutionSucceeded?: () => void;
    /** Where failed executions are kept for a redrive (default: memory). */
    executions?: ExecutionStore;
  } = {},
): LocalPipeline {
  const stateMachine = new StateMachine(workflow.definition as unknown as StateMachineDefinition);
  // A redrive starts at the failed state: the same definition with another StartAt (its states
  // before are unreachable there, so not validated again), built once per state.
  const redriveMachines = new Map<string, StateMachine>();
  const machineFrom = (state: string | null): StateMachine => {
    if (state === null) return stateMachine;
    let machine = redriveMachines.get(state);
    if (!machine) {
      machine = new StateMachine({ ...workflow.definition, StartAt: state } as unknown as StateMachineDefinition, { validationOptions: { noValidate: true } });
      redriveMachines.set(state, machine);
    }
    return machine;
  };
  const executions = options.executions ?? memoryExecutionStore();
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

  const withRealHandlers = options.loadTask === undefined;
  const warmedUp = (options.warmUp ?? withRealHandlers) ? warmUp(loadTask, workflow, options.warmUpReading ?? warmUpLocalReading) : Promise.resolve();
  if (options.sweepOrphans ?? withRealHandlers) void warmedUp.then(sweepOrphansOnce);
  const onExecutionFailed = options.onExecutionFailed ?? (withRealHandlers ? handleEndedExecution : undefined);

  const concurrency = options.concurrency ?? 2;
  let running = 0;
  const queue: (() => void)[] = [];
  const inFlight = new Set<Promise<unknown>>();

  /** One execution, from its start or (a redrive) from a failed state; a failure is kept for a redrive. */
  const execute = async (run: { executionId: string; input: JsonValue; startAt: string | null; stateInput: JsonValue; redriveCount: number }): Promise<ExecutionOutcome> => {
    const { executionId } = run;
    const executionArn = executionArnOf(executionId);
    const startedAt = Date.now();
    let failedState: { name: string; input: JsonValue } | null = null;
    try {
      const execution = machineFrom(run.startAt).run(run.stateInput, {
        overrides: { taskResourceLocalHandlers, ...(retryIntervalOverrides ? { retryIntervalOverrides } : {}) },
        // `$$.Execution.Id` in the tasks' Parameters: the ARN the run records are keyed by.
        context: { Execution: { Id: executionArn, Name: executionId, RedriveCount: run.redriveCount } },
      });
      const watching = (async () => {
        for await (const event of execution.eventLogs as AsyncIterable<{ type: string; state?: { name: string; input: JsonValue } }>) {
          if (event.type === 'StateFailed' && event.state) failedState = { name: event.state.name, input: event.state.input };
        }
      })();
      await execution.result.finally(() => watching);
      const outcome = { executionId, status: 'SUCCEEDED' as const, durationMs: Date.now() - startedAt };
      log(`pipeline execution ${executionId} ${outcome.status} in ${outcome.durationMs} ms`);
      if (run.redriveCount > 0) await executions.delete(executionId);
      options.onExecutionSucceeded?.();
      return outcome;
    } catch (error) {
      // Only the error's class: messages may quote document content.
      const name = error instanceof Error ? error.name : 'UnknownError';
      const outcome = { executionId, status: 'FAILED' as const, durationMs: Date.now() - startedAt };
      log(`pipeline execution ${executionId} FAILED (${name}) in ${outcome.durationMs} ms`);
      const failed = failedState as { name: string; input: JsonValue } | null;
      // Kept for a redrive; losing it must not keep the execution-ended trigger from its document.
      if (failed) {
        await executions
          .put({ executionArn, executionId, input: run.input, failedState: failed.name, failedStateInput: failed.input, redriveCount: run.redriveCount, status: 'FAILED' })
          .catch((stored: unknown) => log(`execution ${executionId} not kept for a redrive (${stored instanceof Error ? stored.name : 'UnknownError'})`));
      }
      await onExecutionFailed?.({
        'detail-type': 'Step Functions Execution Status Change',
        source: 'aws.states',
        detail: { status: 'FAILED', executionArn, input: JSON.stringify(run.input) },
      });
      return outcome;
    }
  };

  const runOne = (object: ObjectCreated): Promise<ExecutionOutcome> => {
    const input = objectCreatedEvent(object) as JsonValue & Record<string, JsonValue>;
    return execute({ executionId: String(input['id']), input, startAt: null, stateInput: input, redriveCount: 0 });
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

  const queued = (run: () => Promise<ExecutionOutcome>): Promise<ExecutionOutcome> => {
    const execution = acquire().then(run).finally(release);
    inFlight.add(execution);
    void execution.finally(() => inFlight.delete(execution));
    return execution;
  };

  return {
    start(object) {
      return queued(() => runOne(object));
    },
    async redrive(executionArn) {
      const executionId = executionArn.split(':').at(-1) ?? '';
      const failed = await executions.get(executionId);
      if (!failed || failed.executionArn !== executionArn) throw new RedriveRefused('ExecutionDoesNotExist', 'No failed execution has this ARN.');
      if (failed.status !== 'FAILED') throw new RedriveRefused('ExecutionNotRedrivable', 'The execution is being redriven already.');
      await executions.put({ ...failed, status: 'REDRIVING' });
      log(`pipeline execution ${executionId} redriven from ${failed.failedState}`);
      const outcome = queued(() => execute({ executionId, input: failed.input, startAt: failed.failedState, stateInput: failed.failedStateInput, redriveCount: failed.redriveCount + 1 }));
      return { outcome };
    },
    async drain() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    warmedUp,
  };
}

/** The scheduled sweep's handler over every object; counts are logged (a failure by its class only). */
/** What EventBridge sends when an execution of the state machine ends without success. */
export type ExecutionEndedEvent = {
  'detail-type': 'Step Functions Execution Status Change';
  source: 'aws.states';
  detail: { status: 'FAILED' | 'TIMED_OUT' | 'ABORTED'; executionArn: string; input: string };
};

/** The execution-ended trigger, as AWS runs it; a failure is logged (its class only). */
async function handleEndedExecution(event: ExecutionEndedEvent): Promise<void> {
  try {
    const handler = await loadHandler<ExecutionEndedEvent, unknown>('triggers', 'execution-ended');
    await handler(event, lambdaContext('fairbill-trigger-execution-ended'));
  } catch (error) {
    log(`execution-ended trigger stopped (${error instanceof Error ? error.name : 'UnknownError'})`);
  }
}

/** The stale-document sweep's handler, as the AWS schedule runs it; a count is logged (a failure by its class only). */
export async function sweepStaleDocumentsOnce(): Promise<void> {
  try {
    const sweep = await loadHandler<Record<string, never>, { failed: number }>('triggers', 'fail-stale-documents');
    const { failed } = await sweep({}, lambdaContext('fairbill-trigger-fail-stale-documents', 300_000));
    if (failed > 0) log(`${failed} document(s) processing past the pipeline timeout marked failed`);
  } catch (error) {
    log(`stale-document sweep stopped (${error instanceof Error ? error.name : 'UnknownError'})`);
  }
}

export async function sweepOrphansOnce(): Promise<void> {
  try {
    const sweep = await loadHandler<Record<string, never>, { uploads: number; artifacts: number }>('triggers', 'sweep-orphan-objects');
    const removed = await sweep({}, lambdaContext('fairbill-trigger-sweep-orphan-objects', 300_000));
    if (removed.uploads + removed.artifacts > 0) log(`removed ${removed.uploads} upload(s) and ${removed.artifacts} artifact(s) whose document is gone`);
  } catch (error) {
    log(`orphan sweep stopped (${error instanceof Error ? error.name : 'UnknownError'})`);
  }
}

/** One handler at a time, then the reading libraries; a failure is logged (its class only) and ends it. */
async function warmUp(loadTask: (handlerName: string) => Promise<TaskHandler>, workflow: LocalWorkflowDefinition, warmUpReading: () => Promise<void>): Promise<void> {
  // A macrotask later: creating the pipeline stays as cheap as it was.
  await new Promise((resolve) => setImmediate(resolve));
  const startedAt = Date.now();
  try {
    for (const handlerName of new Set(Object.values(workflow.taskHandlerByState))) await loadTask(handlerName);
    await warmUpReading();
    log(`pipeline warmed up in ${Date.now() - startedAt} ms`);
  } catch (error) {
    log(`pipeline warm-up stopped (${error instanceof Error ? error.name : 'UnknownError'}) after ${Date.now() - startedAt} ms`);
  }
}
