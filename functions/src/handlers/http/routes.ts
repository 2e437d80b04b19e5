// Every HTTP route of the API in one table: API Gateway (CDK) and the local API server both build
// their routes from it. `handler` is the file under src/handlers/http (without .ts) whose
// `handler` export serves the route. All routes sit behind the JWT authorizer except those marked
// `public` (the contact form is on a public page; it records the user when a token is sent).
// `access` is what its function may touch in the tables, buckets and SES (CDK grants exactly that,
// issue 18); `throttle`, where set, caps the route below the stage's default in API Gateway and in
// the local API alike. Each route's method and path come from the shared table (shared/src/api/paths.ts),
// which the SPA builds its requests with.
import { apiRoutes, type HttpMethod, type UserGroup } from '@fairbill/shared';

export type { HttpMethod, UserGroup };

/**
 * The header CloudFront adds to every /api request with the origin secret; in AWS the functions
 * refuse requests without it, i.e. calls to the execute-api endpoint that bypass CloudFront.
 */
export const ORIGIN_VERIFY_HEADER = 'x-fairbill-origin-verify';

/**
 * The app table: `append` PutItem only (new items, never read back); then by level, each with the
 * one before: `read` GetItem and Query, `write` adds PutItem, UpdateItem and ConditionCheckItem
 * (FairBill's conditional transactions), `delete` adds DeleteItem. Never Scan or batch calls.
 */
export type TableAccess = 'append' | 'read' | 'write' | 'delete';

/** One object action: `read` GetObject (presigned GET), `write` PutObject (presigned PUT), `delete` DeleteObject. */
export type ObjectAccess = 'read' | 'write' | 'delete';

export type RouteAccess = {
  table: TableAccess;
  /** Only the contact messages' own items (IAM `dynamodb:LeadingKeys`), never a user's partition. */
  items?: 'contact';
  /** Claims and reads `Idempotency-Key` records (GetItem, PutItem on the idempotency table). */
  idempotency?: true;
  /**
   * `documents`: the medical and insurance documents buckets; `artifacts`: the pipeline's output;
   * `exports`: the "Download all my data" ZIPs.
   */
  buckets?: { documents?: ObjectAccess; artifacts?: ObjectAccess; exports?: ObjectAccess };
  /** Sends e-mail to support through the SES identity. */
  mail?: true;
  /** Appends to and reads the auditors' access log (the Object Lock bucket). */
  accessLog?: true;
  /** Deletes the caller's own Cognito user and mails them a receipt (deleting the account). */
  deletesCaller?: true;
  /** Invokes the account export builder (asynchronously; locally it runs in process). */
  startsExport?: true;
  /**
   * Reads a stored original again with the deployment's reader and structurer: Textract and
   * Bedrock in AWS, with Textract's staging copies in the artifacts bucket (put, delete).
   */
  reads?: true;
  /** Redrives the pipeline's failed executions (states:RedriveExecution on the state machine's executions only). */
  redrive?: true;
};

/** API Gateway's route throttle: steady requests per second and burst, for all callers together. */
export type RouteThrottle = { rateLimit: number; burstLimit: number };

/**
 * At most `limit` requests per client IP address in any `windowSeconds`: a WAF rate-based rule on
 * CloudFront in AWS (whose windows are 1, 2, 5 or 10 minutes), the local gateway in process.
 */
export type ClientRateLimit = { limit: number; windowSeconds: 60 | 120 | 300 | 600 };

/** The body of a 429, whoever refuses (API Gateway's throttle, the WAF's rate rules, the local gateway). */
export const TOO_MANY_REQUESTS_BODY = { error: { code: 'too_many_requests', message: 'Too many requests. Please wait a moment and try again.' } } as const;

/** What a gateway needs to serve a route (API Gateway and the local API server). */
export type HttpRoute = {
  method: HttpMethod;
  /** API Gateway form, e.g. '/api/documents/{documentId}'. */
  path: string;
  handler: string;
  public?: boolean;
  throttle?: RouteThrottle;
  clientRateLimit?: ClientRateLimit;
  /**
   * The staff group the route is for (issue 13). Routes without one are the families': a token of
   * a staff group gets 403 there, and a family's token gets 403 on a staff route.
   */
  group?: UserGroup;
};

/** A route of the table: served as above, its function granted `access` and nothing more. */
export type RouteWithAccess = HttpRoute & { access: RouteAccess };

export const httpRoutes: readonly RouteWithAccess[] = [
  // Decision 9: the first read creates the default member, so this GET writes (conditional puts only).
  { ...apiRoutes.listFamilyMembers, handler: 'list-family-members', access: { table: 'write' } },
  { ...apiRoutes.createFamilyMember, handler: 'create-family-member', access: { table: 'write', idempotency: true } },
  { ...apiRoutes.updateFamilyMember, handler: 'update-family-member', access: { table: 'write' } },
  // With deleteDocuments=true the member's documents go too (records, files and artifacts).
  {
    ...apiRoutes.deleteFamilyMember,
    handler: 'delete-family-member',
    access: { table: 'delete', buckets: { documents: 'delete', artifacts: 'delete' } },
  },
  { ...apiRoutes.searchDocuments, handler: 'search-documents', access: { table: 'read' } },
  // Each created document leads to an upload and a pipeline run (Textract, Bedrock): capped.
  {
    ...apiRoutes.createDocument,
    handler: 'create-document',
    access: { table: 'write', idempotency: true, buckets: { documents: 'write' } },
    throttle: { rateLimit: 10, burstLimit: 20 },
  },
  { ...apiRoutes.getDocument, handler: 'get-document', access: { table: 'read' } },
  { ...apiRoutes.updateDocument, handler: 'update-document', access: { table: 'write' } },
  {
    ...apiRoutes.deleteDocument,
    handler: 'delete-document',
    access: { table: 'delete', buckets: { documents: 'delete', artifacts: 'delete' } },
  },
  {
    ...apiRoutes.downloadDocument,
    handler: 'download-document',
    access: { table: 'read', buckets: { documents: 'read' } },
  },
  { ...apiRoutes.listDocumentRevisions, handler: 'list-document-revisions', access: { table: 'read' } },
  // A payment linked to a visit by hand, or kept out of every visit (issue 14): the payment's record
  // and a revision in one transaction, as a correction; the bill or EOB named is only read.
  { ...apiRoutes.updateVisitLink, handler: 'update-visit-link', access: { table: 'write' } },
  { ...apiRoutes.deleteVisitLink, handler: 'delete-visit-link', access: { table: 'write' } },
  { ...apiRoutes.getTotals, handler: 'get-totals', access: { table: 'read' } },
  { ...apiRoutes.getBillComparison, handler: 'get-bill-comparison', access: { table: 'read' } },
  { ...apiRoutes.getHistory, handler: 'get-history', access: { table: 'read' } },
  // The visit ledgers (issue 14): the members' documents read by Query, joined in shared.
  { ...apiRoutes.getLedgers, handler: 'get-ledgers', access: { table: 'read' } },
  // "Try it with sample documents" (issue 14): the sample member's status; adding it creates the
  // member and 8 documents as uploads are created, and stores their files (each starts a pipeline run).
  { ...apiRoutes.getSamples, handler: 'get-samples', access: { table: 'read' } },
  {
    ...apiRoutes.createSamples,
    handler: 'create-samples',
    access: { table: 'write', idempotency: true, buckets: { documents: 'write' } },
    // Each call renders 8 PDFs and starts 8 pipeline runs; one set per account (its fixed member id),
    // so the cap is for all new accounts together, as the other costly routes have.
    throttle: { rateLimit: 2, burstLimit: 10 },
  },
  // Deadlines and their reminders (issue 14): built from the documents and letters by Query; a toggle
  // writes the person's choice in their own partition.
  { ...apiRoutes.getReminders, handler: 'get-reminders', access: { table: 'read' } },
  { ...apiRoutes.updateDeadlineReminders, handler: 'update-deadline-reminders', access: { table: 'write' } },
  // Letters from a visit's ledger (issue 14): each request that names a visit rebuilds it from the
  // member's documents (Query). Saving stores the PDF (artifacts bucket, under the user's prefix)
  // and then the letter's item; the download is a presigned GET of that PDF.
  { ...apiRoutes.getLetterDrafts, handler: 'get-letter-drafts', access: { table: 'read' } },
  { ...apiRoutes.createLetter, handler: 'create-letter', access: { table: 'write', idempotency: true, buckets: { artifacts: 'write' } } },
  { ...apiRoutes.listLetters, handler: 'list-letters', access: { table: 'read' } },
  { ...apiRoutes.downloadLetter, handler: 'download-letter', access: { table: 'read', buckets: { artifacts: 'read' } } },
  { ...apiRoutes.updateLetter, handler: 'update-letter', access: { table: 'write' } },
  { ...apiRoutes.createPayment, handler: 'create-payment', access: { table: 'write', idempotency: true } },
  // Public and each message sends an e-mail: a low cap, and only contact items.
  {
    ...apiRoutes.sendContactMessage,
    handler: 'send-contact-message',
    public: true,
    access: { table: 'append', items: 'contact', idempotency: true, mail: true },
    throttle: { rateLimit: 1, burstLimit: 5 },
    // One sender cannot take the whole cap (issue 16): 10 messages per address in 5 minutes.
    clientRateLimit: { limit: 10, windowSeconds: 300 },
  },
  // Everything of the caller's (the data export's ZIP too), then the Cognito user; a receipt to their own address.
  {
    ...apiRoutes.deleteAccount,
    handler: 'delete-account',
    access: { table: 'delete', buckets: { documents: 'delete', artifacts: 'delete', exports: 'delete' }, deletesCaller: true },
  },
  // "Download all my data": the job item, the builder started; a finished export it replaces loses its ZIP.
  { ...apiRoutes.startAccountExport, handler: 'start-account-export', access: { table: 'write', buckets: { exports: 'delete' }, startsExport: true } },
  // Its progress, and a short-lived link (presigned GET) to the ZIP once it is ready.
  { ...apiRoutes.getAccountExport, handler: 'get-account-export', access: { table: 'read', buckets: { exports: 'read' } } },
  // The account's reminder preference (issue 14): on or off, and the time zone of its days.
  { ...apiRoutes.getReminderSettings, handler: 'get-reminder-settings', access: { table: 'read' } },
  { ...apiRoutes.updateReminderSettings, handler: 'update-reminder-settings', access: { table: 'write' } },
  // Auditors: every user's extraction results, read-only; each request goes to the access log.
  { ...apiRoutes.searchAuditRecords, handler: 'search-audit-records', group: 'auditors', access: { table: 'read', accessLog: true } },
  {
    ...apiRoutes.getAuditRecord,
    handler: 'get-audit-record',
    group: 'auditors',
    access: { table: 'read', buckets: { documents: 'read', artifacts: 'read' }, accessLog: true },
  },
  { ...apiRoutes.downloadAuditRecord, handler: 'download-audit-record', group: 'auditors', access: { table: 'read', buckets: { documents: 'read' }, accessLog: true } },
  { ...apiRoutes.readAccessLog, handler: 'read-access-log', group: 'auditors', access: { table: 'read', accessLog: true } },
  { ...apiRoutes.exportAuditRecords, handler: 'export-audit-records', group: 'auditors', access: { table: 'read', accessLog: true } },
  // Reads the original again with the deployment's engine (Textract stages PDFs in the artifacts bucket).
  {
    ...apiRoutes.reproduceAuditRecord,
    handler: 'reproduce-audit-record',
    group: 'auditors',
    access: { table: 'read', buckets: { documents: 'read' }, accessLog: true, reads: true },
    throttle: { rateLimit: 2, burstLimit: 10 },
  },
  // Operators: every pipeline run, the figures, and redrives (who and why kept on the run record).
  { ...apiRoutes.listPipelineRuns, handler: 'list-pipeline-runs', group: 'operators', access: { table: 'read' } },
  { ...apiRoutes.getPipelineRun, handler: 'get-pipeline-run', group: 'operators', access: { table: 'read' } },
  { ...apiRoutes.getPipelineFigures, handler: 'get-pipeline-figures', group: 'operators', access: { table: 'read' } },
  // A redrive puts the document back in process and restarts its execution.
  { ...apiRoutes.redrivePipelineRun, handler: 'redrive-pipeline-run', group: 'operators', access: { table: 'write', redrive: true }, throttle: { rateLimit: 5, burstLimit: 10 } },
  { ...apiRoutes.redrivePipelineRuns, handler: 'redrive-pipeline-runs', group: 'operators', access: { table: 'write', redrive: true }, throttle: { rateLimit: 1, burstLimit: 10 } },
];
