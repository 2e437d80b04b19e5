// The method and path of every API route in one table: the server's route table
// (functions/src/handlers/http/routes.ts) takes them from here, and the SPA builds its request
// paths with `apiPaths`, so the two cannot drift (functions/test/http/api-paths.test.ts).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where API Gateway (and the local API server) serve the API; the SPA's `apiUrl` points at it. */
export const API_PREFIX = '/api';

/** Every resource of the API, relative to API_PREFIX; `{name}` marks a path parameter. */
export const apiPathTemplates = {
  familyMembers: '/family-members',
  familyMember: '/family-members/{memberId}',
  documents: '/documents',
  document: '/documents/{documentId}',
  documentDownload: '/documents/{documentId}/download',
  documentRevisions: '/documents/{documentId}/revisions',
  documentVisitLink: '/documents/{documentId}/visit-link',
  totals: '/totals',
  billComparison: '/bills/{billId}/comparison',
  history: '/history',
  ledgers: '/ledgers',
  samples: '/samples',
  ledgerLetterDrafts: '/ledgers/{ledgerId}/letter-drafts',
  ledgerLetters: '/ledgers/{ledgerId}/letters',
  letter: '/letters/{letterId}',
  letterDownload: '/letters/{letterId}/download',
  reminders: '/reminders',
  reminder: '/reminders/{deadlineId}',
  payments: '/payments',
  contact: '/contact',
  account: '/account',
  accountExport: '/account/export',
  reminderSettings: '/account/reminders',
  auditRecords: '/audit/records',
  auditRecord: '/audit/records/{documentId}',
  auditRecordDownload: '/audit/records/{documentId}/download',
  auditRecordReproduce: '/audit/records/{documentId}/reproduce',
  auditExport: '/audit/export',
  auditAccessLog: '/audit/access-log',
  opsRuns: '/ops/runs',
  opsRun: '/ops/runs/{executionId}',
  opsRunRedrive: '/ops/runs/{executionId}/redrive',
  opsRedrive: '/ops/redrive',
  opsFigures: '/ops/figures',
} as const;

type Templates = typeof apiPathTemplates;

const route = <M extends HttpMethod, P extends Templates[keyof Templates]>(method: M, path: P) => ({ method, path: `${API_PREFIX}${path}` as const });

/** Each route's method and path in API Gateway form (e.g. '/api/documents/{documentId}'), named like its handler. */
export const apiRoutes = {
  listFamilyMembers: route('GET', apiPathTemplates.familyMembers),
  createFamilyMember: route('POST', apiPathTemplates.familyMembers),
  updateFamilyMember: route('PUT', apiPathTemplates.familyMember),
  deleteFamilyMember: route('DELETE', apiPathTemplates.familyMember),
  searchDocuments: route('GET', apiPathTemplates.documents),
  createDocument: route('POST', apiPathTemplates.documents),
  getDocument: route('GET', apiPathTemplates.document),
  updateDocument: route('PATCH', apiPathTemplates.document),
  deleteDocument: route('DELETE', apiPathTemplates.document),
  downloadDocument: route('GET', apiPathTemplates.documentDownload),
  listDocumentRevisions: route('GET', apiPathTemplates.documentRevisions),
  updateVisitLink: route('PUT', apiPathTemplates.documentVisitLink),
  deleteVisitLink: route('DELETE', apiPathTemplates.documentVisitLink),
  getTotals: route('GET', apiPathTemplates.totals),
  getBillComparison: route('GET', apiPathTemplates.billComparison),
  getHistory: route('GET', apiPathTemplates.history),
  getLedgers: route('GET', apiPathTemplates.ledgers),
  getSamples: route('GET', apiPathTemplates.samples),
  createSamples: route('POST', apiPathTemplates.samples),
  getLetterDrafts: route('GET', apiPathTemplates.ledgerLetterDrafts),
  createLetter: route('POST', apiPathTemplates.ledgerLetters),
  listLetters: route('GET', apiPathTemplates.ledgerLetters),
  downloadLetter: route('GET', apiPathTemplates.letterDownload),
  updateLetter: route('PATCH', apiPathTemplates.letter),
  getReminders: route('GET', apiPathTemplates.reminders),
  updateDeadlineReminders: route('PUT', apiPathTemplates.reminder),
  createPayment: route('POST', apiPathTemplates.payments),
  sendContactMessage: route('POST', apiPathTemplates.contact),
  deleteAccount: route('DELETE', apiPathTemplates.account),
  startAccountExport: route('POST', apiPathTemplates.accountExport),
  getAccountExport: route('GET', apiPathTemplates.accountExport),
  getReminderSettings: route('GET', apiPathTemplates.reminderSettings),
  updateReminderSettings: route('PUT', apiPathTemplates.reminderSettings),
  searchAuditRecords: route('GET', apiPathTemplates.auditRecords),
  getAuditRecord: route('GET', apiPathTemplates.auditRecord),
  downloadAuditRecord: route('GET', apiPathTemplates.auditRecordDownload),
  reproduceAuditRecord: route('POST', apiPathTemplates.auditRecordReproduce),
  exportAuditRecords: route('GET', apiPathTemplates.auditExport),
  readAccessLog: route('GET', apiPathTemplates.auditAccessLog),
  listPipelineRuns: route('GET', apiPathTemplates.opsRuns),
  getPipelineRun: route('GET', apiPathTemplates.opsRun),
  redrivePipelineRun: route('POST', apiPathTemplates.opsRunRedrive),
  redrivePipelineRuns: route('POST', apiPathTemplates.opsRedrive),
  getPipelineFigures: route('GET', apiPathTemplates.opsFigures),
} as const;
export type ApiRouteName = keyof typeof apiRoutes;

/** One string argument per `{name}` of the template, in order. */
type PathArgs<T extends string> = T extends `${string}{${string}}${infer Rest}` ? [string, ...PathArgs<Rest>] : [];
type PathBuilder<T extends string> = (...args: PathArgs<T>) => string;

function pathBuilder<T extends string>(template: T): PathBuilder<T> {
  return (...args) => {
    let index = 0;
    return template.replace(/\{[^}]+\}/g, () => encodeURIComponent(args[index++] ?? ''));
  };
}

/**
 * The SPA's request paths, relative to its `apiUrl` (which serves API_PREFIX), e.g.
 * `apiPaths.document(id)` -> `/documents/${encodeURIComponent(id)}`. Add a query with buildPath.
 */
export const apiPaths = /* @__PURE__ */ Object.fromEntries(Object.entries(apiPathTemplates).map(([name, template]) => [name, pathBuilder(template)])) as {
  [Name in keyof Templates]: PathBuilder<Templates[Name]>;
};
