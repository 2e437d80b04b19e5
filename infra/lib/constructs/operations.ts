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

/**
 * The pipeline's other Powertools metrics (functions/src/lib/metrics.ts): a failed document
 * (MarkFailed, and the execution-ended trigger), a step invocation a service throttled, and each
 * step's duration as `<Step>Duration`. The operators' /ops figures count the same events from the
 * run records (README "Operators").
 */
export const FAILED_METRIC = { namespace: 'FairBill', metricName: 'DocumentsFailed' } as const;
export const THROTTLED_METRIC = { namespace: 'FairBill', metricName: 'StepThrottled' } as const;

/** Alarm thresholds (infra/RUNBOOK.md says what each alarm means and what to do). */
export const ALARM_THRESHOLDS = {
  /** % of the hour's executions whose document failed, with at least 5 executions. */
  failureRatePercent: 25,
  /** % of the hour's executions whose document went to manual review, with at least 5 executions. */
  manualReviewRatePercent: 50,
  /** p95 of a whole execution over 15 minutes (ms): Textract's asynchronous reads take minutes. */
  durationP95Ms: 180_000,
  /** Throttled step invocations and Lambda throttles of the tasks in 5 minutes. */
  throttles: 5,
} as const;

export interface OperationsProps {
  readonly stage: string;
  readonly serviceName: string;
  readonly stateMachine: sfn.IStateMachine;
  /** Pipeline task functions by state name. */
  readonly pipelineFunctions: Readonly<Record<string, FairBillFunction>>;
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
    const hourly = Duration.hours(1);
    const custom = (metric: { namespace: string; metricName: string }, metricPeriod: Duration, label: string): cloudwatch.Metric =>
      new cloudwatch.Metric({ ...metric, dimensionsMap: { service: props.serviceName }, statistic: 'Sum', period: metricPeriod, label });
    const startedHourly = machine.metricStarted({ period: hourly, statistic: 'Sum' });
    alarm(
      'ExtractionFailureRate',
      new cloudwatch.MathExpression({
        expression: 'IF(started >= 5, 100 * FILL(failures, 0) / started, 0)',
        usingMetrics: { failures: custom(FAILED_METRIC, hourly, 'Documents failed'), started: startedHourly },
        period: hourly,
        label: 'Extraction failure rate (%)',
      }),
      ALARM_THRESHOLDS.failureRatePercent,
      'A quarter or more of the documents in the last hour failed (a document error, or an execution that failed and waits for a redrive).',
    );
    alarm(
      'ManualReviewRate',
      new cloudwatch.MathExpression({
        expression: 'IF(started >= 5, 100 * FILL(review, 0) / started, 0)',
        usingMetrics: { review: custom(MANUAL_REVIEW_METRIC, hourly, 'Flagged for manual review'), started: startedHourly },
        period: hourly,
        label: 'Manual-review rate (%)',
      }),
      ALARM_THRESHOLDS.manualReviewRatePercent,
      'Half or more of the documents in the last hour went to manual review.',
    );
    alarm(
      'DurationP95',
      machine.metricTime({ period: Duration.minutes(15), statistic: 'p95', label: 'Execution duration p95' }),
      ALARM_THRESHOLDS.durationP95Ms,
      'The slowest 5% of pipeline executions in 15 minutes took 3 minutes or more.',
    );
    // Lambda's own throttles of the tasks never reach a handler; the steps count the services'.
    const taskThrottles = Object.values(props.pipelineFunctions).map((fn) => fn.function.metricThrottles({ period, statistic: 'Sum' }));
    const throttleMetrics: Record<string, cloudwatch.IMetric> = { steps: custom(THROTTLED_METRIC, period, 'Throttled steps') };
    taskThrottles.forEach((metric, index) => (throttleMetrics[`lambda${index}`] = metric));
    alarm(
      'Throttles',
      new cloudwatch.MathExpression({
        expression: Object.keys(throttleMetrics).map((name) => `FILL(${name}, 0)`).join(' + '),
        usingMetrics: throttleMetrics,
        period,
        label: 'Throttles (steps and tasks)',
      }),
      ALARM_THRESHOLDS.throttles,
      'Textract, Bedrock, DynamoDB or Lambda throttled pipeline steps 5 times or more in 5 minutes.',
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
    // The figures operators see on /ops, from the same metrics.
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Step duration p95 (ms)',
        width: 8,
        left: Object.keys(props.pipelineFunctions).map(
          (step) => new cloudwatch.Metric({ namespace: 'FairBill', metricName: `${step}Duration`, dimensionsMap: { service: props.serviceName }, statistic: 'p95', period, label: step }),
        ),
      }),
      new cloudwatch.GraphWidget({ title: 'Documents failed / throttled steps', left: [custom(FAILED_METRIC, period, 'Documents failed'), custom(THROTTLED_METRIC, period, 'Throttled steps')], width: 8 }),
      new cloudwatch.GraphWidget({ title: 'Pipeline duration p95 (ms)', left: [duration('p95')], width: 8 }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: 'API 4xx / 5xx', left: [api4xx, api5xx], width: 8 }),
      new cloudwatch.GraphWidget({ title: 'API latency (ms)', left: [apiLatency('p50'), apiLatency('p90')], width: 8 }),
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 8 }),
    );
  }
}
