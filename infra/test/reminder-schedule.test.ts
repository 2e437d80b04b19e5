import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cdkJson from '../../cdk.json' with { type: 'json' };
import { httpRoutes } from '@fairbill/functions/routes';
import { resolveStage } from '../lib/config';
import { REMINDER_SWEEP_HOUR_UTC } from '../lib/constructs/reminder-schedule';
import { addComplianceChecks, buildFairBill, type FairBillStacks } from '../lib/fairbill-app';
import { Template } from 'aws-cdk-lib/assertions';
import { testApp, testEntry } from './support/synth';

// Issue 14: the deadline reminders' daily sweep in AWS: an EventBridge Scheduler schedule, the
// sweep function and exactly the access it needs (Query and a conditional update on the app table,
// ListUsers on the user pool, SES to the account holder), cdk-nag clean.

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown; Effect: string };

describe('the reminder schedule (issue 14)', () => {
  let stacks: FairBillStacks;
  let template: Template;
  let cleanup: () => void;
  let app: ReturnType<typeof testApp>['app'];
  const idOf = (construct: Parameters<FairBillStacks['app']['getLogicalId']>[0]) => stacks.app.getLogicalId(construct);
  const resources = (type: string) => template.findResources(type) as Record<string, Resource>;
  const statementsOfRole = (roleId: string): Statement[] =>
    Object.values(resources('AWS::IAM::Policy'))
      .filter((policy) => (policy.Properties['Roles'] as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap((policy) => (policy.Properties['PolicyDocument'] as { Statement: Statement[] }).Statement);

  beforeAll(() => {
    ({ app, cleanup } = testApp());
    addComplianceChecks(app);
    stacks = buildFairBill(app, { ...resolveStage('dev', cdkJson.context.stages), routes: httpRoutes, siteDir: undefined, entry: testEntry });
    template = Template.fromStack(stacks.app);
  }, 60_000);
  afterAll(() => cleanup());

  const sweepFunctionId = () => idOf(stacks.app.reminderSweep.function.node.defaultChild as Parameters<typeof idOf>[0]);
  const sweepRoleId = () => idOf(stacks.app.reminderSweep.function.role?.node.defaultChild as Parameters<typeof idOf>[0]);

  it(`runs the sweep every day at ${REMINDER_SWEEP_HOUR_UTC}:00 UTC with EventBridge Scheduler, retried twice within 6 hours`, () => {
    const schedules = Object.values(resources('AWS::Scheduler::Schedule')).map((schedule) => schedule.Properties);
    expect(schedules).toEqual([
      expect.objectContaining({
        ScheduleExpression: 'cron(0 15 * * ? *)',
        ScheduleExpressionTimezone: 'Etc/UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        State: 'ENABLED',
        Target: expect.objectContaining({
          Arn: { 'Fn::GetAtt': [sweepFunctionId(), 'Arn'] },
          Input: '{}',
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 6 * 3600 },
        }),
      }),
    ]);
  });

  it("lets the schedule's role invoke the sweep and nothing else", () => {
    const [schedule] = Object.values(resources('AWS::Scheduler::Schedule'));
    const roleArn = (schedule?.Properties['Target'] as { RoleArn: { 'Fn::GetAtt': [string, string] } }).RoleArn;
    const statements = statementsOfRole(roleArn['Fn::GetAtt'][0]);
    expect(statements.flatMap((statement) => [statement.Action].flat())).toEqual(['lambda:InvokeFunction']);
    expect(statements.map((statement) => statement.Resource)).toEqual([{ 'Fn::GetAtt': [sweepFunctionId(), 'Arn'] }]);
    // Assumed by EventBridge Scheduler of this account only.
    const role = resources('AWS::IAM::Role')[roleArn['Fn::GetAtt'][0]];
    expect((role?.Properties['AssumeRolePolicyDocument'] as { Statement: unknown[] }).Statement).toEqual([
      { Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'scheduler.amazonaws.com' }, Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } } },
    ]);
  });

  it('gives the sweep 15 minutes, the user pool and the table by name', () => {
    const fn = resources('AWS::Lambda::Function')[sweepFunctionId()];
    expect(fn?.Properties).toMatchObject({ Timeout: 900, TracingConfig: { Mode: 'Active' } });
    const variables = (fn?.Properties['Environment'] as { Variables: Record<string, unknown> }).Variables;
    expect(variables['USER_POOL_ID']).toEqual({ Ref: idOf(stacks.app.auth.userPool.node.defaultChild as Parameters<typeof idOf>[0]) });
    expect(variables).toMatchObject({ MAIL_TRANSPORT: 'ses', TABLE_NAME: expect.anything(), APP_ORIGIN: expect.anything() });
  });

  it('grants the sweep Query and UpdateItem on the app table, ListUsers on the pool and SES from the sender, nothing more', () => {
    const statements = statementsOfRole(sweepRoleId());
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(new Set(actions)).toEqual(new Set(['logs:CreateLogStream', 'logs:PutLogEvents', 'xray:PutTraceSegments', 'xray:PutTelemetryRecords', 'dynamodb:Query', 'dynamodb:UpdateItem', 'kms:Decrypt', 'cognito-idp:ListUsers', 'ses:SendEmail']));
    for (const forbidden of ['dynamodb:Scan', 'dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:GetItem', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser']) expect(actions).not.toContain(forbidden);
    expect(actions.some((action) => action.startsWith('s3:'))).toBe(false);
    const listUsers = statements.find((statement) => statement.Action === 'cognito-idp:ListUsers');
    expect(listUsers?.Resource).toEqual({ 'Fn::GetAtt': [idOf(stacks.app.auth.userPool.node.defaultChild as Parameters<typeof idOf>[0]), 'Arn'] });
    const mail = statements.find((statement) => statement.Action === 'ses:SendEmail');
    expect(mail?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': resolveStage('dev', cdkJson.context.stages).config.mailFrom } });
  });

  it('leaves cdk-nag nothing to report on the schedule or the sweep', () => {
    const findings = [new AwsSolutionsChecks(), new HIPAASecurityChecks()].flatMap((pack) =>
      pack.validateScope(app).violations.flatMap((violation) => violation.violatingResources.map((resource) => `${violation.ruleName} @ ${resource.constructPath}`)),
    );
    expect(findings.filter((finding) => /Reminders|send-reminders/.test(finding))).toEqual([]);
  });
});
