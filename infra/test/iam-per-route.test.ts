import type { CfnResource } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cdkJson from '../../cdk.json' with { type: 'json' };
import { httpRoutes, type RouteWithAccess } from '@fairbill/functions/routes';
import { synthesizeStage, type SynthesizedFairBill } from './support/synth';

// Issue 18, defect 3: each API function holds exactly what its route declares in the route table.
// What a declaration allows is written out here on purpose, not imported from the stack: this file
// is the specification the synthesized policies are held to.
const TABLE_ACTIONS = {
  append: ['PutItem'],
  read: ['GetItem', 'Query'],
  write: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
  delete: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem', 'DeleteItem'],
} as const;
const OBJECT_ACTIONS = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject' } as const;
const CONTACT_ITEMS = { app: ['CONTACT#*'], idempotency: ['*#contact#*'] };
const { mailFrom, supportEmail } = cdkJson.context.stages.dev;

type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };

/** JSON with sorted keys, so a condition reads the same whatever order CDK wrote it in. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : typeof value === 'object' && value !== null
      ? `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`
      : JSON.stringify(value);

const leadingKeys = (patterns: readonly string[]) => ({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': patterns } });

/** One line per action and resource: `action on resource [if condition]`. */
const grant = (action: string, resource: string, condition?: unknown): string =>
  `${action} on ${resource}${condition === undefined ? '' : ` if ${canonical(condition)}`}`;

/** The grants a route's declaration allows, and nothing else. */
function declaredGrants(route: RouteWithAccess): string[] {
  const { access } = route;
  const own = access.items === 'contact' ? CONTACT_ITEMS : undefined;
  const table = TABLE_ACTIONS[access.table];
  const objects = [
    ...(access.buckets?.documents ? (['medical-documents', 'insurance-documents'] as const).map((bucket) => [bucket, access.buckets?.documents] as const) : []),
    ...(access.buckets?.artifacts ? [['document-artifacts', access.buckets.artifacts] as const] : []),
    ...(access.buckets?.exports ? [['account-exports', access.buckets.exports] as const] : []),
  ];
  const lines = [
    // Every function: its own log group and X-Ray.
    grant('logs:CreateLogStream', 'own-log-group'),
    grant('logs:PutLogEvents', 'own-log-group'),
    grant('xray:PutTraceSegments', '*'),
    grant('xray:PutTelemetryRecords', '*'),
    ...table.map((action) => grant(`dynamodb:${action}`, 'app-table', own && leadingKeys(own.app))),
    ...((table as readonly string[]).includes('Query') ? [grant('dynamodb:Query', 'app-table/index/*', own && leadingKeys(own.app))] : []),
    ...(access.idempotency ? ['GetItem', 'PutItem'].map((action) => grant(`dynamodb:${action}`, 'idempotency-table', own && leadingKeys(own.idempotency))) : []),
    // DynamoDB decrypts the table key with the caller's permissions, for reads and writes alike.
    grant('kms:Decrypt', 'data-key'),
    ...objects.map(([bucket, objectAccess]) => grant(OBJECT_ACTIONS[objectAccess!], `${bucket}/*`)),
    ...(objects.some(([, objectAccess]) => objectAccess === 'write') ? [grant('kms:GenerateDataKey', 'data-key')] : []),
    // Signed-in routes look their caller up, to refuse a deleted or disabled user's token.
    ...(route.public ? [] : [grant('cognito-idp:AdminGetUser', 'user-pool')]),
    // Deleting one's account: the caller's own user, and the receipt from FairBill's sender.
    ...(access.deletesCaller ? [grant('cognito-idp:AdminDeleteUser', 'user-pool'), grant('ses:SendEmail', 'mail-sender', { StringEquals: { 'ses:FromAddress': mailFrom } })] : []),
    // Starting "Download all my data": the builder function, nothing else of Lambda.
    ...(access.startsExport ? [grant('lambda:InvokeFunction', 'export-builder')] : []),
    // Reading a stored original again (the auditors' reproduce): the deployment's reader and
    // structurer, and the staging copies Textract reads PDFs from.
    ...(access.reads
      ? [
          ...['AnalyzeExpense', 'AnalyzeDocument', 'StartExpenseAnalysis', 'GetExpenseAnalysis', 'StartDocumentAnalysis', 'GetDocumentAnalysis'].map((action) => grant(`textract:${action}`, '*')),
          ...['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'].flatMap((action) => [grant(action, 'bedrock-inference-profile'), grant(action, 'bedrock-foundation-model')]),
          grant('s3:PutObject', 'document-artifacts/*'),
          grant('s3:DeleteObject', 'document-artifacts/*'),
          grant('kms:GenerateDataKey', 'data-key'),
        ]
      : []),
    // The auditors' access log: add and read entries, list them; never change or delete one.
    ...(access.accessLog
      ? [
          grant('s3:PutObject', 'audit-log/entries/*'),
          grant('s3:GetObject', 'audit-log/entries/*'),
          grant('s3:ListBucket', 'audit-log', { StringLike: { 's3:prefix': 'entries/*' } }),
          grant('kms:GenerateDataKey', 'data-key'),
        ]
      : []),
    // Redrive (issue 13): the document workflow's executions, nothing else of Step Functions.
    ...(access.redrive ? [grant('states:RedriveExecution', 'pipeline-executions/*')] : []),
    ...(access.mail
      ? [
          grant('ses:SendEmail', 'mail-sender', {
            StringEquals: { 'ses:FromAddress': mailFrom },
            'ForAllValues:StringEquals': { 'ses:Recipients': [supportEmail] },
          }),
        ]
      : []),
  ];
  return [...new Set(lines)].sort();
}

describe('API functions hold exactly what the route table declares (synthesized template)', () => {
  let dev: SynthesizedFairBill;
  let resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
  const logicalIdOf = (construct: { node: { defaultChild?: unknown } }): string =>
    dev.stacks.app.getLogicalId(construct.node.defaultChild as CfnResource);

  /** Names the resources a policy may point at; anything else stays verbatim and so fails. */
  function resourceName(resource: unknown, ownLogGroup: string): string {
    if (resource === '*') return '*';
    const text = JSON.stringify(resource);
    const { storage } = dev.stacks.app;
    const buckets = { 'medical-documents': storage.medicalDocuments, 'insurance-documents': storage.insuranceDocuments, 'document-artifacts': storage.artifacts, 'account-exports': storage.accountExports };
    for (const [name, bucket] of Object.entries(buckets)) {
      if (canonical(resource) === canonical({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalIdOf(bucket), 'Arn'] }, '/*']] })) return `${name}/*`;
    }
    const auditLog = logicalIdOf(storage.auditLog);
    if (canonical(resource) === canonical({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [auditLog, 'Arn'] }, '/entries/*']] })) return 'audit-log/entries/*';
    if (canonical(resource) === canonical({ 'Fn::GetAtt': [auditLog, 'Arn'] })) return 'audit-log';
    const table = /":table\/fairbill-(app|idempotency)-dev(\/index\/\*)?"\]\]\}$/.exec(text);
    if (table) return `${table[1]}-table${table[2] ?? ''}`;
    if (canonical(resource) === canonical({ 'Fn::GetAtt': [ownLogGroup, 'Arn'] })) return 'own-log-group';
    if (/^\{"Fn::ImportValue":"FairBill-dev-Data:ExportsOutputFnGetAttDataKey\w+"\}$/.test(text)) return 'data-key';
    if (text.includes(':identity/') && text.includes(`{"Ref":"${logicalIdOf(dev.stacks.app.mailIdentity)}"}`)) return 'mail-sender';
    if (canonical(resource) === canonical({ 'Fn::GetAtt': [logicalIdOf(dev.stacks.app.auth.userPool), 'Arn'] })) return 'user-pool';
    if (canonical(resource) === canonical({ 'Fn::GetAtt': [logicalIdOf(dev.stacks.app.exportBuilder.function), 'Arn'] })) return 'export-builder';
    if (text.includes(':execution:') && text.includes(`{"Fn::GetAtt":["${logicalIdOf(dev.stacks.app.pipeline.stateMachine)}","Name"]},":*"`)) return 'pipeline-executions/*';
    if (text.includes(`:inference-profile/${cdkJson.context.stages.dev.bedrockModelId}`)) return 'bedrock-inference-profile';
    if (text.includes(`::foundation-model/${cdkJson.context.stages.dev.bedrockModelId.replace(/^us\./, '')}`)) return 'bedrock-foundation-model';
    return text;
  }

  function statementsOf(handler: string): Statement[] {
    const fn = dev.stacks.app.routeFunctions.get(handler);
    if (!fn) throw new Error(`no function for ${handler}`);
    const roleId = logicalIdOf(fn.function.role!);
    return Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::IAM::Policy' && (resource.Properties['Roles'] as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap((policy) => (policy.Properties['PolicyDocument'] as { Statement: Statement[] }).Statement);
  }

  function grantsOf(handler: string, statements: Statement[] = statementsOf(handler)): string[] {
    const ownLogGroup = logicalIdOf(dev.stacks.app.routeFunctions.get(handler)!.logGroup);
    const lines = statements.flatMap((statement) => {
      expect(statement.Effect).toBe('Allow');
      return [statement.Action].flat().flatMap((action) =>
        [statement.Resource].flat().map((resource) => grant(action, resourceName(resource, ownLogGroup), statement.Condition)),
      );
    });
    return [...new Set(lines)].sort();
  }

  const actionsOf = (handler: string): string[] => statementsOf(handler).flatMap((statement) => [statement.Action].flat());

  beforeAll(() => {
    dev = synthesizeStage('dev');
    resources = dev.main.toJSON()['Resources'] as typeof resources;
  });
  afterAll(() => dev.cleanup());

  it.each(httpRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: no grant beyond its declaration, none missing', (_, route) => {
    expect(grantsOf(route.handler)).toEqual(declaredGrants(route));
  });

  it('grants no route Scan, batch calls, table metadata, CDK\'s key variants or a wildcard action', () => {
    for (const route of httpRoutes) {
      for (const action of actionsOf(route.handler)) {
        expect(action, `${route.handler}: ${action}`).not.toMatch(/Scan|Batch|DescribeTable|GetRecords|GetShardIterator|kms:(Encrypt|ReEncrypt)|\*/);
      }
    }
  });

  it('lets GET routes write nothing, except the first read of family members that creates the default member (Decision 9) and the auditors\' access-log entries', () => {
    const writes = /^(dynamodb:(PutItem|UpdateItem|DeleteItem)|s3:(PutObject|DeleteObject)|ses:)/;
    const auditLogEntries = grant('s3:PutObject', 'audit-log/entries/*');
    const writingGets = httpRoutes.filter((route) => route.method === 'GET' && grantsOf(route.handler).some((line) => writes.test(line) && line !== auditLogEntries));
    expect(writingGets.map((route) => route.handler)).toEqual(['list-family-members']);
    expect(actionsOf('list-family-members').filter((action) => writes.test(action)).sort()).toEqual(['dynamodb:PutItem', 'dynamodb:UpdateItem']);
  });

  it('lets only the create, download, delete (a document, a member, the account) routes touch the document buckets, each with its one object action, and the auditors read them; a letter\'s PDF is put by saving it and read by its download', () => {
    const documentObjects = (handler: string) => grantsOf(handler).filter((line) => line.startsWith('s3:') && !line.includes('audit-log') && !line.includes('account-exports'));
    const touching = httpRoutes.filter((route) => documentObjects(route.handler).length > 0);
    expect(Object.fromEntries(touching.map((route) => [route.handler, [...new Set(documentObjects(route.handler).map((line) => line.split(' ')[0]))]]))).toEqual({
      'delete-family-member': ['s3:DeleteObject'],
      'create-document': ['s3:PutObject'],
      // Adding the sample documents (issue 14) stores each file where an upload's PUT would.
      'create-samples': ['s3:PutObject'],
      'delete-document': ['s3:DeleteObject'],
      'delete-account': ['s3:DeleteObject'],
      'download-document': ['s3:GetObject'],
      'create-letter': ['s3:PutObject'],
      'download-letter': ['s3:GetObject'],
      'get-audit-record': ['s3:GetObject'],
      'download-audit-record': ['s3:GetObject'],
      // Reads the original; puts and deletes the copy Textract reads a PDF from.
      'reproduce-audit-record': ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'],
    });
  });

  it('lets only the data export\'s routes and the account deletion touch the exports bucket: start deletes a replaced ZIP, get signs a link, deletion removes it', () => {
    const exportObjects = (handler: string) => grantsOf(handler).filter((line) => line.includes('account-exports'));
    const touching = httpRoutes.filter((route) => exportObjects(route.handler).length > 0);
    expect(Object.fromEntries(touching.map((route) => [route.handler, exportObjects(route.handler)]))).toEqual({
      'delete-account': [grant('s3:DeleteObject', 'account-exports/*')],
      'start-account-export': [grant('s3:DeleteObject', 'account-exports/*')],
      'get-account-export': [grant('s3:GetObject', 'account-exports/*')],
    });
    expect(httpRoutes.filter((route) => actionsOf(route.handler).some((action) => action.startsWith('lambda:'))).map((route) => route.handler)).toEqual(['start-account-export']);
  });

  it('lets the public contact route add contact items only (never read or change one), and mail support only', () => {
    const contact = statementsOf('send-contact-message').filter((statement) => [statement.Action].flat().some((action) => /^(dynamodb|ses):/.test(action)));
    expect(contact.length).toBeGreaterThan(0);
    for (const statement of contact) expect(statement.Condition, JSON.stringify(statement)).toBeDefined();
    expect(grantsOf('send-contact-message').filter((line) => line.includes('app-table'))).toEqual([
      grant('dynamodb:PutItem', 'app-table', leadingKeys(['CONTACT#*'])),
    ]);
  });

  it('negative control: a planted over-grant is reported', () => {
    const planted: Statement = { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:Scan'], Resource: statementsOf('get-totals').find((statement) => [statement.Action].flat().includes('dynamodb:GetItem'))!.Resource };
    const route = httpRoutes.find((candidate) => candidate.handler === 'get-totals')!;
    const granted = grantsOf('get-totals', [...statementsOf('get-totals'), planted]);
    expect(granted).not.toEqual(declaredGrants(route));
    expect(granted.filter((line) => !declaredGrants(route).includes(line))).toEqual([grant('dynamodb:Scan', 'app-table')]);
  });
});
