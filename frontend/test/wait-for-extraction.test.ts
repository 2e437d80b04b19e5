import type { PipelineStage } from '@fairbill/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { extractionPollDelay, ExtractionTimeoutError, waitForExtraction } from '../src/features/documents/api/wait-for-extraction';
import { ApiError } from '../src/lib/api/api-error';
import { loadAuth } from '../src/lib/auth/auth-client';
import { createQueryClient } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { documentView } from './document-view-fixture';
import { json, mockFetch } from './fetch-mock';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

const processing = documentView({ extractionStatus: 'processing', pipelineStage: 'reading' });
const completed = documentView({ extractionStatus: 'completed', pipelineStage: 'done' });

/** GET /api/documents/d1 answers `answers` in turn (the last one from then on), counting the reads. */
function documentApi(...answers: (() => Response)[]) {
  let reads = 0;
  mockFetch({ 'GET /api/documents/d1': () => answers[Math.min(reads++, answers.length - 1)]!() });
  return { reads: () => reads };
}

/**
 * A pipeline that finishes `finishesAfterMs` after the wait starts (fake clock); each read takes
 * `latencyMs` to answer and reports what the pipeline had at the moment the server read it.
 */
function pipelineApi(finishesAfterMs: number, latencyMs = 30) {
  const start = Date.now();
  const readTimes: number[] = [];
  mockFetch({
    'GET /api/documents/d1': async () => {
      await new Promise((resolve) => setTimeout(resolve, latencyMs / 2));
      readTimes.push(Date.now() - start);
      const document = Date.now() - start >= finishesAfterMs ? completed : processing;
      await new Promise((resolve) => setTimeout(resolve, latencyMs / 2));
      return json({ document });
    },
  });
  return { start, readTimes };
}

/** Runs the wait on the fake clock until it settles (or `limitMs` passes); when it settled, in ms after the start. */
async function settleOnFakeClock(wait: Promise<unknown>, start: number, limitMs: number) {
  let settledAt: number | undefined;
  wait.then(
    () => (settledAt = Date.now() - start),
    () => (settledAt = Date.now() - start),
  );
  for (let elapsed = 0; settledAt === undefined && elapsed < limitMs; elapsed += 10) await vi.advanceTimersByTimeAsync(10);
  return settledAt;
}

describe('extractionPollDelay (how often a document in the pipeline is read)', () => {
  it('reads every 200 ms for the first 6 s, then backs off to every 2 s from 30 s', () => {
    expect([0, 1_000, 5_999].map(extractionPollDelay)).toEqual([200, 200, 200]);
    expect([6_000, 11_999].map(extractionPollDelay)).toEqual([500, 500]);
    expect([12_000, 29_999].map(extractionPollDelay)).toEqual([1_000, 1_000]);
    expect([30_000, 120_000, 299_000].map(extractionPollDelay)).toEqual([2_000, 2_000, 2_000]);
  });
});

describe('waitForExtraction (react-query polling of the document)', () => {
  beforeEach(async () => {
    signedInAs();
    mockFetch();
    // Amplify's first load takes real time, which a fake clock would race past.
    await loadAuth();
  });
  afterEach(() => vi.useRealTimers());

  it('learns that the pipeline finished within 300 ms, then stops reading', async () => {
    vi.useFakeTimers();
    for (const finishesAfterMs of [1_130, 2_010, 4_470]) {
      const api = pipelineApi(finishesAfterMs);
      const wait = waitForExtraction(createQueryClient(), 'd1');
      const settledAt = await settleOnFakeClock(wait, api.start, 10_000);
      await expect(wait).resolves.toMatchObject({ extractionStatus: 'completed' });
      expect(settledAt! - finishesAfterMs).toBeLessThanOrEqual(300);
      const reads = api.readTimes.length;
      await vi.advanceTimersByTimeAsync(30_000);
      expect(api.readTimes.length).toBe(reads);
    }
  });

  it('reads fast at first and backs off to every 2 s for a long analysis', async () => {
    vi.useFakeTimers();
    const api = pipelineApi(45_000, 30);
    const wait = waitForExtraction(createQueryClient(), 'd1');
    const settledAt = await settleOnFakeClock(wait, api.start, 60_000);
    await expect(wait).resolves.toMatchObject({ extractionStatus: 'completed' });
    const gaps = api.readTimes.slice(1).map((time, index) => ({ at: time, gap: time - api.readTimes[index]! }));
    // Each pause starts when the previous answer arrives, so a gap is the pause plus one round trip.
    for (const { gap } of gaps.filter(({ at }) => at < 6_000)) expect(gap).toBeLessThanOrEqual(230);
    for (const { gap } of gaps.filter(({ at }) => at > 32_100)) expect(gap).toBeGreaterThanOrEqual(2_000);
    expect(api.readTimes.filter((time) => time < 6_000).length).toBeGreaterThanOrEqual(25);
    expect(api.readTimes.filter((time) => time >= 30_000).length).toBeLessThanOrEqual(9);
    expect(settledAt! - 45_000).toBeLessThanOrEqual(2_100);
  });

  it('reads at once and then on its schedule, reporting each stage, until the pipeline has finished', async () => {
    const api = documentApi(
      () => json({ document: processing }),
      () => json({ document: { ...processing, pipelineStage: 'checking' } }),
      () => json({ document: documentView({ extractionStatus: 'failed', pipelineStage: 'checking' }) }),
    );
    const stages: PipelineStage[] = [];
    const document = await waitForExtraction(createQueryClient(), 'd1', { schedule: () => 10, onStage: (stage) => stages.push(stage) });
    expect(document.extractionStatus).toBe('failed');
    expect(stages).toEqual(['reading', 'checking', 'checking']);
    expect(api.reads()).toBe(3);
  });

  it('gives up with the "taking longer" error when the next read would come after the bound, and stops reading', async () => {
    vi.useFakeTimers();
    const api = pipelineApi(Number.POSITIVE_INFINITY, 0);
    const wait = waitForExtraction(createQueryClient(), 'd1', { timeoutMs: 60_000 });
    const settledAt = await settleOnFakeClock(wait, api.start, 120_000);
    await expect(wait).rejects.toBeInstanceOf(ExtractionTimeoutError);
    expect(settledAt).toBeGreaterThan(58_000);
    expect(settledAt).toBeLessThanOrEqual(60_000);
    const reads = api.readTimes.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.readTimes.length).toBe(reads);
  });

  it("ends at the first failed read, without the queries' retries", async () => {
    const api = documentApi(() => json({ error: { code: 'internal', message: 'Boom' } }, 500));
    await expect(waitForExtraction(createQueryClient(), 'd1', { schedule: () => 10 })).rejects.toEqual(new ApiError(500, 'internal', 'Boom'));
    expect(api.reads()).toBe(1);
  });
});
