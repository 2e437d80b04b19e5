import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentTypeSchema, executionStatusSchema, pipelineStepSchema, runRedriveSchema, runStateSchema, type PipelineStep, type RunRedrive, type RunStep } from '@fairbill/shared';
import * as z from 'zod';
import type { RunEnd, RunIdentity, RunRecords, RunSearch, StepOutcome, StoredRun } from '../../domain/operations/ports';
import { executionIdOf } from '../../domain/operations/run-steps';
import { queryAll } from './client';
import { runDayPk, runLinkSk, runPk, runRedrivePrefix, runSk, userPk } from './keys';
import { equalityFilter, queryPartitions } from './partitioned-query';
import { appIndexes } from './table-definition';
import { cancellationCodes, transactWrite } from './transact';

// The run records (issue 13): one item per Step Functions execution, `RUN#<executionId>`, written
// by the pipeline tasks as each step starts and ends (UpdateItem only: each write creates the item
// if it is missing, so no step depends on another's write), and on the byRunTime index one
// partition per day of the run's start, so operators list runs newest first with Query only.
// Per step, flat attributes (`step_<Step>_state`, `_attempts`, `_ms`, `_error`): each write
// touches its own, atomically, without reading the item.

const stepAttribute = (step: PipelineStep, field: 'state' | 'attempts' | 'ms' | 'error') => `step_${step}_${field}`;

/** Builds one UpdateItem's expression; a later SET of an attribute replaces an earlier one. */
class Update {
  private readonly sets = new Map<string, { expression: string; values: string[] }>();
  private readonly adds: string[] = [];
  private readonly removes: string[] = [];
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};

  private name(attribute: string): string {
    const key = `#${attribute.replace(/[^A-Za-z0-9_]/g, '_')}`;
    this.names[key] = attribute;
    return key;
  }

  private counter = 0;

  private value(value: unknown): string {
    const key = `:v${(this.counter += 1)}`;
    this.values[key] = value;
    return key;
  }

  /** Replaces the attribute's SET; the values only the replaced one used go too (DynamoDB refuses unused ones). */
  private replaceSet(attribute: string, build: (name: string, value: (value: unknown) => string) => string): this {
    for (const key of this.sets.get(attribute)?.values ?? []) delete this.values[key];
    const used: string[] = [];
    const expression = build(this.name(attribute), (value) => {
      const key = this.value(value);
      used.push(key);
      return key;
    });
    this.sets.set(attribute, { expression, values: used });
    return this;
  }

  set(attribute: string, value: unknown): this {
    return this.replaceSet(attribute, (name, bind) => `${name} = ${bind(value)}`);
  }

  setIfMissing(attribute: string, value: unknown): this {
    return this.replaceSet(attribute, (name, bind) => `${name} = if_not_exists(${name}, ${bind(value)})`);
  }

  append(attribute: string, items: unknown[]): this {
    return this.replaceSet(attribute, (name, bind) => `${name} = list_append(if_not_exists(${name}, ${bind([])}), ${bind(items)})`);
  }

  copy(attribute: string, from: string): this {
    const source = this.name(from);
    return this.replaceSet(attribute, (name) => `${name} = ${source}`);
  }

  add(attribute: string, amount: number): this {
    this.adds.push(`${this.name(attribute)} ${this.value(amount)}`);
    return this;
  }

  remove(attribute: string): this {
    this.removes.push(this.name(attribute));
    return this;
  }

  /** A condition on the item as it was, with the same name and value tables. */
  condition(attribute: string, value: unknown): string {
    return `${this.name(attribute)} = ${this.value(value)}`;
  }

  get expression(): string {
    return [
      this.sets.size > 0 ? `SET ${[...this.sets.values()].map((part) => part.expression).join(', ')}` : '',
      this.adds.length > 0 ? `ADD ${this.adds.join(', ')}` : '',
      this.removes.length > 0 ? `REMOVE ${this.removes.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' ');
  }
}

const itemSchema = z.object({
  execution_id: z.string(),
  execution_arn: z.string(),
  document_id: z.string().nullish(),
  user_id: z.string().nullish(),
  document_type: documentTypeSchema.nullish(),
  run_id: z.string().nullish(),
  engine: z.enum(['local', 'aws']).nullish(),
  state: runStateSchema,
  execution_status: executionStatusSchema,
  at_step: pipelineStepSchema.nullish(),
  manual_review: z.boolean().nullish(),
  started_at: z.string(),
  ended_at: z.string().nullish(),
  throttles: z.number().nullish(),
  failure_error: z.string().nullish(),
  skip_reason: z.string().nullish(),
  redrive_count: z.number().nullish(),
});

function toRun(item: Record<string, unknown>): StoredRun {
  const run = itemSchema.parse(item);
  const steps: RunStep[] = pipelineStepSchema.options.flatMap((step) => {
    const state = item[stepAttribute(step, 'state')];
    if (state !== 'running' && state !== 'succeeded' && state !== 'failed') return [];
    const ms = item[stepAttribute(step, 'ms')];
    const error = item[stepAttribute(step, 'error')];
    return [{ step, state, attempts: Number(item[stepAttribute(step, 'attempts')] ?? 0), durationsMs: Array.isArray(ms) ? ms.map(Number) : [], error: typeof error === 'string' ? error : null }];
  });
  return {
    executionId: run.execution_id,
    executionArn: run.execution_arn,
    documentId: run.document_id ?? null,
    userId: run.user_id ?? null,
    documentType: run.document_type ?? null,
    runId: run.run_id ?? null,
    engine: run.engine ?? null,
    state: run.state,
    executionStatus: run.execution_status,
    atStep: run.at_step ?? null,
    manualReview: run.manual_review ?? false,
    startedAt: run.started_at,
    endedAt: run.ended_at ?? null,
    steps,
    throttles: run.throttles ?? 0,
    failureError: run.failure_error ?? null,
    skipReason: run.skip_reason ?? null,
    redriveCount: run.redrive_count ?? 0,
  };
}

/** UTC days from `to` back to `from`, newest first. */
function daysDown(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = Date.parse(to.slice(0, 10)); day >= Date.parse(from.slice(0, 10)); day -= 86_400_000) days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

/**
 * The link to a run in its user's partition (`USER#<sub>`, `RUN#<executionId>`): deleting the
 * account finds every run of the user's documents with a Query, including those of documents
 * deleted before.
 */
export const runLinkItem = (userId: string, executionId: string): Record<string, unknown> => ({
  PK: userPk(userId),
  SK: runLinkSk(executionId),
  entity: 'run-link',
  execution_id: executionId,
});

export class DynamoRunRecords implements RunRecords {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** What every write sets when the item does not exist yet: the key, the time index, the defaults. */
  private base(executionArn: string, at: Date): Update {
    const executionId = executionIdOf(executionArn);
    const startedAt = at.toISOString();
    return new Update()
      .set('entity', 'run')
      .set('execution_id', executionId)
      .set('execution_arn', executionArn)
      .setIfMissing('started_at', startedAt)
      .setIfMissing('GSI5PK', runDayPk(startedAt.slice(0, 10)))
      .setIfMissing('GSI5SK', `${startedAt}#${executionId}`)
      .setIfMissing('state', 'running')
      .setIfMissing('execution_status', 'RUNNING');
  }

  /** One write of the record; with the user known, its link in the same transaction, so a user's run is never unlinked. */
  private async send(executionArn: string, update: Update, userId?: string | null): Promise<void> {
    const executionId = executionIdOf(executionArn);
    const write = {
      TableName: this.tableName,
      Key: { PK: runPk(executionId), SK: runSk },
      UpdateExpression: update.expression,
      ExpressionAttributeNames: update.names,
      ExpressionAttributeValues: update.values,
    };
    if (!userId) {
      await this.client.send(new UpdateCommand(write));
      return;
    }
    await transactWrite(this.client, [{ Update: write }, { Put: { TableName: this.tableName, Item: runLinkItem(userId, executionId) } }]);
  }

  private static identify(update: Update, identity: RunIdentity): Update {
    if (identity.documentId) update.setIfMissing('document_id', identity.documentId);
    if (identity.userId) update.setIfMissing('user_id', identity.userId);
    if (identity.documentType) update.setIfMissing('document_type', identity.documentType);
    if (identity.runId) update.setIfMissing('run_id', identity.runId);
    return update;
  }

  async stepStarted(executionArn: string, step: PipelineStep, at: Date, identity: RunIdentity, engine: 'local' | 'aws'): Promise<void> {
    const update = DynamoRunRecords.identify(this.base(executionArn, at), identity).setIfMissing('engine', engine).set(stepAttribute(step, 'state'), 'running').add(stepAttribute(step, 'attempts'), 1);
    // MarkFailed handles another step's failure: the run stays "at" the step that failed.
    if (step !== 'MarkFailed') update.set('at_step', step);
    await this.send(executionArn, update, identity.userId);
  }

  async stepEnded(executionArn: string, step: PipelineStep, outcome: StepOutcome, identity: RunIdentity, end: RunEnd | null, at: Date): Promise<void> {
    const update = DynamoRunRecords.identify(this.base(executionArn, at), identity)
      .set(stepAttribute(step, 'state'), outcome.ok ? 'succeeded' : 'failed')
      .append(stepAttribute(step, 'ms'), [outcome.durationMs]);
    if (outcome.error) update.set(stepAttribute(step, 'error'), outcome.error);
    if (outcome.throttled) update.add('throttles', 1);
    if (end) {
      update.set('state', end.state).set('manual_review', end.manualReview).set('ended_at', at.toISOString()).set('execution_status', 'SUCCEEDED');
      if (end.failureError) update.set('failure_error', end.failureError);
      if (end.skipReason) update.set('skip_reason', end.skipReason);
    }
    await this.send(executionArn, update, identity.userId);
  }

  async executionEnded(executionArn: string, status: 'FAILED' | 'TIMED_OUT' | 'ABORTED', at: Date): Promise<void> {
    await this.send(executionArn, this.base(executionArn, at).set('state', 'failed').set('execution_status', status).set('ended_at', at.toISOString()).set('manual_review', true));
  }

  async get(executionId: string): Promise<StoredRun | null> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.tableName, Key: { PK: runPk(executionId), SK: runSk }, ConsistentRead: true }));
    return Item ? toRun(Item) : null;
  }

  async search(query: RunSearch): Promise<{ items: StoredRun[]; nextCursor: string | null }> {
    const { items, nextCursor } = await queryPartitions({
      client: this.client,
      tableName: this.tableName,
      indexName: appIndexes.byRunTime,
      keys: { partition: 'GSI5PK', sort: 'GSI5SK' },
      periods: daysDown(query.from, query.to),
      partitionOf: runDayPk,
      tableKeyOf: (sortKey) => ({ PK: runPk(sortKey.split('#').pop() ?? ''), SK: runSk }),
      from: query.from,
      to: `${query.to}~`,
      filter: equalityFilter({ state: query.state, at_step: query.step, document_type: query.type }),
      limit: query.limit,
      cursor: query.cursor,
      cursorPeriod: { field: 'd', pattern: /^\d{4}-\d{2}-\d{2}$/ },
    });
    return { items: items.map(toRun), nextCursor };
  }

  async startedBetween(from: string, to: string, max: number): Promise<{ items: StoredRun[]; truncated: boolean }> {
    const { items, nextCursor } = await this.search({ from, to, cursor: null, limit: max });
    return { items, truncated: nextCursor !== null };
  }

  async beginRedrive(executionId: string, redrive: RunRedrive): Promise<boolean> {
    const update = new Update().set('state', 'running').copy('redriven_from_status', 'execution_status').set('execution_status', 'RUNNING').add('redrive_count', 1).remove('ended_at').remove('failure_error');
    const condition = update.condition('state', 'failed');
    try {
      await transactWrite(this.client, [
        { Update: { TableName: this.tableName, Key: { PK: runPk(executionId), SK: runSk }, UpdateExpression: update.expression, ConditionExpression: condition, ExpressionAttributeNames: update.names, ExpressionAttributeValues: update.values } },
        // Append-only: a new item per redrive, never overwritten.
        {
          Put: {
            TableName: this.tableName,
            Item: { PK: runPk(executionId), SK: `${runRedrivePrefix}${redrive.at}#${randomUUID()}`, entity: 'run-redrive', ...runRedriveSchema.parse(redrive) },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ]);
      return true;
    } catch (error) {
      if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) return false;
      throw error;
    }
  }

  async undoRedrive(executionId: string): Promise<void> {
    const update = new Update().set('state', 'failed').copy('execution_status', 'redriven_from_status').set('ended_at', new Date().toISOString());
    await this.client.send(
      new UpdateCommand({ TableName: this.tableName, Key: { PK: runPk(executionId), SK: runSk }, UpdateExpression: update.expression, ExpressionAttributeNames: update.names, ExpressionAttributeValues: update.values }),
    );
  }

  async redrives(executionId: string): Promise<RunRedrive[]> {
    return queryAll(
      this.client,
      {
        TableName: this.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': runPk(executionId), ':prefix': runRedrivePrefix },
        ConsistentRead: true,
      },
      (item) => runRedriveSchema.parse(item),
    );
  }
}
