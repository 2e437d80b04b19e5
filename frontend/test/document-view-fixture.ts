import type { DocumentView, SearchResult } from '@fairbill/shared';

/** A DocumentView as the API returns it, with the fields a test cares about overridden. */
export function documentView(overrides: Partial<DocumentView> = {}): DocumentView {
  return {
    id: 'd1', documentType: 'medical_bill', familyMemberId: 'm1', title: null, description: null, fileName: 'bill.pdf',
    contentType: 'application/pdf', fileSize: 1, filePath: 'u1/bill.pdf', status: 'processed', extractionStatus: 'completed',
    pipelineStage: 'done', requiresManualReview: false, failureReason: null, amount: 0, documentDate: null, providerName: null,
    billNumber: null, insuranceCompany: null, paymentMethod: null, claimNumber: null, transactionId: null, billId: null,
    confidence: 0.95, extractedData: null, analysis: null, matchState: null, matchedEobId: null, version: 1, revision: 1,
    createdAt: '2026-01-05T10:00:00.000Z', updatedAt: '2026-01-05T10:00:00.000Z', ...overrides,
  };
}

const completed = { extractionStatus: 'completed', requiresManualReview: false, failureReason: null } as const;

export const billResult = (overrides: Partial<Extract<SearchResult, { type: 'bill' }>> = {}): SearchResult => ({
  type: 'bill', id: 'b1', amount: 123450, date: '2026-01-05', description: 'City Clinic', familyMemberId: 'm1', filePath: null,
  status: 'processed', ...completed, providerName: 'City Clinic', billNumber: 'INV-1', ...overrides,
});

export const eobResult = (overrides: Partial<Extract<SearchResult, { type: 'eob' }>> = {}): SearchResult => ({
  type: 'eob', id: 'e1', amount: 80000, date: '2026-01-06', description: 'Acme Health', familyMemberId: 'm2', filePath: null,
  status: 'processed', ...completed, insuranceCompany: 'Acme Health', providerName: 'City Clinic', claimNumber: 'C-1', patientResponsibility: 43450,
  ...overrides,
});

export const receiptResult = (overrides: Partial<Extract<SearchResult, { type: 'receipt' }>> = {}): SearchResult => ({
  type: 'receipt', id: 'r1', amount: 5000, date: '2026-01-07', description: 'Visa', familyMemberId: 'unknown-member', filePath: null,
  status: 'completed', ...completed, paymentMethod: 'Visa', transactionId: null, billId: null, ...overrides,
});
