import type { DocumentType } from '@fairbill/shared';

/** One line of text as a reader saw it; coordinates in page units (points for PDFs, pixels for images), origin top-left. */
export type ReaderLine = {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** 0..1 when the engine reports one (OCR, Textract). */
  confidence?: number;
  /**
   * The pieces the line was joined from when gaps wider than a word space divide them: a table
   * header printed tight ("Allowed Deductible" over two columns) can then be split again.
   */
  parts?: LinePart[];
};

export type LinePart = { text: string; x: number; width: number };

export type ReaderPage = { page: number; width: number; height: number; lines: ReaderLine[] };

export type ReaderKeyValue = { key: string; value: string; confidence: number };

/** What a reader hands the structurer: pages of positioned lines, plus key/value candidates where the engine gives them. */
export type ReaderOutput = {
  engine: string;
  pages: ReaderPage[];
  keyValues?: ReaderKeyValue[];
};

export type ReadInput = { bytes: Uint8Array; contentType: string; documentType: DocumentType };

/** Port: file bytes -> text lines with positions. Throws DocumentReadError for files it cannot read. */
export interface DocumentReader {
  read(input: ReadInput): Promise<ReaderOutput>;
}

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
