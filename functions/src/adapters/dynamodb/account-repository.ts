import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountData } from '../../domain/account/delete-account';
import { queryAll } from './client';
import { userPk } from './keys';

/** Deletes run this many at a time: quick for a big account, gentle on the table's capacity. */
const DELETE_CONCURRENCY = 10;

/** A user's whole partition (`USER#<sub>`): what deleting the account reads and removes. */
export class DynamoAccountRepository implements AccountData {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async listDocumentIds(userId: string): Promise<string[]> {
    return queryAll(
      this.client,
      {
        TableName: this.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :doc)',
        FilterExpression: 'entity = :document',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':doc': 'DOC#', ':document': 'document' },
        ProjectionExpression: 'id',
        ConsistentRead: true,
      },
      (item) => String(item.id),
    );
  }

  async deleteAllItems(userId: string): Promise<number> {
    const keys = await queryAll(
      this.client,
      { TableName: this.tableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': userPk(userId) }, ProjectionExpression: 'PK, SK', ConsistentRead: true },
      (item) => ({ PK: item.PK, SK: item.SK }),
    );
    for (let start = 0; start < keys.length; start += DELETE_CONCURRENCY) {
      await Promise.all(keys.slice(start, start + DELETE_CONCURRENCY).map((Key) => this.client.send(new DeleteCommand({ TableName: this.tableName, Key }))));
    }
    return keys.length;
  }
}
