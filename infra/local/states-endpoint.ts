import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { LOCAL_HOST } from './config';
import { readBody, sendJson } from './http-util';
import type { LocalPipeline } from './pipeline';
import { RedriveRefused } from './pipeline';

// The Step Functions API as far as FairBill calls it (RedriveExecution), in its JSON protocol, in
// front of the local runner: the redrive route uses the real SFN client, pointed here by
// AWS_ENDPOINT_URL_SFN, as the other clients are pointed at their emulators. Loopback only.

const redriveInputSchema = z.object({ executionArn: z.string().min(1).max(2048), clientToken: z.string().optional() });

function sendError(response: ServerResponse, type: string, message: string): void {
  sendJson(response, 400, { __type: type, message }, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-errortype': type });
}

export function statesApi(pipeline: Pick<LocalPipeline, 'redrive'>): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  return async (request, response) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    if (request.method !== 'POST' || target !== 'AWSStepFunctions.RedriveExecution') {
      sendError(response, 'UnknownOperationException', `The local Step Functions endpoint serves RedriveExecution only, not ${target || request.method}.`);
      return;
    }
    let input: z.infer<typeof redriveInputSchema>;
    try {
      input = redriveInputSchema.parse(JSON.parse((await readBody(request, 64 * 1024)).toString('utf8')));
    } catch {
      sendError(response, 'ValidationException', 'The request is not a RedriveExecution input.');
      return;
    }
    try {
      // As in AWS the call answers once the redrive is accepted; the execution goes on in the runner.
      await pipeline.redrive(input.executionArn);
      sendJson(response, 200, { redriveDate: Date.now() / 1000 }, { 'content-type': 'application/x-amz-json-1.0' });
    } catch (error) {
      if (error instanceof RedriveRefused) sendError(response, error.name, error.message);
      else sendJson(response, 500, { __type: 'InternalFailure', message: 'The local runner could not redrive.' }, { 'x-amzn-errortype': 'InternalFailure' });
    }
  };
}

/** Serves `statesApi` on a free loopback port; `endpoint` is what AWS_ENDPOINT_URL_SFN gets. */
export async function startStatesEndpoint(pipeline: Pick<LocalPipeline, 'redrive'>): Promise<{ endpoint: string; close: () => Promise<void> }> {
  const api = statesApi(pipeline);
  const server = createServer((request, response) => void api(request, response));
  await new Promise<void>((resolve) => server.listen(0, LOCAL_HOST, resolve));
  return {
    endpoint: `http://${LOCAL_HOST}:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
