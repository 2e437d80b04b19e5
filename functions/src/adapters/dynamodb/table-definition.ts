// The tables FairBill uses, described once: CDK (infra/) and the local stack both create them from
// here (PAY_PER_REQUEST), so the keys the adapters query always exist with the same names.
export type TableDefinition = {
  id: string;
  localName: string;
  partitionKey: string;
  sortKey?: string;
  globalSecondaryIndexes: { indexName: string; partitionKey: string; sortKey?: string }[];
  timeToLiveAttribute?: string;
};

export const appIndexes = {
  byUserDate: 'byUserDate',
  byMemberDate: 'byMemberDate',
  byStorageKey: 'byStorageKey',
  byAuditDate: 'byAuditDate',
  byRunTime: 'byRunTime',
  byProcessingStart: 'byProcessingStart',
} as const;

/**
 * The single application table. Every item of a user lives under `PK = USER#<sub>`, so every
 * request path is scoped to the token's `sub` by its key, never by a filter:
 * - family member   SK `MEMBER#<memberId>` (ULIDs: key order is creation order)
 * - document        SK `DOC#<documentId>`, its revisions SK `DOC#<documentId>#REV#<n>`
 * - totals          SK `TOTAL#<year>#FAMILY` and `TOTAL#<year>#MEMBER#<memberId>`: the year's cents
 *                   (`billed_cents` ...) and each month's (`billed_cents_m01` ...), kept by `ADD`
 * - profile marker  SK `PROFILE` (the default member was created)
 * - data export     SK `EXPORT`: the latest "Download all my data" job, its status and progress
 * - run link        SK `RUN#<executionId>`: a pipeline run of the user's documents (its record is
 *                   `PK = RUN#<executionId>`), so deleting the account finds every run with a Query
 * - reminders       SK `REMINDER#SETTINGS` (the account's e-mail reminders on or off, its time zone) and
 *                   `REMINDER#DEADLINE#<deadlineId>` (turned off, the reminders sent); issue 14
 * - letter          SK `LETTER#<letterId>`: a letter written from a visit's ledger (issue 14): its
 *                   `ledger_id`, `member_id`, text, `sent_on` and `follow_up_on` (absent until set);
 *                   its PDF is `<userId>/letters/<letterId>.pdf` in the artifacts bucket
 * Contact messages live under `PK = CONTACT#<id>`; the audit index's items under `PK = AUDIT#<documentId>`;
 * the pipeline's run records under `PK = RUN#<executionId>` (SK `RUN`, and `REDRIVE#...` per redrive).
 * GSIs: byUserDate (family search, newest first), byMemberDate (one member's documents),
 * byStorageKey (S3 bucket + key -> document, for the pipeline), byAuditDate (every user's extraction
 * results by month, newest first, for auditors), byRunTime (every pipeline run by day of its start,
 * newest first, for operators), byProcessingStart (sparse: only documents in 'processing', by the
 * start of their run, for the stale-document sweep; the keys go with the status, in the same write).
 * CloudFormation adds one GSI per table update: a new index needs a deploy of its own.
 */
export const appTableDefinition: TableDefinition = {
  id: 'AppTable',
  localName: 'fairbill-app',
  partitionKey: 'PK',
  sortKey: 'SK',
  globalSecondaryIndexes: [
    { indexName: appIndexes.byUserDate, partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { indexName: appIndexes.byMemberDate, partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { indexName: appIndexes.byStorageKey, partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
    { indexName: appIndexes.byAuditDate, partitionKey: 'GSI4PK', sortKey: 'GSI4SK' },
    { indexName: appIndexes.byRunTime, partitionKey: 'GSI5PK', sortKey: 'GSI5SK' },
    { indexName: appIndexes.byProcessingStart, partitionKey: 'GSI6PK', sortKey: 'GSI6SK' },
  ],
};

/** Idempotency records of retried writes (`Idempotency-Key` header), expired by TTL. */
export const idempotencyTableDefinition: TableDefinition = {
  id: 'IdempotencyTable',
  localName: 'fairbill-idempotency',
  partitionKey: 'id',
  globalSecondaryIndexes: [],
  timeToLiveAttribute: 'expiration',
};

export const tableDefinitions: readonly TableDefinition[] = [appTableDefinition, idempotencyTableDefinition];
