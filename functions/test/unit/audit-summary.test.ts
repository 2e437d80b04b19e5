import { groupsOfClaim } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { revisionChanges } from '../../src/domain/audit/audit';
import { auditSummaryOf, userPseudonym } from '../../src/domain/audit/audit-summary';
import type { DocumentRecord } from '../../src/domain/documents/document-record';
import type { DocumentRevision } from '../../src/domain/ports';
import { engineOf, LOCAL_RULES_MODEL_ID } from '../../src/domain/reading/ports';

const record = (overrides: Partial<DocumentRecord>): DocumentRecord =>
  ({
    id: 'DOC1',
    user_id: 'user-1',
    document_type: 'medical_bill',
    file_path: 'user-1/bill.pdf',
    extraction_status: 'completed',
    requires_manual_review: false,
    ai_extracted_data: { subtotal: 10, lineItems: [{ description: 'x', amount: 10 }] },
    ai_confidence: 0.9,
    extracted_by: null,
    extracted_at: '2026-01-02T03:04:05.000Z',
    corrected_at: null,
    updated_at: '2026-02-01T00:00:00.000Z',
    ...overrides,
  }) as DocumentRecord;

describe('the audit summary of a record', () => {
  it('has none until an extraction finished, nor for a payment recorded without a file', () => {
    expect(auditSummaryOf(record({ extraction_status: 'pending' }))).toBeNull();
    expect(auditSummaryOf(record({ extraction_status: 'processing' }))).toBeNull();
    expect(auditSummaryOf(record({ file_path: null }))).toBeNull();
  });

  it('tells completed, manual review and failed apart, and lists failed checks of completed ones only', () => {
    expect(auditSummaryOf(record({}))).toMatchObject({ status: 'completed', failedChecks: [], corrected: false, extractedAt: '2026-01-02T03:04:05.000Z' });
    expect(auditSummaryOf(record({ requires_manual_review: true }))?.status).toBe('manual_review');
    expect(auditSummaryOf(record({ ai_extracted_data: { subtotal: 10, lineItems: [{ description: 'x', amount: 4 }] } }))?.failedChecks).toEqual(['bill-line-items']);
    expect(auditSummaryOf(record({ extraction_status: 'failed', requires_manual_review: true }))).toMatchObject({ status: 'failed', failedChecks: [] });
  });

  it('falls back on the last write for records older than the index', () => {
    expect(auditSummaryOf(record({ extracted_at: null }))?.extractedAt).toBe('2026-02-01T00:00:00.000Z');
  });

  it('names the user by a stable pseudonym that does not contain the id', () => {
    expect(userPseudonym('user-1')).toBe(userPseudonym('user-1'));
    expect(userPseudonym('user-1')).not.toBe(userPseudonym('user-2'));
    expect(userPseudonym('user-1')).toMatch(/^u_[0-9a-f]{12}$/);
  });
});

describe('engineOf', () => {
  it('is local only when both the reader and the structurer are the embedded ones', () => {
    expect(engineOf('pdf-text', LOCAL_RULES_MODEL_ID)).toBe('local');
    expect(engineOf('textract-expense', LOCAL_RULES_MODEL_ID)).toBe('aws');
    expect(engineOf('pdf-text', 'us.anthropic.claude-3-5-haiku-20241022-v1:0')).toBe('aws');
  });
});

describe('groupsOfClaim', () => {
  it('reads the token array and API Gateway\'s bracketed string, and drops unknown groups', () => {
    expect(groupsOfClaim(['auditors'])).toEqual(['auditors']);
    expect(groupsOfClaim('[auditors operators]')).toEqual(['auditors', 'operators']);
    expect(groupsOfClaim('[admins auditors]')).toEqual(['auditors']);
    expect(groupsOfClaim(undefined)).toEqual([]);
    expect(groupsOfClaim('')).toEqual([]);
    expect(groupsOfClaim(42)).toEqual([]);
  });
});

describe('the changes of a revision (the auditors\' record)', () => {
  const receipt = { merchantName: 'Quillon Payments', totalAmount: 4500, transactionDate: '2026-01-08' };
  const revision = (number: number, changes: Partial<DocumentRevision> = {}): DocumentRevision => ({
    user_id: 'user-1',
    document_id: 'R1',
    revision: number,
    source: 'correction',
    ai_extracted_data: receipt,
    ai_confidence: 0.9,
    ai_analysis: null,
    audit: null,
    created_at: '2026-01-10T00:00:00.000Z',
    ...changes,
  });
  const december = { kind: 'visit', documentId: 'B1', providerName: 'Lakeside Clinic', dateOfService: '2025-12-15' } as const;
  const linked = (before: unknown, after: unknown) => ({ previousRevision: 0, correctedFields: ['visitLink'], visitLink: { before, after } });

  it('lists the fields of the data that changed, by name, old -> new; the first reading from nothing', () => {
    const read = revision(1, { source: 'extraction', audit: { inputSha256: 'abc' } });
    expect(revisionChanges(undefined, read)).toEqual([
      { field: 'merchantName', before: null, after: 'Quillon Payments' },
      { field: 'totalAmount', before: null, after: 4500 },
      { field: 'transactionDate', before: null, after: '2026-01-08' },
    ]);
    const corrected = revision(2, { ai_extracted_data: { ...receipt, totalAmount: 4000, merchantName: 'Quillon' }, audit: { correctedFields: ['totalAmount', 'merchantName'] } });
    expect(revisionChanges(read, corrected)).toEqual([
      { field: 'merchantName', before: 'Quillon Payments', after: 'Quillon' },
      { field: 'totalAmount', before: 4500, after: 4000 },
    ]);
  });

  it("lists a payment's link to a visit (issue 14), kept in the revision's audit, beside the data it left as it was", () => {
    const read = revision(1, { source: 'extraction' });
    expect(revisionChanges(read, revision(2, { audit: linked({ kind: 'automatic' }, december) }))).toEqual([{ field: 'visitLink', before: { kind: 'automatic' }, after: december }]);
    expect(revisionChanges(read, revision(2, { audit: linked(december, { kind: 'unlinked' }) }))).toEqual([{ field: 'visitLink', before: december, after: { kind: 'unlinked' } }]);
    // A link as the first revision kept (no reading before it): the data was there before; the link changed none of it.
    expect(revisionChanges(undefined, revision(1, { audit: linked({ kind: 'unlinked' }, { kind: 'automatic' }) }))).toEqual([{ field: 'visitLink', before: { kind: 'unlinked' }, after: { kind: 'automatic' } }]);
    // Sorted with the data's fields, should a revision change both.
    const both = revision(2, { ai_extracted_data: { ...receipt, totalAmount: 4000, amount: 1 }, audit: linked({ kind: 'automatic' }, december) });
    expect(revisionChanges(read, both).map((change) => change.field)).toEqual(['amount', 'totalAmount', 'visitLink']);
  });

  it('reads no link from an audit that does not hold a well-formed one', () => {
    const read = revision(1, { source: 'extraction' });
    for (const audit of [null, {}, { visitLink: null }, { visitLink: { before: { kind: 'automatic' } } }, { visitLink: { before: { kind: 'lost' }, after: { kind: 'automatic' } } }]) {
      expect(revisionChanges(read, revision(2, { audit }))).toEqual([]);
    }
  });
});
