import type { DocumentType } from '@fairbill/shared';
import * as z from 'zod';

export const linePartSchema = z.object({ text: z.string(), x: z.number(), width: z.number() });
export type LinePart = z.infer<typeof linePartSchema>;

/** One line of text as a reader saw it; coordinates in page units (points for PDFs, pixels for images), origin top-left. */
export const readerLineSchema = z.object({
  text: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  /** 0..1 when the engine reports one (OCR, Textract). */
  confidence: z.number().optional(),
  /**
   * The pieces the line was joined from when gaps wider than a word space divide them: a table
   * header printed tight ("Allowed Deductible" over two columns) can then be split again.
   */
  parts: z.array(linePartSchema).optional(),
});
export type ReaderLine = z.infer<typeof readerLineSchema>;

export const readerPageSchema = z.object({ page: z.number().int().positive(), width: z.number(), height: z.number(), lines: z.array(readerLineSchema) });
export type ReaderPage = z.infer<typeof readerPageSchema>;

export const readerKeyValueSchema = z.object({ key: z.string(), value: z.string(), confidence: z.number() });
export type ReaderKeyValue = z.infer<typeof readerKeyValueSchema>;

/** What a reader hands the structurer: pages of positioned lines, plus key/value candidates where the engine gives them. */
export const readerOutputSchema = z.object({
  engine: z.string(),
  pages: z.array(readerPageSchema),
  keyValues: z.array(readerKeyValueSchema).optional(),
});
export type ReaderOutput = z.infer<typeof readerOutputSchema>;

export type ReadInput = { bytes: Uint8Array; contentType: string; documentType: DocumentType };

/** Port: file bytes -> text lines with positions. Throws DocumentReadError for files it cannot read. */
export interface DocumentReader {
  read(input: ReadInput): Promise<ReaderOutput>;
}

/** The model id the embedded rules report (adapters/structurer/local-structurer.ts). */
export const LOCAL_RULES_MODEL_ID = 'local-rules';

/** An extraction is the embedded engine's only when both the reader and the structurer were local. */
export const engineOf = (reader: string, modelId: string): 'local' | 'aws' => (reader.startsWith('textract') || modelId !== LOCAL_RULES_MODEL_ID ? 'aws' : 'local');

export type StructurerResult = {
  /** Candidate extracted data, still to be checked with validateExtractedData. */
  data: unknown;
  /** Per-document confidence, 0..1. */
  confidence: number;
  fieldConfidence: Record<string, number>;
  /** The structurer's raw output, kept for audit. */
  raw: string;
  modelId: string;
  promptVersion: string;
};

/** `original`: the uploaded file itself, for structurers that look at the page (vision models). */
export type StructureInput = { reading: ReaderOutput; documentType: DocumentType; original?: Uint8Array };

/** Port: reader output -> the typed extracted data of spec section 3 with confidences. */
export interface DocumentStructurer {
  /** Whether `original` is used: the pipeline fetches the file again only for those that do. */
  readonly usesOriginal: boolean;
  structure(input: StructureInput): Promise<StructurerResult>;
}
