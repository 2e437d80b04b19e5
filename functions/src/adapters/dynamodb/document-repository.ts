import type { DocumentType } from '@fairbill/shared';
import { documentDay, documentMonth, documentYear, MONTH_NUMBERS, toCents } from '@fairbill/shared';
import { z } from 'zod';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BatchWriteCommand, DeleteCommand, GetCommand, paginateScan, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentRecord } from '../../domain/documents/document-record';
import { documentRecordSchema } from '../../domain/documents/document-record';
import type { UnfinishedDocuments } from '../../domain/documents/interrupted-documents';
import type { DocumentChange, DocumentRepository, DocumentRevision, DocumentSearch, FiguresCents, IdempotencyKey, TotalsCents } from '../../domain/ports';
import { queryAll } from './client';
import { idempotencyPut, storedReplay } from './idempotency';
import {
  dateSk,
  documentSk,
  familyTotalsSk,
  memberDatePk,
  memberSk,
  memberTotalsSk,
  revisionPrefix,
  revisionSk,
  storageKeyPk,
  userPk,
} from './keys';
import { appIndexes } from './table-definition';
import { cancellationCodes, transactWrite } from './transact';
import type { TransactItem } from './transact';
import { IdempotentReplayError, InvalidCursorError, MissingMemberError, StaleRecordError } from '../../domain/errors';

const totalsField = {
  medical_bill: 'billed_cents',
  insurance_payment: 'insurance_paid_cents',
  user_payment: 'you_paid_cents',
} as const satisfies Record<DocumentType, string>;

type TotalsField = (typeof totalsField)[DocumentType];
type ItemKind = 'document' | 'unchanged' | 'member' | 'totals' | 'revision' | 'idempotency';

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

/**
 * A month's cents of a field, e.g. `billed_cents_m03`: a top-level attribute of the year's totals
 * item, so one `ADD` creates or updates it with the yearly figure. (A nested map cannot be used:
 * `ADD months.m03 ...` fails while the map does not exist yet, i.e. on a totals item's first write.)
 */
const monthlyField = (field: TotalsField, month: number) => `${field}_m${String(month).padStart(2, '0')}`;

/** Cents to add per totals item (its sort key), per attribute. */
type TotalsDeltas = Map<string, Map<string, number>>;
type TotalsUpdate = NonNullable<TransactItem['Update']>;

/**
 * Adds (sign 1) or takes back (sign -1) what a document counts in the totals items: its amount
 * under its year and its month, for the family and for its member.
 */
function addContribution(deltas: TotalsDeltas, doc: DocumentRecord | null, sign: 1 | -1): void {
  if (!doc) return;
  const cents = toCents(doc.amount);
  if (cents === 0) return;
  const year = String(documentYear(doc));
  const field = totalsField[doc.document_type];
  for (const sk of [familyTotalsSk(year), memberTotalsSk(year, doc.family_member_id)]) {
    const attributes = deltas.get(sk) ?? new Map<string, number>();
    for (const attribute of [field, monthlyField(field, documentMonth(doc))]) {
      attributes.set(attribute, (attributes.get(attribute) ?? 0) + sign * cents);
    }
    deltas.set(sk, attributes);
  }
}

/** The `ADD` of one totals item's deltas, or null when they cancel out (e.g. an edit that kept the amount). */
function totalsUpdate(tableName: string, userId: string, sk: string, attributes: Map<string, number>): TotalsUpdate | null {
  const changed = [...attributes].filter(([, cents]) => cents !== 0);
  if (changed.length === 0) return null;
  return {
    TableName: tableName,
    Key: { PK: userPk(userId), SK: sk },
    UpdateExpression: `ADD ${changed.map(([attribute]) => `${attribute} :${attribute}`).join(', ')}`,
    ExpressionAttributeValues: Object.fromEntries(changed.map(([attribute, cents]) => [`:${attribute}`, cents])),
  };
}

/** A record as its table item: the record plus the keys of the table and of the three indexes. */
export function toDocumentItem(after: DocumentRecord): Record<string, unknown> {
  const record = documentRecordSchema.parse(after);
  const date = documentDay(record);
  const item: Record<string, unknown> = {
    PK: userPk(record.user_id),
    SK: documentSk(record.id),
    entity: 'document',
    GSI1PK: userPk(record.user_id),
    GSI1SK: dateSk(date, record.id),
    GSI2PK: memberDatePk(record.user_id, record.family_member_id),
    GSI2SK: dateSk(date, record.id),
    ...record,
  };
  if (record.storage_bucket && record.storage_key) {
    item.GSI3PK = storageKeyPk(record.storage_bucket, record.storage_key);
    item.GSI3SK = 'DOC';
  }
  return item;
}

export class DynamoDocumentRepository implements DocumentRepository, UnfinishedDocuments {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly idempotencyTableName: string,
  ) {}

  async get(userId: string, documentId: string): Promise<DocumentRecord | null> {
    const { Item } = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: { PK: userPk(userId), SK: documentSk(documentId) }, ConsistentRead: true }),
    );
    return Item ? documentRecordSchema.parse(Item) : null;
  }

  async findByStorageKey(bucket: string, key: string): Promise<DocumentRecord | null> {
    const { Items } = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: appIndexes.byStorageKey,
        KeyConditionExpression: 'GSI3PK = :pk',
        ExpressionAttributeValues: { ':pk': storageKeyPk(bucket, key) },
        Limit: 1,
      }),
    );
    const found = Items?.[0];
    // The index is eventually consistent: read the record itself for its current state.
    return found ? this.get(String(found.user_id), String(found.id)) : null;
  }

  async write(
    changes: readonly DocumentChange[],
    options: { revisions?: readonly DocumentRevision[]; idempotency?: IdempotencyKey; unchanged?: readonly DocumentRecord[] } = {},
  ): Promise<void> {
    const items: TransactItem[] = [];
    const kinds: ItemKind[] = [];
    const push = (kind: ItemKind, item: TransactItem) => {
      kinds.push(kind);
      items.push(item);
    };
    const userId = changes[0]?.after?.user_id ?? changes[0]?.before?.user_id;
    if (!userId) throw new Error('A document write needs at least one document');

    const totals: TotalsDeltas = new Map();
    const memberCounts = new Map<string, number>();

    for (const { before, after } of changes) {
      addContribution(totals, before, -1);
      addContribution(totals, after, 1);
      if (before) memberCounts.set(before.family_member_id, (memberCounts.get(before.family_member_id) ?? 0) - 1);
      if (after) memberCounts.set(after.family_member_id, (memberCounts.get(after.family_member_id) ?? 0) + 1);
      push('document', this.documentItem(before, after));
    }

    for (const record of options.unchanged ?? []) {
      push('unchanged', {
        ConditionCheck: {
          TableName: this.tableName,
          Key: { PK: userPk(record.user_id), SK: documentSk(record.id) },
          ConditionExpression: 'version = :version',
          ExpressionAttributeValues: { ':version': record.version },
        },
      });
    }

    for (const [memberId, delta] of memberCounts) {
      if (delta === 0) continue;
      push('member', {
        Update: {
          TableName: this.tableName,
          Key: { PK: userPk(userId), SK: memberSk(memberId) },
          UpdateExpression: 'ADD document_count :delta',
          // A document can only be added to a member that exists (and is the user's).
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':delta': delta },
        },
      });
    }

    for (const [sk, attributes] of totals) {
      const update = totalsUpdate(this.tableName, userId, sk, attributes);
      if (update) push('totals', { Update: update });
    }

    for (const revision of options.revisions ?? []) {
      push('revision', {
        Put: {
          TableName: this.tableName,
          Item: { PK: userPk(revision.user_id), SK: revisionSk(revision.document_id, revision.revision), entity: 'revision', ...revision },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      });
    }

    const resultId = changes[0]?.after?.id ?? changes[0]?.before?.id ?? '';
    if (options.idempotency) push('idempotency', idempotencyPut(this.idempotencyTableName, userId, options.idempotency, resultId));

    try {
      await transactWrite(this.client, items);
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      const failed = new Set(kinds.filter((_, index) => codes[index] === 'ConditionalCheckFailed'));
      if (failed.has('idempotency') && options.idempotency) {
        const stored = await storedReplay(this.client, this.idempotencyTableName, userId, options.idempotency);
        if (stored) throw new IdempotentReplayError(stored.resultId, stored.fingerprint);
      }
      if (failed.has('member')) throw new MissingMemberError();
      if (failed.has('document') || failed.has('unchanged') || failed.has('revision')) throw new StaleRecordError();
      throw error;
    }

    for (const { before, after } of changes) {
      if (before && !after) await this.deleteRevisions(userId, before.id);
    }
  }

  async search(userId: string, query: DocumentSearch): Promise<{ items: DocumentRecord[]; nextCursor: string | null }> {
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
      // The cursor names a position only; the partition is always the caller's own.
      startKey = { [index.pk]: index.value, [index.sk]: cursor.d, PK: userPk(userId), SK: documentSk(cursor.i) };
    }

    const items: DocumentRecord[] = [];
    let more = false;
    do {
      const page = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
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

  async listForMember(userId: string, memberId: string, type?: DocumentType): Promise<DocumentRecord[]> {
    return queryAll(
      this.client,
      {
        TableName: this.tableName,
        IndexName: appIndexes.byMemberDate,
        KeyConditionExpression: 'GSI2PK = :pk',
        FilterExpression: type ? 'document_type = :type' : undefined,
        ExpressionAttributeValues: { ':pk': memberDatePk(userId, memberId), ...(type ? { ':type': type } : {}) },
        ScanIndexForward: false,
      },
      (item) => documentRecordSchema.parse(item),
    );
  }

  async listRevisions(userId: string, documentId: string): Promise<DocumentRevision[]> {
    return queryAll(
      this.client,
      {
        TableName: this.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': revisionPrefix(documentId) },
        ConsistentRead: true,
      },
      ({ PK: _pk, SK: _sk, entity: _entity, ...revision }) => revision as DocumentRevision,
    );
  }

  async getTotals(userId: string, year: string, memberId: string | null): Promise<TotalsCents> {
    const { Item } = await this.client.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { PK: userPk(userId), SK: memberId === null ? familyTotalsSk(year) : memberTotalsSk(year, memberId) },
        ConsistentRead: true,
      }),
    );
    // An attribute no document ever added to is absent: that figure is zero.
    const read = (attribute: string): number => (typeof Item?.[attribute] === 'number' ? Item[attribute] : 0);
    const figures = (attributeOf: (field: TotalsField) => string): FiguresCents => ({
      billed: read(attributeOf(totalsField.medical_bill)),
      insurancePaid: read(attributeOf(totalsField.insurance_payment)),
      youPaid: read(attributeOf(totalsField.user_payment)),
    });
    return {
      ...figures((field) => field),
      months: MONTH_NUMBERS.map((month) => figures((field) => monthlyField(field, month))),
    };
  }

  /**
   * Documents still 'processing' whose record was last written before `updatedBefore`, across all
   * users. A Scan: for the local stack's start-up sweep (a small table), never for request paths.
   */
  async listUnfinished(updatedBefore: Date): Promise<DocumentRecord[]> {
    const found: DocumentRecord[] = [];
    const pages = paginateScan(
      { client: this.client },
      {
        TableName: this.tableName,
        FilterExpression: 'entity = :document AND extraction_status = :processing AND updated_at < :before',
        ExpressionAttributeValues: { ':document': 'document', ':processing': 'processing', ':before': updatedBefore.toISOString() },
        ConsistentRead: true,
      },
    );
    for await (const page of pages) {
      for (const item of page.Items ?? []) found.push(documentRecordSchema.parse(item));
    }
    return found;
  }

  /**
   * Loads many new documents at once (benchmarks, imports): BatchWrite of the records, then the
   * totals and member counts they add, each item updated once. Not for request paths: it has no
   * conditions, so it must not run beside other writes of the same user.
   */
  async bulkLoad(records: readonly DocumentRecord[]): Promise<void> {
    const batches: DocumentRecord[][] = [];
    for (let start = 0; start < records.length; start += 25) batches.push(records.slice(start, start + 25));
    let next = 0;
    const worker = async () => {
      for (let batch = batches[next++]; batch; batch = batches[next++]) {
        let requests: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> = {
          [this.tableName]: batch.map((record) => ({ PutRequest: { Item: toDocumentItem(record) } })),
        };
        while (Object.keys(requests).length > 0) {
          const result = await this.client.send(new BatchWriteCommand({ RequestItems: requests }));
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
        const update = totalsUpdate(this.tableName, userId, sk, attributes);
        if (update) await this.client.send(new UpdateCommand(update));
      }
    }
    for (const { userId, memberId, count } of counts.values()) {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { PK: userPk(userId), SK: memberSk(memberId) },
          UpdateExpression: 'ADD document_count :count',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':count': count },
        }),
      );
    }
  }

  private documentItem(before: DocumentRecord | null, after: DocumentRecord | null): TransactItem {
    if (!after) {
      if (!before) throw new Error('A document change needs a before or an after');
      return {
        Delete: {
          TableName: this.tableName,
          Key: { PK: userPk(before.user_id), SK: documentSk(before.id) },
          ConditionExpression: 'version = :version',
          ExpressionAttributeValues: { ':version': before.version },
        },
      };
    }
    const item = toDocumentItem(after);
    return {
      Put: {
        TableName: this.tableName,
        Item: item,
        ...(before
          ? { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': before.version } }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      },
    };
  }

  private async deleteRevisions(userId: string, documentId: string): Promise<void> {
    for (const revision of await this.listRevisions(userId, documentId)) {
      await this.client.send(
        new DeleteCommand({ TableName: this.tableName, Key: { PK: userPk(userId), SK: revisionSk(documentId, revision.revision) } }),
      );
    }
  }
}
