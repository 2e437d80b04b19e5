import type { CfnResource } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes } from '@fairbill/functions/routes';
import { ALARM_THRESHOLDS, FAILED_METRIC, MANUAL_REVIEW_METRIC, THROTTLED_METRIC } from '../lib/constructs/operations';
import { pipelineTasks } from '../lib/workflow/document-workflow';
import { synthesizeStage, type SynthesizedFairBill } from './support/synth';

// Issue 13, operators in AWS: the state machine's execution log without execution data, the
// alarms operators answer (infra/RUNBOOK.md) on the alarm topic, redrive IAM on the redrive routes
// only, and the run records' time index.

type Resource = { Type: string; Properties: Record<string, unknown> };

describe('operators in the app stack', () => {
  let dev: SynthesizedFairBill;
  const resources = (type: string): Record<string, Resource> => dev.main.findResources(type) as Record<string, Resource>;
  const logicalIdOf = (construct: { node: { defaultChild?: unknown } }): string => dev.stacks.app.getLogicalId(construct.node.defaultChild as CfnResource);
  const alarm = (name: string): Resource => {
    const found = Object.entries(resources('AWS::CloudWatch::Alarm')).find(([id]) => id.startsWith(`Operations${name}`));
    if (!found) throw new Error(`no alarm ${name}`);
    return found[1];
  };

  beforeAll(() => {
    dev = synthesizeStage('dev');
  });
  afterAll(() => dev.cleanup());

  it('logs every execution event to the encrypted log group without execution data (no ids, keys or file names)', () => {
    const [machine] = Object.values(resources('AWS::StepFunctions::StateMachine'));
    expect(machine?.Properties['LoggingConfiguration']).toMatchObject({ Level: 'ALL', IncludeExecutionData: false });
    expect(machine?.Properties['TracingConfiguration']).toEqual({ Enabled: true });
  });

  it('alarms on the failure rate, the p95 duration, the manual-review rate and throttles, to the alarm topic', () => {
    const topic = { Ref: logicalIdOf(dev.stacks.app.operations.topic) };
    for (const name of ['ExtractionFailureRate', 'DurationP95', 'ManualReviewRate', 'Throttles']) expect(alarm(name).Properties['AlarmActions']).toEqual([topic]);
    const text = (name: string) => JSON.stringify(alarm(name).Properties);
    expect(text('ExtractionFailureRate')).toContain(FAILED_METRIC.metricName);
    expect(alarm('ExtractionFailureRate').Properties['Threshold']).toBe(ALARM_THRESHOLDS.failureRatePercent);
    expect(text('ManualReviewRate')).toContain(MANUAL_REVIEW_METRIC.metricName);
    expect(alarm('DurationP95').Properties).toMatchObject({ Metrics: [{ MetricStat: { Metric: { MetricName: 'ExecutionTime', Namespace: 'AWS/States' }, Stat: 'p95' } }], Threshold: ALARM_THRESHOLDS.durationP95Ms });
    // The steps' own throttles and Lambda's throttles of every task, in one sum.
    expect(text('Throttles')).toContain(THROTTLED_METRIC.metricName);
    expect(text('Throttles').match(/"MetricName":"Throttles"/g)).toHaveLength(Object.keys(pipelineTasks).length);
  });

  it('grants states:RedriveExecution to the redrive routes only, on the workflow\'s executions only', () => {
    const redrivers = new Set(httpRoutes.filter((route) => route.access.redrive).map((route) => route.handler));
    expect([...redrivers].sort()).toEqual(['redrive-pipeline-run', 'redrive-pipeline-runs']);
    const holders = Object.values(resources('AWS::IAM::Policy')).filter((policy) => JSON.stringify(policy.Properties).includes('states:RedriveExecution'));
    const roles = holders.flatMap((policy) => (policy.Properties['Roles'] as { Ref: string }[]).map((role) => role.Ref));
    expect(roles.sort()).toEqual([...redrivers].map((handler) => logicalIdOf(dev.stacks.app.routeFunctions.get(handler)!.function.role!)).sort());
    for (const policy of holders) {
      const statements = (policy.Properties['PolicyDocument'] as { Statement: { Action: unknown; Resource: unknown }[] }).Statement.filter((statement) => statement.Action === 'states:RedriveExecution');
      expect(statements).toHaveLength(1);
      expect(JSON.stringify(statements[0]?.Resource)).toContain(`:execution:",{"Fn::GetAtt":["${logicalIdOf(dev.stacks.app.pipeline.stateMachine)}","Name"]},":*"`);
    }
  });

  it('gives the run records their time index on the app table', () => {
    const [table] = Object.values(dev.data.findResources('AWS::DynamoDB::GlobalTable') as Record<string, Resource>);
    expect(JSON.stringify(table?.Properties['GlobalSecondaryIndexes'])).toContain('"IndexName":"byRunTime"');
  });
});
