import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { contactPk } from '@fairbill/functions/keys';
import type { TableDefinition } from '@fairbill/functions/table-definition';
import type { ObjectAccess, RouteAccess, RouteWithAccess, TableAccess } from '@fairbill/functions/routes';
import type { StageConfig, StageName } from '../config';
import { Auth } from '../constructs/auth';
import { DocumentPipeline } from '../constructs/document-pipeline';
import { DocumentStorage } from '../constructs/document-storage';
import { FairBillFunction, type FunctionDefaults, type ItemAction } from '../constructs/fairbill-function';
import { HttpApi } from '../constructs/http-api';
import { Operations } from '../constructs/operations';
import { ReminderSchedule } from '../constructs/reminder-schedule';
import { WebFirewall } from '../constructs/web-firewall';
import { WebSite } from '../constructs/web-site';
import { tableName } from './data-stack';
import type { FunctionKind } from '../paths';
import { pipelineTasks, type PipelineTaskName } from '../workflow/document-workflow';

export interface AppStackProps extends StackProps {
  readonly stage: StageName;
  readonly config: StageConfig;
  readonly dataKey: kms.IKey;
  /** The data stack's tables, imported here by name (see DataStack). */
  readonly tables: { readonly app: TableDefinition; readonly idempotency: TableDefinition };
  readonly routes: readonly RouteWithAccess[];
  /** Absolute path of a handler file (tests may point at fixtures). */
  readonly entry: (kind: FunctionKind, name: string) => string;
  /** The built SPA, or undefined to deploy `/config.json` only. */
  readonly siteDir: string | undefined;
}

/**
 * Requests one address may send the site (SPA and API) in 5 minutes: a page load and its API calls
 * are a few dozen, a family uploading a year of documents a few hundred.
 */
const SITE_RATE_LIMIT = 2000;

/** The item actions of each `TableAccess` level of the route table. */
const TABLE_ACTIONS = {
  append: ['PutItem'],
  read: ['GetItem', 'Query'],
  write: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
  delete: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem', 'DeleteItem'],
} as const satisfies Record<TableAccess, readonly ItemAction[]>;

/** An `Idempotency-Key` is claimed by a conditional put and read back on a replay. */
const IDEMPOTENCY_ACTIONS = ['GetItem', 'PutItem'] as const satisfies readonly ItemAction[];

/** The partition keys (`dynamodb:LeadingKeys`) a function may touch, per table. */
type OwnItems = { readonly app: readonly string[]; readonly idempotency: readonly string[] };

/**
 * Contact messages are `CONTACT#<id>`, their idempotency records `<sub or anonymous>#contact#<key>`
 * (adapters/dynamodb/idempotency.ts; a sub and a key hold no '#', so no other scope matches).
 */
const OWN_ITEMS = {
  contact: { app: [contactPk('*')], idempotency: ['*#contact#*'] },
} satisfies Record<NonNullable<RouteAccess['items']>, OwnItems>;

/** What a function is granted on FairBill's tables and buckets. */
interface DataGrants {
  readonly table: readonly ItemAction[];
  readonly idempotency: readonly ItemAction[];
  readonly documents: readonly ObjectAccess[];
  readonly artifacts: readonly ObjectAccess[];
  /** The account exports bucket ("Download all my data"). */
  readonly exports: readonly ObjectAccess[];
  readonly ownItems?: OwnItems;
}

/**
 * Each pipeline task's size, in one table. Reading and structuring load the OCR and PDF libraries
 * (or wait on Textract and Bedrock); Textract's asynchronous analysis of a multi-page PDF is polled
 * for up to ~4 minutes. read-document stages PDFs for Textract in the artifacts bucket and deletes
 * them after; the others only read and write artifacts.
 */
const PIPELINE_TASK_SIZES: Record<PipelineTaskName, { memorySize: number; timeout: Duration; artifacts: ('read' | 'write' | 'delete')[] }> = {
  ResolveDocument: { memorySize: 512, timeout: Duration.seconds(30), artifacts: ['read', 'write'] },
  ReadDocument: { memorySize: 1024, timeout: Duration.minutes(5), artifacts: ['read', 'write', 'delete'] },
  StructureData: { memorySize: 1024, timeout: Duration.minutes(2), artifacts: ['read', 'write'] },
  ValidateData: { memorySize: 512, timeout: Duration.seconds(30), artifacts: ['read', 'write'] },
  AnalyzeDocument: { memorySize: 512, timeout: Duration.seconds(30), artifacts: ['read', 'write'] },
  PersistResults: { memorySize: 512, timeout: Duration.seconds(30), artifacts: ['read', 'write'] },
  MarkFailed: { memorySize: 512, timeout: Duration.seconds(30), artifacts: ['read', 'write'] },
};

/** A route's declaration (functions/src/handlers/http/routes.ts) as grants. */
function routeGrants(access: RouteAccess): DataGrants {
  const objects = (granted: ObjectAccess | undefined): ObjectAccess[] => (granted ? [granted] : []);
  return {
    table: TABLE_ACTIONS[access.table],
    idempotency: access.idempotency ? IDEMPOTENCY_ACTIONS : [],
    documents: objects(access.buckets?.documents),
    // Textract reads a PDF from a staging copy it puts and deletes in the artifacts bucket.
    artifacts: access.reads ? ['write', 'delete'] : objects(access.buckets?.artifacts),
    exports: objects(access.buckets?.exports),
    ...(access.items ? { ownItems: OWN_ITEMS[access.items] } : {}),
  };
}

/**
 * Everything that serves users: the document buckets, Cognito, the API and its functions, the
 * pipeline, the CloudFront site with `/config.json`, SES, and the dashboard and alarms.
 */
export class AppStack extends Stack {
  readonly storage: DocumentStorage;
  readonly orphanSweep: FairBillFunction;
  readonly executionEnded: FairBillFunction;
  readonly staleSweep: FairBillFunction;
  readonly reminderSweep: FairBillFunction;
  readonly reminders: ReminderSchedule;
  readonly exportBuilder: FairBillFunction;
  readonly auth: Auth;
  readonly httpApi: HttpApi;
  readonly web: WebSite;
  readonly firewall: WebFirewall;
  readonly pipeline: DocumentPipeline;
  readonly operations: Operations;
  readonly routeFunctions = new Map<string, FairBillFunction>();
  readonly pipelineFunctions = {} as Record<PipelineTaskName, FairBillFunction>;
  readonly customMessage: FairBillFunction;
  readonly mailIdentity: ses.EmailIdentity;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { config, stage } = props;
    const removalPolicy = config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const logRetention = config.logRetentionDays;
    const importTable = (definition: TableDefinition): dynamodb.ITable =>
      dynamodb.TableV2.fromTableAttributes(this, definition.id, {
        tableName: tableName(definition, stage),
        encryptionKey: props.dataKey,
        globalIndexes: definition.globalSecondaryIndexes.map((index) => index.indexName),
      });
    const appTable = importTable(props.tables.app);
    const idempotencyTable = importTable(props.tables.idempotency);

    this.storage = new DocumentStorage(this, 'Storage', {
      dataKey: props.dataKey,
      removalPolicy,
      autoDeleteObjects: !config.retainData,
      noncurrentVersionDays: config.noncurrentVersionDays,
      auditLogRetentionDays: config.auditLogRetentionDays,
    });
    this.httpApi = new HttpApi(this, 'Api', {
      throttle: config.apiThrottle,
      logRetention,
      dataKey: props.dataKey,
      removalPolicy,
    });
    this.firewall = new WebFirewall(this, 'Firewall', {
      routes: props.routes,
      siteRateLimit: SITE_RATE_LIMIT,
      logRetention,
      logKey: props.dataKey,
      removalPolicy,
    });
    this.web = new WebSite(this, 'Web', {
      siteBucket: this.storage.site,
      logBucket: this.storage.accessLogs,
      api: this.httpApi.api,
      apiOriginHeader: this.httpApi.originHeader,
      webAclArn: this.firewall.webAcl.attrArn,
    });
    this.storage.allowBrowserAccessFrom(this.web.origin);

    this.mailIdentity = new ses.EmailIdentity(this, 'MailSender', {
      identity: ses.Identity.email(config.mailFrom),
    });

    const serviceName = `fairbill-${stage}`;
    const defaults: FunctionDefaults = {
      serviceName,
      logLevel: config.logLevel,
      logRetention,
      logKey: props.dataKey,
      removalPolicy,
      environment: {
        APP_ORIGIN: this.web.origin,
        MAIL_TRANSPORT: 'ses',
        MAIL_FROM: config.mailFrom,
        SUPPORT_EMAIL: config.supportEmail,
        READER: 'textract',
        STRUCTURER: 'bedrock',
        BEDROCK_MODEL_ID: config.bedrockModelId,
        S3_FORCE_PATH_STYLE: 'false',
      },
    };
    const { storage } = this;
    // Every API and pipeline function reads the same environment (functions/src/lib/env.ts), so
    // each gets every variable; the grants are what it is declared to use, nothing more.
    const bindData = (fn: FairBillFunction, grants: DataGrants): FairBillFunction =>
      fn
        .bindTable(appTable, 'TABLE_NAME', grants.table, grants.ownItems?.app)
        .bindTable(idempotencyTable, 'IDEMPOTENCY_TABLE_NAME', grants.idempotency, grants.ownItems?.idempotency)
        .bindBucket(storage.medicalDocuments, 'MEDICAL_DOCUMENTS_BUCKET', grants.documents)
        .bindBucket(storage.insuranceDocuments, 'INSURANCE_DOCUMENTS_BUCKET', grants.documents)
        .bindBucket(storage.artifacts, 'ARTIFACTS_BUCKET', grants.artifacts)
        .bindBucket(storage.accountExports, 'EXPORTS_BUCKET', grants.exports);

    for (const route of props.routes) {
      if (this.routeFunctions.has(route.handler)) continue;
      const fn = new FairBillFunction(this, `Http-${route.handler}`, {
        entry: props.entry('http', route.handler),
        defaults,
        description: `FairBill API: ${route.handler}`,
        // Reading a document again takes the read task's memory, within API Gateway's 30 s.
        ...(route.access.reads ? { memorySize: 1024, timeout: Duration.seconds(29) } : {}),
        // A batch redrive handles up to 100 runs one after another.
        ...(route.access.redrive ? { timeout: Duration.seconds(29) } : {}),
      });
      bindData(fn, routeGrants(route.access));
      if (route.access.mail) this.grantMailToSupport(fn, config);
      if (route.access.reads) {
        this.grantReading(fn);
        this.grantStructuring(fn, config.bedrockModelId);
      }
      if (route.access.accessLog) fn.bindAccessLog(storage.auditLog, 'ACCESS_LOG_BUCKET');
      fn.function.addEnvironment('ORIGIN_VERIFY_SECRET', this.httpApi.originHeader.value);
      this.routeFunctions.set(route.handler, fn);
    }

    for (const [state, handler] of Object.entries(pipelineTasks) as [PipelineTaskName, string][]) {
      const size = PIPELINE_TASK_SIZES[state];
      const fn = new FairBillFunction(this, `Pipeline-${handler}`, {
        entry: props.entry('pipeline', handler),
        defaults,
        description: `FairBill pipeline: ${handler}`,
        memorySize: size.memorySize,
        timeout: size.timeout,
      });
      // Tasks write their document in conditional transactions and never delete one.
      bindData(fn, { table: TABLE_ACTIONS.write, idempotency: [], documents: ['read'], artifacts: size.artifacts, exports: [] });
      this.pipelineFunctions[state] = fn;
    }
    this.grantReading(this.pipelineFunctions.ReadDocument);
    this.grantStructuring(this.pipelineFunctions.StructureData, config.bedrockModelId);

    this.customMessage = new FairBillFunction(this, 'Trigger-custom-message', {
      entry: props.entry('triggers', 'custom-message'),
      defaults,
      description: 'FairBill Cognito CustomMessage: confirmation link and reset code e-mails',
      memorySize: 256,
      timeout: Duration.seconds(5),
    });

    // Hourly: uploads and artifacts whose document is gone (a PUT after a delete, older records).
    this.orphanSweep = new FairBillFunction(this, 'Trigger-sweep-orphan-objects', {
      entry: props.entry('triggers', 'sweep-orphan-objects'),
      defaults,
      description: 'FairBill: deletes uploads and artifacts whose document is gone',
      timeout: Duration.minutes(5),
    });
    bindData(this.orphanSweep, { table: TABLE_ACTIONS.read, idempotency: [], documents: [], artifacts: [], exports: [] });
    storage.addOrphanSweep(this.orphanSweep);

    this.auth = new Auth(this, 'Auth', {
      removalPolicy,
      mfa: config.mfa,
      threatProtection: config.threatProtection,
      customMessage: this.customMessage,
      ...(config.userPoolEmailViaSes
        ? { sesSender: { identity: this.mailIdentity, fromEmail: config.mailFrom, region: this.region } }
        : {}),
    });
    this.httpApi.addRoutes({
      routes: props.routes,
      handlers: this.routeFunctions,
      userPool: this.auth.userPool,
      client: this.auth.client,
    });
    // Behind the JWT authorizer, each request's user is looked up: a deleted or disabled user's
    // token is refused (functions/src/handlers/http/middleware.ts). Public routes carry no token to check.
    for (const route of props.routes.filter((candidate) => !candidate.public)) {
      this.routeFunctions.get(route.handler)?.function.addToRolePolicy(
        new iam.PolicyStatement({ actions: ['cognito-idp:AdminGetUser'], resources: [this.auth.userPool.userPoolArn] }),
      );
    }
    // Deleting one's account: the caller's own Cognito user (the handler names it from the verified
    // token), and the receipt to the caller's own address.
    for (const route of props.routes.filter((candidate) => candidate.access.deletesCaller)) {
      const fn = this.routeFunctions.get(route.handler);
      fn?.function.addToRolePolicy(new iam.PolicyStatement({ actions: ['cognito-idp:AdminDeleteUser'], resources: [this.auth.userPool.userPoolArn] }));
      if (fn) this.grantMailToAccountHolder(fn, config);
    }

    // "Download all my data" (issue 16): invoked asynchronously by the start route, once per export.
    // A failed build marks its job failed and the person starts another, so Lambda retries nothing.
    this.exportBuilder = new FairBillFunction(this, 'Trigger-build-account-export', {
      entry: props.entry('triggers', 'build-account-export'),
      defaults,
      description: 'FairBill: builds a family\'s "Download all my data" ZIP',
      memorySize: 1024,
      timeout: Duration.minutes(15),
    });
    // Reads the account's partition and moves its job; reads every file, writes its ZIP (and deletes
    // it when the job was replaced meanwhile); mails the account holder.
    bindData(this.exportBuilder, { table: ['GetItem', 'Query', 'UpdateItem'], idempotency: [], documents: ['read'], artifacts: [], exports: ['write', 'delete'] });
    this.exportBuilder.function.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.hours(1) });
    this.grantMailToAccountHolder(this.exportBuilder, config);
    for (const route of props.routes.filter((candidate) => candidate.access.startsExport)) {
      const fn = this.routeFunctions.get(route.handler)?.function;
      fn?.addEnvironment('EXPORT_FUNCTION_NAME', this.exportBuilder.functionName);
      fn?.addToRolePolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.exportBuilder.function.functionArn] }));
    }

    this.pipeline = new DocumentPipeline(this, 'Pipeline', {
      tasks: this.pipelineFunctions,
      sourceBuckets: storage.documentBuckets,
      logRetention,
      logKey: props.dataKey,
      removalPolicy,
    });
    // Redrive (issue 13): only the routes that declare it, on this state machine's executions only.
    for (const route of props.routes.filter((candidate) => candidate.access.redrive)) {
      const fn = this.routeFunctions.get(route.handler);
      if (fn) this.pipeline.grantRedrive(fn);
    }
    this.executionEnded = new FairBillFunction(this, 'Trigger-execution-ended', {
      entry: props.entry('triggers', 'execution-ended'),
      defaults,
      description: 'FairBill: marks the document of a pipeline execution that ended without success failed',
    });
    // MarkFailed's access: find the document by its file, write it in a conditional transaction.
    bindData(this.executionEnded, { table: TABLE_ACTIONS.write, idempotency: [], documents: [], artifacts: [], exports: [] });
    this.pipeline.addExecutionEndedHandler(this.executionEnded);
    // And whatever that rule missed: documents 'processing' past the pipeline's timeout (issue 16).
    this.staleSweep = new FairBillFunction(this, 'Trigger-fail-stale-documents', {
      entry: props.entry('triggers', 'fail-stale-documents'),
      defaults,
      description: 'FairBill: fails documents left processing longer than the pipeline timeout',
      timeout: Duration.minutes(5),
    });
    // Queries the processing index, writes each document in a conditional transaction.
    bindData(this.staleSweep, { table: TABLE_ACTIONS.write, idempotency: [], documents: [], artifacts: [], exports: [] });
    this.pipeline.addStaleDocumentSweep(this.staleSweep);

    // Deadline reminders (issue 14): a daily sweep over the accounts, which e-mails the account holder.
    this.reminderSweep = new FairBillFunction(this, 'Trigger-send-reminders', {
      entry: props.entry('triggers', 'send-reminders'),
      defaults,
      description: "FairBill: e-mails the day's deadline reminders",
      timeout: Duration.minutes(15),
    });
    // Queries each account's members, documents (member index), letters and reminder items; claims a
    // reminder with a conditional update before its e-mail goes. No put, no delete.
    bindData(this.reminderSweep, { table: ['Query', 'UpdateItem'], idempotency: [], documents: [], artifacts: [], exports: [] });
    this.grantMailToAccountHolder(this.reminderSweep, config);
    this.reminders = new ReminderSchedule(this, 'Reminders', { fn: this.reminderSweep, userPool: this.auth.userPool });

    this.web.deploy(storage.site, {
      siteDir: props.siteDir,
      runtimeConfig: {
        stage,
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
        authFlowType: 'USER_SRP_AUTH',
        apiUrl: '/api',
      },
    });

    this.operations = new Operations(this, 'Operations', {
      stage,
      serviceName,
      stateMachine: this.pipeline.stateMachine,
      pipelineFunctions: this.pipelineFunctions,
      allFunctions: {
        ...Object.fromEntries([...this.routeFunctions].map(([handler, fn]) => [`http-${handler}`, fn])),
        ...Object.fromEntries(Object.entries(pipelineTasks).map(([state, handler]) => [`pipeline-${handler}`, this.pipelineFunctions[state as PipelineTaskName]])),
        'trigger-custom-message': this.customMessage,
        'trigger-sweep-orphan-objects': this.orphanSweep,
        'trigger-build-account-export': this.exportBuilder,
        'trigger-execution-ended': this.executionEnded,
        'trigger-fail-stale-documents': this.staleSweep,
        'trigger-send-reminders': this.reminderSweep,
      },
      api: this.httpApi.api,
      alarmKey: props.dataKey,
      ...(config.alarmEmail ? { alarmEmail: config.alarmEmail } : {}),
    });

    new CfnOutput(this, 'AppUrl', { value: this.web.origin, description: 'FairBill (SPA, /api, /config.json)' });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.api.apiEndpoint, description: 'The API\'s own endpoint; it refuses requests that did not come through AppUrl (/api)' });
    new CfnOutput(this, 'StateMachineArn', { value: this.pipeline.stateMachine.stateMachineArn });
    new CfnOutput(this, 'DashboardName', { value: this.operations.dashboard.dashboardName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.operations.topic.topicArn });
  }

  /**
   * SES SendEmail from FairBill's sender to the support address only: the public contact route
   * cannot be made to mail anyone else.
   */
  private grantMailToSupport(fn: FairBillFunction, config: StageConfig): void {
    fn.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [this.mailIdentity.emailIdentityArn],
        conditions: {
          StringEquals: { 'ses:FromAddress': config.mailFrom },
          'ForAllValues:StringEquals': { 'ses:Recipients': [config.supportEmail] },
        },
      }),
    );
  }

  /** SES SendEmail from FairBill's sender to the account holder (a receipt, a ready export): any recipient. */
  private grantMailToAccountHolder(fn: FairBillFunction, config: StageConfig): void {
    fn.function.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['ses:SendEmail'], resources: [this.mailIdentity.emailIdentityArn], conditions: { StringEquals: { 'ses:FromAddress': config.mailFrom } } }),
    );
  }

  /** Textract has no resource-level permissions: the analyze actions (sync and async) are granted on `*`. */
  private grantReading(fn: FairBillFunction): void {
    fn.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [
          'textract:AnalyzeExpense',
          'textract:AnalyzeDocument',
          'textract:StartExpenseAnalysis',
          'textract:GetExpenseAnalysis',
          'textract:StartDocumentAnalysis',
          'textract:GetDocumentAnalysis',
        ],
        resources: ['*'],
      }),
    );
    fn.acknowledge(
      'AwsSolutions-IAM5',
      ['Resource::*'],
      'Textract AnalyzeExpense/AnalyzeDocument (FairBill\'s AWS reader) support no resource-level permissions; only these read actions are granted, to the read-document task and the auditors\' reproduce route only.',
    );
  }

  /**
   * Bedrock Converse needs bedrock:InvokeModel on the configured model only. A cross-region
   * inference profile (`us.`/`eu.`/`apac.`/`global.` prefix) also needs the underlying model in
   * the regions the profile routes to.
   */
  private grantStructuring(fn: FairBillFunction, modelId: string): void {
    const profile = /^(us|eu|apac|global|us-gov)\./.exec(modelId);
    const resources = profile
      ? [
          `arn:${this.partition}:bedrock:${this.region}:${this.account}:inference-profile/${modelId}`,
          `arn:${this.partition}:bedrock:*::foundation-model/${modelId.slice(profile[0].length)}`,
        ]
      : [`arn:${this.partition}:bedrock:${this.region}::foundation-model/${modelId}`];
    fn.function.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'], resources }),
    );
    if (profile) {
      fn.acknowledge(
        'AwsSolutions-IAM5',
        [`Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/${modelId.slice(profile[0].length)}`],
        'FairBill\'s configured cross-region inference profile routes to this one model in several regions; the region is the only wildcard.',
      );
    }
  }
}
