import { afterEach, describe, expect, it } from 'vitest';
import { IsolatedReader, isolatedReaderMessages } from '../../src/adapters/reader/isolated-reader';
import { LocalReader } from '../../src/adapters/reader/local-reader';
import { docxWithBody, paragraph, textPdf } from './file-bombs';
import { DocumentReadError } from '../../src/domain/errors';

// Issue 18: the local pipeline reads in a worker process with a memory limit. A worker that dies
// (a full heap, a native allocation past the limit, a parser that never pauses) fails the read it
// was doing, and only that one; the worker is reused between documents and started again after.

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const smallDocx = docxWithBody(paragraph('Lakeside Clinic') + paragraph('Amount Due: $120.00'));
/** Within the container limits (240,000 XML elements, 24 MB of XML), but parsing it needs a few hundred MB of heap and a second or more before the text limit refuses it. */
const heavyDocx = docxWithBody({ data: Buffer.from(paragraph('Office visit 99213 $120.00 '.repeat(10)).repeat(1_000)), times: 80 });

const readers: IsolatedReader[] = [];
const isolated = (options: ConstructorParameters<typeof IsolatedReader>[0] = {}) => {
  const reader = new IsolatedReader(options);
  readers.push(reader);
  return reader;
};
afterEach(async () => {
  await Promise.all(readers.splice(0).map((reader) => reader.close()));
});

const readWith = (reader: { read: IsolatedReader['read'] }, bytes: Uint8Array, contentType = DOCX) => reader.read({ bytes, contentType, documentType: 'medical_bill' });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as Error,
  );
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('IsolatedReader', { timeout: 60_000 }, () => {
  it('reads exactly what LocalReader reads, in one worker reused from document to document', async () => {
    const reader = isolated();
    const first = await readWith(reader, smallDocx);
    const pid = reader.workerPid;
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    const pdf = await readWith(reader, await textPdf(1), 'application/pdf');
    expect(reader.workerPid).toBe(pid);

    const local = new LocalReader();
    try {
      expect(first).toEqual(await readWith(local, smallDocx));
      expect(pdf).toEqual(await readWith(local, await textPdf(1), 'application/pdf'));
    } finally {
      await local.close();
    }

    // The reader's own refusals come through as they are.
    const error = await failure(readWith(reader, new Uint8Array()));
    expect(error).toBeInstanceOf(DocumentReadError);
    expect(error?.message).toBe('The file is empty.');
    expect(reader.workerPid).toBe(pid);
  });

  it('a worker that runs out of heap fails that document only; the next one reads in a new worker', async () => {
    const reader = isolated({ memory: { maxHeapMb: 96 } });
    await readWith(reader, smallDocx);
    const firstPid = reader.workerPid;
    // Queued together: the second must not share the first one's fate.
    const [bomb, next] = await Promise.allSettled([readWith(reader, heavyDocx), readWith(reader, smallDocx)]);
    expect(bomb.status).toBe('rejected');
    const error = (bomb as PromiseRejectedResult).reason as Error;
    expect(error).toBeInstanceOf(DocumentReadError);
    expect(error.message).toBe(isolatedReaderMessages.outOfMemory);
    expect(next.status).toBe('fulfilled');
    expect(reader.workerPid).not.toBe(firstPid);
    expect(isAlive(firstPid ?? 0)).toBe(false);
  });

  it('a worker whose resident memory passes the limit (native buffers included) is stopped', async () => {
    // pdf.js and its canvas alone take a few hundred MB of native memory.
    const reader = isolated({ memory: { maxRssMb: 150 }, killAfterMs: 30_000 });
    const error = await failure(readWith(reader, await textPdf(1), 'application/pdf'));
    expect(error).toBeInstanceOf(DocumentReadError);
    expect(error?.message).toBe(isolatedReaderMessages.outOfMemory);
  });

  it('a read that does not finish in time is stopped with its worker, even while it computes without a pause', async () => {
    // Well under the parse time of the heavy document on any machine; the worker is warmed first.
    const reader = isolated({ killAfterMs: 400 });
    await readWith(reader, smallDocx);
    const started = performance.now();
    const error = await failure(readWith(reader, heavyDocx));
    expect(error?.message).toBe(isolatedReaderMessages.timedOut);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect((await readWith(reader, smallDocx)).engine).toBe('local-docx');
  });

  it('a worker that died while idle fails no document: the next one reads in a new worker; close() stops it', async () => {
    const reader = isolated();
    await readWith(reader, smallDocx);
    const pid = reader.workerPid ?? 0;
    // Read at once, before its death may even be noticed.
    process.kill(pid, 'SIGKILL');
    expect((await readWith(reader, smallDocx)).engine).toBe('local-docx');
    const restarted = reader.workerPid ?? 0;
    expect(restarted).not.toBe(pid);

    await reader.close();
    expect(reader.workerPid).toBeUndefined();
    expect(isAlive(restarted)).toBe(false);
  });
});
