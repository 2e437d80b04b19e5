import { describe, expect, it } from 'vitest';
import { budgetMisses, DEFAULT_PLAN, isReadRoute, parseLoadPlan, routeFigures, type StepFigures } from './load-plan';

// npm run bench:load's flags and its budget check, on given numbers (the benchmark itself is not
// part of npm test: nothing here measures time).

describe('parseLoadPlan', () => {
  it('keeps the issue 17 defaults without flags', () => {
    expect(parseLoadPlan([])).toEqual(DEFAULT_PLAN);
    expect(DEFAULT_PLAN.steps).toEqual([25, 50, 100, 200]);
  });

  it('takes the steps and durations from the flags, so a run can be short', () => {
    expect(parseLoadPlan(['--steps', '5, 10', '--step-seconds', '15', '--think-ms', '500', '--ramp-seconds', '2', '--drain-timeout-seconds', '60'])).toEqual({
      steps: [5, 10],
      stepSeconds: 15,
      thinkMs: 500,
      rampSeconds: 2,
      drainTimeoutSeconds: 60,
    });
  });

  it('refuses steps that are not whole numbers of users, negative durations and unknown flags', () => {
    expect(() => parseLoadPlan(['--steps', '25,fifty'])).toThrow(/--steps/);
    expect(() => parseLoadPlan(['--steps', '0'])).toThrow(/--steps/);
    expect(() => parseLoadPlan(['--step-seconds', '-1'])).toThrow(/--step-seconds/);
    expect(() => parseLoadPlan(['--users', '10'])).toThrow();
  });
});

describe('routeFigures', () => {
  it('counts requests and failures per route with nearest-rank percentiles', () => {
    const samples = Array.from({ length: 100 }, (_, index) => ({ route: 'GET /api/totals', ms: index + 1, ok: index !== 0, status: index === 0 ? 500 : 200 }));
    const [totals] = routeFigures([...samples, { route: 'POST /api/payments', ms: 7, ok: true, status: 201 }]);
    expect(totals).toMatchObject({ route: 'GET /api/totals', count: 100, errors: 1, p50: 50, p95: 95, p99: 99, max: 100 });
  });

  it('treats only the API GETs as read routes', () => {
    expect(isReadRoute('GET /api/documents (search)')).toBe(true);
    expect(isReadRoute('GET S3 presigned (preview)')).toBe(false);
    expect(isReadRoute('POST /cognito InitiateAuth')).toBe(false);
  });
});

describe('budgetMisses', () => {
  const step = (overrides: Partial<StepFigures> = {}): StepFigures => ({
    users: 100,
    routes: [
      { route: 'GET /api/totals', count: 10, errors: 0, p50: 20, p95: 200, p99: 400, max: 500 },
      { route: 'POST /api/payments', count: 10, errors: 0, p50: 300, p95: 900, p99: 1000, max: 1000 },
    ],
    requests: 20,
    errors: 0,
    drain: { uploads: 10, queuedAtLastUpload: 4, maxQueued: 6, drainMs: 60_000, failedExecutions: 0 },
    ...overrides,
  });

  it('passes at 100 users when read routes are within 250 ms at p95, nothing failed and the backlog drained in 2 minutes', () => {
    expect(budgetMisses(step())).toEqual([]);
  });

  it('names each miss: a slow read route, failed requests, a slow or stuck backlog, failed executions', () => {
    const slow = step({
      routes: [{ route: 'GET /api/totals', count: 10, errors: 1, p50: 20, p95: 300, p99: 400, max: 500 }],
      errors: 1,
      drain: { uploads: 10, queuedAtLastUpload: 4, maxQueued: 6, drainMs: null, failedExecutions: 2 },
    });
    expect(budgetMisses(slow)).toEqual([
      'GET /api/totals p95 300 ms > 250 ms',
      '1 failed request(s) of 20',
      'pipeline backlog not drained (budget 120 s after the last upload)',
      '2 pipeline execution(s) failed',
    ]);
    expect(budgetMisses(step({ drain: { uploads: 10, queuedAtLastUpload: 4, maxQueued: 6, drainMs: 150_000, failedExecutions: 0 } }))).toEqual([
      'pipeline backlog drained in 150.0 s (budget 120 s after the last upload)',
    ]);
  });

  it('checks only the budget\'s step', () => {
    expect(budgetMisses(step({ users: 200, errors: 5 }))).toEqual([]);
  });
});
