import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DescribeTimeToLiveCommand, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyTableDefinition, tableDefinitions } from '@fairbill/functions/table-definition';
import type { TableDefinition } from '@fairbill/functions/table-definition';
import { spawnManaged } from '@fairbill/emulators/child-process';
import { ensureTables } from '@fairbill/emulators/dynamodb-local';
import { emulatorCognitoClient, emulatorDynamoDbClient } from '@fairbill/emulators/emulator-clients';
import { startEmulators } from '@fairbill/emulators';
import type { Emulators } from '@fairbill/emulators';
import { findFreePorts } from '@fairbill/emulators/ports';
import type { ObjectCreated } from '@fairbill/emulators/s3-local';
import { createCognitoProxy } from '../local/cognito-proxy';
import { dataPaths, localTables } from '../local/config';
import { createJwtAuthorizer } from '../local/jwt-authorizer';
import { listOutbox } from '../local/outbox';
import { assertPortsFree } from '../local/stack';

// The emulators for real (Java DynamoDB Local, s3rver, cognito-local), as `npm start` runs them.

let dataDir = '';
let emulators: Emulators;
let ports = { dynamodb: 0, s3: 0, cognito: 0 };
const uploads: ObjectCreated[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fairbill-local-test-'));
  const [dynamodb = 0, s3 = 0, cognito = 0] = await findFreePorts(3);
  ports = { dynamodb, s3, cognito };
  emulators = await startEmulators({ ports, dataDir, tables: localTables, allowedOrigins: ['http://localhost:4000'], onObjectCreated: (object) => uploads.push(object) });
}, 120_000);

afterAll(async () => {
  await emulators?.stop();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

// Built per use: the emulators restart (same ports) in the last test.
const cognito = () => emulatorCognitoClient(emulators.cognito.endpoint);

describe('the local emulators', { timeout: 60_000 }, () => {
  it('creates the tables of the shared definitions, with their indexes, idempotently', async () => {
    await ensureTables(emulators.dynamodb.endpoint, tableDefinitions);
    const dynamodb = emulatorDynamoDbClient(emulators.dynamodb.endpoint);
    const { TableNames = [] } = await dynamodb.send(new ListTablesCommand({}));
    expect(TableNames.sort()).toEqual(tableDefinitions.map((table) => table.localName).sort());
    for (const definition of tableDefinitions) {
      const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: definition.localName }));
      expect((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName).sort()).toEqual(
        definition.globalSecondaryIndexes.map((index) => index.indexName).sort(),
      );
    }
    const { TimeToLiveDescription } = await dynamodb.send(new DescribeTimeToLiveCommand({ TableName: idempotencyTableDefinition.localName }));
    expect(TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: idempotencyTableDefinition.timeToLiveAttribute });
    dynamodb.destroy();
  });

  it('adds an index that a kept table lacks, keeping the table', async () => {
    const before: TableDefinition = { id: 'Upgrade', localName: 'index-upgrade-test', partitionKey: 'PK', globalSecondaryIndexes: [] };
    await ensureTables(emulators.dynamodb.endpoint, [before]);
    await ensureTables(emulators.dynamodb.endpoint, [{ ...before, globalSecondaryIndexes: [{ indexName: 'byOwner', partitionKey: 'owner' }] }]);
    const dynamodb = emulatorDynamoDbClient(emulators.dynamodb.endpoint);
    const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: before.localName }));
    dynamodb.destroy();
    expect((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName)).toEqual(['byOwner']);
  });

  it('reports object-created events of s3rver with the plain key', async () => {
    const response = await fetch(`${emulators.s3.endpoint}/medical-documents/user-1/my%20bill.pdf`, { method: 'PUT', body: 'x' });
    expect(response.status).toBe(200);
    expect(uploads).toEqual([expect.objectContaining({ bucket: 'medical-documents', key: 'user-1/my bill.pdf', size: 1 })]);
  });

  it('accepts requests signed with the local access key (presigned URLs of the handlers) and refuses unknown keys', async () => {
    const date = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const put = (accessKeyId: string) =>
      fetch(`${emulators.s3.endpoint}/medical-documents/signed.pdf`, {
        method: 'PUT',
        headers: {
          'x-amz-date': date,
          'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
          authorization: `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${date.slice(0, 8)}/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-date, Signature=${'0'.repeat(64)}`,
        },
        body: 'x',
      });
    expect((await put('local')).status).toBe(200);
    const unknown = await put('SOMEONE-ELSE');
    expect(unknown.status).toBe(403);
    expect(await unknown.text()).toContain('InvalidAccessKeyId');
  });

  it('issues ID tokens with the standard attributes, verified like API Gateway (issuer, audience)', async () => {
    const { userPoolId, userPoolClientId } = emulators.cognito.ids;
    expect(emulators.cognito.issuer).toBe(`http://127.0.0.1:${ports.cognito}/${userPoolId}`);
    const email = 'tokens@example.com';
    const client = cognito();
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Jane' },
          { Name: 'family_name', Value: 'Doe' },
        ],
      }),
    );
    await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: 'secret-1', Permanent: true }));
    const { AuthenticationResult: tokens } = await client.send(
      new InitiateAuthCommand({ ClientId: userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret-1' } }),
    );
    client.destroy();
    const authorizer = await createJwtAuthorizer({ issuer: emulators.cognito.issuer, audience: userPoolClientId });
    const claims = await authorizer.authorize(`Bearer ${tokens?.IdToken}`);
    expect(claims).toMatchObject({ email, given_name: 'Jane', family_name: 'Doe', token_use: 'id', aud: userPoolClientId });
    // Access tokens carry client_id instead of aud: API Gateway accepts them by client_id, and so do we.
    expect(await authorizer.authorize(`Bearer ${tokens?.AccessToken}`)).toMatchObject({ token_use: 'access', client_id: userPoolClientId });
    const otherClient = await createJwtAuthorizer({ issuer: emulators.cognito.issuer, audience: 'another-client' });
    expect(await otherClient.authorize(`Bearer ${tokens?.IdToken}`)).toBeUndefined();
  });

  describe('the /cognito proxy', () => {
    let server: Server;
    let base = '';
    const outboxDir = () => dataPaths(dataDir).outbox;
    const proxyCall = async (operation: string, body: unknown) => {
      const response = await fetch(`${base}/cognito`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    beforeAll(async () => {
      process.env['APP_ORIGIN'] = 'http://localhost:4567';
      process.env['LOG_LEVEL'] = 'WARN';
      const proxy = createCognitoProxy(emulators.cognito, outboxDir());
      server = createServer((request, response) => void proxy(request, response));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      const address = server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('delivers the confirmation mail of the real CustomMessage trigger, with the code cognito-local stored', async () => {
      const email = 'proxy@example.com';
      const { userPoolClientId } = emulators.cognito.ids;
      const signUp = await proxyCall('SignUp', { ClientId: userPoolClientId, Username: email, Password: 'secret-1', UserAttributes: [{ Name: 'email', Value: email }] });
      expect(signUp.status).toBe(200);
      const [mail] = (await listOutbox(outboxDir())).filter((candidate) => candidate.to === email);
      const link = /http:\/\/localhost:4567\/confirm\?username=([^&\s]+)&code=(\d+)/.exec(mail?.text ?? '');
      expect(link?.[1]).toBe(encodeURIComponent(String(signUp.body['UserSub'])));
      const confirm = await proxyCall('ConfirmSignUp', { ClientId: userPoolClientId, Username: decodeURIComponent(link?.[1] ?? ''), ConfirmationCode: link?.[2] });
      expect(confirm.status).toBe(200);

      const forgot = await proxyCall('ForgotPassword', { ClientId: userPoolClientId, Username: email });
      expect(forgot.status).toBe(200);
      const mails = (await listOutbox(outboxDir())).filter((candidate) => candidate.to === email);
      expect(mails).toHaveLength(2);
      expect(mails[0]?.text).toMatch(/\d{6}/);
      expect(mails[0]?.text).not.toContain('{####}');
    });

    it('maps GetTokensFromRefreshToken to InitiateAuth REFRESH_TOKEN_AUTH', async () => {
      const { userPoolClientId } = emulators.cognito.ids;
      const auth = await proxyCall('InitiateAuth', {
        ClientId: userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'tokens@example.com', PASSWORD: 'secret-1' },
      });
      const refreshToken = (auth.body['AuthenticationResult'] as { RefreshToken: string }).RefreshToken;
      const refreshed = await proxyCall('GetTokensFromRefreshToken', { ClientId: userPoolClientId, RefreshToken: refreshToken });
      expect(refreshed.status).toBe(200);
      expect(Object.keys(refreshed.body)).toEqual(['AuthenticationResult']);
      expect(refreshed.body['AuthenticationResult']).toMatchObject({ IdToken: expect.any(String), AccessToken: expect.any(String) });
      expect((await proxyCall('GetTokensFromRefreshToken', { ClientId: userPoolClientId })).status).toBe(400);
    });
  });

  it('fails fast, naming the variable, when a port is taken', async () => {
    await expect(assertPortsFree({ app: ports.cognito, dynamodb: ports.dynamodb, s3: 1, cognito: 1, vite: 1 }, ['app', 'dynamodb'])).rejects.toThrow(
      /FAIRBILL_PORT.*FAIRBILL_DYNAMODB_PORT|already in use/,
    );
  });

  it('explains a missing Java instead of crashing', async () => {
    await expect(
      spawnManaged({ name: 'DynamoDB Local', command: 'java-missing-here', args: [], cwd: dataDir, logFile: join(dataDir, 'logs', 'x.log'), missingCommandHint: 'Install Java 17.' }),
    ).rejects.toThrow(/java-missing-here' was not found\. Install Java 17\./);
  });

  it('keeps the user pool, its users and the tables across a restart on the same data folder', async () => {
    const before = emulators.cognito.ids;
    await emulators.stop();
    emulators = await startEmulators({ ports, dataDir, tables: localTables, allowedOrigins: ['http://localhost:4000'] });
    expect(emulators.cognito.ids).toEqual(before);
    const client = cognito();
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: before.userPoolId, Username: 'tokens@example.com' }));
    client.destroy();
    expect(user.Username).toBeTruthy();
  });
});
