import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, userGroupDescriptions, userGroups } from '@fairbill/shared';
import {
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  ListGroupsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { spawnManaged, waitUntilReady } from './child-process';
import type { ManagedProcess } from './child-process';
import { startStandardClaimsServer, STANDARD_CLAIMS_FUNCTION } from './cognito-standard-claims';
import { LOCAL_HOST } from './config';
import { emulatorCognitoClient } from './emulator-clients';

const require = createRequire(import.meta.url);

export interface CognitoIds {
  userPoolId: string;
  userPoolClientId: string;
}

export interface CognitoLocal {
  endpoint: string;
  /** The `iss` claim of the tokens cognito-local issues: `http://127.0.0.1:<port>/<poolId>`. */
  issuer: string;
  ids: CognitoIds;
  /** Folder cognito-local runs in (it keeps `.cognito/` there). */
  workDir: string;
  process: ManagedProcess;
  stop(): Promise<void>;
}

const idsSchema = z.object({ userPoolId: z.string().min(1), userPoolClientId: z.string().min(1) });

/** cognito-local's own signing key (JSON with its PEM), for tests that sign a token Cognito could issue. */
export const cognitoLocalPrivateKeyFile = (): string => require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');

/** Starts cognito-local by its own bin file (so stopping the PID stops it) and provisions the pool. */
export async function startCognitoLocal(options: { port: number; workDir: string; logFile: string }): Promise<CognitoLocal> {
  mkdirSync(join(options.workDir, '.cognito'), { recursive: true });
  const claims = await startStandardClaimsServer();
  // cognito-local reads .cognito/config.json at start: route its PreTokenGeneration trigger to the shim.
  await writeFile(
    join(options.workDir, '.cognito', 'config.json'),
    `${JSON.stringify(
      {
        TriggerFunctions: { PreTokenGeneration: STANDARD_CLAIMS_FUNCTION },
        LambdaClient: {
          endpoint: claims.endpoint,
          region: 'local',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        },
      },
      null,
      2,
    )}\n`,
  );
  const bin = join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  const processHandle = await spawnManaged({
    name: 'cognito-local',
    command: process.execPath,
    args: [bin],
    cwd: options.workDir,
    // HOST also sets the token issuer domain: http://127.0.0.1:<port>.
    env: { ...process.env, PORT: String(options.port), HOST: LOCAL_HOST, NODE_OPTIONS: '' },
    logFile: options.logFile,
  }).catch(async (error: unknown) => {
    await claims.close();
    throw error;
  });
  const stop = async (): Promise<void> => {
    await processHandle.stop();
    await claims.close();
  };
  const endpoint = `http://${LOCAL_HOST}:${options.port}`;
  const probe = emulatorCognitoClient(endpoint, { maxAttempts: 1 });
  const client = emulatorCognitoClient(endpoint);
  try {
    await waitUntilReady(processHandle, async () => {
      await probe.send(new ListUserPoolsCommand({ MaxResults: 1 }));
      return true;
    }, 30_000);
    const ids = await ensureUserPool(client, join(options.workDir, 'fairbill-ids.json'));
    await ensureGroups(client, ids.userPoolId);
    return {
      endpoint,
      issuer: `${endpoint}/${ids.userPoolId}`,
      ids,
      workDir: options.workDir,
      process: processHandle,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    probe.destroy();
    client.destroy();
  }
}

/** Reuses the pool and client whose ids are stored in the data folder, or creates them. */
async function ensureUserPool(client: CognitoIdentityProviderClient, idsFile: string): Promise<CognitoIds> {
  const stored = await readFile(idsFile, 'utf8')
    .then((text) => idsSchema.parse(JSON.parse(text)))
    .catch(() => undefined);
  if (stored) {
    // Any failure (e.g. .cognito/ was deleted but the ids file kept) means a fresh pool and client.
    const exists = await client
      .send(new DescribeUserPoolClientCommand({ UserPoolId: stored.userPoolId, ClientId: stored.userPoolClientId }))
      .then(() => true)
      .catch(() => false);
    if (exists) return stored;
  }
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'fairbill-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: MIN_PASSWORD_LENGTH,
          RequireUppercase: false,
          RequireLowercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
      Schema: ['given_name', 'family_name', 'phone_number'].map((name) => ({
        Name: name,
        AttributeDataType: 'String' as const,
        Mutable: true,
        Required: false,
      })),
    }),
  );
  const userPoolId = requireId(UserPool?.Id, 'CreateUserPool');
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'fairbill-web',
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const ids = { userPoolId, userPoolClientId: requireId(UserPoolClient?.ClientId, 'CreateUserPoolClient') };
  await writeFile(idsFile, `${JSON.stringify(ids, null, 2)}\n`);
  return ids;
}

/** The staff groups the CDK app creates (issue 13), in a pool of any age. */
async function ensureGroups(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  const { Groups } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const existing = new Set((Groups ?? []).map((group) => group.GroupName));
  for (const group of userGroups.filter((name) => !existing.has(name))) {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group, Description: userGroupDescriptions[group] }));
  }
}

// The SDK types every output field as optional; an id cognito-local did not return is a start-up failure.
function requireId(id: string | undefined, operation: string): string {
  if (!id) throw new Error(`cognito-local answered ${operation} without an id`);
  return id;
}

const storedUserSchema = z.object({
  Username: z.string(),
  Attributes: z.array(z.object({ Name: z.string(), Value: z.string().optional() })).default([]),
  ConfirmationCode: z.string().optional(),
});
export type StoredCognitoUser = z.infer<typeof storedUserSchema>;

const poolFileSchema = z.object({ Users: z.record(z.string(), z.unknown()).default({}) });

/** How often, and how long apart, the db file is read again for a user just written. */
const REREAD_ATTEMPTS = 20;
const REREAD_PAUSE_MS = 25;

/** The db file's users, or undefined when it is caught half written. */
async function readPoolUsers(file: string): Promise<Record<string, unknown> | undefined> {
  try {
    return poolFileSchema.parse(JSON.parse(await readFile(file, 'utf8'))).Users;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/**
 * Reads a user (with the pending confirmation or reset code) from cognito-local's db file, by
 * username, sub or e-mail: cognito-local stores codes there rather than sending them. It rewrites
 * the whole file in place at every change, and may answer before the write is done: a read during
 * another sign-up's write gets half a file or the file before this user (found by bench:load,
 * issue 17: of 16 sign-ups at once, 11 lost their confirmation e-mail), so it reads again.
 */
export async function readCognitoUser(workDir: string, userPoolId: string, username: string): Promise<StoredCognitoUser | undefined> {
  const file = join(workDir, '.cognito', 'db', `${userPoolId}.json`);
  const wanted = username.toLowerCase();
  for (let attempt = 1; attempt <= REREAD_ATTEMPTS; attempt += 1) {
    const users = await readPoolUsers(file);
    for (const raw of Object.values(users ?? {})) {
      const parsed = storedUserSchema.safeParse(raw);
      if (!parsed.success) continue;
      const user = parsed.data;
      const attribute = (name: string) => user.Attributes.find((entry) => entry.Name === name)?.Value?.toLowerCase();
      if (user.Username.toLowerCase() === wanted || attribute('sub') === wanted || attribute('email') === wanted) return user;
    }
    if (attempt < REREAD_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, REREAD_PAUSE_MS));
  }
  return undefined;
}
