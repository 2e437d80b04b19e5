import { describe, expect, it } from 'vitest';
import { handler as analyzeDocument } from '../../src/handlers/pipeline/analyze-document';
import { handler as markFailed } from '../../src/handlers/pipeline/mark-failed';
import { handler as persistResults } from '../../src/handlers/pipeline/persist-results';
import { handler as readDocument } from '../../src/handlers/pipeline/read-document';
import { handler as resolveDocument } from '../../src/handlers/pipeline/resolve-document';
import { handler as structureData } from '../../src/handlers/pipeline/structure-data';
import { handler as validateData } from '../../src/handlers/pipeline/validate-data';
import { handler as getDocument } from '../../src/handlers/http/get-document';
import { call, newUser } from '../support/http-events';
import { defaultMemberId, uploadDocument } from '../support/fixtures';
import { forbidInLogs } from '../support/log-guard';
import { generateSamples } from '../reading/helpers';

/** The task handlers in the order of the state machine, as the local runner calls them. */
async function runHandlers(event: unknown): Promise<unknown> {
  const resolved = (await resolveDocument(event)) as { skip: boolean };
  if (resolved.skip) return resolved;
  let state: unknown = resolved;
  try {
    for (const step of [readDocument, structureData, validateData, analyzeDocument]) state = await step(state);
    return await persistResults(state);
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return markFailed({ ...(state as object), error: { Error: name, Cause: JSON.stringify({ errorType: name, errorMessage: (error as Error).message }) } });
  }
}

describe('pipeline task handlers with the local reader and structurer', () => {
  it('turns an uploaded text-PDF bill into a completed record, and logs no extracted value', async () => {
    const [sample] = await generateSamples({ pdfsPerLayout: 1, imagesPerLayout: 0, docxPerLayout: 0, only: (layout) => layout.name === 'physician-office' });
    if (!sample || sample.type !== 'bill') throw new Error('no bill sample');
    const truth = sample.truth as { providerName: string; patientName: string; invoiceNumber: string; subtotal: number };
    forbidInLogs(truth.providerName, truth.patientName, truth.invoiceNumber, truth.subtotal.toFixed(2), 'office-visit-bill.pdf');

    const user = newUser();
    const familyMemberId = await defaultMemberId(user);
    const created = await uploadDocument(user, { documentType: 'medical_bill', familyMemberId, fileName: 'office-visit-bill.pdf', bytes: sample.bytes });
    const bucket = new URL(created.upload.url).pathname.split('/')[1];
    const event = { 'detail-type': 'Object Created', source: 'aws.s3', detail: { bucket: { name: bucket }, object: { key: created.document.filePath, size: sample.bytes.byteLength } } };

    const result = await runHandlers(event);
    expect(result).toMatchObject({ documentId: created.document.id, status: 'completed' });
    const reply = await call(getDocument, { method: 'GET', route: '/api/documents/{documentId}', pathParameters: { documentId: created.document.id }, user });
    expect(reply.body.document).toMatchObject({
      extractionStatus: 'completed',
      pipelineStage: 'done',
      amount: truth.subtotal,
      providerName: truth.providerName,
      billNumber: truth.invoiceNumber,
    });
    expect(reply.body.document.analysis).toMatchObject({ hasErrors: expect.any(Boolean) });
    expect(await runHandlers(event)).toEqual({ skip: true, reason: 'already-extracted' });
  }, 60_000);
});
