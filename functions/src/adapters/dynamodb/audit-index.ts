import { isDeepStrictEqual } from 'node:util';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { auditSummarySchema, type AuditSummary } from '@fairbill/shared';
import { auditSummaryOf } from '../../domain/audit/audit-summary';
import type { AuditIndex, AuditSearch } from '../../domain/audit/ports';
import type { DocumentRecord } from '../../domain/documents/document-record';
import { auditMonthPk, auditPk, auditSk } from './keys';
import { queryPartitions } from './partitioned-query';
import { appIndexes } from './table-definition';
import type { TransactItem } from './transact';

// The audit index (issue 13): one item per document with an extraction result, `AUDIT#<id>`,
// kept in the same transaction as the document (DynamoDocumentRepository.write), and on the
// byAuditDate index one partition per month of extraction, so auditors page through every user's
// results newest first with Query only.

type IndexedSummary = AuditSummary & { userId: string };

const itemOf = (summary: IndexedSummary): Record<string, unknown> => ({
  PK: auditPk(summary.documentId),
  SK: auditSk,
  entity: 'audit',
  GSI4PK: auditMonthPk(summary.extractedAt.slice(0, 7)),
  GSI4SK: `${summary.extractedAt}#${summary.documentId}`,
  ...summary,
});

/** The index write a document change implies: a put when its entry changes, a delete when it goes; null otherwise. */
export function auditIndexWrite(tableName: string, before: DocumentRecord | null, after: DocumentRecord | null): TransactItem | null {
  const was = before ? auditSummaryOf(before) : null;
  const next = after ? auditSummaryOf(after) : null;
  if (next) return isDeepStrictEqual(was, next) ? null : { Put: { TableName: tableName, Item: itemOf(next) } };
  const id = before?.id;
  return was && id ? { Delete: { TableName: tableName, Key: { PK: auditPk(id), SK: auditSk } } } : null;
}

/** The index item of a record, for the backfill of records written before the index existed. */
export const auditIndexItem = (record: DocumentRecord): Record<string, unknown> | null => {
  const summary = auditSummaryOf(record);
  return summary ? itemOf(summary) : null;
};

const monthsDown = (from: string, to: string): string[] => {
  const months: string[] = [];
  let [year, month] = to.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = from.split('-').map(Number) as [number, number];
  while (year > endYear || (year === endYear && month >= endMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return months;
};

export class DynamoAuditIndex implements AuditIndex {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async ownerOf(documentId: string): Promise<string | null> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.tableName, Key: { PK: auditPk(documentId), SK: auditSk }, ConsistentRead: true }));
    return typeof Item?.userId === 'string' ? Item.userId : null;
  }

  async search(query: AuditSearch): Promise<{ items: AuditSummary[]; nextCursor: string | null }> {
    const { filter, names, values } = filterOf(query);
    const { items, nextCursor } = await queryPartitions({
      client: this.client,
      tableName: this.tableName,
      indexName: appIndexes.byAuditDate,
      keys: { partition: 'GSI4PK', sort: 'GSI4SK' },
      periods: monthsDown(query.from.slice(0, 7), query.to.slice(0, 7)),
      partitionOf: auditMonthPk,
      tableKeyOf: (sortKey) => ({ PK: auditPk(sortKey.split('#').pop() ?? ''), SK: auditSk }),
      // Extraction times are ISO instants: the day bounds take in every instant of both days.
      from: query.from,
      to: `${query.to}T~`,
      filter: filter && names ? { expression: filter, names, values } : undefined,
      limit: query.limit,
      cursor: query.cursor,
      cursorPeriod: { field: 'm', pattern: /^\d{4}-\d{2}$/ },
    });
    return { items: items.map((item) => auditSummarySchema.parse(item)), nextCursor };
  }
}

/** The optional filters as one FilterExpression (applied by the Query, after the key condition). */
function filterOf(query: AuditSearch): { filter: string | undefined; names: Record<string, string> | undefined; values: Record<string, unknown> } {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const equal = (attribute: string, value: unknown) => {
    names[`#${attribute}`] = attribute;
    values[`:${attribute}`] = value;
    parts.push(`#${attribute} = :${attribute}`);
  };
  if (query.type) equal('documentType', query.type);
  if (query.status) equal('status', query.status);
  if (query.engine) equal('engine', query.engine);
  if (query.corrected !== undefined) equal('corrected', query.corrected);
  if (query.version) {
    Object.assign(names, { '#modelId': 'modelId', '#promptVersion': 'promptVersion' });
    values[':version'] = query.version;
    parts.push('(#modelId = :version OR #promptVersion = :version)');
  }
  if (query.confidenceBelow !== undefined) {
    names['#confidence'] = 'confidence';
    values[':confidenceBelow'] = query.confidenceBelow;
    parts.push('#confidence < :confidenceBelow');
  }
  if (query.failedCheck !== undefined) {
    names['#failedChecks'] = 'failedChecks';
    parts.push(query.failedCheck ? 'size(#failedChecks) > :none' : 'size(#failedChecks) = :none');
    values[':none'] = 0;
  }
  return parts.length === 0 ? { filter: undefined, names: undefined, values } : { filter: parts.join(' AND '), names, values };
}
