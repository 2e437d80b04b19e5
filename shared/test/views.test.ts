import { describe, expect, it } from 'vitest';
import {
  documentDay,
  documentDescription,
  patientResponsibilityOf,
  searchResultSchema,
  toSearchResult,
} from '../src';
import { storedDocument } from './support/documents';

describe('descriptions and their fallbacks', () => {
  it.each([
    [storedDocument('medical_bill', { description: 'Knee X-ray', provider_name: 'City Clinic' }), 'Knee X-ray'],
    [storedDocument('medical_bill', { description: ' ', provider_name: 'City Clinic' }), 'City Clinic'],
    [storedDocument('medical_bill', { provider_name: null }), 'Unknown Provider'],
    [storedDocument('insurance_payment', { insurance_company: 'Acme Health' }), 'Acme Health'],
    [storedDocument('insurance_payment', { insurance_company: null }), 'Unknown Insurance'],
    [storedDocument('user_payment', { payment_method: 'Card ending 4242' }), 'Card ending 4242'],
    [storedDocument('user_payment', { payment_method: '' }), 'Unknown Method'],
  ])('%# -> %s', (document, description) => {
    expect(documentDescription(document)).toBe(description);
  });

  it('files a document under its document date, else its UTC creation day', () => {
    expect(documentDay(storedDocument('medical_bill', { document_date: '2024-02-29' }))).toBe('2024-02-29');
    expect(documentDay(storedDocument('medical_bill', { document_date: null, created_at: '2024-12-31T23:30:00.000Z' }))).toBe('2024-12-31');
  });

  it.each([
    [{ patientResponsibility: 42.5 }, 42.5],
    [{ patientResponsibility: '42.5' }, 0],
    [{ patientResponsibility: Number.NaN }, 0],
    [null, 0],
  ])('patient responsibility of %j -> %s', (data, value) => {
    expect(patientResponsibilityOf({ ai_extracted_data: data })).toBe(value);
  });
});

describe('search results (spec section 3)', () => {
  it.each([
    [storedDocument('medical_bill', { bill_number: 'INV-1' }), { type: 'bill', billNumber: 'INV-1', status: 'pending' }],
    [storedDocument('insurance_payment', { ai_extracted_data: { patientResponsibility: 5 } }), { type: 'eob', patientResponsibility: 5, status: 'processed' }],
    [storedDocument('user_payment', { transaction_id: 'T1' }), { type: 'receipt', transactionId: 'T1', paymentMethod: 'Unknown Method', status: 'completed' }],
  ])('search result %#', (document, expected) => {
    const result = toSearchResult(document);
    expect(searchResultSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({ ...expected, id: document.id, familyMemberId: 'm1', filePath: document.file_path, date: '2024-06-01' });
    expect(result).toMatchObject({ extractionStatus: document.extraction_status, requiresManualReview: document.requires_manual_review, failureReason: null });
  });

  it('carries why a document needs attention', () => {
    const failed = storedDocument('medical_bill', { extraction_status: 'failed', requires_manual_review: true, failure_reason: 'The PDF is damaged.' });
    expect(toSearchResult(failed)).toMatchObject({ extractionStatus: 'failed', requiresManualReview: true, failureReason: 'The PDF is damaged.' });
  });
});
