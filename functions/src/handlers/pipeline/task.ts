import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from '../../lib/logger';
import { measuredStep, metrics, type StepOutcome } from '../../lib/metrics';

/**
 * A Step Functions task as its Lambda handler: the Lambda context in every log line (keys reset
 * after each invocation), and the step's duration and outcome as metrics, published once when
 * the invocation ends, whether it returned or threw.
 */
export function pipelineTask<T>(step: string, run: (input: unknown) => Promise<T>, flags?: (result: T) => Omit<StepOutcome, 'step' | 'durationMs'>): (input: unknown, context: Context) => Promise<T> {
  const handler = middy<unknown, T>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(logMetrics(metrics))
    .handler((input) => measuredStep(step, () => run(input), flags));
  return (input, context) => handler(input, context);
}
