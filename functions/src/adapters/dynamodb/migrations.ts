import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { paginateScan, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentRecordSchema } from '../../domain/documents/document-record';
import { auditIndexItem } from './audit-index';

// Changes to the shape of stored items, applied in order to a table written by an older version.
// Each one is idempotent (it only touches items still in the old shape), so running them again,
// or on a table that never held old items, changes nothing. They Scan: for a one-off run from
// `npm run migrate` or the local stack's start, never for a request path.

export type Migration = { id: string; description: string; run: (client: DynamoDBDocumentClient, tableName: string) => Promise<number> };

/** An item changed meanwhile by a writer of the new shape needs nothing more. */
async function unlessChanged(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export const migrations: readonly Migration[] = [
  {
    id: '2026-11-file-path',
    description: "a document's file key is kept once, as the spec's file_path; storage_key goes",
    async run(client, tableName) {
      let changed = 0;
      const pages = paginateScan(
        { client },
        {
          TableName: tableName,
          FilterExpression: 'entity = :document AND attribute_exists(storage_key)',
          ExpressionAttributeValues: { ':document': 'document' },
          ProjectionExpression: 'PK, SK, storage_key, file_path',
          ConsistentRead: true,
        },
      );
      for await (const page of pages) {
        for (const item of page.Items ?? []) {
          const key = typeof item.file_path === 'string' ? item.file_path : (item.storage_key as string | null);
          const command = new UpdateCommand({
            TableName: tableName,
            Key: { PK: item.PK, SK: item.SK },
            UpdateExpression: 'SET file_path = :key REMOVE storage_key',
            ConditionExpression: 'attribute_exists(storage_key)',
            ExpressionAttributeValues: { ':key': key },
          });
          if (await unlessChanged(() => client.send(command))) changed += 1;
        }
      }
      return changed;
    },
  },
  {
    id: '2026-11-audit-index',
    description: 'every document with an extraction result gets its audit index item (issue 13)',
    async run(client, tableName) {
      let changed = 0;
      const pages = paginateScan(
        { client },
        {
          TableName: tableName,
          FilterExpression: 'entity = :document AND extraction_status IN (:completed, :failed)',
          ExpressionAttributeValues: { ':document': 'document', ':completed': 'completed', ':failed': 'failed' },
          ConsistentRead: true,
        },
      );
      for await (const page of pages) {
        for (const stored of page.Items ?? []) {
          const item = auditIndexItem(documentRecordSchema.parse(stored));
          // An item the app has written since is newer than this one.
          const command = item && new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' });
          if (command && (await unlessChanged(() => client.send(command)))) changed += 1;
        }
      }
      return changed;
    },
  },
];

/** Runs every migration on the table; returns how many items each one changed. */
export async function migrateTable(client: DynamoDBDocumentClient, tableName: string): Promise<{ id: string; changed: number }[]> {
  const results: { id: string; changed: number }[] = [];
  for (const migration of migrations) results.push({ id: migration.id, changed: await migration.run(client, tableName) });
  return results;
}
