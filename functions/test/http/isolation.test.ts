import { beforeAll, describe, expect, it } from 'vitest';
import { handler as createDocument } from '../../src/handlers/http/create-document';
import { handler as createPayment } from '../../src/handlers/http/create-payment';
import { handler as deleteDocument } from '../../src/handlers/http/delete-document';
import { handler as deleteMember } from '../../src/handlers/http/delete-family-member';
import { handler as downloadDocument } from '../../src/handlers/http/download-document';
import { handler as getBillComparison } from '../../src/handlers/http/get-bill-comparison';
import { handler as getDocument } from '../../src/handlers/http/get-document';
import { handler as getHistory } from '../../src/handlers/http/get-history';
import { handler as getLedgers } from '../../src/handlers/http/get-ledgers';
import { handler as getTotals } from '../../src/handlers/http/get-totals';
import { handler as listRevisions } from '../../src/handlers/http/list-document-revisions';
import { handler as searchDocuments } from '../../src/handlers/http/search-documents';
import { handler as updateMember } from '../../src/handlers/http/update-family-member';
import { handler as updateDocument } from '../../src/handlers/http/update-document';
import { httpRoutes } from '../../src/handlers/http/routes';
import { getDependencies } from '../../src/handlers/http/runtime';
import { call, newUser } from '../support/http-events';
import { defaultMemberId, seedDocument, uploadDocument } from '../support/fixtures';

const a = newUser({ given_name: 'Aurelia' });
const b = newUser({ given_name: 'Bartholomew' });
const ids = { member: '', bill: '', eob: '', uploaded: '' };
let bOwnBill = '';
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
  const bMember = await defaultMemberId(b);
  bOwnBill = (await seedDocument(b, { documentType: 'medical_bill', familyMemberId: bMember, date: '2025-01-01', extracted: billData })).id;
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
  ] as const;

  it.each(notFound)('%s -> 404 and nothing of A in the answer', async (_, run) => {
    const reply = await run();
    expect(reply.status).toBe(404);
    const text = JSON.stringify(reply.body);
    for (const secret of [ids.member, ids.bill, ids.eob, ids.uploaded, a.sub, 'Aurelia']) expect(text).not.toContain(secret);
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
  });

  it("leaves A's data untouched", async () => {
    const deps = getDependencies();
    expect(await deps.documents.get(a.sub, ids.bill)).toMatchObject({ version: 1, amount: 1000 });
    expect(await deps.documents.get(a.sub, ids.uploaded)).not.toBeNull();
    expect(await deps.members.get(a.sub, ids.member)).toMatchObject({ first_name: 'Aurelia' });
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
        'PATCH /api/documents/{documentId}',
        'PUT /api/family-members/{memberId}',
      ].sort(),
    );
  });
});
