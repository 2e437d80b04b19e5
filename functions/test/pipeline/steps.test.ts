import { createHash } from 'node:crypto';
import { uploadMessages } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import type { DocumentReader, DocumentStructurer, ReaderOutput } from '../../src/domain/reading/ports';
import type { PipelineDeps } from '../../src/domain/pipeline/steps';
import {
  analyzeDocument,
  markFailed,
  persistResults,
  readDocument,
  resolveDocument,
  structureData,
  validateData,
} from '../../src/domain/pipeline/steps';
import { handler as createDocument } from '../../src/handlers/http/create-document';
import { handler as getBillComparison } from '../../src/handlers/http/get-bill-comparison';
import { handler as getTotals } from '../../src/handlers/http/get-totals';
import { getDependencies } from '../../src/handlers/http/runtime';
import { getPipelineDependencies } from '../../src/handlers/pipeline/runtime';
import { call, newUser } from '../support/http-events';
import type { TestUser } from '../support/http-events';
import { defaultMemberId, pdfBytes, uploadDocument } from '../support/fixtures';
import { forbidInLogs } from '../support/log-guard';
import { DocumentReadError } from '../../src/domain/errors';

const bill = {
  providerName: 'Gallowglass Orthopedics',
  patientName: 'Wilhelmina Grubb',
  invoiceNumber: 'INV-77821',
  invoiceDate: '2025-05-20',
  serviceDate: '2025-05-02',
  subtotal: 1234.56,
  insurancePaid: 1000.06,
  amountDue: 234.5,
  lineItems: [{ description: 'Knee X-ray', amount: 1234.56 }],
};
/** The same bill as stored: the structurer reads dollars, the record keeps integer cents (Decision 13). */
const billInCents = { ...bill, subtotal: 123456, insurancePaid: 100006, amountDue: 23450, lineItems: [{ description: 'Knee X-ray', amount: 123456 }] };
const eob = {
  insuranceCompany: 'Bluewater Mutual',
  statementDate: '2025-05-25',
  claimNumber: 'CLM-99887',
  memberName: 'GRUBB, WILHELMINA',
  serviceDate: '2025-05-02',
  providerName: 'gallowglass orthopedics',
  amountBilled: 1234.56,
  planPaid: 1000.06,
  patientResponsibility: 234.5,
  isInNetwork: true,
};
forbidInLogs('Gallowglass', 'Wilhelmina', 'Grubb', 'INV-77821', 'CLM-99887', 'Bluewater', '1234.56', '234.5', '123456', 'knee-scan.pdf');

const reading: ReaderOutput = { engine: 'fake', pages: [{ page: 1, width: 612, height: 792, lines: [{ text: 'fake', x: 0, y: 0, width: 10, height: 10 }] }] };

type Fakes = { reader: DocumentReader; structurer: DocumentStructurer; seen: string[] };

/** In-test stand-ins for the two reading ports; they record the stage the record showed meanwhile. */
function fakes(user: TestUser, data: Record<string, unknown> | (() => never), confidence = 0.93): Fakes & { documentId: string } {
  const seen: string[] = [];
  const stageOf = async (documentId: string) => (await getDependencies().documents.get(user.sub, documentId))?.pipeline_stage ?? 'none';
  let currentId = '';
  return {
    seen,
    reader: {
      read: async () => {
        seen.push(await stageOf(currentId));
        return reading;
      },
    },
    structurer: {
      usesOriginal: false,
      structure: async () => {
        seen.push(await stageOf(currentId));
        const payload = typeof data === 'function' ? data() : data;
        return { data: payload, confidence, fieldConfidence: {}, raw: JSON.stringify(payload), modelId: 'fake-model', promptVersion: 'fake-1' };
      },
    },
    set documentId(id: string) {
      currentId = id;
    },
  } as Fakes & { documentId: string };
}

const objectCreated = (bucket: string, key: string, extra: Record<string, unknown> = {}) => ({
  'detail-type': 'Object Created',
  source: 'aws.s3',
  detail: { bucket: { name: bucket }, object: { key, size: 10, etag: 'etag-1', ...extra } },
});

/** The state machine's happy path and its Catch -> MarkFailed, as the definition wires them. */
async function runPipeline(event: unknown, deps: PipelineDeps, fake: Fakes & { documentId?: string }) {
  const resolved = await resolveDocument(event, deps);
  if (resolved.skip) return resolved;
  fake.documentId = resolved.documentId;
  let state: unknown = resolved;
  try {
    state = await readDocument(state, { ...deps, reader: fake.reader });
    state = await structureData(state, { ...deps, structurer: fake.structurer });
    state = await validateData(state, deps);
    state = await analyzeDocument(state, deps);
    return await persistResults(state, deps);
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    const message = error instanceof Error ? error.message : String(error);
    return markFailed({ ...(state as object), error: { Error: name, Cause: JSON.stringify({ errorType: name, errorMessage: message }) } }, deps);
  }
}

/** The first bytes of a PNG: enough for the content check, which reads magic bytes. */
const pngBytes = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function uploaded(user: TestUser, documentType: 'medical_bill' | 'insurance_payment' | 'user_payment', bytes = pdfBytes('scan'), fileName = 'knee-scan.pdf') {
  const familyMemberId = await defaultMemberId(user);
  const contentType = fileName.endsWith('.png') ? 'image/png' : 'application/pdf';
  const created = await uploadDocument(user, { documentType, familyMemberId, fileName, bytes, contentType });
  const url = new URL(created.upload.url);
  const bucket = url.pathname.split('/')[1] ?? '';
  return { id: created.document.id, bucket, key: created.document.filePath, bytes };
}

describe('pipeline steps', () => {
  it('extracts a bill: values written back, audit revision, reader output kept, stages shown, totals updated', async () => {
    const user = newUser();
    const deps = getPipelineDependencies();
    const doc = await uploaded(user, 'medical_bill');
    const fake = fakes(user, bill);
    const result = await runPipeline(objectCreated(doc.bucket, doc.key), deps, fake);
    expect(result).toEqual({ documentId: doc.id, status: 'completed', requiresManualReview: false });
    expect(fake.seen).toEqual(['reading', 'extracting']);

    const app = getDependencies();
    const record = await app.documents.get(user.sub, doc.id);
    expect(record).toMatchObject({
      extraction_status: 'completed',
      pipeline_stage: 'done',
      amount: 123456,
      bill_number: 'INV-77821',
      provider_name: 'Gallowglass Orthopedics',
      document_date: '2025-05-20',
      ai_confidence: 0.93,
      requires_manual_review: false,
      failure_reason: null,
      match_state: 'none',
      revision: 1,
      // What the audit index lists it by (issue 13): a fake model is not the embedded rules.
      extracted_by: { engine: 'aws', reader: 'fake', model_id: 'fake-model', prompt_version: 'fake-1' },
      corrected_at: null,
    });
    expect(Date.parse(record?.extracted_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(record?.ai_extracted_data).toEqual({ ...billInCents, confidence: 0.93, fieldConfidence: {} });
    expect(record?.ai_analysis).toMatchObject({ hasErrors: false, errors: [] });

    const [revision] = await app.documents.listRevisions(user.sub, doc.id);
    expect(revision).toMatchObject({ revision: 1, source: 'extraction' });
    const audit = revision?.audit as Record<string, unknown> & { artifacts: { reading: string }; timings: Record<string, number> };
    expect(audit).toMatchObject({ modelId: 'fake-model', promptVersion: 'fake-1', reader: 'fake', inputSha256: createHash('sha256').update(doc.bytes).digest('hex') });
    expect(Object.keys(audit.timings)).toEqual(expect.arrayContaining(['read', 'structure', 'validate', 'analyze', 'persist', 'total']));
    expect(await app.artifacts.getJson(audit.artifacts.reading)).toEqual(reading);

    const totals = await call(getTotals, { method: 'GET', route: '/api/totals', query: { year: '2025' }, user });
    expect(totals.body.billed).toBe(123456);
  });

  it('does no work twice for a duplicate event, and ignores objects without a record', async () => {
    const user = newUser();
    const deps = getPipelineDependencies();
    const doc = await uploaded(user, 'medical_bill');
    await runPipeline(objectCreated(doc.bucket, doc.key), deps, fakes(user, bill));
    const again = fakes(user, bill);
    expect(await runPipeline(objectCreated(doc.bucket, doc.key), deps, again)).toEqual({ skip: true, reason: 'already-extracted' });
    expect(again.seen).toEqual([]);
    expect(await getDependencies().documents.listRevisions(user.sub, doc.id)).toHaveLength(1);
    expect(await resolveDocument(objectCreated(doc.bucket, `${user.sub}/bill-2025-01-01-1-unknown.pdf`), deps)).toEqual({ skip: true, reason: 'no-record' });
  });

  it('extracts once and keeps one revision when the same S3 event is replayed 10 times, at once and after (issue 16)', async () => {
    const user = newUser();
    const deps = getPipelineDependencies();
    const doc = await uploaded(user, 'medical_bill');
    const event = objectCreated(doc.bucket, doc.key);
    const fake = fakes(user, bill);
    const first = await Promise.all(Array.from({ length: 10 }, () => runPipeline(event, deps, fake)));
    expect(first.filter((result) => 'status' in result && result.status === 'completed')).toHaveLength(1);
    const replayed = await Promise.all(Array.from({ length: 10 }, () => runPipeline(event, deps, fake)));
    expect(replayed.every((result) => 'skip' in result && result.skip)).toBe(true);
    expect(await getDependencies().documents.listRevisions(user.sub, doc.id)).toHaveLength(1);
    expect(await getDependencies().documents.get(user.sub, doc.id)).toMatchObject({ extraction_status: 'completed', revision: 1 });
  });

  it('fails a file just over 20 MB put through a URL signed for less, with the size reason (issue 16)', async () => {
    // S3 refuses such a PUT (the length is signed); s3rver does not check it, so the pipeline's own
    // check of the stored object is what holds locally.
    const user = newUser();
    const deps = getPipelineDependencies();
    const created = await call(createDocument, {
      method: 'POST',
      route: '/api/documents',
      body: { documentType: 'medical_bill', familyMemberId: await defaultMemberId(user), fileName: 'small.pdf', fileSize: 100, contentType: 'application/pdf' },
      user,
    });
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(pdfBytes('oversized'));
    const put = await fetch(created.body.upload.url, { method: 'PUT', headers: created.body.upload.headers, body: big });
    expect(put.status).toBe(200);
    const url = new URL(created.body.upload.url);
    const result = await runPipeline(objectCreated(url.pathname.split('/')[1] ?? '', created.body.document.filePath), deps, fakes(user, bill));
    expect(result).toMatchObject({ status: 'failed' });
    expect(await getDependencies().documents.get(user.sub, created.body.document.id)).toMatchObject({
      extraction_status: 'failed',
      requires_manual_review: true,
      failure_reason: uploadMessages.tooLarge,
    });
  });

  it('claims a document once when the same event arrives twice at the same time', async () => {
    const user = newUser();
    const deps = getPipelineDependencies();
    const doc = await uploaded(user, 'medical_bill');
    const results = await Promise.all([resolveDocument(objectCreated(doc.bucket, doc.key), deps), resolveDocument(objectCreated(doc.bucket, doc.key), deps)]);
    expect(results.filter((result) => !result.skip)).toHaveLength(1);
    expect(results.filter((result) => result.skip)).toEqual([{ skip: true, reason: 'in-progress' }]);
  });

  it('matches both ways: a bill finds its EOB, and a later EOB re-matches the bill', async () => {
    const user = newUser();
    const deps = getPipelineDependencies();
    const billDoc = await uploaded(user, 'medical_bill');
    await runPipeline(objectCreated(billDoc.bucket, billDoc.key), deps, fakes(user, bill));
    expect((await getDependencies().documents.get(user.sub, billDoc.id))?.match_state).toBe('none');

    const eobDoc = await uploaded(user, 'insurance_payment');
    await runPipeline(objectCreated(eobDoc.bucket, eobDoc.key), deps, fakes(user, eob));
    const eobRecord = await getDependencies().documents.get(user.sub, eobDoc.id);
    expect(eobRecord).toMatchObject({ amount: 100006, insurance_company: 'Bluewater Mutual', claim_number: 'CLM-99887', document_date: '2025-05-25' });
    expect(await getDependencies().documents.get(user.sub, billDoc.id)).toMatchObject({ match_state: 'perfect', matched_eob_id: eobDoc.id });

    const secondBill = await uploaded(user, 'medical_bill');
    await runPipeline(objectCreated(secondBill.bucket, secondBill.key), deps, fakes(user, { ...bill, amountDue: 200 }));
    expect(await getDependencies().documents.get(user.sub, secondBill.id)).toMatchObject({ match_state: 'partial', matched_eob_id: eobDoc.id });

    // The comparison route reads the kept match by key.
    const comparison = await call(getBillComparison, { method: 'GET', route: '/api/bills/{billId}/comparison', pathParameters: { billId: billDoc.id }, user });
    expect(comparison.body).toMatchObject({ matchState: 'perfect', eob: { id: eobDoc.id }, banner: { state: 'perfect' } });
  });

  it('pairs a bill and its EOB extracted at the same time, even when both read before either writes', async () => {
    const user = newUser();
    const deps = getPipelineDependencies();
    const billDoc = await uploaded(user, 'medical_bill');
    const eobDoc = await uploaded(user, 'insurance_payment');
    // Both runs up to the checks: each sees the other still processing.
    const upToChecks = async (doc: { bucket: string; key: string }, data: Record<string, unknown>) => {
      const fake = fakes(user, data);
      const resolved = await resolveDocument(objectCreated(doc.bucket, doc.key), deps);
      if (resolved.skip) throw new Error('not claimed');
      fake.documentId = resolved.documentId;
      const read = await readDocument(resolved, { ...deps, reader: fake.reader });
      return analyzeDocument(await validateData(await structureData(read, { ...deps, structurer: fake.structurer }), deps), deps);
    };
    const [billState, eobState] = await Promise.all([upToChecks(billDoc, bill), upToChecks(eobDoc, eob)]);
    // Both saves read the member's documents before either writes (the worst interleaving).
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothRead = new Promise<void>((resolve) => (release = resolve));
    const documents = Object.create(deps.documents) as typeof deps.documents;
    documents.listForMember = async (...args) => {
      const listed = await deps.documents.listForMember(...args);
      if (++arrived === 2) release();
      // (A generous fallback: on a loaded machine the second save can take seconds to arrive.)
      await Promise.race([bothRead, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      return listed;
    };
    const racing = { ...deps, documents };
    const results = await Promise.all([persistResults(billState, racing), persistResults(eobState, racing)]);
    expect(results.map((result) => result.status)).toEqual(['completed', 'completed']);
    expect(arrived).toBeGreaterThan(2); // one save lost the race and ran the checks again
    expect(await getDependencies().documents.get(user.sub, billDoc.id)).toMatchObject({ match_state: 'perfect', matched_eob_id: eobDoc.id });
  });

  it.each([
    ['a validation failure', () => fakes(newUser(), { ...bill, providerName: '' }), 'Missing providerName in extracted data'],
    [
      'an unreadable file',
      () => ({ ...fakes(newUser(), bill), reader: { read: async () => Promise.reject(new DocumentReadError('This PDF is password-protected. Please upload an unprotected copy.')) } }),
      'This PDF is password-protected. Please upload an unprotected copy.',
    ],
    ['an unexpected error', () => ({ ...fakes(newUser(), bill), reader: { read: async () => Promise.reject(new TypeError('boom at 0x1')) } }), 'Failed to process document with AI'],
  ])('marks %s as failed with a readable reason and manual review', async (_, makeFakes, reason) => {
    const user = newUser();
    const deps = getPipelineDependencies();
    const doc = await uploaded(user, 'medical_bill');
    const result = await runPipeline(objectCreated(doc.bucket, doc.key), deps, makeFakes());
    expect(result).toEqual({ documentId: doc.id, status: 'failed' });
    expect(await getDependencies().documents.get(user.sub, doc.id)).toMatchObject({
      extraction_status: 'failed',
      requires_manual_review: true,
      failure_reason: reason,
      pipeline_stage: 'done',
    });
    // A duplicate event for the failed version does not run it again.
    expect(await resolveDocument(objectCreated(doc.bucket, doc.key), deps)).toEqual({ skip: true, reason: 'already-failed' });
  });

  it.each([
    ['medical_bill', 'Failed to extract bill data from image'],
    ['insurance_payment', 'Failed to extract EOB data from image'],
    ['user_payment', 'Failed to extract receipt data from image'],
  ] as const)('gives an image of a %s that fails unexpectedly the spec\'s image reason', async (documentType, reason) => {
    const user = newUser();
    const deps = getPipelineDependencies();
    const doc = await uploaded(user, documentType, pngBytes(), 'phone-photo.png');
    const failing = { ...fakes(user, bill), reader: { read: async () => Promise.reject(new TypeError('boom at 0x1')) } };
    expect(await runPipeline(objectCreated(doc.bucket, doc.key), deps, failing)).toEqual({ documentId: doc.id, status: 'failed' });
    expect(await getDependencies().documents.get(user.sub, doc.id)).toMatchObject({ extraction_status: 'failed', requires_manual_review: true, failure_reason: reason });
  });

  it('refuses a file whose content is not an accepted type, whatever its name says', async () => {
    const user = newUser();
    const deps = getPipelineDependencies();
    const doc = await uploaded(user, 'user_payment', new TextEncoder().encode('just some text, not a pdf'));
    await runPipeline(objectCreated(doc.bucket, doc.key), deps, fakes(user, { merchantName: 'Shop', totalAmount: 5 }));
    expect(await getDependencies().documents.get(user.sub, doc.id)).toMatchObject({
      extraction_status: 'failed',
      failure_reason: 'The file content is not a PDF, JPG, PNG, DOC or DOCX document.',
    });
  });

  it('cuts a 300 KB provider name and 5,000 line items to their bounds, flags them and stores the bill for review (issue 18)', async () => {
    const user = newUser();
    const deps = getPipelineDependencies();
    const doc = await uploaded(user, 'medical_bill');
    const lineItems = Array.from({ length: 5_000 }, (_, i) => ({ description: `Knee X-ray view ${i}`, amount: 1 }));
    const huge = { ...bill, providerName: `Gallowglass ${'O'.repeat(300_000)}`, lineItems };
    expect(await runPipeline(objectCreated(doc.bucket, doc.key), deps, fakes(user, huge))).toEqual({ documentId: doc.id, status: 'completed', requiresManualReview: true });
    const record = await getDependencies().documents.get(user.sub, doc.id);
    const data = record?.ai_extracted_data as { providerName: string; lineItems: unknown[]; fieldConfidence: Record<string, number>; confidence: number };
    expect(data.providerName).toBe(huge.providerName.slice(0, 200));
    expect(data.lineItems).toEqual(lineItems.slice(0, 250).map((item) => ({ ...item, amount: 100 })));
    // Cut values are not what the document says: each is flagged, and the bill goes to review.
    expect(data.fieldConfidence).toMatchObject({ providerName: 0, lineItems: 0 });
    expect(data.confidence).toBe(0);
    expect(record?.provider_name).toHaveLength(200);
  });

  it.each([
    ['subtotal', 1e15, 'Invalid subtotal in extracted data'],
    ['subtotal', -100, 'Invalid subtotal in extracted data'],
    ['subtotal', 0.001, 'Invalid subtotal in extracted data'],
    ['invoiceDate', '0001-01-01', 'Invalid invoiceDate in extracted data'],
  ])('fails a bill whose %s is out of bounds (%j) with the field in its reason (issue 18)', async (field, value, reason) => {
    const user = newUser();
    const deps = getPipelineDependencies();
    const doc = await uploaded(user, 'medical_bill');
    expect(await runPipeline(objectCreated(doc.bucket, doc.key), deps, fakes(user, { ...bill, [field]: value }))).toEqual({ documentId: doc.id, status: 'failed' });
    expect(await getDependencies().documents.get(user.sub, doc.id)).toMatchObject({ extraction_status: 'failed', requires_manual_review: true, failure_reason: reason });
  });

  it('takes only the state its stage follows, and parses the artifact it reads back', async () => {
    const user = newUser();
    const deps = getPipelineDependencies();
    const doc = await uploaded(user, 'medical_bill');
    const fake = fakes(user, bill);
    const resolved = await resolveDocument(objectCreated(doc.bucket, doc.key), deps);
    if (resolved.skip) throw new Error('not resolved');
    fake.documentId = resolved.documentId;
    // A state that skipped the reading step has no reading to structure.
    await expect(structureData(resolved, { ...deps, structurer: fake.structurer })).rejects.toThrow(/readingKey/);
    const read = await readDocument(resolved, { ...deps, reader: fake.reader });
    await expect(validateData(read, deps)).rejects.toThrow(/structuredKey/);
    // A reading artifact changed behind the pipeline's back is refused, not cast.
    await deps.artifacts.putJson(read.readingKey, { engine: 'fake', pages: [{ page: 1, lines: 'not lines' }] });
    await expect(structureData(read, { ...deps, structurer: fake.structurer })).rejects.toThrow(/pages/);
  });

  it('finds the document for mark-failed from the event when resolving itself failed', async () => {
    const user = newUser();
    const deps = getPipelineDependencies();
    const doc = await uploaded(user, 'insurance_payment');
    const result = await markFailed({ ...objectCreated(doc.bucket, doc.key), error: { Error: 'States.Timeout', Cause: 'timed out' } }, deps);
    expect(result).toEqual({ documentId: doc.id, status: 'failed' });
    expect((await getDependencies().documents.get(user.sub, doc.id))?.failure_reason).toBe('Failed to process EOB with AI');
  });
});
