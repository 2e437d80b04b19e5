// Every HTTP route of the API in one table: API Gateway (CDK) and the local API server both build
// their routes from it. `handler` is the file under src/handlers/http (without .ts) whose
// `handler` export serves the route. All routes sit behind the JWT authorizer except those marked
// `public` (the contact form is on a public page; it records the user when a token is sent).
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type HttpRoute = {
  method: HttpMethod;
  /** API Gateway form, e.g. '/api/documents/{documentId}'. */
  path: string;
  handler: string;
  public?: boolean;
};

export const httpRoutes: readonly HttpRoute[] = [
  { method: 'GET', path: '/api/family-members', handler: 'list-family-members' },
  { method: 'POST', path: '/api/family-members', handler: 'create-family-member' },
  { method: 'PUT', path: '/api/family-members/{memberId}', handler: 'update-family-member' },
  { method: 'DELETE', path: '/api/family-members/{memberId}', handler: 'delete-family-member' },
  { method: 'GET', path: '/api/documents', handler: 'search-documents' },
  { method: 'POST', path: '/api/documents', handler: 'create-document' },
  { method: 'GET', path: '/api/documents/{documentId}', handler: 'get-document' },
  { method: 'PATCH', path: '/api/documents/{documentId}', handler: 'update-document' },
  { method: 'DELETE', path: '/api/documents/{documentId}', handler: 'delete-document' },
  { method: 'GET', path: '/api/documents/{documentId}/download', handler: 'download-document' },
  { method: 'GET', path: '/api/documents/{documentId}/revisions', handler: 'list-document-revisions' },
  { method: 'GET', path: '/api/totals', handler: 'get-totals' },
  { method: 'GET', path: '/api/bills/{billId}/comparison', handler: 'get-bill-comparison' },
  { method: 'GET', path: '/api/history', handler: 'get-history' },
  { method: 'POST', path: '/api/payments', handler: 'create-payment' },
  { method: 'POST', path: '/api/contact', handler: 'send-contact-message', public: true },
];
