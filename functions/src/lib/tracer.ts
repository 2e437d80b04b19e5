import { Tracer } from '@aws-lambda-powertools/tracer';
import type { TracerOptions } from '@aws-lambda-powertools/tracer/types';
import xray from 'aws-xray-sdk-core';

// One Powertools tracer for every handler. In AWS the functions run with X-Ray active tracing, and
// the tracer and its X-Ray SDK are bundled into each function like the rest of Powertools (no layer:
// see the README's Tracing).
// Off the Lambda runtime (the local stack, tests) Powertools turns tracing off itself: it traces
// only where AWS_EXECUTION_ENV is set, and never when POWERTOOLS_TRACE_ENABLED is 'false'.
//
// A trace holds what a log line may hold (Decision 1): ids, names of steps and AWS operations,
// timings. Never a response (it carries extracted values), an error's message (a JSON parse error
// quotes its input) or an SDK call's parameters (an S3 key ends with the document's file name).

/**
 * The tracer's three capture switches (responses, errors, outgoing HTTP requests), forced off
 * whatever the environment says; whether to trace at all ('') stays Powertools' own decision.
 */
const neverCapturePayloads: NonNullable<TracerOptions['customConfigService']> = {
  get: () => '',
  getServiceName: () => '',
  getXrayTraceId: () => undefined,
  getXrayTraceSampled: () => false,
  isDevMode: () => false,
  isValueTrue: (value) => value.toLowerCase() === 'true',
  getAwsExecutionEnv: () => '',
  getSamLocal: () => '',
  getTracingEnabled: () => '',
  getTracingCaptureResponse: () => 'false',
  getTracingCaptureError: () => 'false',
  getCaptureHTTPsRequests: () => 'false',
};

// The X-Ray SDK records some request parameters of AWS calls (S3's Key, DynamoDB's TableName...):
// none here. A subsegment still names the service, operation, region, request id and retries.
xray.setAWSWhitelist({ services: {} });

export const tracer = new Tracer({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'fairbill',
  customConfigService: neverCapturePayloads,
});

/** An AWS SDK v3 client whose calls show as subsegments of the invocation (unchanged when tracing is off). */
export function tracedClient<T>(client: T): T {
  return tracer.captureAWSv3Client(client);
}
