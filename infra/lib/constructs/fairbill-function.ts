import { Duration, Stack, Token, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { ObjectAccess } from '@fairbill/functions/routes';
import { repoRoot, lockFile } from '../paths';
import { LAMBDA_RUNTIME, lambdaBundlingOptions } from './lambda-bundling';

/** Settings every FairBill function shares within a stage. */
export interface FunctionDefaults {
  readonly serviceName: string;
  readonly logLevel: string;
  readonly logRetention: logs.RetentionDays;
  /** Encrypts the function's log group. */
  readonly logKey: kms.IKey;
  readonly removalPolicy: RemovalPolicy;
  readonly environment?: Record<string, string>;
}

export interface FairBillFunctionProps {
  readonly entry: string;
  readonly defaults: FunctionDefaults;
  readonly description: string;
  readonly memorySize?: number;
  readonly timeout?: Duration;
}

/** The DynamoDB item actions a FairBill function may be granted: no Scan, no batch calls. */
export type ItemAction = 'GetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'ConditionCheckItem' | 'DeleteItem';

/** What S3 asks of the bucket's key, with the caller's permissions, per object action. */
const OBJECT_ACTIONS: Record<ObjectAccess, { action: string; key: readonly string[] }> = {
  read: { action: 's3:GetObject', key: ['kms:Decrypt'] },
  // Decrypt too: multipart uploads read back their encrypted parts.
  write: { action: 's3:PutObject', key: ['kms:GenerateDataKey', 'kms:Decrypt'] },
  delete: { action: 's3:DeleteObject', key: [] },
};

/**
 * A FairBill Lambda: Node.js 22 on ARM64, ESM bundle built by the local esbuild (never Docker),
 * minified with source maps, an explicit encrypted log group with retention, JSON logs with
 * Powertools settings and X-Ray tracing. `bindTable`/`bindBucket` set the environment variable
 * and grant exactly the listed actions (and the key use they imply), in one call.
 */
export class FairBillFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: FairBillFunctionProps) {
    super(scope, id);
    const { defaults } = props;
    this.logGroup = new logs.LogGroup(this, 'LogGroup', {
      retention: defaults.logRetention,
      encryptionKey: defaults.logKey,
      removalPolicy: defaults.removalPolicy,
    });
    // Own role instead of AWSLambdaBasicExecutionRole: logs go to this function's log group only.
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.description} (FairBill)`,
    });
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [this.logGroup.logGroupArn],
      }),
    );
    this.function = new NodejsFunction(this, 'Function', {
      role,
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      runtime: LAMBDA_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: lambda.Tracing.ACTIVE,
      logGroup: this.logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      bundling: lambdaBundlingOptions,
      environment: {
        ...defaults.environment,
        POWERTOOLS_SERVICE_NAME: defaults.serviceName,
        POWERTOOLS_LOG_LEVEL: defaults.logLevel,
        LOG_LEVEL: defaults.logLevel,
        POWERTOOLS_METRICS_NAMESPACE: 'FairBill',
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    this.acknowledgeFunctionDefaults();
  }

  get functionName(): string {
    return this.function.functionName;
  }

  /**
   * Sets `envName` to the table's name and grants exactly `actions` on its items (a Query also on
   * its indexes), only on partition keys matching `leadingKeys` when given. None: the variable only.
   */
  bindTable(table: dynamodb.ITable, envName: string, actions: readonly ItemAction[] = [], leadingKeys?: readonly string[]): this {
    this.function.addEnvironment(envName, table.tableName);
    if (actions.length === 0) return this;
    const conditions = leadingKeys ? { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...leadingKeys] } } : undefined;
    const iamActions = actions.map((action) => `dynamodb:${action}`);
    this.function.addToRolePolicy(new iam.PolicyStatement({ actions: iamActions, resources: [table.tableArn], conditions }));
    if (actions.includes('Query')) {
      const indexes = `${table.tableArn}/index/*`;
      this.function.addToRolePolicy(new iam.PolicyStatement({ actions: ['dynamodb:Query'], resources: [indexes], conditions }));
      this.acknowledge(
        'AwsSolutions-IAM5',
        [`Resource::${this.indexArnPattern(table)}`],
        'FairBill queries its own GSIs (by user, member and storage key); the grant covers only this table\'s indexes.',
      );
    }
    // DynamoDB decrypts the table key with the caller's permissions, for reads and writes alike.
    if (table.encryptionKey) this.grantKey(table.encryptionKey, ['kms:Decrypt']);
    return this;
  }

  /**
   * Sets `envName` to the bucket's name and grants exactly the listed object actions (no bucket
   * listing): keys are `<userId>/...`, and the API derives them from the caller's token, never
   * from input. None: the variable only.
   */
  bindBucket(bucket: s3.IBucket, envName: string, access: readonly ObjectAccess[] = []): this {
    this.function.addEnvironment(envName, bucket.bucketName);
    if (access.length === 0) return this;
    const granted = access.map((name) => OBJECT_ACTIONS[name]);
    this.function.addToRolePolicy(
      new iam.PolicyStatement({ actions: granted.map((entry) => entry.action), resources: [bucket.arnForObjects('*')] }),
    );
    const keyActions = [...new Set(granted.flatMap((entry) => entry.key))];
    if (bucket.encryptionKey && keyActions.length > 0) this.grantKey(bucket.encryptionKey, keyActions);
    this.acknowledge(
      'AwsSolutions-IAM5',
      [`Resource::<${this.logicalIdOf(bucket)}.Arn>/*`],
      'FairBill document keys are <userId>/<kind>-<date>-<timestamp>-<name>, created per upload; access is limited to objects of this one bucket.',
    );
    return this;
  }

  /**
   * The auditors' access log (issue 13): append an entry, list and read entries; nothing that
   * changes or deletes one (and Object Lock would refuse it anyway).
   */
  bindAccessLog(bucket: s3.IBucket, envName: string): this {
    this.function.addEnvironment(envName, bucket.bucketName);
    this.function.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:PutObject', 's3:GetObject'], resources: [bucket.arnForObjects('entries/*')] }));
    this.function.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn], conditions: { StringLike: { 's3:prefix': 'entries/*' } } }),
    );
    if (bucket.encryptionKey) this.grantKey(bucket.encryptionKey, ['kms:GenerateDataKey', 'kms:Decrypt']);
    this.acknowledge(
      'AwsSolutions-IAM5',
      [`Resource::<${this.logicalIdOf(bucket)}.Arn>/entries/*`],
      'FairBill writes one access-log object per auditor request under entries/, named by time and a random id; the function may only add and read them.',
    );
    return this;
  }

  /** Acknowledges cdk-nag findings on this function's role only, with FairBill's reason. */
  acknowledge(ruleId: string, findings: readonly string[], reason: string): void {
    for (const finding of findings) {
      Validations.of(this).acknowledge({ id: `${ruleId}[${finding}]`, reason });
    }
  }

  /** Findings every FairBill function shares, each with the reason it holds for FairBill. */
  private acknowledgeFunctionDefaults(): void {
    const ack = (id: string, reason: string): void => Validations.of(this).acknowledge({ id, reason });
    ack('AwsSolutions-L1', 'FairBill pins Node.js 22 (esbuild target node22, the version its code and tests run on); moving to 24 is a deliberate upgrade, not a default.');
    ack('AwsSolutions-IAM5[Resource::*]', 'X-Ray PutTraceSegments/PutTelemetryRecords have no resource-level permissions; FairBill traces every API and pipeline call.');
    ack('HIPAA.Security-LambdaConcurrency', 'New accounts have a 10-execution concurrency quota, so reserving per FairBill function would fail deploys; the API stage throttle bounds the load instead.');
    ack('HIPAA.Security-LambdaDLQ', 'FairBill\'s API, pipeline and Cognito functions are invoked synchronously, so failures surface to the caller or the workflow Catch (MarkFailed); EventBridge retries the orphan sweep and the execution-ended trigger, and the asynchronously invoked export builder marks its own job failed (a build that dies shows as failed once it stops moving), so a DLQ would hold nothing to act on.');
    ack('HIPAA.Security-LambdaInsideVPC', 'FairBill functions reach only AWS APIs (DynamoDB, S3, Textract, Bedrock, SES) over TLS with IAM; there is no VPC resource to protect and a VPC would add NAT cost for those APIs.');
  }

  /** The data key's use, exact actions only (CDK's grants add Encrypt, ReEncrypt* and DescribeKey). */
  private grantKey(key: kms.IKey, actions: readonly string[]): void {
    this.function.addToRolePolicy(new iam.PolicyStatement({ actions: [...actions], resources: [key.keyArn] }));
  }

  /** How cdk-nag prints the index ARN: by logical id in the same stack, by name when imported. */
  private indexArnPattern(table: dynamodb.ITable): string {
    if (Token.isUnresolved(table.tableName)) return `<${this.logicalIdOf(table)}.Arn>/index/*`;
    const stack = Stack.of(this);
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
    return `arn:<AWS::Partition>:dynamodb:${region}:${account}:table/${table.tableName}/index/*`;
  }

  private logicalIdOf(resource: dynamodb.ITable | s3.IBucket): string {
    const child = resource.node.defaultChild;
    if (!child) return resource.node.id;
    return resource.stack.getLogicalId(child as unknown as Parameters<typeof resource.stack.getLogicalId>[0]);
  }
}
