import { beforeAll, describe, expect, it } from 'vitest';
import { createStructurer } from '@fairbill/functions/src/adapters/create-dependencies';
import { LocalReader } from '@fairbill/functions/src/adapters/reader/local-reader';
import { buildWorkflowDefinition, pipelineTasks } from '../lib/workflow/document-workflow';
import type { LocalWorkflowDefinition } from '../lib/workflow/document-workflow';
import { createLocalPipeline, textLayerPdf, warmUpLocalReading } from '../local/pipeline';
import type { TaskHandler } from '../local/pipeline';

// Synthesizing costs seconds on a busy machine: once per file.
let local: LocalWorkflowDefinition;
beforeAll(() => {
  local = buildWorkflowDefinition();
}, 60_000);

const upload = { bucket: 'medical-documents', key: 'user-1/bill.pdf', size: 10, etag: 'abc' };

function recordingTasks(failLoading: string[] = []) {
  const loaded: string[] = [];
  const invoked: string[] = [];
  const loadTask = async (handlerName: string): Promise<TaskHandler> => {
    loaded.push(handlerName);
    if (failLoading.includes(handlerName)) throw new SyntaxError('a file being written');
    return async (input) => {
      invoked.push(handlerName);
      return handlerName === 'resolve-document' ? { skip: true } : input;
    };
  };
  return { loaded, invoked, loadTask };
}

describe('the local pipeline warm-up', { timeout: 30_000 }, () => {
  it('loads every task handler once and then the reading libraries, running no task', async () => {
    const { loaded, invoked, loadTask } = recordingTasks();
    const order: string[] = [];
    const pipeline = createLocalPipeline(local, {
      loadTask: async (name) => {
        order.push(name);
        return loadTask(name);
      },
      warmUp: true,
      warmUpReading: async () => void order.push('reading'),
    });
    await pipeline.warmedUp;
    expect([...loaded].sort()).toEqual([...new Set(Object.values(pipelineTasks))].sort());
    expect(order.at(-1)).toBe('reading');
    expect(invoked).toEqual([]);
  });

  it('is off when the tasks are injected, unless asked for', async () => {
    const { loaded, loadTask } = recordingTasks();
    let readingWarmed = false;
    const pipeline = createLocalPipeline(local, { loadTask, warmUpReading: async () => void (readingWarmed = true) });
    await pipeline.warmedUp;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).toEqual([]);
    expect(readingWarmed).toBe(false);
  });

  it('never fails the pipeline: a handler that cannot be loaded ends the warm-up, executions still run', async () => {
    const { invoked, loadTask } = recordingTasks(['read-document']);
    let readingWarmed = false;
    const pipeline = createLocalPipeline(local, { loadTask, warmUp: true, warmUpReading: async () => void (readingWarmed = true) });
    await expect(pipeline.warmedUp).resolves.toBeUndefined();
    expect(readingWarmed).toBe(false);
    expect((await pipeline.start(upload)).status).toBe('SUCCEEDED');
    expect(invoked).toEqual(['resolve-document']);
  });

  it('does not hold an execution back: an upload during the warm-up runs at once', async () => {
    const { invoked, loadTask } = recordingTasks();
    let finishReading: () => void = () => undefined;
    const reading = new Promise<void>((resolve) => (finishReading = resolve));
    let warmUpOver = false;
    const pipeline = createLocalPipeline(local, { loadTask, warmUp: true, warmUpReading: () => reading });
    void pipeline.warmedUp.then(() => (warmUpOver = true));
    expect((await pipeline.start(upload)).status).toBe('SUCCEEDED');
    expect(invoked).toEqual(['resolve-document']);
    expect(warmUpOver).toBe(false);
    finishReading();
    await pipeline.warmedUp;
  });
});

describe('the warm-up document', { timeout: 60_000 }, () => {
  it('is a one-page text PDF the local reader reads from its text layer (no OCR) and the structurer accepts', async () => {
    // In this process (the factory's reader runs in a worker process, the same code).
    const reader = new LocalReader();
    const reading = await reader
      .read({ bytes: textLayerPdf('FairBill (local) warm-up \\ Amount Due: $0.00'), contentType: 'application/pdf', documentType: 'medical_bill' })
      .finally(() => reader.close());
    expect(reading.engine).toBe('local-pdf');
    expect(reading.pages).toHaveLength(1);
    expect(reading.pages[0]?.lines.map((line) => line.text).join(' ')).toContain('FairBill (local) warm-up \\ Amount Due: $0.00');
    await expect(createStructurer({ READER: 'local', STRUCTURER: 'local' }).structure({ reading, documentType: 'medical_bill' })).resolves.toBeDefined();
  });

  it('warms the local reading without error, and does nothing when the readers are the AWS ones', async () => {
    await expect(warmUpLocalReading({ READER: 'local', STRUCTURER: 'local' })).resolves.toBeUndefined();
    await expect(warmUpLocalReading({ READER: 'textract', STRUCTURER: 'bedrock' })).resolves.toBeUndefined();
  });
});
