import { apiErrorSchema } from '@fairbill/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpHandler } from '../../src/handlers/http/middleware';
import { httpRoutes } from '../../src/handlers/http/routes';
import { handler as createLetter } from '../../src/handlers/http/create-letter';
import { getDependencies } from '../../src/handlers/http/runtime';
import { call, newUser } from '../support/http-events';
import type { TestUser } from '../support/http-events';
import { addMember, defaultMemberId, seedDocument } from '../support/fixtures';

// Issue 16, item 2: property-based fuzzing of every route's input (body, query string, path
// parameters) with fast-check. Each route's handler runs in process on the real repositories and
// emulators, as the other handler tests do (the HTTP path through the gateway is the hostile-input
// suite's). Whatever comes in, the answer is never a 5xx, and every refusal has the project's error
// body. Inputs are arbitrary JSON, arbitrary text, and valid requests with fields dropped, replaced
// (any JSON, any unicode string, odd numbers) or added.

const RUNS_PER_ROUTE = 100;

/** Stands for the bill's current version in a generated correction, filled in when it is sent. */
const CURRENT_VERSION = -424_242;

const odd = fc.constantFrom<unknown>(5e-324, 1e-9, -0, 1e308, -1e308, 0.001, 2 ** 53 + 2, '', ' ', '\u200B', '\u202E', '\0', '2025-02-30', '0000-00-00', 'family', '__proto__', 'NaN', '1e309');
/** Any value a field could be sent: JSON of any shape, any unicode text (lone surrogates too), odd numbers. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  odd,
);
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ maxLength: 8 }), odd.map(String));

/** Half the time `arbitrary`, else `none`: most generated requests keep most of their valid shape. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>, none: T): fc.Arbitrary<T> {
  return fc.oneof(fc.constant(none), arbitrary);
}

/** Mostly `valid`, sometimes anything. */
function mostly<T>(valid: fc.Arbitrary<T>, other: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: other });
}

/** A valid input with some fields dropped, some replaced by anything, some keys added. */
function mutated(valid: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid);
  return fc
    .tuple(
      fc.record(valid),
      sometimes(fc.subarray(keys, { maxLength: Math.min(2, keys.length) }), []),
      sometimes(fc.dictionary(fc.constantFrom(...keys), anyValue, { minKeys: 1, maxKeys: 2 }), {}),
      sometimes(fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'userId', 'id')), anyValue, { minKeys: 1, maxKeys: 3 }), {}),
    )
    .map(([base, dropped, replaced, extra]) => {
      const body: Record<string, unknown> = {};
      for (const [key, value] of [...Object.entries(extra), ...Object.entries(base), ...Object.entries(replaced)]) {
        Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
      }
      for (const key of dropped) if (!(key in replaced)) delete body[key];
      return body;
    });
}

/** A raw body: arbitrary JSON, arbitrary text, or a mutated valid request. */
function bodyOf(valid: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    { weight: 4, arbitrary: mutated(valid).map((value) => JSON.stringify(value)) },
  );
}

/** A query string: the route's own keys with valid or arbitrary values, and arbitrary keys. */
function queryOf(valid: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<Record<string, string>> {
  const keys = Object.keys(valid);
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 })) : fc.string({ maxLength: 10 });
  return fc.tuple(fc.record(valid, { requiredKeys: [] }), sometimes(fc.dictionary(key, anyText, { minKeys: 1, maxKeys: 4 }), {})).map(([good, wild]) => {
    const query: Record<string, string> = {};
    for (const [name, value] of [...Object.entries(good), ...Object.entries(wild)]) Object.defineProperty(query, name, { value, enumerable: true, writable: true, configurable: true });
    return query;
  });
}

/** A name-like text: any unicode (lone surrogates, RTL, zero-width included), mostly non-blank and short. */
const name = mostly(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== ''), anyText);
/** A value a bill's field could take: an amount (in cents), a date, a text, a line item. */
const billValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.constantFrom('2025-01-01', '2025-02-30', 'https://pay.example.test'),
  name,
  fc.array(fc.record({ description: name, amount: fc.integer({ min: -100_000, max: 100_000 }) }), { maxLength: 3 }),
);

const fuzzer = newUser({ given_name: 'Fuzz', family_name: 'Tester' });
const auditor = { ...newUser(), 'cognito:groups': '[auditors]' } as TestUser;
const ids = { member: '', bill: '', eob: '', letter: '', receipt: '' };
const billFields = ['providerName', 'patientName', 'invoiceNumber', 'invoiceDate', 'serviceDate', 'subtotal', 'insurancePaid', 'amountDue', 'lineItems', 'payOnlineLink', 'confidence'];

beforeAll(async () => {
  const self = await defaultMemberId(fuzzer);
  ids.member = await addMember(fuzzer, 'Fuzzed');
  const extracted = { providerName: 'P', patientName: 'Q R', invoiceNumber: 'I-1', invoiceDate: '2025-01-01', subtotal: 1000, lineItems: [], confidence: 0.9 };
  ids.bill = (await seedDocument(fuzzer, { documentType: 'medical_bill', familyMemberId: self, date: '2025-01-01', amount: 1000, extracted })).id;
  ids.eob = (await seedDocument(fuzzer, { documentType: 'insurance_payment', familyMemberId: self, date: '2025-01-02', amount: 500, extracted: { insuranceCompany: 'I', claimNumber: 'C', memberName: 'Q R', providerName: 'P', amountBilled: 1000, patientResponsibility: 500, confidence: 0.9 } })).id;
  // A letter about the bill's visit (issue 14; the bill's id is the visit's).
  const letterBody = { kind: 'billing_dispute', sender: 'Fuzz Tester', recipient: 'Billing Office', subject: 'Billing dispute', text: 'Dear Billing Office:' };
  ids.letter = (await call(createLetter, { method: 'POST', route: '/api/ledgers/{ledgerId}/letters', pathParameters: { ledgerId: ids.bill }, body: letterBody, user: fuzzer })).body.letter.id;
  // A receipt to link to the bill's or the EOB's visit, or to none (issue 14).
  ids.receipt = (await seedDocument(fuzzer, { documentType: 'user_payment', familyMemberId: self, date: '2025-01-03', amount: 500, extracted: { merchantName: 'P', totalAmount: 500, transactionDate: '2025-01-03', items: [], confidence: 0.9 } })).id;
});

/** Answers by route and status, printed at the end: the runs must reach the handlers' success paths too. */
const answers = new Map<string, Map<number, number>>();
afterAll(() => {
  const lines = [...answers].map(([route, statuses]) => `  ${route}: ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n}×${status}`).join(', ')}`);
  const runs = [...answers.values()].reduce((sum, statuses) => sum + [...statuses.values()].reduce((a, b) => a + b, 0), 0);
  console.info(`input-fuzz: ${runs} generated requests on ${answers.size} routes\n${lines.join('\n')}`);
});

const id = () => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(ids.member, ids.bill, ids.eob) }, fc.stringMatching(/^[A-Za-z0-9_-]{1,70}$/), anyText);
const flag = fc.constantFrom('true', 'false');
const day = mostly(fc.constantFrom('2025-01-01', '2025-03-15', '2025-12-31', '1900-01-01'), fc.date({ min: new Date('1800-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)));

/** Path parameters that are no plain id: the fuzzer's own deadlines (issue 14), or anything. */
const pathValues: Record<string, () => fc.Arbitrary<string>> = {
  deadlineId: () => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(`bill-due.${ids.bill}`, `appeal.${ids.eob}`) }, id()),
  letterId: () => fc.oneof({ weight: 3, arbitrary: fc.constant(ids.letter) }, id()),
};
/** A route's own path values, where its parameter names something only it acts on (issue 14: a receipt's visit link). */
const routePathValues: Record<string, Record<string, () => fc.Arbitrary<string>>> = {
  'update-visit-link': { documentId: () => fc.oneof({ weight: 3, arbitrary: fc.constant(ids.receipt) }, id()) },
  'delete-visit-link': { documentId: () => fc.oneof({ weight: 3, arbitrary: fc.constant(ids.receipt) }, id()) },
};

/** Text a letter's PDF can print (issue 14): most generated letters are then stored. */
const printable = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.:;'"$()\n-]{0,80}$/);

/** The valid shape of each route's body and query (by handler), from the shared request schemas. */
const bodies: Record<string, () => Record<string, fc.Arbitrary<unknown>>> = {
  'create-family-member': () => ({ firstName: name, lastName: name, relationship: name }),
  'update-family-member': () => ({ firstName: name, lastName: name, relationship: name }),
  'create-document': () => ({
    documentType: fc.constantFrom('medical_bill', 'insurance_payment', 'user_payment'),
    familyMemberId: fc.oneof(fc.constant(ids.member), id()),
    fileName: mostly(fc.tuple(name, fc.constantFrom('.pdf', '.jpg', '.png', '.docx', '.exe', '')).map(([base, ext]) => `${base}${ext}`), anyText),
    fileSize: mostly(fc.integer({ min: 1, max: 30_000_000 }), fc.double()),
    contentType: mostly(fc.constantFrom('application/pdf', 'image/jpeg'), anyText),
  }),
  'update-document': () => ({
    expectedVersion: mostly(fc.constant(CURRENT_VERSION), fc.integer()),
    extractedData: fc.dictionary(mostly(fc.constantFrom(...billFields), fc.string({ maxLength: 70 })), mostly(billValue, anyValue), { maxKeys: 5 }),
  }),
  'create-payment': () => ({
    billId: fc.oneof(fc.constant(ids.bill), id()),
    amount: mostly(fc.integer({ min: 1, max: 1_000_000 }), fc.oneof(fc.double({ min: -20_000_000, max: 20_000_000, noNaN: true }), odd)),
    cardLastFour: mostly(fc.stringMatching(/^\d{4}$/), anyText),
    paymentDate: mostly(day, anyText),
  }),
  'send-contact-message': () => ({ fullName: name, email: mostly(fc.emailAddress(), anyText), subject: name, message: name }),
  // Letters (issue 14): the visit ids are the bill's and the EOB's; any text, some of it unprintable.
  'create-letter': () => ({
    kind: mostly(fc.constantFrom('billing_dispute', 'rebill_after_insurance', 'insurer_appeal'), anyText),
    sender: mostly(fc.constant(''), name),
    recipient: mostly(printable, name),
    subject: mostly(printable, name),
    text: mostly(printable, fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 400 }), anyText)),
    letterDate: mostly(fc.constant(new Date().toISOString().slice(0, 10)), mostly(day, anyText)),
  }),
  'update-letter': () => ({ sentOn: mostly(fc.oneof(day, fc.constant(null)), anyValue), followUpOn: mostly(fc.oneof(day, fc.constant(null)), anyValue) }),
  'update-deadline-reminders': () => ({ remindersOn: mostly(fc.boolean(), anyValue) }),
  // A receipt's visit link (issue 14): one of the two keys, so a body keeps only one about half the time.
  'update-visit-link': () => ({ documentId: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(ids.bill, ids.eob) }, id()), unlinked: mostly(fc.constant(true), anyValue) }),
  'update-reminder-settings': () => ({
    emailReminders: mostly(fc.boolean(), anyValue),
    timeZone: mostly(fc.constantFrom('UTC', 'America/Chicago', 'Pacific/Honolulu', 'US/Eastern', 'Etc/GMT+12'), anyText),
  }),
};
const queries: Record<string, () => Record<string, fc.Arbitrary<string>>> = {
  'delete-family-member': () => ({ deleteDocuments: flag }),
  'search-documents': () => ({
    bills: flag,
    eobs: flag,
    receipts: flag,
    memberId: fc.oneof(fc.constant('family'), fc.constant(ids.member), anyText),
    startDate: day,
    endDate: day,
    cursor: fc.oneof(anyText, fc.record({ d: anyText, i: anyText }).map((cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url'))),
    limit: fc.oneof(fc.integer({ min: -5, max: 200 }).map(String), anyText),
  }),
  'get-totals': () => ({ year: fc.oneof(fc.integer({ min: 0, max: 99_999 }).map(String), anyText), memberId: fc.oneof(fc.constant('family'), anyText) }),
  'get-history': () => ({ memberId: fc.oneof(fc.constant('family'), fc.constant(ids.member), anyText) }),
  'get-ledgers': () => ({ year: fc.oneof(fc.integer({ min: 0, max: 99_999 }).map(String), anyText), memberId: fc.oneof(fc.constant('family'), fc.constant(ids.member), anyText) }),
  'get-bill-comparison': () => ({ eobId: fc.oneof(fc.constant(ids.eob), anyText) }),
  'get-reminders': () => ({ memberId: fc.oneof(fc.constant('family'), fc.constant(ids.member), anyText) }),
  'search-audit-records': () => ({
    from: day,
    to: day,
    type: fc.constantFrom('medical_bill', 'insurance_payment', 'user_payment'),
    corrected: flag,
    failedCheck: flag,
    confidenceBelow: fc.oneof(fc.double().map(String), anyText),
    cursor: anyText,
    limit: fc.oneof(fc.integer({ min: -5, max: 200 }).map(String), anyText),
  }),
  'read-access-log': () => ({ limit: fc.oneof(fc.integer({ min: -5, max: 1000 }).map(String), anyText) }),
};

async function currentBillVersion(): Promise<number> {
  return (await getDependencies().documents.get(fuzzer.sub, ids.bill))?.version ?? 1;
}

describe('fuzzing every route\'s input (fast-check): never a 5xx, every refusal in the error shape (issue 16)', () => {
  // Deletions last, so the member and bill stay there for the other routes' runs.
  const ordered = [...httpRoutes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  it.each(ordered.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_name, route) => {
    const { handler } = (await import(`../../src/handlers/http/${route.handler}.ts`)) as { handler: HttpHandler };
    const parameterNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    const body = bodies[route.handler];
    const query = queries[route.handler];
    const input = fc.record({
      pathParameters: fc.record(Object.fromEntries(parameterNames.map((name) => [name, (routePathValues[route.handler]?.[name] ?? pathValues[name])?.() ?? id()]))),
      query: queryOf(query ? query() : {}),
      rawBody: body ? bodyOf(body()) : fc.constant(undefined),
    });
    const user = route.group ? auditor : route.public ? null : fuzzer;
    await fc.assert(
      fc.asyncProperty(input, async ({ pathParameters, query: queryString, rawBody }) => {
        const sent = rawBody?.includes(String(CURRENT_VERSION)) ? rawBody.replaceAll(String(CURRENT_VERSION), String(await currentBillVersion())) : rawBody;
        const reply = await call(handler, {
          method: route.method,
          route: route.path,
          pathParameters,
          query: queryString,
          ...(sent === undefined ? {} : { rawBody: sent }),
          user,
        });
        const statuses = answers.get(`${route.method} ${route.path}`) ?? new Map<number, number>();
        answers.set(`${route.method} ${route.path}`, statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1));
        expect(reply.status, JSON.stringify(reply.body)?.slice(0, 300)).toBeLessThan(500);
        if (reply.status >= 400) expect(apiErrorSchema.safeParse(reply.body).success, JSON.stringify(reply.body)?.slice(0, 300)).toBe(true);
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  }, 60_000);
});
