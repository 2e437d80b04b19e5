import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentDay } from '@fairbill/shared';
import * as z from 'zod';
import type { DocumentRecord } from '../../domain/documents/document-record';
import { documentRecordSchema } from '../../domain/documents/document-record';
import { InvalidCursorError } from '../../domain/errors';
import type { DocumentSearch } from '../../domain/ports';
import { dateSk, documentSk, memberDatePk, userPk } from './keys';
import { appIndexes } from './table-definition';

// Search: a user's documents newest first, by date range and type, for the family or one member,
// a page at a time on the date indexes (a Query, never a Scan).

const cursorSchema = z.object({ d: z.string().min(1).max(80), i: z.string().min(1).max(40) });

const encodeCursor = (sortKey: string, documentId: string) =>
  Buffer.from(JSON.stringify({ d: sortKey, i: documentId })).toString('base64url');

function decodeCursor(cursor: string): { d: string; i: string } {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new InvalidCursorError();
  }
}

export async function searchDocuments(client: DynamoDBDocumentClient, tableName: string, userId: string, query: DocumentSearch): Promise<{ items: DocumentRecord[]; nextCursor: string | null }> {
  const byMember = query.memberId !== null;
  const index = byMember
    ? { name: appIndexes.byMemberDate, pk: 'GSI2PK', sk: 'GSI2SK', value: memberDatePk(userId, query.memberId ?? '') }
    : { name: appIndexes.byUserDate, pk: 'GSI1PK', sk: 'GSI1SK', value: userPk(userId) };
  const from = query.startDate ?? '0000-00-00';
  // ULIDs sort below '~', so this upper bound includes every document of the end date.
  const to = `${query.endDate ?? '9999-12-31'}#~`;
  const allTypes = query.types.length >= 3;
  const typeValues = Object.fromEntries(query.types.map((type, i) => [`:type${i}`, type]));

  let startKey: Record<string, unknown> | undefined;
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    // A position outside this search's range is no cursor of it (DynamoDB refuses such a start key).
    if (cursor.d < from || cursor.d > to) throw new InvalidCursorError();
    // The cursor names a position only; the partition is always the caller's own.
    startKey = { [index.pk]: index.value, [index.sk]: cursor.d, PK: userPk(userId), SK: documentSk(cursor.i) };
  }

  const items: DocumentRecord[] = [];
  let more = false;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: index.name,
        KeyConditionExpression: `${index.pk} = :pk AND ${index.sk} BETWEEN :from AND :to`,
        FilterExpression: allTypes ? undefined : `document_type IN (${Object.keys(typeValues).join(', ')})`,
        ExpressionAttributeValues: { ':pk': index.value, ':from': from, ':to': to, ...(allTypes ? {} : typeValues) },
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
        // One item past the page tells whether there is more; a type filter drops some, so read ahead.
        Limit: allTypes ? query.limit + 1 : Math.max(query.limit * 2, 50),
      }),
    );
    const found = page.Items ?? [];
    for (let i = 0; i < found.length; i += 1) {
      if (items.length === query.limit) {
        more = true;
        break;
      }
      items.push(documentRecordSchema.parse(found[i]));
    }
    startKey = page.LastEvaluatedKey;
    if (items.length === query.limit && startKey) more = true;
  } while (startKey && items.length < query.limit);

  const last = items.at(-1);
  const nextCursor = more && last ? encodeCursor(dateSk(documentDay(last), last.id), last.id) : null;
  return { items, nextCursor };
}
