import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from '../../lib/logger';

/**
 * A trigger (a schedule, an EventBridge rule, a Cognito trigger) as its Lambda handler: the Lambda
 * context in every log line, keys reset after each invocation, as the routes and tasks have it.
 */
export function triggerHandler<E, R>(run: (event: E) => Promise<R>): (event: E, context: Context) => Promise<R> {
  const handler = middy<E, R>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler((event) => run(event));
  return (event, context) => handler(event, context);
}
