import { createHash, createHmac, createPrivateKey, createPublicKey, createSign, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { apiErrorSchema } from '@fairbill/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiGateway } from '@fairbill/infra/local/api-gateway';
import { createJwtAuthorizer } from '@fairbill/infra/local/jwt-authorizer';
import { httpRoutes } from '@fairbill/functions/routes';
import type { HttpHandler } from '@fairbill/functions/src/handlers/http/middleware';
import { seedDocument } from '@fairbill/functions/testing/fixtures';
import { HOSTILE_MARKER, hostileCases, unauthorized } from '@fairbill/functions/testing/hostile-cases';
import type { Category, Expected, HostileCase, HostileContext } from '@fairbill/functions/testing/hostile-cases';
import { forbidInLogs } from '@fairbill/functions/testing/log-guard';
import { signedInUser } from './local-api';

// Issue 16, item 2: a hostile-input suite. Every case goes over HTTP through the local API server,
// the way a browser's request goes (route match, JWT authorizer, the handler's Middy chain), and
// must end in a clear 4xx with the project's error body (or API Gateway's own, where the gateway
// refuses), within its bound; afterwards the stack still answers and the owner's stored data
// (members, documents, revisions, payments, totals, the uploaded file) is exactly as before.
// File-upload attacks are in functions/test/reading (bad-files, file-bombs).

const userPoolId = process.env.FAIRBILL_USER_POOL_ID ?? '';
const clientId = process.env.FAIRBILL_USER_POOL_CLIENT_ID ?? '';
const issuer = process.env.FAIRBILL_COGNITO_ISSUER ?? '';
const DEFAULT_BOUND_MS = 5_000;
const CONCURRENCY = 4;

const bill = {
  providerName: 'Thistledown Imaging',
  patientName: 'Cornelius Umbridge',
  invoiceNumber: 'TD-4410',
  invoiceDate: '2025-03-10',
  serviceDate: '2025-03-01',
  // Cents (Decision 13).
  subtotal: 30000,
  insurancePaid: 20000,
  amountDue: 10000,
  lineItems: [{ description: 'MRI', amount: 30000, date: '2025-03-01' }],
  confidence: 0.9,
};
const eob = {
  insuranceCompany: 'Quillfeather Mutual',
  claimNumber: 'QM-7731',
  memberName: 'Cornelius Umbridge',
  providerName: 'Thistledown Imaging',
  serviceDate: '2025-03-01',
  amountBilled: 30000,
  patientResponsibility: 10000,
  confidence: 0.9,
};
const secondMember = { firstName: 'Philippa', lastName: 'Quartermaine', relationship: 'Child' };
forbidInLogs('Thistledown', 'Cornelius', 'Umbridge', 'TD-4410', 'Quillfeather', 'QM-7731', 'Philippa', 'Quartermaine', HOSTILE_MARKER);

/**
 * The local API server as start.ts serves it (a handler that throws is a 500, never a crashed
 * process), without the route throttles and per-client limits: they would answer 429 before the
 * handlers see the cases (they have their own tests in infra/test).
 */
async function startApi(): Promise<{ baseUrl: string; port: number; close: () => Promise<void> }> {
  const api = createApiGateway({
    routes: httpRoutes.map(({ throttle: _throttle, clientRateLimit: _clientRateLimit, ...route }) => route),
    authorizer: await createJwtAuthorizer({ issuer, audience: clientId }),
    loadHandler: async (name) => ((await import(`@fairbill/functions/src/handlers/http/${name}`)) as { handler: HttpHandler }).handler,
  });
  const server = createServer((request, response) => {
    api(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Internal Server Error"}');
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type Reply = { status: number; text: string; ms: number };

/** One raw HTTP request: the path goes out byte for byte (no URL normalisation, unlike fetch). */
function send(port: number, input: { method: string; path: string; authorization: string | null; headers?: Record<string, string>; body?: string | Buffer; contentType?: string }, boundMs: number): Promise<Reply> {
  const started = performance.now();
  const body = input.body === undefined ? undefined : Buffer.isBuffer(input.body) ? input.body : Buffer.from(input.body, 'utf8');
  const headers: Record<string, string | number> = { ...(input.headers ?? {}) };
  if (input.authorization !== null) headers.authorization = input.authorization;
  if (body) {
    headers['content-type'] = input.contentType ?? 'application/json';
    headers['content-length'] = body.length;
  }
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method: input.method, path: input.path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started });
      });
      response.on('error', reject);
    });
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${boundMs} ms`)), boundMs + 1_000);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}

const gatewayErrorSchema = z.object({ message: z.string() }).strict();

/** What is wrong with a reply, or null when it is the expected refusal. */
function verdict(reply: Reply, expected: Expected, boundMs: number): string | null {
  const statuses = [expected.status].flat();
  if (!statuses.includes(reply.status)) return `status ${reply.status}, expected ${statuses.join(' or ')}: ${reply.text.slice(0, 200)}`;
  if (reply.ms > boundMs) return `answered after ${Math.round(reply.ms)} ms (bound ${boundMs} ms)`;
  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    return `a body that is not JSON: ${reply.text.slice(0, 200)}`;
  }
  const api = apiErrorSchema.safeParse(body);
  const gateway = gatewayErrorSchema.safeParse(body);
  if (expected.shape === 'api' && !api.success) return `not the project's error body: ${reply.text.slice(0, 200)}`;
  if (expected.shape === 'gateway' && !gateway.success) return `not API Gateway's error body: ${reply.text.slice(0, 200)}`;
  if (expected.shape === 'either' && !api.success && !gateway.success) return `no error body: ${reply.text.slice(0, 200)}`;
  if (expected.code && api.data?.error.code !== expected.code) return `code ${api.data?.error.code}, expected ${expected.code}: ${api.data?.error.message}`;
  if (reply.text.includes(HOSTILE_MARKER)) return 'the answer echoes the hostile input';
  return null;
}

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const decodePart = (part: string | undefined) => JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
const omit = (claims: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(claims).filter(([name]) => name !== key));

/** A new user pool and app client in cognito-local, with one confirmed user signed in: their ID token. */
async function otherPoolIdToken(cognito: CognitoIdentityProviderClient): Promise<string> {
  const { UserPool } = await cognito.send(new CreateUserPoolCommand({ PoolName: `hostile-${randomUUID().slice(0, 8)}`, UsernameAttributes: ['email'] }));
  const poolId = UserPool?.Id ?? '';
  const { UserPoolClient } = await cognito.send(new CreateUserPoolClientCommand({ UserPoolId: poolId, ClientName: 'hostile', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'] }));
  const otherClient = UserPoolClient?.ClientId ?? '';
  const email = `${randomUUID()}@example.test`;
  await cognito.send(new SignUpCommand({ ClientId: otherClient, Username: email, Password: 'Hostile-Secret-123!', UserAttributes: [{ Name: 'email', Value: email }] }));
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: poolId, Username: email }));
  const auth = await cognito.send(new InitiateAuthCommand({ ClientId: otherClient, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'Hostile-Secret-123!' } }));
  return auth.AuthenticationResult?.IdToken ?? '';
}

/** The owner signed in through a second app client of FairBill's own pool: a token for another audience. */
async function otherClientIdToken(cognito: CognitoIdentityProviderClient, email: string): Promise<string> {
  const { UserPoolClient } = await cognito.send(new CreateUserPoolClientCommand({ UserPoolId: userPoolId, ClientName: 'hostile-other-app', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'] }));
  const auth = await cognito.send(
    new InitiateAuthCommand({ ClientId: UserPoolClient?.ClientId ?? '', AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret-123' } }),
  );
  return auth.AuthenticationResult?.IdToken ?? '';
}

/** Every Authorization the API must refuse with 401, built from the owner's real tokens. */
async function badAuthorizations(owner: { idToken: string; accessToken: string; refreshToken: string; email: string }, cognito: CognitoIdentityProviderClient): Promise<{ list: HostileContext['badAuthorizations']; resign: (header: Record<string, unknown>, claims: Record<string, unknown>) => string }> {
  const [headerPart, payloadPart, signature = ''] = owner.idToken.split('.');
  const header = decodePart(headerPart);
  const claims = decodePart(payloadPart);
  const require = createRequire(import.meta.url);
  const { pem } = JSON.parse(await readFile(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8')) as { pem: string };
  const privateKey = createPrivateKey(pem);
  // The same key pair cognito-local signs with: a token re-signed here is valid unless its claims are not.
  const resign = (h: Record<string, unknown>, c: Record<string, unknown>) => {
    const signed = `${b64url(JSON.stringify(h))}.${b64url(JSON.stringify(c))}`;
    return `${signed}.${b64url(createSign('RSA-SHA256').update(signed).sign(privateKey))}`;
  };
  const publicPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' });
  const hsSigned = `${b64url(JSON.stringify({ ...header, alg: 'HS256' }))}.${payloadPart}`;
  const now = Math.floor(Date.now() / 1000);
  const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
  const refused = (name: string, authorization: string | null, expect: Expected = unauthorized) => ({ name, authorization, expect });
  const bearer = (token: string) => `Bearer ${token}`;
  const list = [
    refused('no Authorization header', null),
    refused('an empty Authorization header', ''),
    refused('"Bearer" alone', 'Bearer'),
    refused('"Bearer" and spaces', 'Bearer    '),
    refused('Basic credentials', 'Basic aG9zdGlsZTpzZWNyZXQ='),
    refused('a garbage token', bearer(HOSTILE_MARKER)),
    refused('three empty parts', bearer('..')),
    refused('"a.b.c"', bearer('a.b.c')),
    refused('a 5,000-character token', bearer('A'.repeat(5000))),
    refused('the ID token with a fourth part', bearer(`${owner.idToken}.e30`)),
    refused('the ID token twice', `Bearer ${owner.idToken} ${owner.idToken}`),
    refused('the ID token under another scheme', `Token ${owner.idToken}`),
    refused('a tampered payload (another sub)', bearer(`${headerPart}.${b64url(JSON.stringify({ ...claims, sub: randomUUID() }))}.${signature}`)),
    // A day after the token's own expiry: `now + 1 day` can be the very exp cognito-local wrote
    // (it issues tokens for a day), which would leave the payload unchanged and the token valid.
    refused('a tampered payload (a later exp)', bearer(`${headerPart}.${b64url(JSON.stringify({ ...claims, exp: Number(claims.exp) + 86_400 }))}.${signature}`)),
    refused('a tampered signature', bearer(`${headerPart}.${payloadPart}.${flipped}`)),
    refused('no signature', bearer(`${headerPart}.${payloadPart}.`)),
    refused('alg "none"', bearer(`${b64url(JSON.stringify({ ...header, alg: 'none' }))}.${payloadPart}.`)),
    refused('alg "none" with the original signature', bearer(`${b64url(JSON.stringify({ ...header, alg: 'none' }))}.${payloadPart}.${signature}`)),
    refused('alg HS256 keyed with the public key', bearer(`${hsSigned}.${b64url(createHmac('sha256', publicPem).update(hsSigned).digest())}`)),
    refused('an unknown kid', bearer(resign({ ...header, kid: 'hostile-kid' }, claims))),
    refused('no kid', bearer(resign(omit(header, 'kid'), claims))),
    refused('an expired token', bearer(resign(header, { ...claims, iat: now - 7200, auth_time: now - 7200, exp: now - 60 }))),
    refused('a token not valid yet (nbf)', bearer(resign(header, { ...claims, nbf: now + 3600 }))),
    refused('a token without exp', bearer(resign(header, omit(claims, 'exp')))),
    refused('a token issued in the future (iat)', bearer(resign(header, { ...claims, iat: now + 3600, auth_time: now + 3600, exp: now + 7200 }))),
    refused('another issuer', bearer(resign(header, { ...claims, iss: `${issuer.slice(0, issuer.lastIndexOf('/'))}/local_Hostile0` }))),
    refused('another audience', bearer(resign(header, { ...claims, aud: 'hostile-client' }))),
    refused("another pool's ID token", bearer(await otherPoolIdToken(cognito))),
    refused("another app client's ID token", bearer(await otherClientIdToken(cognito, owner.email))),
    refused('a refresh token', bearer(owner.refreshToken), { status: 401, shape: 'either' }),
    // Signature, issuer, expiry and client all pass API Gateway's authorizer: the API wants the ID token.
    refused('an access token where an ID token is expected', bearer(owner.accessToken), { status: 401, shape: 'api', code: 'unauthorized' }),
  ];
  return { list, resign };
}

let port = 0;
let close: () => Promise<void> = async () => {};
let ownerToken = '';
let context: HostileContext;
let cases: HostileCase[] = [];
let before: unknown;
let resignOwner: (header: Record<string, unknown>, claims: Record<string, unknown>) => string = () => '';
const tally = new Map<Category, { cases: number; statuses: Map<number, number> }>();
const failures: string[] = [];

async function ownerGet(path: string): Promise<unknown> {
  const reply = await send(port, { method: 'GET', path, authorization: `Bearer ${ownerToken}` }, DEFAULT_BOUND_MS);
  if (reply.status !== 200) throw new Error(`GET ${path}: ${reply.status} ${reply.text.slice(0, 200)}`);
  return JSON.parse(reply.text);
}

async function ownerSend(method: string, path: string, body: unknown, expected: number): Promise<Record<string, unknown>> {
  const reply = await send(port, { method, path, authorization: `Bearer ${ownerToken}`, body: JSON.stringify(body) }, DEFAULT_BOUND_MS);
  if (reply.status !== expected) throw new Error(`${method} ${path}: ${reply.status} ${reply.text.slice(0, 200)}`);
  return JSON.parse(reply.text) as Record<string, unknown>;
}

/** Everything the owner has, as the API shows it, and the uploaded file's bytes. */
async function snapshot(): Promise<unknown> {
  const members = await ownerGet('/api/family-members');
  const search = (await ownerGet('/api/documents?bills=true&eobs=true&receipts=true&limit=100')) as { results: Array<{ id: string }> };
  const documents: Record<string, unknown> = {};
  for (const { id } of search.results) {
    documents[id] = { document: await ownerGet(`/api/documents/${id}`), revisions: await ownerGet(`/api/documents/${id}/revisions`) };
  }
  const download = (await ownerGet(`/api/documents/${context.ids.upload}/download`)) as { url: string };
  const file = await fetch(download.url);
  const fileHash = createHash('sha256').update(Buffer.from(await file.arrayBuffer())).digest('hex');
  return {
    members,
    search,
    documents,
    fileHash,
    totals: await ownerGet('/api/totals?year=2025'),
    memberTotals: await ownerGet(`/api/totals?year=2025&memberId=${context.ids.member}`),
    history: await ownerGet('/api/history?memberId=family'),
    ledgers: await ownerGet('/api/ledgers?year=2025&memberId=family'),
    letters: await ownerGet(`/api/ledgers/${context.ids.bill}/letters`),
    reminders: await ownerGet('/api/reminders?memberId=family'),
    reminderSettings: await ownerGet('/api/account/reminders'),
    comparison: await ownerGet(`/api/bills/${context.ids.bill}/comparison`),
  };
}

beforeAll(async () => {
  const cognito = new CognitoIdentityProviderClient({});
  const owner = await signedInUser(cognito);
  ownerToken = owner.idToken;
  const auth = await cognito.send(new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: owner.email, PASSWORD: 'secret-123' } }));
  forbidInLogs(owner.email);
  ({ port, close } = await startApi());

  // The owner's data: two members, a bill and its EOB (as the pipeline leaves them), an upload, a payment.
  const claims = decodePart(owner.idToken.split('.')[1]);
  const user = { sub: String(claims.sub), email: owner.email };
  const listed = (await ownerGet('/api/family-members')) as { members: Array<{ id: string }> };
  const defaultMember = listed.members[0]?.id ?? '';
  const member = ((await ownerSend('POST', '/api/family-members', secondMember, 201)).member as { id: string }).id;
  const billId = (await seedDocument(user, { documentType: 'medical_bill', familyMemberId: member, date: '2025-03-10', amount: 30000, extracted: bill })).id;
  const eobId = (await seedDocument(user, { documentType: 'insurance_payment', familyMemberId: member, date: '2025-03-12', amount: 20000, extracted: eob })).id;
  const created = await ownerSend('POST', '/api/documents', { documentType: 'medical_bill', familyMemberId: member, fileName: 'scan.pdf', fileSize: 22, contentType: 'application/pdf' }, 201);
  const upload = created.upload as { url: string; headers: Record<string, string> };
  const put = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: new TextEncoder().encode('%PDF-1.4\n% hostile\n%%EOF') });
  expect(put.ok).toBe(true);
  const payment = (await ownerSend('POST', '/api/payments', { billId, amount: 2500, cardLastFour: '4242', paymentDate: '2025-03-15' }, 201)).payment as { id: string };
  const billVersion = ((await ownerGet(`/api/documents/${billId}`)) as { document: { version: number } }).document.version;
  // A letter about the bill's visit (issue 14), sent and with a follow-up.
  const letterBody = { kind: 'billing_dispute', sender: 'Philippa Quartermaine', recipient: 'Billing Office\nThistledown Imaging', subject: 'Billing dispute: claim QM-7731', text: 'Dear Billing Office:' };
  const letter = (await ownerSend('POST', `/api/ledgers/${billId}/letters`, letterBody, 201)).letter as { id: string };
  await ownerSend('PATCH', `/api/letters/${letter.id}`, { sentOn: '2025-03-20', followUpOn: '2025-04-20' }, 200);

  const { list, resign } = await badAuthorizations({ ...owner, refreshToken: auth.AuthenticationResult?.RefreshToken ?? HOSTILE_MARKER }, cognito);
  resignOwner = resign;
  context = {
    ids: { defaultMember, member, bill: billId, eob: eobId, upload: (created.document as { id: string }).id, payment: payment.id, letter: letter.id },
    billVersion,
    badAuthorizations: list,
  };
  cases = hostileCases(context);
  before = await snapshot();
}, 120_000);

afterAll(async () => {
  await close();
  const total = [...tally.values()].reduce((sum, entry) => sum + entry.cases, 0);
  const statuses = new Map<number, number>();
  for (const entry of tally.values()) for (const [status, count] of entry.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
  const count = (test: (status: number) => boolean) => [...statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
  const lines = [...tally].map(([category, entry]) => `  ${category}: ${entry.cases} (${[...entry.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n}×${status}`).join(', ')})`);
  console.info(`hostile-input: ${total} cases, ${count((s) => s >= 400 && s < 500)} 4xx, ${count((s) => s >= 500)} 5xx, ${count((s) => s < 400)} other\n${lines.join('\n')}`);
});

/** Runs a category's cases a few at a time; every reply is checked and counted. */
async function runCategory(category: Category): Promise<void> {
  const selected = cases.filter((entry) => entry.category === category);
  expect(selected.length).toBeGreaterThan(0);
  const entry = tally.get(category) ?? { cases: 0, statuses: new Map<number, number>() };
  tally.set(category, entry);
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < selected.length) {
      const hostile = selected[next++];
      if (!hostile) break;
      const bound = hostile.boundMs ?? DEFAULT_BOUND_MS;
      const authorization = hostile.authorization === undefined ? `Bearer ${ownerToken}` : hostile.authorization;
      let problem: string | null;
      try {
        const reply = await send(port, { ...hostile, authorization }, bound);
        entry.statuses.set(reply.status, (entry.statuses.get(reply.status) ?? 0) + 1);
        problem = verdict(reply, hostile.expect, bound);
      } catch (error) {
        entry.statuses.set(0, (entry.statuses.get(0) ?? 0) + 1);
        problem = `no answer: ${error instanceof Error ? error.message : String(error)}`;
      }
      entry.cases += 1;
      if (problem) problems.push(`${hostile.name}: ${problem}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  failures.push(...problems);
  expect(problems).toEqual([]);
}

describe('hostile input through the local API server (issue 16)', () => {
  it('has at least 200 cases, and the forged tokens are signed right (a re-signed, unchanged token passes)', async () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const [headerPart, payloadPart] = ownerToken.split('.');
    const control = resignOwner(decodePart(headerPart), decodePart(payloadPart));
    const reply = await send(port, { method: 'GET', path: '/api/family-members', authorization: `Bearer ${control}` }, DEFAULT_BOUND_MS);
    expect(reply.status).toBe(200);
  });

  const categories: Category[] = [
    'body: wrong types',
    'body: missing and extra fields',
    'body: sizes',
    'body: deep nesting',
    'body: unicode, RTL, zero-width',
    'body: numbers (NaN, ±1e309, cents)',
    'body: impossible dates',
    'query strings',
    'path parameters',
    'routes and methods',
    'tokens',
    'other headers',
  ];
  it.each(categories)('%s: each case a clear 4xx with an error body, within its bound', async (category) => {
    await runCategory(category);
  }, 120_000);

  it('leaves the stack answering and everything the owner stored unchanged', async () => {
    expect(await ownerGet('/api/family-members')).toBeTruthy();
    expect(await snapshot()).toEqual(before);
  }, 60_000);
});
