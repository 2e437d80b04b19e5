import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { createS3Client } from '../../src/adapters/s3/client';
import type { StoredObject } from '../../src/domain/ports';
import { uploadUrlLifetimeSeconds } from '../../src/domain/ports';
import { handler as createDocument } from '../../src/handlers/http/create-document';
import { handler as deleteDocument } from '../../src/handlers/http/delete-document';
import { getLetterPorts } from '../../src/handlers/http/letters-runtime';
import { getDependencies } from '../../src/handlers/http/runtime';
import { call, context, newUser } from '../support/http-events';
import type { TestUser } from '../support/http-events';
import { defaultMemberId, pdfBytes, uploadDocument } from '../support/fixtures';

// Issue 18, defect 4: what a deletion cannot catch, the sweep does (hourly in AWS, at the local
// stack's start): an upload after its document was deleted that the resolve step had to leave,
// and artifacts written by a run still in flight when its document was deleted.

const s3 = createS3Client(true);
const exists = async (bucket: string, key: string) =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: key }))).Contents ?? []).some((object) => object.Key === key);

/** The real adapters, seeing only this user's objects: other test files share the buckets. */
function sweepDeps(user: TestUser, now: Date) {
  const app = getDependencies();
  async function* mine(objects: AsyncIterable<StoredObject>) {
    for await (const object of objects) if (object.key.startsWith(`${user.sub}/`)) yield object;
  }
  return {
    documents: app.documents,
    storage: { listObjects: (bucket: string) => mine(app.storage.listObjects(bucket)), deleteObject: app.storage.deleteObject.bind(app.storage) },
    artifacts: { listObjects: () => mine(app.artifacts.listObjects()), deleteKeys: app.artifacts.deleteKeys.bind(app.artifacts) },
    letters: getLetterPorts().letters,
    documentBuckets: Object.values(app.bucketNames),
    now: () => now,
  };
}

describe('sweepOrphanObjects (s3rver + DynamoDB Local)', () => {
  it('deletes uploads and artifacts whose document is gone once the upload URL has expired, and nothing a document still owns', async () => {
    const { sweepOrphanObjects } = await import('../../src/domain/documents/orphan-objects');
    const user = newUser();
    const familyMemberId = await defaultMemberId(user);
    const app = getDependencies();
    const bucket = app.bucketNames['medical-documents'];

    // A document that stays, with an artifact.
    const kept = await uploadDocument(user, { documentType: 'medical_bill', familyMemberId });
    const keptArtifact = `${user.sub}/${kept.document.id}/run-1/reading.json`;
    await app.artifacts.putJson(keptArtifact, { pages: [] });

    // An upload after its document was deleted.
    const bytes = pdfBytes('late');
    const body = { documentType: 'medical_bill', familyMemberId, fileName: 'late.pdf', fileSize: bytes.byteLength, contentType: 'application/pdf' };
    const created = await call(createDocument, { method: 'POST', route: '/api/documents', body, user });
    const route = { method: 'DELETE', route: '/api/documents/{documentId}', pathParameters: { documentId: created.body.document.id }, user } as const;
    expect((await call(deleteDocument, route)).status).toBe(204);
    expect((await fetch(created.body.upload.url, { method: 'PUT', headers: created.body.upload.headers, body: bytes })).ok).toBe(true);
    const orphanUpload: string = created.body.document.filePath;

    // An artifact a run wrote after its document was deleted.
    const orphanArtifact = `${user.sub}/${created.body.document.id}/run-late/structured.json`;
    await app.artifacts.putJson(orphanArtifact, { raw: 'late' });

    // While an upload URL may still be used, and outside the window asked for: nothing is judged.
    expect(await sweepOrphanObjects(sweepDeps(user, new Date()))).toEqual({ uploads: 0, artifacts: 0 });
    const expired = new Date(Date.now() + (uploadUrlLifetimeSeconds + 60) * 1000);
    expect(await sweepOrphanObjects(sweepDeps(user, expired), { modifiedSince: expired })).toEqual({ uploads: 0, artifacts: 0 });
    expect(await exists(bucket, orphanUpload)).toBe(true);

    expect(await sweepOrphanObjects(sweepDeps(user, expired))).toEqual({ uploads: 1, artifacts: 1 });
    expect(await exists(bucket, orphanUpload)).toBe(false);
    expect(await exists(app.env.ARTIFACTS_BUCKET, orphanArtifact)).toBe(false);
    expect(await exists(bucket, kept.document.filePath)).toBe(true);
    expect(await exists(app.env.ARTIFACTS_BUCKET, keptArtifact)).toBe(true);
  });
});

describe('the sweep handler (EventBridge schedule in AWS, the local stack at start)', () => {
  it('takes the window the schedule sends and refuses any other input', async () => {
    const { handler } = await import('../../src/handlers/triggers/sweep-orphan-objects');
    // Nothing is older than an upload URL's lifetime and newer than the window's start at once.
    expect(await handler({ modifiedWithinHours: uploadUrlLifetimeSeconds / 3600 }, context)).toEqual({ uploads: 0, artifacts: 0 });
    await expect(handler({ modifiedWithinHours: -1 }, context)).rejects.toThrow();
  });
});
