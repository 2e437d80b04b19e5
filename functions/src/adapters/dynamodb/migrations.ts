import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { paginateScan, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dollarsToCents, EXTRACTED_AMOUNT_FIELDS, EXTRACTED_ITEM_LISTS } from '@fairbill/shared';
import { documentRecordSchema } from '../../domain/documents/document-record';
import { auditIndexItem } from './audit-index';
import { CENTS_MARKER, toDocumentItem } from './document-repository';
import { runLinkItem } from './run-records';

// Changes to the shape of stored items, applied in order to a table written by an older version.
// Each one is idempotent (it only touches items still in the old shape), so running them again,
// or on a table that never held old items, changes nothing. They Scan: for a one-off run from
// `npm run migrate` or the local stack's start, never for a request path.

export type Migration = { id: string; description: string; run: (client: DynamoDBDocumentClient, tableName: string) => Promise<number> };

/**
 * Scans the items `filter` selects and sends each one's conditional write (none for an item that
 * needs none). An item changed meanwhile by a writer of the new shape fails its condition and
 * needs nothing more. Returns how many items were written.
 */
async function rewriteEach(
  client: DynamoDBDocumentClient,
  tableName: string,
  filter: { FilterExpression: string; ExpressionAttributeValues: Record<string, unknown>; ProjectionExpression?: string },
  write: (item: Record<string, unknown>) => PutCommand | UpdateCommand | null | undefined,
): Promise<number> {
  let changed = 0;
  for await (const page of paginateScan({ client }, { TableName: tableName, ...filter, ConsistentRead: true })) {
    for (const item of page.Items ?? []) {
      const command = write(item);
      if (!command) continue;
      try {
        // Each kind of command on its own: the client's send() does not take their union.
        await (command instanceof PutCommand ? client.send(command) : client.send(command));
        changed += 1;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }
  }
  return changed;
}


const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const centsOf = (value: unknown) => (typeof value === 'number' ? dollarsToCents(value) : value);

/** Extracted data with its dollar amounts in cents; everything else as it was. */
export function extractedDataInCents(data: Record<string, unknown>): Record<string, unknown> {
  const converted = { ...data };
  for (const field of EXTRACTED_AMOUNT_FIELDS) if (field in converted) converted[field] = centsOf(converted[field]);
  for (const list of EXTRACTED_ITEM_LISTS) {
    const items = converted[list];
    if (Array.isArray(items)) converted[list] = items.map((item: unknown) => (isRecord(item) && 'amount' in item ? { ...item, amount: centsOf(item.amount) } : item));
  }
  return converted;
}

export const migrations: readonly Migration[] = [
  {
    // First: the migrations after it read documents with the record schema, whose amounts are cents.
    id: '2026-12-amounts-in-cents',
    description: "a document's amount and the amounts of what was read (the document's and each revision's) go from dollars to integer cents (Decision 13)",
    run: (client, tableName) =>
      rewriteEach(
        client,
        tableName,
        {
          FilterExpression: 'entity IN (:document, :revision) AND attribute_not_exists(amount_unit)',
          ExpressionAttributeValues: { ':document': 'document', ':revision': 'revision' },
          ProjectionExpression: 'PK, SK, entity, version, amount, ai_extracted_data',
        },
        (item) => {
          const values: Record<string, unknown> = { ':unit': CENTS_MARKER.amount_unit };
          const sets = ['amount_unit = :unit'];
          if (typeof item.amount === 'number') {
            sets.push('amount = :amount');
            values[':amount'] = dollarsToCents(item.amount);
          }
          if (isRecord(item.ai_extracted_data)) {
            sets.push('ai_extracted_data = :data');
            values[':data'] = extractedDataInCents(item.ai_extracted_data);
          }
          // The marker makes it once only. A document written meanwhile keeps that write (its version moved on) and is converted on the next run; revisions never change.
          const versioned = item.entity === 'document';
          if (versioned) values[':version'] = item.version;
          return new UpdateCommand({
            TableName: tableName,
            Key: { PK: item.PK, SK: item.SK },
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: versioned ? 'attribute_not_exists(amount_unit) AND version = :version' : 'attribute_not_exists(amount_unit)',
            ExpressionAttributeValues: values,
          });
        },
      ),
  },
  {
    id: '2026-11-file-path',
    description: "a document's file key is kept once, as the spec's file_path; storage_key goes",
    run: (client, tableName) =>
      rewriteEach(
        client,
        tableName,
        { FilterExpression: 'entity = :document AND attribute_exists(storage_key)', ExpressionAttributeValues: { ':document': 'document' }, ProjectionExpression: 'PK, SK, storage_key, file_path' },
        (item) =>
          new UpdateCommand({
            TableName: tableName,
            Key: { PK: item.PK, SK: item.SK },
            UpdateExpression: 'SET file_path = :key REMOVE storage_key',
            ConditionExpression: 'attribute_exists(storage_key)',
            ExpressionAttributeValues: { ':key': typeof item.file_path === 'string' ? item.file_path : (item.storage_key as string | null) },
          }),
      ),
  },
  {
    id: '2026-11-audit-index',
    description: 'every document with an extraction result gets its audit index item (issue 13)',
    run: (client, tableName) =>
      rewriteEach(
        client,
        tableName,
        { FilterExpression: 'entity = :document AND extraction_status IN (:completed, :failed)', ExpressionAttributeValues: { ':document': 'document', ':completed': 'completed', ':failed': 'failed' } },
        (stored) => {
          const item = auditIndexItem(documentRecordSchema.parse(stored));
          // An item the app has written since is newer than this one.
          return item && new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' });
        },
      ),
  },
  {
    id: '2026-12-processing-index',
    description: "a document in 'processing' gets the keys of the sparse byProcessingStart index (issue 16)",
    run: (client, tableName) =>
      rewriteEach(
        client,
        tableName,
        { FilterExpression: 'entity = :document AND extraction_status = :processing AND attribute_not_exists(GSI6PK)', ExpressionAttributeValues: { ':document': 'document', ':processing': 'processing' } },
        (stored) => {
          const { GSI6PK, GSI6SK } = toDocumentItem(documentRecordSchema.parse(stored));
          // Only the version read: a record written since carries its keys already.
          return new UpdateCommand({
            TableName: tableName,
            Key: { PK: stored.PK, SK: stored.SK },
            UpdateExpression: 'SET GSI6PK = :pk, GSI6SK = :sk',
            ConditionExpression: 'version = :version AND attribute_not_exists(GSI6PK)',
            ExpressionAttributeValues: { ':pk': GSI6PK, ':sk': GSI6SK, ':version': stored.version },
          });
        },
      ),
  },
  {
    id: '2026-12-run-links',
    description: "every run record of a user's document gets its link in the user's partition, for deleting the account (issue 16)",
    run: (client, tableName) =>
      rewriteEach(
        client,
        tableName,
        { FilterExpression: 'entity = :run AND attribute_exists(user_id)', ExpressionAttributeValues: { ':run': 'run' }, ProjectionExpression: 'execution_id, user_id' },
        (run) => new PutCommand({ TableName: tableName, Item: runLinkItem(String(run.user_id), String(run.execution_id)), ConditionExpression: 'attribute_not_exists(PK)' }),
      ),
  },
];

/** Runs every migration on the table; returns how many items each one changed. */
export async function migrateTable(client: DynamoDBDocumentClient, tableName: string): Promise<{ id: string; changed: number }[]> {
  const results: { id: string; changed: number }[] = [];
  for (const migration of migrations) results.push({ id: migration.id, changed: await migration.run(client, tableName) });
  return results;
}
