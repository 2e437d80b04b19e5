// The AWS prices of the cost model (npm run cost; infra/COST.md): us-east-1 public list prices,
// on-demand, in USD, each with the page it is published on and the day it was recorded here.
// Nothing is fetched at run time. Recorded without network access from the author's reading of
// those pages: check a price against its page before relying on a total.

export type Price = {
  /** USD for `per` units. */
  usd: number;
  per: number;
  unit: string;
  /** Units a month that cost nothing (an always-free tier of the account, shared with anything else it runs). */
  freePerMonth?: number;
  source: string;
  asOf: string;
  note?: string;
};

const RECORDED = '2026-11-26';

const price = (usd: number, per: number, unit: string, source: string, extra: Partial<Pick<Price, 'freePerMonth' | 'note'>> = {}): Price => ({
  usd,
  per,
  unit,
  source,
  asOf: RECORDED,
  ...extra,
});

const TEXTRACT = 'https://aws.amazon.com/textract/pricing/';
const BEDROCK = 'https://aws.amazon.com/bedrock/pricing/';
const LAMBDA = 'https://aws.amazon.com/lambda/pricing/';
const DYNAMODB = 'https://aws.amazon.com/dynamodb/pricing/on-demand/';
const S3 = 'https://aws.amazon.com/s3/pricing/';
const CLOUDWATCH = 'https://aws.amazon.com/cloudwatch/pricing/';

/** Every price the model uses, by the name the model's lines refer to. */
export const prices = {
  textractAnalyzeExpense: price(0.01, 1, 'page', TEXTRACT, { note: 'Analyze Expense API, first million pages a month (0.008 after)' }),
  textractFormsTablesQueries: price(0.07, 1, 'page', TEXTRACT, {
    note: 'Analyze Document API with Forms + Tables + Queries in one call, first million pages a month',
  }),
  textractDetectText: price(0.0015, 1, 'page', TEXTRACT, { note: 'Detect Document Text API; FairBill does not call it' }),
  bedrockClaudeHaiku45Input: price(0.001, 1_000, 'input token', BEDROCK, { note: 'Anthropic Claude Haiku 4.5, on-demand; a cross-region profile (us.) is billed at the source region\'s price' }),
  bedrockClaudeHaiku45Output: price(0.005, 1_000, 'output token', BEDROCK, { note: 'Anthropic Claude Haiku 4.5, on-demand' }),
  bedrockClaude35HaikuInput: price(0.0008, 1_000, 'input token', BEDROCK, { note: 'Anthropic Claude 3.5 Haiku, on-demand (end of life on Bedrock 2026-06-19)' }),
  bedrockClaude35HaikuOutput: price(0.004, 1_000, 'output token', BEDROCK, { note: 'Anthropic Claude 3.5 Haiku, on-demand (end of life on Bedrock 2026-06-19)' }),
  bedrockClaude3HaikuInput: price(0.00025, 1_000, 'input token', BEDROCK, { note: 'Anthropic Claude 3 Haiku, on-demand' }),
  bedrockClaude3HaikuOutput: price(0.00125, 1_000, 'output token', BEDROCK, { note: 'Anthropic Claude 3 Haiku, on-demand' }),
  lambdaArmGbSecond: price(0.0000133334, 1, 'GB-second (arm64)', LAMBDA, { freePerMonth: 400_000 }),
  lambdaRequest: price(0.2, 1_000_000, 'request', LAMBDA, { freePerMonth: 1_000_000 }),
  stepFunctionsTransition: price(0.025, 1_000, 'state transition (Standard)', 'https://aws.amazon.com/step-functions/pricing/', { freePerMonth: 4_000 }),
  dynamodbWrite: price(0.625, 1_000_000, 'write request unit', DYNAMODB, { note: 'on-demand, after the November 2024 reduction' }),
  dynamodbRead: price(0.125, 1_000_000, 'read request unit', DYNAMODB),
  dynamodbStorage: price(0.25, 1, 'GB-month', DYNAMODB, { freePerMonth: 25 }),
  dynamodbPitr: price(0.2, 1, 'GB-month (point-in-time recovery)', DYNAMODB),
  backupDynamodb: price(0.1, 1, 'GB-month (AWS Backup, warm)', 'https://aws.amazon.com/backup/pricing/'),
  s3Storage: price(0.023, 1, 'GB-month (Standard)', S3),
  s3Put: price(0.005, 1_000, 'PUT, COPY, POST or LIST request', S3),
  s3Get: price(0.0004, 1_000, 'GET or SELECT request', S3),
  s3TransferOut: price(0.09, 1, 'GB out to the internet (presigned GETs)', S3, { freePerMonth: 100, note: 'first 10 TB; 100 GB a month free across the account' }),
  cloudfrontTransferOut: price(0.085, 1, 'GB out (North America)', 'https://aws.amazon.com/cloudfront/pricing/', { freePerMonth: 1_000 }),
  cloudfrontRequest: price(0.01, 10_000, 'HTTPS request', 'https://aws.amazon.com/cloudfront/pricing/', { freePerMonth: 10_000_000 }),
  httpApiRequest: price(1, 1_000_000, 'HTTP API request', 'https://aws.amazon.com/api-gateway/pricing/'),
  cognitoPlusMau: price(0.02, 1, 'monthly active user (Plus)', 'https://aws.amazon.com/cognito/pricing/', { note: 'no free tier on Plus' }),
  cognitoEssentialsMau: price(0.015, 1, 'monthly active user (Essentials)', 'https://aws.amazon.com/cognito/pricing/', { freePerMonth: 10_000 }),
  kmsKey: price(1, 1, 'customer managed key-month', 'https://aws.amazon.com/kms/pricing/'),
  kmsRequest: price(0.03, 10_000, 'KMS request', 'https://aws.amazon.com/kms/pricing/', { freePerMonth: 20_000 }),
  logsIngestion: price(0.5, 1, 'GB of logs ingested', CLOUDWATCH, { freePerMonth: 5 }),
  logsStorage: price(0.03, 1, 'GB-month of logs stored', CLOUDWATCH),
  customMetric: price(0.3, 1, 'custom metric-month', CLOUDWATCH, { freePerMonth: 10 }),
  alarm: price(0.1, 1, 'standard alarm metric-month', CLOUDWATCH, { freePerMonth: 10 }),
  dashboard: price(3, 1, 'dashboard-month', CLOUDWATCH, { freePerMonth: 3 }),
  xrayTrace: price(5, 1_000_000, 'trace recorded', 'https://aws.amazon.com/xray/pricing/', { freePerMonth: 100_000 }),
  wafWebAcl: price(5, 1, 'web ACL-month', 'https://aws.amazon.com/waf/pricing/'),
  wafRule: price(1, 1, 'rule-month', 'https://aws.amazon.com/waf/pricing/'),
  wafRequest: price(0.6, 1_000_000, 'request inspected', 'https://aws.amazon.com/waf/pricing/'),
  secret: price(0.4, 1, 'secret-month', 'https://aws.amazon.com/secrets-manager/pricing/'),
  sesEmail: price(0.1, 1_000, 'e-mail sent', 'https://aws.amazon.com/ses/pricing/'),
} satisfies Record<string, Price>;

export type PriceName = keyof typeof prices;

/** Bedrock's input and output prices by model: the CDK app's `bedrockModelId` must be one of these. */
export const bedrockModelPrices: Record<string, { input: PriceName; output: PriceName }> = {
  'anthropic.claude-haiku-4-5-20251001-v1:0': { input: 'bedrockClaudeHaiku45Input', output: 'bedrockClaudeHaiku45Output' },
  'anthropic.claude-3-5-haiku-20241022-v1:0': { input: 'bedrockClaude35HaikuInput', output: 'bedrockClaude35HaikuOutput' },
  'anthropic.claude-3-haiku-20240307-v1:0': { input: 'bedrockClaude3HaikuInput', output: 'bedrockClaude3HaikuOutput' },
};

/** The foundation model behind a model id or a cross-region inference profile (`us.`, `eu.`, ...). */
export function foundationModel(modelId: string): string {
  return modelId.replace(/^(us|eu|apac|global|us-gov)\./, '');
}

/** USD for `quantity` units at `price`, the free tier counted or not. */
export function cost(entry: Price, quantity: number, withFreeTier = false): number {
  const billed = withFreeTier ? Math.max(0, quantity - (entry.freePerMonth ?? 0)) : quantity;
  return (billed * entry.usd) / entry.per;
}
