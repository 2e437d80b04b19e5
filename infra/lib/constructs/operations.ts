import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { FairBillFunction } from './fairbill-function';

/**
 * The custom metric the pipeline emits (Powertools Metrics, namespace from
 * POWERTOOLS_METRICS_NAMESPACE, dimension `service` = POWERTOOLS_SERVICE_NAME) each time a
 * document is flagged for manual review.
 */
export const MANUAL_REVIEW_METRIC = { namespace: 'FairBill', metricName: 'DocumentsFlaggedForManualReview' } as const;

export interface OperationsProps {
  readonly stage: string;
  readonly serviceName: string;
  readonly stateMachine: sfn.IStateMachine;
  /** Pipeline task functions by state name; `MarkFailed` invocations count failed extractions. */
  readonly pipelineFunctions: Readonly<Record<string, FairBillFunction>>;
  readonly markFailed: FairBillFunction;
  /** Every FairBill function by a readable name; each gets an error alarm. */
  readonly allFunctions: Readonly<Record<string, FairBillFunction>>;
  readonly api: apigw.IHttpApi;
  readonly alarmKey: kms.IKey;
  readonly alarmEmail?: string;
}

/** The CloudWatch dashboard and the alarms, which notify a KMS-encrypted SNS topic. */
export class Operations extends Construct {
  readonly topic: sns.Topic;
  readonly dashboard: cloudwatch.Dashboard;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Alarms', {
      displayName: `FairBill ${props.stage} alarms`,
      masterKey: props.alarmKey,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));

    const period = Duration.minutes(5);
    const machine = props.stateMachine;
    const started = machine.metricStarted({ period, statistic: 'Sum' });
    const succeeded = machine.metricSucceeded({ period, statistic: 'Sum' });
    const failed = machine.metricFailed({ period, statistic: 'Sum' });
    const duration = (statistic: string): cloudwatch.IMetric => machine.metricTime({ period, statistic, label: statistic });
    const manualReview = new cloudwatch.Metric({
      ...MANUAL_REVIEW_METRIC,
      dimensionsMap: { service: props.serviceName },
      statistic: 'Sum',
      period,
      label: 'Flagged for manual review',
    });
    const api4xx = props.api.metricClientError({ period, statistic: 'Sum' });
    const api5xx = props.api.metricServerError({ period, statistic: 'Sum' });
    const apiCount = props.api.metricCount({ period, statistic: 'Sum' });
    const apiLatency = (statistic: string): cloudwatch.IMetric => props.api.metricLatency({ period, statistic, label: statistic });

    const alarm = (name: string, metric: cloudwatch.Metric | cloudwatch.MathExpression, threshold: number, description: string): void => {
      const created = metric.createAlarm(this, name, {
        alarmDescription: description,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(new actions.SnsAction(this.topic));
      this.alarms.push(created);
    };

    alarm('ExecutionFailures', failed, 1, 'A pipeline execution failed (even MarkFailed could not record the failure).');
    // One alarm per function: metric math alarms take at most 10 metrics, and FairBill has more.
    for (const [name, fn] of Object.entries(props.allFunctions)) {
      alarm(`LambdaErrors-${name}`, fn.function.metricErrors({ period, statistic: 'Sum' }), 3, `${name} raised errors in 5 minutes.`);
    }
    alarm(
      'Api5xxRate',
      new cloudwatch.MathExpression({
        expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
        usingMetrics: { errors: api5xx, requests: apiCount },
        period,
        label: 'API 5xx rate (%)',
      }),
      5,
      'More than 5% of API requests returned 5xx (with at least 20 requests).',
    );
    alarm(
      'ExtractionFailureRate',
      new cloudwatch.MathExpression({
        expression: 'IF(started >= 5, 100 * failures / started, 0)',
        usingMetrics: {
          failures: props.markFailed.function.metricInvocations({ period: Duration.hours(1), statistic: 'Sum' }),
          started: machine.metricStarted({ period: Duration.hours(1), statistic: 'Sum' }),
        },
        period: Duration.hours(1),
        label: 'Extraction failure rate (%)',
      }),
      25,
      'A quarter or more of the documents in the last hour could not be extracted.',
    );

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', { defaultInterval: Duration.days(1) });
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: 'Pipeline executions', left: [started, succeeded, failed], width: 8 }),
      new cloudwatch.GraphWidget({ title: 'Pipeline duration (ms)', left: [duration('p50'), duration('p90')], width: 8 }),
      new cloudwatch.GraphWidget({ title: 'Documents flagged for manual review', left: [manualReview], width: 8 }),
    );
    const perTask = (title: string, metric: (fn: FairBillFunction, name: string) => cloudwatch.IMetric): cloudwatch.GraphWidget =>
      new cloudwatch.GraphWidget({
        title,
        width: 8,
        left: Object.entries(props.pipelineFunctions).map(([name, fn]) => metric(fn, name)),
      });
    this.dashboard.addWidgets(
      perTask('Pipeline task errors', (fn, label) => fn.function.metricErrors({ period, statistic: 'Sum', label })),
      perTask('Pipeline task duration p90 (ms)', (fn, label) => fn.function.metricDuration({ period, statistic: 'p90', label })),
      perTask('Pipeline task throttles', (fn, label) => fn.function.metricThrottles({ period, statistic: 'Sum', label })),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: 'API 4xx / 5xx', left: [api4xx, api5xx], width: 8 }),
      new cloudwatch.GraphWidget({ title: 'API latency (ms)', left: [apiLatency('p50'), apiLatency('p90')], width: 8 }),
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 8 }),
    );
  }
}
