import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  AnalyzeDocumentCommand,
  AnalyzeExpenseCommand,
  GetDocumentAnalysisCommand,
  GetExpenseAnalysisCommand,
  StartDocumentAnalysisCommand,
  StartExpenseAnalysisCommand,
  TextractClient,
  UnsupportedDocumentException,
  type Block,
} from '@aws-sdk/client-textract';
import { mockClient } from 'aws-sdk-client-mock';
import { Document, Packer, Paragraph } from 'docx';
import { beforeEach, describe, expect, it } from 'vitest';
import { EOB_QUERIES, TextractReader } from '../../src/adapters/reader/textract-reader';
import { DocumentReadError } from '../../src/domain/errors';

const textract = mockClient(TextractClient);
const s3 = mockClient(S3Client);
const reader = new TextractReader({ textract: new TextractClient({ region: 'us-east-1' }), s3: new S3Client({ region: 'us-east-1' }), stagingBucket: 'artifacts', pollIntervalMs: 1 });

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PDF = new TextEncoder().encode('%PDF-1.7\n...');

// Shapes as in the Textract API reference (Block, ExpenseDocument, Geometry.BoundingBox as page fractions).
const lineBlock = (id: string, text: string, top: number, page = 1): Block => ({
  BlockType: 'LINE',
  Id: id,
  Text: text,
  Confidence: 99.1,
  Page: page,
  Geometry: { BoundingBox: { Left: 0.1, Top: top, Width: 0.3, Height: 0.02 } },
});

beforeEach(() => {
  textract.reset();
  s3.reset();
});

describe('TextractReader', () => {
  it('uses AnalyzeExpense for a bill image: lines with positions and summary/line-item fields', async () => {
    textract.on(AnalyzeExpenseCommand).resolves({
      DocumentMetadata: { Pages: 1 },
      ExpenseDocuments: [
        {
          ExpenseIndex: 1,
          SummaryFields: [
            { Type: { Text: 'INVOICE_RECEIPT_ID', Confidence: 98 }, LabelDetection: { Text: 'Invoice #', Confidence: 97 }, ValueDetection: { Text: 'INV-1001', Confidence: 96.5 }, PageNumber: 1 },
            { Type: { Text: 'OTHER', Confidence: 90 }, LabelDetection: { Text: 'Patient Name', Confidence: 92 }, ValueDetection: { Text: 'Jane Sample', Confidence: 91 }, PageNumber: 1 },
          ],
          LineItemGroups: [
            {
              LineItemGroupIndex: 1,
              LineItems: [{ LineItemExpenseFields: [{ Type: { Text: 'ITEM' }, ValueDetection: { Text: 'Office visit', Confidence: 95 } }, { Type: { Text: 'PRICE' }, ValueDetection: { Text: '$120.00', Confidence: 94 } }] }],
            },
          ],
          Blocks: [lineBlock('l1', 'Lakeside Clinic', 0.05), lineBlock('l2', 'Invoice #: INV-1001', 0.1)],
        },
      ],
    });
    const out = await reader.read({ bytes: PNG, contentType: 'image/png', documentType: 'medical_bill' });
    expect(textract.commandCalls(AnalyzeExpenseCommand)[0]?.args[0].input.Document?.Bytes).toBe(PNG);
    expect(out.engine).toBe('textract-expense');
    expect(out.pages).toEqual([
      {
        page: 1,
        width: 1000,
        height: 1000,
        lines: [
          { text: 'Lakeside Clinic', x: 100, y: 50, width: 300, height: 20, confidence: 0.991 },
          { text: 'Invoice #: INV-1001', x: 100, y: 100, width: 300, height: 20, confidence: 0.991 },
        ],
      },
    ]);
    expect(out.keyValues).toEqual([
      { key: 'INVOICE_RECEIPT_ID', value: 'INV-1001', confidence: 0.965 },
      { key: 'Patient Name', value: 'Jane Sample', confidence: 0.91 },
      { key: 'LINE_ITEM.1.ITEM', value: 'Office visit', confidence: 0.95 },
      { key: 'LINE_ITEM.1.PRICE', value: '$120.00', confidence: 0.94 },
    ]);
  });

  it('uses AnalyzeDocument with FORMS, TABLES and QUERIES for an EOB image', async () => {
    textract.on(AnalyzeDocumentCommand).resolves({
      DocumentMetadata: { Pages: 1 },
      Blocks: [
        { BlockType: 'PAGE', Id: 'p1', Page: 1 },
        lineBlock('l1', 'Claim Number: CLM-1', 0.2),
        { BlockType: 'KEY_VALUE_SET', Id: 'k1', EntityTypes: ['KEY'], Confidence: 95, Relationships: [{ Type: 'VALUE', Ids: ['v1'] }, { Type: 'CHILD', Ids: ['w1', 'w2'] }] },
        { BlockType: 'KEY_VALUE_SET', Id: 'v1', EntityTypes: ['VALUE'], Confidence: 90, Relationships: [{ Type: 'CHILD', Ids: ['w3'] }] },
        { BlockType: 'WORD', Id: 'w1', Text: 'Claim' },
        { BlockType: 'WORD', Id: 'w2', Text: 'Number:' },
        { BlockType: 'WORD', Id: 'w3', Text: 'CLM-1' },
        { BlockType: 'QUERY', Id: 'q1', Query: { Text: 'What is the member name?', Alias: 'memberName' }, Relationships: [{ Type: 'ANSWER', Ids: ['a1'] }] },
        { BlockType: 'QUERY_RESULT', Id: 'a1', Text: 'Alex Example', Confidence: 88 },
      ],
    });
    const out = await reader.read({ bytes: PNG, contentType: 'image/png', documentType: 'insurance_payment' });
    const input = textract.commandCalls(AnalyzeDocumentCommand)[0]?.args[0].input;
    expect(input?.FeatureTypes).toEqual(['FORMS', 'TABLES', 'QUERIES']);
    expect(input?.QueriesConfig?.Queries).toEqual([...EOB_QUERIES]);
    expect(out.engine).toBe('textract-document');
    expect(out.pages[0]?.lines.map((l) => l.text)).toEqual(['Claim Number: CLM-1']);
    expect(out.keyValues).toEqual([
      { key: 'Claim Number:', value: 'CLM-1', confidence: 0.9 },
      { key: 'memberName', value: 'Alex Example', confidence: 0.88 },
    ]);
  });

  it('stages a PDF in S3 and follows the asynchronous expense job through every page of results', async () => {
    s3.on(PutObjectCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});
    textract.on(StartExpenseAnalysisCommand).resolves({ JobId: 'job-1' });
    textract
      .on(GetExpenseAnalysisCommand)
      .resolvesOnce({ JobStatus: 'IN_PROGRESS' })
      .resolvesOnce({ JobStatus: 'SUCCEEDED', NextToken: 't2', ExpenseDocuments: [{ ExpenseIndex: 1, Blocks: [lineBlock('a', 'Page one', 0.1, 1)] }] })
      .resolvesOnce({ JobStatus: 'SUCCEEDED', ExpenseDocuments: [{ ExpenseIndex: 2, Blocks: [lineBlock('b', 'Page two', 0.1, 2)] }] });
    const out = await reader.read({ bytes: PDF, contentType: 'application/pdf', documentType: 'user_payment' });
    const put = s3.commandCalls(PutObjectCommand)[0]?.args[0].input;
    expect(put?.Bucket).toBe('artifacts');
    const start = textract.commandCalls(StartExpenseAnalysisCommand)[0]?.args[0].input;
    expect(start?.DocumentLocation?.S3Object).toEqual({ Bucket: 'artifacts', Name: put?.Key });
    expect(textract.commandCalls(GetExpenseAnalysisCommand).map((c) => c.args[0].input.NextToken)).toEqual([undefined, undefined, 't2']);
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({ Bucket: 'artifacts', Key: put?.Key });
    expect(out.pages.map((p) => [p.page, p.lines[0]?.text])).toEqual([
      [1, 'Page one'],
      [2, 'Page two'],
    ]);
  });

  it('reads an image over 5 MB from a staged S3 copy with the synchronous API', async () => {
    s3.on(PutObjectCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});
    textract.on(AnalyzeDocumentCommand).resolves({ Blocks: [lineBlock('l1', 'Explanation of Benefits', 0.1)] });
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG);
    const out = await reader.read({ bytes: big, contentType: 'image/png', documentType: 'insurance_payment' });
    const put = s3.commandCalls(PutObjectCommand)[0]?.args[0].input;
    expect(put?.ContentType).toBe('image/png');
    expect(textract.commandCalls(AnalyzeDocumentCommand)[0]?.args[0].input.Document).toEqual({ S3Object: { Bucket: 'artifacts', Name: put?.Key } });
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(1);
    expect(out.pages[0]?.lines[0]?.text).toBe('Explanation of Benefits');
  });

  it('uses StartDocumentAnalysis for an EOB PDF and reports a failed job as unreadable', async () => {
    s3.on(PutObjectCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});
    textract.on(StartDocumentAnalysisCommand).resolves({ JobId: 'job-2' });
    textract.on(GetDocumentAnalysisCommand).resolves({ JobStatus: 'FAILED', StatusMessage: 'bad document' });
    await expect(reader.read({ bytes: PDF, contentType: 'application/pdf', documentType: 'insurance_payment' })).rejects.toThrow(DocumentReadError);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(1);
    expect(textract.commandCalls(StartDocumentAnalysisCommand)[0]?.args[0].input.FeatureTypes).toEqual(['FORMS', 'TABLES', 'QUERIES']);
  });

  it('turns an unsupported document into a DocumentReadError but lets throttling through for retries', async () => {
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ProvisionedThroughputExceededException' });
    textract.on(AnalyzeExpenseCommand).rejectsOnce(new UnsupportedDocumentException({ message: 'Unsupported', $metadata: {} })).rejectsOnce(throttled);
    await expect(reader.read({ bytes: PNG, contentType: 'image/png', documentType: 'medical_bill' })).rejects.toThrow(/damaged or in an unsupported format/);
    await expect(reader.read({ bytes: PNG, contentType: 'image/png', documentType: 'medical_bill' })).rejects.toMatchObject({ name: 'ProvisionedThroughputExceededException' });
  });

  it('converts DOCX to text itself (Textract does not read Word files)', async () => {
    const docx = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Invoice Number: 77-1'), new Paragraph('Amount Due\t$12.00')] }] }));
    const out = await reader.read({ bytes: new Uint8Array(docx), contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', documentType: 'medical_bill' });
    expect(out.engine).toBe('textract-docx');
    expect(out.pages[0]?.lines.map((l) => l.text)).toEqual(['Invoice Number: 77-1', 'Amount Due', '$12.00']);
    expect(textract.calls()).toHaveLength(0);
  });

  it('refuses empty and unknown files without calling AWS', async () => {
    await expect(reader.read({ bytes: new Uint8Array(), contentType: 'image/png', documentType: 'medical_bill' })).rejects.toThrow(/empty/);
    await expect(reader.read({ bytes: new TextEncoder().encode('nope'), contentType: 'image/png', documentType: 'medical_bill' })).rejects.toThrow(/not a PDF, JPG, PNG, DOC or DOCX/);
    expect(textract.calls()).toHaveLength(0);
  });
});
