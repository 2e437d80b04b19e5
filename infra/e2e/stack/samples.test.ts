import { dollarsToCents, ledgersResponseSchema, SAMPLE_MEMBER_ID, samplesResponseSchema, totalsResponseSchema } from '@fairbill/shared';
import type { ExtractedBill, ExtractedEob } from '@fairbill/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalPipeline } from '@fairbill/infra/local/pipeline';
import type { LocalPipeline } from '@fairbill/infra/local/pipeline';
import { buildWorkflowDefinition } from '@fairbill/infra/workflow';
import { renderSampleDocuments, SAMPLE_DOCUMENT_COUNT, type SampleDocument } from '@fairbill/functions/src/corpus/sample-documents';
import { addDays } from '@fairbill/functions/src/corpus/random';
import { handler as createSamples } from '@fairbill/functions/src/handlers/http/create-samples';
import { handler as getDocument } from '@fairbill/functions/src/handlers/http/get-document';
import { handler as getLedgers } from '@fairbill/functions/src/handlers/http/get-ledgers';
import { handler as getSamples } from '@fairbill/functions/src/handlers/http/get-samples';
import { handler as getTotals } from '@fairbill/functions/src/handlers/http/get-totals';
import { getDependencies } from '@fairbill/functions/src/handlers/http/runtime';
import { call, newUser } from '@fairbill/functions/testing/http-events';
import { forbidInLogs } from '@fairbill/functions/testing/log-guard';

// "Try it with sample documents" (issue 14), end to end below the browser: POST /api/samples, then
// each stored file through the state machine CDK deploys with the real task handlers and the local
// reader and structurer, as s3rver's object event starts it on `npm start`; then the dashboard's
// figures: one visit paid in full, one with a refund due, one whose bill does not match its EOB
// (with a due date 10 days away, for a reminder).

let pipeline: LocalPipeline;
const today = new Date().toISOString().slice(0, 10);
const year = today.slice(0, 4);
let samples: SampleDocument[];

beforeAll(async () => {
  pipeline = createLocalPipeline(buildWorkflowDefinition(), { retryIntervalMs: 0 });
  samples = await renderSampleDocuments(today);
  for (const sample of samples) {
    const truth = sample.truth as Partial<ExtractedBill & ExtractedEob>;
    forbidInLogs(...[truth.providerName, truth.invoiceNumber, truth.claimNumber, truth.insuranceCompany].filter((value): value is string => value !== undefined));
  }
}, 60_000);

const truthOf = <T>(visit: SampleDocument['visit'], documentType: SampleDocument['documentType']) => {
  const found = samples.find((sample) => sample.visit === visit && sample.documentType === documentType);
  if (!found) throw new Error(`no ${visit} ${documentType}`);
  return found.truth as T;
};

describe('the sample documents through the real local pipeline', () => {
  it('end in a settled visit, a visit with a refund due and a bill that does not match its EOB', async () => {
    const user = newUser({ given_name: 'Ignatius' });
    const added = await call(createSamples, { method: 'POST', route: '/api/samples', body: {}, user });
    expect(added.status).toBe(201);

    const deps = getDependencies();
    const records = await deps.documents.listForMember(user.sub, SAMPLE_MEMBER_ID);
    expect(records).toHaveLength(SAMPLE_DOCUMENT_COUNT);
    for (const doc of records) {
      const outcome = await pipeline.start({ bucket: doc.storage_bucket ?? '', key: doc.file_path ?? '', size: doc.file_size ?? 0 });
      expect(outcome.status, doc.file_name ?? doc.id).toBe('SUCCEEDED');
    }

    const status = samplesResponseSchema.parse((await call(getSamples, { method: 'GET', route: '/api/samples', user })).body);
    expect(status.documents.map((doc) => doc.extractionStatus)).toEqual(Array(SAMPLE_DOCUMENT_COUNT).fill('completed'));

    const ledgers = ledgersResponseSchema.parse((await call(getLedgers, { method: 'GET', route: '/api/ledgers', query: { memberId: SAMPLE_MEMBER_ID, year }, user })).body);
    expect(ledgers.unlinkedPayments).toEqual([]);
    const byProvider = (visit: SampleDocument['visit']) => ledgers.ledgers.find((ledger) => ledger.providerName === truthOf<ExtractedBill>(visit, 'medical_bill').providerName);

    const settledBill = truthOf<ExtractedBill>('settled', 'medical_bill');
    expect(byProvider('settled')).toMatchObject({
      result: { kind: 'paid_in_full', amount: null },
      settled: true,
      insurerSaysYouOwe: dollarsToCents(settledBill.amountDue ?? 0),
      youPaid: dollarsToCents(settledBill.amountDue ?? 0),
    });

    // Paid the whole bill before insurance processed it; the EOB says less is owed.
    const refundBill = truthOf<ExtractedBill>('refund', 'medical_bill');
    const refundEob = truthOf<ExtractedEob>('refund', 'insurance_payment');
    expect(byProvider('refund')).toMatchObject({
      result: { kind: 'refund_due', amount: dollarsToCents(refundBill.subtotal) - dollarsToCents(refundEob.patientResponsibility) },
      settled: false,
      youPaid: dollarsToCents(refundBill.subtotal),
    });
    expect(ledgers.refundsDue).toBe(dollarsToCents(refundBill.subtotal) - dollarsToCents(refundEob.patientResponsibility));

    const mismatchBill = truthOf<ExtractedBill>('mismatch', 'medical_bill');
    const mismatchEob = truthOf<ExtractedEob>('mismatch', 'insurance_payment');
    const mismatch = byProvider('mismatch');
    expect(mismatch).toMatchObject({
      settled: false,
      providerBilledYou: dollarsToCents(mismatchBill.amountDue ?? 0),
      insurerSaysYouOwe: dollarsToCents(mismatchEob.patientResponsibility),
      youPaid: 0,
    });
    expect(mismatch?.providerBilledYou).not.toBe(mismatch?.insurerSaysYouOwe);
    expect(ledgers.ledgers).toHaveLength(3);

    // The bill detail page's comparison: one perfect match, two partial (same visit, other figures).
    const billOf = async (billId: string | null | undefined) => (await call(getDocument, { method: 'GET', route: '/api/documents/{documentId}', pathParameters: { documentId: billId ?? '' }, user })).body.document;
    expect((await billOf(byProvider('settled')?.billId)).matchState).toBe('perfect');
    expect((await billOf(byProvider('refund')?.billId)).matchState).toBe('partial');
    const mismatchDoc = await billOf(mismatch?.billId);
    expect(mismatchDoc.matchState).toBe('partial');
    // Its printed due date, read by the pipeline: 10 days away, so the reminders list has it.
    expect(mismatchDoc.extractedData.dueDate).toBe(addDays(today, 10));

    const totals = totalsResponseSchema.parse((await call(getTotals, { method: 'GET', route: '/api/totals', query: { memberId: SAMPLE_MEMBER_ID, year }, user })).body);
    expect(totals.billed).toBe([settledBill, refundBill, mismatchBill].reduce((sum, bill) => sum + dollarsToCents(bill.subtotal), 0));
    expect(totals.youPaid).toBe(dollarsToCents(settledBill.amountDue ?? 0) + dollarsToCents(refundBill.subtotal));
  }, 240_000);
});
