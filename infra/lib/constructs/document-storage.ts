import { Duration, Stack, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface DocumentStorageProps {
  readonly dataKey: kms.IKey;
  readonly removalPolicy: RemovalPolicy;
  /** Dev empties buckets on `cdk destroy`; prod retains them. */
  readonly autoDeleteObjects: boolean;
  readonly noncurrentVersionDays: number;
}

/**
 * FairBill's buckets: `medical-documents` (bills, receipts) and `insurance-documents` (EOBs) as in
 * the spec, `document-artifacts` (reader output and model replies kept for audit), the SPA bucket,
 * and the access-log bucket they all log to. Every bucket blocks public access and refuses plain
 * HTTP; the medical data is encrypted with FairBill's key and versioned.
 */
export class DocumentStorage extends Construct {
  readonly accessLogs: s3.Bucket;
  readonly medicalDocuments: s3.Bucket;
  readonly insuranceDocuments: s3.Bucket;
  readonly artifacts: s3.Bucket;
  readonly site: s3.Bucket;

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

    const medical = (name: string, logPrefix: string, startsPipeline: boolean): s3.Bucket =>
      new s3.Bucket(this, name, {
        ...secure,
        encryption: s3.BucketEncryption.KMS,
        encryptionKey: props.dataKey,
        bucketKeyEnabled: true,
        versioned: true,
        eventBridgeEnabled: startsPipeline,
        serverAccessLogsBucket: this.accessLogs,
        serverAccessLogsPrefix: logPrefix,
        lifecycleRules: [
          {
            noncurrentVersionExpiration: Duration.days(props.noncurrentVersionDays),
            abortIncompleteMultipartUploadAfter: Duration.days(1),
          },
        ],
      });
    this.medicalDocuments = medical('MedicalDocuments', 'medical-documents/', true);
    this.insuranceDocuments = medical('InsuranceDocuments', 'insurance-documents/', true);
    this.artifacts = medical('DocumentArtifacts', 'document-artifacts/', false);

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
