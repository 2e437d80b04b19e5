import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './config';

export interface EmulatorClientOptions {
  /**
   * SDK attempts per call. Several by default: a busy machine can refuse a connection or drop a
   * keep-alive socket the emulator closed as idle, and the SDK retries those as transient.
   * Readiness probes pass 1: their wait loop already polls, and retries would drain the retry quota.
   */
  maxAttempts?: number;
}

// The emulators do not check signatures; fixed credentials keep the SDK from looking for real ones.
function clientConfig(endpoint: string, options: EmulatorClientOptions) {
  // Node 20 is the pinned runtime: keep the SDK's "upgrade Node" warning out of the start-up output,
  // as the handler environment does (the emulators start before that environment is applied).
  process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
  return { endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, maxAttempts: options.maxAttempts ?? 5 };
}

/** A DynamoDB client for provisioning DynamoDB Local (the handlers build their own in functions/src/adapters). */
export const emulatorDynamoDbClient = (endpoint: string, options: EmulatorClientOptions = {}): DynamoDBClient =>
  new DynamoDBClient(clientConfig(endpoint, options));

/** A Cognito client for provisioning cognito-local (the raw emulator, not the /cognito proxy). */
export const emulatorCognitoClient = (endpoint: string, options: EmulatorClientOptions = {}): CognitoIdentityProviderClient =>
  new CognitoIdentityProviderClient(clientConfig(endpoint, options));

/** Whether the local stack's DynamoDB Local answers on `port`: the CLIs that work on a running stack check first. */
export const localStackAnswers = (host: string, port: number): Promise<boolean> =>
  emulatorDynamoDbClient(`http://${host}:${port}`, { maxAttempts: 1 })
    .send(new ListTablesCommand({ Limit: 1 }))
    .then(() => true)
    .catch(() => false);
