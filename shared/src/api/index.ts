// The API contracts: the method and path of every route (paths), and the zod request and response
// schemas (functions/ parses with them, the SPA types its client with them). The server's route
// table, functions/src/handlers/http/routes.ts, adds each route's handler and access.
export * from './paths';
export * from './common';
export * from './family-members';
export * from './documents';
export * from './totals';
export * from './bills';
export * from './ledgers';
export * from './visit-link';
export * from './samples';
export * from './letters';
export * from './reminders';
export * from './payments';
export * from './contact';
export * from './roles';
export * from './audit-summary';
export * from './audit';
export * from './run-states';
export * from './ops';
export * from './account';
