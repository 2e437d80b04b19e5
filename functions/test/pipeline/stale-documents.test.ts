import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createDocumentClient } from '../../src/adapters/dynamodb/client';
import { DynamoDocumentRepository } from '../../src/adapters/dynamodb/document-repository';
import { documentSk, processingPk, userPk } from '../../src/adapters/dynamodb/keys';
import { nextVersion } from '../../src/domain/documents/document-record';
import { deleteDocument } from '../../src/domain/documents/documents';
import { failStaleDocuments, pipelineTimeoutMs, staleMarginMs, staleReadingReason } from '../../src/domain/documents/interrupted-documents';
import { mutateDocument } from '../../src/domain/documents/mutate-document';
import { markFailed, persistResults } from '../../src/domain/pipeline/steps';
import { getDependencies } from '../../src/handlers/http/runtime';
import { getPipelineDependencies } from '../../src/handlers/pipeline/runtime';
import { handler as sweepHandler } from '../../src/handlers/triggers/fail-stale-documents';
import { getEnv } from '../../src/lib/env';
import { countingClient } from '../support/counting-client';
import { defaultMemberId, seedDocument } from '../support/fixtures';
import { context, newUser } from '../support/http-events';
import type { TestUser } from '../support/http-events';
import { forbidInLogs } from '../support/log-guard';
import { objectCreated, runUntilSave, uploadedBill } from '../support/pipeline-run';

// Crash safety (issue 16): a document whose run died without anything marking it (an
// execution-ended event lost, the trigger failing for good) is failed by a scheduled sweep once it
// has been 'processing' longer than the pipeline's timeout. The sweep reads a sparse index that
// holds exactly the documents in 'processing', kept in the same writes as their status.

const bill = {
  providerName: 'Quillmere Radiology',
  patientName: 'Bartholomew Snee',
  invoiceNumber: 'QR-55120',
  invoiceDate: '2025-04-02',
  serviceDate: '2025-04-01',
  subtotal: 412.3,
  amountDue: 412.3,
  lineItems: [{ description: 'Scan', amount: 412.3 }],
};
/** The same bill as stored: what the structurer reads in dollars is kept in cents. */
const storedBill = { ...bill, subtotal: 41230, amountDue: 41230, lineItems: [{ description: 'Scan', amount: 41230 }] };
forbidInLogs('Quillmere', 'Bartholomew', 'Snee', 'QR-55120', '412.3');

const repository = (client: DynamoDBDocumentClient = createDocumentClient()) => new DynamoDocumentRepository(client, getEnv().TABLE_NAME, getEnv().IDEMPOTENCY_TABLE_NAME);

/** The stored item's sparse index keys (the raw item, as the index sees it). */
async function processingKeys(user: TestUser, documentId: string): Promise<{ pk: unknown; sk: unknown }> {
  const { Item } = await createDocumentClient().send(new GetCommand({ TableName: getEnv().TABLE_NAME, Key: { PK: userPk(user.sub), SK: documentSk(documentId) }, ConsistentRead: true }));
  return { pk: Item?.GSI6PK, sk: Item?.GSI6SK };
}

/** Whether the index lists the document now (DynamoDB Local updates its indexes at once). */
async function listed(documentId: string, before = new Date(Date.now() + 60_000)): Promise<boolean> {
  return (await repository().listUnfinished(before)).some((record) => record.id === documentId);
}

/** What the sweep would see for a run that started `ageMs` ago and was never finished. */
async function processingSince(user: TestUser, documentId: string, ageMs: number) {
  const startedAt = new Date(Date.now() - ageMs);
  return mutateDocument(getDependencies().documents, user.sub, documentId, (current) => ({
    after: nextVersion(current, { extraction_status: 'processing', pipeline_stage: 'reading', processing_started_at: startedAt.toISOString() }, startedAt),
  }));
}

describe('the sparse processing index', () => {
  it('holds a document exactly while it is processing, keyed by its run start, through every status change', async () => {
    const user = newUser();
    const doc = await uploadedBill(user);
    const deps = getPipelineDependencies();
    const documents = getDependencies().documents;

    // Pending: not in the index.
    expect(await processingKeys(user, doc.id)).toEqual({ pk: undefined, sk: undefined });

    // Claimed by a run: in it, under the claim's time; each stage change keeps that key.
    const state = await runUntilSave(objectCreated(doc.bucket, doc.key, 'etag-1'), bill);
    expect(state).not.toBeNull();
    const claimed = await documents.get(user.sub, doc.id);
    expect(claimed).toMatchObject({ extraction_status: 'processing', pipeline_stage: 'checking' });
    // Stamped by the claim, before the run's state left resolve, and not moved by the stages since.
    const startedAt = Date.parse(claimed?.processing_started_at ?? '');
    expect(startedAt).toBeLessThanOrEqual(Date.parse(state?.startedAt ?? ''));
    expect(claimed?.version).toBeGreaterThan(4);
    const key = await processingKeys(user, doc.id);
    expect(key).toEqual({ pk: processingPk, sk: `${claimed?.processing_started_at}#${user.sub}#${doc.id}` });
    expect(await listed(doc.id)).toBe(true);

    // Saved: out of it, and the record no longer carries a start.
    await persistResults(state, deps);
    expect(await documents.get(user.sub, doc.id)).toMatchObject({ extraction_status: 'completed', processing_started_at: null });
    expect(await processingKeys(user, doc.id)).toEqual({ pk: undefined, sk: undefined });
    expect(await listed(doc.id)).toBe(false);

    // A new file: a new run, a new start; another write meanwhile keeps the run's key.
    const rerun = await runUntilSave(objectCreated(doc.bucket, doc.key, 'etag-2'), bill);
    const rerunKey = await processingKeys(user, doc.id);
    expect(rerunKey.pk).toBe(processingPk);
    expect(rerunKey.sk).not.toEqual(key.sk);
    const current = await documents.get(user.sub, doc.id);
    await mutateDocument(documents, user.sub, doc.id, (record) => ({ after: nextVersion(record, { description: 'still running' }, new Date()) }));
    expect(await processingKeys(user, doc.id)).toEqual(rerunKey);
    expect((await documents.get(user.sub, doc.id))?.processing_started_at).toBe(current?.processing_started_at);

    // Failed by MarkFailed: out of it.
    await markFailed({ ...rerun, error: { Error: 'DocumentReadError', Cause: 'unreadable' } }, deps);
    expect(await documents.get(user.sub, doc.id)).toMatchObject({ extraction_status: 'failed', processing_started_at: null });
    expect(await processingKeys(user, doc.id)).toEqual({ pk: undefined, sk: undefined });

    // Claimed again, then the document deleted: the item, and so its index entry, are gone.
    await runUntilSave(objectCreated(doc.bucket, doc.key, 'etag-3'), bill);
    expect(await listed(doc.id)).toBe(true);
    await deleteDocument(getDependencies(), user.sub, doc.id);
    expect(await listed(doc.id)).toBe(false);
  });
});

describe('the stale-document sweep', () => {
  const staleAge = pipelineTimeoutMs + staleMarginMs + 60_000;

  it('fails documents processing longer than the pipeline timeout, as MarkFailed does, and leaves fresh and finished ones alone; a second run does nothing', async () => {
    const user = newUser();
    const other = newUser();
    const stale = [await uploadedBill(user), await uploadedBill(user)];
    const fresh = await uploadedBill(user);
    const pending = await uploadedBill(user);
    for (const doc of stale) await processingSince(user, doc.id, staleAge);
    // Just within the timeout and its margin: its run may still be alive.
    await processingSince(user, fresh.id, pipelineTimeoutMs + staleMarginMs - 60_000);
    const othersCompleted = await seedDocument(other, { documentType: 'medical_bill', familyMemberId: await defaultMemberId(other), date: '2025-01-01', extracted: storedBill, record: { updated_at: new Date(Date.now() - 10 * staleAge).toISOString() } });
    const othersStale = await uploadedBill(other);
    await processingSince(other, othersStale.id, staleAge);

    const { client, sent } = countingClient();
    const failed = await failStaleDocuments({ documents: repository(client), now: () => new Date() });

    expect(failed).toEqual(expect.arrayContaining([...stale.map((doc) => doc.id), othersStale.id]));
    expect(failed).not.toContain(fresh.id);
    expect(failed).not.toContain(pending.id);
    expect(failed).not.toContain(othersCompleted.id);
    expect(sent).toContain('QueryCommand');
    expect(sent).not.toContain('ScanCommand');

    const documents = getDependencies().documents;
    for (const doc of stale) {
      const record = await documents.get(user.sub, doc.id);
      expect(record).toMatchObject({ extraction_status: 'failed', pipeline_stage: 'done', requires_manual_review: true, failure_reason: staleReadingReason, processing_started_at: null });
      expect(record?.extracted_at).not.toBeNull();
      expect(await processingKeys(user, doc.id)).toEqual({ pk: undefined, sk: undefined });
    }
    expect(await documents.get(user.sub, fresh.id)).toMatchObject({ extraction_status: 'processing', pipeline_stage: 'reading' });
    expect((await documents.get(user.sub, pending.id))?.extraction_status).toBe('pending');
    expect(await documents.get(other.sub, othersCompleted.id)).toEqual(othersCompleted);

    // Idempotent: the same sweep again, and the trigger as the schedule runs it, find nothing of these.
    const versions = await Promise.all(stale.map(async (doc) => (await documents.get(user.sub, doc.id))?.version));
    const again = await failStaleDocuments({ documents: repository(), now: () => new Date() });
    for (const doc of [...stale, fresh, pending]) expect(again).not.toContain(doc.id);
    await sweepHandler({ version: '0', 'detail-type': 'Scheduled Event', source: 'aws.events', detail: {} }, context);
    expect(await Promise.all(stale.map(async (doc) => (await documents.get(user.sub, doc.id))?.version))).toEqual(versions);
    expect(await documents.get(user.sub, fresh.id)).toMatchObject({ extraction_status: 'processing' });
  });

  it('leaves a document whose run finished after it was listed: the record is read again before it is failed', async () => {
    const user = newUser();
    const doc = await uploadedBill(user);
    const state = await runUntilSave(objectCreated(doc.bucket, doc.key, 'etag-1'), bill);
    const listedRecord = await getDependencies().documents.get(user.sub, doc.id);
    await persistResults(state, getPipelineDependencies());
    // The index answered before the save: a stale listing, which the sweep must not act on.
    const documents = repository();
    const stalled = Object.assign(Object.create(documents) as DynamoDocumentRepository, { listUnfinished: async () => (listedRecord ? [listedRecord] : []) });
    expect(await failStaleDocuments({ documents: stalled, now: () => new Date(Date.now() + 2 * staleAge) })).toEqual([]);
    expect(await getDependencies().documents.get(user.sub, doc.id)).toMatchObject({ extraction_status: 'completed' });
  });

  it('refuses an input that is not an object, as every trigger parses its event', async () => {
    await expect(sweepHandler('now' as unknown as Record<string, never>, context)).rejects.toThrow();
  });
});
