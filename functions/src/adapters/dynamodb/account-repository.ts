import { storedFamilyMemberSchema } from '@fairbill/shared';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountRecords } from '../../domain/account/account-export';
import type { AccountData } from '../../domain/account/delete-account';
import { documentRecordSchema } from '../../domain/documents/document-record';
import { letterRecordSchema } from '../../domain/letters/letter-record';
import type { DocumentRevision } from '../../domain/ports';
import { queryAll } from './client';
import { letterPrefix, memberPrefix, runLinkPrefix, runLinkSk, runPk, userPk } from './keys';

/** Deletes run this many at a time: quick for a big account, gentle on the table's capacity. */
const DELETE_CONCURRENCY = 10;

/** A user's whole partition (`USER#<sub>`): what deleting the account reads and removes, and what exporting it reads. */
export class DynamoAccountRepository implements AccountData, AccountRecords {
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

  async listRecords(userId: string): Promise<Awaited<ReturnType<AccountRecords['listRecords']>>> {
    const under = (prefix: string) => ({
      TableName: this.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': prefix },
      ConsistentRead: true,
    });
    const [members, items, letters] = await Promise.all([
      queryAll(this.client, under(memberPrefix), (item) => storedFamilyMemberSchema.parse(item)),
      // A document's revisions sort right after it (`DOC#<id>#REV#<n>`): one query reads both.
      queryAll(this.client, under('DOC#'), (item) => item),
      // The letters written from the visits (issue 14).
      queryAll(this.client, under(letterPrefix), ({ PK: _pk, SK: _sk, entity: _entity, ...letter }) => letterRecordSchema.parse(letter)),
    ]);
    return {
      members,
      letters,
      documents: items.filter((item) => item.entity === 'document').map((item) => documentRecordSchema.parse(item)),
      revisions: items.filter((item) => item.entity === 'revision').map(({ PK: _pk, SK: _sk, entity: _entity, ...revision }) => revision as DocumentRevision),
    };
  }

  /**
   * The pipeline's run records of the user's documents (`RUN#<executionId>` and its redrives),
   * found through their links in the user's partition (run-records.ts). Each link goes after its
   * run's items, so a deletion cut short is finished by the next.
   */
  async deleteRunRecords(userId: string): Promise<number> {
    const executionIds = await queryAll(
      this.client,
      {
        TableName: this.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': runLinkPrefix },
        ProjectionExpression: 'execution_id',
        ConsistentRead: true,
      },
      (item) => String(item.execution_id),
    );
    for (const executionId of executionIds) {
      const keys = await queryAll(
        this.client,
        { TableName: this.tableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': runPk(executionId) }, ProjectionExpression: 'PK, SK', ConsistentRead: true },
        (item) => ({ PK: item.PK, SK: item.SK }),
      );
      await this.deleteKeys(keys);
      await this.deleteKeys([{ PK: userPk(userId), SK: runLinkSk(executionId) }]);
    }
    return executionIds.length;
  }

  async deleteAllItems(userId: string): Promise<number> {
    const keys = await queryAll(
      this.client,
      { TableName: this.tableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': userPk(userId) }, ProjectionExpression: 'PK, SK', ConsistentRead: true },
      (item) => ({ PK: item.PK, SK: item.SK }),
    );
    await this.deleteKeys(keys);
    return keys.length;
  }

  private async deleteKeys(keys: readonly Record<string, unknown>[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_CONCURRENCY) {
      await Promise.all(keys.slice(start, start + DELETE_CONCURRENCY).map((Key) => this.client.send(new DeleteCommand({ TableName: this.tableName, Key }))));
    }
  }
}
