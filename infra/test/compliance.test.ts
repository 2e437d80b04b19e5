import { Stack } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cdkJson from '../../cdk.json' with { type: 'json' };
import { httpRoutes } from '@fairbill/functions/routes';
import { resolveStage, type StageName } from '../lib/config';
import { addComplianceChecks, buildFairBill } from '../lib/fairbill-app';
import { testApp, testEntry } from './support/synth';

/** Every finding cdk-nag reports for the app, as `rule @ construct path`. */
function findings(scope: Parameters<AwsSolutionsChecks['validateScope']>[0]): string[] {
  return [new AwsSolutionsChecks(), new HIPAASecurityChecks()].flatMap((pack) =>
    pack.validateScope(scope).violations.flatMap((violation) =>
      violation.violatingResources.map((resource) => `${violation.ruleName} @ ${resource.constructPath}`),
    ),
  );
}

function build(stage: StageName, account?: string) {
  const { app, cleanup } = testApp();
  addComplianceChecks(app);
  const stacks = buildFairBill(app, {
    ...resolveStage(stage, cdkJson.context.stages),
    routes: httpRoutes,
    siteDir: undefined,
    entry: testEntry,
    ...(account ? { account } : {}),
  });
  return { app, stacks, cleanup };
}

// Full synthesis takes seconds on a small CI machine (synth-cli.test.ts adds CDK's schema validation).
describe('cdk-nag (AwsSolutions + HIPAA Security)', { timeout: 60_000 }, () => {
  const cleanups: (() => void)[] = [];
  let dev: ReturnType<typeof build>;
  beforeAll(() => {
    dev = build('dev');
    cleanups.push(dev.cleanup);
  }, 60_000);
  afterAll(() => cleanups.forEach((cleanup) => cleanup()));

  it.each(['dev', 'prod'] as const)('leaves no unacknowledged finding in %s', (stage) => {
    const app = stage === 'dev' ? dev : build(stage);
    if (app !== dev) cleanups.push(app.cleanup);
    expect(findings(app.app)).toEqual([]);
  });

  it('stays clean when the CLI supplies the account at deploy time (ARNs become literal)', () => {
    const deployed = build('prod', '123456789012');
    cleanups.push(deployed.cleanup);
    expect(findings(deployed.app)).toEqual([]);
  });

  it('lets the real synthesis (plugins registered on the app) pass', () => {
    expect(() => dev.app.synth()).not.toThrow();
  });

  it('every acknowledgement carries a FairBill-specific reason', () => {
    const reasons = new Set<string>();
    for (const construct of dev.app.node.findAll()) {
      for (const entry of construct.node.metadata) {
        if (entry.type !== 'aws:cdk:acknowledged-rules') continue;
        for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
          // Only cdk-nag's rules: CDK itself records acknowledgements of its own warnings here too.
          if (/^(annotation::)?(AwsSolutions|HIPAA)/i.test(id)) reasons.add(reason);
        }
      }
    }
    expect(reasons.size).toBeGreaterThan(10);
    for (const reason of reasons) {
      expect(reason.length, reason).toBeGreaterThan(40);
      // Names FairBill (or its Decisions): a reason that would fit any project is not a reason.
      expect(reason, reason).toMatch(/FairBill|Decision \d+/);
    }
  });

  it('negative control: a planted violation fails both the scan and the synthesis', () => {
    const planted = build('dev');
    cleanups.push(planted.cleanup);
    // An unencrypted, unlogged bucket that allows plain HTTP: what FairBill must never deploy.
    new s3.Bucket(planted.stacks.app, 'PlantedViolation', { encryption: s3.BucketEncryption.UNENCRYPTED });
    const found = findings(planted.app);
    expect(found).toEqual(
      expect.arrayContaining([
        'AwsSolutions-S1 @ FairBill-dev-App/PlantedViolation/Resource',
        'AwsSolutions-S10 @ FairBill-dev-App/PlantedViolation/Resource',
        'HIPAA.Security-S3DefaultEncryptionKMS @ FairBill-dev-App/PlantedViolation/Resource',
      ]),
    );
    expect(found.every((finding) => finding.includes('/PlantedViolation/'))).toBe(true);
    expect(() => planted.app.synth()).toThrow(/PlantedViolation/);
  });

  it('negative control: an acknowledgement does not leak to a sibling construct', () => {
    const stack = new Stack(testApp().app, 'Probe');
    new s3.Bucket(stack, 'Unlogged', { enforceSSL: true });
    expect(findings(stack).some((finding) => finding.startsWith('AwsSolutions-S1 @ Probe/Unlogged'))).toBe(true);
  });
});
