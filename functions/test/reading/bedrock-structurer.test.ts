import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { bedrockPrompt } from '../../src/adapters/structurer/bedrock-prompt';
import { BedrockStructurer, readerText, toolInputSchema } from '../../src/adapters/structurer/bedrock-structurer';
import type { ReaderOutput } from '../../src/domain/reading/ports';

const bedrock = mockClient(BedrockRuntimeClient);
const MODEL = 'anthropic.claude-3-5-sonnet-20240620-v1:0';
const structurer = new BedrockStructurer(new BedrockRuntimeClient({ region: 'us-east-1' }), MODEL);
const reading: ReaderOutput = {
  engine: 'textract-expense',
  pages: [
    {
      page: 1,
      width: 1000,
      height: 1000,
      lines: [
        { text: 'Receipt', x: 10, y: 10, width: 100, height: 10 },
        { text: 'Total', x: 10, y: 50, width: 50, height: 10 },
        { text: '$20.00', x: 300, y: 51, width: 60, height: 10 },
      ],
    },
  ],
  keyValues: [{ key: 'TOTAL', value: '$20.00', confidence: 0.99 }],
};
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const receipt = { merchantName: 'Corner Pharmacy', totalAmount: 20, items: [], confidence: 0.92, fieldConfidence: { merchantName: 0.95, totalAmount: 0.99 } };

beforeEach(() => bedrock.reset());

// Response shape as in the Bedrock Converse API reference (output.message.content[].toolUse).
const toolReply = (name: string, input: unknown) => ({
  output: { message: { role: 'assistant' as const, content: [{ toolUse: { toolUseId: 'tooluse_1', name, input: input as never } }] } },
  stopReason: 'tool_use' as const,
  usage: { inputTokens: 100, outputTokens: 50, totalTokens: 150 },
  metrics: { latencyMs: 900 },
});

describe('BedrockStructurer', () => {
  it('calls Converse with a forced tool whose schema is the shared zod schema, the spec temperature and token limits, and the page image', async () => {
    bedrock.on(ConverseCommand).resolves(toolReply('record_receipt', receipt));
    const result = await structurer.structure({ reading, documentType: 'user_payment', original: PNG });
    const input = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input;
    expect(input?.modelId).toBe(MODEL);
    expect(input?.inferenceConfig).toEqual({ temperature: 0.1, maxTokens: 1500 });
    expect(input?.toolConfig?.toolChoice).toEqual({ tool: { name: 'record_receipt' } });
    const schema = input?.toolConfig?.tools?.[0]?.toolSpec?.inputSchema?.json as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['merchantName', 'totalAmount', 'items', 'confidence']));
    expect(schema.required).toEqual(expect.arrayContaining(['merchantName', 'totalAmount']));
    const content = input?.messages?.[0]?.content ?? [];
    expect(content[0]?.text).toContain('Total | $20.00');
    expect(content[1]?.text).toContain('TOTAL: $20.00');
    expect(content[2]?.image).toEqual({ format: 'png', source: { bytes: PNG } });
    expect(input?.system?.[0]?.text).toBe(bedrockPrompt.system);
    expect(result).toMatchObject({ data: receipt, confidence: 0.92, fieldConfidence: { merchantName: 0.95, totalAmount: 0.99 }, modelId: MODEL, promptVersion: bedrockPrompt.version });
    expect(JSON.parse(result.raw)).toMatchObject({ stopReason: 'tool_use' });
  });

  it('uses 2000 tokens for bills and EOBs', async () => {
    bedrock.on(ConverseCommand).resolves(toolReply('record_medical_bill', {}));
    await structurer.structure({ reading, documentType: 'medical_bill' });
    bedrock.on(ConverseCommand).resolves(toolReply('record_eob', {}));
    await structurer.structure({ reading, documentType: 'insurance_payment' });
    expect(bedrock.commandCalls(ConverseCommand).map((c) => c.args[0].input.inferenceConfig?.maxTokens)).toEqual([2000, 2000]);
    expect(bedrock.commandCalls(ConverseCommand)[0]?.args[0].input.messages?.[0]?.content).toHaveLength(2);
  });

  it('leaves out a page image too large for Converse', async () => {
    bedrock.on(ConverseCommand).resolves(toolReply('record_receipt', receipt));
    const big = new Uint8Array(4_000_000);
    big.set(PNG);
    await structurer.structure({ reading, documentType: 'user_payment', original: big });
    const content = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input.messages?.[0]?.content ?? [];
    expect(content.some((c) => c.image)).toBe(false);
  });

  it('sends an uploaded PDF as a document block, so the model sees the page of a PDF too', async () => {
    bedrock.on(ConverseCommand).resolves(toolReply('record_medical_bill', {}));
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF');
    await structurer.structure({ reading, documentType: 'medical_bill', original: pdf });
    const content = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input.messages?.[0]?.content ?? [];
    expect(content.at(-1)?.document).toEqual({ format: 'pdf', name: 'uploaded-document', source: { bytes: pdf } });
    expect(content.some((c) => c.image)).toBe(false);
  });

  it('falls back to JSON in a text reply, and reports an empty one as the spec says', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce({ output: { message: { role: 'assistant', content: [{ text: `Here you go: ${JSON.stringify(receipt)}` }] } }, stopReason: 'end_turn' })
      .resolvesOnce({ output: { message: { role: 'assistant', content: [] } }, stopReason: 'end_turn' });
    expect((await structurer.structure({ reading, documentType: 'user_payment' })).data).toEqual(receipt);
    await expect(structurer.structure({ reading, documentType: 'user_payment' })).rejects.toThrow('No response from AI service');
  });

  it('clamps confidences a model may get wrong', async () => {
    bedrock.on(ConverseCommand).resolves(toolReply('record_receipt', { ...receipt, confidence: 7, fieldConfidence: { totalAmount: -1 } }));
    const result = await structurer.structure({ reading, documentType: 'user_payment' });
    expect(result.confidence).toBe(1);
    expect(result.fieldConfidence).toEqual({ totalAmount: 0 });
  });

  it('generates a JSON schema per type without the $schema key', () => {
    for (const type of ['medical_bill', 'insurance_payment', 'user_payment'] as const) {
      const schema = toolInputSchema(type);
      expect(schema.type).toBe('object');
      expect(schema).not.toHaveProperty('$schema');
    }
  });

  it('writes reader rows as text, cells on one row joined', () => {
    expect(readerText(reading)).toBe('--- page 1 ---\nReceipt\nTotal | $20.00');
  });
});
