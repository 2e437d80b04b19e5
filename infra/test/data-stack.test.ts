import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableDefinitions } from '@fairbill/functions/table-definition';
import { synthesizeStage, type SynthesizedFairBill } from './support/synth';

describe('data stack', () => {
  let dev: SynthesizedFairBill;
  let prod: SynthesizedFairBill;
  beforeAll(() => {
    dev = synthesizeStage('dev');
    prod = synthesizeStage('prod');
  });
  afterAll(() => {
    dev.cleanup();
    prod.cleanup();
  });

  const tables = (template: Template): Record<string, { Properties: Record<string, unknown> }> =>
    template.findResources('AWS::DynamoDB::GlobalTable') as Record<string, { Properties: Record<string, unknown> }>;

  it('has a customer-managed KMS key with rotation, usable by CloudWatch Logs and alarms', () => {
    dev.data.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'logs.us-east-1.amazonaws.com' } }),
          Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' }, Action: ['kms:Decrypt', 'kms:GenerateDataKey*'] }),
        ]),
      },
    });
  });

  it('lets the logs and CloudWatch services use the key only for this account\'s log groups and topics (encryption context)', () => {
    const statements = (Object.values(dev.data.findResources('AWS::KMS::Key'))[0]?.['Properties'] as { KeyPolicy: { Statement: Record<string, unknown>[] } })
      .KeyPolicy.Statement;
    const servicePrincipals = statements.filter((statement) => (statement['Principal'] as { Service?: unknown }).Service !== undefined);
    const inThisAccount = (service: string, resource: string) => ({
      'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:${service}:us-east-1:`, { Ref: 'AWS::AccountId' }, `:${resource}`]],
    });
    expect(servicePrincipals).toEqual([
      expect.objectContaining({
        Principal: { Service: 'logs.us-east-1.amazonaws.com' },
        Action: ['kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey*', 'kms:ReEncrypt*'],
        Condition: { ArnLike: { 'kms:EncryptionContext:aws:logs:arn': inThisAccount('logs', 'log-group:*') } },
      }),
      expect.objectContaining({
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        Condition: { ArnLike: { 'kms:EncryptionContext:aws:sns:topicArn': inThisAccount('sns', '*') } },
      }),
    ]);
  });

  it.each(tableDefinitions.map((definition) => [definition.id, definition] as const))(
    'creates %s from the shared table definition (keys, GSIs, TTL, on-demand)',
    (_id, definition) => {
      const keySchema = [
        { AttributeName: definition.partitionKey, KeyType: 'HASH' },
        ...(definition.sortKey ? [{ AttributeName: definition.sortKey, KeyType: 'RANGE' }] : []),
      ];
      dev.data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
        KeySchema: keySchema,
        BillingMode: 'PAY_PER_REQUEST',
        GlobalSecondaryIndexes: definition.globalSecondaryIndexes.length
          ? definition.globalSecondaryIndexes.map((index) =>
              Match.objectLike({
                IndexName: index.indexName,
                KeySchema: [
                  { AttributeName: index.partitionKey, KeyType: 'HASH' },
                  ...(index.sortKey ? [{ AttributeName: index.sortKey, KeyType: 'RANGE' }] : []),
                ],
              }),
            )
          : Match.absent(),
        TimeToLiveSpecification: definition.timeToLiveAttribute
          ? { AttributeName: definition.timeToLiveAttribute, Enabled: true }
          : Match.absent(),
      });
    },
  );

  it('encrypts every table with the data key and turns on point-in-time recovery', () => {
    const all = Object.values(tables(dev.data));
    expect(all).toHaveLength(tableDefinitions.length);
    for (const table of all) {
      expect(table.Properties['SSESpecification']).toMatchObject({ SSEEnabled: true, SSEType: 'KMS' });
      const replica = (table.Properties['Replicas'] as Record<string, unknown>[])[0];
      expect(replica).toMatchObject({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { KMSMasterKeyId: { 'Fn::GetAtt': [expect.stringMatching(/^DataKey/), 'Arn'] } },
      });
    }
  });

  it('protects tables from deletion in prod only', () => {
    const protection = (template: Template): unknown[] =>
      Object.values(tables(template)).map(
        (table) => (table.Properties['Replicas'] as Record<string, unknown>[])[0]?.['DeletionProtectionEnabled'],
      );
    expect(protection(prod.data).every((value) => value === true)).toBe(true);
    expect(protection(dev.data).every((value) => value === false)).toBe(true);
    prod.data.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Retain' });
  });

  it('backs the app table up with an encrypted vault', () => {
    dev.data.hasResourceProperties('AWS::Backup::BackupVault', {
      EncryptionKeyArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^DataKey'), 'Arn'] },
    });
    dev.data.resourceCountIs('AWS::Backup::BackupPlan', 1);
    dev.data.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: Match.objectLike({
        Resources: [{ 'Fn::GetAtt': [Match.stringLikeRegexp('^AppTable'), 'Arn'] }],
      }),
    });
  });
});
