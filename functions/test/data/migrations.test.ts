import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createDocumentClient } from '../../src/adapters/dynamodb/client';
import { DynamoDocumentRepository } from '../../src/adapters/dynamodb/document-repository';
import { documentSk, userPk } from '../../src/adapters/dynamodb/keys';
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
});
