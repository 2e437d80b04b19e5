import { GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { letterDraftsResponseSchema, letterMessages, letterResponseSchema, lettersResponseSchema, type LetterDraftResponse } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { createDataDependencies } from '../../src/adapters/data-dependencies';
import { createDocumentClient } from '../../src/adapters/dynamodb/client';
import { letterSk, userPk } from '../../src/adapters/dynamodb/keys';
import { createS3Client } from '../../src/adapters/s3/client';
import { letterPdfKey } from '../../src/domain/letters/letter-record';
import { draftLetters } from '../../src/domain/letters/letters';
import { sweepOrphanObjects } from '../../src/domain/documents/orphan-objects';
import { uploadUrlLifetimeSeconds, type StoredObject } from '../../src/domain/ports';
import { handler as createLetterRoute } from '../../src/handlers/http/create-letter';
import { handler as createPayment } from '../../src/handlers/http/create-payment';
import { handler as deleteAccount } from '../../src/handlers/http/delete-account';
import { handler as deleteMember } from '../../src/handlers/http/delete-family-member';
import { handler as downloadLetterRoute } from '../../src/handlers/http/download-letter';
import { handler as draftsRoute } from '../../src/handlers/http/get-letter-drafts';
import { getLetterPorts } from '../../src/handlers/http/letters-runtime';
import { handler as listLettersRoute } from '../../src/handlers/http/list-letters';
import { getDependencies } from '../../src/handlers/http/runtime';
import { handler as updateLetterRoute } from '../../src/handlers/http/update-letter';
import { getEnv } from '../../src/lib/env';
import { countingClient } from '../support/counting-client';
import { addMember, defaultMemberId, seedDocument } from '../support/fixtures';
import { call, newUser, type TestUser } from '../support/http-events';
import { pdfPages, pdfText } from '../support/letter-pdf-text';
import { forbidInLogs } from '../support/log-guard';

// Issue 14: letters from a visit's ledger, through the handlers on DynamoDB Local and s3rver. The
// drafts' wording, kind by kind, is in shared/test/letters.test.ts; here: the routes, the stored
// item (whose attribute names the reminders read), the PDF read back with the local reader's
// pdf.js, idempotency, and that the letters go with their member and their account.

const bill = {
  providerName: 'Harrowgate Cardiology',
  patientName: 'Persephone Quillon',
  invoiceNumber: 'HC-20418',
  // Dated before the EOB and showing no insurance payment: "Billed before insurance processed".
  invoiceDate: '2025-08-01',
  serviceDate: '2025-07-15',
  providerAddress: '9 Lantern Row, Eastbury, OH 43004',
  subtotal: 50000,
  amountDue: 50000,
  lineItems: [],
  confidence: 0.9,
};
const eob = {
  insuranceCompany: 'Brackenridge Mutual',
  statementDate: '2025-08-10',
  claimNumber: 'BM-99172',
  memberName: 'Persephone Quillon',
  serviceDate: '2025-07-15',
  providerName: 'Harrowgate Cardiology',
  amountBilled: 50000,
  allowedAmount: 32000,
  planPaid: 22000,
  patientResponsibility: 10000,
  confidence: 0.9,
};
forbidInLogs('Harrowgate', 'Persephone', 'Quillon', 'HC-20418', 'Brackenridge', 'BM-99172', 'Lantern Row', 'Tobiah Wexford', 'sentence of my own');

const writer = (): TestUser => newUser({ given_name: 'Tobiah', family_name: 'Wexford' });
const s3 = createS3Client(true);
const dynamo = createDocumentClient();
const artifactsBucket = () => getEnv().ARTIFACTS_BUCKET;

/** A mismatching visit: the bill (its id is the ledger's), its EOB, and a $25.00 payment on the bill. */
async function visit(user: TestUser, memberId?: string) {
  const member = memberId ?? (await defaultMemberId(user));
  const billDoc = await seedDocument(user, { documentType: 'medical_bill', familyMemberId: member, date: bill.invoiceDate, amount: bill.subtotal, extracted: bill });
  const eobDoc = await seedDocument(user, { documentType: 'insurance_payment', familyMemberId: member, date: eob.statementDate, amount: eob.planPaid, extracted: eob });
  const paid = await call(createPayment, { method: 'POST', route: '/api/payments', body: { billId: billDoc.id, amount: 2500, cardLastFour: '4242', paymentDate: '2025-08-20' }, user });
  expect(paid.status).toBe(201);
  return { member, ledgerId: billDoc.id, eobId: eobDoc.id };
}

const drafts = (user: TestUser, ledgerId: string) => call(draftsRoute, { method: 'GET', route: '/api/ledgers/{ledgerId}/letter-drafts', pathParameters: { ledgerId }, user });
const save = (user: TestUser, ledgerId: string, body: unknown, headers?: Record<string, string>) =>
  call(createLetterRoute, { method: 'POST', route: '/api/ledgers/{ledgerId}/letters', pathParameters: { ledgerId }, body, user, ...(headers ? { headers } : {}) });
const list = (user: TestUser, ledgerId: string) => call(listLettersRoute, { method: 'GET', route: '/api/ledgers/{ledgerId}/letters', pathParameters: { ledgerId }, user });
const download = (user: TestUser, letterId: string) => call(downloadLetterRoute, { method: 'GET', route: '/api/letters/{letterId}/download', pathParameters: { letterId }, user });
const patch = (user: TestUser, letterId: string, body: unknown) => call(updateLetterRoute, { method: 'PATCH', route: '/api/letters/{letterId}', pathParameters: { letterId }, body, user });

const draftOf = (reply: { body: { drafts: LetterDraftResponse[] } }, kind: string): LetterDraftResponse => {
  const found = reply.body.drafts.find((draft) => draft.kind === kind);
  if (!found) throw new Error(`no ${kind} draft`);
  return found;
};

async function pdfBytesAt(url: string): Promise<{ bytes: Uint8Array; disposition: string | null }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return { bytes: new Uint8Array(await response.arrayBuffer()), disposition: response.headers.get('content-disposition') };
}

async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new GetObjectCommand({ Bucket: artifactsBucket(), Key: key }));
    return true;
  } catch (error) {
    if (error instanceof NoSuchKey) return false;
    throw error;
  }
}

const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/ledgers/{ledgerId}/letter-drafts', () => {
  it('drafts each kind that fits a visit billed before insurance, from the server\'s own figures, signed with the caller\'s name', async () => {
    const user = writer();
    const { ledgerId } = await visit(user);
    const reply = await drafts(user, ledgerId);
    expect(reply.status).toBe(200);
    letterDraftsResponseSchema.parse(reply.body);
    expect(reply.body.ledger).toMatchObject({ id: ledgerId, result: { kind: 'billed_before_insurance', amount: 50000 }, youPaid: 2500 });
    expect(reply.body.drafts.map((draft: LetterDraftResponse) => draft.kind)).toEqual(['rebill_after_insurance', 'billing_dispute', 'insurer_appeal']);

    const rebill = draftOf(reply, 'rebill_after_insurance');
    expect(rebill.sender).toBe('Tobiah Wexford');
    expect(rebill.recipient).toBe('Billing Office\nHarrowgate Cardiology\n9 Lantern Row, Eastbury, OH 43004');
    expect(rebill.subject).toBe('Request to re-bill after insurance: claim BM-99172, patient Persephone Quillon, date of service July 15, 2025, statement HC-20418');
    for (const figure of ['$500.00', '$320.00', '$220.00', '$100.00', '$25.00 on August 20, 2025', 'itemized bill', 'hold this account from collections']) expect(rebill.text).toContain(figure);
    expect(rebill.text.endsWith('Sincerely,\n\nTobiah Wexford')).toBe(true);
    expect(draftOf(reply, 'insurer_appeal')).toMatchObject({ recipient: 'Appeals Department\nBrackenridge Mutual', subject: 'Appeal: claim BM-99172, patient Persephone Quillon, date of service July 15, 2025' });
  });

  it('offers nothing to write once the visit is paid in full', async () => {
    const user = writer();
    const member = await defaultMemberId(user);
    const agreed = await seedDocument(user, { documentType: 'medical_bill', familyMemberId: member, date: '2025-08-12', amount: 50000, extracted: { ...bill, invoiceDate: '2025-08-12', insurancePaid: 22000, amountDue: 10000 } });
    await seedDocument(user, { documentType: 'insurance_payment', familyMemberId: member, date: eob.statementDate, amount: eob.planPaid, extracted: eob });
    await call(createPayment, { method: 'POST', route: '/api/payments', body: { billId: agreed.id, amount: 10000, cardLastFour: '4242', paymentDate: '2025-08-20' }, user });
    const reply = await drafts(user, agreed.id);
    expect(reply.body).toMatchObject({ ledger: { result: { kind: 'paid_in_full' } }, drafts: [] });
    expect((await save(user, agreed.id, { kind: 'billing_dispute', sender: '', recipient: 'Billing Office', subject: 'Dispute', text: 'Hello' })).body).toMatchObject({ error: { code: 'letter_kind_not_available', message: letterMessages.kindNotAvailable } });
  });

  it('answers 404 for an id that is no visit of the caller\'s: unknown, a document inside another visit, malformed', async () => {
    const user = writer();
    const { eobId } = await visit(user);
    for (const ledgerId of ['01JNOSUCHVISIT000000000000', eobId, '../x']) {
      expect(await drafts(user, ledgerId)).toMatchObject({ status: 404, body: { error: { code: 'ledger_not_found' } } });
    }
  });

  it('reads the member\'s documents with GetItem and Query only, never a Scan', async () => {
    const user = writer();
    const { ledgerId } = await visit(user);
    const { client, sent } = countingClient();
    const reply = await draftLetters(createDataDependencies(getEnv(), client), { userId: user.sub, givenName: null, familyName: null }, ledgerId);
    expect(reply.drafts).toHaveLength(3);
    expect(new Set(sent)).toEqual(new Set(['GetCommand', 'QueryCommand']));
  });
});

describe('POST /api/ledgers/{ledgerId}/letters, then download', () => {
  it.each(['rebill_after_insurance', 'billing_dispute', 'insurer_appeal'] as const)('%s: stores the edited letter and makes its PDF from exactly that text', async (kind) => {
    const user = writer();
    const { ledgerId, member } = await visit(user);
    const draft = draftOf(await drafts(user, ledgerId), kind);
    const edited = `${draft.text.replace('Dear', 'Good morning. Dear')}\n\nP.S. A sentence of my own, added before saving.`;
    const reply = await save(user, ledgerId, { kind, sender: `${draft.sender}\n14 Ferry Lane, Eastbury, OH 43004`, recipient: draft.recipient, subject: draft.subject, text: edited, letterDate: today() });
    expect(reply.status).toBe(201);
    const { letter } = letterResponseSchema.parse(reply.body);
    expect(letter).toMatchObject({ kind, ledgerId, memberId: member, text: edited, letterDate: today(), sentOn: null, followUpOn: null });

    const link = await download(user, letter.id);
    expect(link.status).toBe(200);
    // A presigned GET of exactly this letter's PDF, under the user's own prefix.
    expect(decodeURIComponent(new URL(link.body.url).pathname)).toBe(`/${artifactsBucket()}/${letterPdfKey(user.sub, letter.id)}`);
    const { bytes, disposition } = await pdfBytesAt(link.body.url);
    expect(disposition).toBe(`attachment; filename="letter-${today()}-${kind.replace(/_/g, '-')}.pdf"`);
    const text = await pdfText(bytes);
    for (const part of ['Tobiah Wexford 14 Ferry Lane, Eastbury, OH 43004', `RE: ${draft.subject}`, 'Good morning. Dear', 'P.S. A sentence of my own, added before saving.', 'BM-99172']) expect(text).toContain(part);
    // Every line of the stored text is printed, wrapped but whole.
    for (const line of edited.split('\n').filter((candidate) => candidate.trim() !== '')) expect(text).toContain(line.replace(/\s+/g, ' ').trim());
    const figures = kind === 'insurer_appeal' ? ['Amount allowed: $320.00', 'Patient responsibility: $100.00'] : ['Allowed by my plan: $320.00', 'Your statement asks me to pay: $500.00'];
    for (const figure of [...figures, 'Amount billed: $500.00', '$25.00 on August 20, 2025']) expect(text).toContain(figure);
  });

  it('keeps the attribute names the reminders read, and lists the visit\'s letters newest first', async () => {
    const user = writer();
    const { ledgerId, member } = await visit(user);
    const other = await visit(user, await addMember(user, 'Ione'));
    const draft = draftOf(await drafts(user, ledgerId), 'billing_dispute');
    const first = (await save(user, ledgerId, { ...draft, kind: 'billing_dispute' })).body.letter;
    const second = (await save(user, ledgerId, { ...draft, kind: 'insurer_appeal' })).body.letter;
    await save(user, other.ledgerId, { ...draft, kind: 'insurer_appeal' });

    const listed = await list(user, ledgerId);
    expect(listed.status).toBe(200);
    expect(lettersResponseSchema.parse(listed.body).letters.map((letter) => letter.id)).toEqual([second.id, first.id]);

    const { Item } = await dynamo.send(new GetCommand({ TableName: getEnv().TABLE_NAME, Key: { PK: userPk(user.sub), SK: letterSk(first.id) }, ConsistentRead: true }));
    expect(Item).toMatchObject({ entity: 'letter', ledger_id: ledgerId, member_id: member, kind: 'billing_dispute', pdf_key: letterPdfKey(user.sub, first.id) });
    expect(Item).not.toHaveProperty('sent_on');
    expect(Item).not.toHaveProperty('follow_up_on');
    expect(await objectExists(letterPdfKey(user.sub, first.id))).toBe(true);
  });

  it('refuses what the PDF cannot print, parts too long or missing, a kind that does not fit and a date that is not today', async () => {
    const user = writer();
    const { ledgerId } = await visit(user);
    const draft = draftOf(await drafts(user, ledgerId), 'billing_dispute');
    const valid = { ...draft, kind: 'billing_dispute' };
    const refused = async (body: unknown) => (await save(user, ledgerId, body)).body.error;
    expect(await refused({ ...valid, text: `${draft.text} 😀\u200B` })).toEqual({ code: 'validation_failed', message: 'text: The PDF cannot print "😀" (U+1F600) and U+200B. Please remove or replace it.' });
    expect(await refused({ ...valid, subject: '   ' })).toEqual({ code: 'validation_failed', message: 'subject: RE is required.' });
    expect(await refused({ ...valid, text: 'x'.repeat(12_001) })).toEqual({ code: 'validation_failed', message: 'text: Letter can have at most 12,000 characters.' });
    expect(await refused({ ...valid, kind: 'complaint' })).toMatchObject({ code: 'validation_failed' });
    expect(await refused({ ...valid, letterDate: '2024-01-01' })).toEqual({ code: 'letter_date_out_of_range', message: letterMessages.letterDateOutOfRange });
    expect((await list(user, ledgerId)).body.letters).toEqual([]);
  });

  it('stores one letter for a request sent twice with one Idempotency-Key, and refuses the key for another letter', async () => {
    const user = writer();
    const { ledgerId } = await visit(user);
    const body = { ...draftOf(await drafts(user, ledgerId), 'insurer_appeal'), kind: 'insurer_appeal' };
    const headers = { 'idempotency-key': 'letter-attempt-0001' };
    const [one, two] = await Promise.all([save(user, ledgerId, body, headers), save(user, ledgerId, body, headers)]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.body.letter.id).toBe(one.body.letter.id);
    expect((await save(user, ledgerId, body, headers)).body.letter.id).toBe(one.body.letter.id);
    expect((await list(user, ledgerId)).body.letters).toHaveLength(1);
    expect(await save(user, ledgerId, { ...body, text: 'Another letter.' }, headers)).toMatchObject({ status: 422, body: { error: { code: 'idempotency_key_reused' } } });
  });
});

describe('PATCH /api/letters/{letterId}', () => {
  it('records when it was sent and when to follow up, under the names the reminders read, and clears both', async () => {
    const user = writer();
    const { ledgerId } = await visit(user);
    const letter = (await save(user, ledgerId, { ...draftOf(await drafts(user, ledgerId), 'billing_dispute'), kind: 'billing_dispute' })).body.letter;
    const stored = async () => (await dynamo.send(new GetCommand({ TableName: getEnv().TABLE_NAME, Key: { PK: userPk(user.sub), SK: letterSk(letter.id) }, ConsistentRead: true }))).Item;

    const sent = await patch(user, letter.id, { sentOn: '2025-09-02', followUpOn: '2025-10-02' });
    expect(sent.status).toBe(200);
    expect(letterResponseSchema.parse(sent.body).letter).toMatchObject({ id: letter.id, sentOn: '2025-09-02', followUpOn: '2025-10-02' });
    expect(await stored()).toMatchObject({ sent_on: '2025-09-02', follow_up_on: '2025-10-02', ledger_id: ledgerId });

    expect((await patch(user, letter.id, { sentOn: '2025-09-03' })).body.letter).toMatchObject({ sentOn: '2025-09-03', followUpOn: null });
    expect(await stored()).not.toHaveProperty('follow_up_on');
    expect((await patch(user, letter.id, { sentOn: null, followUpOn: null })).body.letter).toMatchObject({ sentOn: null, followUpOn: null });
    expect(await stored()).not.toHaveProperty('sent_on');
    expect((await list(user, ledgerId)).body.letters[0]).toMatchObject({ id: letter.id, sentOn: null });
  });

  it('refuses a day after today, a follow-up before the day it was sent or without one, and an unknown letter', async () => {
    const user = writer();
    const { ledgerId } = await visit(user);
    const letter = (await save(user, ledgerId, { ...draftOf(await drafts(user, ledgerId), 'billing_dispute'), kind: 'billing_dispute' })).body.letter;
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect((await patch(user, letter.id, { sentOn: inAWeek })).body.error).toEqual({ code: 'sent_on_in_future', message: letterMessages.sentOnInFuture });
    expect((await patch(user, letter.id, { sentOn: '2025-09-02', followUpOn: '2025-09-01' })).body.error).toEqual({ code: 'validation_failed', message: `followUpOn: ${letterMessages.followUpBeforeSent}` });
    expect((await patch(user, letter.id, { sentOn: null, followUpOn: '2025-09-01' })).body.error).toEqual({ code: 'validation_failed', message: `followUpOn: ${letterMessages.followUpWithoutSent}` });
    expect((await patch(user, letter.id, { sentOn: '2025-02-30' })).status).toBe(400);
    expect(await patch(user, '01JNOSUCHLETTER00000000000', { sentOn: '2025-09-02' })).toMatchObject({ status: 404, body: { error: { code: 'letter_not_found' } } });
    expect(await download(user, '01JNOSUCHLETTER00000000000')).toMatchObject({ status: 404, body: { error: { code: 'letter_not_found' } } });
  });
});

describe('letters go with their member and their account', () => {
  const saveOne = async (user: TestUser, ledgerId: string) =>
    (await save(user, ledgerId, { ...draftOf(await drafts(user, ledgerId), 'billing_dispute'), kind: 'billing_dispute' })).body.letter as { id: string };

  it('deleting a member (with their documents) deletes their letters and PDFs, and no other member\'s', async () => {
    const user = writer();
    const kept = await visit(user);
    const keptLetter = await saveOne(user, kept.ledgerId);
    const child = await addMember(user, 'Ione');
    const gone = await visit(user, child);
    const goneLetter = await saveOne(user, gone.ledgerId);

    const reply = await call(deleteMember, { method: 'DELETE', route: '/api/family-members/{memberId}', pathParameters: { memberId: child }, query: { deleteDocuments: 'true' }, user });
    expect(reply.status).toBe(200);
    const letters = getLetterPorts().letters;
    expect(await letters.get(user.sub, goneLetter.id)).toBeNull();
    expect(await objectExists(letterPdfKey(user.sub, goneLetter.id))).toBe(false);
    expect(await letters.get(user.sub, keptLetter.id)).not.toBeNull();
    expect(await objectExists(letterPdfKey(user.sub, keptLetter.id))).toBe(true);
  });

  it('deleting the account deletes every letter and PDF', async () => {
    const user = writer();
    const { ledgerId } = await visit(user);
    const letter = await saveOne(user, ledgerId);
    expect((await call(deleteAccount, { method: 'DELETE', route: '/api/account', body: { confirmation: user.email }, user })).status).toBe(204);
    expect(await getLetterPorts().letters.get(user.sub, letter.id)).toBeNull();
    expect(await objectExists(letterPdfKey(user.sub, letter.id))).toBe(false);
  });

  it('the orphan sweep deletes a PDF whose letter was never stored, once its upload window is over, and keeps a stored letter\'s', async () => {
    const user = writer();
    const { ledgerId } = await visit(user);
    const letter = await saveOne(user, ledgerId);
    const orphan = letterPdfKey(user.sub, '01JORPHANLETTER00000000000');
    await s3.send(new PutObjectCommand({ Bucket: artifactsBucket(), Key: orphan, Body: new TextEncoder().encode('%PDF-1.7\n'), ContentType: 'application/pdf' }));
    const app = getDependencies();
    async function* mine(objects: AsyncIterable<StoredObject>) {
      for await (const object of objects) if (object.key.startsWith(`${user.sub}/`)) yield object;
    }
    const later = new Date(Date.now() + (uploadUrlLifetimeSeconds + 60) * 1000);
    const deps = {
      documents: app.documents,
      storage: { listObjects: (bucket: string) => mine(app.storage.listObjects(bucket)), deleteObject: app.storage.deleteObject.bind(app.storage) },
      artifacts: { listObjects: () => mine(app.artifacts.listObjects()), deleteKeys: app.artifacts.deleteKeys.bind(app.artifacts) },
      letters: getLetterPorts().letters,
      documentBuckets: Object.values(app.bucketNames),
    };
    expect(await sweepOrphanObjects({ ...deps, now: () => new Date() })).toEqual({ uploads: 0, artifacts: 0 });
    expect(await sweepOrphanObjects({ ...deps, now: () => later })).toEqual({ uploads: 0, artifacts: 1 });
    expect(await objectExists(orphan)).toBe(false);
    expect(await objectExists(letterPdfKey(user.sub, letter.id))).toBe(true);
  });
});

describe('a long letter', () => {
  it('continues on numbered pages, every word printed', async () => {
    const user = writer();
    const { ledgerId } = await visit(user);
    const draft = draftOf(await drafts(user, ledgerId), 'billing_dispute');
    const paragraph = 'Each of these sentences is here to fill the page, so that the letter runs onto more pages than one.';
    const text = `${draft.text}\n\n${Array.from({ length: 40 }, (_, index) => `${index + 1}. ${paragraph}`).join('\n\n')}\n\nhttps://example.test/${'a'.repeat(150)}`;
    const letter = (await save(user, ledgerId, { ...draft, kind: 'billing_dispute', text })).body.letter;
    const { bytes } = await pdfBytesAt((await download(user, letter.id)).body.url);
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((lines, index) => expect(lines.at(-1)).toBe(`Page ${index + 1} of ${pages.length}`));
    const all = pages.flat().join(' ');
    expect(all).toContain(`40. ${paragraph}`);
    // A word wider than the line is split, not lost.
    expect(pages.flat().join('').replace(/\s+/g, '')).toContain(`https://example.test/${'a'.repeat(150)}`);
  });
});
