import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../src/domain/documents/document-record';
import { correctDocument } from '../../src/domain/documents/documents';
import { ConflictError } from '../../src/domain/errors';
import type { DocumentRepository, DocumentRevision } from '../../src/domain/ports';
import { persistResults } from '../../src/domain/pipeline/steps';
import { getDependencies } from '../../src/handlers/http/runtime';
import { getPipelineDependencies } from '../../src/handlers/pipeline/runtime';
import { defaultMemberId, uploadDocument } from '../support/fixtures';
import { newUser } from '../support/http-events';
import type { TestUser } from '../support/http-events';
import { forbidInLogs } from '../support/log-guard';
import { objectCreated, runPipeline, runUntilSave, uploadedBill } from '../support/pipeline-run';

// Issue 16: a person's correction racing a pipeline save of the same document (a new file's run) or
// of a counterpart (an EOB re-matching the bill) keeps both, as revisions in the order they were
// written, and neither write is lost: each is conditional on the version it read and is made again
// on the record as it is when it loses.

const firstReading = {
  providerName: 'Harrowgate Imaging',
  patientName: 'Cordelia Fensome',
  invoiceNumber: 'HI-40211',
  invoiceDate: '2025-03-10',
  serviceDate: '2025-03-02',
  subtotal: 640.25,
  insurancePaid: 500.25,
  amountDue: 140,
  lineItems: [{ description: 'MRI', amount: 640.25 }],
};
/** The new file's reading: another invoice number and amount. */
const secondReading = { ...firstReading, invoiceNumber: 'HI-40299', subtotal: 655.75, amountDue: 155.5, lineItems: [{ description: 'MRI', amount: 655.75 }] };
/** What the person corrects: the amount, with its line (in cents, like every amount of the API). */
const correction = { subtotal: 70250, lineItems: [{ description: 'MRI with contrast', amount: 70250 }] };
const eob = {
  insuranceCompany: 'Northfold Mutual',
  statementDate: '2025-03-20',
  claimNumber: 'NM-77120',
  memberName: 'FENSOME, CORDELIA',
  serviceDate: '2025-03-02',
  providerName: 'harrowgate imaging',
  amountBilled: 640.25,
  planPaid: 500.25,
  patientResponsibility: 140,
  isInNetwork: true,
};
forbidInLogs('Harrowgate', 'Cordelia', 'Fensome', 'HI-40211', 'HI-40299', 'Northfold', 'NM-77120', '640.25', '655.75', '64025', '65575', '70250', 'MRI');

/** A reading's dollars as the record stores them. */
const cents = (dollars: number) => Math.round(dollars * 100);

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/**
 * The repository as the correction sees it: every read is counted (the first is what the person's
 * version is checked against), and its first write can be held until `release`, so a test can put
 * another writer between the correction's read and its write.
 */
function observed(documents: DocumentRepository, options: { hold?: boolean } = {}) {
  const atWrite = deferred();
  const release = deferred();
  const reads: (DocumentRecord | null)[] = [];
  let writes = 0;
  const wrapper: DocumentRepository = Object.assign(Object.create(documents) as DocumentRepository, {
    get: async (userId: string, documentId: string) => {
      const record = await documents.get(userId, documentId);
      reads.push(record);
      return record;
    },
    write: async (...args: Parameters<DocumentRepository['write']>) => {
      writes += 1;
      if (writes === 1 && options.hold) {
        atWrite.resolve();
        await release.promise;
      }
      return documents.write(...args);
    },
  });
  return { documents: wrapper, reads, atWrite: atWrite.promise, release: release.resolve, writes: () => writes };
}

/** A bill read once by the pipeline (revision 1, completed): what the person opens to correct. */
async function extractedBill(user: TestUser) {
  const doc = await uploadedBill(user);
  // The steps themselves, not runPipeline: a set-up run that throws fails here with its own error.
  const state = await runUntilSave(objectCreated(doc.bucket, doc.key, 'etag-1'), firstReading);
  if (!state) throw new Error('the first run skipped the new bill');
  expect(await persistResults(state, getPipelineDependencies())).toMatchObject({ status: 'completed' });
  const opened = await getDependencies().documents.get(user.sub, doc.id);
  if (!opened) throw new Error('the bill is gone');
  return { ...doc, opened };
}

const correct = (documents: DocumentRepository, user: TestUser, opened: DocumentRecord) =>
  correctDocument({ documents, now: () => new Date() }, user.sub, opened.id, { expectedVersion: opened.version, extractedData: correction });

const revisionsOf = (user: TestUser, documentId: string) => getDependencies().documents.listRevisions(user.sub, documentId);

/** Which write each revision was: the pipeline's (by the file version it read) or the person's. */
const sourcesOf = (revisions: DocumentRevision[]) =>
  revisions.map((revision) => (revision.source === 'correction' ? 'correction' : `extraction ${String(revision.audit?.objectVersion)}`));

/** No lost update: the record is its last revision, and the totals count its amount once. */
async function expectConsistent(user: TestUser, documentId: string, revisions: DocumentRevision[]) {
  const record = await getDependencies().documents.get(user.sub, documentId);
  expect(revisions.map((revision) => revision.revision)).toEqual(revisions.map((_, index) => index + 1));
  expect(record?.revision).toBe(revisions.length);
  expect(record?.ai_extracted_data).toEqual(revisions.at(-1)?.ai_extracted_data);
  expect(record?.extraction_status).toBe('completed');
  expect(record?.processing_started_at).toBeNull();
  const totals = await getDependencies().documents.getTotals(user.sub, '2025', null);
  expect(totals.billed).toBe(record?.amount);
  return record;
}

describe('a correction racing a pipeline save', () => {
  it('lands after a save that came between its read and its write, on the saved values, as the next revision', async () => {
    const user = newUser();
    const bill = await extractedBill(user);
    const seen = observed(getDependencies().documents, { hold: true });
    const corrected = correct(seen.documents, user, bill.opened);
    await seen.atWrite;

    // The new file's whole run: claimed, read, saved, while the correction waits to write.
    expect(await runPipeline(objectCreated(bill.bucket, bill.key, 'etag-2'), secondReading)).toMatchObject({ status: 'completed' });
    seen.release();
    const after = await corrected;

    expect(seen.writes()).toBeGreaterThan(1); // it lost the race once, and was made again
    const revisions = await revisionsOf(user, bill.id);
    expect(sourcesOf(revisions)).toEqual(['extraction etag-1', 'extraction etag-2', 'correction']);
    const record = await expectConsistent(user, bill.id, revisions);
    // The person's fields over the new file's values: both writes show.
    expect(record?.ai_extracted_data).toMatchObject({ ...correction, invoiceNumber: secondReading.invoiceNumber, confidence: 1 });
    expect(record).toMatchObject({ amount: correction.subtotal, version: after.version });
  });

  it('lands while the run that claimed the document after its read is working, and the run saves after it', async () => {
    const user = newUser();
    const bill = await extractedBill(user);
    const seen = observed(getDependencies().documents, { hold: true });
    const corrected = correct(seen.documents, user, bill.opened);
    await seen.atWrite;

    const state = await runUntilSave(objectCreated(bill.bucket, bill.key, 'etag-2'), secondReading);
    const running = await getDependencies().documents.get(user.sub, bill.id);
    seen.release();
    await corrected;
    // The run keeps its state (and its place in the processing index): its save is still to come.
    expect(await getDependencies().documents.get(user.sub, bill.id)).toMatchObject({
      extraction_status: 'processing',
      pipeline_stage: running?.pipeline_stage,
      object_version: 'etag-2',
      processing_started_at: running?.processing_started_at,
      revision: 2,
    });

    expect(await persistResults(state, getPipelineDependencies())).toMatchObject({ status: 'completed' });
    const revisions = await revisionsOf(user, bill.id);
    expect(sourcesOf(revisions)).toEqual(['extraction etag-1', 'correction', 'extraction etag-2']);
    expect(revisions[1]?.ai_extracted_data).toMatchObject(correction);
    const record = await expectConsistent(user, bill.id, revisions);
    expect(record?.ai_extracted_data).toMatchObject({ invoiceNumber: secondReading.invoiceNumber, subtotal: cents(secondReading.subtotal) });
  });

  it('lands after an EOB\'s save re-matched the bill between its read and its write, keeping the match', async () => {
    const user = newUser();
    const bill = await extractedBill(user);
    expect(bill.opened.match_state).toBe('none');
    const seen = observed(getDependencies().documents, { hold: true });
    // Only the patient's name: the amounts still match the EOB.
    const corrected = correctDocument({ documents: seen.documents, now: () => new Date() }, user.sub, bill.id, { expectedVersion: bill.opened.version, extractedData: { patientName: 'Cordelia A. Fensome' } });
    await seen.atWrite;

    const created = await uploadDocument(user, { documentType: 'insurance_payment', familyMemberId: await defaultMemberId(user) });
    const eobBucket = new URL(created.upload.url).pathname.split('/')[1] ?? '';
    expect(await runPipeline(objectCreated(eobBucket, created.document.filePath, 'etag-eob'), eob)).toMatchObject({ status: 'completed' });
    expect(await getDependencies().documents.get(user.sub, bill.id)).toMatchObject({ match_state: 'perfect', matched_eob_id: created.document.id });
    seen.release();
    await corrected;

    expect(seen.writes()).toBeGreaterThan(1);
    const revisions = await revisionsOf(user, bill.id);
    expect(sourcesOf(revisions)).toEqual(['extraction etag-1', 'correction']);
    const record = await expectConsistent(user, bill.id, revisions);
    expect(record).toMatchObject({ match_state: 'perfect', matched_eob_id: created.document.id });
    expect(record?.ai_extracted_data).toMatchObject({ patientName: 'Cordelia A. Fensome' });
  });

  it('keeps both, in order, over many rounds of a correction and a new file\'s run started together', { timeout: 180_000 }, async () => {
    const rounds = 20;
    const outcomes = { correctionFirst: 0, saveFirst: 0, retried: 0, refused: 0 };
    for (let round = 0; round < rounds; round += 1) {
      const user = newUser();
      const bill = await extractedBill(user);
      const seen = observed(getDependencies().documents);
      // Spread the correction's start over the run's claim and first stages.
      const delay = (round * 7) % 45;
      const [run, corrected] = await Promise.allSettled([
        runPipeline(objectCreated(bill.bucket, bill.key, 'etag-2'), secondReading),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => correct(seen.documents, user, bill.opened)),
      ]);

      // The pipeline's save always lands.
      expect(run).toMatchObject({ status: 'fulfilled', value: { status: 'completed' } });
      const revisions = await revisionsOf(user, bill.id);
      const sources = sourcesOf(revisions);
      expect(sources.filter((source) => source === 'extraction etag-2')).toHaveLength(1);
      if (corrected.status === 'rejected') {
        // Refused only when the person's version was already gone at its first read (the run had
        // claimed the document): what they saw was out of date, and nothing of theirs was written.
        expect(corrected.reason).toBeInstanceOf(ConflictError);
        expect(seen.reads[0]?.version).not.toBe(bill.opened.version);
        expect(seen.writes()).toBe(0);
        expect(sources).toEqual(['extraction etag-1', 'extraction etag-2']);
        outcomes.refused += 1;
      } else {
        expect(sources.filter((source) => source === 'correction')).toHaveLength(1);
        const correctionFirst = sources.indexOf('correction') < sources.indexOf('extraction etag-2');
        outcomes[correctionFirst ? 'correctionFirst' : 'saveFirst'] += 1;
        if (seen.writes() > 1) outcomes.retried += 1;
      }
      const record = await expectConsistent(user, bill.id, revisions);
      // The last write's values are the record's: the person's amount if the correction came last.
      const last = sources.at(-1);
      expect(record?.amount).toBe(last === 'correction' ? correction.subtotal : cents(secondReading.subtotal));
      expect(isDeepStrictEqual(record?.ai_extracted_data, revisions.at(-1)?.ai_extracted_data)).toBe(true);
    }
    console.info(`correction race: ${rounds} rounds, ${JSON.stringify(outcomes)}`);
    // The rounds did race: corrections landed on both sides of the save.
    expect(outcomes.correctionFirst + outcomes.saveFirst).toBeGreaterThan(0);
    expect(outcomes.correctionFirst).toBeGreaterThan(0);
  });
});
