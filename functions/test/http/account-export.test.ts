import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { accountExportMessages, type AccountExport } from '@fairbill/shared';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { accountExportView, startAccountExport, type ExportJob, type ExportJobChanges } from '../../src/domain/account/account-export';
import { buildAccountExport } from '../../src/domain/account/build-account-export';
import { handler as createMember } from '../../src/handlers/http/create-family-member';
import { handler as createPayment } from '../../src/handlers/http/create-payment';
import { handler as deleteAccount } from '../../src/handlers/http/delete-account';
import { handler as getExport } from '../../src/handlers/http/get-account-export';
import { getDependencies } from '../../src/handlers/http/runtime';
import { handler as startExport } from '../../src/handlers/http/start-account-export';
import { handler as updateDocument } from '../../src/handlers/http/update-document';
import { handler as updateVisitLink } from '../../src/handlers/http/update-visit-link';
import { getExportBuildDependencies } from '../../src/handlers/triggers/export-runtime';
import { getEnv } from '../../src/lib/env';
import { defaultMemberId, seedDocument, uploadDocument } from '../support/fixtures';
import { call, newUser, type TestUser } from '../support/http-events';
import { forbidInLogs } from '../support/log-guard';

// Issue 16, "the family's data is theirs": "Download all my data" builds a ZIP of every original
// file and the records (JSON and CSV) in the background, shows its progress, mails a link to the
// account page, and holds nothing of another family.

const bill = { providerName: 'Thistlewood Clinic', patientName: 'Marisol Quenby', invoiceNumber: 'TW-5521', invoiceDate: '2025-04-02', subtotal: 24050, amountDue: 24050, lineItems: [], confidence: 0.9 };
const formula = '=HYPERLINK("http://evil.example","Click")';
forbidInLogs('Thistlewood', 'Marisol', 'Quenby', 'TW-5521', '240.5', '24050', 'Peregrine', 'Hollis', 'HYPERLINK', 'scan-of-bill', 'pharmacy-receipt', 'Vostok Imaging', 'VOSTOK');

type ExportReply = { export: AccountExport };
const start = (user: TestUser, body?: unknown) => call<ExportReply>(startExport, { method: 'POST', route: '/api/account/export', ...(body === undefined ? {} : { body }), user });
const read = (user: TestUser) => call<ExportReply>(getExport, { method: 'GET', route: '/api/account/export', user });

async function readyExport(user: TestUser, timeoutMs = 20_000): Promise<AccountExport> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = await read(user);
    expect(reply.status).toBe(200);
    if (reply.body.export.status !== 'queued' && reply.body.export.status !== 'building') return reply.body.export;
    if (Date.now() > deadline) throw new Error(`export still ${reply.body.export.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function unzip(url: string): Promise<Record<string, Uint8Array>> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}

/** The CSV's rows as arrays of cells (quoted cells with commas, quotes and line breaks included). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

async function mailsTo(email: string): Promise<{ to: string; subject: string; text: string }[]> {
  const outbox = getEnv().OUTBOX_DIR;
  const names = await readdir(outbox).catch(() => []);
  const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(join(outbox, name), 'utf8')) as { to: string; subject: string; text: string }));
  return mails.filter((mail) => mail.to === email);
}

const pngBytes = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new TextEncoder().encode('a receipt photo')]);

const linkVisit = (user: TestUser, paymentId: string, body: unknown) =>
  call(updateVisitLink, { method: 'PUT', route: '/api/documents/{documentId}/visit-link', pathParameters: { documentId: paymentId }, body, user });

/**
 * A family: two members, a bill PDF and a receipt photo uploaded, an extracted bill (its file never
 * stored) corrected once, a payment recorded and linked by hand to the bill's visit, and the receipt
 * kept out of every visit (issue 14).
 */
async function family(user: TestUser, prefix: string) {
  const self = await defaultMemberId(user);
  // A relationship a spreadsheet would run as a formula, were it not made safe.
  const added = await call(createMember, { method: 'POST', route: '/api/family-members', body: { firstName: `${prefix}Peregrine`, lastName: 'Test', relationship: formula }, user });
  const child = added.body.member.id as string;
  const billPdf = new TextEncoder().encode(`%PDF-1.4\n% ${prefix} bill\n%%EOF\n`);
  const uploadedBill = await uploadDocument(user, { documentType: 'medical_bill', familyMemberId: self, fileName: `${prefix}scan-of-bill.pdf`, bytes: billPdf });
  const uploadedReceipt = await uploadDocument(user, { documentType: 'user_payment', familyMemberId: child, fileName: `${prefix}pharmacy-receipt.png`, bytes: pngBytes(), contentType: 'image/png' });
  const extracted = await seedDocument(user, { documentType: 'medical_bill', familyMemberId: self, date: '2025-04-02', amount: 24050, extracted: { ...bill, providerName: `${prefix}${bill.providerName}` } });
  const corrected = await call(updateDocument, { method: 'PATCH', route: '/api/documents/{documentId}', pathParameters: { documentId: extracted.id }, body: { expectedVersion: extracted.version, extractedData: { invoiceNumber: 'TW-5521-B' } }, user });
  expect(corrected.status).toBe(200);
  const paid = await call(createPayment, { method: 'POST', route: '/api/payments', body: { billId: extracted.id, amount: 4000, cardLastFour: '4242' }, user });
  expect(paid.status).toBe(201);
  const payment = paid.body.payment as { id: string };
  expect((await linkVisit(user, payment.id, { documentId: extracted.id })).status).toBe(200);
  expect((await linkVisit(user, uploadedReceipt.document.id, { unlinked: true })).status).toBe(200);
  return { billPdf, uploadedBill, uploadedReceipt, extracted, payment };
}

describe('POST /api/account/export, GET /api/account/export', () => {
  it('builds a ZIP of every original file and every record, payment and revision (JSON and CSV), mails a link to the account page, and holds nothing of another family', async () => {
    const owner = newUser({ given_name: 'Marisol', family_name: 'Quenby' });
    const other = newUser({ given_name: 'Hollis' });
    forbidInLogs(owner.email, other.email);
    const mine = await family(owner, '');
    const theirs = await family(other, 'VOSTOK-');

    const started = await start(owner);
    expect(started.status).toBe(202);
    expect(started.body.export).toMatchObject({ status: 'queued', filesDone: 0, filesTotal: null, download: null });

    const ready = await readyExport(owner);
    // Three files were expected: the two uploads, and the seeded bill's (never stored: it is marked missing).
    expect(ready).toMatchObject({ id: started.body.export.id, status: 'ready', filesDone: 3, filesTotal: 3, failureReason: null });
    expect(Date.parse(ready.expiresAt ?? '') - Date.parse(ready.readyAt ?? '')).toBe(7 * 24 * 3_600_000);
    expect(ready.download?.url).toMatch(/response-content-disposition=attachment/);
    const job = await getDependencies().exportJobs.get(owner.sub);
    expect(job?.archive_key.startsWith(`${owner.sub}/${ready.id}/`)).toBe(true);

    const entries = await unzip(ready.download?.url ?? '');
    const names = Object.keys(entries).sort();
    const files = names.filter((name) => name.startsWith('files/'));
    expect(names.filter((name) => !name.startsWith('files/'))).toEqual(['README.txt', 'family-members.csv', 'letters.csv', 'records.csv', 'records.json', 'revisions.csv']);
    // By member, named by day, kind and the uploaded file's name.
    expect(files).toHaveLength(2);
    const [billEntry = '', receiptEntry = ''] = files;
    expect(billEntry).toMatch(/^files\/Marisol Quenby\/\d{4}-\d{2}-\d{2} Bill scan-of-bill\.pdf$/);
    expect(receiptEntry).toMatch(/^files\/Peregrine Test\/\d{4}-\d{2}-\d{2} Receipt pharmacy-receipt\.png$/);
    expect(entries[billEntry]).toEqual(mine.billPdf);
    expect(entries[receiptEntry]).toEqual(pngBytes());

    const records = JSON.parse(strFromU8(entries['records.json']!)) as {
      familyMembers: { firstName: string }[];
      documents: { id: string; documentType: string; file: string | null; fileMissing: boolean; extractedData: Record<string, unknown> | null; memberName: string; filePath?: unknown; visitLink: unknown }[];
      revisions: { documentId: string; revision: number; source: string; extractedData: Record<string, unknown> | null; visitLink: unknown }[];
    };
    expect(records.familyMembers.map((member) => member.firstName).sort()).toEqual(['Marisol', 'Peregrine']);
    expect(records.documents.map((doc) => doc.id).sort()).toEqual([mine.uploadedBill.document.id, mine.uploadedReceipt.document.id, mine.extracted.id, mine.payment.id].sort());
    const byId = new Map(records.documents.map((doc) => [doc.id, doc]));
    expect(byId.get(mine.uploadedBill.document.id)).toMatchObject({ file: billEntry, fileMissing: false, memberName: 'Marisol Quenby' });
    expect(byId.get(mine.extracted.id)).toMatchObject({ file: null, fileMissing: true, extractedData: expect.objectContaining({ providerName: 'Thistlewood Clinic', invoiceNumber: 'TW-5521-B' }) });
    expect(byId.get(mine.payment.id)).toMatchObject({ documentType: 'user_payment', amount: 4000, file: null, fileMissing: false });
    // The storage key (and with it the user's id) stays out of the export.
    expect(records.documents.every((doc) => !('filePath' in doc))).toBe(true);
    expect(records.revisions.filter((revision) => revision.documentId === mine.extracted.id).map((revision) => revision.source)).toEqual(['correction']);
    // Each payment's link to a visit (issue 14), as a revision tells it: the visit named by its bill's
    // id, provider and date of service (the bill states none); a bill or EOB has none.
    const thistlewood = { kind: 'visit', documentId: mine.extracted.id, providerName: 'Thistlewood Clinic', dateOfService: null };
    expect(byId.get(mine.payment.id)?.visitLink).toEqual(thistlewood);
    expect(byId.get(mine.uploadedReceipt.document.id)?.visitLink).toEqual({ kind: 'unlinked' });
    expect(byId.get(mine.extracted.id)?.visitLink).toBeNull();
    expect(byId.get(mine.uploadedBill.document.id)?.visitLink).toBeNull();
    // And each change of it, old -> new, in the revision it wrote; a correction of the data has none.
    const revisionsOf = (documentId: string) => records.revisions.filter((revision) => revision.documentId === documentId).map(({ revision, source, visitLink }) => ({ revision, source, visitLink }));
    expect(revisionsOf(mine.payment.id)).toEqual([{ revision: 1, source: 'correction', visitLink: { before: { kind: 'automatic' }, after: thistlewood } }]);
    expect(revisionsOf(mine.uploadedReceipt.document.id)).toEqual([{ revision: 1, source: 'correction', visitLink: { before: { kind: 'automatic' }, after: { kind: 'unlinked' } } }]);
    expect(revisionsOf(mine.extracted.id)).toEqual([{ revision: 1, source: 'correction', visitLink: null }]);

    const recordRows = csvRows(strFromU8(entries['records.csv']!).replace(/^\uFEFF/, ''));
    const header = recordRows[0] ?? [];
    expect(recordRows).toHaveLength(5);
    const extractedRow = recordRows.find((row) => row[0] === mine.extracted.id) ?? [];
    expect(JSON.parse(extractedRow[header.indexOf('extractedData')] ?? '{}')).toMatchObject({ invoiceNumber: 'TW-5521-B', patientName: 'Marisol Quenby' });
    // Cents, like the API; the README says so.
    expect(extractedRow[header.indexOf('amount')]).toBe('24050');
    expect(strFromU8(entries['README.txt']!)).toContain('Amounts are in US cents (12345 is $123.45).');
    expect(recordRows.find((row) => row[0] === mine.uploadedReceipt.document.id)?.[header.indexOf('memberName')]).toBe('Peregrine Test');
    // The same as JSON in a column of its own, in both tables.
    expect(JSON.parse(recordRows.find((row) => row[0] === mine.payment.id)?.[header.indexOf('visitLink')] ?? 'null')).toEqual(thistlewood);
    expect(extractedRow[header.indexOf('visitLink')]).toBe('');
    const revisionRows = csvRows(strFromU8(entries['revisions.csv']!).replace(/^\uFEFF/, ''));
    const revisionHeader = revisionRows[0] ?? [];
    expect(revisionHeader).toEqual(['documentId', 'revision', 'source', 'createdAt', 'confidence', 'extractedData', 'analysis', 'visitLink']);
    expect(revisionRows.slice(1).map((row) => row[0]).sort()).toEqual([mine.extracted.id, mine.payment.id, mine.uploadedReceipt.document.id].sort());
    const paymentRevision = revisionRows.find((row) => row[0] === mine.payment.id) ?? [];
    expect(JSON.parse(paymentRevision[revisionHeader.indexOf('visitLink')] ?? 'null')).toEqual({ before: { kind: 'automatic' }, after: thistlewood });
    expect(revisionRows.find((row) => row[0] === mine.extracted.id)?.[revisionHeader.indexOf('visitLink')]).toBe('');
    const memberRows = csvRows(strFromU8(entries['family-members.csv']!).replace(/^\uFEFF/, ''));
    expect(memberRows.slice(1).map((row) => row[1]).sort()).toEqual(['Marisol', 'Peregrine']);
    // A spreadsheet shows the formula as text: the cell starts with an apostrophe.
    expect(memberRows.find((row) => row[1] === 'Peregrine')?.[3]).toBe(`'${formula}`);
    expect(strFromU8(entries['README.txt']!)).toContain('1 file(s) could not be found');

    // Nothing of the other family anywhere in the ZIP.
    const everything = Object.values(entries).map((bytes) => Buffer.from(bytes).toString('latin1')).join('\n');
    for (const value of ['VOSTOK', other.sub, theirs.extracted.id, theirs.uploadedBill.document.id, theirs.payment.id]) expect(everything).not.toContain(value);

    // The mail links to the account page, not to the file, and says nothing of the records.
    const [mail, ...more] = await mailsTo(owner.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(accountExportMessages.mailSubject);
    expect(mail?.text).toContain(`${getEnv().APP_ORIGIN}/account`);
    expect(mail?.text).toContain('Hello Marisol,');
    expect(mail?.text).not.toMatch(/X-Amz|Thistlewood|\$|240/);
  });

  it('refuses a request body with options it does not have, and anyone but the family itself', async () => {
    const user = newUser();
    expect(await start(user, { format: 'tar' })).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
    for (const body of [[], 'all', null]) expect((await start(user, body)).status).toBe(400);
    expect((await call(startExport, { method: 'POST', route: '/api/account/export', rawBody: '{"format":', user })).body).toMatchObject({ error: { code: 'invalid_json' } });
    expect((await read(user)).body).toMatchObject({ error: { code: 'export_not_found', message: accountExportMessages.notFound } });
    for (const group of ['[auditors]', '[operators]']) {
      const staff = { ...newUser(), 'cognito:groups': group } as TestUser;
      expect(await start(staff)).toMatchObject({ status: 403, body: { error: { code: 'staff_account' } } });
      expect(await read(staff)).toMatchObject({ status: 403, body: { error: { code: 'staff_account' } } });
    }
    expect((await call(getExport, { method: 'GET', route: '/api/account/export', user: null })).status).toBe(401);
  });

  it('keeps one export in flight per account: concurrent requests get the same one; a new one replaces a finished one and deletes its ZIP', async () => {
    const user = newUser();
    await uploadDocument(user, { documentType: 'medical_bill', familyMemberId: await defaultMemberId(user) });
    // Looked up once before: the three requests below reach the table together.
    expect((await read(user)).status).toBe(404);
    const [first, second, third] = await Promise.all([start(user), start(user), start(user)]);
    expect([first, second, third].map((reply) => reply.status).sort()).toEqual([200, 200, 202]);
    expect(new Set([first, second, third].map((reply) => reply.body.export.id)).size).toBe(1);

    // Another user's request is their own, and they see only their own.
    const stranger = newUser();
    expect((await read(stranger)).status).toBe(404);
    const theirs = await start(stranger);
    expect(theirs.status).toBe(202);
    expect(theirs.body.export.id).not.toBe(first.body.export.id);

    const done = await readyExport(user);
    expect(done.status).toBe('ready');
    const oldUrl = done.download?.url ?? '';
    expect((await fetch(oldUrl)).status).toBe(200);
    const again = await start(user);
    expect(again.status).toBe(202);
    expect(again.body.export.id).not.toBe(done.id);
    expect((await fetch(oldUrl)).status).toBe(404);
    expect((await readyExport(user)).id).toBe(again.body.export.id);
    await readyExport(stranger);
  });

  it('moves the progress after each file, and a build that is no longer the account\'s stops and leaves no ZIP', async () => {
    const user = newUser();
    const member = await defaultMemberId(user);
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) await uploadDocument(user, { documentType: 'medical_bill', familyMemberId: member, fileName: name });
    const deps = getDependencies();
    const noBuild = { start: async () => undefined };
    const { job } = await startAccountExport({ ...deps, exportStarter: noBuild }, { userId: user.sub, email: user.email, givenName: null });

    // A clock that moves 2 s at each reading: every file's progress is written.
    let clock = Date.now();
    const moves: ExportJobChanges[] = [];
    const exportJobs = {
      get: (userId: string) => deps.exportJobs.get(userId),
      start: (started: ExportJob, stalledBefore: Date) => deps.exportJobs.start(started, stalledBefore),
      update: (userId: string, jobId: string, changes: ExportJobChanges, onlyIf?: ExportJob['status']) => {
        moves.push(changes);
        return deps.exportJobs.update(userId, jobId, changes, onlyIf);
      },
    };
    const log = { warn: () => undefined, error: () => undefined };
    const build = { ...getExportBuildDependencies(), exportJobs, log, now: () => new Date((clock += 2_000)) };
    expect(await buildAccountExport(build, { userId: user.sub, exportId: job.id })).toBe('ready');
    expect(moves.map(({ status, files_done, files_total }) => [status ?? null, files_done ?? null, files_total ?? null])).toEqual([
      ['building', null, null],
      [null, 0, 3],
      [null, 1, null],
      [null, 2, null],
      [null, 3, null],
      ['ready', null, null],
    ]);
    // Built once: running it again does nothing, and of two deliveries of one request at once, one builds.
    expect(await buildAccountExport(build, { userId: user.sub, exportId: job.id })).toBe('skipped');
    const { job: twice } = await startAccountExport({ ...deps, exportStarter: noBuild }, { userId: user.sub, email: user.email, givenName: null });
    const deliveries = await Promise.all([1, 2].map(() => buildAccountExport({ ...getExportBuildDependencies(), log }, { userId: user.sub, exportId: twice.id })));
    expect(deliveries.sort()).toEqual(['ready', 'skipped']);

    // Replaced while building: the first build stops at its next step and removes its ZIP.
    const { job: replacedJob } = await startAccountExport({ ...deps, exportStarter: noBuild }, { userId: user.sub, email: user.email, givenName: null });
    const stale = { ...getExportBuildDependencies(), log };
    let replaced = false;
    const racing = {
      ...stale,
      storage: {
        readObject: async (bucket: string, key: string) => {
          if (!replaced) {
            replaced = true;
            // Another request takes the account's export over (a stalled build's replacement).
            await deps.exportJobs.start({ ...replacedJob, id: '01JZZZZZZZZZZZZZZZZZZZZZZZ', created_at: new Date().toISOString() } as ExportJob, new Date(Date.now() + 60_000));
          }
          return deps.storage.readObject(bucket, key);
        },
      },
    };
    expect(await buildAccountExport(racing, { userId: user.sub, exportId: replacedJob.id })).toBe('cancelled');
    const presigned = await deps.exportArchives.presignDownload(replacedJob.archive_key, 'x.zip');
    expect((await fetch(presigned.url)).status).toBe(404);
  });

  it('shows a build that stopped moving as failed, and lets a new export replace it', async () => {
    const user = newUser();
    const deps = getDependencies();
    const longAgo = new Date(Date.now() - 10 * 60_000);
    const { job } = await startAccountExport({ ...deps, now: () => longAgo, exportStarter: { start: async () => undefined } }, { userId: user.sub, email: user.email, givenName: null });
    expect(await accountExportView(deps, job)).toMatchObject({ status: 'failed', failureReason: accountExportMessages.stalled });
    expect((await read(user)).body.export).toMatchObject({ id: job.id, status: 'failed' });
    const again = await start(user);
    expect(again.status).toBe(202);
    expect((await readyExport(user)).status).toBe('ready');
  });

  it('goes with the account: deleting it deletes the export\'s ZIP', async () => {
    const user = newUser();
    await uploadDocument(user, { documentType: 'medical_bill', familyMemberId: await defaultMemberId(user) });
    expect((await start(user)).status).toBe(202);
    const url = (await readyExport(user)).download?.url ?? '';
    expect((await fetch(url)).status).toBe(200);
    expect((await call(deleteAccount, { method: 'DELETE', route: '/api/account', body: { confirmation: user.email }, user })).status).toBe(204);
    expect((await fetch(url)).status).toBe(404);
  });
});
