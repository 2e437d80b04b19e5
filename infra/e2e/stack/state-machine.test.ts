import { beforeAll, describe, expect, it } from 'vitest';
import { dollarsToCents } from '@fairbill/shared';
import { createLocalPipeline } from '@fairbill/infra/local/pipeline';
import type { LocalPipeline } from '@fairbill/infra/local/pipeline';
import { buildWorkflowDefinition } from '@fairbill/infra/workflow';
import { handler as getDocument } from '@fairbill/functions/src/handlers/http/get-document';
import { handler as listRevisions } from '@fairbill/functions/src/handlers/http/list-document-revisions';
import { call, newUser } from '@fairbill/functions/testing/http-events';
import type { TestUser } from '@fairbill/functions/testing/http-events';
import { defaultMemberId, uploadDocument } from '@fairbill/functions/testing/fixtures';
import { forbidInLogs } from '@fairbill/functions/testing/log-guard';
import { generateSamples } from '@fairbill/functions/testing/reading-helpers';

// The whole pipeline as it runs in AWS: the state machine CDK deploys (run by
// aws-local-stepfunctions), every task its real handler, the local reader and structurer, and
// DynamoDB Local + s3rver underneath.

let pipeline: LocalPipeline;

beforeAll(() => {
  pipeline = createLocalPipeline(buildWorkflowDefinition(), { retryIntervalMs: 0 });
}, 60_000);

async function upload(user: TestUser, fileName: string, bytes: Uint8Array, contentType = 'application/pdf') {
  const familyMemberId = await defaultMemberId(user);
  const created = await uploadDocument(user, { documentType: 'medical_bill', familyMemberId, fileName, bytes, contentType });
  const object = { bucket: new URL(created.upload.url).pathname.split('/')[1] ?? '', key: created.document.filePath, size: bytes.byteLength };
  return { documentId: created.document.id, object };
}

async function documentOf(user: TestUser, documentId: string) {
  const reply = await call(getDocument, { method: 'GET', route: '/api/documents/{documentId}', pathParameters: { documentId }, user });
  return reply.body.document;
}

describe('the document state machine, run locally with the real task handlers', () => {
  it('turns an uploaded text-PDF bill into a completed record, logs no extracted value, and does no work twice for a duplicate event', async () => {
    const [sample] = await generateSamples({ pdfsPerLayout: 1, imagesPerLayout: 0, docxPerLayout: 0, only: (layout) => layout.name === 'physician-office' });
    if (!sample || sample.type !== 'bill') throw new Error('no bill sample');
    const truth = sample.truth as { providerName: string; patientName: string; invoiceNumber: string; subtotal: number };
    forbidInLogs(truth.providerName, truth.patientName, truth.invoiceNumber, truth.subtotal.toFixed(2), String(dollarsToCents(truth.subtotal)), 'office-visit-bill.pdf');
    const user = newUser();
    const { documentId, object } = await upload(user, 'office-visit-bill.pdf', sample.bytes);

    expect((await pipeline.start(object)).status).toBe('SUCCEEDED');
    expect(await documentOf(user, documentId)).toMatchObject({
      extractionStatus: 'completed',
      pipelineStage: 'done',
      // The document prints dollars; the API answers in cents (Decision 13).
      amount: dollarsToCents(truth.subtotal),
      providerName: truth.providerName,
      billNumber: truth.invoiceNumber,
      analysis: { hasErrors: expect.any(Boolean) },
    });

    const revisions = async () =>
      (await call(listRevisions, { method: 'GET', route: '/api/documents/{documentId}/revisions', pathParameters: { documentId }, user })).body;
    const before = await revisions();
    expect((await pipeline.start(object)).status).toBe('SUCCEEDED');
    expect(await revisions()).toEqual(before);
  }, 90_000);

  // Every other accepted kind of file: a photo (OCR) and a Word document.
  it.each([
    { format: 'png', fileName: 'bill-photo.png' },
    { format: 'docx', fileName: 'bill.docx' },
  ])('completes a $format bill with the values written back', async ({ format, fileName }) => {
    const samples = await generateSamples({ pdfsPerLayout: 0, imagesPerLayout: 1, docxPerLayout: 1, only: (layout) => layout.name === 'physician-office' });
    const sample = samples.find((candidate) => candidate.format === format && candidate.type === 'bill');
    if (!sample) throw new Error(`no ${format} bill sample`);
    const truth = sample.truth as { providerName: string; subtotal: number };
    const user = newUser();
    const { documentId, object } = await upload(user, fileName, sample.bytes, sample.contentType);

    expect((await pipeline.start(object)).status).toBe('SUCCEEDED');
    expect(await documentOf(user, documentId)).toMatchObject({ extractionStatus: 'completed', amount: dollarsToCents(truth.subtotal), providerName: truth.providerName });
  }, 120_000);

  it('ends a corrupt PDF in failed + manual review with a reason a person can read', async () => {
    const user = newUser();
    const corrupt = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage, no xref, no trailer');
    const { documentId, object } = await upload(user, 'scan.pdf', corrupt);

    // A failed extraction is a handled outcome: the execution succeeds, the record says failed.
    expect((await pipeline.start(object)).status).toBe('SUCCEEDED');
    const document = await documentOf(user, documentId);
    expect(document).toMatchObject({ extractionStatus: 'failed', requiresManualReview: true });
    expect(document.failureReason).toMatch(/\w{3,}/);
    expect(document.failureReason).not.toMatch(/Error:|at \w+ \(|node_modules/);
  }, 90_000);
});
