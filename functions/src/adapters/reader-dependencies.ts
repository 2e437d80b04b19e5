import type { DocumentReader, ReadInput } from '../domain/reading/ports';
import { IsolatedReader } from './reader/isolated-reader';
import { TextractReader } from './reader/textract-reader';
import type { ReadingEnv } from './reading-dependencies';
import { createS3Client } from './s3/client';
import { tracedClient } from '../lib/tracer';

// The reader, for the functions that read documents (the read task, the auditors' reproduce).
// Its adapters are imported statically: a dynamic import() of a bundled module makes esbuild wrap
// everything it reaches, the shared barrel included, and a wrapped barrel builds every schema of
// shared/ at cold start. The local reader's libraries stay out: they load in its worker process.

// The reader is built on first use, and the Textract client loads only then.
function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let instance: Promise<T> | undefined;
  return () => {
    instance ??= load();
    instance.catch(() => (instance = undefined));
    return instance;
  };
}

export function createReader(env: ReadingEnv): DocumentReader {
  if (env.READER === 'textract') {
    const bucket = env.ARTIFACTS_BUCKET;
    if (!bucket) throw new Error('ARTIFACTS_BUCKET is required for READER=textract');
    const get = lazy(async () => {
      const { TextractClient } = await import('@aws-sdk/client-textract');
      const s3 = createS3Client(String(env.S3_FORCE_PATH_STYLE) === 'true');
      return new TextractReader({ textract: tracedClient(new TextractClient({ region: env.AWS_REGION })), s3, stagingBucket: bucket });
    });
    return { read: async (input: ReadInput) => (await get()).read(input) };
  }
  return { read: async (input: ReadInput) => sharedIsolatedReader().read(input) };
}

let isolatedReader: IsolatedReader | undefined;

/**
 * The local reader runs in a worker process with a memory limit: a file bomb fails its own
 * document, never the local stack's API in the same process. One worker per process, whoever asks
 * (the read task, the local pipeline's warm-up): it is what warms up. Tests and CLIs that want
 * the reader in-process construct LocalReader themselves.
 */
function sharedIsolatedReader(): IsolatedReader {
  isolatedReader ??= new IsolatedReader();
  return isolatedReader;
}
