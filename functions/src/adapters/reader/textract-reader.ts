import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  AnalyzeDocumentCommand,
  AnalyzeExpenseCommand,
  GetDocumentAnalysisCommand,
  GetExpenseAnalysisCommand,
  StartDocumentAnalysisCommand,
  StartExpenseAnalysisCommand,
  type Block,
  type ExpenseDocument,
  type TextractClient,
} from '@aws-sdk/client-textract';
import { acceptedFileTypes, detectFileType, uploadMessages } from '@fairbill/shared';
import { type DocumentReader, type ReaderKeyValue, type ReaderOutput, type ReaderPage, type ReadInput } from '../../domain/reading/ports';
import { readDoc, readDocx } from './office';
import { DocumentReadError } from '../../domain/errors';

const MAX_INLINE_BYTES = 5 * 1024 * 1024;

type S3Location = { S3Object: { Bucket: string; Name: string } };
type TextractDocument = { Bytes: Uint8Array } | S3Location;

/** Textract coordinates are fractions of the page; lines are reported on a 1000 x 1000 page. */
const PAGE_UNITS = 1000;

/** Questions asked of every EOB (AnalyzeDocument QUERIES); aliases become the keys of keyValues. */
export const EOB_QUERIES = [
  { Text: 'What is the claim number?', Alias: 'claimNumber' },
  { Text: 'What is the member name?', Alias: 'memberName' },
  { Text: 'Who is the provider?', Alias: 'providerName' },
  { Text: 'What is the amount billed?', Alias: 'amountBilled' },
  { Text: 'What is the patient responsibility or amount you owe?', Alias: 'patientResponsibility' },
  { Text: 'How much did the plan pay?', Alias: 'planPaid' },
  { Text: 'What is the date of service?', Alias: 'serviceDate' },
] as const;

export type TextractReaderOptions = {
  textract: TextractClient;
  s3: S3Client;
  /** Multi-page PDFs go through the asynchronous APIs, which read from S3: they are staged here. */
  stagingBucket: string;
  pollIntervalMs?: number;
  maxPolls?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function linesFromBlocks(blocks: readonly Block[]): ReaderPage[] {
  const pages = new Map<number, ReaderPage>();
  for (const block of blocks) {
    if (block.BlockType !== 'LINE' || !block.Text) continue;
    const n = block.Page ?? 1;
    const page = pages.get(n) ?? { page: n, width: PAGE_UNITS, height: PAGE_UNITS, lines: [] };
    const box = block.Geometry?.BoundingBox;
    page.lines.push({
      text: block.Text,
      x: (box?.Left ?? 0) * PAGE_UNITS,
      y: (box?.Top ?? 0) * PAGE_UNITS,
      width: (box?.Width ?? 0) * PAGE_UNITS,
      height: (box?.Height ?? 0) * PAGE_UNITS,
      confidence: (block.Confidence ?? 0) / 100,
    });
    pages.set(n, page);
  }
  return [...pages.values()].sort((a, b) => a.page - b.page);
}

function expenseKeyValues(documents: readonly ExpenseDocument[]): ReaderKeyValue[] {
  const out: ReaderKeyValue[] = [];
  for (const doc of documents) {
    for (const field of doc.SummaryFields ?? []) {
      const value = field.ValueDetection?.Text;
      const key = field.Type?.Text && field.Type.Text !== 'OTHER' ? field.Type.Text : field.LabelDetection?.Text;
      if (key && value) out.push({ key, value, confidence: (field.ValueDetection?.Confidence ?? 0) / 100 });
    }
  }
  // Line items keep their row: `LINE_ITEM.<n>.<type>` numbers them across groups, pages and
  // documents in reading order; a column Textract has no type for keeps its printed label.
  let row = 0;
  for (const doc of documents) {
    for (const group of doc.LineItemGroups ?? []) {
      for (const item of group.LineItems ?? []) {
        row += 1;
        for (const field of item.LineItemExpenseFields ?? []) {
          const value = field.ValueDetection?.Text;
          const type = field.Type?.Text;
          if (!type || !value) continue;
          const label = type === 'OTHER' ? field.LabelDetection?.Text?.trim() : undefined;
          out.push({ key: `LINE_ITEM.${row}.${type}${label ? `.${label}` : ''}`, value, confidence: (field.ValueDetection?.Confidence ?? 0) / 100 });
        }
      }
    }
  }
  return out;
}

function formKeyValues(blocks: readonly Block[]): ReaderKeyValue[] {
  const byId = new Map(blocks.filter((b) => b.Id).map((b) => [b.Id as string, b]));
  const childText = (block: Block | undefined): string =>
    (block?.Relationships ?? [])
      .filter((r) => r.Type === 'CHILD')
      .flatMap((r) => r.Ids ?? [])
      .map((id) => byId.get(id))
      .map((b) => (b?.BlockType === 'WORD' ? (b.Text ?? '') : b?.BlockType === 'SELECTION_ELEMENT' ? (b.SelectionStatus ?? '') : ''))
      .filter((t) => t !== '')
      .join(' ');
  const out: ReaderKeyValue[] = [];
  for (const block of blocks) {
    if (block.BlockType === 'KEY_VALUE_SET' && block.EntityTypes?.includes('KEY')) {
      const valueId = block.Relationships?.find((r) => r.Type === 'VALUE')?.Ids?.[0];
      const valueBlock = valueId ? byId.get(valueId) : undefined;
      const key = childText(block);
      const value = childText(valueBlock);
      if (key && value) out.push({ key, value, confidence: Math.min(block.Confidence ?? 0, valueBlock?.Confidence ?? 0) / 100 });
    }
    if (block.BlockType === 'QUERY') {
      const resultId = block.Relationships?.find((r) => r.Type === 'ANSWER')?.Ids?.[0];
      const result = resultId ? byId.get(resultId) : undefined;
      const key = block.Query?.Alias ?? block.Query?.Text;
      if (key && result?.Text) out.push({ key, value: result.Text, confidence: (result.Confidence ?? 0) / 100 });
    }
  }
  return out;
}

/** AWS reader: Textract AnalyzeExpense for bills and receipts, AnalyzeDocument (forms, tables, queries) for EOBs. */
export class TextractReader implements DocumentReader {
  constructor(private readonly options: TextractReaderOptions) {}

  async read(input: ReadInput): Promise<ReaderOutput> {
    if (input.bytes.byteLength === 0) throw new DocumentReadError('The file is empty.');
    const format = detectFileType(input.bytes);
    // Textract does not read Word files: they are turned into text here.
    if (format === 'docx') return { engine: 'textract-docx', pages: [readDocx(input.bytes)] };
    if (format === 'doc') return { engine: 'textract-doc', pages: [await readDoc(input.bytes)] };
    if (format === null) throw new DocumentReadError(uploadMessages.contentNotSupported);
    const expense = input.documentType !== 'insurance_payment';
    try {
      if (format === 'pdf') return await this.staged(input.bytes, 'application/pdf', (location) => this.runJob(location, expense));
      const analyze = (document: TextractDocument) => (expense ? this.analyzeExpense(document) : this.analyzeDocument(document));
      // The synchronous APIs take up to 5 MB inline; larger images (up to 10 MB) are read from S3.
      if (input.bytes.byteLength <= MAX_INLINE_BYTES) return await analyze({ Bytes: input.bytes });
      return await this.staged(input.bytes, acceptedFileTypes[format].contentType, analyze);
    } catch (error) {
      throw this.readError(error);
    }
  }

  private async analyzeExpense(document: TextractDocument): Promise<ReaderOutput> {
    const out = await this.options.textract.send(new AnalyzeExpenseCommand({ Document: document }));
    const documents = out.ExpenseDocuments ?? [];
    return { engine: 'textract-expense', pages: linesFromBlocks(documents.flatMap((d) => d.Blocks ?? [])), keyValues: expenseKeyValues(documents) };
  }

  private async analyzeDocument(document: TextractDocument): Promise<ReaderOutput> {
    const out = await this.options.textract.send(
      new AnalyzeDocumentCommand({ Document: document, FeatureTypes: ['FORMS', 'TABLES', 'QUERIES'], QueriesConfig: { Queries: [...EOB_QUERIES] } }),
    );
    const blocks = out.Blocks ?? [];
    return { engine: 'textract-document', pages: linesFromBlocks(blocks), keyValues: formKeyValues(blocks) };
  }

  /** Runs `use` on a copy of the file staged in S3 (Textract reads large and multi-page files from there). */
  private async staged(bytes: Uint8Array, contentType: string, use: (location: S3Location) => Promise<ReaderOutput>): Promise<ReaderOutput> {
    const { s3, stagingBucket } = this.options;
    const key = `textract-input/${crypto.randomUUID()}`;
    await s3.send(new PutObjectCommand({ Bucket: stagingBucket, Key: key, Body: bytes, ContentType: contentType }));
    try {
      return await use({ S3Object: { Bucket: stagingBucket, Name: key } });
    } finally {
      // The staged copy holds medical data: it lives only as long as the job.
      try {
        await s3.send(new DeleteObjectCommand({ Bucket: stagingBucket, Key: key }));
      } catch {
        // Best effort: a lifecycle rule on the prefix removes what is left behind.
      }
    }
  }

  /** PDFs (possibly multi-page): Start*Analysis, then Get*Analysis until done, following NextToken. */
  private async runJob(location: S3Location, expense: boolean): Promise<ReaderOutput> {
    const { textract, pollIntervalMs = 2000, maxPolls = 120 } = this.options;
    const started = expense
      ? await textract.send(new StartExpenseAnalysisCommand({ DocumentLocation: location }))
      : await textract.send(new StartDocumentAnalysisCommand({ DocumentLocation: location, FeatureTypes: ['FORMS', 'TABLES', 'QUERIES'], QueriesConfig: { Queries: [...EOB_QUERIES] } }));
    const jobId = started.JobId;
    if (!jobId) throw new DocumentReadError('The document could not be sent for reading.');
    for (let poll = 0; poll < maxPolls; poll++) {
      const first = expense ? await textract.send(new GetExpenseAnalysisCommand({ JobId: jobId })) : await textract.send(new GetDocumentAnalysisCommand({ JobId: jobId }));
      if (first.JobStatus === 'IN_PROGRESS') {
        await sleep(pollIntervalMs);
        continue;
      }
      if (first.JobStatus !== 'SUCCEEDED' && first.JobStatus !== 'PARTIAL_SUCCESS') {
        throw new DocumentReadError('The document could not be read.', { cause: new Error(first.StatusMessage ?? String(first.JobStatus)) });
      }
      if (expense) {
        const documents = [...((first as { ExpenseDocuments?: ExpenseDocument[] }).ExpenseDocuments ?? [])];
        for (let token = first.NextToken; token; ) {
          const next = await textract.send(new GetExpenseAnalysisCommand({ JobId: jobId, NextToken: token }));
          documents.push(...(next.ExpenseDocuments ?? []));
          token = next.NextToken;
        }
        return { engine: 'textract-expense', pages: linesFromBlocks(documents.flatMap((d) => d.Blocks ?? [])), keyValues: expenseKeyValues(documents) };
      }
      const blocks = [...((first as { Blocks?: Block[] }).Blocks ?? [])];
      for (let token = first.NextToken; token; ) {
        const next = await textract.send(new GetDocumentAnalysisCommand({ JobId: jobId, NextToken: token }));
        blocks.push(...(next.Blocks ?? []));
        token = next.NextToken;
      }
      return { engine: 'textract-document', pages: linesFromBlocks(blocks), keyValues: formKeyValues(blocks) };
    }
    throw new DocumentReadError('Reading this document took too long. Please try again later.');
  }

  private readError(error: unknown): Error {
    if (error instanceof DocumentReadError) return error;
    const name = error instanceof Error ? error.name : '';
    if (name === 'UnsupportedDocumentException' || name === 'BadDocumentException') {
      return new DocumentReadError('This document could not be read: the file is damaged or in an unsupported format.', { cause: error });
    }
    if (name === 'DocumentTooLargeException') return new DocumentReadError('This document is too large to read.', { cause: error });
    // Throttling and service errors stay as they are so the state machine can retry them.
    return error instanceof Error ? error : new Error(String(error));
  }
}
