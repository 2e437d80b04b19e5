import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { IdempotencyClaim, IdempotencyKey, IdempotencyStore } from '../../domain/ports';
import type { TransactItem } from './transact';

const ttlSeconds = 24 * 60 * 60;

// One record per user, scope and key: the same key of another user (or route) is another record.
const recordId = (userId: string, idempotency: IdempotencyKey) => `${userId}#${idempotency.scope}#${idempotency.key}`;

const expiration = (now: Date) => Math.floor(now.getTime() / 1000) + ttlSeconds;

/**
 * The idempotency record goes into the same transaction as the write it guards: either both are
 * stored or neither, so a retry finds the first result or repeats nothing.
 */
export function idempotencyPut(tableName: string, userId: string, idempotency: IdempotencyKey, resultId: string): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        id: recordId(userId, idempotency),
        result_id: resultId,
        ...(idempotency.fingerprint ? { fingerprint: idempotency.fingerprint } : {}),
        expiration: expiration(new Date()),
      },
      ConditionExpression: 'attribute_not_exists(id)',
    },
  };
}

async function storedRecord(client: DynamoDBDocumentClient, tableName: string, userId: string, idempotency: IdempotencyKey) {
  const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: { id: recordId(userId, idempotency) }, ConsistentRead: true }));
  return Item;
}

export async function storedResultId(
  client: DynamoDBDocumentClient,
  tableName: string,
  userId: string,
  idempotency: IdempotencyKey,
): Promise<string | null> {
  const item = await storedRecord(client, tableName, userId, idempotency);
  return typeof item?.result_id === 'string' ? item.result_id : null;
}

/** The first result's id and the first request's fingerprint (null when none was recorded). */
export async function storedReplay(
  client: DynamoDBDocumentClient,
  tableName: string,
  userId: string,
  idempotency: IdempotencyKey,
): Promise<{ resultId: string; fingerprint: string | null } | null> {
  const item = await storedRecord(client, tableName, userId, idempotency);
  if (typeof item?.result_id !== 'string') return null;
  return { resultId: item.result_id, fingerprint: typeof item.fingerprint === 'string' ? item.fingerprint : null };
}

const isConditionFailure = (error: unknown) => error instanceof Error && error.name === 'ConditionalCheckFailedException';

/**
 * Claims before the work, on the same table. Every change is a conditional PutItem of the whole
 * record (the routes hold GetItem and PutItem on this table, nothing more): a claim takes a free
 * key, and only the holder (its token) completes or releases it.
 */
export class DynamoIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async claim(
    userId: string,
    idempotency: IdempotencyKey,
    claim: { resultId: string; token: string; now: Date },
  ): Promise<{ claimed: true } | { claimed: false; existing: IdempotencyClaim }> {
    // A record can vanish between the failed put and the read (released): then claim again.
    for (let attempt = 1; ; attempt += 1) {
      const claimed = await this.put(
        userId,
        idempotency,
        { resultId: claim.resultId, status: 'in_progress', fingerprint: idempotency.fingerprint ?? null, claimedAt: claim.now.getTime(), token: claim.token },
        'attribute_not_exists(id) OR #status = :released',
        { ':released': 'released' },
      );
      if (claimed) return { claimed: true };
      const existing = await this.get(userId, idempotency);
      if (existing) return { claimed: false, existing };
      if (attempt >= 3) throw new Error('The idempotency key could not be claimed');
    }
  }

  async get(userId: string, idempotency: IdempotencyKey): Promise<IdempotencyClaim | null> {
    const item = await storedRecord(this.client, this.tableName, userId, idempotency);
    if (typeof item?.result_id !== 'string' || item.status === 'released') return null;
    return {
      resultId: item.result_id,
      // Records written in the same transaction as their result (no status) are complete by nature.
      status: item.status === 'in_progress' ? 'in_progress' : 'completed',
      fingerprint: typeof item.fingerprint === 'string' ? item.fingerprint : null,
      claimedAt: typeof item.claimed_at === 'number' ? item.claimed_at : 0,
      token: typeof item.token === 'string' ? item.token : '',
    };
  }

  takeOver(userId: string, idempotency: IdempotencyKey, seen: IdempotencyClaim, claim: { token: string; now: Date }): Promise<boolean> {
    return this.put(userId, idempotency, { ...seen, status: 'in_progress', claimedAt: claim.now.getTime(), token: claim.token }, ...this.heldBy(seen.token));
  }

  async complete(userId: string, idempotency: IdempotencyKey, token: string): Promise<void> {
    const current = await this.get(userId, idempotency);
    if (current?.token !== token) return;
    await this.put(userId, idempotency, { ...current, status: 'completed' }, ...this.heldBy(token));
  }

  async release(userId: string, idempotency: IdempotencyKey, token: string): Promise<void> {
    const current = await this.get(userId, idempotency);
    if (current?.token !== token) return;
    await this.put(userId, idempotency, { ...current, status: 'released' }, ...this.heldBy(token));
  }

  private heldBy(token: string): [string, Record<string, unknown>] {
    return ['#status = :inProgress AND #token = :token', { ':inProgress': 'in_progress', ':token': token }];
  }

  /** A conditional put of the whole record; false when the condition failed. */
  private async put(
    userId: string,
    idempotency: IdempotencyKey,
    record: Omit<IdempotencyClaim, 'status'> & { status: IdempotencyClaim['status'] | 'released' },
    condition: string,
    values: Record<string, unknown>,
  ): Promise<boolean> {
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.tableName,
          Item: {
            id: recordId(userId, idempotency),
            result_id: record.resultId,
            status: record.status,
            ...(record.fingerprint ? { fingerprint: record.fingerprint } : {}),
            claimed_at: record.claimedAt,
            token: record.token,
            expiration: expiration(new Date()),
          },
          ConditionExpression: condition,
          ExpressionAttributeNames: condition.includes('#token') ? { '#status': 'status', '#token': 'token' } : { '#status': 'status' },
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
