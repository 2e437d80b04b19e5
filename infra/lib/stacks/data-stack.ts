import { ArnFormat, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type { Construct } from 'constructs';
import {
  appTableDefinition,
  idempotencyTableDefinition,
  type TableDefinition,
} from '@fairbill/functions/table-definition';
import type { StageConfig, StageName } from '../config';

/** Physical table names are fixed per stage so the app stack can grant by ARN without exports. */
export function tableName(definition: TableDefinition, stage: StageName): string {
  return `${definition.localName}-${stage}`;
}

export interface DataStackProps extends StackProps {
  readonly stage: StageName;
  readonly config: StageConfig;
}

/**
 * The stateful core: FairBill's customer-managed KMS key, the DynamoDB tables (from the same
 * definition the local stack uses) and their backup plan. Kept apart from the app stack so the
 * app can be replaced without touching data.
 */
export class DataStack extends Stack {
  readonly dataKey: kms.Key;
  readonly appTable: dynamodb.TableV2;
  readonly idempotencyTable: dynamodb.TableV2;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const removalPolicy = props.config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.dataKey = new kms.Key(this, 'DataKey', {
      description: `FairBill ${props.stage}: medical documents, tables, logs and alarms`,
      enableKeyRotation: true,
      removalPolicy,
      pendingWindow: Duration.days(30),
    });
    // Services that write encrypted data on FairBill's behalf need the key in its policy, each bound
    // by the encryption context it sends to this account's own resources, so that no log group or
    // topic of another account can be made to use FairBill's key.
    this.allowService(`logs.${this.region}.amazonaws.com`, ['kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey*', 'kms:ReEncrypt*'], {
      'kms:EncryptionContext:aws:logs:arn': this.formatArn({ service: 'logs', resource: 'log-group', resourceName: '*', arnFormat: ArnFormat.COLON_RESOURCE_NAME }),
    });
    // CloudWatch alarms publish to the encrypted SNS topic.
    this.allowService('cloudwatch.amazonaws.com', ['kms:Decrypt', 'kms:GenerateDataKey*'], {
      'kms:EncryptionContext:aws:sns:topicArn': this.formatArn({ service: 'sns', resource: '*', arnFormat: ArnFormat.NO_RESOURCE_NAME }),
    });

    this.appTable = this.table(appTableDefinition, props, removalPolicy);
    this.idempotencyTable = this.table(idempotencyTableDefinition, props, removalPolicy);

    const vault = new backup.BackupVault(this, 'BackupVault', {
      encryptionKey: this.dataKey,
      removalPolicy,
    });
    const plan = backup.BackupPlan.dailyWeeklyMonthly5YearRetention(this, 'BackupPlan', vault);
    const selection = plan.addSelection('Tables', {
      resources: [backup.BackupResource.fromDynamoDbTable(this.appTable)],
    });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason: 'AWS Backup\'s own service-role policy is the documented way to let the backup plan snapshot FairBill\'s table.',
    });
  }

  private allowService(service: string, actions: string[], encryptionContext: Record<string, string>): void {
    this.dataKey.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal(service)],
        actions,
        resources: ['*'],
        conditions: { ArnLike: encryptionContext },
      }),
    );
  }

  private table(definition: TableDefinition, props: DataStackProps, removalPolicy: RemovalPolicy): dynamodb.TableV2 {
    const attribute = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });
    return new dynamodb.TableV2(this, definition.id, {
      tableName: tableName(definition, props.stage),
      partitionKey: attribute(definition.partitionKey),
      ...(definition.sortKey ? { sortKey: attribute(definition.sortKey) } : {}),
      globalSecondaryIndexes: definition.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        ...(index.sortKey ? { sortKey: attribute(index.sortKey) } : {}),
      })),
      ...(definition.timeToLiveAttribute ? { timeToLiveAttribute: definition.timeToLiveAttribute } : {}),
      billing: dynamodb.Billing.onDemand(),
      encryption: dynamodb.TableEncryptionV2.customerManagedKey(this.dataKey),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.config.retainData,
      removalPolicy,
    });
  }
}
