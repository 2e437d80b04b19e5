import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentRecord } from '../../src/domain/documents/document-record';
import { toDocumentItem } from '../../src/adapters/dynamodb/document-repository';
import { addContribution, totalsUpdate, type TotalsDeltas } from '../../src/adapters/dynamodb/document-totals';
import { memberSk, userPk } from '../../src/adapters/dynamodb/keys';

/**
 * Loads many new documents at once, for benchmarks and the tests that need thousands: BatchWrite
 * of the records, then the totals and member counts they add, each item updated once. DynamoDB
 * Local takes ~45 ms per transaction, so the route path's write would take minutes. It has no
 * conditions, so it must not run beside other writes of the same user; the totals it leaves are
 * the transactional path's, as search-and-totals.test.ts checks.
 */
export async function bulkLoadDocuments(client: DynamoDBDocumentClient, tableName: string, records: readonly DocumentRecord[]): Promise<void> {
  const batches: DocumentRecord[][] = [];
  for (let start = 0; start < records.length; start += 25) batches.push(records.slice(start, start + 25));
  let next = 0;
  const worker = async () => {
    for (let batch = batches[next++]; batch; batch = batches[next++]) {
      let requests: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> = {
        [tableName]: batch.map((record) => ({ PutRequest: { Item: toDocumentItem(record) } })),
      };
      while (Object.keys(requests).length > 0) {
        const result = await client.send(new BatchWriteCommand({ RequestItems: requests }));
        requests = (result.UnprocessedItems ?? {}) as typeof requests;
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const totalsByUser = new Map<string, TotalsDeltas>();
  const counts = new Map<string, { userId: string; memberId: string; count: number }>();
  for (const record of records) {
    const totals = totalsByUser.get(record.user_id) ?? new Map();
    addContribution(totals, record, 1);
    totalsByUser.set(record.user_id, totals);
    const memberKey = `${record.user_id}|${record.family_member_id}`;
    const count = counts.get(memberKey) ?? { userId: record.user_id, memberId: record.family_member_id, count: 0 };
    count.count += 1;
    counts.set(memberKey, count);
  }
  for (const [userId, totals] of totalsByUser) {
    for (const [sk, attributes] of totals) {
      const update = totalsUpdate(tableName, userId, sk, attributes);
      if (update) await client.send(new UpdateCommand(update));
    }
  }
  for (const { userId, memberId, count } of counts.values()) {
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { PK: userPk(userId), SK: memberSk(memberId) },
        UpdateExpression: 'ADD document_count :count',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':count': count },
      }),
    );
  }
}
