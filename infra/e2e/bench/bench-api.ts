// npm run bench:api — seeds one user with 10,000 documents (5 members, 3 years) on fresh emulators,
// then measures p50/p95 of search, totals and bill comparison through the local API server, next to
// a naive scan-and-filter baseline of the same searches. Budget: search p95 <= 100 ms, totals p95 <= 30 ms.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { createStoredDocument, searchDocuments as searchInMemory, searchFiltersSchema, storageBucketFor } from '@fairbill/shared';
import type { DocumentType, ExtractedBill, ExtractedEob, SearchFilters, StoredDocument } from '@fairbill/shared';
import { ulid } from 'ulid';
import { startEmulators } from '@fairbill/emulators';
import { appOrigin } from '@fairbill/emulators/config';
import { handlerEnvironment, type HandlerTables } from '@fairbill/emulators/handler-env';
import { findFreePorts } from '@fairbill/emulators/ports';
import type { DocumentRecord } from '@fairbill/functions/src/domain/documents/document-record';
import { appTableDefinition, idempotencyTableDefinition } from '@fairbill/functions/table-definition';
import { createApiGateway } from '@fairbill/infra/local/api-gateway';
import { createJwtAuthorizer } from '@fairbill/infra/local/jwt-authorizer';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 10_000);
const MEMBERS = 5;
const YEARS = ['2023', '2024', '2025'] as const;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BASELINE_RUNS = Number(process.env.BENCH_BASELINE_RUNS ?? 5);
const TABLES: HandlerTables = { app: appTableDefinition, idempotency: idempotencyTableDefinition };

type Stats = { p50: number; p95: number };

function percentiles(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

async function measure(runs: number, run: (i: number) => Promise<void>, warmups = 10): Promise<Stats> {
  for (let i = 0; i < warmups; i += 1) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  return percentiles(samples);
}

/** A tiny deterministic generator, so every run seeds the same data. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fairbill-bench-'));
  const [dynamodb = 0, s3 = 0, cognito = 0, app = 0] = await findFreePorts(4);
  process.stdout.write(`Starting the emulators (data in ${dataDir})...\n`);
  const emulators = await startEmulators({ ports: { dynamodb, s3, cognito }, dataDir, tables: TABLES, allowedOrigins: [appOrigin({ app })] });
  let closeServer: () => Promise<void> = async () => {};
  try {
    Object.assign(
      process.env,
      handlerEnvironment(TABLES, {
        dynamodb: emulators.dynamodb.endpoint,
        s3: emulators.s3.endpoint,
        cognito: emulators.cognito.endpoint,
        appOrigin: appOrigin({ app }),
        outboxDir: join(dataDir, 'outbox'),
        accessLogFile: join(dataDir, 'access-log.jsonl'),
      }),
      { LOG_LEVEL: 'ERROR' },
    );
    // Handler modules read the environment on first use: import them only now.
    const { getDependencies } = await import('@fairbill/functions/src/handlers/http/runtime');
    const { createFamilyMember } = await import('@fairbill/functions/src/domain/family-members/family-members');
    const { newRecordFields } = await import('@fairbill/functions/src/domain/documents/documents');
    const { checkBill } = await import('@fairbill/functions/src/domain/documents/checks');
    const { httpRoutes } = await import('@fairbill/functions/routes');
    const { createDocumentClient } = await import('@fairbill/functions/src/adapters/dynamodb/client');
    const { bulkLoadDocuments } = await import('@fairbill/functions/testing/bulk-load');

    // A user with a real cognito-local ID token, verified by the local API server like API Gateway.
    const cognitoClient = new CognitoIdentityProviderClient({});
    const { userPoolId, userPoolClientId } = emulators.cognito.ids;
    const email = `bench-${Date.now()}@example.test`;
    await cognitoClient.send(new SignUpCommand({ ClientId: userPoolClientId, Username: email, Password: 'bench-123', UserAttributes: [{ Name: 'email', Value: email }] }));
    await cognitoClient.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: email }));
    const auth = await cognitoClient.send(
      new InitiateAuthCommand({ ClientId: userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'bench-123' } }),
    );
    const idToken = auth.AuthenticationResult?.IdToken ?? '';
    const sub = String((JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub);

    // Seed through the same repository code as the routes (totals and member counts included).
    const deps = getDependencies();
    const members: string[] = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      members.push((await createFamilyMember(deps, sub, { firstName: `Member${i}`, lastName: 'Bench', relationship: i === 0 ? 'Self' : 'Child' })).id);
    }
    const random = rng(42);
    const records: DocumentRecord[] = [];
    const eobsByMember = new Map<string, (ExtractedEob & { id: string })[]>();
    let clock = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < DOCUMENTS; i += 1) {
      const memberId = members[i % MEMBERS] ?? '';
      const year = YEARS[Math.floor(random() * YEARS.length)] ?? '2025';
      const date = `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
      const roll = random();
      const documentType: DocumentType = roll < 0.4 ? 'medical_bill' : roll < 0.8 ? 'insurance_payment' : 'user_payment';
      // Cents, as stored (Decision 13).
      const amount = Math.round(random() * 500_000);
      clock += 1;
      const now = new Date(clock);
      const id = ulid(clock);
      const provider = `Provider ${Math.floor(random() * 40)}`;
      const patient = `Member${i % MEMBERS} Bench`;
      let extracted: Record<string, unknown>;
      if (documentType === 'insurance_payment') {
        const eob: ExtractedEob & { id: string } = {
          id,
          insuranceCompany: 'Bench Mutual',
          claimNumber: `C${i}`,
          memberName: patient,
          serviceDate: date,
          providerName: provider,
          amountBilled: amount,
          planPaid: Math.round(amount * 0.7),
          patientResponsibility: Math.round(amount * 0.3),
          statementDate: date,
          confidence: 0.9,
        };
        eobsByMember.set(memberId, [...(eobsByMember.get(memberId) ?? []), eob]);
        extracted = eob;
      } else if (documentType === 'medical_bill') {
        // Half of the bills have the EOB just seeded for the member (same encounter).
        const eob = random() < 0.5 ? eobsByMember.get(memberId)?.at(-1) : undefined;
        extracted = {
          providerName: eob?.providerName ?? provider,
          patientName: patient,
          invoiceNumber: `INV-${i}`,
          invoiceDate: date,
          serviceDate: eob?.serviceDate ?? date,
          subtotal: eob?.amountBilled ?? amount,
          insurancePaid: eob?.planPaid ?? 0,
          amountDue: eob?.patientResponsibility ?? amount,
          lineItems: [{ description: 'Visit', amount: eob?.amountBilled ?? amount }],
          confidence: 0.9,
        } satisfies ExtractedBill;
      } else {
        extracted = { merchantName: 'Bench Pharmacy', totalAmount: amount, transactionDate: date, items: [], confidence: 0.9 };
      }
      const base = createStoredDocument({
        id,
        userId: sub,
        familyMemberId: memberId,
        documentType,
        filePath: `${sub}/bench-${i}.pdf`,
        fileName: 'bench.pdf',
        contentType: 'application/pdf',
        fileSize: 1000,
        now,
      });
      const record: DocumentRecord = {
        ...base,
        amount: documentType === 'insurance_payment' ? Number((extracted as ExtractedEob).planPaid) : documentType === 'medical_bill' ? Number((extracted as ExtractedBill).subtotal) : amount,
        document_date: date,
        ai_extracted_data: extracted,
        ai_confidence: 0.9,
        extraction_status: 'completed',
        pipeline_stage: 'done',
        storage_bucket: deps.bucketNames[storageBucketFor(documentType)],
        ...newRecordFields(now),
      };
      if (documentType === 'medical_bill') {
        // As the pipeline would have left it: the bill's match against the member's EOBs.
        const checked = checkBill(extracted as ExtractedBill, eobsByMember.get(memberId) ?? []);
        record.match_state = checked.matchState;
        record.matched_eob_id = checked.matchedEobId;
        record.ai_analysis = checked.analysis;
      }
      records.push(record);
    }
    // Bulk-loaded (BatchWrite, then each totals and member-count item once): DynamoDB Local takes
    // ~45 ms per transaction, so 10,000 route-path writes would take minutes. The totals it leaves
    // are the same, as the concurrency test checks for the transactional path.
    const seedStart = performance.now();
    await bulkLoadDocuments(createDocumentClient(), deps.env.TABLE_NAME, records);
    process.stdout.write(`Seeded ${records.length} documents over ${MEMBERS} members and ${YEARS.length} years in ${((performance.now() - seedStart) / 1000).toFixed(1)} s\n`);

    // The local API server: the routes table, the JWT authorizer and the handler modules.
    const authorizer = await createJwtAuthorizer({ issuer: emulators.cognito.issuer, audience: userPoolClientId });
    const api = createApiGateway({
      routes: httpRoutes,
      authorizer,
      loadHandler: async (name) => (await import(`@fairbill/functions/src/handlers/http/${name}`)).handler,
    });
    const server = createServer((request, response) => void api(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closeServer = () => new Promise((resolve) => server.close(() => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = async (path: string) => {
      const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${idToken}` } });
      if (!response.ok) throw new Error(`${path} -> ${response.status}`);
      await response.arrayBuffer();
    };

    // The naive baseline: read every item of the table, keep the user's documents, filter in memory.
    const scanClient = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    const scanAndFilter = async (filters: SearchFilters) => {
      const docs: StoredDocument[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await scanClient.send(
          new ScanCommand({
            TableName: process.env.TABLE_NAME,
            FilterExpression: 'user_id = :user AND entity = :document',
            ExpressionAttributeValues: { ':user': sub, ':document': 'document' },
            ExclusiveStartKey: startKey,
          }),
        );
        docs.push(...((page.Items ?? []) as StoredDocument[]));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return searchInMemory(docs, filters).slice(0, 50);
    };

    const member = members[1] ?? '';
    const searches = [
      { name: 'search: family, all types', query: 'bills=true&eobs=true&receipts=true&memberId=family', filters: { bills: 'true', eobs: 'true', receipts: 'true' } },
      { name: 'search: one member, bills+EOBs', query: `bills=true&eobs=true&memberId=${member}`, filters: { bills: 'true', eobs: 'true', memberId: member } },
      {
        name: 'search: family, a date range',
        query: 'bills=true&eobs=true&receipts=true&startDate=2024-03-01&endDate=2024-05-31',
        filters: { bills: 'true', eobs: 'true', receipts: 'true', startDate: '2024-03-01', endDate: '2024-05-31' },
      },
    ];
    const rows: { name: string; api: Stats; baseline?: Stats; budget?: number }[] = [];
    for (const search of searches) {
      const apiStats = await measure(RUNS, () => get(`/api/documents?${search.query}&limit=50`));
      const filters = searchFiltersSchema.parse(search.filters);
      const baseline = await measure(BASELINE_RUNS, async () => void (await scanAndFilter(filters)), 1);
      rows.push({ name: search.name, api: apiStats, baseline, budget: 100 });
    }
    rows.push({ name: 'totals: family, one year', api: await measure(RUNS, (i) => get(`/api/totals?year=${YEARS[i % 3]}&memberId=family`)), budget: 30 });
    rows.push({ name: 'totals: one member, one year', api: await measure(RUNS, (i) => get(`/api/totals?year=${YEARS[i % 3]}&memberId=${members[i % MEMBERS]}`)), budget: 30 });
    const bills = records.filter((record) => record.document_type === 'medical_bill');
    rows.push({ name: 'bill comparison', api: await measure(RUNS, (i) => get(`/api/bills/${bills[(i * 7919) % bills.length]?.id}/comparison`)) });

    const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
    process.stdout.write(`\n${'scenario'.padEnd(34)}${'API p50'.padStart(10)}${'API p95'.padStart(10)}${'scan p50'.padStart(10)}${'scan p95'.padStart(10)}${'p95 ratio'.padStart(11)}  budget\n`);
    let withinBudget = true;
    for (const row of rows) {
      const ratio = row.baseline ? `${(row.baseline.p95 / row.api.p95).toFixed(1)}x`.padStart(11) : ''.padStart(11);
      const verdict = row.budget === undefined ? '' : row.api.p95 <= row.budget ? `ok (p95 <= ${row.budget} ms)` : `OVER (p95 > ${row.budget} ms)`;
      if (row.budget !== undefined && row.api.p95 > row.budget) withinBudget = false;
      process.stdout.write(
        `${row.name.padEnd(34)}${ms(row.api.p50)}${ms(row.api.p95)}${row.baseline ? ms(row.baseline.p50) : ''.padStart(10)}${row.baseline ? ms(row.baseline.p95) : ''.padStart(10)}${ratio}  ${verdict}\n`,
      );
    }
    process.stdout.write(`\n${DOCUMENTS} documents; ${RUNS} API runs per scenario (HTTP through the local API server, JWT verified); ${BASELINE_RUNS} baseline runs (in-process Scan).\n`);
    process.stdout.write(withinBudget ? 'Within budget.\n' : 'Budget exceeded.\n');
    process.exitCode = withinBudget ? 0 : 1;
  } finally {
    await closeServer();
    await emulators.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
