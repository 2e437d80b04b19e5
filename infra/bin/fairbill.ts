import { App } from 'aws-cdk-lib';
import { httpRoutes } from '@fairbill/functions/routes';
import { resolveStage } from '../lib/config';
import { addComplianceChecks, buildFairBill } from '../lib/fairbill-app';
import { siteDir, siteIsBuilt } from '../lib/paths';

// CDK entry (cdk.json at the repo root): `npx cdk deploy --all -c stage=prod`.
// FAIRBILL_SKIP_BUNDLING=true synthesizes templates without building the Lambda bundles (the
// synth test and quick template checks; `npm run bench:lambda` covers the bundles).
const app = new App(
  process.env['FAIRBILL_SKIP_BUNDLING'] === 'true' ? { postCliContext: { 'aws:cdk:bundling-stacks': [] } } : {},
);
const resolved = resolveStage(app.node.tryGetContext('stage'), app.node.tryGetContext('stages'));
addComplianceChecks(app);
buildFairBill(app, {
  ...resolved,
  routes: httpRoutes,
  siteDir: siteIsBuilt() ? siteDir : undefined,
  ...(process.env['CDK_DEFAULT_ACCOUNT'] ? { account: process.env['CDK_DEFAULT_ACCOUNT'] } : {}),
});
app.synth();
