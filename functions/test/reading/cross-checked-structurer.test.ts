import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { failedReadingChecks, requiresManualReview } from '@fairbill/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { BedrockStructurer } from '../../src/adapters/structurer/bedrock-structurer';
import { CrossCheckedStructurer } from '../../src/adapters/structurer/cross-checked-structurer';
import type { ReaderLine, ReaderOutput } from '../../src/domain/reading/ports';

const bedrock = mockClient(BedrockRuntimeClient);
const structurer = new CrossCheckedStructurer(new BedrockStructurer(new BedrockRuntimeClient({ region: 'us-east-1' }), 'model-x'));

// An EOB as Textract AnalyzeDocument reports it: lines on a 1000 x 1000 page with confidences, two
// pages, the claim table's header and totals row, a low-confidence line, and the query answers.
const line = (text: string, x: number, y: number, confidence = 0.99): ReaderLine => ({ text, x, y, width: Math.max(30, text.length * 9), height: 14, confidence });
const reading: ReaderOutput = {
  engine: 'textract-document',
  pages: [
    {
      page: 1,
      width: 1000,
      height: 1000,
      lines: [
        line('Granite Peak Health Plan', 60, 40),
        line('Explanation of Benefits', 60, 70),
        line('Member:', 60, 120),
        line('Rowan Tanaka', 250, 120),
        line('Claim Number:', 60, 145),
        line('CLM-771204', 250, 145),
        line('Provider:', 60, 170),
        line('Lakeshore Pines Clinic', 250, 170),
        line('Date of Service', 60, 230),
        line('Billed', 330, 230),
        line('Allowed', 450, 230),
        line('Plan Paid', 570, 230),
        line('You Owe', 700, 230),
        line('03/04/2025', 60, 260),
        line('$250.00', 330, 260),
        line('$180.00', 450, 260),
        line('$144.00', 570, 260),
        line('$36.00', 700, 260, 0.41),
        line('Totals', 60, 290),
        line('$250.00', 330, 290),
        line('$180.00', 450, 290),
        line('$144.00', 570, 290),
        line('$36.00', 700, 290),
      ],
    },
    { page: 2, width: 1000, height: 1000, lines: [line('Questions? Call the number on your ID card.', 60, 60), line('Page 2 of 2', 800, 950)] },
  ],
  keyValues: [
    { key: 'claimNumber', value: 'CLM-771204', confidence: 0.97 },
    { key: 'amountBilled', value: '$250.00', confidence: 0.95 },
    { key: 'Member:', value: 'Rowan Tanaka', confidence: 0.93 },
  ],
};

const eob = {
  insuranceCompany: 'Granite Peak Health Plan',
  memberName: 'Rowan Tanaka',
  claimNumber: 'CLM-771204',
  providerName: 'Lakeshore Pines Clinic',
  amountBilled: 250,
  allowedAmount: 180,
  planPaid: 144,
  patientResponsibility: 36,
  confidence: 0.97,
  fieldConfidence: { insuranceCompany: 0.99, memberName: 0.99, claimNumber: 0.99, providerName: 0.99, amountBilled: 0.99, allowedAmount: 0.99, planPaid: 0.99, patientResponsibility: 0.99 },
};
const reply = (input: unknown) => ({
  output: { message: { role: 'assistant' as const, content: [{ toolUse: { toolUseId: 't1', name: 'record_eob', input: input as never } }] } },
  stopReason: 'tool_use' as const,
  usage: { inputTokens: 900, outputTokens: 200, totalTokens: 1100 },
  metrics: { latencyMs: 1200 },
});

beforeEach(() => bedrock.reset());

describe('CrossCheckedStructurer (Bedrock checked against the rules on the same Textract reading)', () => {
  it('keeps fields both readers agree on as certain, and the document out of review', async () => {
    bedrock.on(ConverseCommand).resolves(reply(eob));
    const result = await structurer.structure({ reading, documentType: 'insurance_payment' });
    for (const field of ['memberName', 'claimNumber', 'providerName', 'amountBilled', 'allowedAmount', 'planPaid', 'patientResponsibility', 'insuranceCompany']) {
      expect(result.fieldConfidence[field], field).toBeGreaterThanOrEqual(0.9);
    }
    expect(result.confidence).toBeGreaterThanOrEqual(0.7);
    expect(result.promptVersion).toMatch(/\+cross-check-rules-/);
    expect(requiresManualReview('insurance_payment', result.confidence, null, result.data as Record<string, unknown>)).toBe(false);
  });

  it("marks a model's figure that the page does not show as doubtful, however sure the model says it is", async () => {
    bedrock.on(ConverseCommand).resolves(reply({ ...eob, planPaid: 114, patientResponsibility: 66 }));
    const result = await structurer.structure({ reading, documentType: 'insurance_payment' });
    expect(result.fieldConfidence.planPaid).toBeLessThan(0.9);
    expect(result.fieldConfidence.patientResponsibility).toBeLessThan(0.9);
    // A required field in doubt sends the document to review.
    expect(requiresManualReview('insurance_payment', result.confidence, null, result.data as Record<string, unknown>)).toBe(true);
  });

  it('does not invent what the model left out, and sends figures that do not add up to review', async () => {
    const { allowedAmount: _a, ...withoutAllowed } = eob;
    bedrock.on(ConverseCommand).resolves(reply({ ...withoutAllowed, planPaid: 100 }));
    const result = await structurer.structure({ reading, documentType: 'insurance_payment' });
    expect((result.data as Record<string, unknown>).allowedAmount).toBeUndefined();
    expect(result.fieldConfidence.allowedAmount).toBeUndefined();
    const data = { ...(result.data as Record<string, unknown>), allowedAmount: 180 };
    expect(failedReadingChecks('insurance_payment', data).map((c) => c.id)).toEqual(['eob-paid']);
  });
});
