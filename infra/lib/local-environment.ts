// The account and region the local stack stands in for: any fixed values do (the emulators accept
// them). Here, not in infra/local/, because the local workflow is synthesized in lib/
// (workflow/document-workflow.ts) and infra/local/ imports lib/, never the other way round. The
// region is the emulators' own (@fairbill/emulators declares it once for the clients, the handlers'
// environment and this workflow).
export { LOCAL_REGION } from '@fairbill/emulators/config';
export const LOCAL_ACCOUNT_ID = '000000000000';
