import { buildVisitLedgers, isSameEncounter, matchBillToEob, SAMPLE_MEMBER_ID, validateExtractedDataInCents } from '@fairbill/shared';
import type { DocumentType, ExtractedBill, ExtractedEob, ExtractedReceipt, LedgerDocument } from '@fairbill/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalReader } from '../../src/adapters/reader/local-reader';
import { structureByRules } from '../../src/adapters/structurer/rules/structure';
import { addDays } from '../../src/corpus/random';
import { renderSampleDocuments, SAMPLE_DOCUMENT_COUNT, SAMPLE_PATIENT, sampleCalendar, type SampleDocument } from '../../src/corpus/sample-documents';

// "Try it with sample documents" (issue 14): the generated set on any day of the year. Its visits
// must reach their outcomes by the ledger's own rules, and the local reader must read back exactly
// what the documents print (the pipeline run of the set is test/pipeline/samples.test.ts).

const DAYS = ['2026-01-01', '2026-01-09', '2026-03-15', '2026-11-27', '2026-12-31', '2024-02-29'];
const patient = `${SAMPLE_PATIENT.firstName} ${SAMPLE_PATIENT.lastName}`;

/** The truth in cents, as the pipeline stores what it read (Decision 13). */
function inCents<T>(sample: SampleDocument): T {
  const checked = validateExtractedDataInCents(sample.documentType, { ...sample.truth, confidence: 0.95 });
  if (!checked.ok) throw new Error(`${sample.fileName}: ${checked.error}`);
  return checked.data as T;
}

/** A completed record of the sample, as the ledger reads it. */
function asRecord(sample: SampleDocument, index: number): LedgerDocument {
  const data = inCents<ExtractedBill & ExtractedEob & ExtractedReceipt>(sample);
  const byType: Record<DocumentType, { amount: number; date: string; provider: string | null }> = {
    medical_bill: { amount: data.subtotal, date: data.invoiceDate, provider: data.providerName },
    insurance_payment: { amount: data.planPaid ?? 0, date: data.statementDate ?? '', provider: data.providerName },
    user_payment: { amount: data.totalAmount, date: data.transactionDate ?? '', provider: data.merchantName },
  };
  const facts = byType[sample.documentType];
  return {
    id: `doc-${index}`,
    family_member_id: SAMPLE_MEMBER_ID,
    document_type: sample.documentType,
    amount: facts.amount,
    document_date: facts.date,
    created_at: `${facts.date}T12:00:00.000Z`,
    bill_id: null,
    provider_name: facts.provider,
    extraction_status: 'completed',
    ai_extracted_data: data,
  };
}

const of = (samples: readonly SampleDocument[], visit: SampleDocument['visit'], type: DocumentType) => {
  const found = samples.find((sample) => sample.visit === visit && sample.documentType === type);
  if (!found) throw new Error(`no ${visit} ${type}`);
  return found;
};

/** Every date a document prints. */
function datesOf(sample: SampleDocument): string[] {
  const truth = sample.truth as Partial<ExtractedBill & ExtractedEob & ExtractedReceipt>;
  const own = [truth.invoiceDate, truth.serviceDate, truth.statementDate, truth.transactionDate].filter((date): date is string => date !== undefined);
  return [...own, ...(truth.lineItems ?? []).flatMap((item) => (item.date ? [item.date] : []))];
}

describe.each(DAYS)('the sample documents made on %s', (today) => {
  it('are dated in this year, none after today, and the mismatching bill is due in 10 days', async () => {
    const samples = await renderSampleDocuments(today);
    expect(samples).toHaveLength(SAMPLE_DOCUMENT_COUNT);
    expect(new Set(samples.map((sample) => sample.fileName)).size).toBe(SAMPLE_DOCUMENT_COUNT);
    for (const sample of samples) {
      for (const date of datesOf(sample)) {
        expect(date >= `${today.slice(0, 4)}-01-01` && date <= today, `${sample.fileName} ${date}`).toBe(true);
      }
    }
    expect((of(samples, 'mismatch', 'medical_bill').truth as ExtractedBill).dueDate).toBe(addDays(today, 10));
  });

  it('pair each bill with its EOB and reach a settled visit, a refund due and a mismatch by the ledger rules', async () => {
    const samples = await renderSampleDocuments(today);
    for (const visit of ['settled', 'refund', 'mismatch'] as const) {
      const bill = inCents<ExtractedBill>(of(samples, visit, 'medical_bill'));
      const eob = inCents<ExtractedEob>(of(samples, visit, 'insurance_payment'));
      expect([bill.patientName, eob.memberName]).toEqual([patient, patient]);
      expect(isSameEncounter(bill, eob), visit).toBe(true);
      expect(matchBillToEob(bill, [eob]).state, visit).toBe(visit === 'settled' ? 'perfect' : 'partial');
    }

    const { ledgers, unlinkedPayments } = buildVisitLedgers(samples.map(asRecord));
    expect(unlinkedPayments).toEqual([]);
    const resultOf = (visit: SampleDocument['visit']) => ledgers.find((ledger) => ledger.providerName === (of(samples, visit, 'medical_bill').truth as ExtractedBill).providerName)?.result;
    expect(resultOf('settled')).toEqual({ kind: 'paid_in_full', amount: null });
    const refundBill = inCents<ExtractedBill>(of(samples, 'refund', 'medical_bill'));
    const refundEob = inCents<ExtractedEob>(of(samples, 'refund', 'insurance_payment'));
    expect(resultOf('refund')).toEqual({ kind: 'refund_due', amount: refundBill.subtotal - refundEob.patientResponsibility });
    expect(resultOf('mismatch')?.kind).not.toBe('paid_in_full');
    expect(ledgers).toHaveLength(3);
  });
});

describe('the sample documents', () => {
  const reader = new LocalReader();
  afterAll(() => reader.close());

  it('are the same bytes for the same day (seeded), and follow the day', async () => {
    const [first, again, later] = await Promise.all([renderSampleDocuments('2026-06-01'), renderSampleDocuments('2026-06-01'), renderSampleDocuments('2026-06-02')]);
    expect(again.map((sample) => Buffer.from(sample.bytes).toString('base64'))).toEqual(first.map((sample) => Buffer.from(sample.bytes).toString('base64')));
    expect(later.map((sample) => sample.bytes.byteLength === 0)).not.toContain(true);
    expect(later.some((sample, index) => Buffer.compare(sample.bytes, first[index]?.bytes ?? new Uint8Array()) !== 0)).toBe(true);
  });

  it('spread the visits over the 60 days before today, closer together early in January', () => {
    expect([0, 30, 60].map(sampleCalendar('2026-11-27'))).toEqual(['2026-09-28', '2026-10-28', '2026-11-27']);
    expect([0, 30, 60].map(sampleCalendar('2026-01-09'))).toEqual(['2026-01-01', '2026-01-05', '2026-01-09']);
    expect([0, 45].map(sampleCalendar('2026-01-01'))).toEqual(['2026-01-01', '2026-01-01']);
  });

  it.each(['2026-01-01', '2026-11-27'])('read back exactly as they print them with the local reader and structurer (%s)', async (today) => {
    for (const sample of await renderSampleDocuments(today)) {
      const reading = await reader.read({ bytes: sample.bytes, contentType: sample.contentType, documentType: sample.documentType });
      const { data } = structureByRules(reading, sample.documentType);
      const truth = sample.truth as Record<string, unknown>;
      // The fields the ledger, the match, the totals and the reminders use.
      const fields = ['providerName', 'patientName', 'invoiceDate', 'serviceDate', 'dueDate', 'subtotal', 'insurancePaid', 'amountDue', 'memberName', 'statementDate', 'amountBilled', 'planPaid', 'patientResponsibility', 'merchantName', 'transactionDate', 'totalAmount'];
      const wanted = Object.fromEntries(fields.filter((field) => field in truth).map((field) => [field, truth[field]]));
      expect(data, sample.fileName).toMatchObject(wanted);
    }
  }, 60_000);
});
