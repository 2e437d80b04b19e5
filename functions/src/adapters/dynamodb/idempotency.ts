import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { IdempotencyKey } from '../../domain/ports';
import type { TransactItem } from './transact';

const ttlSeconds = 24 * 60 * 60;

const recordId = (userId: string, idempotency: IdempotencyKey) => `${userId}#${idempotency.scope}#${idempotency.key}`;

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
        expiration: Math.floor(Date.now() / 1000) + ttlSeconds,
      },
      ConditionExpression: 'attribute_not_exists(id)',
    },
  };
}

export async function storedResultId(
  client: DynamoDBDocumentClient,
  tableName: string,
  userId: string,
  idempotency: IdempotencyKey,
): Promise<string | null> {
  const { Item } = await client.send(
    new GetCommand({ TableName: tableName, Key: { id: recordId(userId, idempotency) }, ConsistentRead: true }),
  );
  return typeof Item?.result_id === 'string' ? Item.result_id : null;
}
