import { SAMPLE_MEMBER_ID } from '@fairbill/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as createDocument } from '../../src/handlers/http/create-document';
import { handler as createPayment } from '../../src/handlers/http/create-payment';
import { handler as createSamples } from '../../src/handlers/http/create-samples';
import { handler as deleteDocument } from '../../src/handlers/http/delete-document';
import { handler as deleteMember } from '../../src/handlers/http/delete-family-member';
import { handler as downloadDocument } from '../../src/handlers/http/download-document';
import { handler as getBillComparison } from '../../src/handlers/http/get-bill-comparison';
import { handler as getDocument } from '../../src/handlers/http/get-document';
import { handler as getHistory } from '../../src/handlers/http/get-history';
import { handler as getLedgers } from '../../src/handlers/http/get-ledgers';
import { handler as getSamples } from '../../src/handlers/http/get-samples';
import { handler as getReminders } from '../../src/handlers/http/get-reminders';
import { handler as getReminderSettings } from '../../src/handlers/http/get-reminder-settings';
import { handler as getTotals } from '../../src/handlers/http/get-totals';
import { handler as listRevisions } from '../../src/handlers/http/list-document-revisions';
import { handler as searchDocuments } from '../../src/handlers/http/search-documents';
import { handler as createLetter } from '../../src/handlers/http/create-letter';
import { handler as downloadLetter } from '../../src/handlers/http/download-letter';
import { handler as getLetterDrafts } from '../../src/handlers/http/get-letter-drafts';
import { handler as listLetters } from '../../src/handlers/http/list-letters';
import { handler as updateLetter } from '../../src/handlers/http/update-letter';
import { getLetterPorts } from '../../src/handlers/http/letters-runtime';
import { handler as updateMember } from '../../src/handlers/http/update-family-member';
import { handler as updateDocument } from '../../src/handlers/http/update-document';
import { handler as updateDeadlineReminders } from '../../src/handlers/http/update-deadline-reminders';
import { handler as updateVisitLink } from '../../src/handlers/http/update-visit-link';
import { handler as deleteVisitLink } from '../../src/handlers/http/delete-visit-link';
import { createDocumentClient } from '../../src/adapters/dynamodb/client';
import { DynamoReminderStore } from '../../src/adapters/dynamodb/reminder-repository';
import { httpRoutes } from '../../src/handlers/http/routes';
import { getDependencies } from '../../src/handlers/http/runtime';
import { getEnv } from '../../src/lib/env';
import { call, newUser } from '../support/http-events';
import { defaultMemberId, seedDocument, uploadDocument } from '../support/fixtures';

const a = newUser({ given_name: 'Aurelia' });
const b = newUser({ given_name: 'Bartholomew' });
const ids = { member: '', bill: '', eob: '', uploaded: '', letter: '', receipt: '' };
let bOwnBill = '';
let bOwnReceipt = '';
const bUrls: string[] = [];

const eobData = {
  insuranceCompany: 'Ins',
  claimNumber: 'C-1',
  memberName: 'A A',
  providerName: 'P',
  amountBilled: 1000,
  patientResponsibility: 100,
  confidence: 0.9,
};
const billData = { providerName: 'P', patientName: 'A A', invoiceNumber: 'I-1', invoiceDate: '2025-01-01', subtotal: 1000, lineItems: [], confidence: 0.9 };

beforeAll(async () => {
  ids.member = await defaultMemberId(a);
  ids.bill = (await seedDocument(a, { documentType: 'medical_bill', familyMemberId: ids.member, date: '2025-01-01', amount: 1000, extracted: billData })).id;
  ids.eob = (await seedDocument(a, { documentType: 'insurance_payment', familyMemberId: ids.member, date: '2025-01-01', amount: 900, extracted: eobData })).id;
  ids.uploaded = (await uploadDocument(a, { documentType: 'medical_bill', familyMemberId: ids.member })).document.id;
  // A's letter about the visit of A's bill (issue 14): the bill's id is that visit's id.
  const letterBody = { kind: 'billing_dispute', sender: 'Aurelia', recipient: 'Billing Office', subject: 'Billing dispute', text: 'Dear Billing Office: Aurelia writes.' };
  ids.letter = (await call(createLetter, { method: 'POST', route: '/api/ledgers/{ledgerId}/letters', pathParameters: { ledgerId: ids.bill }, body: letterBody, user: a })).body.letter.id;
  const bMember = await defaultMemberId(b);
  bOwnBill = (await seedDocument(b, { documentType: 'medical_bill', familyMemberId: bMember, date: '2025-01-01', extracted: billData })).id;
  // A receipt of each (issue 14: linking a payment to a visit by hand).
  const receiptData = { merchantName: 'P', totalAmount: 100, transactionDate: '2025-01-05', items: [], confidence: 0.9 };
  ids.receipt = (await seedDocument(a, { documentType: 'user_payment', familyMemberId: ids.member, date: '2025-01-05', amount: 100, extracted: receiptData })).id;
  // B's in another year, so B's 2025 totals below stay empty.
  bOwnReceipt = (await seedDocument(b, { documentType: 'user_payment', familyMemberId: bMember, date: '2024-12-20', amount: 100, extracted: { ...receiptData, transactionDate: '2024-12-20' } })).id;
});

describe("isolation: user B with user A's ids", () => {
  const notFound = [
    ['GET document', () => call(getDocument, { method: 'GET', route: '/api/documents/{documentId}', pathParameters: { documentId: ids.bill }, user: b })],
    ['GET download', () => call(downloadDocument, { method: 'GET', route: '/api/documents/{documentId}/download', pathParameters: { documentId: ids.uploaded }, user: b })],
    ['GET revisions', () => call(listRevisions, { method: 'GET', route: '/api/documents/{documentId}/revisions', pathParameters: { documentId: ids.bill }, user: b })],
    [
      'PATCH document',
      () =>
        call(updateDocument, {
          method: 'PATCH',
          route: '/api/documents/{documentId}',
          pathParameters: { documentId: ids.bill },
          body: { expectedVersion: 1, extractedData: { subtotal: 100 } },
          user: b,
        }),
    ],
    ['DELETE document', () => call(deleteDocument, { method: 'DELETE', route: '/api/documents/{documentId}', pathParameters: { documentId: ids.uploaded }, user: b })],
    ['GET comparison', () => call(getBillComparison, { method: 'GET', route: '/api/bills/{billId}/comparison', pathParameters: { billId: ids.bill }, user: b })],
    [
      "GET comparison with A's EOB",
      () => call(getBillComparison, { method: 'GET', route: '/api/bills/{billId}/comparison', pathParameters: { billId: bOwnBill }, query: { eobId: ids.eob }, user: b }),
    ],
    [
      'PUT member',
      () =>
        call(updateMember, {
          method: 'PUT',
          route: '/api/family-members/{memberId}',
          pathParameters: { memberId: ids.member },
          body: { firstName: 'X', lastName: 'Y', relationship: 'Z' },
          user: b,
        }),
    ],
    ['DELETE member', () => call(deleteMember, { method: 'DELETE', route: '/api/family-members/{memberId}', pathParameters: { memberId: ids.member }, query: { deleteDocuments: 'true' }, user: b })],
    [
      "POST document for A's member",
      () =>
        call(createDocument, {
          method: 'POST',
          route: '/api/documents',
          body: { documentType: 'medical_bill', familyMemberId: ids.member, fileName: 'x.pdf', fileSize: 10, contentType: 'application/pdf' },
          user: b,
        }),
    ],
    ["POST payment for A's bill", () => call(createPayment, { method: 'POST', route: '/api/payments', body: { billId: ids.bill, amount: 100, cardLastFour: '1234' }, user: b })],
    // A's visit and A's letter (issue 14), by their ids.
    ["GET letter drafts for A's visit", () => call(getLetterDrafts, { method: 'GET', route: '/api/ledgers/{ledgerId}/letter-drafts', pathParameters: { ledgerId: ids.bill }, user: b })],
    [
      "POST letter for A's visit",
      () =>
        call(createLetter, {
          method: 'POST',
          route: '/api/ledgers/{ledgerId}/letters',
          pathParameters: { ledgerId: ids.bill },
          body: { kind: 'billing_dispute', sender: '', recipient: 'Billing Office', subject: 'Billing dispute', text: 'Dear Billing Office:' },
          user: b,
        }),
    ],
    ["GET letters of A's visit", () => call(listLetters, { method: 'GET', route: '/api/ledgers/{ledgerId}/letters', pathParameters: { ledgerId: ids.bill }, user: b })],
    ["GET download of A's letter", () => call(downloadLetter, { method: 'GET', route: '/api/letters/{letterId}/download', pathParameters: { letterId: ids.letter }, user: b })],
    ["PATCH A's letter", () => call(updateLetter, { method: 'PATCH', route: '/api/letters/{letterId}', pathParameters: { letterId: ids.letter }, body: { sentOn: '2025-01-02' }, user: b })],
    // A's receipt linked or unlinked by B, and B's own receipt linked to A's bill (issue 14).
    [
      "PUT visit link of A's receipt",
      () => call(updateVisitLink, { method: 'PUT', route: '/api/documents/{documentId}/visit-link', pathParameters: { documentId: ids.receipt }, body: { unlinked: true }, user: b }),
    ],
    ["DELETE visit link of A's receipt", () => call(deleteVisitLink, { method: 'DELETE', route: '/api/documents/{documentId}/visit-link', pathParameters: { documentId: ids.receipt }, user: b })],
    [
      "PUT visit link of B's receipt to A's bill",
      () => call(updateVisitLink, { method: 'PUT', route: '/api/documents/{documentId}/visit-link', pathParameters: { documentId: bOwnReceipt }, body: { documentId: ids.bill }, user: b }),
    ],
    // A's deadlines (issue 14), by the ids A's own toggles use (see below).
    ...(['bill-due', 'appeal'] as const).map(
      (kind) =>
        [
          `PUT reminders of A's ${kind} deadline`,
          () => call(updateDeadlineReminders, { method: 'PUT', route: '/api/reminders/{deadlineId}', pathParameters: { deadlineId: `${kind}.${kind === 'appeal' ? ids.eob : ids.bill}` }, body: { remindersOn: false }, user: b }),
        ] as const,
    ),
  ] as const;

  it.each(notFound)('%s -> 404 and nothing of A in the answer', async (_, run) => {
    const reply = await run();
    expect(reply.status).toBe(404);
    const text = JSON.stringify(reply.body);
    for (const secret of [ids.member, ids.bill, ids.eob, ids.uploaded, ids.letter, ids.receipt, a.sub, 'Aurelia']) expect(text).not.toContain(secret);
  });

  it("answers empty searches, totals, history and ledgers for A's member id", async () => {
    const search = await call(searchDocuments, { method: 'GET', route: '/api/documents', query: { bills: 'true', eobs: 'true', receipts: 'true', memberId: ids.member }, user: b });
    expect(search.body).toEqual({ results: [], nextCursor: null });
    const noMonths = Array.from({ length: 12 }, (_, index) => ({ month: index + 1, billed: 0, insurancePaid: 0, youPaid: 0 }));
    const totals = await call(getTotals, { method: 'GET', route: '/api/totals', query: { year: '2025', memberId: ids.member }, user: b });
    expect(totals.body).toMatchObject({ billed: 0, insurancePaid: 0, youPaid: 0, months: noMonths });
    // B's own family totals for the same year and month hold nothing of A's amounts either.
    const family = await call(getTotals, { method: 'GET', route: '/api/totals', query: { year: '2025', memberId: 'family' }, user: b });
    expect(family.body).toMatchObject({ billed: 0, insurancePaid: 0, youPaid: 0, months: noMonths });
    const history = await call(getHistory, { method: 'GET', route: '/api/history', query: { memberId: ids.member }, user: b });
    expect(history.body).toEqual({ pairs: [] });
    // A list route names no resource: another user's member id reads nothing (200, empty), as above.
    const ledgers = await call(getLedgers, { method: 'GET', route: '/api/ledgers', query: { year: '2025', memberId: ids.member }, user: b });
    expect(ledgers).toMatchObject({ status: 200, body: { year: 2025, memberId: ids.member, ledgers: [], refundsDue: 0, unlinkedPayments: [] } });
    // B's own family ledgers hold B's bill and nothing of A's.
    const bFamily = await call(getLedgers, { method: 'GET', route: '/api/ledgers', query: { year: '2025', memberId: 'family' }, user: b });
    expect(bFamily.body.ledgers.map((ledger: { billId: string }) => ledger.billId)).toEqual([bOwnBill]);
    const text = JSON.stringify(bFamily.body);
    for (const secret of [ids.member, ids.bill, ids.eob, a.sub]) expect(text).not.toContain(secret);
    // The deadlines (issue 14): A's member id reads none; B's own reminder settings are B's defaults.
    const reminders = await call(getReminders, { method: 'GET', route: '/api/reminders', query: { memberId: ids.member }, user: b });
    expect(reminders).toMatchObject({ status: 200, body: { memberId: ids.member, emailReminders: true, deadlines: [] } });
    const settings = await call(getReminderSettings, { method: 'GET', route: '/api/account/reminders', user: b });
    expect(settings.body).toEqual({ settings: { emailReminders: true, timeZone: null } });
  });

  it("finds A's deadlines by those ids for A, and B's toggles wrote nothing of A's", async () => {
    const store = new DynamoReminderStore(createDocumentClient(), getEnv().TABLE_NAME);
    expect((await store.state(a.sub)).deadlines.size).toBe(0);
    for (const deadlineId of [`bill-due.${ids.bill}`, `appeal.${ids.eob}`]) {
      const own = await call(updateDeadlineReminders, { method: 'PUT', route: '/api/reminders/{deadlineId}', pathParameters: { deadlineId }, body: { remindersOn: true }, user: a });
      expect(own).toMatchObject({ status: 200, body: { deadline: { id: deadlineId, memberId: ids.member, remindersOn: true } } });
    }
  });

  it("leaves A's data untouched", async () => {
    const deps = getDependencies();
    expect(await deps.documents.get(a.sub, ids.bill)).toMatchObject({ version: 1, amount: 1000 });
    expect(await deps.documents.get(a.sub, ids.uploaded)).not.toBeNull();
    // A's receipt never linked or unlinked; B's receipt holds no link to A's bill.
    expect(await deps.documents.get(a.sub, ids.receipt)).toMatchObject({ version: 1, revision: 0 });
    expect(await deps.documents.get(a.sub, ids.receipt)).not.toHaveProperty('visit_link');
    expect(await deps.documents.get(b.sub, bOwnReceipt)).not.toHaveProperty('visit_link');
    expect(await deps.documents.listRevisions(b.sub, bOwnReceipt)).toEqual([]);
    expect(await deps.members.get(a.sub, ids.member)).toMatchObject({ first_name: 'Aurelia' });
    // A's letter as A wrote it, never marked sent; B has no letter.
    const letter = await getLetterPorts().letters.get(a.sub, ids.letter);
    expect(letter).toMatchObject({ sender: 'Aurelia', ledger_id: ids.bill });
    expect(letter).not.toHaveProperty('sent_on');
    expect(await getLetterPorts().letters.list(b.sub)).toEqual([]);
  });

  it("mints URLs for B only under B's own prefix", async () => {
    const bMember = await defaultMemberId(b);
    const created = await uploadDocument(b, { documentType: 'insurance_payment', familyMemberId: bMember });
    bUrls.push(created.upload.url);
    const download = await call(downloadDocument, { method: 'GET', route: '/api/documents/{documentId}/download', pathParameters: { documentId: created.document.id }, user: b });
    bUrls.push(download.body.url);
    // A file name cannot climb out of the prefix: it is sanitized before it becomes a key.
    const sneaky = await call(createDocument, {
      method: 'POST',
      route: '/api/documents',
      body: { documentType: 'medical_bill', familyMemberId: bMember, fileName: `../${a.sub}/bill.pdf`, fileSize: 10, contentType: 'application/pdf' },
      user: b,
    });
    bUrls.push(sneaky.body.upload.url);
    for (const url of bUrls) {
      const path = decodeURIComponent(new URL(url).pathname);
      expect(path).toMatch(new RegExp(`^/(medical|insurance)-documents/${b.sub}/[^/]+$`));
      expect(path).not.toContain(a.sub + '/');
    }
  });

  it('covers every family route that takes an id', () => {
    // Staff routes read across users by design; their role matrix is in audit.test.ts.
    const withIds = httpRoutes.filter((route) => !route.group && route.path.includes('{')).map((route) => `${route.method} ${route.path}`);
    expect(withIds.sort()).toEqual(
      [
        'DELETE /api/documents/{documentId}',
        'DELETE /api/family-members/{memberId}',
        'GET /api/bills/{billId}/comparison',
        'GET /api/documents/{documentId}',
        'GET /api/documents/{documentId}/download',
        'GET /api/documents/{documentId}/revisions',
        'PUT /api/documents/{documentId}/visit-link',
        'DELETE /api/documents/{documentId}/visit-link',
        'PATCH /api/documents/{documentId}',
        'PUT /api/family-members/{memberId}',
        'GET /api/ledgers/{ledgerId}/letter-drafts',
        'POST /api/ledgers/{ledgerId}/letters',
        'GET /api/ledgers/{ledgerId}/letters',
        'GET /api/letters/{letterId}/download',
        'PATCH /api/letters/{letterId}',
        'PUT /api/reminders/{deadlineId}',
      ].sort(),
    );
  });
});

describe('isolation: the sample member (issue 14), whose id is the same in every account', () => {
  it("shows B nothing of another user's samples, and B's requests naming that id reach B's own account", async () => {
    const owner = newUser({ given_name: 'Aurelia' });
    const added = await call(createSamples, { method: 'POST', route: '/api/samples', body: {}, user: owner });
    expect(added.status).toBe(201);
    const secrets = [...(added.body.documents as { id: string }[]).map((doc) => doc.id), owner.sub];
    const allTypes = { bills: 'true', eobs: 'true', receipts: 'true' };
    const reads = [
      await call(getSamples, { method: 'GET', route: '/api/samples', user: b }),
      await call(searchDocuments, { method: 'GET', route: '/api/documents', query: { ...allTypes, memberId: SAMPLE_MEMBER_ID }, user: b }),
      await call(getLedgers, { method: 'GET', route: '/api/ledgers', query: { memberId: SAMPLE_MEMBER_ID }, user: b }),
    ];
    // B has documents of B's own, so no samples are offered to B either.
    expect(reads[0]?.body).toEqual({ offered: false, member: null, documents: [] });
    expect(reads[1]?.body.results).toEqual([]);
    expect(reads[2]?.body.ledgers).toEqual([]);
    for (const reply of reads) for (const secret of secrets) expect(JSON.stringify(reply?.body)).not.toContain(secret);

    const sample = { memberId: SAMPLE_MEMBER_ID };
    const writes = [
      await call(updateMember, { method: 'PUT', route: '/api/family-members/{memberId}', pathParameters: sample, body: { firstName: 'X', lastName: 'Y', relationship: 'Z' }, user: b }),
      await call(deleteMember, { method: 'DELETE', route: '/api/family-members/{memberId}', pathParameters: sample, query: { deleteDocuments: 'true' }, user: b }),
      await call(createDocument, {
        method: 'POST',
        route: '/api/documents',
        body: { documentType: 'medical_bill', familyMemberId: SAMPLE_MEMBER_ID, fileName: 'x.pdf', fileSize: 10, contentType: 'application/pdf' },
        user: b,
      }),
    ];
    expect(writes.map((reply) => reply.status)).toEqual([404, 404, 404]);
    expect((await call(getSamples, { method: 'GET', route: '/api/samples', user: owner })).body).toEqual(added.body);
  });
});
