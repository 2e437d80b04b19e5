import type { BillComparisonResponse, DocumentView, FamilyMember } from '@fairbill/shared';
import { documentView } from './document-view-fixture';

// Fixtures for the history, explanations and payment page tests: one real-looking bill/EOB pair,
// amounts in cents as the API sends them (Decision 13).

export const jane: FamilyMember = { id: 'm1', firstName: 'Jane', lastName: 'Doe', relationship: 'Self' };

export function billView(amountDue: number, overrides: Partial<DocumentView> = {}, extra: Record<string, unknown> = {}): DocumentView {
  return documentView({
    id: 'bill-1', documentType: 'medical_bill', providerName: 'Lakeside Clinic', amount: 120000, documentDate: '2026-02-10',
    extractedData: {
      providerName: 'Lakeside Clinic', patientName: 'Jane Doe', invoiceNumber: 'INV-1', invoiceDate: '2026-02-10', serviceDate: '2026-02-03',
      subtotal: 120000, insurancePaid: 90000, amountDue, lineItems: [], confidence: 0.95, ...extra,
    },
    ...overrides,
  });
}

export function eobView(patientResponsibility: number, isInNetwork: boolean, overrides: Partial<DocumentView> = {}): DocumentView {
  return documentView({
    id: 'eob-1', documentType: 'insurance_payment', providerName: 'Lakeside Clinic', insuranceCompany: 'Acme Health', amount: 90000,
    extractedData: {
      insuranceCompany: 'Acme Health', claimNumber: 'CLM-1', memberName: 'Jane Doe', serviceDate: '2026-02-03', providerName: 'Lakeside Clinic',
      amountBilled: 120000, allowedAmount: 100000, copay: 4000, deductible: 6000, planPaid: 90000, patientResponsibility, isInNetwork, confidence: 0.95,
    },
    ...overrides,
  });
}

export const perfectPair: BillComparisonResponse = {
  bill: billView(10000),
  eob: eobView(10000, true),
  matchState: 'perfect',
  banner: {
    state: 'perfect',
    message: 'Your EOB and bill match. CLICK HERE TO PAY NOW',
    action: { kind: 'route', to: '/payment?familyMemberId=m1&billId=bill-1' },
  },
};

export function partialPair(inNetwork: boolean, billOwes = 30000, eobOwes = 10000): BillComparisonResponse {
  const path = inNetwork ? '/in-network-explanations' : '/explanations';
  return {
    bill: billView(billOwes),
    eob: eobView(eobOwes, inNetwork),
    matchState: 'partial',
    banner: {
      state: 'partial',
      message: 'Your EOB and bill do not match. Click here for list of potential explanations and actions',
      action: { kind: 'route', to: `${path}?familyMemberId=m1&billId=bill-1&eobId=eob-1` },
    },
  };
}
