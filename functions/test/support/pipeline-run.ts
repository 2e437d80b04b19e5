import type { DocumentReader, DocumentStructurer, ReaderOutput } from '../../src/domain/reading/ports';
import type { PipelineDeps } from '../../src/domain/pipeline/steps';
import { analyzeDocument, markFailed, persistResults, readDocument, resolveDocument, structureData, validateData } from '../../src/domain/pipeline/steps';
import type { AnalyzedState } from '../../src/domain/pipeline/state';
import { getPipelineDependencies } from '../../src/handlers/pipeline/runtime';
import { defaultMemberId, uploadDocument } from './fixtures';
import type { TestUser } from './http-events';

// The state machine's steps run in-test, as the definition chains them, with stand-ins for the
// two reading ports that answer at once with the data given.

const reading: ReaderOutput = { engine: 'fake', pages: [{ page: 1, width: 612, height: 792, lines: [{ text: 'fake', x: 0, y: 0, width: 10, height: 10 }] }] };

export const fakeReader: DocumentReader = { read: async () => reading };

export function fakeStructurer(data: Record<string, unknown>): DocumentStructurer {
  return {
    usesOriginal: false,
    structure: async () => ({ data, confidence: 0.95, fieldConfidence: {}, raw: '{}', modelId: 'fake-model', promptVersion: 'fake-1' }),
  };
}

export const objectCreated = (bucket: string, key: string, etag: string) => ({
  'detail-type': 'Object Created',
  source: 'aws.s3',
  detail: { bucket: { name: bucket }, object: { key, size: 10, etag } },
});

/** A bill uploaded by the user, with the bucket and key its S3 events name. */
export async function uploadedBill(user: TestUser): Promise<{ id: string; bucket: string; key: string }> {
  const created = await uploadDocument(user, { documentType: 'medical_bill', familyMemberId: await defaultMemberId(user) });
  return { id: created.document.id, bucket: new URL(created.upload.url).pathname.split('/')[1] ?? '', key: created.document.filePath };
}

/** Resolve to analyze: the run has claimed the document and is ready to save. Null when resolve skipped. */
export async function runUntilSave(event: unknown, data: Record<string, unknown>, deps: PipelineDeps = getPipelineDependencies()): Promise<AnalyzedState | null> {
  const resolved = await resolveDocument(event, deps);
  if (resolved.skip) return null;
  const read = await readDocument(resolved, { ...deps, reader: fakeReader });
  const structured = await structureData(read, { ...deps, structurer: fakeStructurer(data) });
  return analyzeDocument(await validateData(structured, deps), deps);
}

/** The whole run, its Catch going to MarkFailed as the definition wires it. */
export async function runPipeline(event: unknown, data: Record<string, unknown>, deps: PipelineDeps = getPipelineDependencies()) {
  let state: unknown = null;
  try {
    state = await runUntilSave(event, data, deps);
    if (!state) return { status: 'skipped' as const };
    return await persistResults(state, deps);
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return markFailed({ ...(state as object), error: { Error: name, Cause: JSON.stringify({ errorType: name, errorMessage: String(error) }) } }, deps);
  }
}
