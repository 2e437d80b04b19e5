import { describe, expect, it } from 'vitest';
import { createDocumentClient } from '../../src/adapters/dynamodb/client';
import { DynamoDocumentRepository } from '../../src/adapters/dynamodb/document-repository';
import { nextVersion } from '../../src/domain/documents/document-record';
import { failInterruptedDocuments, interruptedReadingReason } from '../../src/domain/documents/interrupted-documents';
import { mutateDocument } from '../../src/domain/documents/mutate-document';
import { getDependencies } from '../../src/handlers/http/runtime';
import { defaultMemberId, uploadDocument } from '../support/fixtures';
import { newUser } from '../support/http-events';

// Issue 18: a document whose reading died with the process running it (the local stack runs the
// pipeline in-process) stayed in 'reading' forever. At start, such documents are marked failed.

const repository = () => {
  const { env } = getDependencies();
  return new DynamoDocumentRepository(createDocumentClient(), env.TABLE_NAME, env.IDEMPOTENCY_TABLE_NAME);
};

describe('failInterruptedDocuments (against DynamoDB Local)', () => {
  it('fails the documents left processing before the cut-off, with a reason the user can read, and only those', async () => {
    const user = newUser();
    const memberId = await defaultMemberId(user);
    const documents = repository();
    const upload = async (stage: 'reading' | 'extracting' | null, at: Date) => {
      const { document } = await uploadDocument(user, { documentType: 'medical_bill', familyMemberId: memberId });
      if (stage) {
        await mutateDocument(documents, user.sub, document.id, (current) => ({
          after: nextVersion(current, { extraction_status: 'processing', pipeline_stage: stage }, at),
        }));
      }
      return document.id;
    };
    const cutOff = new Date();
    const before = new Date(cutOff.getTime() - 60_000);
    const stuckReading = await upload('reading', before);
    const stuckExtracting = await upload('extracting', before);
    const runningNow = await upload('reading', new Date(cutOff.getTime() + 1_000));
    const neverStarted = await upload(null, before);

    const failed = await failInterruptedDocuments({ documents, now: () => new Date() }, cutOff);

    expect(failed).toEqual(expect.arrayContaining([stuckReading, stuckExtracting]));
    expect(failed).not.toContain(runningNow);
    expect(failed).not.toContain(neverStarted);
    for (const id of [stuckReading, stuckExtracting]) {
      expect(await documents.get(user.sub, id)).toMatchObject({
        extraction_status: 'failed',
        pipeline_stage: 'done',
        requires_manual_review: true,
        failure_reason: interruptedReadingReason,
      });
    }
    expect(await documents.get(user.sub, runningNow)).toMatchObject({ extraction_status: 'processing', pipeline_stage: 'reading' });
    expect((await documents.get(user.sub, neverStarted))?.extraction_status).not.toBe('failed');

    // Run again: nothing left to do.
    expect(await failInterruptedDocuments({ documents, now: () => new Date() }, cutOff)).toEqual([]);
  });
});
