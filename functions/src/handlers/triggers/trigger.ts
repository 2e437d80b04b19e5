import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { invocationMiddlewares } from '../../lib/invocation';

/**
 * A trigger (a schedule, an EventBridge rule, a Cognito trigger) as its Lambda handler: its X-Ray
 * subsegment and the Lambda context in every log line, keys reset after each invocation, as the
 * routes and tasks have it (lib/invocation.ts).
 */
export function triggerHandler<E, R>(run: (event: E) => Promise<R>): (event: E, context: Context) => Promise<R> {
  const handler = middy<E, R>()
    .use(invocationMiddlewares<E, R>())
    .handler((event) => run(event));
  return (event, context) => handler(event, context);
}
