import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FairBillFunction } from '../lib/constructs/fairbill-function';
import { ESM_REQUIRE_BANNER, LOCAL_ONLY_MODULES, lambdaBundlingOptions, lambdaEsbuildOptions } from '../lib/constructs/lambda-bundling';
import { fixtureEntry, testApp } from './support/synth';

describe('FairBillFunction', () => {
  let template: Template;
  let stack: Stack;
  let cleanup: () => void;
  beforeAll(() => {
    const test = testApp();
    cleanup = test.cleanup;
    stack = new Stack(test.app, 'FunctionProbe', { env: { region: 'us-east-1' } });
    const key = new kms.Key(stack, 'Key');
    const table = new dynamodb.TableV2(stack, 'Table', { partitionKey: { name: 'PK', type: dynamodb.AttributeType.STRING } });
    const bucket = new s3.Bucket(stack, 'Bucket', { encryption: s3.BucketEncryption.KMS, encryptionKey: key });
    new FairBillFunction(stack, 'Probe', {
      entry: fixtureEntry,
      description: 'FairBill probe',
      defaults: { serviceName: 'fairbill-test', logLevel: 'INFO', logRetention: logs.RetentionDays.ONE_MONTH, logKey: key, removalPolicy: RemovalPolicy.DESTROY },
    })
      .bindTable(table, 'TABLE_NAME', ['GetItem', 'Query'])
      .bindBucket(bucket, 'MEDICAL_DOCUMENTS_BUCKET', ['read']);
    template = Template.fromStack(stack);
  });
  afterAll(() => cleanup());

  it('sets env and a read-only grant in one bind call', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: { TABLE_NAME: { Ref: 'TableCD117FA1' }, MEDICAL_DOCUMENTS_BUCKET: { Ref: 'Bucket83908E77' } } },
    });
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => (policy['Properties'] as { PolicyDocument: { Statement: { Action: string | string[] }[] } }).PolicyDocument.Statement,
    );
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 's3:GetObject', 'kms:Decrypt']));
    for (const write of ['dynamodb:PutItem', 'dynamodb:UpdateItem', 's3:PutObject', 's3:DeleteObject', 'kms:Encrypt']) {
      expect(actions).not.toContain(write);
    }
  });

  it('acknowledges exactly the wildcards its own grants create (index ARNs, object keys, key variants, X-Ray)', () => {
    const iamFindings = new AwsSolutionsChecks()
      .validateScope(stack)
      .violations.filter((violation) => violation.ruleName.startsWith('AwsSolutions-IAM'))
      .map((violation) => violation.ruleName);
    expect(iamFindings).toEqual([]);
  });

  it('creates an explicit encrypted log group with retention', () => {
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30, KmsKeyId: { 'Fn::GetAtt': ['Key961B73FD', 'Arn'] } });
  });

  it('bundles ESM with the createRequire banner, minified with source maps, locally (never Docker)', () => {
    expect(lambdaBundlingOptions).toMatchObject({
      format: 'esm',
      target: 'node22',
      minify: true,
      sourceMap: true,
      banner: ESM_REQUIRE_BANNER,
      forceDockerBundling: false,
    });
    expect(ESM_REQUIRE_BANNER).toContain('createRequire');
    // The bench script builds with the same settings, in esbuild's vocabulary.
    expect(lambdaEsbuildOptions).toMatchObject({ format: 'esm', target: 'node22', minify: true, sourcemap: true, banner: { js: ESM_REQUIRE_BANNER } });
    // The runtime's AWS SDK v3 is used (CDK's default), so the bench leaves it out like CDK does.
    expect(lambdaBundlingOptions).toMatchObject({ bundleAwsSDK: false, externalModules: [...LOCAL_ONLY_MODULES] });
    expect(lambdaEsbuildOptions.external).toEqual([...LOCAL_ONLY_MODULES, '@aws-sdk/*']);
  });
});
