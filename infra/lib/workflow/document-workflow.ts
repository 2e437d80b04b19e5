import { App, Duration, Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import * as tasks from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from '../local-environment';
import { resolveIntrinsics } from './resolve-intrinsics';

/** ASL state name -> pipeline handler file (functions/src/handlers/pipeline/<file>.ts), in run order. */
export const pipelineTasks = {
  ResolveDocument: 'resolve-document',
  ReadDocument: 'read-document',
  StructureData: 'structure-data',
  ValidateData: 'validate-data',
  AnalyzeDocument: 'analyze-document',
  PersistResults: 'persist-results',
  MarkFailed: 'mark-failed',
} as const;

export type PipelineTaskName = keyof typeof pipelineTasks;
export type PipelineHandlerName = (typeof pipelineTasks)[PipelineTaskName];

export interface DocumentWorkflowProps {
  readonly tasks: Record<PipelineTaskName, lambda.IFunction>;
  readonly logGroup?: logs.ILogGroup;
  readonly tracing?: boolean;
}

/** Transient Lambda service errors worth retrying; handler errors go straight to the Catch. */
const LAMBDA_TRANSIENT_ERRORS = [
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'Lambda.TooManyRequestsException',
  'Lambda.ClientExecutionTimeoutException',
];

/**
 * Throttling and transient errors of the services the tasks call (Textract, Bedrock, DynamoDB),
 * which the handlers rethrow unchanged (the error name is the state's error). Anything else, e.g.
 * a DocumentReadError, is final and goes to the Catch.
 */
export const SERVICE_TRANSIENT_ERRORS = [
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'LimitExceededException',
  'TooManyRequestsException',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalServerException',
  'ModelNotReadyException',
  'RequestLimitExceeded',
];

/**
 * The document's own failures (functions/src/domain/errors.ts userReadableErrorNames): the file or
 * what it says is the problem, so running it again cannot help. Only these go to MarkFailed.
 * Anything else that outlives the retries (a service still throttling, a timeout, a bug) fails the
 * execution at its step, so an operator can redrive it from there once the cause is gone; the
 * execution-ended trigger marks its document failed meanwhile.
 */
export const DOCUMENT_ERRORS = ['DocumentReadError', 'ExtractionValidationError', 'UploadRejectedError'];

/** The one place retries are declared: every pipeline task gets the same policy. */
export function withLambdaRetries<T extends sfn.TaskStateBase>(task: T): T {
  task.addRetry({ errors: LAMBDA_TRANSIENT_ERRORS, interval: Duration.seconds(2), maxAttempts: 3, backoffRate: 2 });
  // A throttled service needs longer to recover, with jitter so parallel documents spread out.
  task.addRetry({
    errors: SERVICE_TRANSIENT_ERRORS,
    interval: Duration.seconds(5),
    maxAttempts: 4,
    backoffRate: 2,
    jitterStrategy: sfn.JitterType.FULL,
  });
  return task;
}

/**
 * The document pipeline: resolve the uploaded object to its record, then read -> structure ->
 * validate -> analyze -> persist. A document error lands in MarkFailed, which records the failure
 * on the document; the execution then succeeds, because a document that could not be extracted is
 * a handled outcome (the user sees "AI Processing Failed"), not a broken workflow. Any other
 * failure fails the execution at its step (redrivable; see DOCUMENT_ERRORS). Every task gets the
 * state and the execution's ARN, for its run record.
 */
export class DocumentWorkflow extends Construct {
  readonly stateMachine: sfn.StateMachine;

  constructor(scope: Construct, id: string, props: DocumentWorkflowProps) {
    super(scope, id);

    const invoke = (name: PipelineTaskName): tasks.LambdaInvoke =>
      withLambdaRetries(
        new tasks.LambdaInvoke(this, name, {
          stateName: name,
          lambdaFunction: props.tasks[name],
          // The state input is the handler's event and its return value the next state: no envelope.
          payloadResponseOnly: true,
          // The state under `input`, the execution beside it: the step writes its run record (issue 13).
          payload: sfn.TaskInput.fromObject({ input: sfn.JsonPath.entirePayload, executionId: sfn.JsonPath.executionId }),
          retryOnServiceExceptions: false,
        }),
      );

    const markFailed = invoke('MarkFailed').next(
      new sfn.Succeed(this, 'FailureRecorded', { stateName: 'FailureRecorded' }),
    );
    const guarded = (name: PipelineTaskName): tasks.LambdaInvoke => {
      const task = invoke(name);
      task.addCatch(markFailed, { errors: DOCUMENT_ERRORS, resultPath: '$.error' });
      return task;
    };

    const extraction = guarded('ReadDocument')
      .next(guarded('StructureData'))
      .next(guarded('ValidateData'))
      .next(guarded('AnalyzeDocument'))
      .next(guarded('PersistResults'))
      .next(new sfn.Succeed(this, 'Done', { stateName: 'Done' }));

    const definition = guarded('ResolveDocument').next(
      new sfn.Choice(this, 'ShouldProcess', { stateName: 'ShouldProcess' })
        .when(sfn.Condition.booleanEquals('$.skip', true), new sfn.Succeed(this, 'Ignored', { stateName: 'Ignored' }))
        .otherwise(extraction),
    );

    this.stateMachine = new sfn.StateMachine(this, 'StateMachine', {
      definitionBody: sfn.DefinitionBody.fromChainable(definition),
      stateMachineType: sfn.StateMachineType.STANDARD,
      timeout: Duration.minutes(15),
      tracingEnabled: props.tracing ?? false,
      ...(props.logGroup
        ? {
            // Execution data would carry ids and S3 keys (file names): the log keeps statuses, state names and timings only.
            logs: { destination: props.logGroup, level: sfn.LogLevel.ALL, includeExecutionData: false },
          }
        : {}),
    });
  }
}

/** A plain ASL document as Step Functions (and aws-local-stepfunctions) reads it. */
export type AslDefinition = { StartAt: string; States: Record<string, Record<string, unknown>> } & Record<
  string,
  unknown
>;

export interface LocalWorkflowDefinition {
  definition: AslDefinition;
  /** Task state name -> pipeline handler file name, for the local runner's task overrides. */
  taskHandlerByState: Record<PipelineTaskName, PipelineHandlerName>;
}

/** Extracts the state machine's ASL from a synthesized template (resolving Fn::Join and pseudo parameters). */
export function aslFromTemplate(
  template: { Resources?: Record<string, { Type?: string; Properties?: Record<string, unknown> }> },
  resolveOther?: (node: Record<string, unknown>) => unknown,
): AslDefinition {
  const machines = Object.values(template.Resources ?? {}).filter(
    (resource) => resource.Type === 'AWS::StepFunctions::StateMachine',
  );
  if (machines.length !== 1) throw new Error(`Expected one state machine, found ${machines.length}`);
  const definitionString = resolveIntrinsics(machines[0]?.Properties?.['DefinitionString'], {
    partition: 'aws',
    region: LOCAL_REGION,
    accountId: LOCAL_ACCOUNT_ID,
    resolveOther,
  });
  if (typeof definitionString !== 'string') throw new Error('DefinitionString did not resolve to a string');
  return JSON.parse(definitionString) as AslDefinition;
}

/**
 * Synthesizes the construct in a throwaway app, with the functions imported by ARN, and returns
 * the resulting ASL: the local pipeline runs exactly the definition that CDK deploys.
 */
export function buildWorkflowDefinition(): LocalWorkflowDefinition {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'LocalWorkflow', { env: { account: LOCAL_ACCOUNT_ID, region: LOCAL_REGION } });
  const names = Object.keys(pipelineTasks) as PipelineTaskName[];
  const functions = Object.fromEntries(
    names.map((name) => [
      name,
      lambda.Function.fromFunctionArn(
        stack,
        `${name}Function`,
        `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:function:fairbill-${pipelineTasks[name]}`,
      ),
    ]),
  ) as Record<PipelineTaskName, lambda.IFunction>;
  new DocumentWorkflow(stack, 'DocumentWorkflow', { tasks: functions });
  const template = app.synth().getStackByName(stack.stackName).template as Parameters<typeof aslFromTemplate>[0];
  return { definition: aslFromTemplate(template), taskHandlerByState: { ...pipelineTasks } };
}
