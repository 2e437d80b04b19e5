import { groupsOfClaim } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { auditSummaryOf, userPseudonym } from '../../src/domain/audit/audit-summary';
import type { DocumentRecord } from '../../src/domain/documents/document-record';
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
