import type { StoredFamilyMember } from '@fairbill/shared';
import { storedFamilyMemberSchema } from '@fairbill/shared';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FamilyMemberRepository, IdempotencyKey } from '../../domain/ports';
import { queryAll } from './client';
import { idempotencyPut, storedResultId } from './idempotency';
import { memberPrefix, memberSk, profileSk, userPk } from './keys';
import { cancellationCodes, transactWrite } from './transact';
import type { TransactItem } from './transact';
import { IdempotentReplayError } from '../../domain/errors';

const toMember = (item: Record<string, unknown>): StoredFamilyMember => storedFamilyMemberSchema.parse(item);

export class DynamoFamilyMemberRepository implements FamilyMemberRepository {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly idempotencyTableName: string,
  ) {}

  async list(userId: string): Promise<StoredFamilyMember[]> {
    return queryAll(
      this.client,
      {
        TableName: this.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': memberPrefix },
        ConsistentRead: true,
      },
      toMember,
    );
  }

  async get(userId: string, memberId: string): Promise<StoredFamilyMember | null> {
    const { Item } = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: { PK: userPk(userId), SK: memberSk(memberId) }, ConsistentRead: true }),
    );
    return Item ? toMember(Item) : null;
  }

  async createDefault(member: StoredFamilyMember): Promise<boolean> {
    // The profile marker makes it exactly once: concurrent first reads race on its condition and
    // only one transaction wins; the marker stays, so a deleted default is not re-created.
    try {
      await transactWrite(this.client, [
        {
          Put: {
            TableName: this.tableName,
            Item: { PK: userPk(member.user_id), SK: profileSk, default_member_id: member.id, created_at: member.created_at },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        this.memberPut(member),
      ]);
      return true;
    } catch (error) {
      if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
      throw error;
    }
  }

  async create(member: StoredFamilyMember, idempotency?: IdempotencyKey): Promise<void> {
    const items: TransactItem[] = [this.memberPut(member)];
    if (idempotency) items.push(idempotencyPut(this.idempotencyTableName, member.user_id, idempotency, member.id));
    try {
      await transactWrite(this.client, items);
    } catch (error) {
      if (idempotency && cancellationCodes(error)?.[1] === 'ConditionalCheckFailed') {
        const resultId = await storedResultId(this.client, this.idempotencyTableName, member.user_id, idempotency);
        if (resultId) throw new IdempotentReplayError(resultId);
      }
      throw error;
    }
  }

  async update(
    userId: string,
    memberId: string,
    changes: Pick<StoredFamilyMember, 'first_name' | 'last_name' | 'relationship'>,
  ): Promise<StoredFamilyMember | null> {
    try {
      const { Attributes } = await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { PK: userPk(userId), SK: memberSk(memberId) },
          UpdateExpression: 'SET first_name = :first, last_name = :last, relationship = :relationship',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: {
            ':first': changes.first_name,
            ':last': changes.last_name,
            ':relationship': changes.relationship,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? toMember(Attributes) : null;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return null;
      throw error;
    }
  }

  async delete(userId: string, memberId: string): Promise<'deleted' | 'has-documents' | 'not-found'> {
    // document_count is kept in the same transactions as document writes, so this condition
    // cannot race with an upload: either the member still has no document or the delete fails.
    try {
      await this.client.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: { PK: userPk(userId), SK: memberSk(memberId) },
          ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(document_count) OR document_count = :zero)',
          ExpressionAttributeValues: { ':zero': 0 },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return 'deleted';
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return error.Item ? 'has-documents' : 'not-found';
      throw error;
    }
  }

  private memberPut(member: StoredFamilyMember): TransactItem {
    return {
      Put: {
        TableName: this.tableName,
        Item: { PK: userPk(member.user_id), SK: memberSk(member.id), ...member, document_count: 0 },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
  }
}
