import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentTypeSchema, storedExtractedSchemaByType } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createDocumentClient } from '../../src/adapters/dynamodb/client';
import { DynamoDocumentRepository } from '../../src/adapters/dynamodb/document-repository';
import { documentSk, processingPk, revisionSk, runLinkSk, runPk, runSk, userPk } from '../../src/adapters/dynamodb/keys';
import { extractedDataInCents, migrateTable } from '../../src/adapters/dynamodb/migrations';
import { handler as getDocument } from '../../src/handlers/http/get-document';
import { handler as listRevisions } from '../../src/handlers/http/list-document-revisions';
import { getDependencies } from '../../src/handlers/http/runtime';
import { defaultMemberId, seedDocument, uploadDocument } from '../support/fixtures';
import { call, newUser } from '../support/http-events';

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

  it("converts an older document's and its revisions' dollar amounts to integer cents, and never twice (Decision 13)", async () => {
    const user = newUser();
    const memberId = await defaultMemberId(user);
    const { env } = getDependencies();
    const client = createDocumentClient();
    const id = '2026-12-amounts-in-cents';
    // Written by the current version, in cents: the migration must leave it alone.
    const current = await seedDocument(user, { documentType: 'user_payment', familyMemberId: memberId, date: '2025-05-01', amount: 1234, extracted: { merchantName: 'Pharmacy', totalAmount: 1234, items: [], confidence: 0.9 } });
    const billDoc = await seedDocument(user, { documentType: 'medical_bill', familyMemberId: memberId, date: '2025-05-01' });
    const payment = await seedDocument(user, { documentType: 'user_payment', familyMemberId: memberId, date: '2025-05-02' });
    const key = (documentId: string) => ({ PK: userPk(user.sub), SK: documentSk(documentId) });
    const item = async (itemKey: Record<string, string>) => (await client.send(new GetCommand({ TableName: env.TABLE_NAME, Key: itemKey, ConsistentRead: true }))).Item;

    // As the older version wrote them: dollars, and no marker. $0.10 + $0.20 of line items is the
    // float trap: 0.1 + 0.2 is 0.30000000000000004 dollars, but 10 + 20 cents are 30.
    const dollars = {
      providerName: 'Old Clinic',
      subtotal: 1234.56,
      insurancePaid: 1000.06,
      amountDue: 234.5,
      lineItems: [{ description: 'Visit', amount: 1234.26 }, { description: 'Lab', amount: 0.1 }, { description: 'Fee', amount: 0.2 }],
      confidence: 0.93,
      fieldConfidence: { subtotal: 0.95, amountDue: 0.5 },
    };
    const cents = { ...dollars, subtotal: 123456, insurancePaid: 100006, amountDue: 23450, lineItems: [{ description: 'Visit', amount: 123426 }, { description: 'Lab', amount: 10 }, { description: 'Fee', amount: 20 }] };
    const { amount_unit: _unit, ...oldBill } = (await item(key(billDoc.id))) ?? {};
    await client.send(new PutCommand({ TableName: env.TABLE_NAME, Item: { ...oldBill, amount: 1234.56, ai_extracted_data: dollars, extraction_status: 'completed' } }));
    const { amount_unit: _paymentUnit, ...oldPayment } = (await item(key(payment.id))) ?? {};
    await client.send(new PutCommand({ TableName: env.TABLE_NAME, Item: { ...oldPayment, amount: 12.34 } }));
    const revisionKey = { PK: userPk(user.sub), SK: revisionSk(billDoc.id, 1) };
    const revision = { user_id: user.sub, document_id: billDoc.id, revision: 1, source: 'extraction', ai_extracted_data: dollars, ai_confidence: 0.93, ai_analysis: null, audit: null, created_at: '2025-05-01T00:00:00.000Z' };
    await client.send(new PutCommand({ TableName: env.TABLE_NAME, Item: { ...revisionKey, entity: 'revision', ...revision } }));

    // (Another test's run over the shared table may convert them first: the end state is what counts.)
    await migrateTable(client, env.TABLE_NAME);
    expect(await item(key(billDoc.id))).toMatchObject({ amount: 123456, ai_extracted_data: cents, amount_unit: 'cents', version: billDoc.version });
    expect(await item(key(payment.id))).toMatchObject({ amount: 1234, ai_extracted_data: null, amount_unit: 'cents' });
    expect(await item(revisionKey)).toMatchObject({ ai_extracted_data: cents, amount_unit: 'cents' });
    expect(await item(key(current.id))).toMatchObject({ amount: 1234, ai_extracted_data: { totalAmount: 1234 }, version: current.version });

    // Run again, nothing is multiplied a second time.
    expect((await migrateTable(client, env.TABLE_NAME)).find((m) => m.id === id)).toEqual({ id, changed: 0 });
    const read = await call(getDocument, { method: 'GET', route: '/api/documents/{documentId}', pathParameters: { documentId: billDoc.id }, user });
    expect(read.body.document).toMatchObject({ amount: 123456, extractedData: cents });
    const revisions = await call(listRevisions, { method: 'GET', route: '/api/documents/{documentId}/revisions', pathParameters: { documentId: billDoc.id }, user });
    expect(revisions.body.revisions).toEqual([expect.objectContaining({ revision: 1, extractedData: cents })]);
    expect(revisions.body.revisions[0]).not.toHaveProperty('amount_unit');
  });

  it('converts every amount field the stored schemas have, and nothing else', () => {
    for (const documentType of documentTypeSchema.options) {
      type Node = { type?: string; properties?: Record<string, Node>; items?: Node };
      const fields = (z.toJSONSchema(storedExtractedSchemaByType[documentType], { io: 'input' }) as Node).properties ?? {};
      const data: Record<string, unknown> = {};
      const expected: Record<string, unknown> = {};
      for (const [name, node] of Object.entries(fields)) {
        if (node.type === 'integer') [data[name], expected[name]] = [12.34, 1234];
        else if (node.type === 'array' && node.items?.properties?.amount) [data[name], expected[name]] = [[{ description: 'x', amount: 0.29 }], [{ description: 'x', amount: 29 }]];
        else if (node.type === 'number') [data[name], expected[name]] = [0.5, 0.5];
      }
      expect(Object.keys(expected).length).toBeGreaterThan(1);
      expect(extractedDataInCents(data)).toEqual(expected);
    }
  });
});
