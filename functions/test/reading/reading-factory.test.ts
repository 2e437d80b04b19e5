import { describe, expect, it } from 'vitest';
import { createReader, createStructurer } from '../../src/adapters/create-dependencies';

describe('createReader / createStructurer', () => {
  it('builds the local adapters by default settings', async () => {
    const structurer = createStructurer({ READER: 'local', STRUCTURER: 'local' });
    const result = await structurer.structure({
      reading: { engine: 'test', pages: [{ page: 1, width: 100, height: 100, lines: [{ text: 'Total: $5.00', x: 0, y: 0, width: 50, height: 10 }] }] },
      documentType: 'user_payment',
    });
    expect(result.modelId).toBe('local-rules');
    const reader = createReader({ READER: 'local', STRUCTURER: 'local' });
    await expect(reader.read({ bytes: new Uint8Array(), contentType: 'application/pdf', documentType: 'medical_bill' })).rejects.toThrow('The file is empty.');
  });

  it('requires its settings for the AWS adapters', () => {
    expect(() => createReader({ READER: 'textract', STRUCTURER: 'local' })).toThrow(/ARTIFACTS_BUCKET/);
    expect(() => createStructurer({ READER: 'local', STRUCTURER: 'bedrock' })).toThrow(/BEDROCK_MODEL_ID/);
    expect(createReader({ READER: 'textract', STRUCTURER: 'local', ARTIFACTS_BUCKET: 'b', AWS_REGION: 'us-east-1' })).toHaveProperty('read');
    expect(createStructurer({ READER: 'local', STRUCTURER: 'bedrock', BEDROCK_MODEL_ID: 'm', AWS_REGION: 'us-east-1' })).toHaveProperty('structure');
  });
});
