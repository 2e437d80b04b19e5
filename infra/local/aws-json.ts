import { LOCAL_REGION } from './config';
import { fetchRetryingConnection } from './http-util';

/** An AWS JSON-protocol error, with the service's error type (e.g. ResourceInUseException). */
export class AwsJsonError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status: number,
  ) {
    super(`${type}: ${message}`);
    this.name = 'AwsJsonError';
  }
}

export interface AwsJsonCall {
  endpoint: string;
  /** e.g. 'DynamoDB_20120810.CreateTable' or 'AWSCognitoIdentityProviderService.CreateUserPool'. */
  target: string;
  /** '1.0' for DynamoDB, '1.1' for Cognito. */
  jsonVersion: '1.0' | '1.1';
  service: string;
  body: unknown;
}

/**
 * Minimal AWS JSON-protocol client for provisioning the emulators (tables, user pool). The
 * emulators do not check signatures, but DynamoDB Local needs a well-formed Authorization header.
 * The application code itself uses the real AWS SDK clients in functions/src/adapters.
 */
export async function callAwsJson<T>(call: AwsJsonCall, attempts = 5): Promise<T> {
  const date = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  // Provisioning calls are idempotent here (tables and the pool are created only when missing).
  const response = await fetchRetryingConnection(
    call.endpoint,
    {
      method: 'POST',
      headers: {
        'content-type': `application/x-amz-json-${call.jsonVersion}`,
        'x-amz-target': call.target,
        authorization: `AWS4-HMAC-SHA256 Credential=local/${date}/${LOCAL_REGION}/${call.service}/aws4_request, SignedHeaders=host, Signature=local`,
      },
      body: JSON.stringify(call.body),
    },
    attempts,
  );
  const text = await response.text();
  const payload = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!response.ok) {
    const rawType = String(payload['__type'] ?? payload['code'] ?? 'UnknownError');
    const type = rawType.includes('#') ? rawType.slice(rawType.lastIndexOf('#') + 1) : rawType;
    throw new AwsJsonError(type, String(payload['message'] ?? payload['Message'] ?? ''), response.status);
  }
  return payload as T;
}
