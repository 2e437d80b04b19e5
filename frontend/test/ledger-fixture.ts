import type { VisitLedgerResponse } from '@fairbill/shared';

/** A visit's ledger as GET /api/ledgers answers it: Jane's visit to Lakeside Clinic this year, $100.00 owed, unless `changes` say otherwise. */
export function visitLedger(id: string, changes: Partial<VisitLedgerResponse> = {}): VisitLedgerResponse {
  const year = new Date().getFullYear();
  return {
    id,
    memberId: 'm1',
    providerName: 'Lakeside Clinic',
    dateOfService: `${year}-03-04`,
    date: `${year}-03-04`,
    billId: `bill-${id}`,
    eobId: `eob-${id}`,
    billIds: [`bill-${id}`],
    eobIds: [`eob-${id}`],
    paymentIds: [],
    payments: [],
    insurerSaysYouOwe: 10000,
    providerBilledYou: 10000,
    youPaid: 0,
    result: { kind: 'owe', amount: 10000 },
    settled: false,
    ...changes,
  };
}
