// Loaded with Amplify (auth-client.ts), so that the session provider imports no zod schema itself.
export { groupsOfClaim } from '@fairbill/shared';
