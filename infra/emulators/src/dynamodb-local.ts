import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import type { CreateTableCommandInput, DynamoDBClient, KeySchemaElement } from '@aws-sdk/client-dynamodb';
import { spawnManaged, waitUntilReady } from './child-process';
import type { ManagedProcess } from './child-process';
import { LOCAL_HOST } from './config';
import { emulatorDynamoDbClient } from './emulator-clients';

const require = createRequire(import.meta.url);

/**
 * What DynamoDB Local needs of a table: the part of functions' table definitions
 * (functions/src/adapters/dynamodb/table-definition.ts) that the caller passes in, so the
 * emulators import nothing of functions.
 */
export interface LocalTableDefinition {
  localName: string;
  partitionKey: string;
  sortKey?: string;
  globalSecondaryIndexes: readonly { indexName: string; partitionKey: string; sortKey?: string }[];
  timeToLiveAttribute?: string;
}

/** The DynamoDB Local jar shipped inside amplify-dynamodb-simulator. */
function emulatorDir(): string {
  return join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
}

export interface DynamoDbLocal {
  endpoint: string;
  process: ManagedProcess;
  stop(): Promise<void>;
}

/** Starts DynamoDB Local (Java) with its files in `dbDir` and waits until it answers. */
export async function startDynamoDbLocal(options: { port: number; dbDir: string; logFile: string }): Promise<DynamoDbLocal> {
  mkdirSync(options.dbDir, { recursive: true });
  const dir = emulatorDir();
  const processHandle = await spawnManaged({
    name: 'DynamoDB Local',
    command: 'java',
    args: [
      `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(dir, 'DynamoDBLocal.jar'),
      '-port',
      String(options.port),
      '-dbPath',
      options.dbDir,
      '-sharedDb',
    ],
    cwd: dir,
    logFile: options.logFile,
    missingCommandHint: 'DynamoDB Local needs Java 17 on the PATH (e.g. `apt-get install openjdk-17-jre-headless`).',
  });
  const endpoint = `http://${LOCAL_HOST}:${options.port}`;
  const probe = emulatorDynamoDbClient(endpoint, { maxAttempts: 1 });
  try {
    await waitUntilReady(processHandle, async () => {
      await probe.send(new ListTablesCommand({}));
      return true;
    }, 30_000);
  } catch (error) {
    await processHandle.stop();
    throw error;
  } finally {
    probe.destroy();
  }
  return { endpoint, process: processHandle, stop: () => processHandle.stop() };
}

function createTableInput(definition: LocalTableDefinition): CreateTableCommandInput {
  const keySchema = (partitionKey: string, sortKey?: string): KeySchemaElement[] => [
    { AttributeName: partitionKey, KeyType: 'HASH' },
    ...(sortKey ? [{ AttributeName: sortKey, KeyType: 'RANGE' as const }] : []),
  ];
  const attributeNames = new Set<string>([definition.partitionKey]);
  if (definition.sortKey) attributeNames.add(definition.sortKey);
  for (const index of definition.globalSecondaryIndexes) {
    attributeNames.add(index.partitionKey);
    if (index.sortKey) attributeNames.add(index.sortKey);
  }
  return {
    TableName: definition.localName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributeNames].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: keySchema(definition.partitionKey, definition.sortKey),
    ...(definition.globalSecondaryIndexes.length > 0
      ? {
          GlobalSecondaryIndexes: definition.globalSecondaryIndexes.map((index) => ({
            IndexName: index.indexName,
            KeySchema: keySchema(index.partitionKey, index.sortKey),
            Projection: { ProjectionType: 'ALL' },
          })),
        }
      : {}),
  };
}

/**
 * Creates the tables that do not exist yet (same definitions as the CDK stack); an existing table
 * is kept with its data. An existing table that lacks a newer index gets it added.
 */
export async function ensureTables(endpoint: string, definitions: readonly LocalTableDefinition[]): Promise<void> {
  const client = emulatorDynamoDbClient(endpoint);
  try {
    for (const definition of definitions) {
      const input = createTableInput(definition);
      try {
        await client.send(new CreateTableCommand(input));
        if (definition.timeToLiveAttribute) {
          await client.send(
            new UpdateTimeToLiveCommand({
              TableName: definition.localName,
              TimeToLiveSpecification: { Enabled: true, AttributeName: definition.timeToLiveAttribute },
            }),
          );
        }
      } catch (error) {
        // The table exists (kept from an earlier start): only its missing indexes are added.
        if (!(error instanceof ResourceInUseException)) throw error;
        await addMissingIndexes(client, input);
      }
    }
  } finally {
    client.destroy();
  }
}

async function addMissingIndexes(client: DynamoDBClient, input: CreateTableCommandInput): Promise<void> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: input.TableName }));
  const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of input.GlobalSecondaryIndexes ?? []) {
    if (existing.has(index.IndexName)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: input.TableName,
        AttributeDefinitions: input.AttributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
  }
}
