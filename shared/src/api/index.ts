// The API contracts: the zod request and response schemas of every route (functions/ parses with
// them, the SPA types its client with them). Routes are listed in functions/src/handlers/http/routes.ts.
export * from './common';
export * from './family-members';
export * from './documents';
export * from './totals';
export * from './bills';
export * from './payments';
export * from './contact';
