import { RemovalPolicy, Stack, type CfnResource } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cdkJson from '../../cdk.json' with { type: 'json' };
import { DocumentStorage } from '../lib/constructs/document-storage';
import { FairBillFunction } from '../lib/constructs/fairbill-function';
import { fixtureEntry, synthesizeStage, testApp, type SynthesizedFairBill } from './support/synth';

// Issue 18, defect 4: what FairBill keeps of a deleted document, and for how long. Current objects
// live as long as their document; replaced and deleted versions for the stage's
// noncurrentVersionDays (README); anything nobody owns any more is swept.

type Statement = { Action: string | string[]; Resource: unknown };
type Rule = Record<string, unknown>;

const medicalBuckets = ['MedicalDocuments', 'InsuranceDocuments', 'DocumentArtifacts'] as const;

describe('document retention (DocumentStorage)', () => {
  let stack: Stack;
  let template: Template;
  let storage: DocumentStorage;
  let sweep: FairBillFunction;
  let cleanup: () => void;
  const idOf = (construct: { node: { defaultChild?: unknown } }) => stack.getLogicalId(construct.node.defaultChild as CfnResource);
  const rulesOf = (name: (typeof medicalBuckets)[number]): Rule[] => {
    const bucket = template.findResources('AWS::S3::Bucket')[idOf(storage.node.findChild(name))];
    return (bucket?.['Properties'] as { LifecycleConfiguration: { Rules: Rule[] } }).LifecycleConfiguration.Rules;
  };

  beforeAll(() => {
    const test = testApp();
    cleanup = test.cleanup;
    stack = new Stack(test.app, 'RetentionProbe', { env: { region: 'us-east-1' } });
    const key = new kms.Key(stack, 'Key');
    storage = new DocumentStorage(stack, 'Storage', { dataKey: key, removalPolicy: RemovalPolicy.DESTROY, autoDeleteObjects: false, noncurrentVersionDays: 90, auditLogRetentionDays: 30 });
    sweep = new FairBillFunction(stack, 'Sweep', {
      entry: fixtureEntry,
      description: 'FairBill sweep probe',
      defaults: { serviceName: 'fairbill-test', logLevel: 'INFO', logRetention: logs.RetentionDays.ONE_MONTH, logKey: key, removalPolicy: RemovalPolicy.DESTROY },
    });
    storage.addOrphanSweep(sweep);
    template = Template.fromStack(stack);
  });
  afterAll(() => cleanup());

  it.each(medicalBuckets)('%s expires replaced/deleted versions after the retention, their lone delete markers and unfinished uploads', (name) => {
    expect(rulesOf(name)).toContainEqual({
      Status: 'Enabled',
      NoncurrentVersionExpiration: { NoncurrentDays: 90 },
      AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
      ExpiredObjectDeleteMarker: true,
    });
    // Current objects follow their document, never a clock.
    expect(rulesOf(name).filter((rule) => rule['ExpirationInDays'] !== undefined && rule['Prefix'] === undefined)).toEqual([]);
  });

  it('drops Textract staging copies left behind after a day', () => {
    expect(rulesOf('DocumentArtifacts')).toContainEqual(expect.objectContaining({ Id: 'TextractStaging', Prefix: 'textract-input/', ExpirationInDays: 1, Status: 'Enabled' }));
  });

  it('runs the orphan sweep every hour over the last day of objects, allowed to list and delete in the three medical buckets only', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 hour)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [idOf(sweep.function), 'Arn'] }, Input: JSON.stringify({ modifiedWithinHours: 24 }) })],
    });
    const roleId = idOf(sweep.node.findChild('Role'));
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy['Properties']['Roles']).includes(roleId))
      .flatMap((policy) => (policy['Properties'] as { PolicyDocument: { Statement: Statement[] } }).PolicyDocument.Statement)
      .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('s3:')));
    const buckets = medicalBuckets.map((name) => idOf(storage.node.findChild(name)));
    expect(statements).toEqual([
      { Effect: 'Allow', Action: 's3:ListBucket', Resource: buckets.map((id) => ({ 'Fn::GetAtt': [id, 'Arn'] })) },
      {
        Effect: 'Allow',
        Action: 's3:DeleteObject',
        Resource: buckets.map((id) => ({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [id, 'Arn'] }, '/*']] })),
      },
    ]);
  });

  it('leaves cdk-nag nothing to report on the sweep', () => {
    const onSweep = new AwsSolutionsChecks()
      .validateScope(stack)
      .violations.flatMap((violation) => violation.violatingResources.map((resource) => `${violation.ruleName} @ ${resource.constructPath}`))
      .filter((finding) => finding.includes('/Sweep/'));
    expect(onSweep).toEqual([]);
  });
});

describe('document retention (deployed stages)', () => {
  let prod: SynthesizedFairBill;
  beforeAll(() => {
    prod = synthesizeStage('prod');
  });
  afterAll(() => prod.cleanup());

  it('keeps deleted versions of documents and artifacts exactly as long as the stage says', () => {
    const { storage } = prod.stacks.app;
    for (const bucket of [storage.medicalDocuments, storage.insuranceDocuments, storage.artifacts]) {
      const id = prod.stacks.app.getLogicalId(bucket.node.defaultChild as CfnResource);
      const rules = (prod.main.findResources('AWS::S3::Bucket')[id]?.['Properties'] as { LifecycleConfiguration: { Rules: Rule[] } }).LifecycleConfiguration.Rules;
      expect(rules).toContainEqual(expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: cdkJson.context.stages.prod.noncurrentVersionDays } }));
    }
  });

  it('lets the resolve step delete an upload in the two document buckets, and nothing else beyond reading', () => {
    const { app } = prod.stacks;
    const resolve = app.pipelineFunctions.ResolveDocument;
    const roleId = app.getLogicalId(resolve.node.findChild('Role').node.defaultChild as CfnResource);
    const statements = Object.values(prod.main.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy['Properties']['Roles']).includes(roleId))
      .flatMap((policy) => (policy['Properties'] as { PolicyDocument: { Statement: Statement[] } }).PolicyDocument.Statement);
    const deletes = statements.filter((statement) => [statement.Action].flat().includes('s3:DeleteObject'));
    const documentBuckets = [app.storage.medicalDocuments, app.storage.insuranceDocuments].map((bucket) => app.getLogicalId(bucket.node.defaultChild as CfnResource));
    expect(deletes.flatMap((statement) => [statement.Resource].flat())).toEqual(
      documentBuckets.map((id) => ({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [id, 'Arn'] }, '/*']] })),
    );
  });
});
