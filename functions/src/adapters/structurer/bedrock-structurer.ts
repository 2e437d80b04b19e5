import { ConverseCommand, type BedrockRuntimeClient, type ContentBlock, type ImageFormat } from '@aws-sdk/client-bedrock-runtime';
import { AI_MAX_TOKENS, AI_TEMPERATURE, detectFileType, extractedSchemaByType, parseModelReply, type DocumentType } from '@fairbill/shared';
import * as z from 'zod';
import type { DocumentStructurer, ReaderOutput, StructureInput, StructurerResult } from '../../domain/reading/ports';
import { bedrockPrompt } from './bedrock-prompt';

/** The tool's input schema, generated from the shared zod schema (input side: defaults are optional). */
export function toolInputSchema(documentType: DocumentType): Record<string, unknown> {
  const { $schema: _drop, ...schema } = z.toJSONSchema(extractedSchemaByType[documentType], { io: 'input' }) as Record<string, unknown>;
  return schema;
}

/** Reader output as plain text rows for the prompt. */
export function readerText(reading: ReaderOutput): string {
  const rows: string[] = [];
  for (const page of reading.pages) {
    rows.push(`--- page ${page.page} ---`);
    const lines = [...page.lines].sort((a, b) => a.y - b.y || a.x - b.x);
    let row: string[] = [];
    let rowY = Number.NaN;
    for (const line of lines) {
      if (row.length > 0 && Math.abs(line.y - rowY) > line.height / 2) {
        rows.push(row.join(' | '));
        row = [];
      }
      if (row.length === 0) rowY = line.y;
      row.push(line.text);
    }
    if (row.length > 0) rows.push(row.join(' | '));
  }
  return rows.join('\n');
}

// Converse's limits: images up to 3.75 MB, documents up to 4.5 MB. Beyond them (or for Word
// files, which the reader has already turned into text) the model works from the reader's text.
const MAX_IMAGE_BYTES = 3_750_000;
const MAX_DOCUMENT_BYTES = 4_500_000;

/** The uploaded page as Converse sees it: a PNG/JPEG image block, or the PDF as a document block. */
function originalBlock(bytes: Uint8Array): ContentBlock | undefined {
  const format = detectFileType(bytes);
  if ((format === 'png' || format === 'jpeg') && bytes.byteLength <= MAX_IMAGE_BYTES) return { image: { format: format satisfies ImageFormat, source: { bytes } } };
  if (format === 'pdf' && bytes.byteLength <= MAX_DOCUMENT_BYTES) return { document: { format: 'pdf', name: 'uploaded-document', source: { bytes } } };
  return undefined;
}

const clamp01 = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.min(1, n)) : 0);

/** AWS structurer: Bedrock Converse with one forced tool whose input schema is the extracted-data schema. */
export class BedrockStructurer implements DocumentStructurer {
  readonly usesOriginal = true;

  constructor(
    private readonly client: BedrockRuntimeClient,
    private readonly modelId: string,
  ) {}

  async structure(input: StructureInput): Promise<StructurerResult> {
    const { documentType, reading, original } = input;
    const toolName = bedrockPrompt.toolName[documentType];
    const content: ContentBlock[] = [{ text: `${bedrockPrompt.task[documentType]}\n\n${bedrockPrompt.readerTextHeader}\n${readerText(reading)}` }];
    if (reading.keyValues && reading.keyValues.length > 0) {
      content.push({ text: `${bedrockPrompt.keyValuesHeader}\n${reading.keyValues.map((kv) => `${kv.key}: ${kv.value}`).join('\n')}` });
    }
    const page = original ? originalBlock(original) : undefined;
    if (page) content.push(page);
    const response = await this.client.send(
      new ConverseCommand({
        modelId: this.modelId,
        system: [{ text: bedrockPrompt.system }],
        messages: [{ role: 'user', content }],
        inferenceConfig: { temperature: AI_TEMPERATURE, maxTokens: AI_MAX_TOKENS[documentType] },
        toolConfig: {
          tools: [{ toolSpec: { name: toolName, description: bedrockPrompt.task[documentType], inputSchema: { json: toolInputSchema(documentType) as never } } }],
          toolChoice: { tool: { name: toolName } },
        },
      }),
    );
    const blocks = response.output?.message?.content ?? [];
    const toolUse = blocks.find((b) => b.toolUse?.name === toolName)?.toolUse;
    // Without a tool call, fall back to the shared rule for JSON in a text reply (its errors name the failure).
    const data = toolUse ? toolUse.input : parseModelReply(blocks.map((b) => b.text ?? '').join('\n') || null);
    const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const fieldConfidence = Object.fromEntries(
      Object.entries((record.fieldConfidence ?? {}) as Record<string, unknown>).map(([k, v]) => [k, clamp01(v)]),
    );
    return {
      data,
      confidence: clamp01(record.confidence),
      fieldConfidence,
      raw: JSON.stringify({ stopReason: response.stopReason, content: blocks, usage: response.usage }),
      modelId: this.modelId,
      promptVersion: bedrockPrompt.version,
    };
  }
}
