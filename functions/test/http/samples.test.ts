import { apiErrorSchema, listFamilyMembersResponseSchema, SAMPLE_MEMBER_ID, sampleMessages, samplesResponseSchema, storageBucketFor } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { SAMPLE_DOCUMENT_COUNT, SAMPLE_PATIENT } from '../../src/corpus/sample-documents';
import { handler as createSamples } from '../../src/handlers/http/create-samples';
import { handler as deleteDocument } from '../../src/handlers/http/delete-document';
import { handler as deleteMember } from '../../src/handlers/http/delete-family-member';
import { handler as getSamples } from '../../src/handlers/http/get-samples';
import { handler as listMembers } from '../../src/handlers/http/list-family-members';
import { handler as searchDocuments } from '../../src/handlers/http/search-documents';
import { getDependencies } from '../../src/handlers/http/runtime';
import { call, newUser } from '../support/http-events';
import type { TestUser } from '../support/http-events';
import { defaultMemberId, seedDocument } from '../support/fixtures';
import { forbidInLogs } from '../support/log-guard';

// "Try it with sample documents" (issue 14): GET and POST /api/samples through the handlers, on
// DynamoDB Local and s3rver. The pipeline reading the samples is infra/e2e/stack/samples.test.ts.

forbidInLogs(SAMPLE_PATIENT.firstName, SAMPLE_PATIENT.lastName, 'sample-settled-bill.pdf', 'sample-refund-receipt.pdf', 'Zebedee');

const route = '/api/samples';
const status = (user: TestUser) => call(getSamples, { method: 'GET', route, user });
const addSamples = (user: TestUser, body: unknown = {}) => call(createSamples, { method: 'POST', route, body, user });
const removeSampleMember = (user: TestUser) =>
  call(deleteMember, { method: 'DELETE', route: '/api/family-members/{memberId}', pathParameters: { memberId: SAMPLE_MEMBER_ID }, query: { deleteDocuments: 'true' }, user });

const sampleMember = { id: SAMPLE_MEMBER_ID, firstName: SAMPLE_PATIENT.firstName, lastName: SAMPLE_PATIENT.lastName, relationship: 'Other', sample: true };

/** The stored records and files of the user's sample member. */
async function storedSamples(user: TestUser) {
  const deps = getDependencies();
  const records = await deps.documents.listForMember(user.sub, SAMPLE_MEMBER_ID);
  const files = await Promise.all(records.map((doc) => deps.storage.readObject(doc.storage_bucket ?? '', doc.file_path ?? '')));
  return { records, files };
}

describe('GET /api/samples', () => {
  it('offers the samples to an account without documents, and not to one with documents', async () => {
    const user = newUser({ given_name: 'Zebedee' });
    const empty = await status(user);
    expect(empty.status).toBe(200);
    expect(samplesResponseSchema.parse(empty.body)).toEqual({ offered: true, member: null, documents: [] });

    await seedDocument(user, { documentType: 'medical_bill', familyMemberId: await defaultMemberId(user), date: '2025-01-01' });
    expect((await status(user)).body).toEqual({ offered: false, member: null, documents: [] });
  });

  it('answers 401 without claims', async () => {
    const reply = await call(getSamples, { method: 'GET', route, user: null });
    expect(reply.status).toBe(401);
    apiErrorSchema.parse(reply.body);
  });
});

describe('POST /api/samples', () => {
  it('adds the sample member, labelled as a sample, and its documents stored as uploads are', async () => {
    const user = newUser({ given_name: 'Zebedee' });
    const reply = await addSamples(user);
    expect(reply.status).toBe(201);
    const body = samplesResponseSchema.parse(reply.body);
    expect(body).toMatchObject({ offered: false, member: sampleMember });
    expect(body.documents).toHaveLength(SAMPLE_DOCUMENT_COUNT);
    expect(body.documents.map((doc) => doc.documentType).sort()).toEqual([...Array(3).fill('insurance_payment'), ...Array(3).fill('medical_bill'), ...Array(2).fill('user_payment')]);
    expect(body.documents.every((doc) => doc.extractionStatus === 'pending' && doc.matchState === null)).toBe(true);

    // The default member came first (Decision 9); the sample member is listed after it.
    const members = listFamilyMembersResponseSchema.parse((await call(listMembers, { method: 'GET', route: '/api/family-members', user })).body).members;
    expect(members).toEqual([{ id: expect.any(String), firstName: 'Zebedee', lastName: '', relationship: 'Self' }, sampleMember]);

    // Each record is an upload's: the user's key prefix, the bucket of its type, and its file there (a PDF).
    const { records, files } = await storedSamples(user);
    expect(records.map((doc) => doc.id).sort()).toEqual(body.documents.map((doc) => doc.id).sort());
    const bucketNames = getDependencies().bucketNames;
    for (const [index, doc] of records.entries()) {
      expect(doc).toMatchObject({ user_id: user.sub, family_member_id: SAMPLE_MEMBER_ID, content_type: 'application/pdf', storage_bucket: bucketNames[storageBucketFor(doc.document_type)] });
      expect(doc.file_name).toMatch(/^sample-(settled|refund|mismatch)-(bill|eob|receipt)\.pdf$/);
      expect(doc.file_path?.startsWith(`${user.sub}/`)).toBe(true);
      const file = files[index];
      if (!file) throw new Error(`no file for ${doc.id}`);
      const chunks: Uint8Array[] = [];
      for await (const chunk of file) chunks.push(chunk);
      const bytes = Buffer.concat(chunks);
      expect(bytes.byteLength).toBe(doc.file_size);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }

    // The search lists them for the sample member.
    const search = await call(searchDocuments, { method: 'GET', route: '/api/documents', query: { bills: 'true', eobs: 'true', receipts: 'true', memberId: SAMPLE_MEMBER_ID }, user });
    expect(search.body.results).toHaveLength(SAMPLE_DOCUMENT_COUNT);
    expect((await status(user)).body).toEqual(body);
  });

  it('is idempotent: a second click, or ten at once, leaves one sample member with one set of documents', async () => {
    const user = newUser();
    const first = await addSamples(user);
    const again = await addSamples(user);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const racer = newUser();
    const replies = await Promise.all(Array.from({ length: 10 }, () => addSamples(racer)));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    expect(replies.every((reply) => reply.status === 201 || reply.status === 200)).toBe(true);
    const members = (await call(listMembers, { method: 'GET', route: '/api/family-members', user: racer })).body.members as { id: string }[];
    expect(members.filter((member) => member.id === SAMPLE_MEMBER_ID)).toHaveLength(1);
    const { records } = await storedSamples(racer);
    expect(records).toHaveLength(SAMPLE_DOCUMENT_COUNT);
    expect(new Set(records.map((doc) => doc.file_name)).size).toBe(SAMPLE_DOCUMENT_COUNT);
  });

  it('completes a set an earlier request left incomplete', async () => {
    const user = newUser();
    const first = samplesResponseSchema.parse((await addSamples(user)).body);
    const [lost] = first.documents;
    if (!lost) throw new Error('no sample document');
    expect((await call(deleteDocument, { method: 'DELETE', route: '/api/documents/{documentId}', pathParameters: { documentId: lost.id }, user })).status).toBe(204);

    const again = await addSamples(user);
    expect(again.status).toBe(200);
    const { records, files } = await storedSamples(user);
    expect(records).toHaveLength(SAMPLE_DOCUMENT_COUNT);
    expect(new Set(records.map((doc) => doc.file_name)).size).toBe(SAMPLE_DOCUMENT_COUNT);
    expect(records.map((doc) => doc.id)).not.toContain(lost.id);
    expect(files.every((file) => file !== null)).toBe(true);
  });

  it('refuses an account that has documents: the samples would mix into its totals', async () => {
    const user = newUser();
    await seedDocument(user, { documentType: 'user_payment', familyMemberId: await defaultMemberId(user), date: '2025-01-01', amount: 500 });
    const reply = await addSamples(user);
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ error: { code: 'account_not_empty', message: sampleMessages.notEmpty } });
    expect(await getDependencies().members.get(user.sub, SAMPLE_MEMBER_ID)).toBeNull();
  });

  it.each([
    ['no body', undefined, 'missing_body'],
    ['an option it does not know', { member: 'Zebedee' }, 'validation_failed'],
    ['an array', [], 'validation_failed'],
  ])('refuses %s with 400 and adds nothing', async (_name, body, code) => {
    const user = newUser();
    const reply = body === undefined ? await call(createSamples, { method: 'POST', route, user }) : await addSamples(user, body);
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe(code);
    expect(await getDependencies().members.get(user.sub, SAMPLE_MEMBER_ID)).toBeNull();
  });
});

describe('removing the sample member', () => {
  it('deletes every sample document and file; the samples are offered again and can be added again', async () => {
    const user = newUser();
    const added = samplesResponseSchema.parse((await addSamples(user)).body);
    const before = await storedSamples(user);

    const removed = await removeSampleMember(user);
    expect(removed).toMatchObject({ status: 200, body: { deleted: true, deletedDocuments: SAMPLE_DOCUMENT_COUNT } });
    const deps = getDependencies();
    for (const doc of before.records) {
      expect(await deps.documents.get(user.sub, doc.id)).toBeNull();
      expect(await deps.storage.readObject(doc.storage_bucket ?? '', doc.file_path ?? '')).toBeNull();
    }
    expect((await status(user)).body).toEqual({ offered: true, member: null, documents: [] });

    const again = await addSamples(user);
    expect(again.status).toBe(201);
    const ids = samplesResponseSchema.parse(again.body).documents.map((doc) => doc.id);
    expect(ids).toHaveLength(SAMPLE_DOCUMENT_COUNT);
    expect(ids.filter((id) => added.documents.some((doc) => doc.id === id))).toEqual([]);
  });
});

describe('isolation', () => {
  it("shows user B nothing of user A's samples, and B's removal or adding touches only B's own", async () => {
    const a = newUser();
    const b = newUser();
    const added = samplesResponseSchema.parse((await addSamples(a)).body);

    const bStatus = await status(b);
    expect(bStatus.body).toEqual({ offered: true, member: null, documents: [] });
    const text = JSON.stringify(bStatus.body);
    for (const doc of added.documents) expect(text).not.toContain(doc.id);

    // The member id is the same in every account, yet each is the caller's own.
    expect((await removeSampleMember(b)).status).toBe(404);
    expect((await addSamples(b)).status).toBe(201);
    expect((await removeSampleMember(b)).status).toBe(200);
    expect((await status(a)).body).toEqual(added);
    expect(await storedSamples(a)).toMatchObject({ records: expect.arrayContaining(added.documents.map((doc) => expect.objectContaining({ id: doc.id }))) });
  });
});
