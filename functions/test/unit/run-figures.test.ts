import { describe, expect, it } from 'vitest';
import type { StoredRun } from '../../src/domain/operations/ports';
import { percentile, pipelineFigures } from '../../src/domain/operations/run-figures';
import { identityOf, isThrottle, redriveRefusal, runEndOf, runView } from '../../src/domain/operations/run-steps';

// The operators' figures and run semantics (issue 13), without a table: what each step's result
// says about its run, when a run can be redriven, and the figures of a window.

const now = new Date('2026-11-26T12:00:00.000Z');
const stored = (overrides: Partial<StoredRun> = {}): StoredRun => ({
  executionId: 'e1',
  executionArn: 'arn:aws:states:us-east-1:1:execution:m:e1',
  documentId: 'd1',
  userId: 'u1',
  documentType: 'medical_bill',
  runId: 'r1',
  engine: 'local',
  state: 'completed',
  executionStatus: 'SUCCEEDED',
  atStep: 'PersistResults',
  manualReview: false,
  startedAt: '2026-11-26T11:30:00.000Z',
  endedAt: '2026-11-26T11:30:02.000Z',
  steps: [{ step: 'ReadDocument', state: 'succeeded', attempts: 1, durationsMs: [100], error: null }],
  throttles: 0,
  failureError: null,
  skipReason: null,
  redriveCount: 0,
  ...overrides,
});

describe('figures', () => {
  it('takes nearest-rank percentiles, as CloudWatch does on few samples', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([5], 95)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(5);
    expect(percentile([10, 1, 9, 2, 8, 3, 7, 4, 6, 5], 95)).toBe(10);
  });

  it('counts every attempt as a duration sample, failures and reviews of the runs that ended, throttles and retries', () => {
    const figures = pipelineFigures(
      [
        stored(),
        stored({ state: 'completed', manualReview: true, steps: [{ step: 'ReadDocument', state: 'succeeded', attempts: 3, durationsMs: [300, 500, 200], error: 'ThrottlingException' }], throttles: 2 }),
        stored({ state: 'failed', manualReview: true, executionStatus: 'FAILED' }),
        stored({ state: 'running', endedAt: null }),
      ],
      '1h',
      now,
      false,
    );
    expect(figures).toMatchObject({ runs: 4, ended: 3, runsPerMinute: 0.07, failureRate: 0.3333, manualReviewRate: 0.6667, throttles: 2, retries: 2, truncated: false, from: '2026-11-26T11:00:00.000Z' });
    expect(figures.steps.find((step) => step.step === 'ReadDocument')).toEqual({ step: 'ReadDocument', samples: 6, p50Ms: 100, p95Ms: 500 });
    expect(figures.steps.find((step) => step.step === 'MarkFailed')).toEqual({ step: 'MarkFailed', samples: 0, p50Ms: null, p95Ms: null });
  });

  it('has no rates without ended runs', () => {
    expect(pipelineFigures([], '15m', now, false)).toMatchObject({ runs: 0, runsPerMinute: 0, failureRate: null, manualReviewRate: null });
  });
});

describe('run semantics', () => {
  it('reads the ids a step carries, and what ends a run', () => {
    expect(identityOf({ detail: {} }, { documentId: 'd', userId: 'u', documentType: 'user_payment', runId: 'r', extra: 1 })).toEqual({ documentId: 'd', userId: 'u', documentType: 'user_payment', runId: 'r' });
    expect(runEndOf('ResolveDocument', {}, { skip: true, reason: 'already-extracted' })).toEqual({ state: 'skipped', manualReview: false, skipReason: 'already-extracted' });
    expect(runEndOf('ReadDocument', {}, { documentId: 'd' })).toBeNull();
    expect(runEndOf('PersistResults', {}, { documentId: 'd', status: 'completed', requiresManualReview: true })).toEqual({ state: 'completed', manualReview: true });
    expect(runEndOf('MarkFailed', { error: { Error: 'DocumentReadError', Cause: 'not shown' } }, { documentId: 'd', status: 'failed' })).toEqual({ state: 'failed', manualReview: true, failureError: 'DocumentReadError' });
    expect(isThrottle('ThrottlingException')).toBe(true);
    expect(isThrottle('DocumentReadError')).toBe(false);
  });

  it('redrives only a failed execution with a document, within 14 days', () => {
    expect(redriveRefusal(stored({ state: 'failed', executionStatus: 'FAILED', endedAt: '2026-11-20T00:00:00.000Z' }), now)).toBeNull();
    expect(redriveRefusal(stored(), now)?.code).toBe('not_failed');
    expect(redriveRefusal(stored({ state: 'running' }), now)?.code).toBe('run_in_progress');
    expect(redriveRefusal(stored({ state: 'failed', executionStatus: 'SUCCEEDED' }), now)?.code).toBe('document_error');
    expect(redriveRefusal(stored({ state: 'failed', executionStatus: 'TIMED_OUT', documentId: null }), now)?.code).toBe('no_document');
    expect(redriveRefusal(stored({ state: 'failed', executionStatus: 'ABORTED', endedAt: '2026-11-01T00:00:00.000Z' }), now)?.code).toBe('redrive_expired');
  });

  it('shows a run without its user, with its failure at the step it stopped', () => {
    const view = runView(stored({ state: 'failed', executionStatus: 'FAILED', atStep: 'StructureData', steps: [{ step: 'StructureData', state: 'failed', attempts: 5, durationsMs: [1, 1, 1, 1, 1], error: 'ThrottlingException' }] }), now);
    expect(view).toMatchObject({ failure: { step: 'StructureData', error: 'ThrottlingException' }, retries: 4, redrivable: true, durationMs: 2000 });
    expect(view).not.toHaveProperty('userId');
    expect(runView(stored({ state: 'failed', executionStatus: 'TIMED_OUT', atStep: 'ReadDocument', steps: [] }), now).failure).toEqual({ step: 'ReadDocument', error: 'States.TIMED_OUT' });
  });
});
