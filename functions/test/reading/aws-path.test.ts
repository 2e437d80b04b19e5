import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  AnalyzeExpenseCommand,
  GetDocumentAnalysisCommand,
  GetExpenseAnalysisCommand,
  StartDocumentAnalysisCommand,
  StartExpenseAnalysisCommand,
  TextractClient,
  type GetDocumentAnalysisResponse,
  type GetExpenseAnalysisResponse,
} from '@aws-sdk/client-textract';
import {
  clampExtractedData,
  doubtfulFields,
  extractionFailureUpdate,
  failedReadingChecks,
  requiresManualReview,
  validateExtractedData,
  type DocumentType,
} from '@fairbill/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createReader, createStructurer, type ReadingEnv } from '../../src/adapters/create-dependencies';
import { structureByRules } from '../../src/adapters/structurer/rules/structure';
import { failureReason } from '../../src/domain/pipeline/steps';
import type { ReaderOutput, StructurerResult } from '../../src/domain/reading/ports';
import { EOB, eobDocumentPages, HOSPITAL_BILL, hospitalBillExpensePages, PHARMACY_RECEIPT, pharmacyReceiptExpense } from './textract-fixtures';

// The AWS reading path end to end, as reading.ts wires it: the real TextractReader (Textract and S3
// mocked with aws-sdk-client-mock, responses in the API's multi-page shapes) feeding the rules
// (READER=textract, STRUCTURER=local) or Bedrock cross-checked with the rules (STRUCTURER=bedrock,
// Converse mocked); then what the pipeline does with the result: the same clamp and validation as
// the validate step, the same arithmetic checks and manual-review rule as the persist step, and the
// same failure reason as MarkFailed.

const textract = mockClient(TextractClient);
const s3 = mockClient(S3Client);
const bedrock = mockClient(BedrockRuntimeClient);

const aws: ReadingEnv = { READER: 'textract', STRUCTURER: 'local', ARTIFACTS_BUCKET: 'fairbill-artifacts', AWS_REGION: 'us-east-1' };
const reader = createReader(aws);
const rules = createStructurer(aws);
const bedrockStructurer = createStructurer({ ...aws, STRUCTURER: 'bedrock', BEDROCK_MODEL_ID: 'anthropic.claude-3-5-sonnet-20240620-v1:0' });

const PDF = new TextEncoder().encode('%PDF-1.7\n% two pages\n');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

beforeEach(() => {
  textract.reset();
  s3.reset();
  bedrock.reset();
  s3.on(PutObjectCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
});

/**
 * An asynchronous job whose results come in pages: page 1 (with a NextToken), then page 2. `running`:
 * the first poll finds the job still in progress (the reader then waits its 2 s poll interval).
 */
function expenseJob(pages: GetExpenseAnalysisResponse[], options: { running?: boolean } = {}): void {
  textract.on(StartExpenseAnalysisCommand).resolves({ JobId: 'expense-job-1' });
  const first = textract.on(GetExpenseAnalysisCommand, { JobId: 'expense-job-1', NextToken: undefined });
  (options.running ? first.resolvesOnce({ JobStatus: 'IN_PROGRESS' }) : first).resolves(pages[0] ?? {});
  pages.slice(1).forEach((page, index) => textract.on(GetExpenseAnalysisCommand, { JobId: 'expense-job-1', NextToken: pages[index]?.NextToken }).resolves(page));
}

function documentJob(pages: GetDocumentAnalysisResponse[]): void {
  textract.on(StartDocumentAnalysisCommand).resolves({ JobId: 'document-job-1' });
  textract.on(GetDocumentAnalysisCommand, { JobId: 'document-job-1', NextToken: undefined }).resolves(pages[0] ?? {});
  pages.slice(1).forEach((page, index) => textract.on(GetDocumentAnalysisCommand, { JobId: 'document-job-1', NextToken: pages[index]?.NextToken }).resolves(page));
}

type Outcome =
  | { failed: false; data: Record<string, unknown>; fieldConfidence: Record<string, number>; requiresManualReview: boolean; failedChecks: string[]; doubtful: string[] }
  | { failed: true; reason: string; requiresManualReview: boolean };

/** What the pipeline makes of a structurer's result: validate (clamped), then the checks and the review rule, or MarkFailed's reason. */
function settle(documentType: DocumentType, result: StructurerResult): Outcome {
  const candidate = { confidence: result.confidence, fieldConfidence: result.fieldConfidence, ...(result.data as Record<string, unknown>) };
  const checked = validateExtractedData(documentType, clampExtractedData(documentType, candidate).data);
  if (!checked.ok) {
    const cause = JSON.stringify({ errorType: 'ExtractionValidationError', errorMessage: checked.error });
    const update = extractionFailureUpdate(failureReason(documentType, { Error: 'ExtractionValidationError', Cause: cause }, 'application/pdf'));
    return { failed: true, reason: update.failure_reason ?? '', requiresManualReview: update.requires_manual_review };
  }
  const data = checked.data as Record<string, unknown> & { confidence: number; fieldConfidence?: Record<string, number> };
  return {
    failed: false,
    data,
    fieldConfidence: data.fieldConfidence ?? {},
    requiresManualReview: requiresManualReview(documentType, data.confidence, null, data),
    failedChecks: failedReadingChecks(documentType, data).map((c) => c.id),
    doubtful: doubtfulFields(data.fieldConfidence),
  };
}

function completed(outcome: Outcome): Extract<Outcome, { failed: false }> {
  if (outcome.failed) throw new Error(`expected a completed extraction, got: ${outcome.reason}`);
  return outcome;
}

async function readBill(options: Parameters<typeof hospitalBillExpensePages>[0] = {}, job: { running?: boolean } = {}): Promise<ReaderOutput> {
  expenseJob(hospitalBillExpensePages(options), job);
  return reader.read({ bytes: PDF, contentType: 'application/pdf', documentType: 'medical_bill' });
}

async function readEob(options: Parameters<typeof eobDocumentPages>[0] = {}): Promise<ReaderOutput> {
  documentJob(eobDocumentPages(options));
  return reader.read({ bytes: PDF, contentType: 'application/pdf', documentType: 'insurance_payment' });
}

const billItems = HOSPITAL_BILL.items.map(({ description, code, amount, date }) => ({ description, code, amount, date }));

describe('AWS path: a two-page hospital bill (StartExpenseAnalysis, two pages of results)', () => {
  it('reads both line-item groups, in order, and the charges and amount due they add up to', async () => {
    const reading = await readBill({ statementNumber: 'ST-2025-0214-7731' }, { running: true });
    expect(textract.commandCalls(GetExpenseAnalysisCommand).map((c) => c.args[0].input.NextToken)).toEqual([undefined, undefined, 'expense-results-page-2']);
    expect(reading.pages.map((p) => p.page)).toEqual([1, 2]);

    const outcome = completed(settle('medical_bill', await rules.structure({ reading, documentType: 'medical_bill' })));
    // Page 2 continues the table without repeating its header: only Textract's second group has those rows.
    expect(outcome.data.lineItems).toEqual(billItems);
    expect(outcome.data).toMatchObject({
      providerName: HOSPITAL_BILL.provider,
      patientName: HOSPITAL_BILL.patient,
      invoiceNumber: 'ST-2025-0214-7731',
      invoiceDate: HOSPITAL_BILL.statementDate,
      serviceDate: '2025-01-21',
      subtotal: HOSPITAL_BILL.totalCharges,
      insurancePaid: HOSPITAL_BILL.insurancePaid,
      insuranceDiscount: HOSPITAL_BILL.adjustments,
      amountDue: HOSPITAL_BILL.amountDue,
    });
    expect(outcome.failedChecks).toEqual([]);
    expect(outcome.fieldConfidence.subtotal).toBeGreaterThanOrEqual(0.9);
    expect(outcome.requiresManualReview).toBe(false);
  });

  it("keeps the printed table's items when Textract's groups do not add up to the charges (a row read twice)", async () => {
    const reading = await readBill({ statementNumber: 'ST-2025-0214-7731', repeatHeader: true, rowReadTwice: true });
    expect(reading.keyValues?.filter((kv) => kv.key.endsWith('.ITEM')).map((kv) => kv.value)).toHaveLength(7);
    const outcome = completed(settle('medical_bill', await rules.structure({ reading, documentType: 'medical_bill' })));
    expect(outcome.data.lineItems).toEqual(billItems);
    expect(outcome.failedChecks).toEqual([]);
  });

  it("keeps a smudged amount due (Textract 45 %) that the bill's arithmetic confirms, and doubts the same smudge misread", async () => {
    // Read right: charges - insurance paid - adjustments = amount due holds to the cent, which a
    // misread could not do; the figure is as certain as the three it is checked against.
    const right = completed(settle('medical_bill', await rules.structure({ reading: await readBill({ statementNumber: 'ST-2025-0214-7731' }), documentType: 'medical_bill' })));
    expect(right.data.amountDue).toBe(464);
    expect(right.fieldConfidence.amountDue).toBeGreaterThanOrEqual(0.9);

    // Misread ($484.00 at 45 %): the balance does not hold with it, so the arithmetic's figure
    // takes its place, and with the printed figure against it, it is shown as doubtful.
    textract.reset();
    const pages = hospitalBillExpensePages({ statementNumber: 'ST-2025-0214-7731' });
    for (const block of pages[1]?.ExpenseDocuments?.[0]?.Blocks ?? []) if (block.Text === '$464.00') block.Text = '$484.00';
    for (const field of pages[1]?.ExpenseDocuments?.[0]?.SummaryFields ?? []) if (field.ValueDetection?.Text === '$464.00') field.ValueDetection.Text = '$484.00';
    expenseJob(pages);
    const reading = await reader.read({ bytes: PDF, contentType: 'application/pdf', documentType: 'medical_bill' });
    expect(reading.keyValues).toContainEqual({ key: 'AMOUNT_DUE', value: '$484.00', confidence: 0.45 });
    const misread = completed(settle('medical_bill', await rules.structure({ reading, documentType: 'medical_bill' })));
    expect(misread.data.amountDue).toBe(464);
    expect(misread.fieldConfidence.amountDue).toBeLessThan(0.7);
    expect(misread.doubtful).toEqual(expect.arrayContaining(['amountDue']));
    expect(misread.fieldConfidence.subtotal).toBeGreaterThanOrEqual(0.9);
  });

  it('sends a bill that prints no invoice number to manual review as missing it, inventing none', async () => {
    const reading = await readBill();
    expect(reading.keyValues?.some((kv) => kv.key === 'INVOICE_RECEIPT_ID')).toBe(false);
    const result = await rules.structure({ reading, documentType: 'medical_bill' });
    expect((result.data as Record<string, unknown>).invoiceNumber).toBeUndefined();
    expect(result.confidence).toBe(0);
    expect(settle('medical_bill', result)).toEqual({ failed: true, reason: 'Missing invoiceNumber in extracted data', requiresManualReview: true });
  });
});

describe('AWS path: a pharmacy receipt (AnalyzeExpense)', () => {
  it("reads the items Textract's groups give too, each description over its quantity line", async () => {
    textract.on(AnalyzeExpenseCommand).resolves(pharmacyReceiptExpense());
    const reading = await reader.read({ bytes: PNG, contentType: 'image/png', documentType: 'user_payment' });
    const result = await rules.structure({ reading, documentType: 'user_payment' });
    const outcome = completed(settle('user_payment', result));
    // Each item spans two printed lines; the ibuprofen's amount is its unit price times its quantity.
    expect(outcome.data.items).toEqual(PHARMACY_RECEIPT.items.map(({ description, amount }) => ({ description, amount })));
    expect(outcome.data).toMatchObject({ merchantName: PHARMACY_RECEIPT.merchant, totalAmount: PHARMACY_RECEIPT.total, transactionDate: PHARMACY_RECEIPT.date });
    expect(outcome.requiresManualReview).toBe(false);
    // The card's line ("VISA ****4821  37.74") is a tender, not an item (rules-2026.12): the printed lines
    // (each description over its "2 @ 4.50" line) now add up to the subtotal on their own, and the same
    // three items as Textract's groups are read from them, at the printed text's confidence.
    expect(structureByRules(reading, 'user_payment').evidence.items?.raw).toBe(0.99);
  });
});

describe('AWS path: a two-page EOB (StartDocumentAnalysis with FORMS, TABLES and QUERIES)', () => {
  it("maps the claim table's columns to their roles and reads the totals row", async () => {
    const reading = await readEob();
    expect(textract.commandCalls(GetDocumentAnalysisCommand).map((c) => c.args[0].input.NextToken)).toEqual([undefined, 'document-results-page-2']);
    expect(reading.keyValues).toEqual(expect.arrayContaining([{ key: 'claimNumber', value: EOB.claimNumber, confidence: 0.98 }, { key: 'Member:', value: EOB.member, confidence: 0.96 }]));

    const outcome = completed(settle('insurance_payment', await rules.structure({ reading, documentType: 'insurance_payment' })));
    const t = EOB.totals;
    expect(outcome.data).toMatchObject({
      insuranceCompany: EOB.insurer,
      memberName: EOB.member,
      claimNumber: EOB.claimNumber,
      providerName: EOB.provider,
      statementDate: EOB.statementDate,
      serviceDate: EOB.serviceDate,
      isInNetwork: true,
      // The totals row, not the first claim line: every column to its role.
      amountBilled: t.billed,
      allowedAmount: t.allowed,
      deductible: t.deductible,
      copay: t.copay,
      planPaid: t.paid,
      patientResponsibility: t.owe,
    });
    expect(outcome.failedChecks).toEqual([]);
    expect(outcome.requiresManualReview).toBe(false);
  });

  it('lowers the confidence of a money figure Textract read with low confidence', async () => {
    const smudged = await rules.structure({ reading: await readEob(), documentType: 'insurance_payment' });
    const clean = await rules.structure({ reading: withConfidence(await readEob(), '$143.90', 0.994), documentType: 'insurance_payment' });
    expect(smudged.fieldConfidence.patientResponsibility).toBeLessThan(clean.fieldConfidence.patientResponsibility ?? 0);
    expect(smudged.fieldConfidence.patientResponsibility).toBeLessThan(smudged.fieldConfidence.allowedAmount ?? 0);

    // Misread as $148.90, the figure does not add up with the others: the arithmetic's $143.90
    // takes its place, doubtful with the printed figure against it, and this required field sends the EOB to review.
    const misread = completed(settle('insurance_payment', await rules.structure({ reading: await readEob({ totals: { owe: 148.9 } }), documentType: 'insurance_payment' })));
    expect(misread.data.patientResponsibility).toBe(143.9);
    expect(misread.doubtful).toContain('patientResponsibility');
    expect(misread.requiresManualReview).toBe(true);
  });

  it('reports figures that do not add up (a misread plan payment) and sends the EOB to review', async () => {
    const outcome = completed(settle('insurance_payment', await rules.structure({ reading: await readEob({ totals: { paid: 346.2 } }), documentType: 'insurance_payment' })));
    expect(outcome.data.planPaid).toBe(346.2);
    expect(outcome.failedChecks).toEqual(['eob-paid']);
    expect(outcome.fieldConfidence.planPaid).toBeLessThan(0.9);
    expect(outcome.requiresManualReview).toBe(true);
  });
});

/** The reading with one line's confidence replaced (a clean scan of the same page). */
function withConfidence(reading: ReaderOutput, text: string, confidence: number): ReaderOutput {
  return { ...reading, pages: reading.pages.map((p) => ({ ...p, lines: p.lines.map((l) => (l.text === text ? { ...l, confidence } : l)) })) };
}

const billReply = (input: Record<string, unknown>) => ({
  output: { message: { role: 'assistant' as const, content: [{ toolUse: { toolUseId: 'tooluse_bill', name: 'record_medical_bill', input: input as never } }] } },
  stopReason: 'tool_use' as const,
  usage: { inputTokens: 3100, outputTokens: 420, totalTokens: 3520 },
  metrics: { latencyMs: 2400 },
});

const modelBill = {
  providerName: HOSPITAL_BILL.provider,
  patientName: HOSPITAL_BILL.patient,
  invoiceNumber: 'ST-2025-0214-7731',
  invoiceDate: HOSPITAL_BILL.statementDate,
  subtotal: HOSPITAL_BILL.totalCharges,
  insurancePaid: HOSPITAL_BILL.insurancePaid,
  insuranceDiscount: HOSPITAL_BILL.adjustments,
  amountDue: HOSPITAL_BILL.amountDue,
  lineItems: billItems,
  confidence: 0.96,
  fieldConfidence: { providerName: 0.99, patientName: 0.98, invoiceNumber: 0.97, invoiceDate: 0.98, subtotal: 0.99, amountDue: 0.97, lineItems: 0.95 },
};

describe('AWS path: Bedrock over the same Textract reading, cross-checked with the rules', () => {
  it("passes page 2's line items to the model and agrees with it on the items and the figures", async () => {
    bedrock.on(ConverseCommand).resolves(billReply(modelBill));
    const reading = await readBill({ statementNumber: 'ST-2025-0214-7731' });
    const outcome = completed(settle('medical_bill', await bedrockStructurer.structure({ reading, documentType: 'medical_bill', original: PDF })));
    const prompt = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input.messages?.[0]?.content?.map((c) => c.text ?? '').join('\n') ?? '';
    expect(prompt).toContain('LINE_ITEM.6.ITEM: Ondansetron injection');
    expect(outcome.fieldConfidence.lineItems).toBeGreaterThanOrEqual(0.9);
    expect(outcome.fieldConfidence.subtotal).toBeGreaterThanOrEqual(0.9);
    expect(outcome.requiresManualReview).toBe(false);
  });

  it("flags a model's line items that leave out page 2: they disagree with Textract's and do not add up to the charges", async () => {
    bedrock.on(ConverseCommand).resolves(billReply({ ...modelBill, lineItems: billItems.slice(0, 4) }));
    const reading = await readBill({ statementNumber: 'ST-2025-0214-7731' });
    const outcome = completed(settle('medical_bill', await bedrockStructurer.structure({ reading, documentType: 'medical_bill', original: PDF })));
    expect(outcome.fieldConfidence.lineItems).toBeLessThan(0.9);
    expect(outcome.doubtful).toContain('lineItems');
    expect(outcome.failedChecks).toEqual(['bill-line-items']);
    expect(outcome.requiresManualReview).toBe(true);
  });

  it('flags a model figure the rules read otherwise (amount due) and a balance that cannot be', async () => {
    bedrock.on(ConverseCommand).resolves(billReply({ ...modelBill, amountDue: 1476.25 }));
    const outcome = completed(settle('medical_bill', await bedrockStructurer.structure({ reading: await readBill({ statementNumber: 'ST-2025-0214-7731' }), documentType: 'medical_bill' })));
    expect(outcome.fieldConfidence.amountDue).toBeLessThanOrEqual(0.5);
    expect(outcome.failedChecks).toEqual(['bill-balance']);
    expect(outcome.requiresManualReview).toBe(true);
  });

  it('drops an invoice number the model made up (it is nowhere on the page): the bill goes to review as missing it', async () => {
    bedrock.on(ConverseCommand).resolves(billReply({ ...modelBill, invoiceNumber: 'INV-20250214-001' }));
    const result = await bedrockStructurer.structure({ reading: await readBill(), documentType: 'medical_bill', original: PDF });
    expect((result.data as Record<string, unknown>).invoiceNumber).toBeUndefined();
    expect(settle('medical_bill', result)).toEqual({ failed: true, reason: 'Missing invoiceNumber in extracted data', requiresManualReview: true });
  });
});
