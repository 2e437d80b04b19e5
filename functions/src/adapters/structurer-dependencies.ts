import type { DocumentStructurer, StructureInput } from '../domain/reading/ports';
import { BedrockStructurer } from './structurer/bedrock-structurer';
import { CrossCheckedStructurer } from './structurer/cross-checked-structurer';
import { LocalStructurer } from './structurer/local-structurer';
import type { ReadingEnv } from './reading-dependencies';
import { tracedClient } from '../lib/tracer';

// The structurer, for the functions that structure (the structure task, the auditors' reproduce).
// Its adapters are imported statically, as the reader's are (see reader-dependencies.ts); the
// cross-check runs the local rules beside Bedrock, so both are in the bundle anyway.

export function createStructurer(env: ReadingEnv): DocumentStructurer {
  if (env.STRUCTURER === 'bedrock') {
    const modelId = env.BEDROCK_MODEL_ID;
    if (!modelId) throw new Error('BEDROCK_MODEL_ID is required for STRUCTURER=bedrock');
    // Built on first use: the Bedrock client loads only then.
    let structurer: Promise<DocumentStructurer> | undefined;
    const get = () => {
      structurer ??= import('@aws-sdk/client-bedrock-runtime').then(({ BedrockRuntimeClient }) => new CrossCheckedStructurer(new BedrockStructurer(tracedClient(new BedrockRuntimeClient({ region: env.AWS_REGION })), modelId)));
      structurer.catch(() => (structurer = undefined));
      return structurer;
    };
    return { usesOriginal: true, structure: async (input: StructureInput) => (await get()).structure(input) };
  }
  let local: LocalStructurer | undefined;
  return { usesOriginal: false, structure: async (input: StructureInput) => (local ??= new LocalStructurer()).structure(input) };
}
