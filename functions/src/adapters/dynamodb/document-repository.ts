import type { DocumentType } from '@fairbill/shared';
import { documentDay } from '@fairbill/shared';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentRecord } from '../../domain/documents/document-record';
import { documentRecordSchema } from '../../domain/documents/document-record';
import type { UnfinishedDocuments } from '../../domain/documents/interrupted-documents';
import type { DocumentChange, DocumentRepository, DocumentRevision, DocumentSearch, IdempotencyKey, TotalsCents } from '../../domain/ports';
import { IdempotentReplayError, MissingMemberError, StaleRecordError } from '../../domain/errors';
import { queryAll } from './client';
import { auditIndexWrite } from './audit-index';
import { searchDocuments } from './document-search';
import { addContribution, readTotals, totalsSk, totalsUpdate, type TotalsDeltas } from './document-totals';
import { idempotencyPut, storedReplay } from './idempotency';
import { dateSk, documentSk, memberDatePk, memberSk, processingPk, processingSk, revisionPrefix, revisionSk, storageKeyPk, userPk } from './keys';
import { appIndexes } from './table-definition';
import { cancellationCodes, transactWrite } from './transact';
import type { TransactItem } from './transact';

// The documents' one write (a transaction of the records, their audit index items, their members'
// counts, the totals, the revisions and the idempotency key) and their reads. Totals and search live beside it.

type ItemKind = 'document' | 'audit' | 'unchanged' | 'member' | 'totals' | 'revision' | 'idempotency';

/**
 * Written on every document and revision item: their amounts are integer cents (Decision 13). The
 * `2026-12-amounts-in-cents` migration converts the items without it, so it never converts twice.
 */
export const CENTS_MARKER = { amount_unit: 'cents' } as const;

/**
 * A record as its table item: the record plus the keys of the table and of its indexes. Every
 * document write is a whole Put of this item, so the sparse processing keys exist exactly while the
 * status is 'processing', in the same transaction that changes it.
 */
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
    ...CENTS_MARKER,
  };
  if (record.storage_bucket && record.file_path) {
    item.GSI3PK = storageKeyPk(record.storage_bucket, record.file_path);
    item.GSI3SK = 'DOC';
  }
  if (record.extraction_status === 'processing') {
    // A record from before the start was kept falls back on its last write.
    item.GSI6PK = processingPk;
    item.GSI6SK = processingSk(record.processing_started_at ?? record.updated_at, record.user_id, record.id);
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
      const audit = auditIndexWrite(this.tableName, before, after);
      if (audit) push('audit', audit);
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
          Item: { PK: userPk(revision.user_id), SK: revisionSk(revision.document_id, revision.revision), entity: 'revision', ...revision, ...CENTS_MARKER },
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

  search(userId: string, query: DocumentSearch): Promise<{ items: DocumentRecord[]; nextCursor: string | null }> {
    return searchDocuments(this.client, this.tableName, userId, query);
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
      ({ PK: _pk, SK: _sk, entity: _entity, amount_unit: _unit, ...revision }) => revision as DocumentRevision,
    );
  }

  async getTotals(userId: string, year: string, memberId: string | null): Promise<TotalsCents> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.tableName, Key: { PK: userPk(userId), SK: totalsSk(year, memberId) }, ConsistentRead: true }));
    return readTotals(Item);
  }

  /**
   * Documents in 'processing' whose run started before `startedBefore`, across all users, oldest
   * first: one Query of the sparse byProcessingStart index, which holds nothing else. The index is
   * eventually consistent: the caller reads each record again before acting on it.
   */
  async listUnfinished(startedBefore: Date): Promise<DocumentRecord[]> {
    return queryAll(
      this.client,
      {
        TableName: this.tableName,
        IndexName: appIndexes.byProcessingStart,
        KeyConditionExpression: 'GSI6PK = :pk AND GSI6SK < :before',
        ExpressionAttributeValues: { ':pk': processingPk, ':before': startedBefore.toISOString() },
      },
      (item) => documentRecordSchema.parse(item),
    );
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
