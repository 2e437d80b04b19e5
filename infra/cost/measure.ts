import { AsyncLocalStorage } from 'node:async_hooks';
import { readdir, readFile, rm, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { apiPaths, buildPath, FAMILY_SELECTION, type DocumentType } from '@fairbill/shared';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { findFreePorts } from '@fairbill/emulators/ports';
import type { ReaderOutput } from '@fairbill/functions/src/domain/reading/ports';
import { BedrockStructurer, readerText } from '@fairbill/functions/src/adapters/structurer/bedrock-structurer';
import { generateCorpus, type CorpusSample } from '@fairbill/functions/src/corpus/generate';
import { api, signedInUser } from '../local/testing/local-client';
import { repoRoot } from '../local/config';
import { startLocalStack } from '../local/stack';
import type { ExecutionOutcome } from '../local/pipeline';
import { claudeImageTokens, DOC_FORMATS, DOC_KINDS, type DocFormat, type DocKind, type KindMeasurement, type Measurements } from './model';

// npm run cost -- --measure: what one document costs in work, measured on the synthetic corpus
// through the local stack `npm start` runs, here in this process so that every AWS SDK call the
// upload route and the pipeline make can be counted (DynamoDB Local reports consumed capacity as
// DynamoDB does), and the Bedrock structurer builds its real prompt from what the reader read.
// Writes infra/cost/measured.json, which `npm run cost` prices.

const documentTypes: Record<DocKind, DocumentType> = { bill: 'medical_bill', eob: 'insurance_payment', receipt: 'user_payment' };
const READ_COMMANDS = new Set(['GetItemCommand', 'GetCommand', 'QueryCommand', 'ScanCommand', 'BatchGetItemCommand', 'BatchGetCommand', 'TransactGetItemsCommand', 'TransactGetCommand']);
const CAPACITY_COMMANDS = new Set([
  ...READ_COMMANDS,
  ...['PutItemCommand', 'PutCommand', 'UpdateItemCommand', 'UpdateCommand', 'DeleteItemCommand', 'DeleteCommand', 'BatchWriteItemCommand', 'BatchWriteCommand', 'TransactWriteItemsCommand', 'TransactWriteCommand'],
]);

type Tally = { readUnits: number; writeUnits: number; s3Puts: number; s3Gets: number; artifacts: Map<string, string>; dynamodbCalls: Record<string, { calls: number; units: number }> };
const emptyTally = (): Tally => ({ readUnits: 0, writeUnits: 0, s3Puts: 0, s3Gets: 0, artifacts: new Map(), dynamodbCalls: {} });

type Sendable = { send(command: unknown, ...rest: unknown[]): Promise<unknown> };
type Command = { constructor: { name: string }; input: Record<string, unknown> };

/**
 * Counts every DynamoDB and S3 call made in this process (the handlers' too: they share the SDK's
 * modules), asking DynamoDB for its consumed capacity; calls made inside `ignored` are not counted.
 */
function meterAwsSdk() {
  let tally = emptyTally();
  const ignore = new AsyncLocalStorage<boolean>();
  const capacity = (consumed: unknown): number =>
    (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce((sum: number, entry: { CapacityUnits?: number }) => sum + (entry.CapacityUnits ?? 0), 0);
  const patch = (prototype: Sendable, onSend: (command: Command, result: Record<string, unknown>) => void) => {
    const original = prototype.send;
    prototype.send = async function (this: Sendable, command: unknown, ...rest: unknown[]) {
      if (ignore.getStore()) return original.call(this, command, ...rest);
      const typed = command as Command;
      if (CAPACITY_COMMANDS.has(typed.constructor.name)) typed.input['ReturnConsumedCapacity'] ??= 'TOTAL';
      const result = (await original.call(this, command, ...rest)) as Record<string, unknown>;
      onSend(typed, result ?? {});
      return result;
    };
  };
  const dynamodb = (command: Command, result: Record<string, unknown>) => {
    const units = capacity(result['ConsumedCapacity']);
    const name = command.constructor.name;
    if (READ_COMMANDS.has(name)) tally.readUnits += units;
    else tally.writeUnits += units;
    const calls = (tally.dynamodbCalls[name] ??= { calls: 0, units: 0 });
    calls.calls += 1;
    calls.units += units;
  };
  patch(DynamoDBClient.prototype as unknown as Sendable, dynamodb);
  patch(DynamoDBDocumentClient.prototype as unknown as Sendable, dynamodb);
  patch(S3Client.prototype as unknown as Sendable, (command) => {
    const name = command.constructor.name;
    // LIST is priced as a PUT; DELETE is free.
    if (name === 'PutObjectCommand' || name === 'ListObjectsV2Command' || name === 'CopyObjectCommand') tally.s3Puts += 1;
    if (name === 'GetObjectCommand' || name === 'HeadObjectCommand') tally.s3Gets += 1;
    const key = String(command.input['Key'] ?? '');
    if (name === 'PutObjectCommand' && /\/(reading|structured|validated|analysis)\.json$/.test(key)) tally.artifacts.set(key, String(command.input['Body'] ?? ''));
  });
  return {
    take(): Tally {
      const taken = tally;
      tally = emptyTally();
      return taken;
    },
    ignored: <T>(run: () => Promise<T>): Promise<T> => ignore.run(true, run),
  };
}

/** The text the Converse request carries (system, messages' text, the tool's spec) and the tool's name. */
async function promptOf(documentType: DocumentType, reading: ReaderOutput, original: Uint8Array): Promise<{ chars: number }> {
  let input: ConverseCommand['input'] | undefined;
  const client = {
    send: async (command: ConverseCommand) => {
      input = command.input;
      return { output: { message: { role: 'assistant', content: [] } }, stopReason: 'end_turn', usage: {} };
    },
  } as unknown as BedrockRuntimeClient;
  await new BedrockStructurer(client, 'measure').structure({ documentType, reading, original }).catch(() => undefined);
  if (!input) throw new Error('The Bedrock structurer sent nothing');
  const texts = [...(input.system ?? []), ...(input.messages ?? []).flatMap((message) => message.content ?? [])].map((block) => ('text' in block ? String(block.text ?? '') : ''));
  return { chars: texts.join('').length + JSON.stringify(input.toolConfig?.tools ?? []).length };
}

const average = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

/** DynamoDB calls per document by command, averaged over the documents. */
function meanCalls(tallies: readonly KindMeasurement['dynamodbCalls'][]): KindMeasurement['dynamodbCalls'] {
  const sums: KindMeasurement['dynamodbCalls'] = {};
  for (const tally of tallies) {
    for (const [name, { calls, units }] of Object.entries(tally)) {
      const sum = (sums[name] ??= { calls: 0, units: 0 });
      sum.calls += calls / tallies.length;
      sum.units += units / tallies.length;
    }
  }
  return sums;
}

async function pdfPages(bytes: Uint8Array): Promise<number> {
  return (await PDFDocument.load(bytes, { ignoreEncryption: true })).getPageCount();
}

/** gzip bytes of the built SPA (frontend/dist): what a browser without a cache could download. */
async function spaGzipBytes(): Promise<number> {
  const dist = join(repoRoot, 'frontend', 'dist');
  const files = (await readdir(dist, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && /\.(html|js|css|svg|json)$/.test(entry.name));
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(join(file.parentPath, file.name))).length;
  return total;
}

export type MeasureOptions = { samplesPerKind: number; seed: number; log: (line: string) => void };

/** Runs corpus documents through the local stack in this process and returns what they cost in work. */
export async function measureDocuments(options: MeasureOptions): Promise<Measurements> {
  const workDir = await mkdtemp(join(tmpdir(), 'fairbill-cost-measure-'));
  const meter = meterAwsSdk();
  try {
    const corpusDir = join(workDir, 'corpus');
    options.log(`Writing corpus documents (seed ${options.seed}) to ${corpusDir}...`);
    const corpus = await generateCorpus({ seed: options.seed, outDir: corpusDir, pdfsPerLayout: 1, imagesPerLayout: 1, docxPerLayout: 0, only: (layout) => layout.split === 'dev' });
    const bytesOf = async (sample: CorpusSample) => new Uint8Array(await readFile(join(corpusDir, sample.file)));
    const formatOf = (sample: CorpusSample): DocFormat => (sample.format === 'pdf' ? 'pdf' : 'image');

    const [app = 0, dynamodb = 0, s3 = 0, cognito = 0, vite = 0] = await findFreePorts(5);
    options.log('Starting the local stack in this process...');
    const stack = await startLocalStack({ config: { ports: { app, dynamodb, s3, cognito, vite }, dataDir: join(workDir, 'data') } });
    try {
      await stack.pipeline.warmedUp;
      // Every execution the uploads start, to wait for each document's own.
      const outcomes: Promise<ExecutionOutcome>[] = [];
      const start = stack.pipeline.start.bind(stack.pipeline);
      stack.pipeline.start = (object) => {
        const outcome = start(object);
        outcomes.push(outcome);
        return outcome;
      };
      const user = await meter.ignored(() => signedInUser(stack, `cost.${Date.now().toString(36)}@example.com`, 'cost-pass-1'));
      const sub = String((JSON.parse(Buffer.from(user.token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub);
      // Imported once the stack has set the handlers' environment.
      const { createDocumentClient } = await import('@fairbill/functions/src/adapters/dynamodb/client');
      const { DynamoDocumentRepository } = await import('@fairbill/functions/src/adapters/dynamodb/document-repository');
      const repository = new DynamoDocumentRepository(createDocumentClient(), String(process.env['TABLE_NAME']), String(process.env['IDEMPOTENCY_TABLE_NAME']));

      const kinds = {} as Record<DocKind, Record<DocFormat, KindMeasurement>>;
      let lastBillId = '';
      let lastDocumentId = '';
      for (const kind of DOC_KINDS) {
        const pages = average(await Promise.all(corpus.filter((sample) => sample.type === kind && sample.format === 'pdf').map(async (sample) => pdfPages(await bytesOf(sample)))));
        kinds[kind] = {} as Record<DocFormat, KindMeasurement>;
        for (const format of DOC_FORMATS) {
          const picked = corpus.filter((sample) => sample.type === kind && formatOf(sample) === format).slice(0, options.samplesPerKind);
          const rows: KindMeasurement[] = [];
          for (const sample of picked) {
            const bytes = await bytesOf(sample);
            meter.take();
            const created = await api<{ document: { id: string }; upload: { url: string; headers: Record<string, string> } }>(stack.appUrl, '/api/documents', {
              method: 'POST',
              token: user.token,
              body: { documentType: documentTypes[kind], familyMemberId: user.memberId, fileName: sample.file, fileSize: bytes.length, contentType: sample.contentType },
            });
            const before = outcomes.length;
            await meter.ignored(async () => {
              const put = await fetch(created.body.upload.url, { method: 'PUT', headers: { ...created.body.upload.headers, origin: new URL(stack.appUrl).origin }, body: bytes });
              if (put.status !== 200) throw new Error(`The upload failed with ${put.status}`);
            });
            while (outcomes.length === before) await new Promise((resolve) => setTimeout(resolve, 20));
            const outcome = await outcomes[before];
            const tally = meter.take();
            const id = created.body.document.id;
            const revisions = await meter.ignored(() => repository.listRevisions(sub, id));
            const timings = ((revisions.filter((revision) => revision.source === 'extraction').at(-1)?.audit ?? {}) as { timings?: Record<string, number> }).timings ?? {};
            const artifact = (name: string) => [...tally.artifacts].find(([key]) => key.endsWith(`/${name}.json`))?.[1];
            const reading = artifact('reading');
            const structured = artifact('structured');
            if (outcome?.status !== 'SUCCEEDED' || !reading || !structured || timings['persist'] === undefined) {
              options.log(`  ${sample.file} (${kind}, ${format}): not read through (${outcome?.status ?? 'no execution'}), left out`);
              continue;
            }
            const result = JSON.parse(structured) as { data: Record<string, unknown>; confidence: number; fieldConfidence: Record<string, number> };
            const readerOutput = JSON.parse(reading) as ReaderOutput;
            const metadata = format === 'image' ? await sharp(bytes).metadata() : undefined;
            rows.push({
              samples: 1,
              pages: format === 'pdf' ? await pdfPages(bytes) : 1,
              fileBytes: bytes.length,
              promptChars: (await promptOf(documentTypes[kind], readerOutput, bytes)).chars,
              imageTokens: metadata?.width && metadata.height ? claudeImageTokens(metadata.width, metadata.height) : 0,
              documentChars: format === 'pdf' ? readerText(readerOutput).length : 0,
              outputChars: JSON.stringify({ ...result.data, confidence: result.confidence, fieldConfidence: result.fieldConfidence }).length,
              artifactBytes: [...tally.artifacts.values()].reduce((sum, body) => sum + Buffer.byteLength(body), 0),
              readUnits: tally.readUnits,
              writeUnits: tally.writeUnits,
              s3Puts: tally.s3Puts,
              s3Gets: tally.s3Gets,
              dynamodbCalls: tally.dynamodbCalls,
              stepMs: { read: timings['read'] ?? 0, structure: timings['structure'] ?? 0, validate: timings['validate'] ?? 0, analyze: timings['analyze'] ?? 0, persist: timings['persist'] ?? 0 },
            });
            if (kind === 'bill') lastBillId = id;
            lastDocumentId = id;
          }
          if (rows.length === 0) throw new Error(`No ${kind} ${format} document was read through`);
          const mean = (pick: (row: KindMeasurement) => number) => average(rows.map(pick));
          kinds[kind][format] = {
            samples: rows.length,
            pages: format === 'pdf' ? pages : 1,
            fileBytes: mean((row) => row.fileBytes),
            promptChars: mean((row) => row.promptChars),
            imageTokens: mean((row) => row.imageTokens),
            documentChars: mean((row) => row.documentChars),
            outputChars: mean((row) => row.outputChars),
            artifactBytes: mean((row) => row.artifactBytes),
            readUnits: mean((row) => row.readUnits),
            writeUnits: mean((row) => row.writeUnits),
            s3Puts: mean((row) => row.s3Puts),
            s3Gets: mean((row) => row.s3Gets),
            dynamodbCalls: meanCalls(rows.map((row) => row.dynamodbCalls)),
            stepMs: {
              read: mean((row) => row.stepMs.read),
              structure: mean((row) => row.stepMs.structure),
              validate: mean((row) => row.stepMs.validate),
              analyze: mean((row) => row.stepMs.analyze),
              persist: mean((row) => row.stepMs.persist),
            },
          };
          options.log(`  ${kind} ${format}: ${rows.length} documents`);
        }
      }

      // One request of each read route a visit makes, on the documents just read.
      const year = new Date().getUTCFullYear();
      const readRoutes: Record<string, string> = {
        'GET /api/family-members': apiPaths.familyMembers(),
        'GET /api/totals': buildPath(apiPaths.totals(), { year, memberId: FAMILY_SELECTION }),
        'GET /api/documents (search)': buildPath(apiPaths.documents(), { bills: 'true', eobs: 'true', receipts: 'true', memberId: user.memberId, limit: 20 }),
        'GET /api/bills/{billId}/comparison': apiPaths.billComparison(lastBillId),
        'GET /api/documents/{documentId}/download': apiPaths.documentDownload(lastDocumentId),
        'GET /api/documents/{documentId}': apiPaths.document(lastDocumentId),
      };
      const apiRequests: Measurements['apiRequests'] = {};
      for (const [route, path] of Object.entries(readRoutes)) {
        meter.take();
        const response = await api(stack.appUrl, `/api${path}`, { token: user.token });
        if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
        const tally = meter.take();
        apiRequests[route] = { readUnits: tally.readUnits, writeUnits: tally.writeUnits };
      }
      return {
        measuredOn: new Date().toISOString().slice(0, 10),
        how: `npm run cost -- --measure: ${options.samplesPerKind} corpus documents (seed ${options.seed}, dev layouts) per kind and format through the local stack with its local reader; pages averaged over every corpus PDF of the kind`,
        kinds,
        apiRequests,
        spaGzipBytes: await spaGzipBytes(),
      };
    } finally {
      await stack.stop();
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

