import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { z } from 'zod';
import { LOCAL_HOST } from './config';

/**
 * Real Cognito puts the user's standard attributes (given_name, family_name, phone_number, ...)
 * into the ID token; cognito-local only puts custom ones. This tiny "Lambda" endpoint serves
 * cognito-local's PreTokenGeneration trigger (it invokes triggers over the Lambda API) and adds
 * them, so handlers and the SPA see the claims they see in AWS. Local-only shim.
 */
export const STANDARD_CLAIMS_FUNCTION = 'fairbill-local-standard-claims';

const STANDARD_CLAIMS = ['given_name', 'family_name', 'middle_name', 'name', 'phone_number', 'phone_number_verified'];

const triggerEventSchema = z.object({
  request: z.object({ userAttributes: z.record(z.string(), z.string()).default({}) }),
});

export function standardClaimsResponse(rawEvent: unknown): { response: { claimsOverrideDetails: { claimsToAddOrOverride: Record<string, string> } } } {
  const event = triggerEventSchema.parse(rawEvent);
  const claims = Object.fromEntries(
    STANDARD_CLAIMS.flatMap((name) => {
      const value = event.request.userAttributes[name];
      return value === undefined ? [] : [[name, value]];
    }),
  );
  return { response: { claimsOverrideDetails: { claimsToAddOrOverride: claims } } };
}

export interface StandardClaimsServer {
  endpoint: string;
  close(): Promise<void>;
}

/** Listens on a free loopback port for `POST /2015-03-31/functions/<name>/invocations`. */
export async function startStandardClaimsServer(): Promise<StandardClaimsServer> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const expectedPath = `/2015-03-31/functions/${STANDARD_CLAIMS_FUNCTION}/invocations`;
      if (request.method !== 'POST' || request.url?.split('?')[0] !== expectedPath) {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"Message":"Function not found"}');
        return;
      }
      try {
        const result = standardClaimsResponse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
      } catch {
        response
          .writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' })
          .end('{"errorMessage":"Invalid trigger event"}');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOCAL_HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://${LOCAL_HOST}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
