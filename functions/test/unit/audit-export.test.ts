import type { AuditSummary } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { exportAuditRecords, type AuditDeps } from '../../src/domain/audit/audit';
import type { AuditSearch } from '../../src/domain/audit/ports';

const row = (index: number, overrides: Partial<AuditSummary> = {}): AuditSummary => ({
  documentId: `DOC${index}`,
  user: 'u_0123456789ab',
  documentType: 'medical_bill',
  status: 'completed',
  engine: 'local',
  modelId: 'local-rules',
  promptVersion: 'rules-1',
  reader: 'pdf-text',
  confidence: 0.9,
  corrected: false,
  failedChecks: [],
  extractedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** An index of `total` results served 100 at a time, and a log that only counts. */
function deps(rows: AuditSummary[]) {
  const logged: string[] = [];
  const searches: AuditSearch[] = [];
  const fake = {
    now: () => new Date('2026-06-01T00:00:00.000Z'),
    auditIndex: {
      search: async (query: AuditSearch) => {
        searches.push(query);
        const start = Number(query.cursor ?? 0);
        const next = start + query.limit;
        return { items: rows.slice(start, next), nextCursor: next < rows.length ? String(next) : null };
      },
      ownerOf: async () => null,
    },
    accessLog: { append: async ({ action }: { action: string }) => void logged.push(action), read: async () => ({ entries: [], intact: true }) },
  } as unknown as AuditDeps;
  return { fake, logged, searches };
}

const auditor = { userId: 'aud', email: 'ann@example.com' };

describe('exportAuditRecords', () => {
  it('pages through every match, logs one export, and defaults the range to the last year', async () => {
    const { fake, logged, searches } = deps(Array.from({ length: 250 }, (_, index) => row(index)));
    const file = await exportAuditRecords(fake, auditor, { format: 'jsonl', type: 'medical_bill' });
    expect(file.body.trimEnd().split('\n')).toHaveLength(250);
    expect(searches.map((search) => search.cursor)).toEqual([null, '100', '200']);
    expect(searches[0]).toMatchObject({ from: '2025-06-01', to: '2026-06-01', type: 'medical_bill' });
    expect(logged).toEqual(['export']);
    expect(file.fileName).toBe('fairbill-audit-2025-06-01-to-2026-06-01.jsonl');
  });

  it('refuses more than 5,000 results with a reason to narrow the filters', async () => {
    const { fake } = deps(Array.from({ length: 5_101 }, (_, index) => row(index)));
    await expect(exportAuditRecords(fake, auditor, { format: 'csv' })).rejects.toMatchObject({ code: 'export_too_large', message: 'More than 5,000 results match: narrow the filters to export them.' });
  });

  it('writes CSV cells a spreadsheet cannot run as formulas, quoted where they must be', async () => {
    const { fake } = deps([row(1, { promptVersion: '=HYPERLINK("x")', modelId: 'a,b', failedChecks: ['bill-line-items', 'bill-balance'] })]);
    const { body } = await exportAuditRecords(fake, auditor, { format: 'csv' });
    const [, line] = body.split('\r\n');
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
    expect(line).toContain('"a,b"');
    expect(line).toContain('bill-line-items;bill-balance');
  });
});
