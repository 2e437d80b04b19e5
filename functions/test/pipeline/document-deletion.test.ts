import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { createS3Client } from '../../src/adapters/s3/client';
import type { DocumentReader, DocumentStructurer } from '../../src/domain/reading/ports';
import { indexLagMarginMs, readDocument, resolveDocument, structureData } from '../../src/domain/pipeline/steps';
import { handler as createDocument } from '../../src/handlers/http/create-document';
import { handler as deleteDocument } from '../../src/handlers/http/delete-document';
import { getDependencies } from '../../src/handlers/http/runtime';
import { getPipelineDependencies } from '../../src/handlers/pipeline/runtime';
import { call, newUser } from '../support/http-events';
import type { TestUser } from '../support/http-events';
import { defaultMemberId, pdfBytes, uploadDocument } from '../support/fixtures';
import { forbidInLogs } from '../support/log-guard';

// Issue 18, defect 4: deleting a document left its artifacts (reader output, the structurer's raw
// reply with the patient's name) in the artifacts bucket for ever, and an upload to the presigned
// URL after the deletion stored a file nothing ever removed.

forbidInLogs('Quillfeather', 'orphan-scan.pdf');

const s3 = createS3Client(true);
const keysUnder = async (bucket: string, prefix: string) =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((object) => object.Key);

const reader: DocumentReader = { read: async () => ({ engine: 'fake', pages: [] }) };
const structurer: DocumentStructurer = {
  usesOriginal: false,
  structure: async () => ({ data: { patientName: 'Ada Quillfeather' }, confidence: 0.9, fieldConfidence: {}, raw: 'Ada Quillfeather', modelId: 'fake', promptVersion: '1' }),
};

const objectCreated = (bucket: string, key: string, etag: string) => ({ detail: { bucket: { name: bucket }, object: { key, size: 10, etag } } });

/** Resolve, read and structure: a run that has written its reader output and the raw structurer reply. */
async function runUntilStructured(event: unknown) {
  const deps = getPipelineDependencies();
  const resolved = await resolveDocument(event, deps);
  if (resolved.skip) throw new Error(`skipped: ${resolved.reason}`);
  return structureData(await readDocument(resolved, { ...deps, reader }), { ...deps, structurer });
}

const remove = (user: TestUser, documentId: string) =>
  call(deleteDocument, { method: 'DELETE', route: '/api/documents/{documentId}', pathParameters: { documentId }, user });

describe('deleting a document', () => {
  it('deletes its file and the artifacts of every pipeline run', async () => {
    const user = newUser();
    const familyMemberId = await defaultMemberId(user);
    const { document, upload } = await uploadDocument(user, { documentType: 'medical_bill', familyMemberId, fileName: 'orphan-scan.pdf' });
    const bucket = new URL(upload.url).pathname.split('/')[1] ?? '';
    // Two runs: the first object version, then a second upload of the same key.
    await runUntilStructured(objectCreated(bucket, document.filePath, 'etag-1'));
    await runUntilStructured(objectCreated(bucket, document.filePath, 'etag-2'));
    const { ARTIFACTS_BUCKET } = getDependencies().env;
    const prefix = `${user.sub}/${document.id}/`;
    expect(await keysUnder(ARTIFACTS_BUCKET, prefix)).toHaveLength(4);

    expect((await remove(user, document.id)).status).toBe(204);
    expect(await keysUnder(ARTIFACTS_BUCKET, prefix)).toEqual([]);
    expect(await keysUnder(bucket, document.filePath)).toEqual([]);
    expect(await getDependencies().documents.get(user.sub, document.id)).toBeNull();
  });
});

describe('an upload to the presigned URL after its document was deleted', () => {
  it('is deleted by the resolve step, which ends the run; not while the record could still be on its way to the index', async () => {
    const user = newUser();
    const familyMemberId = await defaultMemberId(user);
    const bytes = pdfBytes('late');
    const body = { documentType: 'medical_bill', familyMemberId, fileName: 'orphan-scan.pdf', fileSize: bytes.byteLength, contentType: 'application/pdf' };
    const created = await call(createDocument, { method: 'POST', route: '/api/documents', body, user });
    expect((await remove(user, created.body.document.id)).status).toBe(204);
    const put = await fetch(created.body.upload.url, { method: 'PUT', headers: created.body.upload.headers, body: bytes });
    expect(put.ok).toBe(true);
    const bucket = new URL(created.body.upload.url).pathname.split('/')[1] ?? '';
    const key: string = created.body.document.filePath;
    const event = objectCreated(bucket, key, 'etag-late');
    const deps = getPipelineDependencies();

    // Just created: the storage-key index may not show a record yet, so nothing is deleted.
    expect(await resolveDocument(event, deps)).toEqual({ skip: true, reason: 'no-record' });
    expect(await keysUnder(bucket, key)).toEqual([key]);

    const later = () => new Date(Date.now() + indexLagMarginMs);
    expect(await resolveDocument(event, { ...deps, now: later })).toEqual({ skip: true, reason: 'no-record' });
    expect(await keysUnder(bucket, key)).toEqual([]);
  });
});
