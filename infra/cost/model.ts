import { bedrockModelPrices, cost, foundationModel, prices, type PriceName } from './prices';
import type { TemplateFacts } from './template-facts';

// The cost model's arithmetic (infra/COST.md): a month's usage of every AWS service, from the
// workload (documents, families), what was measured on the corpus (measured.json), what the CDK
// app declares (template-facts.ts) and the stated assumptions below, priced with prices.ts.
// Pure: tested in infra/test/cost-model.test.ts.

export type DocKind = 'bill' | 'eob' | 'receipt';
export type DocFormat = 'pdf' | 'image';
export const DOC_KINDS: readonly DocKind[] = ['bill', 'eob', 'receipt'];
export const DOC_FORMATS: readonly DocFormat[] = ['pdf', 'image'];

/** Averages over the corpus documents of one kind and format that went through the local stack. */
export type KindMeasurement = {
  samples: number;
  /** Pages per document (every corpus PDF of the kind counted; an image is one page). */
  pages: number;
  fileBytes: number;
  /** The Converse request's text: system prompt, task, reader text, key/values and the tool's JSON schema. */
  promptChars: number;
  /** The page image's tokens (Claude's width x height / 750, after its resize), images only. */
  imageTokens: number;
  /** A PDF sent as a document block: its text, which the model reads again. */
  documentChars: number;
  /** The tool call the model answers with: the extracted fields with their confidences, as JSON. */
  outputChars: number;
  /** The reader output, structured, validated and analysis artifacts kept per document. */
  artifactBytes: number;
  /** DynamoDB capacity the upload route and the pipeline consumed, as DynamoDB Local reports it. */
  readUnits: number;
  writeUnits: number;
  /** S3 calls of the upload route and the pipeline through the SDK (the browser's PUT not included). */
  s3Puts: number;
  s3Gets: number;
  /** The DynamoDB calls behind those units, by command (the repositories' code paths, as they ran). */
  dynamodbCalls: Record<string, { calls: number; units: number }>;
  /** Local step durations (ms) from the audit record. */
  stepMs: { read: number; structure: number; validate: number; analyze: number; persist: number };
};

export type Measurements = {
  measuredOn: string;
  how: string;
  kinds: Record<DocKind, Record<DocFormat, KindMeasurement>>;
  /** DynamoDB capacity of one request of each read route the SPA calls. */
  apiRequests: Record<string, { readUnits: number; writeUnits: number }>;
  /** The built SPA, gzip: what a browser without a cache downloads. */
  spaGzipBytes: number;
};

/** What the model assumes where nothing here can measure it; each is printed with the result. */
export type Assumptions = {
  mix: Record<DocKind, number>;
  /** Share of each kind uploaded as a photo or scan (PNG/JPEG); the rest are PDFs. */
  imageShare: Record<DocKind, number>;
  charsPerToken: number;
  /** Anthropic's tool-use system prompt with a forced tool (tool_choice 'tool'). */
  toolUseSystemTokens: number;
  textractPdfSeconds: number;
  textractImageSeconds: number;
  bedrockFirstTokenSeconds: number;
  bedrockOutputTokensPerSecond: number;
  /** Per pipeline document: the SPA's POST, then its GET of the document until it is read. */
  apiPerDocument: Record<string, number>;
  sessionsPerFamilyMonth: number;
  /** The API requests of one visit: dashboard, a search, a bill's detail. */
  apiPerSession: Record<string, number>;
  /** Presigned GETs of originals per visit (bill detail's preview). */
  previewsPerSession: number;
  /** Static requests per visit (index.html, /config.json); the hashed chunks are cached. */
  assetRequestsPerSession: number;
  /** Visits a month that load the SPA's chunks again (a new browser or release). */
  coldLoadsPerFamilyMonth: number;
  apiResponseBytes: number;
  apiHandlerSeconds: number;
  logBytesPerInvocation: number;
  apiAccessLogBytes: number;
  stepFunctionsLogBytesPerState: number;
  wafLogBytesPerRequest: number;
  s3AccessLogBytesPerRequest: number;
  /** Stored logs are compressed: this share of the ingested bytes. */
  logStorageRatio: number;
  /** Months of documents stored: the month priced is this far into running the same workload. */
  storageMonths: number;
  dynamodbBytesPerDocument: number;
  backupRecoveryPoints: number;
  kmsRequestsPerInvocation: number;
  emailsPerFamilyMonth: number;
  usersPerFamily: number;
  /** Custom metrics beyond one duration per pipeline task: failed, flagged for review, throttled (lib/metrics.ts). */
  extraCustomMetrics: number;
};

export const DEFAULT_ASSUMPTIONS: Assumptions = {
  mix: { bill: 0.4, eob: 0.3, receipt: 0.3 },
  imageShare: { bill: 0.2, eob: 0.2, receipt: 0.7 },
  charsPerToken: 3.5,
  toolUseSystemTokens: 340,
  textractPdfSeconds: 5,
  textractImageSeconds: 2,
  bedrockFirstTokenSeconds: 0.8,
  bedrockOutputTokensPerSecond: 60,
  apiPerDocument: { 'POST /api/documents': 1, 'GET /api/documents/{documentId}': 3 },
  sessionsPerFamilyMonth: 8,
  apiPerSession: {
    'GET /api/family-members': 1,
    'GET /api/totals': 1,
    'GET /api/documents (search)': 1,
    'GET /api/bills/{billId}/comparison': 1,
    'GET /api/documents/{documentId}/download': 1,
  },
  previewsPerSession: 1,
  assetRequestsPerSession: 2,
  coldLoadsPerFamilyMonth: 1,
  apiResponseBytes: 3_000,
  apiHandlerSeconds: 0.06,
  logBytesPerInvocation: 1_500,
  apiAccessLogBytes: 600,
  stepFunctionsLogBytesPerState: 700,
  wafLogBytesPerRequest: 1_500,
  s3AccessLogBytesPerRequest: 350,
  logStorageRatio: 0.15,
  storageMonths: 12,
  dynamodbBytesPerDocument: 8_000,
  backupRecoveryPoints: 30,
  kmsRequestsPerInvocation: 0.1,
  emailsPerFamilyMonth: 0.2,
  usersPerFamily: 1,
  extraCustomMetrics: 3,
};

export type Workload = { documents: number; families: number };
export type Scope = 'document' | 'family' | 'fixed';
export type Basis = 'measured' | 'template' | 'assumed' | 'mixed';

export type CostLine = {
  key: string;
  service: string;
  item: string;
  quantity: number;
  price: PriceName;
  scope: Scope;
  basis: Basis;
  usd: number;
};

export type CostResult = {
  lines: CostLine[];
  total: number;
  /** The same month after the account's always-free tiers (shared with anything else it runs). */
  totalAfterFreeTiers: number;
  perDocument: number;
  perFamilyMonth: number;
  fixed: number;
  /** Averages per document that the lines were built from (for the printout and the tests). */
  perDocumentUsage: DocumentUsage;
};

export type DocumentUsage = {
  expensePages: number;
  analyzeDocumentPages: number;
  inputTokens: number;
  outputTokens: number;
  pipelineGbSeconds: number;
  transitions: number;
  readUnits: number;
  writeUnits: number;
  s3Puts: number;
  s3Gets: number;
  storedBytes: number;
};

const GB = 1024 ** 3;

/** Claude's image tokens: width x height / 750 after scaling to at most 1568 px a side and about 1.15 megapixels. */
export function claudeImageTokens(width: number, height: number): number {
  const scale = Math.min(1, 1568 / Math.max(width, height), Math.sqrt(1_150_000 / (width * height)));
  return Math.ceil((width * scale * height * scale) / 750);
}

/** The weighted average, over kinds and formats, of what `pick` gives for one document. */
function perDocument(measured: Measurements, assume: Assumptions, pick: (measure: KindMeasurement, kind: DocKind, format: DocFormat) => number): number {
  let sum = 0;
  for (const kind of DOC_KINDS) {
    const images = assume.imageShare[kind];
    sum += assume.mix[kind] * ((1 - images) * pick(measured.kinds[kind].pdf, kind, 'pdf') + images * pick(measured.kinds[kind].image, kind, 'image'));
  }
  return sum;
}

/** Usage of one average document through the AWS pipeline. */
export function documentUsage(measured: Measurements, facts: TemplateFacts, assume: Assumptions): DocumentUsage {
  const avg = (pick: (measure: KindMeasurement, kind: DocKind, format: DocFormat) => number) => perDocument(measured, assume, pick);
  const outputTokens = (m: KindMeasurement) => Math.ceil(m.outputChars / assume.charsPerToken);
  const gb = (state: keyof TemplateFacts['pipelineMemoryMb']) => facts.pipelineMemoryMb[state] / 1024;
  // Textract and Bedrock are waited on inside the read and structure tasks: billed Lambda time.
  const secondsOf = (m: KindMeasurement, format: DocFormat) => ({
    ResolveDocument: m.stepMs.persist / 1000,
    ReadDocument: format === 'pdf' ? assume.textractPdfSeconds : assume.textractImageSeconds,
    StructureData: assume.bedrockFirstTokenSeconds + outputTokens(m) / assume.bedrockOutputTokensPerSecond,
    ValidateData: m.stepMs.validate / 1000,
    AnalyzeDocument: m.stepMs.analyze / 1000,
    PersistResults: m.stepMs.persist / 1000,
  });
  return {
    expensePages: avg((m, kind) => (kind === 'eob' ? 0 : m.pages)),
    analyzeDocumentPages: avg((m, kind) => (kind === 'eob' ? m.pages : 0)),
    inputTokens: avg((m) => Math.ceil((m.promptChars + m.documentChars) / assume.charsPerToken) + m.imageTokens + assume.toolUseSystemTokens),
    outputTokens: avg(outputTokens),
    pipelineGbSeconds: avg((m, _kind, format) => Object.entries(secondsOf(m, format)).reduce((sum, [state, seconds]) => sum + gb(state as keyof TemplateFacts['pipelineMemoryMb']) * seconds, 0)),
    transitions: facts.happyPathStates.length,
    readUnits: avg((m) => m.readUnits),
    writeUnits: avg((m) => m.writeUnits),
    // AWS adds to the local run: the browser's PUT; Textract's staging copy of a PDF (PUT, then its GET);
    // and StructureData's GET of the original for Bedrock (the local structurer does not need it).
    s3Puts: avg((m, _kind, format) => m.s3Puts + 1 + (format === 'pdf' ? 1 : 0)),
    s3Gets: avg((m, _kind, format) => m.s3Gets + 1 + (format === 'pdf' ? 1 : 0)),
    storedBytes: avg((m) => m.fileBytes + m.artifactBytes),
  };
}

const sumValues = (record: Record<string, number>) => Object.values(record).reduce((sum, value) => sum + value, 0);

/** The month's itemized cost of `workload`. */
export function costModel(workload: Workload, measured: Measurements, facts: TemplateFacts, assume: Assumptions = DEFAULT_ASSUMPTIONS): CostResult {
  const { documents, families } = workload;
  const usage = documentUsage(measured, facts, assume);
  const bedrock = bedrockModelPrices[foundationModel(facts.bedrockModelId)];
  if (!bedrock) throw new Error(`No Bedrock price for ${facts.bedrockModelId}: add it to infra/cost/prices.ts`);
  const lines: CostLine[] = [];
  const add = (key: string, service: string, item: string, quantity: number, price: PriceName, scope: Scope, basis: Basis) =>
    lines.push({ key, service, item, quantity, price, scope, basis, usd: cost(prices[price], quantity) });

  // Requests and their consequences.
  const sessions = families * assume.sessionsPerFamilyMonth;
  const sessionApi = sessions * sumValues(assume.apiPerSession);
  const documentApi = documents * sumValues(assume.apiPerDocument);
  const apiRequests = sessionApi + documentApi;
  const assetRequests = sessions * assume.assetRequestsPerSession;
  const edgeRequests = apiRequests + assetRequests;
  const pipelineInvocations = documents * (usage.transitions - 2);
  const invocations = apiRequests + pipelineInvocations;
  const readUnitsOf = (routes: Record<string, number>) =>
    Object.entries(routes).reduce((sum, [route, count]) => sum + count * (measured.apiRequests[route]?.readUnits ?? 0), 0);
  const previewBytes = perDocument(measured, assume, (m, kind) => (kind === 'bill' ? m.fileBytes : 0)) / assume.mix.bill;

  add('textract-expense', 'Textract', 'AnalyzeExpense pages (bills, receipts)', documents * usage.expensePages, 'textractAnalyzeExpense', 'document', 'measured');
  add('textract-document', 'Textract', 'AnalyzeDocument pages, Forms + Tables + Queries (EOBs)', documents * usage.analyzeDocumentPages, 'textractFormsTablesQueries', 'document', 'measured');
  add('textract-detect', 'Textract', 'DetectDocumentText pages (not called)', 0, 'textractDetectText', 'document', 'measured');
  add('bedrock-input', 'Bedrock', `input tokens, ${facts.bedrockModelId}`, documents * usage.inputTokens, bedrock.input, 'document', 'measured');
  add('bedrock-output', 'Bedrock', `output tokens, ${facts.bedrockModelId}`, documents * usage.outputTokens, bedrock.output, 'document', 'measured');
  add('lambda-pipeline-compute', 'Lambda', 'pipeline GB-seconds', documents * usage.pipelineGbSeconds, 'lambdaArmGbSecond', 'document', 'mixed');
  add('lambda-pipeline-requests', 'Lambda', 'pipeline invocations', pipelineInvocations, 'lambdaRequest', 'document', 'template');
  add('lambda-api-compute', 'Lambda', 'API GB-seconds', apiRequests * 0.5 * assume.apiHandlerSeconds, 'lambdaArmGbSecond', 'family', 'assumed');
  add('lambda-api-requests', 'Lambda', 'API invocations', apiRequests, 'lambdaRequest', 'family', 'assumed');
  add('step-functions', 'Step Functions', `${facts.stateMachineType} state transitions (${usage.transitions} a document)`, documents * usage.transitions, 'stepFunctionsTransition', 'document', 'template');
  add('dynamodb-write-pipeline', 'DynamoDB', 'write request units (upload and pipeline)', documents * usage.writeUnits, 'dynamodbWrite', 'document', 'measured');
  add('dynamodb-read-pipeline', 'DynamoDB', 'read request units (upload and pipeline)', documents * usage.readUnits, 'dynamodbRead', 'document', 'measured');
  add('dynamodb-read-api', 'DynamoDB', 'read request units (pages viewed)', sessions * readUnitsOf(assume.apiPerSession) + documents * readUnitsOf(assume.apiPerDocument), 'dynamodbRead', 'family', 'measured');
  const tableGb = (documents * assume.storageMonths * assume.dynamodbBytesPerDocument) / GB;
  add('dynamodb-storage', 'DynamoDB', 'table storage (GB-month)', tableGb, 'dynamodbStorage', 'document', 'assumed');
  add('dynamodb-pitr', 'DynamoDB', 'point-in-time recovery (GB-month)', tableGb, 'dynamodbPitr', 'document', 'assumed');
  add('backup', 'AWS Backup', 'DynamoDB backups (GB-month)', tableGb * assume.backupRecoveryPoints, 'backupDynamodb', 'document', 'assumed');
  add('s3-put', 'S3', 'PUT requests (upload, artifacts, Textract staging)', documents * usage.s3Puts, 's3Put', 'document', 'measured');
  add('s3-get', 'S3', 'GET requests (pipeline, previews)', documents * usage.s3Gets + sessions * assume.previewsPerSession, 's3Get', 'family', 'measured');
  const s3Requests = documents * (usage.s3Puts + usage.s3Gets) + sessions * assume.previewsPerSession;
  add('s3-storage', 'S3', `storage (GB-month: ${assume.storageMonths} months of originals and artifacts, access logs)`, (documents * assume.storageMonths * usage.storedBytes + s3Requests * assume.s3AccessLogBytesPerRequest) / GB, 's3Storage', 'document', 'measured');
  add('s3-transfer', 'S3', 'transfer out (previews of originals)', (sessions * assume.previewsPerSession * previewBytes) / GB, 's3TransferOut', 'family', 'measured');
  add('cloudfront-requests', 'CloudFront', 'HTTPS requests (SPA and /api)', edgeRequests, 'cloudfrontRequest', 'family', 'assumed');
  add('cloudfront-transfer', 'CloudFront', 'transfer out (SPA and API answers)', (families * assume.coldLoadsPerFamilyMonth * measured.spaGzipBytes + apiRequests * assume.apiResponseBytes) / GB, 'cloudfrontTransferOut', 'family', 'mixed');
  add('api-gateway', 'API Gateway', 'HTTP API requests', apiRequests, 'httpApiRequest', 'family', 'assumed');
  add('waf-requests', 'WAF', 'requests inspected', edgeRequests, 'wafRequest', 'family', 'assumed');
  add('waf-acl', 'WAF', 'web ACLs', facts.counts.webAcls, 'wafWebAcl', 'fixed', 'template');
  add('waf-rules', 'WAF', 'rules', facts.counts.wafRules, 'wafRule', 'fixed', 'template');
  const cognito = facts.cognitoPlan === 'PLUS' ? 'cognitoPlusMau' : 'cognitoEssentialsMau';
  add('cognito', 'Cognito', `monthly active users (${facts.cognitoPlan})`, families * assume.usersPerFamily, cognito, 'family', 'template');
  add('kms-keys', 'KMS', 'customer managed keys', facts.counts.kmsKeys, 'kmsKey', 'fixed', 'template');
  add('kms-requests', 'KMS', 'requests (DynamoDB and log encryption; S3 uses bucket keys)', invocations * assume.kmsRequestsPerInvocation, 'kmsRequest', 'family', 'assumed');
  const logGb =
    (invocations * assume.logBytesPerInvocation +
      apiRequests * assume.apiAccessLogBytes +
      documents * usage.transitions * (facts.stepFunctionsLogLevel === 'OFF' ? 0 : assume.stepFunctionsLogBytesPerState) +
      edgeRequests * assume.wafLogBytesPerRequest) /
    GB;
  add('logs-ingestion', 'CloudWatch', 'logs ingested (functions, API access, Step Functions, WAF)', logGb, 'logsIngestion', 'family', 'assumed');
  add('logs-storage', 'CloudWatch', `logs stored (GB-month, ${facts.logRetentionDays} days kept)`, logGb * Math.min(facts.logRetentionDays / 30, assume.storageMonths) * assume.logStorageRatio, 'logsStorage', 'family', 'assumed');
  add('metrics', 'CloudWatch', 'custom metrics (a duration per pipeline task and 3 counts)', Object.keys(facts.pipelineMemoryMb).length + assume.extraCustomMetrics, 'customMetric', 'fixed', 'template');
  add('alarms', 'CloudWatch', `alarm metrics (${facts.counts.alarms} alarms; a metric-math alarm pays per metric)`, facts.counts.alarmMetrics, 'alarm', 'fixed', 'template');
  add('dashboards', 'CloudWatch', 'dashboards', facts.counts.dashboards, 'dashboard', 'fixed', 'template');
  add('xray', 'X-Ray', 'traces (every API request and execution)', apiRequests + documents, 'xrayTrace', 'family', 'assumed');
  add('secrets', 'Secrets Manager', 'secrets (the CloudFront origin header)', facts.counts.secrets, 'secret', 'fixed', 'template');
  add('ses', 'SES', 'e-mails (confirmations, receipts)', families * assume.emailsPerFamilyMonth, 'sesEmail', 'family', 'assumed');

  const total = lines.reduce((sum, line) => sum + line.usd, 0);
  const quantities = new Map<PriceName, number>();
  for (const line of lines) quantities.set(line.price, (quantities.get(line.price) ?? 0) + line.quantity);
  const totalAfterFreeTiers = [...quantities].reduce((sum, [name, quantity]) => sum + cost(prices[name], quantity, true), 0);
  const scoped = (scope: Scope) => lines.filter((line) => line.scope === scope).reduce((sum, line) => sum + line.usd, 0);
  const perDocumentUsd = documents > 0 ? scoped('document') / documents : 0;
  return {
    lines,
    total,
    totalAfterFreeTiers,
    perDocument: perDocumentUsd,
    perFamilyMonth: families > 0 ? scoped('family') / families + (documents / families) * perDocumentUsd : 0,
    fixed: scoped('fixed'),
    perDocumentUsage: usage,
  };
}

/** The largest line, and what lowers it (with the saving where the model can price the change). */
export function largestItemKnob(result: CostResult, workload: Workload, measured: Measurements, facts: TemplateFacts, assume: Assumptions = DEFAULT_ASSUMPTIONS): { line: CostLine; knob: string } {
  const line = [...result.lines].sort((a, b) => b.usd - a.usd)[0] as CostLine;
  const usd = (n: number) => `$${n.toFixed(2)}`;
  const knobs: Record<string, () => string> = {
    'textract-document': () => {
      const expense = cost(prices.textractAnalyzeExpense, line.quantity);
      return `the EOB reader's FeatureTypes (functions/src/adapters/reader/textract-reader.ts): FORMS + TABLES + QUERIES cost ${usd(prices.textractFormsTablesQueries.usd)} a page; reading EOBs with AnalyzeExpense as bills are (${usd(prices.textractAnalyzeExpense.usd)} a page) would make this line ${usd(expense)}, leaving the fields to Bedrock and the rules (measure the accuracy first: npm run bench:extract)`;
    },
    'textract-expense': () => 'fewer pages: only the first pages of long statements, or DetectDocumentText ($0.0015 a page) with Bedrock reading the fields',
    'bedrock-input': () => {
      const alternative = costModel(workload, measured, { ...facts, bedrockModelId: 'anthropic.claude-3-haiku-20240307-v1:0' }, assume);
      const alt = alternative.lines.filter((entry) => entry.key.startsWith('bedrock')).reduce((sum, entry) => sum + entry.usd, 0);
      return `bedrockModelId in cdk.json (Claude 3 Haiku: ${usd(alt)} for both Bedrock lines), or a shorter prompt: the tool's JSON schema and the reader text are most of it`;
    },
    cognito: () => 'threatProtection in cdk.json: false keeps the user pool on Essentials (10,000 monthly active users free)',
    'logs-ingestion': () => 'logLevel and the Step Functions log level (ERROR instead of ALL), and the WAF log\'s sampling',
  };
  return { line, knob: knobs[line.key]?.() ?? 'see infra/COST.md' };
}
