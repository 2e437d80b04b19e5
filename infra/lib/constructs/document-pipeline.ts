import { ArnFormat, Duration, Stack, Token, Validations, type CfnResource, type RemovalPolicy } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { DocumentWorkflow, type PipelineTaskName } from '../workflow/document-workflow';
import type { FairBillFunction } from './fairbill-function';

/** How often the stale-document sweep runs, in AWS and on the local stack (infra/local/stack.ts). */
export const STALE_SWEEP_EVERY = Duration.minutes(15);

export interface DocumentPipelineProps {
  readonly tasks: Record<PipelineTaskName, FairBillFunction>;
  /** Buckets whose Object Created events start an execution. */
  readonly sourceBuckets: readonly s3.IBucket[];
  readonly logRetention: logs.RetentionDays;
  readonly logKey: kms.IKey;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * The document pipeline in AWS: the shared workflow definition (the same construct the local
 * stack runs) with an encrypted execution log and X-Ray, started by an EventBridge rule on
 * Object Created in the document buckets.
 */
export class DocumentPipeline extends Construct {
  readonly stateMachine: sfn.StateMachine;
  readonly rule: events.Rule;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: DocumentPipelineProps) {
    super(scope, id);
    this.logGroup = new logs.LogGroup(this, 'ExecutionLogs', {
      // The vendedlogs prefix keeps the Logs resource policy small (AWS guidance for Step Functions).
      logGroupName: `/aws/vendedlogs/states/${this.node.addr}`,
      retention: props.logRetention,
      encryptionKey: props.logKey,
      removalPolicy: props.removalPolicy,
    });
    const tasks = {} as Record<PipelineTaskName, lambda.IFunction>;
    for (const name of Object.keys(props.tasks) as PipelineTaskName[]) tasks[name] = props.tasks[name].function;
    const workflow = new DocumentWorkflow(this, 'Workflow', { tasks, logGroup: this.logGroup, tracing: true });
    this.stateMachine = workflow.stateMachine;
    Validations.of(this.stateMachine).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray trace and Logs delivery actions of the FairBill workflow have no resource-level permissions.',
    });
    // LambdaInvoke grants `<function>:*` so that versions and aliases can be invoked.
    for (const fn of Object.values(props.tasks)) {
      const logicalId = Stack.of(this).getLogicalId(fn.function.node.defaultChild as CfnResource);
      Validations.of(this.stateMachine).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>:*]`,
        reason: 'The workflow may invoke only FairBill\'s own pipeline task; the wildcard covers that function\'s versions.',
      });
    }

    // An upload whose document was deleted meanwhile is deleted by the resolve step (the URL outlives the record).
    const resolve = props.tasks.ResolveDocument;
    resolve.function.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['s3:DeleteObject'], resources: props.sourceBuckets.map((bucket) => bucket.arnForObjects('*')) }),
    );
    resolve.acknowledge(
      'AwsSolutions-IAM5',
      props.sourceBuckets.map((bucket) => `Resource::<${Stack.of(this).getLogicalId(bucket.node.defaultChild as CfnResource)}.Arn>/*`),
      'FairBill\'s resolve step deletes the one upload whose document record is gone; upload keys are <userId>/<kind>-<date>-<timestamp>-<name>.',
    );

    this.rule = new events.Rule(this, 'ObjectCreated', {
      description: 'Starts the document pipeline for every upload to a FairBill document bucket',
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Created'],
        detail: { bucket: { name: props.sourceBuckets.map((bucket) => bucket.bucketName) } },
      },
    });
    // The whole S3 event is the execution input: resolve-document reads bucket and key from it.
    this.rule.addTarget(new targets.SfnStateMachine(this.stateMachine, { retryAttempts: 8 }));
  }

  /**
   * Lets `fn` redrive this state machine's failed executions (issue 13): RedriveExecution on its
   * executions only, nothing else of Step Functions.
   */
  grantRedrive(fn: FairBillFunction): void {
    const executions = Stack.of(this).formatArn({
      service: 'states',
      resource: 'execution',
      resourceName: `${this.stateMachine.stateMachineName}:*`,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    fn.function.addToRolePolicy(new iam.PolicyStatement({ actions: ['states:RedriveExecution'], resources: [executions] }));
    // How cdk-nag prints the ARN: tokens as <...>, an account or region the app was given as is.
    const stack = Stack.of(this);
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
    fn.acknowledge(
      'AwsSolutions-IAM5',
      [`Resource::arn:<AWS::Partition>:states:${region}:${account}:execution:<${stack.getLogicalId(this.stateMachine.node.defaultChild as CfnResource)}.Name>:*`],
      'FairBill\'s redrive routes restart failed executions of the document workflow only; execution names are generated per upload.',
    );
  }

  /**
   * Crash safety (issue 16): an execution that ends failed, timed out or aborted (so never reached
   * MarkFailed) goes to `fn`, which marks its document failed; the local runner does the same.
   */
  addExecutionEndedHandler(fn: FairBillFunction): events.Rule {
    const rule = new events.Rule(this, 'ExecutionEnded', {
      description: 'Marks the document of a FairBill pipeline execution that ended without success failed',
      eventPattern: {
        source: ['aws.states'],
        detailType: ['Step Functions Execution Status Change'],
        detail: { status: ['FAILED', 'TIMED_OUT', 'ABORTED'], stateMachineArn: [this.stateMachine.stateMachineArn] },
      },
    });
    rule.addTarget(new targets.LambdaFunction(fn.function, { retryAttempts: 8 }));
    return rule;
  }

  /**
   * Crash safety (issue 16): every STALE_SWEEP_EVERY, `fn` fails the documents still 'processing'
   * longer than this state machine's timeout (functions/src/handlers/triggers/fail-stale-documents.ts),
   * which catches what the execution-ended rule missed.
   */
  addStaleDocumentSweep(fn: FairBillFunction): events.Rule {
    const rule = new events.Rule(this, 'StaleDocumentSweep', {
      description: 'Fails FairBill documents left processing longer than the pipeline timeout',
      schedule: events.Schedule.rate(STALE_SWEEP_EVERY),
    });
    rule.addTarget(new targets.LambdaFunction(fn.function, { event: events.RuleTargetInput.fromObject({}), retryAttempts: 2 }));
    return rule;
  }
}
