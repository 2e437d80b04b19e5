import { describe, expect, it } from 'vitest';
import { buildVisitLedgers, ledgerLink, type ExtractedBill, type ExtractedEob, type StoredDocument, type VisitLedger } from '../src';
import { storedDocument } from './support/documents';

// Issue 14: one ledger per visit from one member's documents, amounts in cents (Decision 13).

const DOS = '2025-03-04';
const baseBill: ExtractedBill = {
  providerName: 'Lakeside Clinic',
  patientName: 'Jane Doe',
  invoiceNumber: 'LC-1',
  invoiceDate: '2025-03-20',
  serviceDate: DOS,
  subtotal: 50000,
  insurancePaid: 40000,
  amountDue: 10000,
  lineItems: [],
  confidence: 0.9,
};
const baseEob: ExtractedEob = {
  insuranceCompany: 'Heronshield',
  statementDate: '2025-03-15',
  claimNumber: 'HS-1',
  // Decision 12's normalization: the same provider and person as the bill.
  memberName: 'DOE, JANE',
  serviceDate: DOS,
  providerName: 'LAKESIDE CLINIC.',
  amountBilled: 50000,
  planPaid: 40000,
  patientResponsibility: 10000,
  confidence: 0.9,
};

const created = (minute: number) => `2025-06-01T12:${String(minute).padStart(2, '0')}:00.000Z`;

function bill(changes: Partial<ExtractedBill> = {}, record: Partial<StoredDocument> = {}): StoredDocument {
  const data = { ...baseBill, ...changes };
  return storedDocument('medical_bill', { extraction_status: 'completed', ai_extracted_data: data, document_date: data.invoiceDate, amount: data.subtotal, ...record });
}

function eob(changes: Partial<ExtractedEob> = {}, record: Partial<StoredDocument> = {}): StoredDocument {
  const data = { ...baseEob, ...changes };
  return storedDocument('insurance_payment', { extraction_status: 'completed', ai_extracted_data: data, document_date: data.statementDate ?? null, amount: data.planPaid ?? 0, ...record });
}

/** An uploaded receipt, as the pipeline stores it (amount = total, date = transaction date). */
function receipt(amount: number, date: string, merchantName = 'Lakeside Clinic', record: Partial<StoredDocument> = {}): StoredDocument {
  return storedDocument('user_payment', {
    extraction_status: 'completed',
    ai_extracted_data: { merchantName, totalAmount: amount, transactionDate: date, items: [], confidence: 0.9 },
    amount,
    document_date: date,
    ...record,
  });
}

/** A payment recorded on a bill (Decision 5): no file, no extracted data. */
function recorded(billDoc: StoredDocument, amount: number, date: string): StoredDocument {
  return storedDocument('user_payment', { extraction_status: 'completed', bill_id: billDoc.id, provider_name: billDoc.provider_name, amount, document_date: date, file_path: null });
}

function only(documents: StoredDocument[]): VisitLedger {
  const { ledgers } = buildVisitLedgers(documents);
  expect(ledgers).toHaveLength(1);
  return ledgers[0] as VisitLedger;
}

describe('a visit ledger', () => {
  it('joins a bill and its EOB and says what is still owed', () => {
    const billDoc = bill();
    const eobDoc = eob();
    expect(only([billDoc, eobDoc])).toEqual({
      id: billDoc.id,
      memberId: 'm1',
      providerName: 'Lakeside Clinic',
      dateOfService: DOS,
      date: DOS,
      billId: billDoc.id,
      eobId: eobDoc.id,
      billIds: [billDoc.id],
      eobIds: [eobDoc.id],
      paymentIds: [],
      payments: [],
      insurerSaysYouOwe: 10000,
      providerBilledYou: 10000,
      youPaid: 0,
      result: { kind: 'owe', amount: 10000 },
      settled: false,
    });
  });

  it('adds partial payments recorded on the bill', () => {
    const billDoc = bill();
    const ledger = only([billDoc, eob(), recorded(billDoc, 2500, '2025-03-25'), recorded(billDoc, 3005, '2025-04-25')]);
    expect(ledger).toMatchObject({ youPaid: 5505, result: { kind: 'owe', amount: 4495 }, settled: false });
    expect(ledger.paymentIds).toHaveLength(2);
  });

  it('is paid in full by a receipt of the responsibility, linked by provider, date and amount', () => {
    const paid = receipt(10000, '2025-04-01', 'LAKESIDE CLINIC');
    expect(only([bill(), eob(), paid])).toMatchObject({ paymentIds: [paid.id], youPaid: 10000, result: { kind: 'paid_in_full', amount: null }, settled: true });
  });

  it('says a refund is due when more than the responsibility was paid', () => {
    const billDoc = bill();
    expect(only([billDoc, eob(), recorded(billDoc, 10000, '2025-03-25'), recorded(billDoc, 2550, '2025-04-02')]).result).toEqual({ kind: 'refund_due', amount: 2550 });
  });

  it('asks "Paid twice?" for two payments of the same amount on the same day', () => {
    const ledger = only([bill(), eob(), receipt(10000, '2025-04-01'), receipt(10000, '2025-04-01')]);
    expect(ledger).toMatchObject({ youPaid: 20000, result: { kind: 'paid_twice', amount: 10000 } });
  });

  it('is exact in cents', () => {
    const billDoc = bill({ amountDue: 30 });
    const cents = [billDoc, eob({ patientResponsibility: 30, planPaid: 49970 }), recorded(billDoc, 10, '2025-03-25'), recorded(billDoc, 20, '2025-03-26')];
    expect(only(cents)).toMatchObject({ youPaid: 30, result: { kind: 'paid_in_full' } });
    const short = bill({ amountDue: 10001 });
    expect(only([short, eob({ patientResponsibility: 10001 }), recorded(short, 10000, '2025-03-25')]).result).toEqual({ kind: 'owe', amount: 1 });
  });
});

describe('two EOBs for one bill (a reprocessed claim)', () => {
  const first = eob({ statementDate: '2025-03-15', patientResponsibility: 10000 });
  const reprocessed = eob({ statementDate: '2025-04-10', claimNumber: 'HS-1-R', planPaid: 44000, patientResponsibility: 6000 });

  it('the latest EOB wins', () => {
    const ledger = only([reprocessed, bill({ invoiceDate: '2025-04-20', insurancePaid: 44000, amountDue: 6000 }), first]);
    expect(ledger).toMatchObject({ eobId: reprocessed.id, eobIds: [first.id, reprocessed.id], insurerSaysYouOwe: 6000, result: { kind: 'owe', amount: 6000 } });
  });

  it('an EOB uploaded later wins a tie of statement dates', () => {
    const early = eob({ patientResponsibility: 7000 }, { created_at: created(1) });
    const later = eob({ patientResponsibility: 8000 }, { created_at: created(2) });
    expect(only([later, early]).insurerSaysYouOwe).toBe(8000);
  });

  it('a bill sent before the reprocessed EOB was billed before insurance processed', () => {
    expect(only([bill(), first, reprocessed]).result).toEqual({ kind: 'billed_before_insurance', amount: 10000 });
  });

  it('a refund is due after a corrected EOB lowers what was already paid', () => {
    const paid = receipt(10000, '2025-03-30');
    const ledger = only([bill(), first, paid, reprocessed]);
    expect(ledger).toMatchObject({ paymentIds: [paid.id], insurerSaysYouOwe: 6000, youPaid: 10000, result: { kind: 'refund_due', amount: 4000 } });
  });
});

describe('billed before insurance processed', () => {
  it('a bill dated before its EOB that disagrees with it', () => {
    const early = bill({ invoiceDate: '2025-03-10', insurancePaid: 0, amountDue: 50000 });
    expect(only([early, eob()]).result).toEqual({ kind: 'billed_before_insurance', amount: 50000 });
  });

  it('a bill after the EOB that shows no insurance payment where the EOB shows one', () => {
    expect(only([bill({ insurancePaid: undefined, amountDue: 50000 }), eob()]).result.kind).toBe('billed_before_insurance');
    // The plan paid nothing (a deductible): a bill without insurance payment is right.
    const deductible = eob({ planPaid: 0, patientResponsibility: 50000 });
    expect(only([bill({ insurancePaid: 0, amountDue: 50000 }), deductible]).result).toEqual({ kind: 'owe', amount: 50000 });
    // An EOB that states no plan payment, after the bill: the bill disagrees, but nothing says it came early.
    expect(only([bill({ insurancePaid: 0, amountDue: 50000, invoiceDate: '2025-03-20' }), eob({ planPaid: undefined })]).result).toEqual({ kind: 'owe', amount: 10000 });
  });

  it('not when the early bill agrees with the EOB (what was paid before it counted)', () => {
    const early = bill({ invoiceDate: '2025-03-10', amountDue: 7000 });
    // $30 paid at the desk on the day of the visit (recorded on the bill), before the bill: the
    // bill's $70 + $30 = the EOB's $100. The rest is paid with a receipt of the bill's $70.
    const desk = recorded(early, 3000, DOS);
    expect(only([early, eob(), desk]).result).toEqual({ kind: 'owe', amount: 7000 });
    expect(only([early, eob(), desk, receipt(7000, '2025-03-30')]).result.kind).toBe('paid_in_full');
  });

  it('a bill without insurance payment while an EOB of the member is still being read', () => {
    const reading = storedDocument('insurance_payment', { extraction_status: 'processing' });
    expect(only([bill({ insurancePaid: undefined, amountDue: 50000 }), reading]).result).toEqual({ kind: 'billed_before_insurance', amount: 50000 });
    expect(only([bill({ amountDue: 10000 }), reading]).result.kind).toBe('owe');
  });
});

describe('a bill without EOB, an EOB without bill', () => {
  it('a bill alone owes its amount due', () => {
    expect(only([bill()])).toMatchObject({ eobId: null, insurerSaysYouOwe: null, providerBilledYou: 10000, result: { kind: 'owe', amount: 10000 } });
  });

  it('a bill alone without an amount due owes an unknown amount', () => {
    expect(only([bill({ amountDue: undefined })]).result).toEqual({ kind: 'owe', amount: null });
  });

  it('a statement sent again after the payment is paid in full, not a refund', () => {
    const firstStatement = bill({ invoiceDate: '2025-03-20' });
    const again = bill({ invoiceDate: '2025-05-01', amountDue: 0 });
    const ledger = only([firstStatement, receipt(10000, '2025-04-01'), again]);
    expect(ledger).toMatchObject({ billId: again.id, billIds: [firstStatement.id, again.id], providerBilledYou: 0, youPaid: 10000, result: { kind: 'paid_in_full' } });
  });

  it('an EOB alone owes its responsibility, dated by its date of service', () => {
    const eobDoc = eob();
    expect(only([eobDoc])).toMatchObject({ id: eobDoc.id, billId: null, providerName: 'LAKESIDE CLINIC.', dateOfService: DOS, insurerSaysYouOwe: 10000, providerBilledYou: null, result: { kind: 'owe', amount: 10000 } });
  });

  it('EOBs of one claim without a bill are one visit; an EOB without a date of service is its own, filed under its statement date', () => {
    const undated = eob({ serviceDate: undefined, statementDate: undefined }, { document_date: '2025-02-01' });
    const { ledgers } = buildVisitLedgers([eob(), eob({ statementDate: '2025-04-01', patientResponsibility: 5000 }), undated]);
    expect(ledgers.map((ledger) => [ledger.eobIds.length, ledger.insurerSaysYouOwe, ledger.dateOfService, ledger.date])).toEqual([
      [2, 5000, DOS, DOS],
      [1, 10000, null, '2025-02-01'],
    ]);
  });

  it('a bill without a date of service is its own visit, filed under its invoice date', () => {
    const { ledgers } = buildVisitLedgers([bill({ serviceDate: undefined }), eob()]);
    expect(ledgers.map((ledger) => [ledger.billId === null, ledger.dateOfService, ledger.date])).toEqual([
      [false, null, '2025-03-20'],
      [true, DOS, DOS],
    ]);
  });

  it('another billed amount from the same provider that day is another claim, so another visit', () => {
    const { ledgers } = buildVisitLedgers([bill(), bill({ subtotal: 9000, insurancePaid: 6000, amountDue: 3000 }), eob()]);
    expect(ledgers.map((ledger) => [ledger.providerBilledYou, ledger.insurerSaysYouOwe])).toEqual(
      expect.arrayContaining([
        [10000, 10000],
        [3000, null],
      ]),
    );
  });
});

describe('receipts and payments', () => {
  it('leaves unlinked a receipt of another provider, one dated before the visit and one of another amount', () => {
    const others = [receipt(10000, '2025-04-01', 'Hillcrest Pharmacy'), receipt(10000, '2025-03-01'), receipt(4321, '2025-04-01')];
    const { ledgers, unlinkedPayments } = buildVisitLedgers([bill(), eob(), ...others]);
    expect(ledgers[0]).toMatchObject({ paymentIds: [], youPaid: 0 });
    expect(unlinkedPayments.map((payment) => payment.id).sort()).toEqual(others.map((payment) => payment.id).sort());
    expect(unlinkedPayments.find((payment) => payment.amount === 4321)).toEqual({ id: others[2]?.id, memberId: 'm1', date: '2025-04-01', amount: 4321, providerName: 'Lakeside Clinic', unlinkedByHand: false });
  });

  it('ignores receipts still being read or failed, and empty amounts', () => {
    const unread = receipt(10000, '2025-04-01', 'Lakeside Clinic', { extraction_status: 'processing' });
    const failed = receipt(10000, '2025-04-01', 'Lakeside Clinic', { extraction_status: 'failed' });
    const empty = receipt(0, '2025-04-01');
    expect(buildVisitLedgers([bill(), unread, failed, empty])).toMatchObject({ ledgers: [{ youPaid: 0 }], unlinkedPayments: [] });
  });

  it('keeps a payment recorded on a bill with that bill, whatever its amount', () => {
    const billDoc = bill();
    const payment = recorded(billDoc, 1234, '2025-03-25');
    expect(only([billDoc, payment]).paymentIds).toEqual([payment.id]);
  });

  it('says how each payment of a visit joined it: on its bill, or matched by provider, date and amount', () => {
    const billDoc = bill();
    const desk = recorded(billDoc, 2500, '2025-03-25');
    const paid = receipt(10000, '2025-04-01', '  LAKESIDE CLINIC ');
    expect(only([billDoc, eob(), paid, desk]).payments).toEqual([
      { id: desk.id, date: '2025-03-25', amount: 2500, providerName: billDoc.provider_name, joinedBy: 'bill' },
      { id: paid.id, date: '2025-04-01', amount: 10000, providerName: 'LAKESIDE CLINIC', joinedBy: 'match' },
    ]);
  });

  it('a payment recorded on a bill that is still being read belongs to no visit', () => {
    const pending = storedDocument('medical_bill', { extraction_status: 'pending', provider_name: null });
    const { ledgers, unlinkedPayments } = buildVisitLedgers([pending, recorded(pending, 1234, '2025-03-25')]);
    expect(ledgers).toEqual([]);
    expect(unlinkedPayments).toHaveLength(1);
  });

  it('gives a receipt that fits two visits of the provider to the latest one before it', () => {
    const march = bill();
    const may = bill({ serviceDate: '2025-05-02', invoiceDate: '2025-05-10', invoiceNumber: 'LC-2' });
    const june = bill({ serviceDate: '2025-06-02', invoiceDate: '2025-06-10', invoiceNumber: 'LC-3' });
    const paid = receipt(10000, '2025-05-20');
    const { ledgers } = buildVisitLedgers([march, may, june, paid]);
    expect(Object.fromEntries(ledgers.map((ledger) => [ledger.billId, ledger.paymentIds]))).toEqual({ [march.id]: [], [may.id]: [paid.id], [june.id]: [] });
    // An EOB-only visit (listed after the bills' visits) earlier than the bill's: still the latest wins.
    const february = eob({ serviceDate: '2025-02-03', statementDate: '2025-02-20', amountBilled: 20000, planPaid: 10000 });
    const april = receipt(10000, '2025-04-01');
    const both = buildVisitLedgers([march, february, april]).ledgers;
    expect(Object.fromEntries(both.map((ledger) => [ledger.id, ledger.paymentIds]))).toEqual({ [march.id]: [april.id], [february.id]: [] });
  });
});

describe('the family', () => {
  it("keeps members' visits apart, newest visit first", () => {
    const tom = 'm2';
    const tomBill = bill({ serviceDate: '2025-07-01', invoiceDate: '2025-07-10' }, { family_member_id: tom });
    // Tom's receipt of Jane's amount and provider goes to Tom's visit only when it fits it.
    const tomReceipt = receipt(10000, '2025-07-20', 'Lakeside Clinic', { family_member_id: tom });
    const { ledgers } = buildVisitLedgers([bill(), eob(), tomBill, tomReceipt]);
    expect(ledgers.map((ledger) => [ledger.memberId, ledger.date, ledger.paymentIds.length])).toEqual([
      [tom, '2025-07-01', 1],
      ['m1', DOS, 0],
    ]);
  });
});

describe('ledgerLink', () => {
  it("opens the latest bill's detail, else the EOB's page", () => {
    expect(ledgerLink({ billId: 'b 1', eobId: 'e1' })).toBe('/bill-detail?billId=b%201');
    expect(ledgerLink({ billId: null, eobId: 'e/1' })).toBe('/documents/e%2F1');
    expect(ledgerLink({ billId: null, eobId: null })).toBeNull();
  });
});

// Issue 14: a payment the person linked to a visit by hand (`visit_link`), or took out of every visit.
describe('hand links', () => {
  const linkedTo = (doc: StoredDocument): Partial<StoredDocument> => ({ visit_link: { document_id: doc.id } });
  const unlinked: Partial<StoredDocument> = { visit_link: 'none' };

  it('joins a receipt the rule leaves out (another name, another amount) to the visit of the document it names', () => {
    const billDoc = bill();
    const eobDoc = eob();
    const pharmacy = receipt(4321, '2025-04-01', 'Hillcrest Pharmacy', linkedTo(eobDoc));
    const { ledgers, unlinkedPayments } = buildVisitLedgers([billDoc, eobDoc, pharmacy]);
    expect(unlinkedPayments).toEqual([]);
    expect(ledgers[0]).toMatchObject({ billId: billDoc.id, paymentIds: [pharmacy.id], youPaid: 4321, result: { kind: 'owe', amount: 5679 } });
    expect(ledgers[0]?.payments).toEqual([{ id: pharmacy.id, date: '2025-04-01', amount: 4321, providerName: 'Hillcrest Pharmacy', joinedBy: 'hand' }]);
  });

  it('wins over the automatic join, and over the bill a payment was recorded on', () => {
    const march = bill();
    const may = bill({ serviceDate: '2025-05-02', invoiceDate: '2025-05-10', invoiceNumber: 'LC-2' });
    // The rule would give it to May's visit (the latest before it): the person says March's.
    const paid = receipt(10000, '2025-05-20', 'Lakeside Clinic', linkedTo(march));
    const desk = { ...recorded(may, 2500, '2025-05-02'), ...linkedTo(march) };
    const { ledgers } = buildVisitLedgers([march, may, paid, desk]);
    expect(Object.fromEntries(ledgers.map((ledger) => [ledger.billId, ledger.paymentIds]))).toEqual({ [march.id]: [desk.id, paid.id], [may.id]: [] });
  });

  it('follows the document to whichever visit holds it: the visit keeps its payment when its first document is deleted', () => {
    const billDoc = bill();
    const eobDoc = eob();
    const paid = receipt(4000, '2025-04-01', 'Hillcrest Pharmacy', linkedTo(eobDoc));
    // The visit's id is its first document's (the bill); without the bill it is the EOB's.
    expect(only([billDoc, eobDoc, paid])).toMatchObject({ id: billDoc.id, paymentIds: [paid.id] });
    expect(only([eobDoc, paid])).toMatchObject({ id: eobDoc.id, paymentIds: [paid.id], youPaid: 4000 });
  });

  it("falls back on the automatic rule when the document it names is gone, not read yet, or another member's", () => {
    const billDoc = bill();
    const gone = storedDocument('medical_bill');
    const reading = storedDocument('medical_bill', { extraction_status: 'processing' });
    const toms = bill({ serviceDate: '2025-07-01' }, { family_member_id: 'm2' });
    const matching = [gone, reading, toms].map((target) => receipt(10000, '2025-04-01', 'Lakeside Clinic', linkedTo(target)));
    const other = receipt(4321, '2025-04-01', 'Hillcrest Pharmacy', linkedTo(gone));
    const { ledgers, unlinkedPayments } = buildVisitLedgers([billDoc, eob(), reading, toms, ...matching, other]);
    const janes = ledgers.find((ledger) => ledger.billId === billDoc.id);
    expect(janes?.paymentIds.sort()).toEqual(matching.map((doc) => doc.id).sort());
    expect(janes?.payments.every((payment) => payment.joinedBy === 'match')).toBe(true);
    expect(ledgers.find((ledger) => ledger.billId === toms.id)?.paymentIds).toEqual([]);
    expect(unlinkedPayments).toEqual([{ id: other.id, memberId: 'm1', date: '2025-04-01', amount: 4321, providerName: 'Hillcrest Pharmacy', unlinkedByHand: false }]);
  });

  it('counts a payment of the next year in the visit it names, filed under the visit\'s date (a January receipt of a December visit)', () => {
    const december = bill({ serviceDate: '2025-12-15', invoiceDate: '2025-12-20' });
    const january = receipt(10000, '2026-01-08', 'Card Services Inc', linkedTo(december));
    const { ledgers, unlinkedPayments } = buildVisitLedgers([december, january]);
    expect(unlinkedPayments).toEqual([]);
    expect(ledgers).toEqual([expect.objectContaining({ date: '2025-12-15', paymentIds: [january.id], youPaid: 10000, result: { kind: 'paid_in_full', amount: null } })]);
    expect(ledgers[0]?.payments).toEqual([{ id: january.id, date: '2026-01-08', amount: 10000, providerName: 'Card Services Inc', joinedBy: 'hand' }]);
  });

  it('keeps a payment unlinked by hand out of every visit, the one it matches and the bill it was recorded on included', () => {
    const billDoc = bill();
    const paid = receipt(10000, '2025-04-01', 'Lakeside Clinic', unlinked);
    const desk = { ...recorded(billDoc, 2500, '2025-03-25'), ...unlinked };
    const { ledgers, unlinkedPayments } = buildVisitLedgers([billDoc, eob(), paid, desk]);
    expect(ledgers[0]).toMatchObject({ paymentIds: [], payments: [], youPaid: 0, result: { kind: 'owe', amount: 10000 } });
    expect(unlinkedPayments).toEqual([
      { id: desk.id, memberId: 'm1', date: '2025-03-25', amount: 2500, providerName: billDoc.provider_name, unlinkedByHand: true },
      { id: paid.id, memberId: 'm1', date: '2025-04-01', amount: 10000, providerName: 'Lakeside Clinic', unlinkedByHand: true },
    ]);
  });

  it('asks "Paid twice?" when a receipt linked by hand repeats a payment of the same amount and day', () => {
    const paid = receipt(10000, '2025-04-01');
    const again = receipt(10000, '2025-04-01', 'Card Services Inc', linkedTo(eob()));
    const eobDoc = eob();
    const twice = receipt(10000, '2025-04-01', 'Card Services Inc', linkedTo(eobDoc));
    expect(buildVisitLedgers([bill(), eobDoc, paid, again]).unlinkedPayments.map((payment) => payment.id)).toEqual([again.id]);
    expect(only([bill(), eobDoc, paid, twice])).toMatchObject({ youPaid: 20000, result: { kind: 'paid_twice', amount: 10000 }, settled: false });
  });

  it('says a refund is due when a receipt linked by hand pays more than the EOB says', () => {
    const billDoc = bill();
    const paid = recorded(billDoc, 10000, '2025-03-25');
    const extra = receipt(1, '2025-04-02', 'Lakeside Clinic Billing Svc', linkedTo(billDoc));
    expect(only([billDoc, eob(), paid, extra])).toMatchObject({ youPaid: 10001, result: { kind: 'refund_due', amount: 1 } });
  });

  it('is exact in cents with receipts linked by hand', () => {
    const billDoc = bill({ amountDue: 10001 });
    const eobDoc = eob({ patientResponsibility: 10001, planPaid: 39999 });
    const parts = [3333, 3333, 3335].map((amount, index) => receipt(amount, `2025-04-0${index + 1}`, 'Online Payments', linkedTo(eobDoc)));
    expect(only([billDoc, eobDoc, ...parts])).toMatchObject({ youPaid: 10001, result: { kind: 'paid_in_full', amount: null }, settled: true });
    expect(only([billDoc, eobDoc, ...parts.slice(0, 2)]).result).toEqual({ kind: 'owe', amount: 3335 });
  });
});
