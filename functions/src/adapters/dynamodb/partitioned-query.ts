import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { InvalidCursorError } from '../../domain/errors';

// A time index with one partition per period (the audit index by month, the run records by day):
// a page walks the periods newest first, each Queried newest first within the sort-key bounds,
// until it has `limit` items; its cursor names the period and the last sort key.

export type PartitionedQuery = {
  client: DynamoDBDocumentClient;
  tableName: string;
  indexName: string;
  /** The index's partition and sort key attributes, e.g. GSI4PK / GSI4SK. */
  keys: { partition: string; sort: string };
  /** The periods to read, newest first, and each one's partition key value. */
  periods: readonly string[];
  partitionOf: (period: string) => string;
  /** The table key of the item whose index sort key this is (where the next page starts). */
  tableKeyOf: (sortKey: string) => Record<string, string>;
  /** Inclusive sort-key bounds. */
  from: string;
  to: string;
  filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> } | undefined;
  limit: number;
  cursor: string | null;
  /** The name the period has in the cursor and its shape (kept from the cursors already handed out). */
  cursorPeriod: { field: string; pattern: RegExp };
};

export async function queryPartitions(query: PartitionedQuery): Promise<{ items: Record<string, unknown>[]; nextCursor: string | null }> {
  const cursorSchema = z.object({ [query.cursorPeriod.field]: z.string().regex(query.cursorPeriod.pattern), k: z.string().min(1).max(200) });
  let cursor: { period: string; key: string } | undefined;
  if (query.cursor) {
    try {
      const parsed = cursorSchema.parse(JSON.parse(Buffer.from(query.cursor, 'base64url').toString('utf8')));
      cursor = { period: String(parsed[query.cursorPeriod.field]), key: String(parsed['k']) };
    } catch {
      throw new InvalidCursorError();
    }
  }
  const { partition, sort } = query.keys;
  const items: Record<string, unknown>[] = [];
  for (const period of query.periods.filter((candidate) => !cursor || candidate <= cursor.period)) {
    let startKey: Record<string, unknown> | undefined =
      cursor && period === cursor.period ? { [partition]: query.partitionOf(period), [sort]: cursor.key, ...query.tableKeyOf(cursor.key) } : undefined;
    do {
      const page = await query.client.send(
        new QueryCommand({
          TableName: query.tableName,
          IndexName: query.indexName,
          KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
          FilterExpression: query.filter?.expression,
          ExpressionAttributeNames: { '#pk': partition, '#sk': sort, ...query.filter?.names },
          ExpressionAttributeValues: { ':pk': query.partitionOf(period), ':from': query.from, ':to': query.to, ...query.filter?.values },
          ScanIndexForward: false,
          ExclusiveStartKey: startKey,
          Limit: Math.max(query.limit * 2, 50),
        }),
      );
      for (const found of page.Items ?? []) {
        items.push(found);
        if (items.length === query.limit) {
          return { items, nextCursor: Buffer.from(JSON.stringify({ [query.cursorPeriod.field]: period, k: String(found[sort]) })).toString('base64url') };
        }
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
  return { items, nextCursor: null };
}

/** Equality filters on the attributes given (undefined ones left out), as one FilterExpression. */
export function equalityFilter(equal: Record<string, unknown>): PartitionedQuery['filter'] {
  const set = Object.entries(equal).filter(([, value]) => value !== undefined);
  if (set.length === 0) return undefined;
  return {
    expression: set.map(([attribute]) => `#f_${attribute} = :f_${attribute}`).join(' AND '),
    names: Object.fromEntries(set.map(([attribute]) => [`#f_${attribute}`, attribute])),
    values: Object.fromEntries(set.map(([attribute, value]) => [`:f_${attribute}`, value])),
  };
}
