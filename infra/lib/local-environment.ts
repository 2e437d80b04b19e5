// The account and region the local stack stands in for: any fixed values do (the emulators accept
// them). Declared here, not in infra/local/, because the local workflow is synthesized in lib/
// (workflow/document-workflow.ts) and infra/local/ imports lib/, never the other way round.
export const LOCAL_REGION = 'us-east-1';
export const LOCAL_ACCOUNT_ID = '000000000000';
