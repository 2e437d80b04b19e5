import { ACCOUNT_EXPORT_RETENTION_DAYS } from '@fairbill/shared';
import { Duration, RemovalPolicy, Stack, Validations, type CfnResource } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { FairBillFunction } from './fairbill-function';

/** How often the orphan sweep runs, and how far back it looks (a missed run is caught up by the next ones). */
export const ORPHAN_SWEEP = { every: Duration.hours(1), modifiedWithinHours: 24 } as const;

export interface DocumentStorageProps {
  readonly dataKey: kms.IKey;
  readonly removalPolicy: RemovalPolicy;
  /** Dev empties buckets on `cdk destroy`; prod retains them. */
  readonly autoDeleteObjects: boolean;
  /** The retention of replaced and deleted versions (README, "noncurrentVersionDays"). */
  readonly noncurrentVersionDays: number;
  /** How long each entry of the auditors' access log is locked against change and deletion. */
  readonly auditLogRetentionDays: number;
}

/**
 * FairBill's buckets: `medical-documents` (bills, receipts) and `insurance-documents` (EOBs) as in
 * the spec, `document-artifacts` (reader output and model replies kept for audit), the families'
 * data exports, the SPA bucket, and the access-log bucket they all log to. Every bucket blocks public access and refuses plain
 * HTTP; the medical data is encrypted with FairBill's key and versioned.
 */
export class DocumentStorage extends Construct {
  readonly accessLogs: s3.Bucket;
  readonly medicalDocuments: s3.Bucket;
  readonly insuranceDocuments: s3.Bucket;
  readonly artifacts: s3.Bucket;
  readonly accountExports: s3.Bucket;
  readonly site: s3.Bucket;
  readonly auditLog: s3.Bucket;

  constructor(scope: Construct, id: string, props: DocumentStorageProps) {
    super(scope, id);
    const secure = {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: props.autoDeleteObjects,
    } satisfies s3.BucketProps;

    // S3 server access logs and CloudFront standard logs cannot be written with SSE-KMS; CloudFront
    // also needs ACLs (object writer) on its log bucket.
    this.accessLogs = new s3.Bucket(this, 'AccessLogs', {
      ...secure,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      versioned: true,
      lifecycleRules: [
        { expiration: Duration.days(365), noncurrentVersionExpiration: Duration.days(30) },
      ],
    });

    // The medical data's retention: a current object lives as long as its document (deleting the
    // document deletes its file and artifacts); replaced and deleted versions are kept
    // noncurrentVersionDays, then expire, and the delete markers left alone go with them.
    const retention: s3.LifecycleRule = {
      noncurrentVersionExpiration: Duration.days(props.noncurrentVersionDays),
      abortIncompleteMultipartUploadAfter: Duration.days(1),
      expiredObjectDeleteMarker: true,
    };
    const medical = (name: string, logPrefix: string, startsPipeline: boolean, extraRules: s3.LifecycleRule[] = []): s3.Bucket =>
      new s3.Bucket(this, name, {
        ...secure,
        encryption: s3.BucketEncryption.KMS,
        encryptionKey: props.dataKey,
        bucketKeyEnabled: true,
        versioned: true,
        eventBridgeEnabled: startsPipeline,
        serverAccessLogsBucket: this.accessLogs,
        serverAccessLogsPrefix: logPrefix,
        lifecycleRules: [retention, ...extraRules],
      });
    this.medicalDocuments = medical('MedicalDocuments', 'medical-documents/', true);
    this.insuranceDocuments = medical('InsuranceDocuments', 'insurance-documents/', true);
    // Textract reads a copy staged under textract-input/ for the length of one job; a copy its
    // reader could not delete is gone a day later. The letters' PDFs (issue 14) are kept here too,
    // under `<userId>/letters/`, as long as their letter.
    this.artifacts = medical('DocumentArtifacts', 'document-artifacts/', false, [
      { id: 'TextractStaging', prefix: 'textract-input/', expiration: Duration.days(1) },
    ]);

    // "Download all my data" ZIPs (issue 16), one per account under `<userId>/`: deleted
    // ACCOUNT_EXPORT_RETENTION_DAYS after they were made (the API stops offering them then too); a
    // replaced or deleted ZIP's version, and an upload the builder could not finish, a day later.
    this.accountExports = new s3.Bucket(this, 'AccountExports', {
      ...secure,
      encryption: s3.BucketEncryption.KMS,
      encryptionKey: props.dataKey,
      bucketKeyEnabled: true,
      versioned: true,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'account-exports/',
      lifecycleRules: [
        { id: 'ExportExpiry', expiration: Duration.days(ACCOUNT_EXPORT_RETENTION_DAYS), noncurrentVersionExpiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { id: 'ExpiredDeleteMarkers', expiredObjectDeleteMarker: true },
      ],
    });

    // The auditors' access log (issue 13): S3 Object Lock in compliance mode, so no one, the root
    // user included, can change or delete an entry before its retention ends. A locked bucket
    // cannot be emptied, so it is kept on `cdk destroy` whatever the stage.
    this.auditLog = new s3.Bucket(this, 'AuditAccessLog', {
      ...secure,
      removalPolicy: RemovalPolicy.RETAIN,
      autoDeleteObjects: false,
      encryption: s3.BucketEncryption.KMS,
      encryptionKey: props.dataKey,
      bucketKeyEnabled: true,
      versioned: true,
      objectLockEnabled: true,
      objectLockDefaultRetention: s3.ObjectLockRetention.compliance(Duration.days(props.auditLogRetentionDays)),
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'audit-access-log/',
    });

    // The SPA's static files: public content behind CloudFront's origin access control, so SSE-S3.
    this.site = new s3.Bucket(this, 'Site', {
      ...secure,
      encryption: s3.BucketEncryption.S3_MANAGED,
      versioned: true,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'site/',
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
    });

    const ack = (scope: Construct, id: string, reason: string): void => Validations.of(scope).acknowledge({ id, reason });
    ack(this, 'HIPAA.Security-S3BucketReplicationEnabled', 'FairBill runs in one region; versioning with a retention window protects documents against deletion, and a second copy of PHI in another region is a DR decision not yet taken.');
    for (const bucket of [this.accessLogs, this.site]) {
      ack(bucket, 'HIPAA.Security-S3DefaultEncryptionKMS', bucket === this.site
        ? 'FairBill\'s SPA bucket holds only the public web app (no PHI) and is read by CloudFront OAC; SSE-S3 avoids a key policy tied to the distribution.'
        : 'FairBill\'s access-log bucket receives S3 server access logs and CloudFront standard logs, which AWS delivers only to SSE-S3 buckets.');
    }
    // S3 -> EventBridge is switched on by a CDK-provided custom resource (one per stack).
    const notifications = Stack.of(this).node.tryFindChild('BucketNotificationsHandler050a0587b7544547bf325f094a3db834');
    if (notifications) {
      ack(notifications, 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        'CDK\'s bucket-notifications handler runs only at deploy time to turn on EventBridge delivery for FairBill\'s document buckets.');
    }
  }

  /** The buckets users upload to; their Object Created events start the pipeline. */
  get documentBuckets(): readonly s3.Bucket[] {
    return [this.medicalDocuments, this.insuranceDocuments];
  }

  /**
   * Runs `fn` (functions/src/handlers/triggers/sweep-orphan-objects.ts) every hour over the objects
   * of the last day: it deletes uploads and artifacts whose document is gone, so it may list and
   * delete in the three medical buckets (its table access and environment are bound by the caller).
   */
  addOrphanSweep(fn: FairBillFunction): events.Rule {
    const buckets = [...this.documentBuckets, this.artifacts];
    fn.function.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: buckets.map((bucket) => bucket.bucketArn) }));
    fn.function.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:DeleteObject'], resources: buckets.map((bucket) => bucket.arnForObjects('*')) }));
    const stack = Stack.of(this);
    fn.acknowledge(
      'AwsSolutions-IAM5',
      buckets.map((bucket) => `Resource::<${stack.getLogicalId(bucket.node.defaultChild as CfnResource)}.Arn>/*`),
      'FairBill\'s orphan sweep deletes uploads and artifacts whose document record is gone; their keys are only known by listing these three buckets.',
    );
    const rule = new events.Rule(this, 'OrphanSweep', {
      description: 'Deletes FairBill uploads and pipeline artifacts whose document is gone',
      schedule: events.Schedule.rate(ORPHAN_SWEEP.every),
    });
    rule.addTarget(
      new targets.LambdaFunction(fn.function, {
        event: events.RuleTargetInput.fromObject({ modifiedWithinHours: ORPHAN_SWEEP.modifiedWithinHours }),
        retryAttempts: 2,
      }),
    );
    return rule;
  }

  /** Presigned PUT (upload) and GET (preview/download) from the SPA origin only. */
  allowBrowserAccessFrom(origin: string): void {
    for (const bucket of this.documentBuckets) {
      bucket.addCorsRule({
        allowedOrigins: [origin],
        allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
        allowedHeaders: ['content-type', 'content-length', 'x-amz-*'],
        exposedHeaders: ['ETag'],
        maxAge: 3000,
      });
    }
  }
}
