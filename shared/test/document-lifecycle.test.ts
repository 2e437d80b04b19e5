import { describe, expect, it } from 'vitest';
import {
  billTitle,
  clientDocumentStatus,
  createStoredDocument,
  extractionFailureUpdate,
  extractionStatusSchema,
  extractionUpdate,
  generateBillNumber,
  initialDocumentStatus,
  isExtractionFinished,
  requiresManualReview,
  storedDocumentSchema,
} from '../src';

describe('document status', () => {
  it.each([
    ['medical_bill', 'pending'],
    ['insurance_payment', 'pending'],
    ['user_payment', 'completed'],
  ] as const)('a new %s starts %s', (documentType, status) => {
    expect(initialDocumentStatus(documentType)).toBe(status);
  });

  it.each([
    ['medical_bill', 'pending', 'pending'],
    ['medical_bill', 'completed', 'completed'],
    ['insurance_payment', 'pending', 'processed'],
    ['user_payment', 'pending', 'completed'],
  ] as const)('client view of %s stored %s -> %s', (documentType, stored, shown) => {
    expect(clientDocumentStatus(documentType, stored)).toBe(shown);
  });
});

describe('extraction_status', () => {
  it('knows when extraction is over', () => {
    expect(extractionStatusSchema.options.filter(isExtractionFinished)).toEqual(['completed', 'failed']);
  });
});

describe('requiresManualReview', () => {
  it.each([
    ['medical_bill', 0.69, { hasErrors: false }, true],
    ['medical_bill', 0.7, { hasErrors: false }, false],
    ['medical_bill', 0.95, { hasErrors: true }, true],
    ['medical_bill', 0.95, undefined, false],
    ['medical_bill', Number.NaN, undefined, true],
    ['insurance_payment', 0.69, undefined, true],
    ['insurance_payment', 0.7, { hasErrors: true }, false],
    ['user_payment', 0.5, undefined, true],
    ['user_payment', 1, null, false],
  ] as const)('%s with confidence %s and analysis %j -> %s', (documentType, confidence, analysis, expected) => {
    expect(requiresManualReview(documentType, confidence, analysis)).toBe(expected);
  });
});

describe('generated defaults', () => {
  const now = new Date('2024-03-01T10:00:00.000Z');

  it('makes bill numbers BILL-{timestamp}-{random}', () => {
    expect(generateBillNumber(now, () => 0)).toBe(`BILL-${now.getTime()}-000000`);
    expect(generateBillNumber(now, () => 0.9999999999999999)).toBe(`BILL-${now.getTime()}-ZZZZZZ`);
    expect(generateBillNumber(now)).toMatch(new RegExp(`^BILL-${now.getTime()}-[0-9A-Z]{6}$`));
  });

  it('titles bills with their amount', () => {
    expect(billTitle(0)).toBe('Medical Bill - $0.00');
    expect(billTitle(123450)).toBe('Medical Bill - $1,234.50');
  });

  const base = { id: 'd1', userId: 'u1', familyMemberId: 'm1', filePath: 'u1/x', fileName: 'x.pdf', contentType: 'application/pdf', fileSize: 10, now, random: () => 0 };

  it.each([
    ['medical_bill', { provider_name: 'Unknown Provider', bill_number: `BILL-${now.getTime()}-000000`, title: 'Medical Bill - $0.00', insurance_company: null, payment_method: null, status: 'pending' }],
    ['insurance_payment', { provider_name: 'Unknown Provider', bill_number: null, title: null, insurance_company: 'Unknown Insurance', payment_method: null, status: 'pending' }],
    ['user_payment', { provider_name: null, bill_number: null, title: null, insurance_company: null, payment_method: 'Unknown Method', status: 'completed' }],
  ] as const)('a new %s record', (documentType, expected) => {
    const document = createStoredDocument({ ...base, documentType });
    expect(storedDocumentSchema.parse(document)).toEqual(document);
    expect(document).toMatchObject({
      ...expected,
      amount: 0,
      document_date: '2024-03-01',
      file_path: 'u1/x',
      extraction_status: 'pending',
      requires_manual_review: false,
      pipeline_stage: 'uploaded',
      created_at: '2024-03-01T10:00:00.000Z',
    });
  });

  it('parses older records without the added fields', () => {
    const { file_name: _a, content_type: _b, file_size: _c, pipeline_stage: _d, failure_reason: _e, ...older } = createStoredDocument({ ...base, documentType: 'medical_bill' });
    expect(storedDocumentSchema.parse(older)).toMatchObject({ file_name: null, content_type: null, file_size: null, pipeline_stage: 'uploaded', failure_reason: null });
  });
});

describe('values written back after extraction', () => {
  // Amounts in cents (Decision 13).
  const bill = { providerName: 'City Clinic', patientName: 'Jane', invoiceNumber: 'INV-9', invoiceDate: '2024-01-10', subtotal: 25000, lineItems: [], confidence: 0.9 };

  it('bill: amount = subtotal, bill number, provider, document date = invoice date, manual review from the analysis', () => {
    const analysis = { hasErrors: true, errors: ['x'], warnings: [], recommendations: [] };
    expect(extractionUpdate({ documentType: 'medical_bill', data: bill, analysis, existingDocumentDate: '2024-03-01' })).toEqual({
      amount: 25000,
      title: 'Medical Bill - $250.00',
      bill_number: 'INV-9',
      provider_name: 'City Clinic',
      document_date: '2024-01-10',
      ai_extracted_data: bill,
      ai_confidence: 0.9,
      ai_analysis: analysis,
      requires_manual_review: true,
      extraction_status: 'completed',
      pipeline_stage: 'done',
      failure_reason: null,
    });
    expect(extractionUpdate({ documentType: 'medical_bill', data: bill, existingDocumentDate: null })).toMatchObject({ ai_analysis: null, requires_manual_review: false });
  });

  it('EOB: amount = plan paid (else 0), document date = statement date (else kept)', () => {
    const eob = { insuranceCompany: 'Acme', claimNumber: 'C1', memberName: 'Jane', providerName: 'City Clinic', amountBilled: 25000, patientResponsibility: 5000, confidence: 0.6 };
    expect(extractionUpdate({ documentType: 'insurance_payment', data: { ...eob, planPaid: 20000, statementDate: '2024-02-01' }, existingDocumentDate: '2024-03-01' })).toMatchObject({
      amount: 20000,
      document_date: '2024-02-01',
      provider_name: 'City Clinic',
      insurance_company: 'Acme',
      claim_number: 'C1',
      requires_manual_review: true,
      ai_analysis: null,
    });
    expect(extractionUpdate({ documentType: 'insurance_payment', data: eob, analysis: { hasErrors: true, errors: [], warnings: [], recommendations: [] }, existingDocumentDate: '2024-03-01' })).toMatchObject({
      amount: 0,
      document_date: '2024-03-01',
      requires_manual_review: true,
      ai_analysis: null,
    });
  });

  it('receipt: amount = total, method and transaction id', () => {
    const receipt = { merchantName: 'City Clinic', totalAmount: 5000, items: [], confidence: 0.95 };
    expect(extractionUpdate({ documentType: 'user_payment', data: receipt, existingDocumentDate: '2024-03-01' })).toMatchObject({
      amount: 5000,
      payment_method: 'Unknown Method',
      transaction_id: null,
      document_date: '2024-03-01',
      requires_manual_review: false,
    });
    expect(
      extractionUpdate({ documentType: 'user_payment', data: { ...receipt, paymentMethod: 'Visa', transactionId: 'T1', transactionDate: '2024-02-02' }, existingDocumentDate: null }),
    ).toMatchObject({ payment_method: 'Visa', transaction_id: 'T1', document_date: '2024-02-02' });
  });

  it('a failure marks the document failed and for manual review', () => {
    expect(extractionFailureUpdate('We could not read this file.')).toEqual({
      extraction_status: 'failed',
      requires_manual_review: true,
      pipeline_stage: 'done',
      failure_reason: 'We could not read this file.',
    });
  });
});
