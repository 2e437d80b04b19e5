import type { PipelineStage } from '@fairbill/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ExtractionTimeoutError, waitForExtraction } from '../src/features/documents/api/wait-for-extraction';
import { ApiError } from '../src/lib/api/api-error';
import { createQueryClient } from '../src/lib/query/query-client';
import { signedInAs } from './amplify-auth-mock';
import { documentView } from './document-view-fixture';
import { json, mockFetch } from './fetch-mock';

vi.mock('aws-amplify/auth', async () => (await import('./amplify-auth-mock')).authMock);

const processing = documentView({ extractionStatus: 'processing', pipelineStage: 'reading' });

/** GET /api/documents/d1 answers `answers` in turn (the last one from then on), counting the reads. */
function documentApi(...answers: (() => Response)[]) {
  let reads = 0;
  mockFetch({ 'GET /api/documents/d1': () => answers[Math.min(reads++, answers.length - 1)]!() });
  return { reads: () => reads };
}

describe('waitForExtraction (react-query polling of the document)', () => {
  beforeEach(() => signedInAs());

  it('reads at once and then every interval, reporting each stage, until the pipeline has finished', async () => {
    const api = documentApi(
      () => json({ document: processing }),
      () => json({ document: { ...processing, pipelineStage: 'checking' } }),
      () => json({ document: documentView({ extractionStatus: 'failed', pipelineStage: 'checking' }) }),
    );
    const stages: PipelineStage[] = [];
    const document = await waitForExtraction(createQueryClient(), 'd1', { intervalMs: 10, onStage: (stage) => stages.push(stage) });
    expect(document.extractionStatus).toBe('failed');
    expect(stages).toEqual(['reading', 'checking', 'checking']);
    expect(api.reads()).toBe(3);
  });

  it('gives up with the "taking longer" error when the next read would come after the timeout', async () => {
    const api = documentApi(() => json({ document: processing }));
    await expect(waitForExtraction(createQueryClient(), 'd1', { intervalMs: 10, timeoutMs: 35 })).rejects.toBeInstanceOf(ExtractionTimeoutError);
    const reads = api.reads();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.reads()).toBe(reads); // and stops polling
  });

  it('ends at the first failed read, without the queries\' retries', async () => {
    const api = documentApi(() => json({ error: { code: 'internal', message: 'Boom' } }, 500));
    await expect(waitForExtraction(createQueryClient(), 'd1', { intervalMs: 10 })).rejects.toEqual(new ApiError(500, 'internal', 'Boom'));
    expect(api.reads()).toBe(1);
  });
});
