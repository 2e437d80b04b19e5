import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { MiddlewareObj } from '@middy/core';
import { logger } from './logger';
import { tracer } from './tracer';

/**
 * The Powertools middlewares every FairBill Lambda runs first, the same for the routes, the
 * pipeline tasks and the triggers: the invocation's X-Ray subsegment (cold start and service
 * annotated; no response kept, see tracer.ts), then the Lambda context in every log line, its keys
 * reset after each invocation. A middleware that answers from onError ends Middy's error chain
 * before these clean up: it calls Powertools' cleanupMiddlewares itself.
 */
export function invocationMiddlewares<E, R>(): MiddlewareObj<E, R>[] {
  return [captureLambdaHandler(tracer, { captureResponse: false }), injectLambdaContext(logger, { resetKeys: true })];
}
