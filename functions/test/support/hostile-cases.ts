import { MAX_REQUEST_BODY_BYTES } from '@fairbill/shared';

// The hostile-input suite's cases as data (issue 16, item 2): route × attack, each with the answer
// it must get. infra/e2e/stack/hostile-input.test.ts sends them through the local API server.

/**
 * `api`: the project's error body `{ error: { code, message } }` (the handlers' middleware, and the
 * local gateway's own 400/429). `gateway`: API Gateway's own refusal `{ message }` (401 from the JWT
 * authorizer, 404 for no route), which an HTTP API cannot reshape. `either`: a path the URL parser
 * may resolve (dot segments) before the route match, so the gateway or the handler answers.
 */
export type ErrorShape = 'api' | 'gateway' | 'either';

export type Expected = { status: number | readonly number[]; shape: ErrorShape; code?: string };

export type Category =
  | 'body: wrong types'
  | 'body: missing and extra fields'
  | 'body: sizes'
  | 'body: deep nesting'
  | 'body: unicode, RTL, zero-width'
  | 'body: numbers (NaN, ±1e309, cents)'
  | 'body: impossible dates'
  | 'query strings'
  | 'path parameters'
  | 'routes and methods'
  | 'tokens'
  | 'other headers';

export type HostileCase = {
  category: Category;
  name: string;
  method: string;
  /** Sent verbatim as the request target: already %-encoded where needed. */
  path: string;
  /** The Authorization header: the owner's ID token when undefined, none when null. */
  authorization?: string | null;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Sent with a body; application/json unless set. */
  contentType?: string;
  expect: Expected;
  /** The answer must come within this many milliseconds. */
  boundMs?: number;
};

export type HostileContext = {
  /** The owner's default member, a second member, a seeded bill, EOB, an uploaded (pending) document and a payment. */
  /** `bill` is also the id of its visit's ledger; `letter` a letter about that visit (issue 14). */
  ids: { defaultMember: string; member: string; bill: string; eob: string; upload: string; payment: string; letter: string };
  billVersion: number;
  /** Authorization header values that must all be refused with 401 (name -> header; null = no header). */
  badAuthorizations: ReadonlyArray<{ name: string; authorization: string | null; expect: Expected }>;
};

/** A marker put into hostile strings: it must never reach a log line. */
export const HOSTILE_MARKER = 'HOSTILE-7f3c';

const badRequest: Expected = { status: 400, shape: 'api' };
const invalid = (code = 'validation_failed'): Expected => ({ status: 400, shape: 'api', code });
const tooLarge: Expected = { status: 413, shape: 'api', code: 'body_too_large' };
const unauthorized: Expected = { status: 401, shape: 'gateway' };
const noRoute: Expected = { status: 404, shape: 'gateway' };

type BodyRoute = {
  name: string;
  method: string;
  path: string;
  /** A body the route would accept: never sent as it is, only broken. */
  valid: Record<string, unknown>;
  /** Keys whose absence makes the body invalid. */
  required: readonly string[];
  authorization?: null;
};

function bodyRoutes(ctx: HostileContext): BodyRoute[] {
  const { ids } = ctx;
  return [
    {
      name: 'POST /api/family-members',
      method: 'POST',
      path: '/api/family-members',
      valid: { firstName: 'Hostile', lastName: 'Case', relationship: 'Child' },
      required: ['firstName', 'lastName', 'relationship'],
    },
    {
      name: 'PUT /api/family-members/{memberId}',
      method: 'PUT',
      path: `/api/family-members/${ids.member}`,
      valid: { firstName: 'Hostile', lastName: 'Case', relationship: 'Child' },
      required: ['firstName', 'lastName', 'relationship'],
    },
    {
      name: 'POST /api/documents',
      method: 'POST',
      path: '/api/documents',
      valid: { documentType: 'medical_bill', familyMemberId: ids.defaultMember, fileName: 'bill.pdf', fileSize: 1000, contentType: 'application/pdf' },
      required: ['documentType', 'familyMemberId', 'fileName', 'fileSize', 'contentType'],
    },
    {
      name: 'PATCH /api/documents/{documentId}',
      method: 'PATCH',
      path: `/api/documents/${ids.bill}`,
      valid: { expectedVersion: ctx.billVersion, extractedData: { subtotal: 30000 } },
      required: ['expectedVersion', 'extractedData'],
    },
    {
      name: 'POST /api/payments',
      method: 'POST',
      path: '/api/payments',
      valid: { billId: ids.bill, amount: 1000, cardLastFour: '4242', paymentDate: '2025-03-20' },
      required: ['billId', 'amount', 'cardLastFour'],
    },
    {
      name: 'PUT /api/reminders/{deadlineId}',
      method: 'PUT',
      path: `/api/reminders/bill-due.${ids.bill}`,
      valid: { remindersOn: false },
      required: ['remindersOn'],
    },
    {
      name: 'PUT /api/account/reminders',
      method: 'PUT',
      path: '/api/account/reminders',
      valid: { emailReminders: false, timeZone: 'America/Chicago' },
      required: ['emailReminders', 'timeZone'],
    },
    // The payment recorded on the bill, linked by hand to the bill's visit (issue 14).
    {
      name: 'PUT /api/documents/{documentId}/visit-link',
      method: 'PUT',
      path: `/api/documents/${ids.payment}/visit-link`,
      valid: { documentId: ids.bill },
      required: ['documentId'],
    },
    {
      name: 'POST /api/ledgers/{ledgerId}/letters',
      method: 'POST',
      path: `/api/ledgers/${ids.bill}/letters`,
      valid: { kind: 'billing_dispute', sender: 'Hostile Case', recipient: 'Billing Office', subject: 'Billing dispute', text: 'Dear Billing Office:' },
      required: ['kind', 'recipient', 'subject', 'text'],
    },
    {
      name: 'POST /api/contact',
      method: 'POST',
      path: '/api/contact',
      valid: { fullName: 'Hostile Case', email: 'hostile@example.test', subject: 'Hello', message: 'A message' },
      required: ['fullName', 'email', 'subject', 'message'],
      authorization: null,
    },
  ];
}

const without = (body: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(body).filter(([name]) => name !== key));

/** Values of the wrong type for a field whose valid value is `value`. */
function wrongTypes(value: unknown): Array<[string, unknown]> {
  return [
    ['null', null],
    // A flag's other value is no wrong type: a number instead.
    typeof value === 'boolean' ? ['the number 1', 1] : ['a boolean', true],
    ['an array', [HOSTILE_MARKER]],
    typeof value === 'object' ? ['a string', HOSTILE_MARKER] : ['an object', { value: HOSTILE_MARKER }],
    typeof value === 'number' ? ['a numeric string', String(value)] : ['a number', 12345],
  ];
}

/** Raw JSON text with the keys an attacker would add (`__proto__` kept as an own key by JSON.parse). */
function withExtras(body: Record<string, unknown>): string {
  const text = JSON.stringify(body);
  const extras = `"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},"userId":"someone-else","id":"01JFORGEDID0000000000000000","isAdmin":true,"version":99`;
  return text === '{}' ? `{${extras}}` : `{${extras},${text.slice(1)}`;
}

function bodyCases(ctx: HostileContext): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const route of bodyRoutes(ctx)) {
    const add = (category: Category, name: string, body: string | Buffer, expect: Expected, extra: Partial<HostileCase> = {}) =>
      cases.push({ category, name: `${route.name}: ${name}`, method: route.method, path: route.path, body, expect, ...(route.authorization === null ? { authorization: null } : {}), ...extra });
    const json = (value: unknown) => JSON.stringify(value);

    // The whole body of the wrong kind.
    add('body: wrong types', 'no body', '', invalid('missing_body'));
    add('body: wrong types', 'invalid JSON', '{"firstName":', invalid('invalid_json'));
    add('body: wrong types', 'JSON null', 'null', badRequest);
    add('body: wrong types', 'a JSON array', json([route.valid]), badRequest);
    add('body: wrong types', 'a JSON string', json(HOSTILE_MARKER), badRequest);
    add('body: wrong types', 'a JSON number', '42', badRequest);
    add('body: wrong types', 'JSON true', 'true', badRequest);
    add('body: wrong types', 'a byte-order mark before the JSON', `\uFEFF${json(without(route.valid, route.required[0] ?? ''))}`, invalid('invalid_json'));
    add('body: wrong types', 'a form-encoded body', 'firstName=a&lastName=b', invalid('invalid_json'), { contentType: 'application/x-www-form-urlencoded' });
    add('body: wrong types', 'binary bytes', Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x80, 0xc0, 0xaf]), invalid('invalid_json'), { contentType: 'application/octet-stream' });
    // Each field of the wrong type.
    for (const [key, value] of Object.entries(route.valid)) {
      for (const [kind, wrong] of wrongTypes(value)) add('body: wrong types', `${key} as ${kind}`, json({ ...route.valid, [key]: wrong }), badRequest);
    }

    // Missing and extra fields: extras never make an invalid body valid, nor override the owner or the id.
    add('body: missing and extra fields', 'an empty object', '{}', badRequest);
    for (const key of route.required) add('body: missing and extra fields', `without ${key}`, json(without(route.valid, key)), badRequest);
    add('body: missing and extra fields', 'only extra fields', withExtras({}), badRequest);
    add('body: missing and extra fields', `extra fields, without ${route.required[0]}`, withExtras(without(route.valid, route.required[0] ?? '')), badRequest);
    add('body: missing and extra fields', `extra fields, ${route.required.at(-1)} null`, withExtras({ ...route.valid, [route.required.at(-1) ?? '']: null }), badRequest);
    add('body: missing and extra fields', 'a duplicate key whose last value is wrong', `${json(route.valid).slice(0, -1)},"${route.required[0]}":{"x":1}}`, badRequest);

    // Sizes: refused before parsing, by the handler up to API Gateway's 10 MB quota.
    const padded = (bytes: number) => `{"${route.required[0]}":"${'x'.repeat(bytes)}"}`;
    add('body: sizes', 'just over the 256 KB limit', padded(MAX_REQUEST_BODY_BYTES), tooLarge);
    add('body: sizes', '1 MB', padded(1024 * 1024), tooLarge);
    add('body: sizes', '1 MB of non-JSON', 'x'.repeat(1024 * 1024), tooLarge);
    add('body: sizes', '10 MB', padded(10 * 1024 * 1024 - 64), tooLarge, { boundMs: 20_000 });

    // Deep nesting: parsed without a stack overflow, then refused.
    add('body: deep nesting', '100,000 nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, badRequest);
    add('body: deep nesting', '40,000 nested objects', `${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}`, badRequest);
    add('body: deep nesting', `${route.required[0]} nested 10,000 deep`, json({ ...route.valid, [route.required[0] ?? '']: null }).replace('null', `${'['.repeat(10_000)}${']'.repeat(10_000)}`), badRequest);
  }

  // Past API Gateway's 10 MB payload quota the gateway itself answers 413 (the handler never runs).
  const [firstRoute] = bodyRoutes(ctx);
  if (firstRoute) {
    cases.push({
      category: 'body: sizes',
      name: `${firstRoute.name}: 30 MB, past API Gateway's 10 MB quota`,
      method: firstRoute.method,
      path: firstRoute.path,
      body: Buffer.alloc(30 * 1024 * 1024, 'x'),
      expect: { status: 413, shape: 'gateway' },
      boundMs: 20_000,
    });
  }

  // A valid body with the extra keys, naming something the owner does not have: extras are dropped,
  // the ids are the owner's only, so it is simply not found.
  const missing = '01JHOSTILE0000000000000000';
  const [, memberUpdate, documentCreate, documentCorrect, paymentCreate] = bodyRoutes(ctx);
  const extras = (route: BodyRoute | undefined, path: string, patch: Record<string, unknown>, code: string) =>
    route &&
    cases.push({
      category: 'body: missing and extra fields',
      name: `${route.name}: a valid body with extra fields, naming an id the owner does not have`,
      method: route.method,
      path,
      body: withExtras({ ...route.valid, ...patch }),
      expect: { status: 404, shape: 'api', code },
    });
  extras(memberUpdate, `/api/family-members/${missing}`, {}, 'member_not_found');
  extras(documentCreate, '/api/documents', { familyMemberId: missing }, 'member_not_found');
  extras(documentCorrect, `/api/documents/${missing}`, {}, 'document_not_found');
  extras(paymentCreate, '/api/payments', { billId: missing }, 'bill_not_found');
  extras(
    bodyRoutes(ctx).find((route) => route.name === 'POST /api/ledgers/{ledgerId}/letters'),
    `/api/ledgers/${missing}/letters`,
    {},
    'ledger_not_found',
  );
  extras(
    bodyRoutes(ctx).find((route) => route.name === 'PUT /api/reminders/{deadlineId}'),
    `/api/reminders/bill-due.${missing}`,
    {},
    'deadline_not_found',
  );
  // A visit link (issue 14) of a payment, or to a bill, the owner does not have.
  const visitLink = bodyRoutes(ctx).find((route) => route.name === 'PUT /api/documents/{documentId}/visit-link');
  extras(visitLink, `/api/documents/${missing}/visit-link`, {}, 'document_not_found');
  extras(visitLink, `/api/documents/${ctx.ids.payment}/visit-link`, { documentId: missing }, 'visit_not_found');
  return cases;
}

/** Cases of one route with hand-picked values (unicode, numbers, dates). */
function fieldCases(ctx: HostileContext): HostileCase[] {
  const routes = Object.fromEntries(bodyRoutes(ctx).map((route) => [route.name, route]));
  const cases: HostileCase[] = [];
  const add = (category: Category, routeName: string, name: string, patch: Record<string, unknown> | string, expect: Expected = badRequest) => {
    const route = routes[routeName];
    if (!route) throw new Error(`no body route ${routeName}`);
    const body = typeof patch === 'string' ? patch : JSON.stringify({ ...route.valid, ...patch });
    cases.push({ category, name: `${routeName}: ${name}`, method: route.method, path: route.path, body, expect, ...(route.authorization === null ? { authorization: null } : {}) });
  };
  const member = 'POST /api/family-members';
  const memberPut = 'PUT /api/family-members/{memberId}';
  const upload = 'POST /api/documents';
  const correct = 'PATCH /api/documents/{documentId}';
  const pay = 'POST /api/payments';
  const contact = 'POST /api/contact';
  const unprocessable: Expected = { status: 422, shape: 'api', code: 'invalid_extracted_data' };

  // Unicode, right-to-left and zero-width characters where only ASCII, a choice or real text fits.
  const u: Category = 'body: unicode, RTL, zero-width';
  add(u, member, 'a first name of ideographic spaces', { firstName: '\u3000\u3000' });
  add(u, member, 'a last name of byte-order marks', { lastName: '\uFEFF\uFEFF' });
  add(u, member, 'a relationship of 101 emoji', { relationship: '😀'.repeat(101) });
  add(u, memberPut, 'a first name of 101 Arabic letters', { firstName: 'ب'.repeat(101) });
  add(u, memberPut, 'a last name of no-break and em spaces', { lastName: '\u00A0\u2003\u2009' });
  add(u, upload, 'documentType with a zero-width space', { documentType: 'medical_bill\u200B' });
  add(u, upload, 'documentType in fullwidth letters', { documentType: 'ｍｅｄｉｃａｌ_ｂｉｌｌ' });
  add(u, upload, 'familyMemberId with a right-to-left override', { familyMemberId: `\u202E${ctx.ids.defaultMember}` });
  add(u, upload, 'familyMemberId with a zero-width joiner', { familyMemberId: `${ctx.ids.defaultMember}\u200D` });
  add(u, upload, 'a file name that hides .exe behind a right-to-left override', { fileName: `bill\u202Efdp.exe` }, { status: 415, shape: 'api', code: 'unsupported_file_type' });
  add(u, upload, 'a file name of 256 Cyrillic letters', { fileName: `${'д'.repeat(252)}.pdf` });
  add(u, upload, 'a file name of spaces and an ideographic space', { fileName: ' \u3000 ' });
  add(u, correct, 'a 65-character Arabic field name', { extractedData: { ['ب'.repeat(65)]: 1 } });
  add(u, correct, 'a provider name of 201 Hebrew letters', { extractedData: { providerName: 'ש'.repeat(201) } }, unprocessable);
  add(u, pay, 'cardLastFour in Arabic-Indic digits', { cardLastFour: '٤٢٤٢' });
  add(u, pay, 'cardLastFour in fullwidth digits', { cardLastFour: '４２４２' });
  add(u, pay, 'cardLastFour with a zero-width space', { cardLastFour: '42\u200B42' });
  add(u, pay, 'billId with a right-to-left mark', { billId: `${ctx.ids.bill}\u200F` });
  add(u, pay, 'billId in Cyrillic look-alikes', { billId: ctx.ids.bill.replace(/A/g, 'А').replace(/E/g, 'Е').replace(/0/g, 'О') + 'Х' });
  add(u, pay, 'paymentDate in fullwidth digits', { paymentDate: '２０２５-０３-２０' });
  add(u, pay, 'paymentDate after a left-to-right mark', { paymentDate: '\u200E2025-03-20' });
  // The reminder preference's time zone (issue 14): an IANA name, nothing that only looks like one.
  const reminderSettings = 'PUT /api/account/reminders';
  add(u, reminderSettings, 'a time zone with a zero-width space', { timeZone: 'America/Chicago\u200B' });
  add(u, reminderSettings, 'a time zone with a right-to-left override', { timeZone: '\u202EAmerica/Chicago' });
  add(u, reminderSettings, 'a time zone in fullwidth letters', { timeZone: 'ＵＴＣ' });
  add(u, reminderSettings, 'a time zone that climbs out', { timeZone: '../../etc/localtime' });
  add(u, reminderSettings, 'a made-up time zone', { timeZone: 'America/Atlantis' });
  add(u, reminderSettings, 'a 65-character time zone', { timeZone: `America/${'A'.repeat(57)}` });
  add(u, reminderSettings, 'emailReminders as "false"', { emailReminders: 'false' });
  add(u, 'PUT /api/reminders/{deadlineId}', 'remindersOn as 0', { remindersOn: 0 });
  // A visit link (issue 14): one id of safe characters, or unlinked exactly true, never both.
  const visitLink = 'PUT /api/documents/{documentId}/visit-link';
  add(u, visitLink, 'documentId with a right-to-left override', { documentId: `\u202E${ctx.ids.bill}` });
  add(u, visitLink, 'documentId with a zero-width space', { documentId: `${ctx.ids.bill}\u200B` });
  add(u, visitLink, 'documentId in Cyrillic look-alikes', { documentId: ctx.ids.bill.replace(/A/g, 'А').replace(/E/g, 'Е').replace(/0/g, 'О') + 'Х' });
  add(u, visitLink, 'documentId that climbs out', { documentId: `../${ctx.ids.bill}` });
  add('body: wrong types', visitLink, 'unlinked as "true"', '{"unlinked":"true"}');
  add('body: wrong types', visitLink, 'unlinked false', '{"unlinked":false}');
  add('body: wrong types', visitLink, 'both a documentId and unlinked', { unlinked: true });
  // A letter (issue 14): only what its PDF can print, within its bounds, of a known kind.
  const letter = 'POST /api/ledgers/{ledgerId}/letters';
  add(u, letter, 'a text with a right-to-left override', { text: `Dear Billing Office: \u202E${HOSTILE_MARKER}` });
  add(u, letter, 'a text with a zero-width space', { text: 'Dear\u200BBilling Office:' });
  add(u, letter, 'a text of emoji', { text: '😀😀😀' });
  add(u, letter, 'a text of 12,001 letters', { text: 'x'.repeat(12_001) });
  add(u, letter, 'a recipient of ideographic spaces', { recipient: '\u3000\u3000' });
  add(u, letter, 'a subject of 301 letters', { subject: 'x'.repeat(301) });
  add(u, letter, 'a subject in Cyrillic', { subject: 'Жалоба' });
  add(u, letter, 'a sender with a NUL', { sender: 'Hostile\u0000Case' });
  add(u, letter, 'kind with a zero-width space', { kind: 'billing_dispute\u200B' });
  add(u, letter, 'kind in fullwidth letters', { kind: 'ｂｉｌｌｉｎｇ_dispute' });
  add(u, contact, 'a full name of ideographic spaces', { fullName: '\u3000' });
  add(u, contact, 'an e-mail with a zero-width space where the @ goes', { email: 'hostile\u200Bexample.test' });
  add(u, contact, 'an e-mail in fullwidth characters', { email: 'ｈｏｓｔｉｌｅ＠ｅｘａｍｐｌｅ．ｔｅｓｔ' });
  add(u, contact, 'a message of 5,001 emoji', { message: '😀'.repeat(5001) });

  // Numbers JSON cannot hold (NaN, Infinity), out of range (±1e309 parses to ±Infinity), and amounts that are no whole cents.
  const n: Category = 'body: numbers (NaN, ±1e309, cents)';
  const payRaw = (amount: string) => `{"billId":"${ctx.ids.bill}","amount":${amount},"cardLastFour":"4242"}`;
  add(n, pay, 'amount NaN (bare)', payRaw('NaN'), invalid('invalid_json'));
  add(n, pay, 'amount Infinity (bare)', payRaw('Infinity'), invalid('invalid_json'));
  add(n, pay, 'amount 0x10', payRaw('0x10'), invalid('invalid_json'));
  add(n, pay, 'amount 1_000', payRaw('1_000'), invalid('invalid_json'));
  add(n, pay, 'amount 1e309', payRaw('1e309'));
  add(n, pay, 'amount -1e309', payRaw('-1e309'));
  add(n, pay, 'amount 1e308', payRaw('1e308'));
  add(n, pay, 'amount "NaN"', { amount: 'NaN' });
  add(n, pay, 'amount "10.00"', { amount: '10.00' });
  add(n, pay, 'amount 0', { amount: 0 });
  add(n, pay, 'amount -0', payRaw('-0'));
  add(n, pay, 'amount -1', { amount: -1 });
  add(n, pay, 'amount -0.01', { amount: -0.01 });
  add(n, pay, 'amount 0.001', { amount: 0.001 });
  add(n, pay, 'amount 10.005', { amount: 10.005 });
  add(n, pay, 'amount 1e-7', { amount: 1e-7 });
  add(n, pay, 'amount 5e-324', payRaw('5e-324'));
  add(n, pay, 'amount 1e-9', payRaw('1e-9'));
  add(n, pay, 'amount 12.34 (dollars, not cents)', { amount: 12.34 });
  add(n, pay, 'amount 1,000,000,001 cents', { amount: 1_000_000_001 });
  add(n, pay, 'amount 2^53 + 1', payRaw('9007199254740993'));
  add(n, upload, 'fileSize -1', { fileSize: -1 });
  add(n, upload, 'fileSize 1.5', { fileSize: 1.5 });
  add(n, upload, 'fileSize 1e309', `{"documentType":"medical_bill","familyMemberId":"${ctx.ids.defaultMember}","fileName":"a.pdf","fileSize":1e309,"contentType":"application/pdf"}`);
  add(n, upload, 'fileSize -1e309', `{"documentType":"medical_bill","familyMemberId":"${ctx.ids.defaultMember}","fileName":"a.pdf","fileSize":-1e309,"contentType":"application/pdf"}`);
  add(n, upload, 'fileSize 0', { fileSize: 0 }, invalid('empty_file'));
  add(n, upload, 'fileSize 1e15', { fileSize: 1e15 }, { status: 413, shape: 'api', code: 'file_too_large' });
  add(n, correct, 'expectedVersion 0', { expectedVersion: 0 });
  add(n, correct, 'expectedVersion -1', { expectedVersion: -1 });
  add(n, correct, 'expectedVersion 1.5', { expectedVersion: 1.5 });
  add(n, correct, 'expectedVersion 1e309', `{"expectedVersion":1e309,"extractedData":{"subtotal":30000}}`);
  add(n, correct, 'subtotal 1e309', `{"expectedVersion":${ctx.billVersion},"extractedData":{"subtotal":1e309}}`, { status: [400, 422], shape: 'api' });
  add(n, correct, 'subtotal -1e309', `{"expectedVersion":${ctx.billVersion},"extractedData":{"subtotal":-1e309}}`, { status: [400, 422], shape: 'api' });
  add(n, correct, 'subtotal -0.001', { extractedData: { subtotal: -0.001 } }, unprocessable);
  add(n, correct, 'subtotal 5e-324', `{"expectedVersion":${ctx.billVersion},"extractedData":{"subtotal":5e-324}}`, unprocessable);
  add(n, correct, 'subtotal 1e-9', { extractedData: { subtotal: 1e-9 } }, unprocessable);
  add(n, correct, 'amountDue 0.005', { extractedData: { amountDue: 0.005 } }, unprocessable);
  add(n, correct, 'subtotal 12.34 (dollars, not cents)', { extractedData: { subtotal: 12.34 } }, unprocessable);
  add(n, correct, 'insurancePaid "NaN"', { extractedData: { insurancePaid: 'NaN' } }, unprocessable);
  add(n, correct, 'a line item amount of 1e16', { extractedData: { lineItems: [{ description: 'Visit', amount: 1e16 }] } }, unprocessable);

  // Impossible and out-of-range dates.
  const d: Category = 'body: impossible dates';
  for (const date of ['2025-02-30', '2023-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-01-00', '2025-01-32', '0000-00-00', '9999-99-99', '2025-1-1', '2025/03/20', '03/20/2025', '2025-03-20T00:00:00Z', '', ' 2025-03-20', '+02025-03-20', '-2025-03-20', '1899-12-31', '3000-01-01']) {
    add(d, pay, `paymentDate ${JSON.stringify(date)}`, { paymentDate: date });
  }
  add(d, pay, 'paymentDate as the number 20250320', { paymentDate: 20250320 });
  for (const date of ['2025-02-30', '2025-13-01', '03/20/2025', '1899-12-31', '3000-01-01', '']) add(d, 'POST /api/ledgers/{ledgerId}/letters', `letterDate ${JSON.stringify(date)}`, { letterDate: date });
  // Recording a letter sent (issue 14): null is a valid sentOn there (not sent), so its cases are its own.
  const sent = (name: string, body: string, expect: Expected = badRequest) => cases.push({ category: d, name: `PATCH /api/letters/{letterId}: ${name}`, method: 'PATCH', path: `/api/letters/${ctx.ids.letter}`, body, expect });
  for (const date of ['2025-02-30', '2023-02-29', '2025-13-01', '0000-00-00', '2025/03/20', '03/20/2025', '2025-03-20T00:00:00Z', '', '1899-12-31', '3000-01-01']) sent(`sentOn ${JSON.stringify(date)}`, JSON.stringify({ sentOn: date }));
  sent('sentOn after followUpOn', JSON.stringify({ sentOn: '2025-03-20', followUpOn: '2025-03-19' }));
  sent('followUpOn without sentOn', JSON.stringify({ sentOn: null, followUpOn: '2025-03-19' }));
  sent('followUpOn 2025-02-30', JSON.stringify({ sentOn: '2025-03-20', followUpOn: '2025-02-30' }));
  sent('sentOn as the number 20250320', JSON.stringify({ sentOn: 20250320 }));
  sent('no sentOn', JSON.stringify({ followUpOn: '2025-04-20' }));
  sent('a JSON array', JSON.stringify([{ sentOn: '2025-03-20' }]));
  sent('sentOn a week from now', JSON.stringify({ sentOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) }), invalid('sent_on_in_future'));
  cases.push({ category: 'body: missing and extra fields', name: 'PATCH /api/letters/{letterId}: a valid body naming a letter the owner does not have', method: 'PATCH', path: '/api/letters/01JHOSTILE0000000000000000', body: withExtras({ sentOn: '2025-03-20' }), expect: { status: 404, shape: 'api', code: 'letter_not_found' } });
  add(d, correct, 'invoiceDate 2025-02-30', { extractedData: { invoiceDate: '2025-02-30' } }, unprocessable);
  add(d, correct, 'serviceDate 2025-13-45', { extractedData: { serviceDate: '2025-13-45' } }, unprocessable);
  add(d, correct, 'a line item dated 0000-01-01', { extractedData: { lineItems: [{ description: 'Visit', amount: 100, date: '0000-01-01' }] } }, unprocessable);

  // Nested values where the correction takes any field: deeper than DynamoDB allows, or in a known field.
  const nest: Category = 'body: deep nesting';
  const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  add(nest, correct, 'an unknown field nested 40 deep, and a subtotal off the cent', `{"expectedVersion":${ctx.billVersion},"extractedData":{"subtotal":0.5,"${HOSTILE_MARKER}":${deep(40)}}}`, unprocessable);
  add(nest, correct, 'a provider name nested 1,000 deep', `{"expectedVersion":${ctx.billVersion},"extractedData":{"providerName":${deep(1000)}}}`, unprocessable);
  add(nest, correct, 'line items nested 1,000 deep', `{"expectedVersion":${ctx.billVersion},"extractedData":{"lineItems":${'['.repeat(1000)}${']'.repeat(1000)}}}`, unprocessable);
  return cases;
}

function queryCases(ctx: HostileContext): HostileCase[] {
  const { ids } = ctx;
  const cases: HostileCase[] = [];
  const add = (path: string, expect: Expected = badRequest, method = 'GET') =>
    cases.push({ category: 'query strings', name: `${method} ${path.length > 120 ? `${path.slice(0, 100)}… (${path.length} characters)` : path}`, method, path, expect });
  const long = 'A'.repeat(5000);
  const hostileMembers = ['..%2F..%2Fetc%2Fpasswd', '%00', long, 'family%00', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'fam%E2%80%8Bily', '%E2%80%AEylimaf', "x'%20OR%20'1'%3D'1", ''];
  // The totals and the visit ledgers read the same year and member choice.
  for (const yearly of ['/api/totals', '/api/ledgers']) {
    for (const year of ['abc', '20250', '2025%00', '-2025', '1e3', '%EF%BC%92%EF%BC%90%EF%BC%92%EF%BC%95', '2025&year=2026', '', '%E2%80%AE2025', '2025.0', '0x7E9']) add(`${yearly}?year=${year}`);
    for (const member of hostileMembers) add(`${yearly}?year=2025&memberId=${member}`);
  }
  for (const member of hostileMembers) add(`/api/history?memberId=${member}`);
  for (const member of hostileMembers) add(`/api/reminders?memberId=${member}`);
  const search = '/api/documents?bills=true&eobs=true&receipts=true';
  for (const limit of ['0', '-1', '101', '1.5', 'NaN', 'Infinity', '1e309', 'abc', '%00', '', '9'.repeat(400), '1%00']) add(`${search}&limit=${limit}`);
  for (const flag of ['bills=yes', 'bills=TRUE', 'bills=1', 'eobs=%00', 'receipts=true%00', 'bills=true&bills=false']) add(`/api/documents?${flag}`);
  for (const dates of ['startDate=2025-02-30', 'endDate=2025-13-01', 'startDate=2025-12-31&endDate=2025-01-01', 'startDate=%00', 'endDate=9999-99-99', 'startDate=2025-1-1', 'startDate=%EF%BC%92025-01-01']) add(`${search}&${dates}`);
  for (const member of hostileMembers) add(`${search}&memberId=${member}`);
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  for (const cursor of [
    HOSTILE_MARKER,
    '%00',
    'A'.repeat(513),
    long,
    cursorOf({ d: 'zzzz', i: 'x' }),
    cursorOf({ d: '!', i: 'x' }),
    `${cursorOf({ d: '2024-12-31#01JHOSTILE0000000000000000', i: '01JHOSTILE0000000000000000' })}&startDate=2025-01-01&endDate=2025-12-31`,
    cursorOf({ d: '2025-01-01#X', i: 'x'.repeat(41) }),
    cursorOf({ d: 1, i: 2 }),
    cursorOf([]),
  ]) {
    add(`${search}&cursor=${cursor}`, { status: 400, shape: 'api' });
  }
  for (const eob of ['..%2Fx', '%00', long, '%E2%80%AE', '', `${ids.eob}%00`, `${ids.eob}%E2%80%8B`]) add(`/api/bills/${ids.bill}/comparison?eobId=${eob}`);
  // A refused flag must never be read as "also delete the documents": the member stays.
  for (const flag of ['yes', '1', 'TRUE', 'true%00', '', 'true&deleteDocuments=true', '%E2%80%8Btrue']) add(`/api/family-members/${ids.member}?deleteDocuments=${flag}`, badRequest, 'DELETE');
  return cases;
}

type PathRoute = { method: string; template: string; real: string; body?: string };

function pathCases(ctx: HostileContext): HostileCase[] {
  const { ids } = ctx;
  const memberBody = JSON.stringify({ firstName: 'Hostile', lastName: 'Case', relationship: 'Child' });
  const routes: PathRoute[] = [
    { method: 'PUT', template: '/api/family-members/{}', real: ids.member, body: memberBody },
    { method: 'DELETE', template: '/api/family-members/{}?deleteDocuments=true', real: ids.member },
    { method: 'GET', template: '/api/documents/{}', real: ids.bill },
    { method: 'PATCH', template: '/api/documents/{}', real: ids.bill, body: JSON.stringify({ expectedVersion: ctx.billVersion, extractedData: { subtotal: 30000 } }) },
    { method: 'DELETE', template: '/api/documents/{}', real: ids.upload },
    { method: 'GET', template: '/api/documents/{}/download', real: ids.upload },
    { method: 'GET', template: '/api/documents/{}/revisions', real: ids.bill },
    { method: 'GET', template: '/api/bills/{}/comparison', real: ids.bill },
    { method: 'GET', template: '/api/ledgers/{}/letter-drafts', real: ids.bill },
    { method: 'POST', template: '/api/ledgers/{}/letters', real: ids.bill, body: JSON.stringify({ kind: 'billing_dispute', sender: '', recipient: 'Billing Office', subject: 'Billing dispute', text: 'Dear Billing Office:' }) },
    { method: 'GET', template: '/api/ledgers/{}/letters', real: ids.bill },
    { method: 'GET', template: '/api/letters/{}/download', real: ids.letter },
    { method: 'PATCH', template: '/api/letters/{}', real: ids.letter, body: JSON.stringify({ sentOn: '2025-03-20' }) },
    { method: 'PUT', template: '/api/reminders/{}', real: `bill-due.${ids.bill}`, body: JSON.stringify({ remindersOn: false }) },
    { method: 'PUT', template: '/api/documents/{}/visit-link', real: ids.payment, body: JSON.stringify({ documentId: ids.bill }) },
    { method: 'DELETE', template: '/api/documents/{}/visit-link', real: ids.payment },
  ];
  const notFound: Expected = { status: 404, shape: 'api' };
  const cases: HostileCase[] = [];
  for (const route of routes) {
    const attacks: Array<[string, string, Expected]> = [
      ['traversal ../../etc/passwd (encoded slashes)', '..%2F..%2Fetc%2Fpasswd', notFound],
      ['traversal to another id', `..%2F${route.real}`, notFound],
      ['backslash traversal', '..%5C..%5Cwindows', notFound],
      ['an encoded NUL', '%00', notFound],
      ['the real id and an encoded NUL', `${route.real}%00`, notFound],
      ['a NUL inside the real id', `${route.real.slice(0, 5)}%00${route.real.slice(5)}`, notFound],
      ['a 5,000-character id', 'A'.repeat(5000), notFound],
      ['a 65-character id', 'A'.repeat(65), notFound],
      ['a right-to-left override and the real id', `%E2%80%AE${route.real}`, notFound],
      ['the real id and a zero-width space', `${route.real}%E2%80%8B`, notFound],
      ['the real id with a Cyrillic look-alike', encodeURIComponent(`А${route.real.slice(1)}`), notFound],
      ['an encoded percent sign', '%25', notFound],
      ['SQL', "%27%3B%20DROP%20TABLE%20documents%3B--", notFound],
      ['a literal template', '%7Bid%7D', notFound],
      ['a dot-dot segment', '%2e%2e', { status: 404, shape: 'either' }],
      ['an overlong UTF-8 dot', '%C0%AE%C0%AE', { status: 400, shape: 'api', code: 'bad_request' }],
      ['a malformed escape', '%E0%A4%A', { status: 400, shape: 'api', code: 'bad_request' }],
    ];
    for (const [name, id, expect] of attacks) {
      cases.push({
        category: 'path parameters',
        name: `${route.method} ${route.template.replace('{}', `{${name}}`)}`,
        method: route.method,
        path: route.template.replace('{}', id),
        ...(route.body ? { body: route.body } : {}),
        expect,
      });
    }
  }
  return cases;
}

function routeCases(): HostileCase[] {
  const cases: Array<[string, string]> = [
    ['PATCH', '/api/family-members'],
    ['PUT', '/api/documents'],
    ['POST', '/api/totals'],
    ['GET', '/api/contact'],
    ['DELETE', '/api/contact'],
    ['GET', '/api/payments'],
    ['DELETE', '/api/payments'],
    ['DELETE', '/api/samples'],
    ['OPTIONS', '/api/documents'],
    ['GET', '/api/admin'],
    ['GET', '/api/documents/'],
    ['GET', '//api/documents'],
    ['GET', '/API/documents'],
    ['GET', '/api/documents/a/b/c'],
    ['GET', '/api/..%2F..%2Fetc%2Fpasswd'],
    ['GET', '/api/%2e%2e/%2e%2e/config.json'],
  ];
  return cases.map(([method, path]) => ({ category: 'routes and methods', name: `${method} ${path}`, method, path, expect: noRoute }));
}

function tokenCases(ctx: HostileContext): HostileCase[] {
  const { ids } = ctx;
  const targets: Array<{ method: string; path: string; body?: string }> = [
    { method: 'GET', path: '/api/family-members' },
    { method: 'GET', path: `/api/documents/${ids.bill}` },
    { method: 'PATCH', path: `/api/documents/${ids.bill}`, body: JSON.stringify({ expectedVersion: ctx.billVersion, extractedData: { subtotal: 1 } }) },
    { method: 'POST', path: '/api/payments', body: JSON.stringify({ billId: ids.bill, amount: 100, cardLastFour: '4242' }) },
    { method: 'DELETE', path: `/api/documents/${ids.upload}` },
    { method: 'DELETE', path: `/api/family-members/${ids.member}?deleteDocuments=true` },
  ];
  return ctx.badAuthorizations.flatMap(({ name, authorization, expect }) =>
    targets.map((target) => ({
      category: 'tokens' as const,
      name: `${target.method} ${target.path.split('?')[0]?.replace(/[0-9A-Z]{26}/g, '{id}')}: ${name}`,
      method: target.method,
      path: target.path,
      authorization,
      ...(target.body ? { body: target.body } : {}),
      expect,
    })),
  );
}

function headerCases(ctx: HostileContext): HostileCase[] {
  const posts = bodyRoutes(ctx).filter((route) => route.method === 'POST');
  const keys: Array<[string, string]> = [
    ['empty', ''],
    ['7 characters', 'abcdefg'],
    ['129 characters', 'k'.repeat(129)],
    ['a traversal', '../../../../etc/passwd'],
    ['an encoded NUL', 'abcdefgh%00'],
    ['SQL', "x' OR '1'='1"],
  ];
  return posts.flatMap((route) =>
    keys.map(([name, key]) => ({
      category: 'other headers' as const,
      name: `${route.name}: a valid body with an Idempotency-Key of ${name}`,
      method: route.method,
      path: route.path,
      headers: { 'idempotency-key': key },
      body: JSON.stringify(route.valid),
      expect: invalid('invalid_idempotency_key'),
      ...(route.authorization === null ? { authorization: null } : {}),
    })),
  );
}

/**
 * POST /api/samples (issue 14) takes no options: only an empty object. Anything else is refused
 * before the handler looks at the account (the owner has documents, so even a valid body is a 409).
 */
function sampleCases(): HostileCase[] {
  const cases: Array<[Category, string, string, Expected]> = [
    ['body: wrong types', 'no body', '', invalid('missing_body')],
    ['body: wrong types', 'invalid JSON', '{"x":', invalid('invalid_json')],
    ['body: wrong types', 'JSON null', 'null', badRequest],
    ['body: wrong types', 'a JSON array', '[{}]', badRequest],
    ['body: wrong types', 'a JSON string', JSON.stringify(HOSTILE_MARKER), badRequest],
    ['body: missing and extra fields', 'only extra fields', withExtras({}), badRequest],
    ['body: missing and extra fields', 'a member to add as the sample', JSON.stringify({ firstName: HOSTILE_MARKER, lastName: 'Case', relationship: 'Child' }), badRequest],
    ['body: sizes', 'just over the 256 KB limit', `{"x":"${'x'.repeat(MAX_REQUEST_BODY_BYTES)}"}`, tooLarge],
    ['body: deep nesting', '40,000 nested objects', `${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}`, badRequest],
    ['body: missing and extra fields', 'an empty object, on an account with documents', '{}', { status: 409, shape: 'api', code: 'account_not_empty' }],
  ];
  return cases.map(([category, name, body, expect]) => ({ category, name: `POST /api/samples: ${name}`, method: 'POST', path: '/api/samples', body, expect }));
}

export function hostileCases(ctx: HostileContext): HostileCase[] {
  return [...bodyCases(ctx), ...fieldCases(ctx), ...sampleCases(), ...queryCases(ctx), ...pathCases(ctx), ...routeCases(), ...tokenCases(ctx), ...headerCases(ctx)];
}

export { unauthorized };
