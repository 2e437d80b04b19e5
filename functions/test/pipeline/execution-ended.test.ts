import { aiMessages } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { getDependencies } from '../../src/handlers/http/runtime';
import { handler } from '../../src/handlers/triggers/execution-ended';
import { defaultMemberId, seedDocument, uploadDocument } from '../support/fixtures';
import { context, newUser } from '../support/http-events';

// Crash safety (issue 16): an execution that ended without reaching MarkFailed (timed out, aborted,
// or MarkFailed itself failed) leaves no document 'processing' for ever.

const ended = (status: 'FAILED' | 'TIMED_OUT' | 'ABORTED', input: unknown) => ({
  'detail-type': 'Step Functions Execution Status Change',
  source: 'aws.states',
  detail: { status, executionArn: 'arn:aws:states:us-east-1:000000000000:execution:fairbill:x', input: typeof input === 'string' ? input : JSON.stringify(input) },
});

const objectCreated = (bucket: string, key: string) => ({ 'detail-type': 'Object Created', source: 'aws.s3', detail: { bucket: { name: bucket }, object: { key, size: 10 } } });

describe('the execution-ended trigger', () => {
  it.each(['TIMED_OUT', 'ABORTED', 'FAILED'] as const)('marks the document of a %s execution failed, for review, with the readable fallback', async (status) => {
    const user = newUser();
    const { document, upload } = await uploadDocument(user, { documentType: 'medical_bill', familyMemberId: await defaultMemberId(user) });
    const bucket = new URL(upload.url).pathname.split('/')[1] ?? '';
    expect(await handler(ended(status, objectCreated(bucket, document.filePath)), context)).toEqual({ documentId: document.id, status: 'failed' });
    expect(await getDependencies().documents.get(user.sub, document.id)).toMatchObject({
      extraction_status: 'failed',
      requires_manual_review: true,
      pipeline_stage: 'done',
      failure_reason: aiMessages.billFailedFallback,
    });
  });

  it('leaves a document the run completed as it is', async () => {
    const user = newUser();
    const record = await seedDocument(user, { documentType: 'medical_bill', familyMemberId: await defaultMemberId(user), date: '2025-01-01', extracted: { subtotal: 1, lineItems: [] } });
    expect(await handler(ended('TIMED_OUT', objectCreated(record.storage_bucket ?? '', record.file_path ?? '')), context)).toEqual({ documentId: record.id, status: 'skipped' });
    expect(await getDependencies().documents.get(user.sub, record.id)).toEqual(record);
  });

  it('skips an execution whose input is no S3 event, and refuses an event that is not an ended execution', async () => {
    expect(await handler(ended('FAILED', 'not json'), context)).toEqual({ documentId: null, status: 'skipped' });
    expect(await handler(ended('FAILED', { detail: {} }), context)).toEqual({ documentId: null, status: 'skipped' });
    await expect(handler({ detail: { status: 'SUCCEEDED', executionArn: 'x', input: '{}' } }, context)).rejects.toThrow();
  });
});
