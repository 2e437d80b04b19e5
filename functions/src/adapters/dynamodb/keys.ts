// Key builders of the single table (see table-definition.ts); one home for every key shape.
export const userPk = (userId: string) => `USER#${userId}`;
export const memberSk = (memberId: string) => `MEMBER#${memberId}`;
export const memberPrefix = 'MEMBER#';
export const profileSk = 'PROFILE';
export const documentSk = (documentId: string) => `DOC#${documentId}`;
export const revisionPrefix = (documentId: string) => `DOC#${documentId}#REV#`;
export const revisionSk = (documentId: string, revision: number) =>
  `${revisionPrefix(documentId)}${String(revision).padStart(6, '0')}`;
export const familyTotalsSk = (year: string) => `TOTAL#${year}#FAMILY`;
export const memberTotalsSk = (year: string, memberId: string) => `TOTAL#${year}#MEMBER#${memberId}`;
export const memberDatePk = (userId: string, memberId: string) => `USER#${userId}#MEMBER#${memberId}`;
/** Sort key of the date indexes: the date first (range queries), the id to keep keys unique. */
export const dateSk = (date: string, documentId: string) => `${date}#${documentId}`;
export const storageKeyPk = (bucket: string, key: string) => `OBJECT#${bucket}/${key}`;
export const contactPk = (id: string) => `CONTACT#${id}`;
/** The audit index (audit-index.ts): one item per document with a result, and one index partition per month. */
export const auditPk = (documentId: string) => `AUDIT#${documentId}`;
export const auditSk = 'AUDIT';
export const auditMonthPk = (month: string) => `AUDIT#${month}`;
/** The run records (run-records.ts): one item per pipeline execution, its redrives beside it, one index partition per day. */
export const runPk = (executionId: string) => `RUN#${executionId}`;
export const runSk = 'RUN';
export const runRedrivePrefix = 'REDRIVE#';
export const runDayPk = (day: string) => `RUNS#${day}`;
/** The account's latest "Download all my data" export (export-jobs.ts): one item per user. */
export const exportSk = 'EXPORT';
/**
 * The sparse byProcessingStart index: only a document in 'processing' carries these keys (one
 * partition; its writes are bounded by the upload throttle, far below a partition's limit), sorted
 * by the start of its run, so the stale sweep reads the oldest with one Query.
 */
export const processingPk = 'PROCESSING';
export const processingSk = (startedAt: string, userId: string, documentId: string) => `${startedAt}#${userId}#${documentId}`;
/** A pipeline run of the user's (`RUN#<executionId>`, run-records.ts), linked from their partition so deleting the account finds it. */
export const runLinkSk = (executionId: string) => `RUN#${executionId}`;
export const runLinkPrefix = 'RUN#';
/** A letter written from a visit's ledger (issue 14), in the user's partition. */
export const letterSk = (letterId: string) => `LETTER#${letterId}`;
export const letterPrefix = 'LETTER#';
/**
 * The person's reminder choices (issue 14), in the user's partition: the account's preference
 * (`REMINDER#SETTINGS`) and one item per deadline with its state (`REMINDER#DEADLINE#<deadlineId>`:
 * turned off, the reminders sent). The deadlines themselves are built from the documents and letters.
 */
export const reminderPrefix = 'REMINDER#';
export const reminderSettingsSk = 'REMINDER#SETTINGS';
export const deadlineReminderSk = (deadlineId: string) => `REMINDER#DEADLINE#${deadlineId}`;
