import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_RETENTION_DAYS, MIN_PASSWORD_LENGTH } from '@fairbill/shared';
import { httpRoutes, ORIGIN_VERIFY_HEADER, TOO_MANY_REQUESTS_BODY } from '@fairbill/functions/routes';
import { pipelineTimeoutMs } from '@fairbill/functions/src/domain/documents/interrupted-documents';
import { MANUAL_REVIEW_METRIC } from '../lib/constructs/operations';
import { pipelineTasks } from '../lib/workflow/document-workflow';
import { synthesizeStage, type SynthesizedFairBill } from './support/synth';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string; DependsOn?: string[] };

describe('app stack', () => {
  let dev: SynthesizedFairBill;
  let template: Template;
  const logicalId = (path: string): string => {
    const node = dev.stacks.app.node.findChild(path.split('/')[0]!);
    const child = path.split('/').slice(1).reduce((scope, id) => scope.node.findChild(id), node);
    return dev.stacks.app.getLogicalId(child.node.defaultChild as Parameters<typeof dev.stacks.app.getLogicalId>[0]);
  };
  const resources = (type: string): Record<string, Resource> => template.findResources(type) as Record<string, Resource>;
  /** All IAM statements attached to the role of a FairBillFunction. */
  const statementsOf = (functionId: string): Record<string, unknown>[] => {
    const roleId = logicalId(`${functionId}/Role`);
    return Object.values(resources('AWS::IAM::Policy'))
      .filter((policy) => (policy.Properties['Roles'] as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap((policy) => (policy.Properties['PolicyDocument'] as { Statement: Record<string, unknown>[] }).Statement);
  };
  const actionsOf = (functionId: string): string[] =>
    statementsOf(functionId).flatMap((statement) => [statement['Action']].flat() as string[]);

  beforeAll(() => {
    dev = synthesizeStage('dev');
    template = dev.main;
  });
  afterAll(() => dev.cleanup());

  describe('web ACL (issue 16)', () => {
    it('guards the whole distribution with the managed groups, a site-wide and a per-route limit per address, each a 429 in the API\'s shape', () => {
      const [acl] = Object.values(resources('AWS::WAFv2::WebACL')).map((resource) => resource.Properties);
      expect(acl).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
      const rules = acl?.['Rules'] as { Name: string; Statement: Record<string, Record<string, unknown>>; Action?: unknown }[];
      expect(rules.map((rule) => rule.Name)).toEqual(['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet', 'AWSManagedRulesAmazonIpReputationList', 'RateLimit-site', 'RateLimit-send-contact-message']);
      // Corrections are larger than the common rule set's 8 KB body limit: that rule only counts.
      expect(rules[0]?.Statement['ManagedRuleGroupStatement']?.['RuleActionOverrides']).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
      const contactRule = rules[4]?.Statement['RateBasedStatement'];
      expect(contactRule).toMatchObject({ Limit: 10, EvaluationWindowSec: 300, AggregateKeyType: 'IP' });
      expect(JSON.stringify(contactRule?.['ScopeDownStatement'])).toContain('"SearchString":"/api/contact"');
      expect(JSON.stringify(contactRule?.['ScopeDownStatement'])).toContain('"SearchString":"POST"');
      expect(rules[3]?.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'too-many-requests' } } });
      expect(JSON.parse((acl?.['CustomResponseBodies'] as Record<string, { Content: string }>)['too-many-requests']?.Content ?? '{}')).toEqual(TOO_MANY_REQUESTS_BODY);
      const [distribution] = Object.values(resources('AWS::CloudFront::Distribution')).map((resource) => resource.Properties);
      expect((distribution?.['DistributionConfig'] as Record<string, unknown>)['WebACLId']).toEqual({ 'Fn::GetAtt': [dev.stacks.app.getLogicalId(dev.stacks.app.firewall.webAcl), 'Arn'] });
      const [logging] = Object.values(resources('AWS::WAFv2::LoggingConfiguration')).map((resource) => resource.Properties);
      expect(logging?.['RedactedFields']).toEqual(expect.arrayContaining([{ SingleHeader: { Name: 'authorization' } }, { SingleHeader: { Name: 'cookie' } }, { QueryString: {} }]));
    });
  });

  describe('threat protection (issue 16)', () => {
    it('is off in dev, and on in prod: Plus plan, enforced, breached passwords blocked, risky sign-ins asked for MFA', () => {
      const pools = (template: Template) => Object.values(template.findResources('AWS::Cognito::UserPool')).map((pool) => (pool as Resource).Properties);
      expect(pools(template)[0]).toMatchObject({ UserPoolTier: 'ESSENTIALS' });
      expect(template.findResources('AWS::Cognito::UserPoolRiskConfigurationAttachment')).toEqual({});
      const prod = synthesizeStage('prod');
      try {
        expect(pools(prod.main)[0]).toMatchObject({ UserPoolTier: 'PLUS', UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' } });
        const [risk] = Object.values(prod.main.findResources('AWS::Cognito::UserPoolRiskConfigurationAttachment')).map((resource) => (resource as Resource).Properties);
        expect(risk).toMatchObject({
          ClientId: 'ALL',
          CompromisedCredentialsRiskConfiguration: { Actions: { EventAction: 'BLOCK' } },
          AccountTakeoverRiskConfiguration: { Actions: { HighAction: { EventAction: 'MFA_IF_CONFIGURED' }, MediumAction: { EventAction: 'MFA_IF_CONFIGURED' } } },
        });
      } finally {
        prod.cleanup();
      }
    });
  });

  describe('staff (issue 13)', () => {
    it('creates the auditors and operators groups in the user pool', () => {
      const groups = Object.values(resources('AWS::Cognito::UserPoolGroup')).map((group) => group.Properties);
      expect(groups.map((group) => group['GroupName']).sort()).toEqual(['auditors', 'operators']);
      for (const group of groups) expect(group['UserPoolId']).toEqual({ Ref: logicalId('Auth/UserPool') });
    });

    it('keeps the access log under S3 Object Lock in compliance mode for the configured days, encrypted with the data key, kept on destroy', () => {
      const id = logicalId('Storage/AuditAccessLog');
      const bucket = resources('AWS::S3::Bucket')[id]!;
      expect(bucket.Properties['ObjectLockEnabled']).toBe(true);
      expect(bucket.Properties['ObjectLockConfiguration']).toEqual({ ObjectLockEnabled: 'Enabled', Rule: { DefaultRetention: { Mode: 'COMPLIANCE', Days: 30 } } });
      expect(bucket.Properties['VersioningConfiguration']).toEqual({ Status: 'Enabled' });
      expect(JSON.stringify(bucket.Properties['BucketEncryption'])).toContain('aws:kms');
      expect(bucket.DeletionPolicy).toBe('Retain');
    });
  });

  describe('storage', () => {
    const bucketIds = (): string[] => Object.keys(resources('AWS::S3::Bucket'));

    it('blocks public access and refuses plain HTTP on every bucket', () => {
      const policies = Object.values(resources('AWS::S3::BucketPolicy'));
      for (const id of bucketIds()) {
        expect(resources('AWS::S3::Bucket')[id]?.Properties['PublicAccessBlockConfiguration']).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        const policy = policies.find((candidate) => (candidate.Properties['Bucket'] as { Ref: string }).Ref === id);
        const statements = (policy?.Properties['PolicyDocument'] as { Statement: Record<string, unknown>[] }).Statement;
        expect(statements).toContainEqual(
          expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        );
      }
    });

    it.each(['MedicalDocuments', 'InsuranceDocuments', 'DocumentArtifacts'])(
      '%s is KMS-encrypted with the data key, versioned, logged and expires old versions',
      (name) => {
        const bucket = resources('AWS::S3::Bucket')[logicalId(`Storage/${name}`)]!;
        expect(bucket.Properties['BucketEncryption']).toEqual({
          ServerSideEncryptionConfiguration: [
            {
              BucketKeyEnabled: true,
              ServerSideEncryptionByDefault: {
                SSEAlgorithm: 'aws:kms',
                KMSMasterKeyID: { 'Fn::ImportValue': expect.stringContaining('DataKey') },
              },
            },
          ],
        });
        expect(bucket.Properties['VersioningConfiguration']).toEqual({ Status: 'Enabled' });
        expect(bucket.Properties['LoggingConfiguration']).toMatchObject({
          DestinationBucketName: { Ref: logicalId('Storage/AccessLogs') },
        });
        expect(JSON.stringify(bucket.Properties['LifecycleConfiguration'])).toContain('NoncurrentDays');
      },
    );

    it('keeps "Download all my data" ZIPs in their own bucket, KMS-encrypted, logged, deleted after the retention days, a replaced one\'s version a day later (issue 16)', () => {
      const bucket = resources('AWS::S3::Bucket')[logicalId('Storage/AccountExports')]!;
      expect(JSON.stringify(bucket.Properties['BucketEncryption'])).toContain('aws:kms');
      expect(bucket.Properties['VersioningConfiguration']).toEqual({ Status: 'Enabled' });
      expect(bucket.Properties['LoggingConfiguration']).toMatchObject({ DestinationBucketName: { Ref: logicalId('Storage/AccessLogs') }, LogFilePrefix: 'account-exports/' });
      expect((bucket.Properties['LifecycleConfiguration'] as { Rules: unknown[] }).Rules).toEqual([
        expect.objectContaining({ Id: 'ExportExpiry', Status: 'Enabled', ExpirationInDays: ACCOUNT_EXPORT_RETENTION_DAYS, NoncurrentVersionExpiration: { NoncurrentDays: 1 }, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
        expect.objectContaining({ Id: 'ExpiredDeleteMarkers', Status: 'Enabled', ExpiredObjectDeleteMarker: true }),
      ]);
      // Downloads are plain navigations to a presigned GET: no CORS rule, and no pipeline events.
      expect(bucket.Properties['CorsConfiguration']).toBeUndefined();
      expect(bucket.Properties['NotificationConfiguration']).toBeUndefined();
    });

    it('lets only the SPA origin PUT/GET the document buckets, and sends their events to EventBridge', () => {
      for (const name of ['MedicalDocuments', 'InsuranceDocuments']) {
        const bucket = resources('AWS::S3::Bucket')[logicalId(`Storage/${name}`)]!;
        const rules = (bucket.Properties['CorsConfiguration'] as { CorsRules: Record<string, unknown>[] }).CorsRules;
        expect(rules).toHaveLength(1);
        expect(rules[0]?.['AllowedOrigins']).toEqual([
          { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId('Web/Distribution'), 'DomainName'] }]] },
        ]);
        expect(rules[0]?.['AllowedMethods']).toEqual(['PUT', 'GET', 'HEAD']);
      }
      const notifications = Object.values(resources('Custom::S3BucketNotifications')).map(
        (resource) => (resource.Properties['BucketName'] as { Ref: string }).Ref,
      );
      expect(notifications.sort()).toEqual(
        [logicalId('Storage/MedicalDocuments'), logicalId('Storage/InsuranceDocuments')].sort(),
      );
    });
  });

  describe('functions', () => {
    const functions = (): Resource[] =>
      Object.values(resources('AWS::Lambda::Function')).filter(
        (fn) => typeof fn.Properties['Description'] === 'string' && fn.Properties['Description'].startsWith('FairBill'),
      );

    it('creates one function per route, per pipeline task, the CustomMessage trigger, the hourly orphan sweep, the execution-ended trigger, the stale-document sweep, the export builder and the reminder sweep', () => {
      const routeHandlers = new Set(httpRoutes.map((route) => route.handler));
      expect(functions()).toHaveLength(routeHandlers.size + Object.keys(pipelineTasks).length + 6);
      const sweep = Object.values(resources('AWS::Events::Rule')).find((rule) => rule.Properties['ScheduleExpression'] === 'rate(1 hour)');
      expect(sweep?.Properties['Targets']).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [logicalId('Trigger-sweep-orphan-objects/Function'), 'Arn'] } })]);
    });

    it('sends every execution that ends failed, timed out or aborted to the execution-ended trigger (issue 16)', () => {
      const ended = Object.values(resources('AWS::Events::Rule')).find((rule) => JSON.stringify(rule.Properties['EventPattern'] ?? {}).includes('Step Functions Execution Status Change'));
      expect(ended?.Properties['EventPattern']).toEqual({
        source: ['aws.states'],
        'detail-type': ['Step Functions Execution Status Change'],
        detail: { status: ['FAILED', 'TIMED_OUT', 'ABORTED'], stateMachineArn: [{ Ref: logicalId('Pipeline/Workflow/StateMachine') }] },
      });
      expect(ended?.Properties['Targets']).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [logicalId('Trigger-execution-ended/Function'), 'Arn'] } })]);
    });

    it('fails documents left processing past the pipeline timeout every 15 minutes, with write access to the table only (issue 16)', () => {
      const sweep = Object.values(resources('AWS::Events::Rule')).find((rule) => rule.Properties['ScheduleExpression'] === 'rate(15 minutes)');
      expect(sweep?.Properties['Targets']).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [logicalId('Trigger-fail-stale-documents/Function'), 'Arn'] }, Input: '{}' })]);
      const actions = actionsOf('Trigger-fail-stale-documents');
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']));
      expect(actions).not.toContain('dynamodb:Scan');
      expect(actions).not.toContain('dynamodb:DeleteItem');
      expect(actions.filter((action) => action.startsWith('s3:'))).toEqual([]);
      // The sweep's age limit is the state machine's timeout (plus a margin), from one constant each side.
      const [machine] = Object.values(resources('AWS::StepFunctions::StateMachine')).map((resource) => resource.Properties);
      const definition = JSON.stringify(machine?.['DefinitionString']);
      expect(definition).toContain(`\\"TimeoutSeconds\\":${pipelineTimeoutMs / 1000}`);
    });

    it('builds "Download all my data" in its own function, invoked asynchronously by the start route only, without retries (issue 16)', () => {
      const builder = resources('AWS::Lambda::Function')[logicalId('Trigger-build-account-export/Function')]!;
      expect(builder.Properties).toMatchObject({ MemorySize: 1024, Timeout: 900 });
      const [invokeConfig, ...more] = Object.values(resources('AWS::Lambda::EventInvokeConfig')).map((config) => config.Properties);
      expect(more).toEqual([]);
      expect(invokeConfig).toMatchObject({ FunctionName: { Ref: logicalId('Trigger-build-account-export/Function') }, MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 3600 });
      // Reads the account and moves its job (no put, no delete), reads the files, writes and removes its ZIP, mails the holder.
      const actions = actionsOf('Trigger-build-account-export');
      expect(actions.filter((action) => action.startsWith('dynamodb:')).sort()).toEqual(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Query', 'dynamodb:UpdateItem']);
      expect(actions.filter((action) => action.startsWith('s3:')).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:GetObject', 's3:PutObject']);
      const exportsBucket = logicalId('Storage/AccountExports');
      const objectStatements = statementsOf('Trigger-build-account-export').filter((statement) => [statement['Action']].flat().some((action) => String(action).startsWith('s3:')));
      expect(objectStatements.find((statement) => [statement['Action']].flat().includes('s3:PutObject'))?.['Resource']).toEqual({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [exportsBucket, 'Arn'] }, '/*']] });
      expect(statementsOf('Trigger-build-account-export').find((statement) => statement['Action'] === 'ses:SendEmail')?.['Condition']).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@dev.fairbill.example' } });
      // Only the start route may invoke it, with its name in the environment.
      const invokers = httpRoutes.filter((route) => actionsOf(`Http-${route.handler}`).includes('lambda:InvokeFunction')).map((route) => route.handler);
      expect(invokers).toEqual(['start-account-export']);
      const invoke = statementsOf('Http-start-account-export').find((statement) => statement['Action'] === 'lambda:InvokeFunction');
      expect(invoke?.['Resource']).toEqual({ 'Fn::GetAtt': [logicalId('Trigger-build-account-export/Function'), 'Arn'] });
      const start = resources('AWS::Lambda::Function')[logicalId('Http-start-account-export/Function')]!;
      expect((start.Properties['Environment'] as { Variables: Record<string, unknown> }).Variables['EXPORT_FUNCTION_NAME']).toEqual({ Ref: logicalId('Trigger-build-account-export/Function') });
    });

    it('runs every function on Node.js 22, ARM64, with X-Ray active tracing, JSON logs to its own encrypted log group', () => {
      const logGroups = resources('AWS::Logs::LogGroup');
      for (const fn of functions()) {
        expect(fn.Properties).toMatchObject({
          Runtime: 'nodejs22.x',
          Architectures: ['arm64'],
          TracingConfig: { Mode: 'Active' },
          LoggingConfig: { LogFormat: 'JSON', LogGroup: { Ref: expect.any(String) } },
        });
        // Powertools and its tracer are in the bundle (lambda-bundling.test.ts): no layer.
        expect(fn.Properties['Layers']).toBeUndefined();
        const logGroupId = (fn.Properties['LoggingConfig'] as { LogGroup: { Ref: string } }).LogGroup.Ref;
        expect(logGroups[logGroupId]?.Properties).toMatchObject({
          RetentionInDays: 30,
          KmsKeyId: { 'Fn::ImportValue': expect.stringContaining('DataKey') },
        });
        const env = (fn.Properties['Environment'] as { Variables: Record<string, unknown> }).Variables;
        expect(env).toMatchObject({
          POWERTOOLS_SERVICE_NAME: 'fairbill-dev',
          POWERTOOLS_METRICS_NAMESPACE: MANUAL_REVIEW_METRIC.namespace,
          NODE_OPTIONS: '--enable-source-maps',
          MAIL_TRANSPORT: 'ses',
          READER: 'textract',
          STRUCTURER: 'bedrock',
        });
      }
    });

    it('binds tables and buckets to API and pipeline functions (env + grant)', () => {
      const fn = resources('AWS::Lambda::Function')[logicalId('Http-create-document/Function')]!;
      const env = (fn.Properties['Environment'] as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(env)).toEqual(
        expect.arrayContaining(['TABLE_NAME', 'IDEMPOTENCY_TABLE_NAME', 'MEDICAL_DOCUMENTS_BUCKET', 'INSURANCE_DOCUMENTS_BUCKET', 'ARTIFACTS_BUCKET', 'APP_ORIGIN']),
      );
      expect(actionsOf('Http-create-document')).toEqual(expect.arrayContaining(['s3:PutObject', 'dynamodb:PutItem']));
      // Object-level access only: no bucket listing, no s3:*.
      for (const action of actionsOf('Http-create-document')) expect(action).not.toMatch(/^s3:(List|\*|GetBucket)/);
      // The pipeline deletes no document's file: resolve-document deletes only an upload whose record is
      // gone, in the two document buckets (document-retention.test.ts).
    });

    it('grants Textract to read-document only, and Bedrock to structure-data only, scoped to the model (and both to the routes that read a document again)', () => {
      for (const [state, handler] of Object.entries(pipelineTasks)) {
        const actions = actionsOf(`Pipeline-${handler}`);
        expect(actions.some((action) => action.startsWith('textract:'))).toBe(state === 'ReadDocument');
        expect(actions.some((action) => action.startsWith('bedrock:'))).toBe(state === 'StructureData');
      }
      for (const route of httpRoutes) {
        const actions = actionsOf(`Http-${route.handler}`);
        expect(actions.some((action) => action.startsWith('textract:')), route.handler).toBe(route.access.reads === true);
        expect(actions.some((action) => action.startsWith('bedrock:')), route.handler).toBe(route.access.reads === true);
      }
      // Multi-page PDFs go through Textract's asynchronous APIs, staged in (and removed from) the artifacts bucket.
      expect(actionsOf('Pipeline-read-document')).toEqual(
        expect.arrayContaining(['textract:StartExpenseAnalysis', 'textract:GetExpenseAnalysis', 'textract:StartDocumentAnalysis', 'textract:GetDocumentAnalysis', 's3:DeleteObject']),
      );
      const bedrock = statementsOf('Pipeline-structure-data').find((statement) =>
        [statement['Action']].flat().includes('bedrock:InvokeModel'),
      );
      expect(JSON.stringify(bedrock?.['Resource'])).toContain('anthropic.claude-haiku-4-5-20251001-v1:0');
      expect(JSON.stringify(bedrock?.['Resource'])).not.toMatch(/foundation-model\/\*/);
    });

    it('lets only the contact handler (to support) and the account deletion (its receipt) send e-mail through the SES identity', () => {
      for (const route of httpRoutes) {
        expect(actionsOf(`Http-${route.handler}`).includes('ses:SendEmail'), route.handler).toBe(['send-contact-message', 'delete-account'].includes(route.handler));
      }
      template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'no-reply@dev.fairbill.example' });
    });

    it('writes logs only to the function\'s own log group (no AWSLambdaBasicExecutionRole)', () => {
      const statement = statementsOf('Pipeline-mark-failed').find((candidate) =>
        [candidate['Action']].flat().includes('logs:PutLogEvents'),
      );
      expect(statement?.['Resource']).toEqual({ 'Fn::GetAtt': [logicalId('Pipeline-mark-failed/LogGroup'), 'Arn'] });
      const role = resources('AWS::IAM::Role')[logicalId('Pipeline-mark-failed/Role')]!;
      expect(role.Properties['ManagedPolicyArns']).toBeUndefined();
    });
  });

  describe('auth', () => {
    it('signs in with e-mail, verifies it, and takes the password minimum from shared/', () => {
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        MfaConfiguration: 'OPTIONAL',
        Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: MIN_PASSWORD_LENGTH }) },
        LambdaConfig: { CustomMessage: { 'Fn::GetAtt': [logicalId('Trigger-custom-message/Function'), 'Arn'] } },
      });
    });

    it('has an app client with SRP and refresh tokens only (USER_PASSWORD_AUTH is local-only), no secret', () => {
      template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
        GenerateSecret: false,
        PreventUserExistenceErrors: 'ENABLED',
      });
    });
  });

  describe('api', () => {
    it('puts the Cognito JWT authorizer on every route except the public ones', () => {
      const routes = Object.values(resources('AWS::ApiGatewayV2::Route'));
      expect(routes).toHaveLength(httpRoutes.length);
      const authorizerId = logicalId('Api/Api/CognitoAuthorizer');
      for (const route of httpRoutes) {
        const created = routes.find((candidate) => candidate.Properties['RouteKey'] === `${route.method} ${route.path}`);
        expect(created, `${route.method} ${route.path}`).toBeDefined();
        if (route.public) expect(created?.Properties['AuthorizationType']).toBe('NONE');
        else {
          expect(created?.Properties).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
        }
      }
      expect(httpRoutes.filter((route) => route.public).map((route) => route.handler)).toEqual(['send-contact-message']);
      template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
        AuthorizerType: 'JWT',
        IdentitySource: ['$request.header.Authorization'],
        JwtConfiguration: {
          Audience: [{ Ref: logicalId('Auth/UserPool/WebClient') }],
          Issuer: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
        },
      });
    });

    it('answers browsers on the SPA origin only: /api is same-origin, so the API has no CORS rule', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP', CorsConfiguration: Match.absent() });
    });

    it('throttles the stage and writes access logs to an encrypted log group', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: '$default',
        AutoDeploy: true,
        DefaultRouteSettings: { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
        AccessLogSettings: {
          DestinationArn: { 'Fn::GetAtt': [logicalId('Api/AccessLogs'), 'Arn'] },
          Format: Match.stringLikeRegexp('"status":"\\$context.status"'),
        },
      });
      const format = JSON.parse(
        (Object.values(resources('AWS::ApiGatewayV2::Stage'))[0]?.Properties['AccessLogSettings'] as { Format: string }).Format,
      ) as Record<string, string>;
      // Ids, statuses and timings only: nothing that could carry personal data.
      expect(Object.values(format).join(' ')).not.toMatch(/identity|header|body|querystring|path/i);
    });

    it('caps the routes the route table throttles, the public contact form lowest, below the stage default', () => {
      const stage = Object.values(resources('AWS::ApiGatewayV2::Stage'))[0]!;
      const settings = stage.Properties['RouteSettings'] as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
      expect(settings['POST /api/contact']).toEqual({ ThrottlingRateLimit: 1, ThrottlingBurstLimit: 5 });
      const throttled = httpRoutes.filter((route) => route.throttle);
      expect(settings).toEqual(
        Object.fromEntries(
          throttled.map((route) => [`${route.method} ${route.path}`, { ThrottlingRateLimit: route.throttle!.rateLimit, ThrottlingBurstLimit: route.throttle!.burstLimit }]),
        ),
      );
      for (const limit of Object.values(settings)) {
        expect(limit.ThrottlingRateLimit).toBeLessThan(20);
        expect(limit.ThrottlingBurstLimit).toBeLessThan(40);
      }
      // RouteSettings name routes by key: CloudFormation must have created them before the stage.
      const routeIds = Object.entries(resources('AWS::ApiGatewayV2::Route'))
        .filter(([, route]) => route.Properties['RouteKey'] as string in settings)
        .map(([id]) => id);
      expect(routeIds).toHaveLength(throttled.length);
      expect(stage.DependsOn).toEqual(expect.arrayContaining(routeIds));
    });

    it('serves only requests that came through CloudFront: its API origin sends the origin secret every API function requires', () => {
      // No custom domain, so the execute-api endpoint stays CloudFront's origin (it cannot be
      // disabled); the secret header is what a direct call to it lacks.
      const secretId = logicalId('Api/OriginSecret');
      const secretValue = { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] };
      template.hasResourceProperties('AWS::SecretsManager::Secret', {
        KmsKeyId: { 'Fn::ImportValue': Match.stringLikeRegexp('DataKey') },
        GenerateSecretString: Match.objectLike({ PasswordLength: 48 }),
      });
      const config = Object.values(resources('AWS::CloudFront::Distribution'))[0]!.Properties['DistributionConfig'] as Record<string, unknown>;
      const apiBehavior = (config['CacheBehaviors'] as Record<string, unknown>[]).find((behavior) => behavior['PathPattern'] === '/api/*');
      const apiOrigin = (config['Origins'] as Record<string, unknown>[]).find((origin) => origin['Id'] === apiBehavior?.['TargetOriginId']);
      expect(JSON.stringify(apiOrigin?.['DomainName'])).toContain('.execute-api.');
      expect(apiOrigin?.['OriginCustomHeaders']).toEqual([{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: secretValue }]);
      for (const route of httpRoutes) {
        const fn = resources('AWS::Lambda::Function')[logicalId(`Http-${route.handler}/Function`)]!;
        expect((fn.Properties['Environment'] as { Variables: Record<string, unknown> }).Variables['ORIGIN_VERIFY_SECRET'], route.handler).toEqual(secretValue);
      }
      // The value is resolved by CloudFormation at deploy time: no literal secret in the template.
      expect(JSON.stringify(template.toJSON())).not.toMatch(/ORIGIN_VERIFY_SECRET":"[^{]/);
    });
  });

  describe('pipeline', () => {
    it('starts the state machine on Object Created in both document buckets', () => {
      template.hasResourceProperties('AWS::Events::Rule', {
        EventPattern: {
          source: ['aws.s3'],
          'detail-type': ['Object Created'],
          detail: {
            bucket: {
              name: [{ Ref: logicalId('Storage/MedicalDocuments') }, { Ref: logicalId('Storage/InsuranceDocuments') }],
            },
          },
        },
        Targets: [Match.objectLike({ Arn: { Ref: logicalId('Pipeline/Workflow/StateMachine') } })],
      });
    });

    it('logs executions to an encrypted log group and traces with X-Ray', () => {
      template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
        TracingConfiguration: { Enabled: true },
        LoggingConfiguration: {
          Level: 'ALL',
          IncludeExecutionData: false,
          Destinations: [{ CloudWatchLogsLogGroup: { LogGroupArn: { 'Fn::GetAtt': [logicalId('Pipeline/ExecutionLogs'), 'Arn'] } } }],
        },
      });
      template.hasResourceProperties('AWS::Logs::LogGroup', {
        LogGroupName: Match.stringLikeRegexp('^/aws/vendedlogs/states/'),
        KmsKeyId: Match.anyValue(),
        RetentionInDays: 30,
      });
    });
  });

  describe('web', () => {
    it('serves the SPA through origin access control and routes /api/* to the API', () => {
      template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
      const distribution = Object.values(resources('AWS::CloudFront::Distribution'))[0]!;
      const config = distribution.Properties['DistributionConfig'] as Record<string, unknown>;
      const behaviors = config['CacheBehaviors'] as Record<string, unknown>[];
      expect(behaviors.map((behavior) => behavior['PathPattern'])).toEqual(['/api/*', '/config.json']);
      const origins = config['Origins'] as Record<string, unknown>[];
      const apiOrigin = origins.find((origin) => origin['Id'] === behaviors[0]?.['TargetOriginId']);
      expect(JSON.stringify(apiOrigin?.['DomainName'])).toContain(logicalId('Api/Api'));
      expect(config['DefaultCacheBehavior']).toMatchObject({ ViewerProtocolPolicy: 'redirect-to-https' });
      expect(config['Logging']).toMatchObject({ Bucket: { 'Fn::GetAtt': [logicalId('Storage/AccessLogs'), 'RegionalDomainName'] } });
    });

    it('sets CSP, HSTS and frame denial on every behavior', () => {
      template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
        ResponseHeadersPolicyConfig: Match.objectLike({
          SecurityHeadersConfig: Match.objectLike({
            ContentSecurityPolicy: { ContentSecurityPolicy: Match.stringLikeRegexp("frame-ancestors 'none'"), Override: true },
            StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true }),
            FrameOptions: { FrameOption: 'DENY', Override: true },
            // Issue 18: no page URL ever leaves in a Referer.
            ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
          }),
        }),
      });
      const policyId = logicalId('Web/SecurityHeaders');
      const config = Object.values(resources('AWS::CloudFront::Distribution'))[0]!.Properties['DistributionConfig'] as Record<string, unknown>;
      for (const behavior of [config['DefaultCacheBehavior'], ...(config['CacheBehaviors'] as unknown[])]) {
        expect(behavior).toMatchObject({ ResponseHeadersPolicyId: { Ref: policyId } });
      }
    });

    it('writes /config.json with the user pool and client ids resolved at deploy time', () => {
      const deployment = Object.values(resources('Custom::CDKBucketDeployment'))[0]!;
      expect(deployment.Properties['DestinationBucketName']).toEqual({ Ref: logicalId('Storage/Site') });
      const markers = JSON.stringify(deployment.Properties['SourceMarkers']);
      expect(markers).toContain(logicalId('Auth/UserPool'));
      expect(markers).toContain(logicalId('Auth/UserPool/WebClient'));
    });
  });

  describe('operations', () => {
    it('sends every alarm to a KMS-encrypted SNS topic', () => {
      const topicId = logicalId('Operations/Alarms');
      template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
      const alarms = Object.values(resources('AWS::CloudWatch::Alarm'));
      expect(alarms.length).toBeGreaterThan(4);
      for (const alarm of alarms) expect(alarm.Properties['AlarmActions']).toEqual([{ Ref: topicId }]);
    });

    it('alarms on execution failures, Lambda errors, API 5xx rate and extraction failure rate', () => {
      const ids = Object.keys(resources('AWS::CloudWatch::Alarm'));
      for (const prefix of ['OperationsExecutionFailures', 'OperationsLambdaErrorshttpcreatedocument', 'OperationsApi5xxRate', 'OperationsExtractionFailureRate']) {
        expect(ids.some((id) => id.startsWith(prefix)), prefix).toBe(true);
      }
    });

    it("gives every FairBill function its own error alarm, the triggers' included", () => {
      const functions = Object.values(resources('AWS::Lambda::Function')).filter((fn) => String(fn.Properties['Description'] ?? '').startsWith('FairBill'));
      const errorAlarms = Object.keys(resources('AWS::CloudWatch::Alarm')).filter((id) => id.startsWith('OperationsLambdaErrors'));
      expect(functions.length).toBeGreaterThan(40);
      expect(errorAlarms).toHaveLength(functions.length);
      for (const name of ['triggerexecutionended', 'triggerfailstaledocuments']) expect(errorAlarms.some((id) => id.startsWith(`OperationsLambdaErrors${name}`)), name).toBe(true);
    });

    it('charts the manual-review metric the pipeline emits', () => {
      const dashboard = Object.values(resources('AWS::CloudWatch::Dashboard'))[0]!;
      const body = JSON.stringify(dashboard.Properties['DashboardBody']);
      expect(body).toContain(MANUAL_REVIEW_METRIC.metricName);
      expect(body).toContain('ExecutionsStarted');
      expect(body).toContain('5xx');
    });
  });
});
