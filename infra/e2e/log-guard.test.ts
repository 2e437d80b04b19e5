import { describe, expect, it } from 'vitest';
import { logLeaks } from './log-guard';

// The browser journeys' log guard must be able to fail: planted leaks are found, by line and kind
// only, and the stack's ordinary lines pass.

describe('the e2e log guard', () => {
  it('passes ids, statuses, timings and URLs', () => {
    const log = [
      'FairBill is running: open http://localhost:4123',
      'E-mails sent locally: http://localhost:4123/outbox',
      '[fairbill] pipeline execution 0f6c2f1e-1 SUCCEEDED in 812 ms',
      '{"level":"WARN","message":"request refused","status":404,"code":"document_not_found","documentId":"01JABCDEF"}',
    ].join('\n');
    expect(logLeaks(log)).toEqual([]);
  });

  it('finds an e-mail address, a dollar amount and a name of the test documents, without repeating them', () => {
    const log = ['ok', 'user jane.doe.x1@example.com signed in', 'total $180.00', 'provider Riverside Medical Group', 'member Priya Okonkwo'].join('\n');
    const leaks = logLeaks(log);
    expect(leaks).toEqual(['line 2: an e-mail address', 'line 3: a dollar amount', 'line 4: a name from the test documents', 'line 5: a name from the test documents']);
    expect(leaks.join('\n')).not.toMatch(/example\.com|180|Riverside|Priya/);
  });
});
