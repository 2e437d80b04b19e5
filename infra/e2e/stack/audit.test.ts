import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { accessLogResponseSchema, auditRecordSchema, auditSearchResponseSchema, reproductionSchema, type AuditSummary } from '@fairbill/shared';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '@fairbill/functions/src/adapters/dynamodb/client';
import { auditIndexItem } from '@fairbill/functions/src/adapters/dynamodb/audit-index';
import { migrateTable } from '@fairbill/functions/src/adapters/dynamodb/migrations';
import { auditPk, auditSk } from '@fairbill/functions/keys';
import { userPseudonym } from '@fairbill/functions/src/domain/audit/audit-summary';
import type { DocumentRecord } from '@fairbill/functions/src/domain/documents/document-record';
import { recordExtraction } from '@fairbill/functions/src/domain/documents/record-extraction';
import { getEnv } from '@fairbill/functions/src/lib/env';
import { LOCAL_RULES_VERSION } from '@fairbill/functions/src/adapters/structurer/local-structurer';
import { getDependencies } from '@fairbill/functions/src/handlers/http/runtime';
import { handler as updateDocument } from '@fairbill/functions/src/handlers/http/update-document';
import { handler as deleteDocument } from '@fairbill/functions/src/handlers/http/delete-document';
import { handler as deleteVisitLink } from '@fairbill/functions/src/handlers/http/delete-visit-link';
import { handler as updateVisitLink } from '@fairbill/functions/src/handlers/http/update-visit-link';
import { httpRoutes } from '@fairbill/functions/routes';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { defaultMemberId, seedDocument, uploadDocument } from '@fairbill/functions/testing/fixtures';
import { call, newUser, type TestUser } from '@fairbill/functions/testing/http-events';
import { forbidInLogs } from '@fairbill/functions/testing/log-guard';
import { requestAs, signedInStaff, signedInUser, startLocalApi } from './local-api';

// Issue 13, auditors: the role on every route, the audit index (Query only, kept in the documents'
// own transactions), one record with its original verified now, and the append-only access log.

let baseUrl = '';
let close: () => Promise<void> = async () => {};
let familyToken = '';
let auditor = { email: '', sub: '', idToken: '' };
let operator = { email: '', sub: '', idToken: '' };

beforeAll(async () => {
  ({ baseUrl, close } = await startLocalApi());
  ({ idToken: familyToken } = await signedInUser());
  [auditor, operator] = await Promise.all([signedInStaff('auditors'), signedInStaff('operators')]);
});
afterAll(() => close());

const request = (token: string, path: string, init: { method?: string; body?: unknown } = {}) => requestAs(baseUrl, token, path, init);

const concretePath = (path: string) => path.replace(/\{\w+\}/g, '01JSOMEID000000000000000000');
const staffRoutes = httpRoutes.filter((route) => route.group === 'auditors');
const familyRoutes = httpRoutes.filter((route) => !route.group && !route.public);

describe('roles (cognito:groups in the verified token)', () => {
  it('has audit routes, and family routes without a group', () => {
    expect(staffRoutes.map((route) => route.handler).sort()).toEqual(['download-audit-record', 'export-audit-records', 'get-audit-record', 'read-access-log', 'reproduce-audit-record', 'search-audit-records']);
    expect(familyRoutes.length).toBeGreaterThan(10);
  });

  it.each(familyRoutes.map((route) => [route.method, route.path] as const))('%s %s -> 403 for an auditor and an operator', async (method, path) => {
    for (const staff of [auditor, operator]) {
      const reply = await request(staff.idToken, concretePath(path), { method, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) });
      expect(reply).toMatchObject({ status: 403, body: { error: { code: 'staff_account' } } });
    }
  });

  it.each(staffRoutes.map((route) => [route.method, route.path] as const))('%s %s -> 403 for a family user and an operator', async (method, path) => {
    for (const token of [familyToken, operator.idToken]) {
      const reply = await request(token, concretePath(path), { method });
      expect(reply).toMatchObject({ status: 403, body: { error: { code: 'staff_only', message: 'This part of FairBill is for its auditors only.' } } });
    }
  });
});

/** A one-page text PDF, one line per entry, that the local reader reads as it is. */
async function textPdf(lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, index) => page.drawText(line, { x: 56, y: 720 - index * 22, size: 12, font }));
  return pdf.save();
}

// Extractions dated in 2019: no other test writes results there, so the lists are exactly these.
// Amounts in cents, as stored (Decision 13).
const bill = { providerName: 'Quillfeather Clinic', patientName: 'Evangeline Marsh', invoiceNumber: 'QC-7781', invoiceDate: '2019-03-01', subtotal: 10000, amountDue: 10000, confidence: 0.9 };
forbidInLogs('Quillfeather', 'Evangeline', 'QC-7781', 'Riverside Medical', '100200', 'Tollgate');

describe('GET /api/audit/records: every user, newest first, filtered', () => {
  const owner = newUser();
  const ids: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };

  beforeAll(async () => {
    const member = await defaultMemberId(owner);
    const seed = async (documentType: DocumentRecord['document_type'], extracted: Record<string, unknown> | null, record: Partial<DocumentRecord>) =>
      (await seedDocument(owner, { documentType, familyMemberId: member, date: '2019-03-01', extracted, record })).id;
    ids.a = await seed('medical_bill', { ...bill, lineItems: [{ description: 'Visit', amount: 10000 }] }, {
      extracted_by: { engine: 'local', reader: 'pdf-text', model_id: 'local-rules', prompt_version: 'rules-test.1' },
      extracted_at: '2019-03-10T10:00:00.000Z',
    });
    ids.b = await seed('insurance_payment', { claimNumber: 'CL-1', insuranceCompany: 'Plan', amountBilled: 10000, planPaid: 6000, patientResponsibility: 4000, confidence: 0.6 }, {
      extracted_by: { engine: 'aws', reader: 'textract-document', model_id: 'bedrock-model', prompt_version: 'prompt-7' },
      extracted_at: '2019-03-12T08:00:00.000Z',
      ai_confidence: 0.6,
      requires_manual_review: true,
    });
    ids.c = await seed('user_payment', null, { extraction_status: 'failed', requires_manual_review: true, failure_reason: 'Unreadable', extracted_at: '2019-02-20T00:00:00.000Z' });
    // Line items that do not add up to the subtotal: a failed arithmetic check; and corrected since.
    ids.d = await seed('medical_bill', { ...bill, lineItems: [{ description: 'Visit', amount: 4000 }] }, {
      extracted_by: { engine: 'local', reader: 'ocr', model_id: 'local-rules', prompt_version: 'rules-test.1' },
      extracted_at: '2019-01-05T12:00:00.000Z',
      corrected_at: '2019-01-06T12:00:00.000Z',
    });
  });

  const search = async (query: string) => {
    const reply = await request(auditor.idToken, `/api/audit/records?from=2019-01-01&to=2019-03-31${query}`);
    expect(reply.status).toBe(200);
    return auditSearchResponseSchema.parse(reply.body);
  };
  const idsOf = (items: AuditSummary[]) => items.map((item) => Object.entries(ids).find(([, id]) => id === item.documentId)?.[0]);

  it('lists every result newest first, the user as a stable pseudonym only', async () => {
    const page = await search('');
    expect(idsOf(page.items)).toEqual(['b', 'a', 'c', 'd']);
    expect(page.items.map((item) => item.status)).toEqual(['manual_review', 'completed', 'failed', 'completed']);
    expect(new Set(page.items.map((item) => item.user))).toEqual(new Set([userPseudonym(owner.sub)]));
    expect(JSON.stringify(page)).not.toContain(owner.sub);
    expect(page.items[0]).toMatchObject({ engine: 'aws', modelId: 'bedrock-model', promptVersion: 'prompt-7', confidence: 0.6, corrected: false, failedChecks: [] });
    expect(page.items[3]).toMatchObject({ engine: 'local', corrected: true, failedChecks: ['bill-line-items'] });
  });

  it.each([
    ['&type=medical_bill', ['a', 'd']],
    ['&status=manual_review', ['b']],
    ['&status=failed', ['c']],
    ['&engine=aws', ['b']],
    ['&engine=local', ['a', 'd']],
    ['&version=rules-test.1', ['a', 'd']],
    ['&version=bedrock-model', ['b']],
    ['&confidenceBelow=0.9', ['b']],
    ['&corrected=true', ['d']],
    ['&corrected=false', ['b', 'a', 'c']],
    ['&failedCheck=true', ['d']],
    // Below DynamoDB's smallest number: read as 0 (nothing is below it), not a 500.
    ['&confidenceBelow=5e-324', []],
    ['&type=medical_bill&failedCheck=false', ['a']],
  ])('filters %s', async (query, expected) => {
    expect(idsOf((await search(query)).items)).toEqual(expected);
  });

  it('pages with a cursor across months, and narrows by date', async () => {
    const seen: AuditSummary[] = [];
    let cursor = '';
    do {
      const page = await search(`&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items);
      cursor = page.nextCursor ?? '';
    } while (cursor && seen.length < 10);
    expect(idsOf(seen)).toEqual(['b', 'a', 'c', 'd']);
    const march = await request(auditor.idToken, '/api/audit/records?from=2019-03-11&to=2019-03-31');
    expect(idsOf(auditSearchResponseSchema.parse(march.body).items)).toEqual(['b']);
  });

  it.each([
    ['?from=2019-05-01&to=2019-01-01', 'invalid_range'],
    ['?from=2010-01-01&to=2019-01-01', 'range_too_long'],
    ['?cursor=not-a-cursor', 'invalid_cursor'],
    ['?status=lost', 'validation_failed'],
    ['?confidenceBelow=2', 'validation_failed'],
    ['?userId=x', 'validation_failed'],
  ])('refuses %s with 400', async (query, code) => {
    expect(await request(auditor.idToken, `/api/audit/records${query}`)).toMatchObject({ status: 400, body: { error: { code } } });
  });

  it('exports the filtered results as CSV and as JSON Lines, without a name or an extracted value', async () => {
    const response = await fetch(`${baseUrl}/api/audit/export?format=csv&from=2019-01-01&to=2019-03-31&type=medical_bill`, { headers: { authorization: `Bearer ${auditor.idToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="fairbill-audit-2019-01-01-to-2019-03-31.csv"');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('documentId,user,documentType,status,engine,modelId,promptVersion,reader,confidence,corrected,failedChecks,extractedAt');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([ids.a, ids.d]);
    expect(lines[2]).toContain(',true,bill-line-items,2019-01-05T12:00:00.000Z');

    const jsonl = await fetch(`${baseUrl}/api/audit/export?format=jsonl&from=2019-01-01&to=2019-03-31`, { headers: { authorization: `Bearer ${auditor.idToken}` } });
    expect(jsonl.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const text = await jsonl.text();
    const rows = text.trimEnd().split('\n').map((line) => JSON.parse(line) as AuditSummary);
    expect(idsOf(rows)).toEqual(['b', 'a', 'c', 'd']);
    for (const secret of ['Quillfeather', 'Evangeline', 'QC-7781', owner.sub]) expect(text).not.toContain(secret);
    expect(await request(auditor.idToken, '/api/audit/export?format=xml')).toMatchObject({ status: 400 });
  });

  it('keeps the index in step with the documents: a correction marks it, a deletion removes it, the migration backfills it', async () => {
    const reply = await call(updateDocument, { method: 'PATCH', route: '/api/documents/{documentId}', pathParameters: { documentId: ids.a }, body: { expectedVersion: 1, extractedData: { amountDue: 9000 } }, user: owner });
    expect(reply.status).toBe(200);
    expect(idsOf((await search('&corrected=true')).items)).toEqual(['a', 'd']);

    const deleted = await call(deleteDocument, { method: 'DELETE', route: '/api/documents/{documentId}', pathParameters: { documentId: ids.c }, user: owner });
    expect(deleted.status).toBe(204);
    expect(idsOf((await search('')).items)).toEqual(['b', 'a', 'd']);

    // A record finished before the index existed has no item until the migration writes it.
    const dynamo = createDocumentClient();
    const table = getEnv().TABLE_NAME;
    await dynamo.send(new DeleteCommand({ TableName: table, Key: { PK: auditPk(ids.b), SK: auditSk } }));
    expect(idsOf((await search('')).items)).toEqual(['a', 'd']);
    const results = await migrateTable(dynamo, table);
    expect(results.find((result) => result.id === '2026-11-audit-index')?.changed).toBeGreaterThanOrEqual(1);
    expect(idsOf((await search('')).items)).toEqual(['b', 'a', 'd']);
    const stored = await dynamo.send(new GetCommand({ TableName: table, Key: { PK: auditPk(ids.b), SK: auditSk } }));
    const record = await getDependencies().documents.get(owner.sub, ids.b);
    expect(stored.Item).toEqual(record && auditIndexItem(record));
  });
});

describe('GET /api/audit/records/{documentId}: one record, its original verified now', () => {
  const owner: TestUser = newUser();
  const bytes = new TextEncoder().encode('%PDF-1.4\n% the original\n%%EOF\n');
  let documentId = '';
  let object = { bucket: '', key: '' };
  const readable = { id: '' };

  beforeAll(async () => {
    const uploaded = await uploadDocument(owner, { documentType: 'medical_bill', familyMemberId: await defaultMemberId(owner), bytes });
    documentId = uploaded.document.id;
    const deps = getDependencies();
    const current = await deps.documents.get(owner.sub, documentId);
    if (!current) throw new Error('no record');
    object = { bucket: current.storage_bucket ?? '', key: current.file_path ?? '' };
    const recorded = await recordExtraction(deps.documents, current, {
      data: { ...bill, invoiceDate: '2025-02-01', lineItems: [], fieldConfidence: { subtotal: 0.97 } } as never,
      source: 'extraction',
      extractedBy: { engine: 'local', reader: 'pdf-text', model_id: 'local-rules', prompt_version: 'rules-test.2' },
      now: new Date(),
      audit: { inputSha256: createHash('sha256').update(bytes).digest('hex'), timings: { read: 12, structure: 3 }, artifacts: { reading: `${owner.sub}/${documentId}/RUN1/reading.json` } },
    });
    await deps.documents.write([{ before: current, after: recorded.after }, ...recorded.related], { revisions: [recorded.revision] });
    await deps.artifacts.putJson(`${owner.sub}/${documentId}/RUN1/reading.json`, { engine: 'pdf-text', pages: [] });
    const corrected = await call(updateDocument, { method: 'PATCH', route: '/api/documents/{documentId}', pathParameters: { documentId }, body: { expectedVersion: recorded.after.version, extractedData: { amountDue: 8000 } }, user: owner });
    expect(corrected.status).toBe(200);

    // A readable bill whose stored result differs from what the document says, for reproduce.
    const pdf = await textPdf(['Riverside Medical Group', 'Statement Date: 03/15/2025', 'Patient Name: Jane Doe', 'Account Number: 100200', 'Date of Service: 03/01/2025', 'Office visit 99213                 $180.00', 'Total Charges: $180.00', 'Insurance Paid: $120.00', 'Amount Due: $60.00']);
    const upload = await uploadDocument(owner, { documentType: 'medical_bill', familyMemberId: await defaultMemberId(owner), bytes: pdf });
    readable.id = upload.document.id;
    const pending = await deps.documents.get(owner.sub, readable.id);
    if (!pending) throw new Error('no record');
    const stale = await recordExtraction(deps.documents, pending, {
      data: { providerName: 'Riverside Medical Group', patientName: 'Jane Doe', invoiceNumber: '100200', invoiceDate: '2025-03-15', serviceDate: '2025-03-01', subtotal: 18000, insurancePaid: 12000, amountDue: 99900, lineItems: [], confidence: 0.9 } as never,
      source: 'extraction',
      extractedBy: { engine: 'local', reader: 'pdf-text', model_id: 'local-rules', prompt_version: 'rules-old.1' },
      now: new Date(),
      audit: { inputSha256: createHash('sha256').update(pdf).digest('hex') },
    });
    await deps.documents.write([{ before: pending, after: stale.after }, ...stale.related], { revisions: [stale.revision] });
  });

  const open = async () => {
    const reply = await request(auditor.idToken, `/api/audit/records/${documentId}`);
    expect(reply.status).toBe(200);
    return auditRecordSchema.parse((reply.body as { record: unknown }).record);
  };

  it('shows the fields, the reader output, the timings and every revision, old -> new', async () => {
    const record = await open();
    expect(record).toMatchObject({ userId: owner.sub, fileName: 'document.pdf', runId: 'RUN1', timings: { read: 12, structure: 3 }, reading: { engine: 'pdf-text' }, fieldConfidence: { subtotal: 0.97 } });
    expect(record.summary).toMatchObject({ documentId, corrected: true, promptVersion: 'rules-test.2' });
    expect(record.revisions.map((revision) => revision.source)).toEqual(['extraction', 'correction']);
    // A person's correction is certain: its confidence is 1.
    expect(record.revisions[1]?.changes).toEqual([
      { field: 'amountDue', before: 10000, after: 8000 },
      { field: 'confidence', before: 0.9, after: 1 },
    ]);
  });

  it('says intact, then changed when the object is replaced behind the app, then missing when it is gone', async () => {
    expect((await open()).integrity).toMatchObject({ state: 'intact' });
    const s3 = new S3Client({ forcePathStyle: true });
    await s3.send(new PutObjectCommand({ Bucket: object.bucket, Key: object.key, Body: new TextEncoder().encode('%PDF-1.4\n% swapped\n%%EOF\n') }));
    const changed = (await open()).integrity;
    expect(changed.state).toBe('changed');
    expect(changed.currentSha256).not.toBe(changed.recordedSha256);
    await s3.send(new DeleteObjectCommand({ Bucket: object.bucket, Key: object.key }));
    expect((await open()).integrity).toMatchObject({ state: 'missing', currentSha256: null });
  });

  it('reproduces the result with the current engine, field by field, without changing the record', async () => {
    const before = await getDependencies().documents.get(owner.sub, readable.id);
    const reply = await request(auditor.idToken, `/api/audit/records/${readable.id}/reproduce`, { method: 'POST' });
    expect(reply.status).toBe(200);
    const reproduction = reproductionSchema.parse((reply.body as { reproduction: unknown }).reproduction);
    // 999.00 due on 180.00 charges with 120.00 paid fails the balance check: it went to manual review.
    expect(reproduction.stored).toMatchObject({ promptVersion: 'rules-old.1', status: 'manual_review' });
    expect(reproduction.reproduced).toMatchObject({ modelId: 'local-rules', promptVersion: LOCAL_RULES_VERSION, status: 'completed', error: null });
    const byField = Object.fromEntries(reproduction.fields.map((field) => [field.field, field]));
    // The stored result said 999.00 was due; the document says 60.00 (both in cents: the reading is converted as the pipeline does).
    expect(byField.amountDue).toEqual({ field: 'amountDue', stored: 99900, reproduced: 6000, same: false });
    expect(byField.subtotal).toEqual({ field: 'subtotal', stored: 18000, reproduced: 18000, same: true });
    expect(byField.providerName).toMatchObject({ stored: 'Riverside Medical Group', same: true });
    expect(reproduction.identical).toBe(false);
    expect(await getDependencies().documents.get(owner.sub, readable.id)).toEqual(before);
  }, 60_000);

  it('refuses to reproduce when the original is gone', async () => {
    expect(await request(auditor.idToken, `/api/audit/records/${documentId}/reproduce`, { method: 'POST' })).toMatchObject({ status: 422, body: { error: { code: 'original_missing' } } });
  });

  it('answers 404 for an unknown id and for a document still without a result', async () => {
    expect(await request(auditor.idToken, '/api/audit/records/01JNOSUCHDOCUMENT000000000')).toMatchObject({ status: 404, body: { error: { code: 'audit_record_not_found' } } });
    const pending = await uploadDocument(owner, { documentType: 'medical_bill', familyMemberId: await defaultMemberId(owner) });
    expect((await request(auditor.idToken, `/api/audit/records/${pending.document.id}`)).status).toBe(404);
    expect((await request(auditor.idToken, `/api/audit/records/${pending.document.id}/download`)).status).toBe(404);
  });
});

describe("GET /api/audit/records/{documentId}: a receipt's links to a visit (issue 14)", () => {
  it('lists each link, unlink and return to the automatic match among its revision\'s changes, old -> new, the data left as it was', async () => {
    const owner = newUser();
    const member = await defaultMemberId(owner);
    const billDoc = await seedDocument(owner, { documentType: 'medical_bill', familyMemberId: member, date: '2025-12-20', amount: 10000, extracted: { ...bill, invoiceDate: '2025-12-20', serviceDate: '2025-12-15', lineItems: [] } });
    const receiptData = { merchantName: 'Tollgate Card Services', totalAmount: 10000, transactionDate: '2026-01-08', items: [], confidence: 0.9 };
    const receipt = await seedDocument(owner, { documentType: 'user_payment', familyMemberId: member, date: '2026-01-08', amount: 10000, extracted: receiptData });
    const route = '/api/documents/{documentId}/visit-link';
    const pathParameters = { documentId: receipt.id };
    expect((await call(updateVisitLink, { method: 'PUT', route, pathParameters, body: { documentId: billDoc.id }, user: owner })).status).toBe(200);
    expect((await call(updateVisitLink, { method: 'PUT', route, pathParameters, body: { unlinked: true }, user: owner })).status).toBe(200);
    expect((await call(deleteVisitLink, { method: 'DELETE', route, pathParameters, user: owner })).status).toBe(200);

    const reply = await request(auditor.idToken, `/api/audit/records/${receipt.id}`);
    expect(reply.status).toBe(200);
    const record = auditRecordSchema.parse((reply.body as { record: unknown }).record);
    const december = { kind: 'visit', documentId: billDoc.id, providerName: 'Quillfeather Clinic', dateOfService: '2025-12-15' };
    expect(record.revisions.map(({ revision, source, changes }) => ({ revision, source, changes }))).toEqual([
      { revision: 1, source: 'correction', changes: [{ field: 'visitLink', before: { kind: 'automatic' }, after: december }] },
      { revision: 2, source: 'correction', changes: [{ field: 'visitLink', before: december, after: { kind: 'unlinked' } }] },
      { revision: 3, source: 'correction', changes: [{ field: 'visitLink', before: { kind: 'unlinked' }, after: { kind: 'automatic' } }] },
    ]);
    expect(record.fields).toEqual(receiptData);
  });
});

describe('GET /api/audit/access-log: every auditor request, append-only', () => {
  it('writes exactly one entry per audit action, newest first, and none for a family request', async () => {
    const staff = await signedInStaff('auditors');
    const owner = newUser();
    const member = await defaultMemberId(owner);
    const { id } = await seedDocument(owner, { documentType: 'medical_bill', familyMemberId: member, date: '2019-06-01', extracted: { ...bill, lineItems: [] } });
    expect((await request(staff.idToken, '/api/audit/records?from=2019-06-01&to=2019-06-30')).status).toBe(200);
    expect((await request(staff.idToken, `/api/audit/records/${id}`)).status).toBe(200);
    expect((await request(staff.idToken, `/api/audit/records/${id}/download`)).status).toBe(200);
    expect((await request(familyToken, '/api/family-members')).status).toBe(200);
    const reply = await request(staff.idToken, '/api/audit/access-log?limit=500');
    const log = accessLogResponseSchema.parse(reply.body);
    const mine = log.entries.filter((entry) => entry.auditor === staff.email);
    expect(mine.map((entry) => [entry.action, entry.documentId])).toEqual([
      ['read-log', null],
      ['download', id],
      ['view', id],
      ['search', null],
    ]);
    expect(log.intact).toBe(true);
  });

  it('has no route that changes or removes an entry', async () => {
    const before = await readFile(getEnv().ACCESS_LOG_FILE, 'utf8');
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const reply = await request(auditor.idToken, '/api/audit/access-log', { method, body: method === 'DELETE' ? undefined : { entries: [] } });
      expect([404, 405]).toContain(reply.status);
    }
    const after = await readFile(getEnv().ACCESS_LOG_FILE, 'utf8');
    expect(after.startsWith(before)).toBe(true);
  });

  it('shows a broken chain when an entry is edited outside the app', async () => {
    const file = getEnv().ACCESS_LOG_FILE;
    const original = await readFile(file, 'utf8');
    const lines = original.split('\n');
    lines[0] = (lines[0] ?? '').replace('"search"', '"export"').replace('"view"', '"export"').replace('"read-log"', '"export"').replace('"download"', '"export"');
    await writeFile(file, lines.join('\n'));
    try {
      const log = accessLogResponseSchema.parse((await request(auditor.idToken, '/api/audit/access-log')).body);
      expect(log.intact).toBe(false);
    } finally {
      // Put the file back as it was, plus the entry that read it.
      const now = await readFile(file, 'utf8');
      await writeFile(file, original + now.slice(lines.join('\n').length));
    }
  });
});
