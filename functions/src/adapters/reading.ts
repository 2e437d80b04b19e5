import type { DocumentReader, DocumentStructurer, ReadInput, StructureInput } from '../domain/reading/ports';

/** The settings the factories read (a subset of lib/env's Env). */
export type ReadingEnv = {
  READER: 'local' | 'textract';
  STRUCTURER: 'local' | 'bedrock';
  BEDROCK_MODEL_ID?: string | undefined;
  ARTIFACTS_BUCKET?: string | undefined;
  AWS_REGION?: string | undefined;
  S3_FORCE_PATH_STYLE?: string | boolean | undefined;
};

// Adapters load on first use, so a Lambda only loads the SDK client or the local libraries it uses.
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
      const [{ TextractClient }, { S3Client }, { TextractReader }] = await Promise.all([
        import('@aws-sdk/client-textract'),
        import('@aws-sdk/client-s3'),
        import('./reader/textract-reader'),
      ]);
      const s3 = new S3Client({ region: env.AWS_REGION, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED', forcePathStyle: String(env.S3_FORCE_PATH_STYLE) === 'true' });
      return new TextractReader({ textract: new TextractClient({ region: env.AWS_REGION }), s3, stagingBucket: bucket });
    });
    return { read: async (input: ReadInput) => (await get()).read(input) };
  }
  return { read: async (input: ReadInput) => (await sharedIsolatedReader()).read(input) };
}

/**
 * The local reader runs in a worker process with a memory limit: a file bomb fails its own
 * document, never the local stack's API in the same process. One worker per process, whoever asks
 * (the read task, the local pipeline's warm-up): it is what warms up. Tests and CLIs that want
 * the reader in-process construct LocalReader themselves.
 */
const sharedIsolatedReader = lazy(async () => new (await import('./reader/isolated-reader')).IsolatedReader());

export function createStructurer(env: ReadingEnv): DocumentStructurer {
  if (env.STRUCTURER === 'bedrock') {
    const modelId = env.BEDROCK_MODEL_ID;
    if (!modelId) throw new Error('BEDROCK_MODEL_ID is required for STRUCTURER=bedrock');
    const get = lazy(async () => {
      const [{ BedrockRuntimeClient }, { BedrockStructurer }, { CrossCheckedStructurer }] = await Promise.all([
        import('@aws-sdk/client-bedrock-runtime'),
        import('./structurer/bedrock-structurer'),
        import('./structurer/cross-checked-structurer'),
      ]);
      return new CrossCheckedStructurer(new BedrockStructurer(new BedrockRuntimeClient({ region: env.AWS_REGION }), modelId));
    });
    return { usesOriginal: true, structure: async (input: StructureInput) => (await get()).structure(input) };
  }
  const get = lazy(async () => new (await import('./structurer/local-structurer')).LocalStructurer());
  return { usesOriginal: false, structure: async (input: StructureInput) => (await get()).structure(input) };
}
