import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createDocumentClient } from '../../src/adapters/dynamodb/client';
import { DynamoDocumentRepository } from '../../src/adapters/dynamodb/document-repository';
import { documentSk, processingPk, runLinkSk, runPk, runSk, userPk } from '../../src/adapters/dynamodb/keys';
import { migrateTable } from '../../src/adapters/dynamodb/migrations';
import { getDependencies } from '../../src/handlers/http/runtime';
import { defaultMemberId, uploadDocument } from '../support/fixtures';
import { newUser } from '../support/http-events';

// Data written before a change of shape is migrated by a script (issue 15); this one is the
// pattern: a document item that still keeps its file key as storage_key (against DynamoDB Local).

describe('data migrations', () => {
  it("moves an old document's storage_key into file_path, keeps it findable by its file, and changes nothing the second time", async () => {
    const user = newUser();
    const memberId = await defaultMemberId(user);
    const { env } = getDependencies();
    const client = createDocumentClient();
    const { document } = await uploadDocument(user, { documentType: 'medical_bill', familyMemberId: memberId });
    const key = { PK: userPk(user.sub), SK: documentSk(document.id) };
    const { Item: current } = await client.send(new GetCommand({ TableName: env.TABLE_NAME, Key: key }));
    // As the older version wrote it: the key under storage_key, and (in the oldest items) no file_path.
    await client.send(new PutCommand({ TableName: env.TABLE_NAME, Item: { ...current, storage_key: current?.file_path, file_path: null } }));

    const first = await migrateTable(client, env.TABLE_NAME);
    expect(first.find((m) => m.id === '2026-11-file-path')?.changed).toBeGreaterThanOrEqual(1);
    const { Item: migrated } = await client.send(new GetCommand({ TableName: env.TABLE_NAME, Key: key }));
    expect(migrated).toMatchObject({ file_path: current?.file_path, version: current?.version });
    expect(migrated).not.toHaveProperty('storage_key');

    const documents = new DynamoDocumentRepository(client, env.TABLE_NAME, env.IDEMPOTENCY_TABLE_NAME);
    expect((await documents.findByStorageKey(String(current?.storage_bucket), String(current?.file_path)))?.id).toBe(document.id);
    // Run again, it has nothing left to move (the other migrations see the whole shared table).
    expect((await migrateTable(client, env.TABLE_NAME)).find((m) => m.id === '2026-11-file-path')).toEqual({ id: '2026-11-file-path', changed: 0 });
  });

  it("gives a document left 'processing' by an older version its processing index keys, so the stale sweep finds it", async () => {
    const user = newUser();
    const { env } = getDependencies();
    const client = createDocumentClient();
    const { document } = await uploadDocument(user, { documentType: 'medical_bill', familyMemberId: await defaultMemberId(user) });
    const key = { PK: userPk(user.sub), SK: documentSk(document.id) };
    const startedAt = '2024-01-02T03:04:05.000Z';
    // As the older version wrote it: processing, without the index keys or the start field.
    await client.send(new UpdateCommand({ TableName: env.TABLE_NAME, Key: key, UpdateExpression: 'SET extraction_status = :processing, updated_at = :at', ExpressionAttributeValues: { ':processing': 'processing', ':at': startedAt } }));
    const documents = new DynamoDocumentRepository(client, env.TABLE_NAME, env.IDEMPOTENCY_TABLE_NAME);
    const listed = async () => (await documents.listUnfinished(new Date(startedAt.replace('2024', '2025')))).map((record) => record.id);
    expect(await listed()).not.toContain(document.id);

    expect((await migrateTable(client, env.TABLE_NAME)).find((m) => m.id === '2026-12-processing-index')?.changed).toBeGreaterThanOrEqual(1);
    const { Item: migrated } = await client.send(new GetCommand({ TableName: env.TABLE_NAME, Key: key }));
    expect(migrated).toMatchObject({ GSI6PK: processingPk, GSI6SK: `${startedAt}#${user.sub}#${document.id}` });
    expect(await listed()).toContain(document.id);
  });

  it("links a run record written before the links to its user's partition, once", async () => {
    const user = newUser();
    const { env } = getDependencies();
    const client = createDocumentClient();
    const executionId = `old-run-${user.sub}`;
    await client.send(new PutCommand({ TableName: env.TABLE_NAME, Item: { PK: runPk(executionId), SK: runSk, entity: 'run', execution_id: executionId, user_id: user.sub } }));

    await migrateTable(client, env.TABLE_NAME);
    const { Item: link } = await client.send(new GetCommand({ TableName: env.TABLE_NAME, Key: { PK: userPk(user.sub), SK: runLinkSk(executionId) } }));
    expect(link).toMatchObject({ entity: 'run-link', execution_id: executionId });
  });
});
