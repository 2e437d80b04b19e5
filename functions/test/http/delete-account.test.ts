import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AdminGetUserCommand, CognitoIdentityProviderClient, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { accountMessages } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { createDocumentClient } from '../../src/adapters/dynamodb/client';
import { auditPk, auditSk, runLinkSk, runPk, userPk } from '../../src/adapters/dynamodb/keys';
import { DynamoRunRecords } from '../../src/adapters/dynamodb/run-records';
import { handler as resolveDocument } from '../../src/handlers/pipeline/resolve-document';
import { deleteDocument } from '../../src/domain/documents/documents';
import { getEnv } from '../../src/lib/env';
import { handler as deleteAccount } from '../../src/handlers/http/delete-account';
import { handler as listMembers } from '../../src/handlers/http/list-family-members';
import { handler as getTotals } from '../../src/handlers/http/get-totals';
import { getDependencies } from '../../src/handlers/http/runtime';
import { addMember, defaultMemberId, seedDocument, uploadDocument } from '../support/fixtures';
import { call, cognitoUsername, context, newUser, type TestUser } from '../support/http-events';
import { forbidInLogs } from '../support/log-guard';

// Issue 16, "the family's data is theirs": deleting one's account removes every document with its
// file, every item of the account, its audit index items and the Cognito user, mails a receipt,
// and leaves another user's data as it was.

const bill = { providerName: 'Wrenfield Pediatrics', patientName: 'Ottoline Vance', invoiceNumber: 'WP-3302', invoiceDate: '2025-02-01', subtotal: 7500, amountDue: 7500, lineItems: [], confidence: 0.9 };
forbidInLogs('Wrenfield', 'Ottoline', 'WP-3302');

const dynamo = createDocumentClient();
const table = () => getEnv().TABLE_NAME;
const partition = async (user: TestUser) =>
  (await dynamo.send(new QueryCommand({ TableName: table(), KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': userPk(user.sub) }, ConsistentRead: true }))).Items ?? [];

/** A family with two members, an uploaded file and an extracted bill (totals, audit index item). */
async function family(user: TestUser) {
  const member = await defaultMemberId(user);
  await addMember(user, 'Ottoline');
  const uploaded = await uploadDocument(user, { documentType: 'medical_bill', familyMemberId: member });
  const extracted = await seedDocument(user, { documentType: 'medical_bill', familyMemberId: member, date: '2025-02-01', amount: 7500, extracted: bill });
  return { uploaded, extracted };
}

async function userExists(user: TestUser): Promise<boolean> {
  try {
    await new CognitoIdentityProviderClient({}).send(new AdminGetUserCommand({ UserPoolId: process.env.FAIRBILL_USER_POOL_ID, Username: await cognitoUsername(user) }));
    return true;
  } catch (error) {
    if (error instanceof UserNotFoundException) return false;
    throw error;
  }
}

const remove = (user: TestUser, confirmation: string) => call(deleteAccount, { method: 'DELETE', route: '/api/account', body: { confirmation }, user });

describe('DELETE /api/account', () => {
  it('refuses without the account\'s e-mail address typed, and deletes nothing', async () => {
    const user = newUser();
    await family(user);
    const before = await partition(user);
    for (const confirmation of ['', 'someone@example.test', 'DELETE']) {
      expect(await remove(user, confirmation)).toMatchObject({ status: 400, body: { error: { code: 'confirmation_mismatch', message: accountMessages.deleteConfirmationMismatch } } });
    }
    expect(await call(deleteAccount, { method: 'DELETE', route: '/api/account', user })).toMatchObject({ status: 400 });
    expect(await partition(user)).toEqual(before);
    expect(await userExists(user)).toBe(true);
  });

  it('removes every item, file and index item of the account and its Cognito user, mails a receipt, and leaves another user as they were', async () => {
    const owner = newUser({ given_name: 'Ottoline' });
    const other = newUser();
    const mine = await family(owner);
    await family(other);
    const otherBefore = await partition(other);
    const outbox = getEnv().OUTBOX_DIR;
    const mailsBefore = new Set(await readdir(outbox).catch(() => []));
    expect((await partition(owner)).length).toBeGreaterThan(5);

    // Typed in another case, with spaces around: the same address.
    const reply = await remove(owner, `  ${owner.email.toUpperCase()} `);
    expect(reply.status).toBe(204);

    expect(await partition(owner)).toEqual([]);
    const audit = await dynamo.send(new GetCommand({ TableName: table(), Key: { PK: auditPk(mine.extracted.id), SK: auditSk } }));
    expect(audit.Item).toBeUndefined();
    const { storage } = getDependencies();
    const url = new URL(mine.uploaded.upload.url);
    await expect(storage.getObject(url.pathname.split('/')[1] ?? '', mine.uploaded.document.filePath)).rejects.toThrow();
    expect(await userExists(owner)).toBe(false);

    // The token of the deleted account no longer works (and does not bring a default member back).
    expect((await call(listMembers, { method: 'GET', route: '/api/family-members', user: owner })).status).toBe(401);
    expect(await partition(owner)).toEqual([]);

    const added = (await readdir(outbox)).filter((name) => !mailsBefore.has(name));
    const mails = await Promise.all(added.map(async (name) => JSON.parse(await readFile(join(outbox, name), 'utf8')) as { to: string; subject: string; text: string }));
    const receipt = mails.filter((mail) => mail.to === owner.email);
    expect(receipt).toHaveLength(1);
    expect(receipt[0]).toMatchObject({ subject: accountMessages.deletedMailSubject, text: accountMessages.deletedMailText('Ottoline', 2) });
    // No amount or provider in the receipt.
    expect(receipt[0]?.text).not.toMatch(/\$|Wrenfield/);

    expect(await partition(other)).toEqual(otherBefore);
    expect(await userExists(other)).toBe(true);
    expect((await call(getTotals, { method: 'GET', route: '/api/totals', query: { year: '2025' }, user: other })).body.billed).toBe(7500);
  });

  it("removes the pipeline's run records of the account's documents, deleted ones included, and leaves another user's runs", async () => {
    const owner = newUser();
    const other = newUser();
    const runs = new DynamoRunRecords(dynamo, table());
    /** One execution's first step, as the state machine invokes it: the run record (and its link) written by the task. */
    const execute = async (user: TestUser, executionId: string) => {
      const { document, upload } = await uploadDocument(user, { documentType: 'medical_bill', familyMemberId: await defaultMemberId(user) });
      const event = { 'detail-type': 'Object Created', source: 'aws.s3', detail: { bucket: { name: new URL(upload.url).pathname.split('/')[1] }, object: { key: document.filePath, size: 10, etag: executionId } } };
      await resolveDocument({ input: event, executionId: `arn:aws:states:us-east-1:000000000000:execution:fairbill-documents:${executionId}` }, context);
      expect(await runs.get(executionId)).toMatchObject({ userId: user.sub, documentId: document.id });
      return document.id;
    };
    const ownerRuns = [`run-${owner.sub}-1`, `run-${owner.sub}-2`];
    const firstDocument = await execute(owner, ownerRuns[0] ?? '');
    await execute(owner, ownerRuns[1] ?? '');
    const othersRun = `run-${other.sub}-1`;
    await execute(other, othersRun);
    // A redrive of the owner's first run sits beside its record; that run's document was deleted since.
    await runs.executionEnded(`arn:aws:states:us-east-1:000000000000:execution:fairbill-documents:${ownerRuns[0]}`, 'FAILED', new Date());
    expect(await runs.beginRedrive(ownerRuns[0] ?? '', { at: new Date().toISOString(), operator: 'operator-sub', reason: 'retry', fromStep: 'ReadDocument' })).toBe(true);
    expect(await getDependencies().documents.get(owner.sub, firstDocument)).not.toBeNull();
    const link = await dynamo.send(new GetCommand({ TableName: table(), Key: { PK: userPk(owner.sub), SK: runLinkSk(ownerRuns[0] ?? '') } }));
    expect(link.Item).toMatchObject({ entity: 'run-link', execution_id: ownerRuns[0] });
    await deleteDocument(getDependencies(), owner.sub, firstDocument);
    const otherBefore = await partition(other);

    expect((await remove(owner, owner.email)).status).toBe(204);

    for (const executionId of ownerRuns) {
      const items = await dynamo.send(new QueryCommand({ TableName: table(), KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': runPk(executionId) }, ConsistentRead: true }));
      expect(items.Items).toEqual([]);
    }
    expect(await partition(owner)).toEqual([]);
    expect(await runs.get(othersRun)).toMatchObject({ userId: other.sub });
    expect(await partition(other)).toEqual(otherBefore);
  });
});
