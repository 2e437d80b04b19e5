import { describe, expect, it } from 'vitest';
import { claudeImageTokens, costModel, DEFAULT_ASSUMPTIONS, documentUsage, largestItemKnob, type Assumptions, type KindMeasurement, type Measurements } from '../cost/model';
import { cost, foundationModel, prices, type Price } from '../cost/prices';
import { alarmMetrics, happyPath, type TemplateFacts } from '../cost/template-facts';

// The cost model's arithmetic (npm run cost, infra/COST.md) on hand-made inputs: every figure
// here is worked out by hand from the inputs, so a change to a formula shows up as a number.

const kind = (overrides: Partial<KindMeasurement> = {}): KindMeasurement => ({
  samples: 1,
  pages: 2,
  fileBytes: 10_000,
  promptChars: 3_500,
  imageTokens: 0,
  documentChars: 700,
  outputChars: 700,
  artifactBytes: 5_000,
  readUnits: 10,
  writeUnits: 100,
  s3Puts: 5,
  s3Gets: 6,
  dynamodbCalls: {},
  stepMs: { read: 100, structure: 100, validate: 20, analyze: 40, persist: 20 },
  ...overrides,
});

const both = (measure: KindMeasurement) => ({ pdf: measure, image: { ...measure, pages: 1, imageTokens: 1_000, documentChars: 0 } });

const measured: Measurements = {
  measuredOn: '2026-11-26',
  how: 'by hand',
  kinds: { bill: both(kind()), eob: both(kind({ pages: 3 })), receipt: both(kind({ pages: 1 })) },
  apiRequests: {
    'GET /api/family-members': { readUnits: 1, writeUnits: 0 },
    'GET /api/totals': { readUnits: 2, writeUnits: 0 },
    'GET /api/documents (search)': { readUnits: 3, writeUnits: 0 },
    'GET /api/bills/{billId}/comparison': { readUnits: 4, writeUnits: 0 },
    'GET /api/documents/{documentId}/download': { readUnits: 0.5, writeUnits: 0 },
    'GET /api/documents/{documentId}': { readUnits: 0.5, writeUnits: 0 },
  },
  spaGzipBytes: 300_000,
};

const facts: TemplateFacts = {
  stage: 'prod',
  bedrockModelId: 'us.anthropic.claude-haiku-4-5-20251001-v1:0',
  logLevel: 'INFO',
  logRetentionDays: 365,
  pipelineMemoryMb: { ResolveDocument: 512, ReadDocument: 1024, StructureData: 1024, ValidateData: 512, AnalyzeDocument: 512, PersistResults: 512, MarkFailed: 512 },
  apiMemoryMb: { '512': 10 },
  architectures: ['arm64'],
  stateMachineType: 'STANDARD',
  happyPathStates: ['ResolveDocument', 'ShouldProcess', 'ReadDocument', 'StructureData', 'ValidateData', 'AnalyzeDocument', 'PersistResults', 'Done'],
  stepFunctionsLogLevel: 'ALL',
  cognitoPlan: 'PLUS',
  counts: { alarms: 40, alarmMetrics: 47, dashboards: 1, kmsKeys: 1, logGroups: 40, secrets: 1, webAcls: 1, wafRules: 5, functions: 40 },
};

/** Only PDF bills: one kind, one format, so each figure is the bill PDF's own. */
const billsOnly: Assumptions = { ...DEFAULT_ASSUMPTIONS, mix: { bill: 1, eob: 0, receipt: 0 }, imageShare: { bill: 0, eob: 0, receipt: 0 } };

describe('prices', () => {
  const perThousand: Price = { usd: 0.5, per: 1_000, unit: 'thing', freePerMonth: 2_000, source: 'https://example.com', asOf: '2026-11-26' };

  it('prices a quantity per its unit, and takes the free tier off only when asked', () => {
    expect(cost(perThousand, 10_000)).toBeCloseTo(5, 10);
    expect(cost(perThousand, 10_000, true)).toBeCloseTo(4, 10);
    expect(cost(perThousand, 1_500, true)).toBe(0);
  });

  it('has a source and an as-of date for every price', () => {
    for (const [name, price] of Object.entries(prices)) {
      expect(price.source, name).toMatch(/^https:\/\/aws\.amazon\.com\//);
      expect(price.asOf, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(price.usd, name).toBeGreaterThan(0);
    }
  });

  it('prices a cross-region inference profile as its foundation model', () => {
    expect(foundationModel('us.anthropic.claude-haiku-4-5-20251001-v1:0')).toBe('anthropic.claude-haiku-4-5-20251001-v1:0');
    expect(foundationModel('anthropic.claude-3-haiku-20240307-v1:0')).toBe('anthropic.claude-3-haiku-20240307-v1:0');
  });
});

describe('claudeImageTokens', () => {
  it('is width x height / 750 for an image within the limits', () => {
    expect(claudeImageTokens(750, 1_000)).toBe(1_000);
  });

  it('scales a phone photo down to about 1.15 megapixels first', () => {
    expect(claudeImageTokens(3_000, 4_000)).toBe(Math.ceil(1_150_000 / 750));
  });
});

describe('happyPath', () => {
  it('follows Next, takes a Choice state\'s Default and ends at a state with neither', () => {
    const asl = {
      StartAt: 'A',
      States: { A: { Type: 'Task', Next: 'Pick' }, Pick: { Type: 'Choice', Choices: [{ Next: 'Skip' }], Default: 'B' }, Skip: { Type: 'Succeed' }, B: { Type: 'Task', Next: 'Done' }, Done: { Type: 'Succeed' } },
    };
    expect(happyPath(asl)).toEqual(['A', 'Pick', 'B', 'Done']);
  });
});

describe('alarmMetrics', () => {
  it('bills an alarm on one metric once, and a metric-math alarm once per metric it reads', () => {
    expect(alarmMetrics({ Type: 'AWS::CloudWatch::Alarm', Properties: { MetricName: 'Errors' } })).toBe(1);
    const metrics = [{ Id: 'a', MetricStat: {} }, { Id: 'b', MetricStat: {} }, { Id: 'sum', Expression: 'a + b' }];
    expect(alarmMetrics({ Type: 'AWS::CloudWatch::Alarm', Properties: { Metrics: metrics } })).toBe(2);
  });
});

describe('costModel', () => {
  const workload = { documents: 1_000, families: 100 };

  it('counts a PDF bill: Textract pages, tokens, Lambda GB-seconds, transitions and requests', () => {
    const usage = documentUsage(measured, facts, billsOnly);
    expect(usage.expensePages).toBe(2);
    expect(usage.analyzeDocumentPages).toBe(0);
    // (3,500 + 700) chars / 3.5 + the forced tool's 340 system tokens; 700 / 3.5 out.
    expect(usage.inputTokens).toBe(1_200 + 340);
    expect(usage.outputTokens).toBe(200);
    // 0.5 GB x (0.02 + 0.02 + 0.04 + 0.02) s + 1 GB x 5 s (Textract job) + 1 GB x (0.8 + 200 / 60) s (Bedrock).
    expect(usage.pipelineGbSeconds).toBeCloseTo(0.5 * 0.1 + 5 + 0.8 + 200 / 60, 10);
    expect(usage.transitions).toBe(8);
    // The browser's PUT and Textract's staging copy (PUT, then Textract's GET) and Bedrock's GET of the original.
    expect(usage.s3Puts).toBe(5 + 2);
    expect(usage.s3Gets).toBe(6 + 2);
  });

  it('prices each line as quantity x price, and the totals as their sums', () => {
    const result = costModel(workload, measured, facts, billsOnly);
    const line = (key: string) => result.lines.find((entry) => entry.key === key);
    expect(line('textract-expense')?.usd).toBeCloseTo(1_000 * 2 * 0.01, 10);
    expect(line('textract-document')?.usd).toBe(0);
    expect(line('bedrock-input')?.usd).toBeCloseTo((1_000 * 1_540 * 0.001) / 1_000, 10);
    expect(line('bedrock-output')?.usd).toBeCloseTo((1_000 * 200 * 0.005) / 1_000, 10);
    expect(line('step-functions')?.usd).toBeCloseTo((8_000 * 0.025) / 1_000, 10);
    expect(line('dynamodb-write-pipeline')?.usd).toBeCloseTo((100_000 * 0.625) / 1_000_000, 10);
    // 100 families x 8 visits x (1 + 2 + 3 + 4 + 0.5) units, and 1,000 documents x 3 polls x 0.5.
    expect(line('dynamodb-read-api')?.quantity).toBe(800 * 10.5 + 1_000 * 3 * 0.5);
    expect(line('cognito')?.usd).toBeCloseTo(100 * 0.02, 10);
    expect(line('alarms')?.usd).toBeCloseTo(47 * 0.1, 10);
    expect(result.total).toBeCloseTo(result.lines.reduce((sum, entry) => sum + entry.usd, 0), 10);
    expect(result.fixed).toBeCloseTo(5 + 5 + 1 + (7 + 3) * 0.3 + 47 * 0.1 + 3 + 0.4, 10);
    expect(result.totalAfterFreeTiers).toBeLessThan(result.total);
  });

  it('gives one document its own lines, and a family-month its own lines plus its share of documents', () => {
    const result = costModel(workload, measured, facts, billsOnly);
    const scoped = (scope: string) => result.lines.filter((entry) => entry.scope === scope).reduce((sum, entry) => sum + entry.usd, 0);
    expect(result.perDocument).toBeCloseTo(scoped('document') / 1_000, 12);
    expect(result.perFamilyMonth).toBeCloseTo(scoped('family') / 100 + 10 * result.perDocument, 12);
    expect(result.total).toBeCloseTo(result.perDocument * 1_000 + scoped('family') + result.fixed, 8);
  });

  it('weights kinds and formats by the mix: EOB pages go to AnalyzeDocument, image pages count one', () => {
    const usage = documentUsage(measured, facts, { ...DEFAULT_ASSUMPTIONS, mix: { bill: 0, eob: 1, receipt: 0 }, imageShare: { bill: 0, eob: 0.5, receipt: 0 } });
    expect(usage.analyzeDocumentPages).toBe(0.5 * 3 + 0.5 * 1);
    expect(usage.expensePages).toBe(0);
    // The image half: its 1,000 image tokens and no document block.
    expect(usage.inputTokens).toBe(0.5 * (1_200 + 340) + 0.5 * (1_000 + 1_000 + 340));
  });

  it('refuses a model it has no price for', () => {
    expect(() => costModel(workload, measured, { ...facts, bedrockModelId: 'amazon.unknown-v1' })).toThrow(/No Bedrock price/);
  });

  it('names the largest line and prices the EOB reader knob when that line is Textract AnalyzeDocument', () => {
    const eobs: Assumptions = { ...DEFAULT_ASSUMPTIONS, mix: { bill: 0, eob: 1, receipt: 0 }, imageShare: { bill: 0, eob: 0, receipt: 0 } };
    const result = costModel({ documents: 10_000, families: 100 }, measured, facts, eobs);
    const { line, knob } = largestItemKnob(result, { documents: 10_000, families: 100 }, measured, facts, eobs);
    expect(line.key).toBe('textract-document');
    expect(line.usd).toBeCloseTo(10_000 * 3 * 0.07, 8);
    expect(knob).toContain('$300.00');
  });
});
