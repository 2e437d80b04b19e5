import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage, ContactRepository, IdempotencyKey } from '../../domain/ports';
import { idempotencyPut, storedResultId } from './idempotency';
import { contactPk } from './keys';
import { cancellationCodes, transactWrite } from './transact';
import type { TransactItem } from './transact';
import { IdempotentReplayError } from '../../domain/errors';

export class DynamoContactRepository implements ContactRepository {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly idempotencyTableName: string,
  ) {}

  async save(message: ContactMessage, idempotency?: IdempotencyKey): Promise<void> {
    const owner = message.user_id ?? 'anonymous';
    const items: TransactItem[] = [
      {
        Put: {
          TableName: this.tableName,
          Item: { PK: contactPk(message.id), SK: 'CONTACT', entity: 'contact', ...message },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ];
    if (idempotency) items.push(idempotencyPut(this.idempotencyTableName, owner, idempotency, message.id));
    try {
      await transactWrite(this.client, items);
    } catch (error) {
      if (idempotency && cancellationCodes(error)?.[1] === 'ConditionalCheckFailed') {
        const resultId = await storedResultId(this.client, this.idempotencyTableName, owner, idempotency);
        if (resultId) throw new IdempotentReplayError(resultId);
      }
      throw error;
    }
  }
}
