import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { IdempotentReplayError } from '../../domain/errors';
import { letterRecordSchema, type LetterRecord } from '../../domain/letters/letter-record';
import type { LetterRepository } from '../../domain/letters/ports';
import type { IdempotencyKey } from '../../domain/ports';
import { queryAll } from './client';
import { idempotencyPut, storedReplay } from './idempotency';
import { letterPrefix, letterSk, userPk } from './keys';
import { cancellationCodes, transactWrite } from './transact';

const toLetter = ({ PK: _pk, SK: _sk, entity: _entity, ...item }: Record<string, unknown>): LetterRecord => letterRecordSchema.parse(item);

/** The letters in the user's partition: `LETTER#<letterId>` (ULIDs, so key order is creation order). */
export class DynamoLetterRepository implements LetterRepository {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly idempotencyTableName: string,
  ) {}

  async create(letter: LetterRecord, idempotency?: IdempotencyKey): Promise<void> {
    const put = {
      Put: {
        TableName: this.tableName,
        Item: { PK: userPk(letter.user_id), SK: letterSk(letter.id), entity: 'letter', ...letter },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
    try {
      await transactWrite(this.client, idempotency ? [put, idempotencyPut(this.idempotencyTableName, letter.user_id, idempotency, letter.id)] : [put]);
    } catch (error) {
      if (idempotency && cancellationCodes(error)?.[1] === 'ConditionalCheckFailed') {
        const first = await this.replayOf(letter.user_id, idempotency);
        if (first) throw new IdempotentReplayError(first.resultId, first.fingerprint);
      }
      throw error;
    }
  }

  replayOf(userId: string, idempotency: IdempotencyKey): Promise<{ resultId: string; fingerprint: string | null } | null> {
    return storedReplay(this.client, this.idempotencyTableName, userId, idempotency);
  }

  async get(userId: string, letterId: string): Promise<LetterRecord | null> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.tableName, Key: { PK: userPk(userId), SK: letterSk(letterId) }, ConsistentRead: true }));
    return Item ? toLetter(Item) : null;
  }

  async list(userId: string, filter: { ledgerId?: string; memberId?: string } = {}): Promise<LetterRecord[]> {
    const conditions = [filter.ledgerId !== undefined && 'ledger_id = :ledger', filter.memberId !== undefined && 'member_id = :member'].filter((condition): condition is string => typeof condition === 'string');
    const letters = await queryAll(
      this.client,
      {
        TableName: this.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ...(conditions.length > 0 ? { FilterExpression: conditions.join(' AND ') } : {}),
        ExpressionAttributeValues: {
          ':pk': userPk(userId),
          ':prefix': letterPrefix,
          ...(filter.ledgerId !== undefined ? { ':ledger': filter.ledgerId } : {}),
          ...(filter.memberId !== undefined ? { ':member': filter.memberId } : {}),
        },
        ScanIndexForward: false,
        ConsistentRead: true,
      },
      toLetter,
    );
    return letters;
  }

  async recordSent(userId: string, letterId: string, sent: { sentOn: string | null; followUpOn: string | null; updatedAt: string }): Promise<LetterRecord | null> {
    // An absent date is removed, never stored as null (the reminders test for the attribute).
    const set = ['updated_at = :updated', ...(sent.sentOn ? ['sent_on = :sent'] : []), ...(sent.followUpOn ? ['follow_up_on = :follow'] : [])];
    const remove = [...(sent.sentOn ? [] : ['sent_on']), ...(sent.followUpOn ? [] : ['follow_up_on'])];
    try {
      const { Attributes } = await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { PK: userPk(userId), SK: letterSk(letterId) },
          UpdateExpression: `SET ${set.join(', ')}${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`,
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: {
            ':updated': sent.updatedAt,
            ...(sent.sentOn ? { ':sent': sent.sentOn } : {}),
            ...(sent.followUpOn ? { ':follow': sent.followUpOn } : {}),
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? toLetter(Attributes) : null;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return null;
      throw error;
    }
  }

  async delete(userId: string, letterId: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.tableName, Key: { PK: userPk(userId), SK: letterSk(letterId) } }));
  }
}
